//! What the coach may say about a choice. The search's raw value of a choice (its
//! mean reward over the samples that tried it) is not a chance to win: rollouts
//! play worse than people and computers do, and a value from a few samples is
//! noise. Each game keeps a table, per player count, measured on computer games
//! (`examples/coach_calibration.rs`), mapping the raw value to the share of
//! games actually won; where the measured error stayed too large, the table says
//! so and the coach speaks in words instead of percentages.

use crate::engine::Game;

/// One player count's measured map from raw value to chance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CountTable {
    pub players: usize,
    /// Whether the error measured on fresh games was small enough (expected
    /// calibration error at most [`MAX_ERROR`]) for the coach to show a percentage.
    pub shown: bool,
    /// Knots (raw value, chance to win): raw values increasing, chances never
    /// decreasing; linear between knots, flat beyond the ends.
    pub knots: &'static [(f64, f64)],
}

/// A game's tables, one per player count it allows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    pub tables: &'static [CountTable],
}

/// The largest expected calibration error on fresh games for which the coach
/// shows percentages.
pub const MAX_ERROR: f64 = 0.05;

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
    pub fn table(&self, players: usize) -> Option<&CountTable> {
        self.tables.iter().find(|t| t.players == players)
    }

    /// The chance to show for a raw value at a table of `players`, or `None`
    /// where the coach speaks in words.
    pub fn shown_chance(&self, players: usize, raw: f64) -> Option<f64> {
        self.table(players)
            .filter(|t| t.shown)
            .map(|t| t.chance(raw))
    }
}

/// How the coach words one choice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verdict {
    /// A measured chance to win the game, 0..=1.
    Chance(f64),
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
/// game's table at this player count is shown and the choice was searched
/// enough, words otherwise. A choice is "close" when its raw value is within two
/// standard errors of the best's (at least 3 points), "weaker" below that.
pub fn verdicts(calibration: Option<&Calibration>, players: usize, stats: &[Stat]) -> Vec<Verdict> {
    let Some(&(best_visits, best_raw)) = stats.first() else {
        return Vec::new();
    };
    let chance = |visits: f64, raw: f64| {
        calibration
            .and_then(|c| c.shown_chance(players, raw))
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
        .mcts_params(super::BotKind::Strong)
        .or_else(|| state.mcts_params(super::BotKind::Medium))
        .unwrap_or_default()
}
