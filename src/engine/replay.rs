//! Watching a finished game move by move: any position on demand (replayed
//! from the nearest kept position, not from the start), which round each move
//! belongs to, where each round starts, and where the position stands on the
//! chart of the standings ([`crate::engine::Series`]).

use crate::engine::{Game, Log, Match, Play, PlayError};

/// A position is kept every this many moves: stepping back replays at most
/// this many moves, and a game of 2,000 moves keeps 63 positions.
const EVERY: usize = 32;

/// A match to watch, from the start (move 0) to its last move.
pub struct Replay<G: Game> {
    m: Match<G>,
    /// The positions after 0, [`EVERY`], 2 × [`EVERY`]… moves.
    kept: Vec<G>,
    /// `rounds[k]`: [`Game::round`] after `k` moves, for `k` in `0..=moves`.
    rounds: Vec<usize>,
}

/// One round of the game as a place to jump to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundStart {
    /// The game's own number for it ([`Game::round`]).
    pub round: usize,
    /// The first position in it (moves played).
    pub at: usize,
}

impl<G: Game> Replay<G> {
    /// Replays the match's record once, keeping positions along the way.
    pub fn new(m: Match<G>) -> Result<Self, PlayError<G::Error>> {
        let record = m.record();
        let mut state =
            G::new(record.players, &record.options, record.seed).map_err(PlayError::Setup)?;
        let mut kept = vec![state.clone()];
        let mut rounds = vec![state.round()];
        for (at, (seat, action)) in record.actions.iter().enumerate() {
            state
                .play(*seat, action, &mut Log::silent())
                .map_err(|error| PlayError::BadRecord {
                    at,
                    error: Box::new(error),
                })?;
            rounds.push(state.round());
            if (at + 1) % EVERY == 0 {
                kept.push(state.clone());
            }
        }
        Ok(Replay { m, kept, rounds })
    }

    /// The match watched (its events, names and record).
    pub fn game(&self) -> &Match<G> {
        &self.m
    }

    /// The last position: every move played.
    pub fn moves(&self) -> usize {
        self.rounds.len() - 1
    }

    /// The position after `k` moves, `None` past the last.
    pub fn state_at(&self, k: usize) -> Option<G> {
        if k > self.moves() {
            return None;
        }
        if k == self.moves() {
            return Some(self.m.state().clone());
        }
        let mut state = self.kept.get(k / EVERY)?.clone();
        for (seat, action) in &self.m.record().actions[k / EVERY * EVERY..k] {
            state.play(*seat, action, &mut Log::silent()).ok()?;
        }
        Some(state)
    }

    /// The round under way after `k` moves (the last one past the end).
    pub fn round_at(&self, k: usize) -> usize {
        self.rounds[k.min(self.moves())]
    }

    /// `k` moved by `delta` moves, kept between the start and the end.
    pub fn step(&self, k: usize, delta: isize) -> usize {
        k.saturating_add_signed(delta).min(self.moves())
    }

    /// Every round the game went through, in order, each with its first
    /// position.
    pub fn round_starts(&self) -> Vec<RoundStart> {
        let mut out: Vec<RoundStart> = Vec::new();
        for (at, &round) in self.rounds.iter().enumerate() {
            if out.last().is_none_or(|r| r.round != round) {
                out.push(RoundStart { round, at });
            }
        }
        out
    }

    /// The first position of `round`, if the game reached it.
    pub fn start_of(&self, round: usize) -> Option<usize> {
        self.rounds.iter().position(|&r| r == round)
    }

    /// Which sample of the chart ([`crate::engine::Series::of`]) the position
    /// after `k` moves has reached: the start (0), then one more each time the
    /// round changed; the end is the last sample.
    pub fn sample_at(&self, k: usize) -> usize {
        let k = k.min(self.moves());
        let changes = (1..=k)
            .filter(|&i| self.rounds[i] != self.rounds[i - 1])
            .count();
        // The end: the chart takes one more sample after the last move when
        // that move did not change the round.
        if k == self.moves() && self.last_moves_unsampled() {
            changes + 1
        } else {
            changes
        }
    }

    /// Whether moves were played after the last change of round (the chart
    /// then takes one more sample at the end).
    fn last_moves_unsampled(&self) -> bool {
        let n = self.moves();
        n > 0 && self.rounds[n] == self.rounds[n - 1]
    }
}
