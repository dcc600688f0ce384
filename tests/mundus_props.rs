//! Property tests over random games of Mundus Novus: no panic, every one of the
//! 120 resource cards accounted for after every action, doubloons only from the
//! bank, and every game ends. `BOARDROOM_PROP_GAMES=10000` for the full run.

use boardroom::engine::bots::policy_action;
use boardroom::engine::{rng, Game, Log, Play, PlayError};
use boardroom::games::mundus::cards::RESOURCE_COUNTS;
use boardroom::games::mundus::hints::sets;
use boardroom::games::mundus::state::BANK;
use boardroom::games::mundus::{Action, MundusNovus, MundusOptions, Phase, Resource};

/// Moves of every shape, legal or not now, to compare `allows` with `legal`.
fn candidates(g: &MundusNovus, seat: usize) -> Vec<Action> {
    let mut v = vec![Action::End, Action::Perfect];
    for n in 0..6u8 {
        v.push(Action::Call(n));
        v.push(Action::SellRelics(n));
    }
    for k in Resource::all() {
        v.push(Action::Pick(k));
        v.push(Action::Store(k));
        for from in 0..g.players() as u8 + 1 {
            v.push(Action::Take {
                from,
                kind: k,
                swap: None,
            });
            for m in Resource::all() {
                v.push(Action::Take {
                    from,
                    kind: k,
                    swap: Some(m),
                });
            }
        }
    }
    for mask in (0u16..1024).step_by(5) {
        v.push(Action::Sell(mask));
    }
    let mut merchants: Vec<u8> = g.devs()[seat].clone();
    merchants.extend([12u8, 15, 18, 40]);
    for merchant in merchants {
        for from in Resource::all() {
            for to in Resource::all() {
                v.push(Action::Convert { merchant, from, to });
            }
        }
    }
    v.extend(g.legal_actions(seat));
    v
}

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
    let held: i32 = g.money().iter().sum();
    assert_eq!(
        held + g.bank(),
        BANK,
        "doubloons came from somewhere other than the bank"
    );
    assert!(g.money().iter().all(|&m| m >= 0));
}

/// In a progression the hand's summary is made from what the rules sell from
/// (issue 68): the view's holding is the rules' hand, and its set of different
/// resources names the kinds of the biggest sale offered.
fn summary_matches_sale(g: &MundusNovus) {
    let Phase::Progress { seat } = *g.phase() else {
        return;
    };
    let v = g.view(Some(seat));
    let holding = v.holding().expect("the viewer's cards");
    assert_eq!(holding, g.effective(seat));
    let biggest = g
        .legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Sell(m) => Some(m),
            _ => None,
        })
        .max_by_key(|m| m.count_ones());
    let Some(mask) = biggest else {
        return;
    };
    let kinds: Vec<String> = (0..9)
        .filter(|k| mask & (1 << k) != 0)
        .map(|k| (k + 1).to_string())
        .collect();
    let line = format!("different {}", kinds.join(", "));
    let summary = sets(&holding, v.label_ctx().event);
    assert!(
        summary.iter().any(|h| h.set == line),
        "{line} offered, the summary says {summary:?}"
    );
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
            g.phase()
        );
        let a = if rng::below(&mut r, 2) == 0 {
            rng::choose(&mut r, &legal).cloned().unwrap()
        } else {
            policy_action(&g, seat, &mut r).unwrap()
        };
        g.play(seat, &a, &mut log)
            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
        check(&g);
        summary_matches_sale(&g);
        if steps % 13 == 0 && seed.is_multiple_of(10) {
            // The one legality check agrees with the list of legal moves, and
            // playing a move it refuses fails with its reason and changes nothing.
            for s in g.to_act() {
                let legal = g.legal_actions(s);
                for c in candidates(&g, s) {
                    let verdict = g.check(s, &c);
                    assert_eq!(
                        verdict.is_ok(),
                        legal.contains(&c),
                        "seat {s}, {c:?} in {:?}",
                        g.phase()
                    );
                    if let Err(why) = verdict {
                        let mut copy = g.clone();
                        let refused = copy.play(s, &c, &mut Log::silent());
                        assert_eq!(refused, Err(PlayError::Rule(why)), "seat {s}, {c:?}");
                        assert!(copy == g, "refused {c:?} by seat {s} changed the game");
                    }
                }
            }
        }
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
            a.play(seat, &act, &mut Log::silent()).unwrap();
            actions.push((seat, act));
        }
        let mut b = MundusNovus::new(players, &MundusOptions::default(), seed).unwrap();
        for (s, act) in &actions {
            b.play(*s, act, &mut Log::silent()).unwrap();
        }
        assert_eq!(a, b);
    }
}

/// A resource kind is saved as the one byte the plain number was, so codes
/// saved before it had a type still read; a kind that does not exist does not.
#[test]
fn a_resource_is_saved_as_its_old_byte_and_only_real_kinds_decode() {
    let cocoa = Resource::new(0).expect("cocoa");
    let relic = Resource::RELIC;
    let take = Action::Take {
        from: 2,
        kind: cocoa,
        swap: Some(relic),
    };
    // Take is variant 6; then `from`, `kind`, and `swap` as Some (1) and the kind.
    let bytes = postcard::to_allocvec(&take).expect("encodes");
    assert_eq!(bytes, vec![6, 2, 0, 1, 9]);
    assert_eq!(postcard::from_bytes::<Action>(&bytes), Ok(take));
    assert!(postcard::from_bytes::<Action>(&[6, 2, 10, 0]).is_err());
    assert!(
        postcard::from_bytes::<Action>(&[1, 10]).is_err(),
        "Pick(10)"
    );
    assert_eq!(Resource::new(10), None);
    assert_eq!(Resource::all().count(), 10);
}
