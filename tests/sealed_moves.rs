//! Sealed simultaneous moves (engine::sealed and the search's handling of them),
//! on the small game in tests/common/sealed_rps.rs.

mod common;

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::{rng, Game, Log, Match};
use common::sealed_rps::{Hand, RpsOptions, SealedRps};

const SEEDS: u64 = 300;

fn names() -> Vec<String> {
    vec!["Ann".into(), "Bob".into()]
}

/// Seat 1 commits a random hand first; then seat 0's searcher decides. Returns
/// seat 0's mean score (1 a win, 0.5 a tie).
fn second_mover_score(leaky: bool, kind: BotKind) -> f64 {
    let mut total = 0.0;
    for seed in 0..SEEDS {
        let mut g = SealedRps::new(2, &RpsOptions { leaky }, seed).unwrap();
        let theirs = Hand::ALL[rng::below(&mut rng::seeded(seed * 7 + 1), 3)];
        g.apply(1, &theirs, &mut Log::silent()).unwrap();
        let mine = bots::decide(&g, 0, kind, seed).unwrap();
        total += mine.score(theirs);
    }
    total / SEEDS as f64
}

#[test]
fn the_search_cannot_peek_at_a_sealed_choice() {
    // The same searcher, given a game that leaks the other seat's sealed choice
    // to its determinizations, wins nearly always: so the honest game's result is
    // the search not seeing the choice, not the search being weak.
    let honest = second_mover_score(false, BotKind::Medium);
    let leaky = second_mover_score(true, BotKind::Medium);
    assert!(honest < 0.65, "honest searcher scored {honest}");
    assert!(leaky > 0.85, "leaky searcher scored {leaky}");
}

/// How often the searcher picks each hand, over many seeds, at the start (both
/// seats to choose) and after the other seat has committed.
fn choices(kind: BotKind, other_first: bool) -> [f64; 4] {
    let mut counts = [0.0; 4];
    for seed in 0..SEEDS {
        let mut g = SealedRps::new(2, &RpsOptions::default(), seed).unwrap();
        if other_first {
            g.apply(1, &Hand::Rock, &mut Log::silent()).unwrap();
        }
        let h = bots::decide(&g, 0, kind, seed + 1000).unwrap();
        counts[Hand::ALL.iter().position(|&x| x == h).unwrap()] += 1.0;
    }
    counts.map(|c| c / SEEDS as f64)
}

#[test]
fn the_search_plays_the_mixed_strategy_and_never_the_dud() {
    for other_first in [false, true] {
        let [r, p, s, dud] = choices(BotKind::Strong, other_first);
        assert!(dud < 0.03, "dud chosen {dud} (other first: {other_first})");
        for (name, share) in [("rock", r), ("paper", p), ("scissors", s)] {
            assert!(
                (0.20..=0.47).contains(&share),
                "{name} chosen {share} (other first: {other_first}): {r} {p} {s} {dud}"
            );
        }
    }
}

#[test]
fn a_view_never_shows_another_seats_sealed_choice() {
    let mut rock = SealedRps::new(2, &RpsOptions::default(), 1).unwrap();
    let mut paper = rock.clone();
    rock.apply(1, &Hand::Rock, &mut Log::silent()).unwrap();
    paper.apply(1, &Hand::Paper, &mut Log::silent()).unwrap();
    assert_eq!(rock.view(Some(0)), paper.view(Some(0)));
    assert_eq!(rock.view(None), paper.view(None));
    assert!(
        rock.view(Some(0)).sealed.committed[1],
        "seat 0 sees that seat 1 committed"
    );
    assert_eq!(rock.view(Some(1)).sealed.own, Some(Hand::Rock));
    assert_ne!(rock.view(Some(1)), paper.view(Some(1)));
    // Determinized for seat 0, the sealed choice is resampled; for seat 1, kept.
    let mut r = rng::seeded(3);
    let seen: std::collections::HashSet<Option<Hand>> = (0..40)
        .map(|_| rock.determinize(0, &mut r).sealed.choice(1).copied())
        .collect();
    assert!(seen.len() > 1, "resampled: {seen:?}");
    assert_eq!(
        rock.determinize(1, &mut r).sealed.choice(1),
        Some(&Hand::Rock)
    );
}

#[test]
fn either_order_of_committing_gives_the_same_result() {
    let play = |order: [(usize, Hand); 2]| {
        let mut m: Match<SealedRps> = Match::new(names(), RpsOptions::default(), 9).unwrap();
        for (seat, h) in order {
            assert!(m.state().to_act().contains(&seat));
            m.play(seat, h).unwrap();
        }
        (m.state().revealed, m.state().outcome())
    };
    let a = play([(0, Hand::Paper), (1, Hand::Rock)]);
    let b = play([(1, Hand::Rock), (0, Hand::Paper)]);
    assert_eq!(a, b);
    assert_eq!(a.0, Some([Hand::Paper, Hand::Rock]));
    assert_eq!(a.1.unwrap().winners(), vec![0]);
}

#[test]
fn the_log_tells_a_sealed_choice_only_to_its_seat_until_the_reveal() {
    let mut m: Match<SealedRps> = Match::new(names(), RpsOptions::default(), 2).unwrap();
    m.play(1, Hand::Scissors).unwrap();
    let text = |m: &Match<SealedRps>, viewer| -> String {
        m.log_for(viewer)
            .iter()
            .map(|l| l.text.clone())
            .collect::<Vec<_>>()
            .join(" | ")
    };
    assert_eq!(text(&m, Some(0)), "Bob makes a sealed choice.");
    assert_eq!(
        text(&m, Some(1)),
        "You make a sealed choice. | You choose Scissors."
    );
    assert_eq!(text(&m, None), "Bob makes a sealed choice.");
    m.play(0, Hand::Rock).unwrap();
    assert!(text(&m, Some(0)).ends_with("Revealed: Rock against Scissors."));
    assert!(!text(&m, Some(0)).contains("You choose Scissors"));
}
