//! Bot knowledge: determinization resamples only what the observer cannot see,
//! bots never peek (same information, same decision), and bot moves are legal.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::zaibatsu::{Zaibatsu, ZaibatsuOptions};

fn game(players: usize, seed: u64) -> Zaibatsu {
    Zaibatsu::new(players, &ZaibatsuOptions::default(), seed).expect("set-up")
}

/// A position after `moves` Easy-bot moves.
fn after(players: usize, seed: u64, moves: usize) -> Zaibatsu {
    let mut g = game(players, seed);
    let mut r = rng::seeded(seed);
    for _ in 0..moves {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let a = bots::policy_action(&g, seat, &mut r).expect("a move");
        g.play(seat, &a, &mut Log::silent()).expect("legal");
    }
    g
}

#[test]
fn determinize_keeps_what_the_observer_sees() {
    for (players, moves) in [(2, 3), (3, 5), (4, 40), (3, 70)] {
        let g = after(players, 21, moves);
        let observer = g.to_act().first().copied().unwrap_or(0);
        let mut r = rng::seeded(1);
        let mut changed = false;
        for _ in 0..20 {
            let d = g.determinize(observer, &mut r);
            assert_eq!(d.hand(observer), g.hand(observer));
            assert_eq!(
                d.view(Some(observer)),
                g.view(Some(observer)),
                "the observer cannot tell"
            );
            // Same hand sizes and deck size; with every card in exactly one place
            // (the invariants) and all public places equal, the unseen cards are
            // the same set, only redistributed.
            for s in 0..players {
                assert_eq!(d.hand(s).len(), g.hand(s).len());
            }
            assert_eq!(d.deck_len(), g.deck_len());
            d.check_invariants().expect("a consistent state");
            changed |= (0..players).any(|s| d.hand(s) != g.hand(s));
        }
        let hidden: usize = (0..players)
            .filter(|&s| s != observer)
            .map(|s| g.hand(s).len())
            .sum();
        assert!(changed || hidden == 0, "hidden hands are resampled");
    }
}

#[test]
fn bots_never_peek() {
    // Two states the seat cannot tell apart (the hidden cards resampled) get the
    // same decision from the same seed, at every level.
    for (players, moves) in [(3, 2), (2, 7), (4, 16), (3, 30)] {
        let g = after(players, 33, moves);
        let seat = g.to_act()[0];
        let mut r = rng::seeded(2);
        let other = g.determinize(seat, &mut r);
        let others_hold = (0..players).any(|s| s != seat && !g.hand(s).is_empty());
        assert!(
            !others_hold || (0..players).any(|s| other.hand(s) != g.hand(s)),
            "the hidden hands differ"
        );
        for kind in [BotKind::Easy, BotKind::Normal] {
            let a = bots::decide(&g, seat, kind, 99);
            let b = bots::decide(&other, seat, kind, 99);
            assert_eq!(a, b, "{kind:?} at {players}p after {moves} moves");
        }
    }
}

#[test]
fn bot_moves_are_always_legal() {
    let mut g = game(3, 44);
    let mut n = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let kind = if seat == 0 {
            BotKind::Normal
        } else {
            BotKind::Easy
        };
        let a = bots::decide(&g, seat, kind, n).expect("a move");
        assert!(g.legal_actions(seat).contains(&a), "{a:?}");
        g.play(seat, &a, &mut Log::silent()).expect("legal");
        n += 1;
    }
}
