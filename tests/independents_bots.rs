//! Computer players: determinization keeps what the observer sees and resamples
//! the rest, the search plays legal moves, Normal beats Random clearly, and the
//! shared conformance suite in the 1st edition (tests/conformance.rs runs the
//! default, rules 2.0) at 3 to 6 seats.

use crate::common;

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::independents::{Edition, Independents, IndependentsOptions};

fn after(players: usize, edition: Edition, seed: u64, moves: usize) -> Independents {
    let options = IndependentsOptions { edition, years: 3 };
    let mut g = Independents::new(players, &options, seed).unwrap();
    let mut r = rng::seeded(seed);
    for _ in 0..moves {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let a = bots::policy_action(&g, seat, &mut r).unwrap();
        g.play(seat, &a, &mut Log::silent()).unwrap();
    }
    g
}

#[test]
fn determinize_keeps_the_view_and_resamples_hands_deck_and_draws() {
    for (players, moves) in [(3, 10), (4, 60), (6, 150)] {
        let g = after(players, Edition::Second, 5, moves);
        let observer = g.to_act()[0];
        let mut r = rng::seeded(2);
        let mut changed = false;
        for _ in 0..10 {
            let d = g.determinize(observer, &mut r);
            assert_eq!(d.view(Some(observer)), g.view(Some(observer)));
            for p in 0..players {
                assert_eq!(d.companies[p].hand.len(), g.companies[p].hand.len());
            }
            assert_eq!(d.deck.len(), g.deck.len());
            changed |= (0..players).any(|p| d.companies[p].hand != g.companies[p].hand)
                || d.deck != g.deck;
        }
        assert!(changed, "hidden cards are resampled");
    }
}

#[test]
fn first_edition_conforms_at_three_to_six_seats() {
    let options = IndependentsOptions {
        edition: Edition::First,
        years: 3,
    };
    for players in 3..=6 {
        common::conformance::check::<Independents>(
            players,
            &options,
            common::conformance::Hidden::Yes,
            3,
            players as u64,
        );
    }
}

/// Normal (search) in one seat against Random elsewhere wins clearly more than
/// its fair share.
#[test]
fn normal_beats_random() {
    let games: u64 = 24;
    let players = 3;
    let mut wins = 0.0;
    for i in 0..games {
        let edition = if i.is_multiple_of(2) {
            Edition::Second
        } else {
            Edition::First
        };
        let options = IndependentsOptions { edition, years: 2 };
        let mut g = Independents::new(players, &options, 100 + i).unwrap();
        let hero = (i as usize) % players;
        let mut r = rng::seeded(i);
        let mut step = 0u64;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let a = if seat == hero {
                bots::decide(&g, seat, BotKind::Normal, i * 1000 + step).unwrap()
            } else {
                bots::random_action(&g, seat, &mut r).unwrap()
            };
            g.play(seat, &a, &mut Log::silent()).unwrap();
            step += 1;
        }
        wins += g.outcome().unwrap().rewards()[hero];
    }
    let share = wins / games as f64;
    assert!(
        share > 0.6,
        "Normal won {share:.2} of the games against Random"
    );
}

/// The search's cut-off value: a chance of winning for each company, summing
/// to 1, that never drops when a company gains tokens, and rises for them
/// once tokens are being scored (from the second year on).
#[test]
fn position_value_is_a_distribution_that_follows_tokens() {
    use boardroom::games::independents::eval::evaluate;
    let mut later_years = 0;
    for edition in [Edition::First, Edition::Second] {
        for (players, moves) in [(3, 40), (4, 120), (5, 200), (6, 260), (6, 330)] {
            let g = after(players, edition, 11, moves);
            if g.outcome().is_some() {
                continue;
            }
            let v = evaluate(&g);
            assert_eq!(v.len(), players);
            assert!((v.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{v:?}");
            assert!(v.iter().all(|&x| x > 0.0 && x < 1.0), "{v:?}");
            let mut richer = g.clone();
            richer.companies[0].tokens += 3;
            let w = evaluate(&richer);
            assert!(w[0] >= v[0], "three more tokens: {} -> {}", v[0], w[0]);
            if g.year > 1 {
                later_years += 1;
                assert!(
                    w[0] > v[0] + 0.01,
                    "three more tokens in year {}: {} -> {}",
                    g.year,
                    v[0],
                    w[0]
                );
            }
        }
    }
    assert!(later_years >= 2, "positions from later years were checked");
}
