//! Property tests over random games of Mundus Novus: no panic, every one of the
//! 120 resource cards accounted for after every action, doubloons only from the
//! bank, and every game ends. `BOARDROOM_PROP_GAMES=10000` for the full run.

use boardroom::engine::bots::policy_action;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::mundus::cards::RESOURCE_COUNTS;
use boardroom::games::mundus::state::BANK;
use boardroom::games::mundus::{MundusNovus, MundusOptions};

fn games() -> u64 {
    std::env::var("BOARDROOM_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

fn check(g: &MundusNovus) {
    assert_eq!(
        g.resource_census(),
        RESOURCE_COUNTS,
        "resource cards lost or made"
    );
    let held: i32 = g.money.iter().sum();
    assert_eq!(
        held + g.bank,
        BANK,
        "doubloons came from somewhere other than the bank"
    );
    assert!(g.money.iter().all(|&m| m >= 0));
}

/// Plays one game, a mix of random and policy moves, checking after every action.
fn play(players: usize, seed: u64) -> usize {
    let mut g = MundusNovus::new(players, &MundusOptions::default(), seed).unwrap();
    let mut r = rng::seeded(seed ^ 0xabcdef);
    let mut log = Log::silent();
    let mut steps = 0;
    check(&g);
    while g.outcome().is_none() {
        let to_act = g.to_act();
        assert!(!to_act.is_empty(), "nobody to act in an unfinished game");
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let legal = g.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "a seat to act has no legal action: {:?}",
            g.phase
        );
        let a = if rng::below(&mut r, 2) == 0 {
            rng::choose(&mut r, &legal).cloned().unwrap()
        } else {
            policy_action(&g, seat, &mut r).unwrap()
        };
        g.apply(seat, &a, &mut log)
            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
        check(&g);
        if steps % 7 == 0 {
            // A determinization keeps everything the observer sees, and its
            // resources still add up.
            let observer = rng::below(&mut r, players);
            let d = g.determinize(observer, &mut r);
            assert_eq!(d.view(Some(observer)), g.view(Some(observer)));
            check(&d);
        }
        steps += 1;
        assert!(steps < 50_000, "the game does not end");
    }
    steps
}

#[test]
fn random_games_keep_every_card_and_doubloon_and_end() {
    let n = games();
    for i in 0..n {
        let players = 2 + (i as usize % 5);
        play(players, 1000 + i);
    }
}

#[test]
fn random_games_replay_exactly() {
    for seed in 0..5u64 {
        let players = 2 + seed as usize % 5;
        let mut a = MundusNovus::new(players, &MundusOptions::default(), seed).unwrap();
        let mut r = rng::seeded(seed);
        let mut actions = Vec::new();
        while a.outcome().is_none() {
            let seat = a.to_act()[0];
            let act = policy_action(&a, seat, &mut r).unwrap();
            a.apply(seat, &act, &mut Log::silent()).unwrap();
            actions.push((seat, act));
        }
        let mut b = MundusNovus::new(players, &MundusOptions::default(), seed).unwrap();
        for (s, act) in &actions {
            b.apply(*s, act, &mut Log::silent()).unwrap();
        }
        assert_eq!(a, b);
    }
}
