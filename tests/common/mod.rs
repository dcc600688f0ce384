//! Test helpers shared by several test files; each file uses only some of them.
#![allow(dead_code)]

pub mod conformance;
pub mod duel;
pub mod sealed_rps;

use boardroom::engine::bots::random_action;
use boardroom::engine::{rng, Audience, Game, GameRng, Narrator, Seat};
use boardroom::games::zaibatsu::{Phase as ZaibatsuPhase, Zaibatsu, ZaibatsuAction};

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

/// Deals every Zaibatsu hand out, each seat in turn placing its first card, the
/// n-th placement onto pile `pile_for(n)`; `act` plays each one on `s`, a
/// bare game or a match (`state` reads the game from it).
pub fn deal_all<S>(
    s: &mut S,
    state: fn(&S) -> &Zaibatsu,
    act: fn(&mut S, Seat, ZaibatsuAction),
    pile_for: impl Fn(usize) -> u8,
) {
    let mut n = 0;
    while let ZaibatsuPhase::Deal { turn } = *state(s).phase() {
        let company = state(s).hand(turn)[0];
        act(
            s,
            turn,
            ZaibatsuAction::Place {
                company,
                pile: pile_for(n),
            },
        );
        n += 1;
    }
}

/// The lines `viewer` (a seat, or `None` for a spectator) reads of `events`,
/// among those `keep` picks, with the seats named `names`.
pub fn lines_read<G: Game>(
    events: &[(Audience, G::Event)],
    names: &[String],
    viewer: Option<Seat>,
    keep: impl Fn(&str) -> bool,
) -> Vec<String> {
    let n = Narrator::new(names, viewer);
    events
        .iter()
        .filter(|(aud, _)| aud.includes(viewer))
        .map(|(_, e)| G::narrate(e, &n))
        .filter(|t| keep(t))
        .collect()
}
