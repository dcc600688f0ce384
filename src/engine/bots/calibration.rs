//! What the coach may say about a choice. The search's raw value of a choice (its
//! mean reward over the samples that tried it) is not a chance to win: rollouts
//! play worse than people and computers do, and a value from a few samples is
//! noise, and a chance depends on who else sits at the table and on the seat
//! (who bids or builds first). Each game keeps a table per player count,
//! computer level and seat, measured on games where one seat follows the coach
//! and the others are computers of that level (`examples/coach_calibration.rs`),
//! mapping the raw value to the share of games actually won. A count and level
//! shows percentages only where every seat's table held on fresh games; where
//! one seat's error stayed too large, or the figure jumped when the same
//! position was asked twice, the coach speaks in words at every seat.

use super::BotKind;
use crate::engine::Game;

/// One table's measured map from raw value to chance: a player count and the
/// coach's reader's seat, with every other seat a computer of one level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CountTable {
    pub players: usize,
    /// The level of every other seat's computer.
    pub level: BotKind,
    /// The reader's seat (0 is where set-up puts the person), or `None` for a
    /// table fitted over every seat pooled, which never shows a percentage: it
    /// leaves out the seat's own advantage.
    pub seat: Option<usize>,
    /// Whether this seat's error measured on at least [`MIN_GAMES`] fresh
    /// games was small enough (expected calibration error at most
    /// [`MAX_ERROR`]) and the figure steady enough ([`STEADY`]). The coach
    /// shows a percentage only where every seat's table at the count and
    /// level held ([`Calibration::shows`]).
    pub held: bool,
    /// The figure is rounded to this many points ("about 40%" when above 1):
    /// the finest rounding at which the same position asked twice agreed
    /// within 5 points in [`STEADY`] of cases.
    pub step: u8,
    /// Games measured at this seat (half fitted the table the other half
    /// checked, and the other way round).
    pub games: u32,
    /// Knots (raw value, chance to win): raw values increasing, chances never
    /// decreasing; linear between knots, flat beyond the ends.
    pub knots: &'static [(f64, f64)],
}

/// A game's tables, one per player count, computer level and seat measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    pub tables: &'static [CountTable],
}

/// The largest expected calibration error on fresh games for which the coach
/// shows percentages.
pub const MAX_ERROR: f64 = 0.05;

/// The fewest fresh games at a seat for its error to count: a game's decisions
/// share its outcome, so games count, not decisions.
pub const MIN_GAMES: u32 = 200;

/// The share of positions, asked twice with different seeds, whose two shown
/// figures must agree within 5 points for the figure to be shown.
pub const STEADY: f64 = 0.95;

/// Visits a choice needs before its chance is shown: with fewer, its value is a
/// handful of samples (the "61% and 14%" for two equal choices).
pub const MIN_VISITS: f64 = 150.0;

impl CountTable {
    /// The measured chance of winning for a raw search value.
    pub fn chance(&self, raw: f64) -> f64 {
        let k = self.knots;
        let Some(&(first_raw, first_p)) = k.first() else {
            return raw.clamp(0.0, 1.0);
        };
        if raw <= first_raw {
            return first_p;
        }
        for w in k.windows(2) {
            let ((r0, p0), (r1, p1)) = (w[0], w[1]);
            if raw <= r1 {
                let t = if r1 > r0 { (raw - r0) / (r1 - r0) } else { 1.0 };
                return p0 + t * (p1 - p0);
            }
        }
        k[k.len() - 1].1
    }
}

impl Calibration {
    /// The table measured at this seat, if any.
    pub fn table(&self, at: Seated) -> Option<&CountTable> {
        let Seated::Computers {
            players,
            level,
            seat,
        } = at
        else {
            return None;
        };
        self.tables
            .iter()
            .find(|t| t.players == players && t.level == level && t.seat == Some(seat))
    }

    /// The tables of every seat at a count and level, seat by seat, if each
    /// seat has one.
    pub fn seats(&self, players: usize, level: BotKind) -> Option<Vec<&CountTable>> {
        (0..players)
            .map(|seat| {
                self.table(Seated::Computers {
                    players,
                    level,
                    seat,
                })
            })
            .collect()
    }

    /// Whether the coach shows percentages at a count and level: only where
    /// every seat has its own table and each held on [`MIN_GAMES`] fresh games
    /// or more.
    pub fn shows(&self, players: usize, level: BotKind) -> bool {
        players > 0
            && self
                .seats(players, level)
                .is_some_and(|seats| seats.iter().all(|t| t.held && t.games >= MIN_GAMES))
    }

    /// Whether the coach shows percentages to a reader seated as `at` says.
    pub fn shows_at(&self, at: Seated) -> bool {
        match at {
            Seated::Computers { players, level, .. } => self.shows(players, level),
            Seated::Unmeasured => false,
        }
    }

    /// The chance to show for a raw value at the table, or `None` where the
    /// coach speaks in words.
    pub fn shown_chance(&self, at: Seated, raw: f64) -> Option<Shown> {
        let Seated::Computers { players, level, .. } = at else {
            return None;
        };
        self.table(at)
            .filter(|_| self.shows(players, level))
            .map(|t| Shown {
                chance: t.chance(raw),
                step: t.step,
            })
    }
}

/// Who the coach's reader plays against, as far as the tables go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seated {
    /// Every other seat is a computer of this level; the reader sits at `seat`.
    Computers {
        players: usize,
        level: BotKind,
        seat: usize,
    },
    /// Other people, or computers of different levels: no table was measured
    /// for it, so the coach speaks in words.
    Unmeasured,
}

impl Seated {
    /// The table for `seat`, given each seat's computer level (`None` for a
    /// person).
    pub fn of(levels: &[Option<BotKind>], seat: usize) -> Seated {
        let mut others = levels
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .map(|(_, l)| *l);
        match others.next().flatten() {
            Some(level) if others.all(|l| l == Some(level)) => Seated::Computers {
                players: levels.len(),
                level,
                seat,
            },
            _ => Seated::Unmeasured,
        }
    }
}

/// A chance as the coach shows it: the measured chance and the rounding the
/// table's steadiness allows.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Shown {
    pub chance: f64,
    pub step: u8,
}

impl Shown {
    /// Whole percentage points, rounded to the step.
    pub fn points(&self) -> u8 {
        let step = f64::from(self.step.max(1));
        ((self.chance.clamp(0.0, 1.0) * 100.0 / step).round() * step) as u8
    }

    /// "about" goes before a rounded figure.
    pub fn about(&self) -> bool {
        self.step > 1
    }
}

/// How the coach words one choice.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Verdict {
    /// A measured chance to win the game.
    Chance(Shown),
    /// The most searched choice, without a percentage.
    Best,
    /// Not told apart from the best by the search.
    Close,
    /// Clearly worse than the best.
    Weaker,
}

/// A choice the coach names: (visits, raw value), as [`super::Search::root_stats`]
/// gives them, most visited first.
pub type Stat = (f64, f64);

/// Verdicts for the choices in `stats` (most visited first): a chance where the
/// game's tables at this player count show one and the choice was searched
/// enough, words otherwise. A choice is "close" when its raw value is within two
/// standard errors of the best's (at least 3 points), "weaker" below that.
pub fn verdicts(calibration: Option<&Calibration>, at: Seated, stats: &[Stat]) -> Vec<Verdict> {
    let Some(&(best_visits, best_raw)) = stats.first() else {
        return Vec::new();
    };
    let chance = |visits: f64, raw: f64| {
        calibration
            .and_then(|c| c.shown_chance(at, raw))
            .filter(|_| visits >= MIN_VISITS)
    };
    let variance =
        |visits: f64, raw: f64| raw.clamp(0.0, 1.0) * (1.0 - raw.clamp(0.0, 1.0)) / visits.max(1.0);
    stats
        .iter()
        .enumerate()
        .map(|(i, &(visits, raw))| {
            if let Some(p) = chance(visits, raw) {
                return Verdict::Chance(p);
            }
            if i == 0 {
                return Verdict::Best;
            }
            let margin = 2.0 * (variance(visits, raw) + variance(best_visits, best_raw)).sqrt();
            if best_raw - raw <= margin.max(0.03) {
                Verdict::Close
            } else {
                Verdict::Weaker
            }
        })
        .collect()
}

/// The coach's search budget: the game's Hard level, or a default search for
/// games whose Hard level has none. The coach searches every decision, even
/// where the computers play their policy ([`Game::search_pays`]).
pub fn coach_params<G: Game>(state: &G) -> super::MctsParams {
    state
        .mcts_params(super::BotKind::Hard)
        .or_else(|| state.mcts_params(super::BotKind::Normal))
        .unwrap_or_default()
}

/// The rules page's section on the coach's chances, written from the game's
/// tables: what the figure means and at which tables it is shown.
pub fn explained(calibration: Option<&Calibration>) -> String {
    let mut text = String::from(
        "\"Ask the coach\" runs the Hard computer's search from what you can see, never the others' hidden cards, and names its three best choices as their buttons do.\n\n\
         A chance to win means: players who follow the coach's advice from that position to the end of the game, in your seat, against the computers at your table, win about that share of their games (a shared win counts as a share). It comes from games measured that way: one seat followed the coach at every decision and every other seat was a computer of one level. Where you sit changes your chances, so each seat has figures of its own. Half of those games fitted the figures and the other half checked them, and the other way round. A figure is shown only where, at every seat, the chances said and the games won differ by at most 5 points on average over at least 200 games checked, and where the same position, asked twice, gets figures within 5 points of each other 95 times in 100.\n",
    );
    // Each count and level whose every seat held, once, with its seats' tables.
    let mut shown: Vec<Vec<&CountTable>> = Vec::new();
    if let Some(c) = calibration {
        for t in c.tables {
            let seen = shown
                .iter()
                .any(|s| s[0].players == t.players && s[0].level == t.level);
            if !seen && c.shows(t.players, t.level) {
                shown.extend(c.seats(t.players, t.level));
            }
        }
    }
    if shown.is_empty() {
        text.push_str("\nNo table has been measured well enough at every seat yet, so the coach speaks in words at every table: ");
    } else {
        text.push_str("\nChances are shown at these tables:\n");
        for seats in &shown {
            let step = seats.iter().map(|t| t.step).max().unwrap_or(1);
            text.push_str(&format!(
                "- {} players, every other seat the {} computer ({} games measured, {} or more at each seat{})\n",
                seats[0].players,
                seats[0].level.label(),
                seats.iter().map(|t| t.games).sum::<u32>(),
                seats.iter().map(|t| t.games).min().unwrap_or(0),
                if step > 1 {
                    format!(", shown to the nearest {step} points")
                } else {
                    String::new()
                }
            ));
        }
        text.push_str("\nEverywhere else (another number of players, another level, computers of two levels, or other people at the table) it speaks in words: ");
    }
    text.push_str(&format!(
        "\"best choice\", \"close to the best\", \"weaker\". A choice the search tried fewer than {} times gets words too: a chance from a few tries is noise.",
        MIN_VISITS as u32
    ));
    text
}
