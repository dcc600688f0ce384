//! An auction the player called and lost without deciding (the others bid past
//! their money before the caller's turn), as the board keeps it on screen:
//! found in what the player saw since their last decision, with the pile,
//! every bid in order and the result, until they decide again.

use crate::common::deal_all;
use boardroom::engine::news::since_last_move;
use boardroom::engine::{rng, Game, Match, Narrator, Seat};
use boardroom::games::zaibatsu::lost::{lost_call, LostCall};
use boardroom::games::zaibatsu::{
    Event, PileStatus, Stage, Zaibatsu, ZaibatsuAction, ZaibatsuOptions,
};

const NAMES: [&str; 4] = ["You", "Bruno", "Chiyo", "Dara"];

fn game(players: usize, seed: u64) -> Match<Zaibatsu> {
    let names = NAMES[..players].iter().map(|n| n.to_string()).collect();
    Match::new(names, ZaibatsuOptions::default(), seed).expect("set-up")
}

fn act(m: &mut Match<Zaibatsu>, seat: Seat, a: ZaibatsuAction) {
    m.play(seat, a)
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat} refused: {e}"));
}

/// What the board of `seat` finds now.
fn lost_for(m: &Match<Zaibatsu>, seat: Seat) -> Option<LostCall> {
    let since: Vec<Event> = since_last_move(m, Some(seat), m.moves())
        .into_iter()
        .map(|(_, _, e)| e)
        .collect();
    lost_call(&since, seat, m.state().view(None).round)
}

#[test]
fn a_called_auction_outbid_before_the_callers_turn_stays_until_their_next_decision() {
    // Two players: seat 0 calls pile 1; seat 1 bids all its T¥10 and seat 0,
    // with T¥9, is passed by the rules.
    let mut m = game(2, 15);
    deal_all(&mut m, Match::state, act, |n| (n % 3) as u8);
    act(&mut m, 0, ZaibatsuAction::Call { pile: 0 });
    assert_eq!(lost_for(&m, 0), None, "still under way");
    let cards = m.state().piles()[0].cards.clone();
    act(&mut m, 1, ZaibatsuAction::Bid { amount: 10 });
    let lost = lost_for(&m, 0).expect("seat 0 lost the auction it called");
    assert_eq!(lost.pile, 0);
    assert_eq!(lost.round, 1);
    assert_eq!(lost.cards, cards);
    assert_eq!(lost.winner(), Some((1, 10)));
    let words = lost.words(&Narrator::new(m.names(), Some(0)));
    assert_eq!(words.heading, "The auction you called: pile 1");
    assert_eq!(
        words.bids,
        [
            "Bruno bids T¥10.",
            "You have only T¥9 and cannot bid T¥11, so pass."
        ]
    );
    assert_eq!(words.result, "Bruno wins pile 1 for T¥10.");
    // Bruno decided in it, and did not call it.
    assert_eq!(lost_for(&m, 1), None);

    // Bruno calls next: while Bruno decides, seat 0 still sees its lost auction.
    act(&mut m, 1, ZaibatsuAction::Call { pile: 1 });
    assert_eq!(lost_for(&m, 0), Some(lost.clone()));
    // Its next decision moves it on.
    act(&mut m, 0, ZaibatsuAction::Pass);
    assert_eq!(lost_for(&m, 0), None);
}

#[test]
fn an_auction_the_caller_decided_in_or_did_not_call_is_not_kept() {
    let mut m = game(3, 16);
    deal_all(&mut m, Match::state, act, |n| if n < 6 { 0 } else { 1 });
    // Seat 0 calls and passes itself: it decided.
    act(&mut m, 0, ZaibatsuAction::Call { pile: 0 });
    act(&mut m, 1, ZaibatsuAction::Bid { amount: 2 });
    act(&mut m, 2, ZaibatsuAction::Pass);
    assert_eq!(lost_for(&m, 0), None, "its turn to bid is a decision");
    act(&mut m, 0, ZaibatsuAction::Pass);
    assert!(matches!(
        m.state().piles()[0].status,
        PileStatus::Sold { to: 1, price: 2 }
    ));
    for seat in 0..3 {
        assert_eq!(lost_for(&m, seat), None, "seat {seat}");
    }
}

#[test]
fn the_round_is_the_one_it_was_called_in_when_later_rounds_have_begun() {
    let called = Event::Called {
        seat: 0,
        pile: 3,
        cards: vec![boardroom::games::zaibatsu::CompanyId::all().next().unwrap()],
    };
    let since = vec![
        called,
        Event::Bid { seat: 1, amount: 5 },
        Event::CouldNotBid {
            seat: 0,
            money: 4,
            minimum: 6,
        },
        Event::Won {
            seat: 1,
            pile: 3,
            price: 5,
        },
        Event::RoundStarted {
            round: 3,
            commissioner: 1,
            each: 6,
        },
    ];
    let lost = lost_call(&since, 0, 3).expect("lost");
    assert_eq!((lost.round, lost.pile), (2, 3));
    assert_eq!(lost.key(), "z-lost-2-3");
    // Nobody else sees it as theirs.
    assert_eq!(lost_call(&since, 1, 3), None);
}

/// The seat whose call the auction on `pile` is, and whether the move settled
/// it, told from the states before and after the move (not from its events).
fn settled(
    before: &Zaibatsu,
    after: &Zaibatsu,
    seat: Seat,
    a: ZaibatsuAction,
) -> Option<(Seat, u8)> {
    let v = before.view(None);
    let (caller, pile) = match (v.stage, a) {
        (Stage::Call { caller }, ZaibatsuAction::Call { pile }) => {
            if before.piles()[pile as usize].cards.is_empty() {
                return None;
            }
            (caller, pile)
        }
        (Stage::Bidding { .. }, _) => {
            let auction = v.auction.as_ref().expect("an auction");
            (auction.caller, auction.pile)
        }
        _ => return None,
    };
    let w = after.view(None);
    let going_on = w.round == v.round && w.auction.as_ref().is_some_and(|a| a.pile == pile);
    // The caller bids last: an auction settled by anyone's move but the
    // caller's own bid or pass ended without the caller's decision.
    let callers_own =
        seat == caller && matches!(a, ZaibatsuAction::Bid { .. } | ZaibatsuAction::Pass);
    (!going_on && !callers_own).then_some((caller, pile))
}

#[test]
fn over_random_games_each_lost_call_is_found_for_its_caller_alone_until_they_decide() {
    let mut found = 0;
    for seed in 0..60u64 {
        let players = 2 + (seed % 3) as usize;
        let mut m = game(players, seed);
        let mut r = rng::seeded(seed ^ 0x1057);
        // Per seat, the pile of the auction it called and lost since its last decision.
        let mut expected: Vec<Option<u8>> = vec![None; players];
        while m.state().outcome().is_none() {
            let before = m.state().clone();
            let to_act = before.to_act();
            let seat = to_act[rng::below(&mut r, to_act.len())];
            let a = boardroom::engine::bots::random_action(&before, seat, &mut r).expect("a move");
            act(&mut m, seat, a);
            expected[seat] = None;
            if let Some((caller, pile)) = settled(&before, m.state(), seat, a) {
                expected[caller] = Some(pile);
            }
            let now = m.state();
            for (s, want) in expected.iter().enumerate() {
                let lost = lost_for(&m, s);
                assert_eq!(
                    lost.as_ref().map(|l| l.pile),
                    *want,
                    "seed {seed}, seat {s}, move {}",
                    m.moves()
                );
                let Some(lost) = lost else { continue };
                found += 1;
                // Every seat's turn, in the order of bidding: the caller's last, forced.
                let order: Vec<Seat> = lost
                    .bids
                    .iter()
                    .map(|e| match e {
                        Event::Bid { seat, .. }
                        | Event::Passed { seat }
                        | Event::CouldNotBid { seat, .. } => *seat,
                        other => panic!("not a bid: {other:?}"),
                    })
                    .collect();
                let want: Vec<Seat> = (1..=players).map(|k| (s + k) % players).collect();
                assert_eq!(order, want, "seed {seed}");
                assert!(matches!(lost.bids.last(), Some(Event::CouldNotBid { .. })));
                // The result is the pile's, while its round lasts.
                if lost.round == now.view(None).round {
                    let status = now.piles()[lost.pile as usize].status;
                    match lost.winner() {
                        Some((to, price)) => assert_eq!(status, PileStatus::Sold { to, price }),
                        None => assert_eq!(status, PileStatus::Unsold),
                    }
                }
            }
        }
    }
    assert!(found > 50, "lost calls seen over random games: {found}");
}
