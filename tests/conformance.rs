//! Runs the conformance suite (tests/common/conformance.rs) for every game in the
//! list of games (`boardroom::games::infos`) at every player count it takes, with
//! its default options. A game added to the list in src/games/mod.rs is covered
//! with no edit here. `BOARDROOM_CONFORMANCE_GAMES=N` plays N games per player
//! count instead of the default, e.g. `BOARDROOM_CONFORMANCE_GAMES=50 cargo test
//! --release --test conformance` for a long run.
//!
//! The suite is also shown to catch what it is for: it passes the sealed test
//! game and fails its broken copies.

use crate::common;

use boardroom::games::{self, Listed, Visitor};
use common::conformance::{self, Hidden};
use common::sealed_rps::{RpsOptions, SealedRps};

/// Games per player count by default: enough to meet every kind of step, few
/// enough for the whole file to stay within a minute in a debug build.
const DEFAULT_GAMES: u64 = 6;

struct Conformance {
    games: u64,
}

impl Visitor for Conformance {
    type Out = usize;
    fn visit<G: Listed>(self) -> usize {
        let info = G::info();
        let hidden = Hidden::of::<G>();
        for players in info.min_players..=info.max_players {
            conformance::check::<G>(
                players,
                &G::Options::default(),
                hidden,
                self.games,
                0x0c0f ^ ((players as u64) << 8),
            );
        }
        info.max_players - info.min_players + 1
    }
}

#[test]
fn every_listed_game_conforms_at_every_player_count() {
    let games = conformance::games_per_count(DEFAULT_GAMES);
    let infos = games::infos();
    assert!(!infos.is_empty());
    let mut counts = 0;
    for info in &infos {
        counts += games::visit(info.id, Conformance { games })
            .unwrap_or_else(|| panic!("{} is listed but cannot be visited", info.id));
    }
    assert!(
        counts >= infos.len(),
        "every game at one player count at least"
    );
}

#[test]
fn the_test_games_conform() {
    let games = conformance::games_per_count(DEFAULT_GAMES) * 10;
    conformance::check::<SealedRps>(2, &RpsOptions::HONEST, Hidden::Yes, games, 1);
    conformance::check::<common::duel::Duel>(2, &Default::default(), Hidden::Yes, games, 2);
}

/// A copy of the sealed game whose determinize keeps the other seat's sealed
/// choice: nothing any seat sees changes, so the suite's "determinize resamples
/// the hidden" check must fail.
#[test]
fn the_suite_catches_a_determinize_that_resamples_nothing() {
    let caught = std::panic::catch_unwind(|| {
        conformance::check::<SealedRps>(2, &RpsOptions::LEAKY, Hidden::Yes, 5, 1)
    });
    assert!(caught.is_err(), "the leaky game passed the suite");
    // Declared as hiding nothing, it passes (the declaration is what is checked).
    conformance::check::<SealedRps>(2, &RpsOptions::LEAKY, Hidden::No, 5, 1);
}

/// A copy of the sealed game whose views show every committed choice: the
/// determinization for seat 0 resamples what seat 0's view shows, and the suite
/// must say so.
#[test]
fn the_suite_catches_a_view_that_shows_a_sealed_choice() {
    let caught = std::panic::catch_unwind(|| {
        conformance::check::<SealedRps>(2, &RpsOptions::OPEN_VIEW, Hidden::Yes, 5, 1)
    });
    let message = caught.expect_err("the open-view game passed the suite");
    let text = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(text.contains("its own view changed"), "{text}");
}

/// A copy of the sealed game that would let a seat that has committed (so is not
/// to act) commit again: the engine's turn check refuses the second choice before
/// the game sees it, so the copy passes the suite and the first choice stands.
#[test]
fn a_move_by_a_seat_not_to_act_never_reaches_the_game() {
    use boardroom::engine::{Game, Log, Play, PlayError};
    use common::sealed_rps::Hand;
    conformance::check::<SealedRps>(2, &RpsOptions::LAX, Hidden::Yes, 5, 1);
    let mut g = SealedRps::new(2, &RpsOptions::LAX, 1).expect("set up");
    g.play(0, &Hand::Rock, &mut Log::silent())
        .expect("seat 0 commits");
    assert_eq!(
        g.play(0, &Hand::Paper, &mut Log::silent()),
        Err(PlayError::NotYourTurn { seat: 0 })
    );
    assert_eq!(g.sealed_choice(0), Some(Hand::Rock));
}

#[test]
fn the_narration_check_catches_the_third_person() {
    use conformance::third_person_after_you as bad;
    assert_eq!(bad("You places a bid."), Some("You places".into()));
    assert_eq!(bad("Ann passes. You is first."), Some("You is".into()));
    assert_eq!(bad("You has T¥5"), Some("You has".into()));
    assert_eq!(bad("You pass."), None);
    assert_eq!(bad("You place a bid; Ann places one."), None);
    assert_eq!(bad("You win 3 tokens"), None);
    assert_eq!(bad("You"), None);
}
