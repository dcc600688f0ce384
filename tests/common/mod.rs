//! Test helpers shared by several test files; each file uses only some of them.
#![allow(dead_code)]

pub mod conformance;
pub mod duel;
pub mod sealed_rps;

use boardroom::engine::bots::random_action;
use boardroom::engine::{rng, Game, GameRng, Seat};

/// A move for `seat` in a random game: half the time the game's own rollout
/// policy (so the ordinary happenings come up too), otherwise any legal action.
pub fn mixed_move<G: Game>(state: &G, seat: Seat, r: &mut GameRng) -> G::Action {
    let action = if rng::below(r, 2) == 0 {
        state.rollout_action(seat, r)
    } else {
        None
    };
    action
        .or_else(|| random_action(state, seat, r))
        .expect("a legal action")
}
