//! The end of a game explained: each seat's total broken down the way its game
//! scores, the tie-break that ordered equal totals, and how the standings went
//! round by round. Games fill in the numbers ([`crate::engine::Game::standings`]);
//! the words of ties are written here, once for every game.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Log, Narrator, Outcome, Play, Record, Seat};
use crate::words::{self, Args};

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
        words::current().say(
            "standings-amount",
            &Args::new()
                .number("count", n)
                .text("one", &self.unit.0)
                .text("many", &self.unit.1),
        )
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
        let n = Narrator::new(names, you_in(names).or(viewer)).in_words(words::current());
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
        let args = Args::new()
            .text("total", total)
            .number("rank", rank)
            .text("place", place);
        if rest.is_empty() {
            // Nothing tells them apart: they share the place.
            let args = args.text("who", subject);
            return match &self.tie_break {
                Some(tb) if self.lines[top[0]].tie_break.is_some() => n.say(
                    "standings-tie-shared-on",
                    args.text("tie-break", tb).text("value", value(top[0])),
                ),
                _ => n.say("standings-tie-shared", args),
            };
        }
        // Who comes first of the tied, and over whom.
        let behind: Vec<String> = rest
            .iter()
            .map(|&s| n.say("person-object", n.person(Args::new(), "who", s)))
            .collect();
        let args = match top.as_slice() {
            [s] => n.person(args, "who", *s),
            _ => args.text("who", subject).text("who-is", "they"),
        }
        .number("winners", top.len())
        .text("behind", n.words.list(&behind))
        .text("value", value(top[0]));
        let Some(tb) = &self.tie_break else {
            return n.say("standings-tie", args.text("how", "none"));
        };
        let args = args.text("tie-break", tb);
        if rest.len() == 1 {
            n.say(
                "standings-tie",
                args.text("how", "one").text("others", value(rest[0])),
            )
        } else {
            let behind: Vec<String> = rest
                .iter()
                .map(|&s| {
                    n.say(
                        "standings-tie-value",
                        n.person(Args::new(), "who", s).text("value", value(s)),
                    )
                })
                .collect();
            n.say(
                "standings-tie",
                args.text("how", "many")
                    .text("others", n.words.list(&behind)),
            )
        }
    }

    /// The result in one line for the list of saved games, best first, with
    /// the tie-break when one decided the winner: "Ada won on disks (28 to 27)
    /// after a tie on 6 tokens: Ada 6, you 6"; then how the game ended, when
    /// the game says so, since that can outrank the totals ("You won: you 17,
    /// Bo 41. The perfect set … wins, whatever the doubloons.").
    pub fn in_words(&self, names: &[String]) -> String {
        let n = Narrator::new(names, you_in(names)).in_words(words::current());
        let winners = self.winners();
        let scores: Vec<String> = self
            .order()
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                let form = if i == 0 {
                    "person-subject"
                } else {
                    "person-object"
                };
                let who = n.say(form, n.person(Args::new(), "who", s));
                n.say(
                    "standings-score",
                    Args::new()
                        .text("who", who)
                        .number("score", self.lines[s].total),
                )
            })
            .collect();
        let scores = joined(&n, scores);
        let best = winners.first().map_or(0, |&w| self.lines[w].total);
        let tied: Vec<Seat> = (0..self.lines.len())
            .filter(|&s| self.lines[s].total == best)
            .collect();
        let value = |s: Seat| self.lines[s].tie_break.as_ref().map(|t| t.1.clone());
        let subject = |s: Seat| n.say("person-subject", n.person(Args::new(), "who", s));
        let args = Args::new().text("scores", scores);
        let result = match (winners.as_slice(), &self.tie_break) {
            ([w], Some(tb)) if tied.len() > 1 => {
                let others: Vec<String> = tied
                    .iter()
                    .filter(|&&s| s != *w)
                    .filter_map(|&s| value(s))
                    .collect();
                n.say(
                    "standings-won-on",
                    args.text("who", subject(*w))
                        .text("tie-break", tb)
                        .text("value", value(*w).unwrap_or_default())
                        .text("others", joined(&n, others))
                        .text("total", self.amount(best)),
                )
            }
            ([w], _) => n.say("standings-won", args.text("who", subject(*w))),
            (many, _) => n.say("standings-shared", args.text("who", subject_of(many, &n))),
        };
        match &self.ending {
            Some(ending) => n.say(
                "standings-ended",
                Args::new().text("result", result).text("ending", ending),
            ),
            None => result,
        }
    }
}

/// Items one after the other, by the catalog's `standings-next`.
fn joined(n: &Narrator<'_>, items: Vec<String>) -> String {
    let mut items = items.into_iter();
    let first = items.next().unwrap_or_default();
    items.fold(first, |first, next| {
        n.say(
            "standings-next",
            Args::new().text("first", first).text("next", next),
        )
    })
}

/// "Ada and you" as the subject of a sentence: "You and Ada" when the viewer
/// is among them (a sentence starts with it).
fn subject_of(seats: &[Seat], n: &Narrator<'_>) -> String {
    let mut order: Vec<Seat> = seats.to_vec();
    super::sort::sort_by_key(&mut order, |&s| !n.is_viewer(s));
    let words: Vec<String> = order
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let form = if i == 0 {
                "person-subject"
            } else {
                "person-object"
            };
            n.say(form, n.person(Args::new(), "who", s))
        })
        .collect();
    n.words.list(&words)
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
    words::current().say("standings-place", &Args::new().number("place", n))
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
