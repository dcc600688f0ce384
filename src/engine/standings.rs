//! The end of a game explained: each seat's total broken down the way its game
//! scores, the tie-break that ordered equal totals, and how the standings went
//! round by round. Games fill in the numbers ([`crate::engine::Game::standings`]);
//! the words of ties are written here, once for every game.

use serde::{Deserialize, Serialize};

use crate::engine::{and_list, plural, Game, Log, Narrator, Outcome, Play, Record, Seat};

/// One seat's line of the final standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// One value per [`Standings::parts`], in the total's unit; they add up to it.
    pub parts: Vec<i64>,
    pub total: i64,
    /// 0 = first; seats equal on the total and the tie-break share a rank.
    pub rank: usize,
    /// The seat's value on the tie-break, as a number to compare and in words
    /// ("28", "Engines 9"); `None` when the game has no tie-break.
    pub tie_break: Option<(i64, String)>,
}

/// The final standings of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    /// What the total counts, singular and plural ("token", "tokens").
    pub unit: (String, String),
    /// The parts' names, short enough for a column head ("Trends").
    pub parts: Vec<String>,
    /// What breaks a tie on the total, as it follows "wins on" ("disks").
    pub tie_break: Option<String>,
    /// One line per seat, in seat order.
    pub lines: Vec<Line>,
    /// How the game ended, when the game says so in a sentence.
    pub ending: Option<String>,
    /// What the chart's steps are called ("Round", "Year").
    pub step: String,
}

impl Standings {
    /// Standings with the total as the only part (what a game that explains
    /// nothing more shows), from its outcome.
    pub fn plain(outcome: &Outcome, unit: (&str, &str)) -> Self {
        Standings {
            unit: (unit.0.into(), unit.1.into()),
            parts: vec![capitalised(unit.1)],
            tie_break: None,
            lines: (0..outcome.scores.len())
                .map(|s| Line {
                    parts: vec![outcome.scores[s]],
                    total: outcome.scores[s],
                    rank: outcome.ranks[s],
                    tie_break: None,
                })
                .collect(),
            ending: None,
            step: "Round".into(),
        }
    }

    /// Standings from each seat's parts (their sum is the total) and
    /// tie-break, ranked as [`Outcome::from_scores`] ranks: higher is better.
    pub fn ranked(
        unit: (&str, &str),
        parts: &[&str],
        values: Vec<Vec<i64>>,
        tie_break: Option<(&str, Vec<(i64, String)>)>,
    ) -> Self {
        let totals: Vec<i64> = values.iter().map(|v| v.iter().sum()).collect();
        let (name, keys) = match tie_break {
            Some((name, keys)) => (Some(name.to_string()), Some(keys)),
            None => (None, None),
        };
        let key = |s: usize| {
            let k = keys.as_ref().and_then(|k| k.get(s)).map_or(0, |k| k.0);
            (totals[s], k)
        };
        let lines = values
            .iter()
            .enumerate()
            .map(|(s, v)| Line {
                parts: v.clone(),
                total: totals[s],
                rank: (0..totals.len()).filter(|&o| key(o) > key(s)).count(),
                tie_break: keys.as_ref().and_then(|k| k.get(s).cloned()),
            })
            .collect();
        Standings {
            unit: (unit.0.into(), unit.1.into()),
            parts: parts.iter().map(|p| p.to_string()).collect(),
            tie_break: name,
            lines,
            ending: None,
            step: "Round".into(),
        }
    }

    pub fn with_ranks(mut self, ranks: &[usize]) -> Self {
        for (line, &r) in self.lines.iter_mut().zip(ranks) {
            line.rank = r;
        }
        self
    }

    pub fn with_ending(mut self, ending: Option<String>) -> Self {
        self.ending = ending;
        self
    }

    pub fn with_step(mut self, step: &str) -> Self {
        self.step = step.into();
        self
    }

    pub fn winners(&self) -> Vec<Seat> {
        (0..self.lines.len())
            .filter(|&s| self.lines[s].rank == 0)
            .collect()
    }

    /// Seats best first (seat order among equals).
    pub fn order(&self) -> Vec<Seat> {
        let mut order: Vec<Seat> = (0..self.lines.len()).collect();
        super::sort::sort_by_key(&mut order, |&s| (self.lines[s].rank, s));
        order
    }

    /// "6 tokens", "1 token".
    pub fn amount(&self, n: i64) -> String {
        plural(n, &self.unit.0, &self.unit.1)
    }

    /// Groups of two or more seats with the same total, best group first,
    /// each best first.
    fn tied_groups(&self) -> Vec<Vec<Seat>> {
        let mut groups: Vec<Vec<Seat>> = Vec::new();
        for s in self.order() {
            match groups.last_mut() {
                Some(g) if self.lines[g[0]].total == self.lines[s].total => g.push(s),
                _ => groups.push(vec![s]),
            }
        }
        groups.retain(|g| g.len() > 1);
        groups
    }

    /// Each tie on the total and how it was settled, a sentence each, for
    /// `names` read by `viewer` ("Tied on 6 tokens: Ada wins on disks, 28 to
    /// 27."; with more: "…, 28 against Bo's 27 and your 20.").
    pub fn ties_in_words(&self, names: &[String], viewer: Option<Seat>) -> Vec<String> {
        // A seat named "You" is read as "you" whoever looks.
        let n = Narrator::new(names, you_in(names).or(viewer));
        self.tied_groups()
            .into_iter()
            .map(|g| self.tie_sentence(&g, &n))
            .collect()
    }

    fn tie_sentence(&self, group: &[Seat], n: &Narrator<'_>) -> String {
        let total = self.amount(self.lines[group[0]].total);
        let rank = self.lines[group[0]].rank;
        let top: Vec<Seat> = group
            .iter()
            .copied()
            .filter(|&s| self.lines[s].rank == rank)
            .collect();
        let rest: Vec<Seat> = group[top.len()..].to_vec();
        let subject = subject_of(&top, n);
        let value = |s: Seat| {
            self.lines[s]
                .tie_break
                .as_ref()
                .map_or(String::new(), |t| t.1.clone())
        };
        let place = ordinal(rank + 1);
        if rest.is_empty() {
            // Nothing tells them apart: they share the place.
            let also = match &self.tie_break {
                Some(tb) if self.lines[top[0]].tie_break.is_some() => {
                    format!(" and on {tb} ({})", value(top[0]))
                }
                _ => String::new(),
            };
            let shared = if rank == 0 {
                "share the win".to_string()
            } else {
                format!("share {place} place")
            };
            return format!("Tied on {total}{also}: {subject} {shared}.");
        }
        // Who comes first of the tied, and over whom.
        let how = match (top.as_slice(), rank) {
            ([s], 0) => n.does(*s, "win", "wins"),
            (_, 0) => format!("{subject} share the win"),
            ([s], _) => format!(
                "{} ahead of {}",
                n.does(*s, "place", "places"),
                n.list(&rest)
            ),
            _ => format!("{subject} share {place} place, ahead of {}", n.list(&rest)),
        };
        let Some(tb) = &self.tie_break else {
            return format!("Tied on {total}: {how}.");
        };
        let tops = if top.len() == 1 {
            value(top[0])
        } else {
            format!("{} each", value(top[0]))
        };
        if rest.len() == 1 {
            format!(
                "Tied on {total}: {how} on {tb}, {tops} to {}.",
                value(rest[0])
            )
        } else {
            let behind: Vec<String> = rest
                .iter()
                .map(|&s| format!("{} {}", n.whose(s), value(s)))
                .collect();
            format!(
                "Tied on {total}: {how} on {tb}, {tops} against {}.",
                and_list(&behind)
            )
        }
    }

    /// The result in one line for the list of saved games, best first, with
    /// the tie-break when one decided the winner: "Ada won on disks (28 to 27)
    /// after a tie on 6 tokens: Ada 6, you 6"; then how the game ended, when
    /// the game says so, since that can outrank the totals ("You won: you 17,
    /// Bo 41. The perfect set … wins, whatever the doubloons.").
    pub fn in_words(&self, names: &[String]) -> String {
        let n = Narrator::new(names, you_in(names));
        let winners = self.winners();
        let scores: Vec<String> = self
            .order()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                let who = if i == 0 { n.who(s) } else { n.whom(s) };
                format!("{who} {}", self.lines[s].total)
            })
            .collect();
        let best = winners.first().map_or(0, |&w| self.lines[w].total);
        let tied: Vec<Seat> = (0..self.lines.len())
            .filter(|&s| self.lines[s].total == best)
            .collect();
        let value = |s: Seat| self.lines[s].tie_break.as_ref().map(|t| t.1.clone());
        let verdict = match (winners.as_slice(), &self.tie_break) {
            ([w], Some(tb)) if tied.len() > 1 => {
                let others: Vec<String> = tied
                    .iter()
                    .filter(|&&s| s != *w)
                    .filter_map(|&s| value(s))
                    .collect();
                format!(
                    "{} won on {tb} ({} to {}) after a tie on {}",
                    n.who(*w),
                    value(*w).unwrap_or_default(),
                    others.join(", "),
                    self.amount(best)
                )
            }
            ([w], _) => format!("{} won", n.who(*w)),
            (many, _) => format!("{} shared the win", subject_of(many, &n)),
        };
        let result = format!("{verdict}: {}", scores.join(", "));
        match &self.ending {
            Some(ending) => format!("{result}. {ending}"),
            None => result,
        }
    }
}

/// "Ada and you" as the subject of a sentence: "You and Ada" when the viewer
/// is among them (a sentence starts with it).
fn subject_of(seats: &[Seat], n: &Narrator<'_>) -> String {
    let mut order: Vec<Seat> = seats.to_vec();
    super::sort::sort_by_key(&mut order, |&s| !n.is_viewer(s));
    let words: Vec<String> = order
        .iter()
        .enumerate()
        .map(|(i, &s)| if i == 0 { n.who(s) } else { n.whom(s) })
        .collect();
    and_list(&words)
}

/// The seat named "You" (set-up's name for the person at the device): the
/// words about it are then "you win", not "You wins".
fn you_in(names: &[String]) -> Option<Seat> {
    names.iter().position(|n| n.eq_ignore_ascii_case("you"))
}

/// A game's own word (a unit, a step: English, ASCII) with a capital. ASCII
/// only, so that the standard library's Unicode case tables stay out of the app.
pub fn capitalised(s: &str) -> String {
    let mut word = s.to_string();
    // Not a char boundary (a letter of more than one byte): left as it is.
    if let Some(first) = word.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    word
}

/// "1st", "2nd", "3rd", "11th".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Each seat's total split into parts, tallied from a game's events as they
/// are read: what [`Standings::ranked`] takes.
pub struct Tally(Vec<Vec<i64>>);

impl Tally {
    pub fn new(players: usize, parts: usize) -> Self {
        Tally(vec![vec![0; parts]; players])
    }

    /// Adds `n` to `seat`'s `part`; a seat or part the table does not have
    /// changes nothing (an event cannot make the end screen fail).
    pub fn add(&mut self, seat: Seat, part: usize, n: i64) {
        if let Some(p) = self.0.get_mut(seat).and_then(|p| p.get_mut(part)) {
            *p += n;
        }
    }

    pub fn parts(self) -> Vec<Vec<i64>> {
        self.0
    }
}

/// How the standings went: each seat's figure (what the standings count) at
/// the start and after each round, the last sample at the end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    /// `samples[i][seat]`; `steps[i]` is the round (or year) the sample closes,
    /// 0 for the start.
    pub samples: Vec<Vec<i64>>,
    pub steps: Vec<usize>,
}

impl Series {
    /// Replays `record` from its seed, sampling [`Game::progress`] whenever
    /// [`Game::round`] changes, and at the end. `None` if it does not replay.
    pub fn of<G: Game>(record: &Record<G>) -> Option<Series> {
        let mut state = G::new(record.players, &record.options, record.seed).ok()?;
        let mut series = Series::default();
        let mut round = state.round();
        series.push(0, state.progress());
        // Whether anything happened since the last sample.
        let mut since = false;
        for (seat, action) in &record.actions {
            state.play(*seat, action, &mut Log::silent()).ok()?;
            since = true;
            let now = state.round();
            if now != round {
                series.push(round, state.progress());
                round = now;
                since = false;
            }
        }
        if since {
            series.push(round, state.progress());
        }
        Some(series)
    }

    fn push(&mut self, step: usize, values: Vec<i64>) {
        // Steps only go forward: a game that counts no rounds (`round` stays 0)
        // charts its end one step after its start.
        let step = step.max(self.steps.last().map_or(0, |&s| s + 1));
        self.steps.push(step);
        self.samples.push(values);
    }
}

/// What the end screen shows: the standings, and how they went (absent when
/// the game's moves are not at hand).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub standings: Standings,
    pub series: Option<Series>,
}
