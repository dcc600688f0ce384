//! Zaibatsu's own properties over thousands of random games: cards and money
//! conserved after every action, an illegal move of the seat to act refused
//! without change, and the game ends after exactly four rounds. What every game
//! must do is the conformance suite's (tests/conformance.rs).

use boardroom::engine::bots;
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::zaibatsu::{
    CompanyId, Phase, PileStatus, Zaibatsu, ZaibatsuAction, ZaibatsuOptions,
};

struct Tally {
    rounds_seen: u8,
    calls_per_round: Vec<usize>,
}

/// Plays one game to the end, checking invariants after every action.
/// `policy`: 0 = uniformly random, 1 = the Easy bot, 2 = a mix.
fn play(players: usize, seed: u64, policy: u8) -> Tally {
    let mut g = Zaibatsu::new(players, &ZaibatsuOptions::default(), seed).expect("set-up");
    let mut r = rng::seeded(seed ^ 0xabcd);
    let mut tally = Tally {
        rounds_seen: 1,
        calls_per_round: vec![0],
    };
    let start_money: u32 = (0..players).map(|s| g.money(s)).sum();
    let mut steps = 0;
    while g.outcome().is_none() {
        steps += 1;
        assert!(steps < 1000, "seed {seed}: the game does not end");
        let to_act = g.to_act();
        assert_eq!(to_act.len(), 1, "one seat acts at a time");
        let seat = to_act[0];
        let legal = g.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seed {seed}: a seat to act always has a move"
        );
        let use_policy = match policy {
            0 => false,
            1 => true,
            _ => rng::below(&mut r, 2) == 0,
        };
        let action = if use_policy {
            bots::policy_action(&g, seat, &mut r)
        } else {
            bots::random_action(&g, seat, &mut r)
        }
        .expect("an action");
        assert!(
            legal.contains(&action),
            "seed {seed}: policy chose an illegal {action:?}"
        );

        // An illegal action now changes nothing.
        if rng::below(&mut r, 8) == 0 {
            let before = format!("{g:?}");
            let bad = illegal_action(&g, seat, &legal);
            let mut copy = g.clone();
            assert!(
                copy.play(seat, &bad, &mut Log::silent()).is_err(),
                "{bad:?} accepted"
            );
            assert_eq!(format!("{copy:?}"), before);
        }

        let round = g.round();
        let was_call = matches!(g.phase(), Phase::Call);
        g.play(seat, &action, &mut Log::silent())
            .unwrap_or_else(|e| panic!("seed {seed}: legal {action:?} refused: {e}"));
        if was_call {
            *tally.calls_per_round.last_mut().unwrap() += 1;
        }
        if g.round() != round {
            assert_eq!(g.round(), round + 1, "rounds advance one at a time");
            tally.rounds_seen = g.round();
            tally.calls_per_round.push(0);
        }
        g.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} after {action:?}: {e}"));
    }
    // The end: four rounds, every card owned or gone, scores = plan + money.
    assert_eq!(g.round(), 4, "seed {seed}");
    assert_eq!(g.deck_len(), 0);
    assert!((0..players).all(|s| g.hand(s).is_empty()));
    assert!(g.piles().iter().all(|p| p.status != PileStatus::Open));
    let owned: usize = (0..players).map(|s| g.conglomerate(s).len()).sum();
    assert_eq!(owned + g.discarded().len(), CompanyId::COUNT);
    let (paid_out, paid_in) = g.bank();
    assert_eq!(paid_out, start_money + 3 * 10 * players as u32);
    assert_eq!(
        (0..players).map(|s| g.money(s)).sum::<u32>() + paid_in,
        paid_out
    );
    let outcome = g.outcome().expect("over");
    for s in 0..players {
        let plan = boardroom::games::zaibatsu::best_plan(g.conglomerate(s));
        assert_eq!(outcome.scores[s], (plan.score + g.money(s)) as i64);
    }
    let top = *outcome.scores.iter().max().unwrap();
    for s in 0..players {
        assert_eq!(
            outcome.ranks[s] == 0,
            outcome.scores[s] == top,
            "ties share the win"
        );
    }
    tally
}

fn illegal_action(g: &Zaibatsu, seat: usize, legal: &[ZaibatsuAction]) -> ZaibatsuAction {
    let candidates = [
        ZaibatsuAction::Pass,
        ZaibatsuAction::Call { pile: 0 },
        ZaibatsuAction::Call { pile: 9 },
        ZaibatsuAction::Bid { amount: 0 },
        ZaibatsuAction::Bid { amount: 200 },
        ZaibatsuAction::Bid {
            amount: (g.money(seat) + 1).min(255) as u8,
        },
        ZaibatsuAction::Place {
            company: CompanyId::new(0).unwrap(),
            pile: 7,
        },
        ZaibatsuAction::Place {
            company: CompanyId::new(47).unwrap(),
            pile: 0,
        },
    ];
    candidates
        .into_iter()
        .find(|a| !legal.contains(a))
        .unwrap_or(ZaibatsuAction::Call { pile: 9 })
}

fn many(players: usize, games: u64, policy: u8) {
    for seed in 0..games {
        let t = play(players, seed * 7919 + players as u64, policy);
        assert_eq!(t.rounds_seen, 4);
        // Every pile is called, except trailing empty ones closed together.
        assert_eq!(t.calls_per_round.len(), 4);
        assert!(t
            .calls_per_round
            .iter()
            .all(|&c| c >= 1 && c <= players + 1));
    }
}

#[test]
fn random_games_two_players() {
    many(2, 10_000, 0);
}

#[test]
fn random_games_three_players() {
    many(3, 10_000, 0);
}

#[test]
fn random_games_four_players() {
    many(4, 10_000, 0);
}

#[test]
fn easy_bot_games_keep_the_invariants() {
    for players in 2..=4 {
        many(players, 150, 1);
        many(players, 150, 2);
    }
}
