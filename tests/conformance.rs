//! The shared conformance suite (tests/common/conformance.rs) for every game in
//! the list of games, at every player count and with every rule variant the
//! game's options offer by default. A game added to the list is covered with no
//! edit here. BOARDROOM_CONFORMANCE_GAMES sets the games per player count.

mod common;

use boardroom::engine::GameInfo;
use boardroom::games::{self, Listed, Visitor};

fn games_per_count() -> u64 {
    std::env::var("BOARDROOM_CONFORMANCE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
}

struct Conformance;

impl Visitor for Conformance {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info: &GameInfo = G::info();
        for players in info.min_players..=info.max_players {
            common::conformance::check::<G>(
                players,
                &G::Options::default(),
                games_per_count(),
                players as u64,
            );
        }
    }
}

#[test]
fn every_game_in_the_list_conforms() {
    let infos = games::infos();
    assert!(infos.len() >= 2, "the list of games: {infos:?}");
    for info in infos {
        games::visit(info.id, Conformance).expect("a listed game can be visited");
    }
}

/// The suite itself catches what it is for: the sealed test game passes it, and
/// its leaky copy (whose determinization keeps the other seat's sealed choice)
/// fails the "determinize resamples what others hide" check.
#[test]
fn the_suite_passes_a_sound_game_and_catches_a_leaky_one() {
    use common::sealed_rps::{RpsOptions, SealedRps};
    common::conformance::check::<SealedRps>(2, &RpsOptions::default(), 20, 1);
    let leaky = std::panic::catch_unwind(|| {
        common::conformance::check::<SealedRps>(2, &RpsOptions { leaky: true }, 20, 1)
    });
    assert!(leaky.is_err(), "the leaky game passed the suite");
}
