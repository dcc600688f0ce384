//! The coach's search, as the app and the calibration harness both run it: the
//! Hard search from the player's information, for its budget, then on while the
//! table at hand would show a chance but the best choice was tried too few
//! times for one ([`MIN_VISITS`]), up to [`FURTHER`] budgets; and, where it
//! still speaks in words, why ([`Words`]).

use super::calibration::{coach_params, verdicts, Calibration, Seated, Stat, Verdict, MIN_VISITS};
use super::{MctsParams, Search};
use crate::engine::{Game, Seat};

/// The most the coach searches, in budgets: a position whose best choice is
/// still below [`MIN_VISITS`] after that spreads its tries over so many equal
/// choices that no one of them has a chance worth a figure.
pub const FURTHER: u32 = 4;

/// Why the coach speaks in words at this decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Words {
    /// Other people at the table, or computers of different levels: no games
    /// were measured against such a table.
    Unmeasured,
    /// No games were measured at this number of players against this level.
    NoTable,
    /// Games were measured here, but the chances said and the games won
    /// differed too much (or the figure was unsteady) to be shown.
    NotShown,
    /// The table is shown, but the search tried its best choice only this many
    /// times, even searching further: too few for a chance.
    FewTries(u32),
    /// The best choice has its chance; the others named were tried too few
    /// times for one, and are in words.
    OthersFew,
}

/// Why the coach's choices in `stats` (most visited first, the ones shown)
/// are in words, if any is: see [`Words`].
pub fn words_why(calibration: Option<&Calibration>, at: Seated, stats: &[Stat]) -> Option<Words> {
    let said = verdicts(calibration, at, stats);
    if said.iter().all(|v| matches!(v, Verdict::Chance(_))) {
        return None;
    }
    let Seated::Computers { .. } = at else {
        return Some(Words::Unmeasured);
    };
    let Some(calibration) = calibration.filter(|c| c.table(at).is_some()) else {
        return Some(Words::NoTable);
    };
    if !calibration.shows_at(at) {
        return Some(Words::NotShown);
    }
    match said.first() {
        Some(Verdict::Chance(_)) => Some(Words::OthersFew),
        _ => Some(Words::FewTries(stats.first().map_or(0, |s| s.0 as u32))),
    }
}

/// A coach's search in progress for one seat's decision.
pub struct CoachSearch<G: Game> {
    search: Search<G>,
    budget: u32,
    /// Whether the table at hand shows chances: only then is it worth
    /// searching past the budget.
    shows: bool,
    calibration: Option<&'static Calibration>,
    at: Seated,
}

impl<G: Game> CoachSearch<G> {
    /// The coach's search of `seat`'s decision in `state`, for a player seated
    /// as `at` says.
    pub fn new(state: G, seat: Seat, at: Seated, seed: u64) -> Self {
        let params = coach_params(&state);
        Self::with_params(state, seat, at, params, seed)
    }

    /// The same with another search budget (the tests' small ones).
    pub fn with_params(state: G, seat: Seat, at: Seated, params: MctsParams, seed: u64) -> Self {
        let calibration = G::coach_calibration();
        let shows = calibration.is_some_and(|c| c.shows_at(at));
        CoachSearch {
            search: Search::new(state, seat, params, seed),
            budget: params.iterations.max(1),
            shows,
            calibration,
            at,
        }
    }

    /// Searches on past the budget as at a table that shows chances, whatever
    /// the table: the calibration harness measures tables not yet shown as
    /// they will be searched once they are.
    pub fn as_shown(mut self) -> Self {
        self.shows = true;
        self
    }

    /// Runs up to `iterations` more; true once the search is over: its budget
    /// spent and, where the table shows chances, its best choice tried
    /// [`MIN_VISITS`] times or [`FURTHER`] budgets spent.
    pub fn run(&mut self, iterations: u32) -> bool {
        let mut left = iterations;
        while left > 0 {
            let step = left.min(16);
            left -= step;
            if self.search.run(step) {
                if !self.wants_more() {
                    return true;
                }
                let done = self.search.iterations_done();
                self.search.extend_to((done + step).min(self.limit()));
            }
        }
        false
    }

    fn limit(&self) -> u32 {
        self.budget.saturating_mul(FURTHER)
    }

    fn wants_more(&self) -> bool {
        let best = self.search.root_stats().first().map_or(0.0, |s| s.1);
        self.shows && best < MIN_VISITS && self.search.iterations_done() < self.limit()
    }

    /// Runs to the end (native code: the calibration harness, tests).
    pub fn finish(mut self) -> Self {
        while !self.run(u32::MAX) {}
        self
    }

    /// Past the budget, searching on for a figure it can show.
    pub fn further(&self) -> bool {
        self.search.iterations_done() > self.budget
    }

    /// The share of the search done, 0..=1: of the budget, then of the
    /// further search.
    pub fn progress(&self) -> f64 {
        let done = f64::from(self.search.iterations_done());
        let progress = if self.further() {
            (done - f64::from(self.budget)) / f64::from(self.limit() - self.budget).max(1.0)
        } else {
            done / f64::from(self.budget)
        };
        progress.min(1.0)
    }

    pub fn iterations_done(&self) -> u32 {
        self.search.iterations_done()
    }

    /// The choices, most visited first: (action, visits, raw value).
    pub fn root_stats(&self) -> Vec<(G::Action, f64, f64)> {
        self.search.root_stats()
    }

    /// The first `shown` of the choices in `legal` (the seat's legal actions),
    /// most visited first, each with its place in `legal` and what the coach
    /// says of it; and why it speaks in words where it does.
    pub fn advice(
        &self,
        legal: &[G::Action],
        shown: usize,
    ) -> (Vec<(usize, Verdict)>, Option<Words>) {
        let stats: Vec<(usize, Stat)> = self
            .search
            .root_stats()
            .into_iter()
            .filter_map(|(a, visits, raw)| {
                Some((legal.iter().position(|l| *l == a)?, (visits, raw)))
            })
            .take(shown)
            .collect();
        let raw: Vec<Stat> = stats.iter().map(|s| s.1).collect();
        let said = verdicts(self.calibration, self.at, &raw);
        let why = words_why(self.calibration, self.at, &raw);
        (stats.into_iter().map(|s| s.0).zip(said).collect(), why)
    }
}
