//! Detroit Motors' own properties over thousands of seeded random games at 6, 12
//! and 18 players: an arbitrary action is accepted exactly when it is legal, the
//! board's candidate list agrees with the legal one, tokens only rise, all 55
//! cards are accounted for after every action, and every game ends with a winner
//! holding the most tokens. What every game must do is the conformance suite's
//! (tests/conformance.rs).

use boardroom::engine::bots::policy_action;
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, GameRng, Log, Seat};
use boardroom::games::detroit::{
    Card, DetroitAction, DetroitMotors, DetroitOptions, FactionSet, Stage, Suit,
};

/// Far more actions than any game needs: a game that goes on longer is a bug.
const MAX_ACTIONS: usize = 20_000;

fn check_cards(g: &DetroitMotors) {
    let mut ids: Vec<u8> = g.card_locations().iter().map(|c| c.id()).collect();
    ids.sort_unstable();
    assert_eq!(ids, (0..55).collect::<Vec<u8>>(), "cards lost or doubled");
}

/// Any action at all, legal or not, to probe the refusals.
fn arbitrary_action(rng: &mut GameRng) -> DetroitAction {
    match rng::below(rng, 7) {
        0 => DetroitAction::Position(Card::from_id(rng::below(rng, 55) as u8).unwrap()),
        1 => DetroitAction::Propose {
            factions: FactionSet::from_bits(rng::below(rng, 32) as u8).unwrap(),
            gravy: Suit::ALL[rng::below(rng, 5)],
        },
        2 => DetroitAction::Accept,
        3 => DetroitAction::Refuse,
        4 => DetroitAction::Nominate,
        5 => DetroitAction::Fold,
        _ => DetroitAction::GiveExtra(rng::below(rng, 20) as u8),
    }
}

/// Plays one game; `style` 0 plays uniformly at random, 1 the heuristic, 2 a mix.
fn play_one(players: usize, seed: u64, style: u64, probe: bool) -> usize {
    let mut g = DetroitMotors::new(players, &DetroitOptions::default(), seed).unwrap();
    let mut rng = rng::seeded(seed ^ 0xdead_beef);
    let mut log = Log::silent();
    let mut tokens = g.tokens().to_vec();
    let mut round = g.round();
    for step in 0..MAX_ACTIONS {
        check_cards(&g);
        if g.outcome().is_some() {
            let o = g.outcome().unwrap();
            let w = g.winner().expect("a finished game has a winner");
            assert_eq!(o.winners(), vec![w]);
            let most = *g.tokens().iter().max().unwrap();
            assert!(most >= 5 && g.tokens()[w] == most);
            assert_eq!(g.view(None).stage, Stage::GameOver);
            return step;
        }
        let to_act = g.to_act();
        assert_eq!(to_act.len(), 1, "exactly one seat acts at a time");
        let seat: Seat = to_act[0];
        let legal = g.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "the acting seat always has a legal action"
        );
        if probe {
            // A random probe: accepted exactly when it is in the legal list.
            let a = arbitrary_action(&mut rng);
            let mut copy = g.clone();
            let before = copy.view(Some(seat));
            let r = copy.play(seat, &a, &mut Log::silent());
            assert_eq!(r.is_ok(), legal.contains(&a), "{a:?}: {r:?}");
            if let Err(e) = r {
                assert!(!e.to_string().is_empty());
                assert_eq!(
                    copy.view(Some(seat)),
                    before,
                    "a refused action changed the state"
                );
            }
            // The board's candidate list agrees with the legal list.
            let cands = g.candidate_actions(seat);
            for (a, ok) in &cands {
                assert_eq!(ok.is_ok(), legal.contains(a), "{a:?}");
            }
            assert!(legal.iter().all(|a| cands.iter().any(|(c, _)| c == a)));
            // Views show a seat its own hand only, a spectator none.
            let looker = rng::below(&mut rng, players);
            let v = g.view(Some(looker));
            assert_eq!(v.my_hand, g.hand(looker));
            assert!(g.view(None).my_hand.is_empty());
            assert!(g.view(None).my_redealt.is_none());
            for sv in &v.seats {
                assert_eq!(
                    sv.support.is_some(),
                    sv.bid.is_some()
                        && sv.cards_held == 2
                        && g.view(None).broker.is_some()
                        && sv.bid == Some(boardroom::games::detroit::Bid::Nominated)
                );
            }
        }
        let heuristic = match style {
            0 => false,
            1 => true,
            _ => rng::below(&mut rng, 2) == 0,
        };
        let a = if heuristic {
            policy_action(&g, seat, &mut rng).unwrap()
        } else {
            *rng::choose(&mut rng, &legal).unwrap()
        };
        assert!(legal.contains(&a), "the heuristic chose an illegal {a:?}");
        g.play(seat, &a, &mut log).unwrap();
        for (s, (&now, &was)) in g.tokens().iter().zip(&tokens).enumerate() {
            assert!(now >= was, "seat {s} lost tokens");
        }
        tokens = g.tokens().to_vec();
        assert!(g.round() == round || g.round() == round + 1);
        round = g.round();
    }
    panic!("{players} players, seed {seed}: no end after {MAX_ACTIONS} actions");
}

fn many_games(players: usize, games: u64) {
    let mut longest = 0;
    for seed in 0..games {
        let probe = seed % 10 == 0;
        longest = longest.max(play_one(
            players,
            seed * 7 + players as u64,
            seed % 3,
            probe,
        ));
    }
    assert!(longest > 0);
}

#[test]
fn ten_thousand_games_at_6_players() {
    many_games(6, 10_000);
}

#[test]
fn ten_thousand_games_at_12_players() {
    many_games(12, 10_000);
}

#[test]
fn ten_thousand_games_at_18_players() {
    many_games(18, 10_000);
}
