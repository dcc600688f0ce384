//! Rules scenarios: set-up, the deal, the auction order (the Commissioner calls
//! first and last, the caller bids last), passing, money, rounds, the end.

use crate::common::deal_all;
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log, Narrator, PlayError};
use boardroom::games::zaibatsu::{
    BidState, CompanyId, Phase, PileStatus, Stage, Zaibatsu, ZaibatsuAction, ZaibatsuError,
    ZaibatsuOptions,
};

fn game(players: usize, seed: u64) -> Zaibatsu {
    Zaibatsu::new(players, &ZaibatsuOptions::default(), seed).expect("set-up")
}

fn act(g: &mut Zaibatsu, seat: usize, a: ZaibatsuAction) {
    g.play(seat, &a, &mut Log::silent())
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat} refused: {e}"));
}

/// Why the rules refuse `a` (the turn was right), checking nothing changed.
fn refuse(g: &mut Zaibatsu, seat: usize, a: ZaibatsuAction) -> ZaibatsuError {
    match refused(g, seat, a) {
        PlayError::Rule(why) => why,
        other => panic!("{a:?} by seat {seat} refused before the rules: {other}"),
    }
}

/// Why `a` is refused, by the engine or the rules, checking nothing changed.
fn refused(g: &mut Zaibatsu, seat: usize, a: ZaibatsuAction) -> PlayError<ZaibatsuError> {
    let before = format!("{g:?}");
    let err = g
        .play(seat, &a, &mut Log::silent())
        .expect_err("should be refused");
    assert_eq!(format!("{g:?}"), before, "a refused action changes nothing");
    err
}

fn caller(g: &Zaibatsu) -> usize {
    match g.view(None).stage {
        Stage::Call { caller } => caller,
        s => panic!("not calling: {s:?}"),
    }
}

fn bidder(g: &Zaibatsu) -> usize {
    match g.view(None).stage {
        Stage::Bidding { bidder } => bidder,
        s => panic!("not bidding: {s:?}"),
    }
}

// ---- Set-up ------------------------------------------------------------------------

#[test]
fn set_up_follows_the_table() {
    for (players, hand, money) in [
        (2, 6, vec![9, 10]),
        (3, 4, vec![8, 9, 10]),
        (4, 3, vec![9, 9, 10, 10]),
    ] {
        let g = game(players, 1);
        assert_eq!(g.round(), 1);
        assert_eq!(g.commissioner(), 0, "seat 0 is the first Commissioner");
        assert_eq!((0..players).map(|s| g.money(s)).collect::<Vec<_>>(), money);
        assert!((0..players).all(|s| g.hand(s).len() == hand));
        assert_eq!(g.piles().len(), players + 1, "one more pile than players");
        assert!(g.piles().iter().all(|p| p.cards.is_empty()));
        assert_eq!(g.deck_len(), 48 - 12);
        assert_eq!(g.to_act(), vec![0], "the Commissioner places first");
    }
    assert!(Zaibatsu::new(1, &ZaibatsuOptions::default(), 0).is_err());
    assert!(Zaibatsu::new(5, &ZaibatsuOptions::default(), 0).is_err());
}

#[test]
fn the_same_seed_deals_the_same_cards() {
    let a = game(3, 42);
    let b = game(3, 42);
    let c = game(3, 43);
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    assert_ne!(a.hand(0), c.hand(0));
}

// ---- The deal ---------------------------------------------------------------------

#[test]
fn the_deal_goes_clockwise_one_card_at_a_time() {
    let mut g = game(3, 5);
    let mut order = Vec::new();
    let mut n = 0;
    while let Phase::Deal { turn } = *g.phase() {
        order.push(turn);
        let company = g.hand(turn)[0];
        act(
            &mut g,
            turn,
            ZaibatsuAction::Place {
                company,
                pile: (n % 4) as u8,
            },
        );
        assert!(!g.hand(turn).contains(&company));
        assert!(g.piles()[n % 4].cards.contains(&company), "placed face up");
        n += 1;
    }
    assert_eq!(order, vec![0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
    assert_eq!(g.piles().iter().map(|p| p.cards.len()).sum::<usize>(), 12);
    assert!(matches!(g.phase(), Phase::Call));
    assert_eq!(caller(&g), 0, "the Commissioner calls first");
}

#[test]
fn piles_may_be_stacked_or_left_empty() {
    let mut g = game(4, 8);
    deal_all(&mut g, |g| g, act, |_| 2);
    let sizes: Vec<usize> = g.piles().iter().map(|p| p.cards.len()).collect();
    assert_eq!(sizes, vec![0, 0, 12, 0, 0]);
}

#[test]
fn the_deal_refuses_wrong_moves() {
    let mut g = game(3, 9);
    let mine = g.hand(0)[0];
    let theirs = g.hand(1)[0];
    assert_eq!(
        refused(
            &mut g,
            1,
            ZaibatsuAction::Place {
                company: theirs,
                pile: 0
            }
        ),
        PlayError::NotYourTurn { seat: 1 }
    );
    assert_eq!(
        refuse(
            &mut g,
            0,
            ZaibatsuAction::Place {
                company: theirs,
                pile: 0
            }
        ),
        ZaibatsuError::NotInHand { company: theirs }
    );
    assert_eq!(
        refuse(
            &mut g,
            0,
            ZaibatsuAction::Place {
                company: mine,
                pile: 4
            }
        ),
        ZaibatsuError::NoSuchPile { pile: 4 }
    );
    assert_eq!(
        refuse(&mut g, 0, ZaibatsuAction::Pass),
        ZaibatsuError::NotBidding
    );
    assert_eq!(
        refuse(&mut g, 0, ZaibatsuAction::Call { pile: 0 }),
        ZaibatsuError::NotCalling
    );
    // Every (card, pile) pair is offered.
    assert_eq!(g.legal_actions(0).len(), 4 * 4);
    assert!(g.legal_actions(1).is_empty());
}

#[test]
fn hands_are_secret_and_piles_public() {
    let mut g = game(3, 10);
    deal_all(&mut g, |g| g, act, |n| (n % 2) as u8);
    let g2 = game(3, 10);
    for s in 0..3 {
        let v = g2.view(Some(s));
        assert_eq!(v.hand, g2.hand(s));
        assert_eq!(
            v.seats.iter().map(|p| p.hand_size).collect::<Vec<_>>(),
            vec![4, 4, 4]
        );
    }
    assert!(g2.view(None).hand.is_empty(), "a spectator sees no hand");
    let v = g.view(Some(1));
    assert_eq!(v.piles[0].pile.cards, g.piles()[0].cards);
}

// ---- The auction ----------------------------------------------------------------------

/// The seed's example, at four players: Sumitomo (Commissioner) calls a small
/// pile; Mitsui, to their left, passes; Mitsubishi bids T¥4; Yasuda passes;
/// Sumitomo bids T¥5 and takes the pile. Mitsui then calls the next auction;
/// Mitsubishi bids first and Mitsui last.
#[test]
fn the_seeds_auction_example() {
    let names: Vec<String> = ["Sumitomo", "Mitsui", "Mitsubishi", "Yasuda"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut g = game(4, 11);
    deal_all(
        &mut g,
        |g| g,
        act,
        |n| if n < 2 { 0 } else { 1 + (n % 4) as u8 },
    );
    let small = g.piles()[0].cards.clone();
    assert_eq!(small.len(), 2);
    assert_eq!(caller(&g), 0);
    let mut lines = Vec::new();
    let mut play = |g: &mut Zaibatsu, seat: usize, a: ZaibatsuAction| {
        let mut log = Log::recording();
        g.play(seat, &a, &mut log).expect("legal");
        let narrator = Narrator::new(&names, None);
        lines.extend(
            log.into_events()
                .iter()
                .map(|(_, e)| Zaibatsu::narrate(e, &narrator)),
        );
    };
    play(&mut g, 0, ZaibatsuAction::Call { pile: 0 });
    let v = g.view(None).auction.expect("an auction");
    assert_eq!(
        v.order,
        vec![1, 2, 3, 0],
        "left of the caller first, the caller last"
    );
    assert_eq!(bidder(&g), 1);
    play(&mut g, 1, ZaibatsuAction::Pass);
    assert_eq!(bidder(&g), 2);
    play(&mut g, 2, ZaibatsuAction::Bid { amount: 4 });
    assert_eq!(bidder(&g), 3);
    let v = g.view(None).auction.expect("an auction");
    assert_eq!(v.high, Some((2, 4)));
    assert_eq!(v.minimum, 5);
    assert_eq!(
        v.bids,
        vec![
            BidState::Waiting,
            BidState::Passed,
            BidState::Bid(4),
            BidState::Waiting
        ]
    );
    play(&mut g, 3, ZaibatsuAction::Pass);
    assert_eq!(bidder(&g), 0);
    play(&mut g, 0, ZaibatsuAction::Bid { amount: 5 });

    assert_eq!(g.money(0), 9 - 5, "the winner pays the bank");
    assert_eq!(g.money(2), 10, "losing bids cost nothing");
    assert_eq!(g.conglomerate(0), small.as_slice());
    assert_eq!(g.piles()[0].status, PileStatus::Sold { to: 0, price: 5 });
    assert_eq!(g.bank().1, 5);
    assert_eq!(caller(&g), 1, "Mitsui calls next");
    play(&mut g, 1, ZaibatsuAction::Call { pile: 1 });
    assert_eq!(bidder(&g), 2, "Mitsubishi bids first");
    assert_eq!(g.view(None).auction.unwrap().order, vec![2, 3, 0, 1]);

    let text = lines.join("\n");
    for expected in [
        "Sumitomo calls pile 1:",
        "Mitsui passes.",
        "Mitsubishi bids T¥4.",
        "Yasuda passes.",
        "Sumitomo bids T¥5.",
        "Sumitomo wins pile 1 for T¥5.",
        "Mitsui calls pile 2:",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn the_commissioner_calls_first_and_last() {
    let mut g = game(3, 12);
    for round in 1..=2 {
        let commissioner = g.commissioner();
        assert_eq!(commissioner, (round - 1) % 3, "the marker passes left");
        deal_all(&mut g, |g| g, act, |n| (n % 4) as u8);
        let mut callers = Vec::new();
        while g.round() == round as u8 {
            let c = caller(&g);
            callers.push(c);
            let pile = (0..4)
                .find(|&p| g.piles()[p].status == PileStatus::Open)
                .unwrap();
            act(&mut g, c, ZaibatsuAction::Call { pile: pile as u8 });
            // Everyone passes; the caller is last.
            let mut bidders = Vec::new();
            while let Phase::Bid(_) = g.phase() {
                let b = bidder(&g);
                bidders.push(b);
                act(&mut g, b, ZaibatsuAction::Pass);
            }
            assert_eq!(bidders.last(), Some(&c), "the caller bids last");
            assert_eq!(bidders.len(), 3);
        }
        let c = commissioner;
        assert_eq!(callers, vec![c, (c + 1) % 3, (c + 2) % 3, c]);
    }
}

#[test]
fn if_everyone_passes_the_companies_leave_the_game() {
    let mut g = game(2, 13);
    deal_all(&mut g, |g| g, act, |n| (n % 3) as u8);
    let pile = g.piles()[1].cards.clone();
    act(&mut g, 0, ZaibatsuAction::Call { pile: 1 });
    act(&mut g, 1, ZaibatsuAction::Pass);
    act(&mut g, 0, ZaibatsuAction::Pass);
    assert_eq!(g.piles()[1].status, PileStatus::Unsold);
    assert_eq!(g.discarded(), pile.as_slice());
    assert!(g.conglomerate(0).is_empty() && g.conglomerate(1).is_empty());
    assert_eq!((g.money(0), g.money(1)), (9, 10));
}

#[test]
fn bids_must_rise_and_be_affordable() {
    let mut g = game(2, 14);
    deal_all(&mut g, |g| g, act, |n| (n % 3) as u8);
    act(&mut g, 0, ZaibatsuAction::Call { pile: 0 });
    assert_eq!(
        refuse(&mut g, 1, ZaibatsuAction::Bid { amount: 0 }),
        ZaibatsuError::BidTooLow {
            amount: 0,
            minimum: 1
        }
    );
    assert_eq!(
        refuse(&mut g, 1, ZaibatsuAction::Bid { amount: 11 }),
        ZaibatsuError::NotEnoughMoney {
            amount: 11,
            money: 10
        }
    );
    assert_eq!(
        refused(&mut g, 0, ZaibatsuAction::Pass),
        PlayError::NotYourTurn { seat: 0 }
    );
    let legal = g.legal_actions(1);
    assert_eq!(
        legal.len(),
        1 + 10,
        "pass or any bid from 1 to all of one's money"
    );
    act(&mut g, 1, ZaibatsuAction::Bid { amount: 3 });
    assert_eq!(
        refuse(&mut g, 0, ZaibatsuAction::Bid { amount: 3 }),
        ZaibatsuError::BidTooLow {
            amount: 3,
            minimum: 4
        }
    );
    assert_eq!(
        refuse(&mut g, 0, ZaibatsuAction::Call { pile: 1 }),
        ZaibatsuError::NotCalling
    );
    let company = g
        .hand(0)
        .first()
        .copied()
        .unwrap_or(CompanyId::new(0).unwrap());
    assert_eq!(
        refuse(&mut g, 0, ZaibatsuAction::Place { company, pile: 1 }),
        ZaibatsuError::NotDealing
    );
    assert_eq!(g.legal_actions(0).len(), 1 + (9 - 3));
    act(&mut g, 0, ZaibatsuAction::Bid { amount: 9 });
    assert_eq!(g.money(0), 0);
    assert_eq!(g.money(1), 10);
}

#[test]
fn a_player_who_cannot_outbid_passes_automatically() {
    let mut g = game(2, 15);
    deal_all(&mut g, |g| g, act, |n| (n % 3) as u8);
    act(&mut g, 0, ZaibatsuAction::Call { pile: 0 });
    // Seat 1 bids all T¥10; seat 0 holds T¥9 and cannot answer.
    act(&mut g, 1, ZaibatsuAction::Bid { amount: 10 });
    assert_eq!(g.piles()[0].status, PileStatus::Sold { to: 1, price: 10 });
    assert_eq!(g.money(1), 0);
    // Seat 1 now calls; seat 0 bids first and the broke caller passes automatically.
    assert_eq!(caller(&g), 1);
    act(&mut g, 1, ZaibatsuAction::Call { pile: 1 });
    act(&mut g, 0, ZaibatsuAction::Pass);
    assert_eq!(g.piles()[1].status, PileStatus::Unsold);
}

#[test]
fn an_empty_pile_closes_at_once_and_calls_still_rotate() {
    let mut g = game(3, 16);
    deal_all(&mut g, |g| g, act, |n| if n < 6 { 0 } else { 1 });
    assert!(g.piles()[2].cards.is_empty());
    act(&mut g, 0, ZaibatsuAction::Call { pile: 2 });
    assert_eq!(g.piles()[2].status, PileStatus::Unsold);
    assert_eq!(caller(&g), 1, "the empty call used seat 0's turn");
    // A pile already auctioned is not offered again (the board draws no button for it).
    let offered = g.offered_actions(1);
    assert!(offered.contains(&(ZaibatsuAction::Call { pile: 0 }, None)));
    assert!(!offered
        .iter()
        .any(|(a, _)| *a == ZaibatsuAction::Call { pile: 2 }));
    act(&mut g, 1, ZaibatsuAction::Call { pile: 0 });
    for _ in 0..3 {
        let b = bidder(&g);
        act(&mut g, b, ZaibatsuAction::Pass);
    }
    assert_eq!(caller(&g), 2);
    assert_eq!(
        g.legal_actions(2).len(),
        2,
        "pile 2 (the other full one) or pile 4 (empty)"
    );
    act(&mut g, 2, ZaibatsuAction::Call { pile: 1 });
    act(&mut g, 0, ZaibatsuAction::Bid { amount: 1 });
    act(&mut g, 1, ZaibatsuAction::Pass);
    act(&mut g, 2, ZaibatsuAction::Pass);
    // Only an empty pile is left: it closes by itself and round 2 begins.
    assert_eq!(g.round(), 2);
    assert_eq!(g.commissioner(), 1);
}

// ---- Rounds and the end ----------------------------------------------------------------

#[test]
fn each_later_round_brings_money_and_twelve_cards() {
    let mut g = game(4, 17);
    for round in 1..=4u8 {
        assert_eq!(g.round(), round);
        assert_eq!(g.deck_len(), 48 - 12 * round as usize);
        assert!((0..4).all(|s| g.hand(s).len() == 3));
        let money: Vec<u32> = (0..4).map(|s| g.money(s)).collect();
        deal_all(&mut g, |g| g, act, |n| (n % 5) as u8);
        while g.round() == round && g.outcome().is_none() {
            match g.phase() {
                Phase::Call => {
                    let c = caller(&g);
                    let pile = g.legal_actions(c)[0];
                    act(&mut g, c, pile);
                }
                _ => {
                    let b = bidder(&g);
                    act(&mut g, b, ZaibatsuAction::Pass);
                }
            }
        }
        if round < 4 {
            let after: Vec<u32> = (0..4).map(|s| g.money(s)).collect();
            assert_eq!(after, money.iter().map(|m| m + 10).collect::<Vec<_>>());
        }
    }
    let outcome = g.outcome().expect("over after four rounds");
    // Nobody bought anything: everyone scores their money, and the two T¥10+30 seats tie.
    assert_eq!(outcome.scores, vec![39, 39, 40, 40]);
    assert_eq!(outcome.ranks, vec![2, 2, 0, 0]);
    assert_eq!(
        outcome.rewards(),
        vec![0.0, 0.0, 0.5, 0.5],
        "ties share the win"
    );
    assert_eq!(g.view(None).winners, vec![2, 3]);
    assert_eq!(g.discarded().len(), 48);
    assert!(matches!(g.view(Some(0)).stage, Stage::Over));
    assert_eq!(
        refused(&mut g, 0, ZaibatsuAction::Pass),
        PlayError::GameOver
    );
}

#[test]
fn the_final_score_is_the_best_plan_plus_money() {
    let mut g = game(2, 18);
    let mut r = rng::seeded(18);
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a = boardroom::engine::bots::policy_action(&g, seat, &mut r).expect("a move");
        act(&mut g, seat, a);
    }
    let v = g.view(None);
    let outcome = g.outcome().unwrap();
    for s in 0..2 {
        assert!(
            !v.seats[s].conglomerate.is_empty(),
            "the Easy bot buys something"
        );
        assert_eq!(v.seats[s].score, v.seats[s].plan.score + v.seats[s].money);
        assert_eq!(outcome.scores[s], v.seats[s].score as i64);
    }
}

#[test]
fn the_view_shows_live_plans_and_the_auction() {
    let mut g = game(3, 19);
    deal_all(&mut g, |g| g, act, |n| (n % 4) as u8);
    act(&mut g, 0, ZaibatsuAction::Call { pile: 0 });
    act(&mut g, 1, ZaibatsuAction::Bid { amount: 2 });
    let v = g.view(Some(2));
    assert_eq!(v.callers, vec![0, 1, 2, 0]);
    assert_eq!(v.calls_made, 0);
    assert_eq!(v.piles[0].called_at, Some(0));
    assert_eq!(v.piles[0].pile.status, PileStatus::Auctioning);
    // Nobody owns anything yet: a pile adds exactly its own best score.
    let alone = boardroom::games::zaibatsu::best_score(&g.piles()[0].cards);
    assert_eq!(v.piles[0].gain, vec![alone; 3]);
    let a = v.auction.expect("auction");
    assert_eq!(
        (a.caller, a.bidder, a.high, a.minimum),
        (0, 2, Some((1, 2)), 3)
    );
    act(&mut g, 2, ZaibatsuAction::Pass);
    act(&mut g, 0, ZaibatsuAction::Pass);
    let v = g.view(Some(2));
    assert_eq!(v.calls_made, 1);
    let plan = &v.seats[1].plan;
    assert_eq!(plan.companies.len(), g.conglomerate(1).len());
    assert_eq!(v.seats[1].money, 9 - 2);
    assert!(v.piles[0].gain.is_empty(), "a sold pile adds nothing");
    let with: Vec<CompanyId> = g
        .conglomerate(1)
        .iter()
        .chain(&g.piles()[1].cards)
        .copied()
        .collect();
    let expected = boardroom::games::zaibatsu::best_score(&with) - plan.score;
    assert_eq!(v.piles[1].gain[1], expected);
    assert_eq!(v.seats[1].score, plan.score + 7);
}

// ---- Save codes ----------------------------------------------------------------------

#[test]
fn actions_are_compact_and_round_trip() {
    let actions = [
        ZaibatsuAction::Place {
            company: CompanyId::new(47).unwrap(),
            pile: 4,
        },
        ZaibatsuAction::Call { pile: 3 },
        ZaibatsuAction::Bid { amount: 40 },
        ZaibatsuAction::Pass,
    ];
    for a in actions {
        let bytes = postcard::to_allocvec(&a).unwrap();
        assert!(bytes.len() <= 3, "{a:?} takes {} bytes", bytes.len());
        let back: ZaibatsuAction = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(back, a);
    }
    // A card number outside the deck is refused when decoding.
    let bad = [0u8, 48, 0];
    assert!(postcard::from_bytes::<ZaibatsuAction>(&bad).is_err());
}

#[test]
fn labels_and_errors_read_well() {
    let g = game(3, 20);
    let company = g.hand(0)[0];
    let label = g.action_label(0, &ZaibatsuAction::Place { company, pile: 1 });
    assert_eq!(label, format!("Place {} on pile 2", company.company().name));
    assert_eq!(
        g.action_label(0, &ZaibatsuAction::Bid { amount: 5 }),
        "Bid T¥5"
    );
    let e = ZaibatsuError::BidTooLow {
        amount: 3,
        minimum: 4,
    };
    assert_eq!(e.to_string(), "a bid of T¥3 is too low: the minimum is T¥4");
}
