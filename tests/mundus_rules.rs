//! Rules scenarios for Mundus Novus, one per rule: set-up, the five events, the
//! supply in fleet order (the printed six-caravel example), the trade (call,
//! sealed offers, the Trade Master contest, the chain of takes, the "two
//! successive trades" rule, the adjustments), the progression (both tables,
//! merchants, warehouses, shipyards, income), each character and each ending.

use crate::common::lines_read;
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log, Narrator, PlayError};
use boardroom::games::mundus::cards::{
    character_id, dev_id, different_pay, relic_pay, Access, Cards, Character, EMPTY, RELIC,
    RESOURCE_COUNTS,
};
use boardroom::games::mundus::hints::sets;
use boardroom::games::mundus::rules::FROM_DECK;
use boardroom::games::mundus::state::BANK;
use boardroom::games::mundus::{
    Action, Ending, Event, EventKind, MundusNovus, MundusOptions, Phase, Resource, DEVS,
};

fn new(players: usize, seed: u64) -> MundusNovus {
    MundusNovus::new(players, &MundusOptions::default(), seed).unwrap()
}

fn dev(name: &str) -> u8 {
    dev_id(name).unwrap_or_else(|| panic!("no card {name}"))
}

fn ch(c: Character) -> u8 {
    character_id(c)
}

/// The resource kind at index `k` (0..=8 the resources worth 1..=9, 9 the relic).
fn res(k: u8) -> Resource {
    Resource::try_from(k).expect("a resource kind")
}

/// Cards from a list of kinds written as printed numbers (10 = relic).
fn cards(list: &[usize]) -> Cards {
    let mut c = EMPTY;
    for &n in list {
        c[n - 1] += 1;
    }
    c
}

fn act(g: &mut MundusNovus, seat: usize, a: Action) {
    g.play(seat, &a, &mut Log::silent())
        .unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e} in {:?}", g.phase()));
}

/// `seat` takes a card of resource `kind` from `from`'s offer, with no swap.
fn take(g: &mut MundusNovus, seat: usize, from: u8, kind: u8) {
    act(
        g,
        seat,
        Action::Take {
            from,
            kind: res(kind),
            swap: None,
        },
    );
}

fn act_logged(g: &mut MundusNovus, seat: usize, a: Action) -> Vec<Event> {
    let mut log = Log::recording();
    g.play(seat, &a, &mut log).unwrap();
    log.into_events().into_iter().map(|(_, e)| e).collect()
}

/// A position in `seat`'s progression with exactly `hand`.
fn progression(players: usize, seat: usize, hand: &[usize]) -> MundusNovus {
    let mut g = new(players, 7);
    g.clear_hands();
    g.give(seat, cards(hand));
    g.set_round(2);
    g.set_event(None);
    g.set_phase(Phase::Progress { seat });
    g.set_progress_order(Vec::new());
    g
}

fn census_ok(g: &MundusNovus) {
    assert_eq!(g.resource_census(), RESOURCE_COUNTS);
    assert_eq!(g.money().iter().sum::<i32>() + g.bank(), BANK);
}

// ---- Set-up ------------------------------------------------------------------

#[test]
fn setup_deals_the_right_components() {
    for players in 2..=6 {
        let g = MundusNovus::setup(players, 3);
        census_ok(&g);
        assert_eq!(
            g.resource_census().iter().map(|&n| n as u32).sum::<u32>(),
            120
        );
        assert_eq!(RESOURCE_COUNTS, [16, 16, 16, 12, 12, 12, 8, 8, 8, 12]);
        assert_eq!(g.market().len(), 3);
        assert_eq!(g.queue().len(), 5);
        assert!(g.master() < players);
        let in_play: Vec<u8> = g.queue().iter().chain(g.dev_deck()).copied().collect();
        let expected = DEVS
            .iter()
            .filter(|d| d.players as usize <= players)
            .count();
        assert_eq!(in_play.len(), expected);
        assert!(in_play
            .iter()
            .all(|&d| DEVS[d as usize].players as usize <= players));
    }
    assert_eq!(DEVS.len(), 44);
}

#[test]
fn round_one_has_no_event_and_deals_five_secret_cards() {
    let g = new(4, 11);
    assert_eq!(g.round(), 1);
    assert_eq!(g.event(), None);
    for s in 0..4 {
        assert_eq!(g.hands()[s].iter().sum::<u8>(), 5);
    }
    // No caravels yet: straight to the Trade Master's call.
    assert_eq!(*g.phase(), Phase::Call);
    let v = g.view(Some(1));
    assert_eq!(v.hand, Some(g.hands()[1]));
    assert!(v.seats.iter().all(|s| s.hand_count == 5));
}

#[test]
fn the_event_comes_from_the_first_queue_card_after_round_one() {
    let mut g = new(3, 5);
    let storm = dev("Caravel 5");
    g.set_queue_card(0, storm);
    g.start_round(&mut Log::silent());
    assert_eq!(g.round(), 2);
    assert_eq!(g.event(), Some(EventKind::Storm));
    let mut g = new(3, 5);
    g.set_queue_card(0, dev("Caravel 1"));
    g.start_round(&mut Log::silent());
    assert_eq!(g.event(), None);
}

// ---- Supply --------------------------------------------------------------------

#[test]
fn the_six_caravel_example_picks_in_fleet_order() {
    // A: one caravel (10). B: 3 + 8 = 11. C: 1 + 4 + 5 = 10, tied with A but
    // with the lower caravel: C picks three, then A one, then B two.
    let mut g = MundusNovus::setup(6, 1);
    let (a, b, c) = (0, 1, 2);
    g.set_master(0);
    g.set_devs(a, vec![dev("Caravel 10")]);
    g.set_devs(b, vec![dev("Caravel 3"), dev("Caravel 8")]);
    g.set_devs(
        c,
        vec![dev("Caravel 1"), dev("Caravel 4"), dev("Caravel 5")],
    );
    assert_eq!(g.caravels_in_play(), 6);
    assert_eq!(g.fleet_order(), vec![c, c, c, a, b, b]);
    g.start_round(&mut Log::silent());
    assert_eq!(*g.phase(), Phase::Supply);
    assert_eq!(g.supply().len(), 6, "one face-up card per caravel");
    let mut seen = Vec::new();
    while *g.phase() == Phase::Supply {
        let s = g.to_act()[0];
        seen.push(s);
        let k = g.supply()[0];
        act(&mut g, s, Action::Pick(k));
    }
    assert_eq!(seen, vec![c, c, c, a, b, b]);
    assert_eq!(g.hands()[c].iter().sum::<u8>(), 8);
    assert_eq!(g.hands()[b].iter().sum::<u8>(), 7);
    census_ok(&g);
}

// ---- Events ----------------------------------------------------------------------

#[test]
fn pirates_take_a_card_per_fleet_of_two_or_more() {
    let mut g = MundusNovus::setup(3, 2);
    g.set_devs(0, vec![dev("Caravel 1"), dev("Caravel 2")]);
    g.set_devs(1, vec![dev("Caravel 3")]);
    g.set_round(1);
    g.set_queue_card(0, dev("Caravel 2")); // pirates icon
    g.start_round(&mut Log::silent());
    assert_eq!(g.event(), Some(EventKind::Pirates));
    while *g.phase() == Phase::Supply {
        let s = g.to_act()[0];
        let k = g.supply()[0];
        act(&mut g, s, Action::Pick(k));
    }
    assert_eq!(*g.phase(), Phase::Pirates);
    assert_eq!(g.pirate_due(), vec![1, 0, 0], "a single caravel is safe");
    let k = (0..10).find(|&k| g.hands()[0][k] > 0).unwrap() as u8;
    act(&mut g, 0, Action::Discard(res(k)));
    assert_eq!(g.hands()[0].iter().sum::<u8>(), 6);
    assert_eq!(*g.phase(), Phase::Call);
    census_ok(&g);
}

#[test]
fn kings_aid_allows_several_identical_sets() {
    let mut g = progression(3, 0, &[1, 1, 1, 2, 2, 2]);
    assert!(g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Develop { kind, .. } if kind.index() == 0)));
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(0),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Develop { .. })),
        "one set only without the King"
    );
    let mut g = progression(3, 0, &[1, 1, 1, 2, 2, 2]);
    g.set_event(Some(EventKind::KingsAid));
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(0),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(1),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    assert_eq!(g.devs()[0].len(), 2);
    census_ok(&g);
}

#[test]
fn indigenous_peoples_pay_one_doubloon_a_card() {
    let mut g = progression(3, 0, &[1, 2, 3, 4, 5]);
    g.set_event(Some(EventKind::Indigenous));
    act(&mut g, 0, Action::Sell(0b11111));
    assert_eq!(g.money()[0], 5);
    let mut g = progression(3, 0, &[1, 2, 3, 4, 5]);
    act(&mut g, 0, Action::Sell(0b11111));
    assert_eq!(g.money()[0], 7);
}

#[test]
fn a_storm_limits_identical_sets_to_the_first_card() {
    let mut g = progression(3, 0, &[9, 9, 9]);
    let picks = |g: &MundusNovus| {
        g.legal_actions(0)
            .iter()
            .filter_map(|a| match a {
                Action::Develop { pick, .. } => Some(*pick),
                _ => None,
            })
            .max()
    };
    assert_eq!(picks(&g), Some(4), "three rare cards reach any card");
    g.set_event(Some(EventKind::Storm));
    assert_eq!(picks(&g), Some(0));
}

#[test]
fn fire_makes_warehouses_unusable() {
    let mut g = progression(3, 0, &[1, 5]);
    g.set_devs(0, vec![dev("Great warehouse")]);
    assert!(g.legal_actions(0).contains(&Action::Store(res(0))));
    g.set_event(Some(EventKind::Fire));
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Store(_))));
}

// ---- Trade -------------------------------------------------------------------------

/// Three players in the trade, seat 0 Trade Master, with these hands.
fn trade(hands: [&[usize]; 3]) -> MundusNovus {
    let mut g = new(3, 9);
    g.clear_hands();
    for (s, h) in hands.iter().enumerate() {
        g.give(s, cards(h));
    }
    g.set_master(0);
    g.set_phase(Phase::Call);
    g
}

#[test]
fn offers_are_sealed_until_all_are_in() {
    let mut g = trade([&[1, 2, 3, 4], &[5, 6, 7, 8], &[9, 10, 1, 2]]);
    act(&mut g, 0, Action::Call(2));
    assert!(g.simultaneous());
    assert_eq!(g.to_act(), vec![0, 1, 2]);
    assert!(g
        .legal_actions(1)
        .iter()
        .all(|a| matches!(a, Action::Offer(c) if c.iter().sum::<u8>() == 2)));
    act(&mut g, 1, Action::Offer(cards(&[7, 8])));
    let v = g.view(Some(0));
    assert_eq!(v.offers.own, None, "seat 0 must not see seat 1's offer");
    assert!(v.offers.committed[1]);
    assert_eq!(g.view(Some(1)).offers.own, Some(cards(&[7, 8])));
    // A determinization for seat 0 never keeps seat 1's true offer for sure, and
    // keeps everything seat 0 sees.
    let mut r = rng::seeded(4);
    let d = g.determinize(0, &mut r);
    assert_eq!(d.view(Some(0)), g.view(Some(0)));
    act(&mut g, 0, Action::Offer(cards(&[1, 2])));
    assert_eq!(
        g.table(),
        vec![EMPTY; 3],
        "nothing face up before everyone is in"
    );
    act(&mut g, 2, Action::Offer(cards(&[10, 1])));
    // Totals: 3, 15, 11. Seat 1 becomes Trade Master.
    assert_eq!(g.master(), 1);
    assert_eq!(*g.phase(), Phase::Take { taker: 1 });
    census_ok(&g);
}

#[test]
fn relics_count_ten_and_the_master_keeps_the_title_on_a_tie() {
    let mut g = trade([&[9, 1, 2], &[10, 1, 3], &[5, 6]]);
    act(&mut g, 0, Action::Call(2));
    act(&mut g, 0, Action::Offer(cards(&[9, 2])));
    act(&mut g, 1, Action::Offer(cards(&[10, 1])));
    act(&mut g, 2, Action::Offer(cards(&[5, 6])));
    assert_eq!(g.master(), 0, "11 = 11: the Trade Master keeps the title");
}

#[test]
fn the_master_appoints_among_the_tied_when_not_among_them() {
    let mut g = trade([&[1, 2], &[10, 1], &[5, 6]]);
    act(&mut g, 0, Action::Call(2));
    act(&mut g, 0, Action::Offer(cards(&[1, 2])));
    act(&mut g, 1, Action::Offer(cards(&[10, 1])));
    act(&mut g, 2, Action::Offer(cards(&[5, 6])));
    assert_eq!(*g.phase(), Phase::Appoint { tied: vec![1, 2] });
    act(&mut g, 0, Action::Appoint(2));
    assert_eq!(g.master(), 2);
    assert_eq!(*g.phase(), Phase::Take { taker: 2 });
}

/// Offers already on the table, seat 0 Trade Master to take first.
fn chain(players: usize, tables: &[&[usize]]) -> MundusNovus {
    let mut g = new(players, 13);
    g.clear_hands();
    for (s, t) in tables.iter().enumerate() {
        g.give(s, cards(t));
        g.lay_out_hand(s);
        g.give(s, cards(&[1]));
    }
    g.set_master(0);
    g.clear_takes();
    g.set_phase(Phase::Take { taker: 0 });
    g
}

#[test]
fn a_take_goes_to_the_hand_or_through_the_market_and_passes_the_turn() {
    let mut g = chain(3, &[&[1, 2], &[3, 4], &[5, 6]]);
    take(&mut g, 0, 1, 2);
    assert_eq!(g.hands()[0][2], 1);
    assert_eq!(*g.phase(), Phase::Take { taker: 1 });
    let m = u8::from(g.market()[0]);
    act(
        &mut g,
        1,
        Action::Take {
            from: 2,
            kind: res(4),
            swap: Some(res(m)),
        }
        .clone_if_differs(m, 4),
    );
    assert!(g.market().contains(&res(4)) || m == 4);
    assert_eq!(*g.phase(), Phase::Take { taker: 2 });
    census_ok(&g);
}

trait SwapFix {
    fn clone_if_differs(self, m: u8, k: u8) -> Action;
}
impl SwapFix for Action {
    /// A swap needs a market card of another kind; fall back to a plain take.
    fn clone_if_differs(self, m: u8, k: u8) -> Action {
        match self {
            Action::Take { from, kind, .. } if m == k => Action::Take {
                from,
                kind,
                swap: None,
            },
            a => a,
        }
    }
}

#[test]
fn no_more_than_two_successive_trades_between_the_same_players() {
    let mut g = chain(3, &[&[1, 2], &[3, 4], &[5, 6]]);
    take(&mut g, 0, 1, 2);
    take(&mut g, 1, 0, 0);
    // Seat 0 may not take from seat 1 again at once.
    let legal = g.legal_actions(0);
    assert!(!legal
        .iter()
        .any(|a| matches!(a, Action::Take { from: 1, .. })));
    assert!(legal
        .iter()
        .any(|a| matches!(a, Action::Take { from: 2, .. })));
}

#[test]
fn the_two_trade_rule_is_lifted_at_two_players() {
    let mut g = chain(2, &[&[1, 2], &[3, 4]]);
    take(&mut g, 0, 1, 2);
    take(&mut g, 1, 0, 0);
    assert!(g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Take { from: 1, .. })));
    take(&mut g, 0, 1, 3);
    take(&mut g, 1, 0, 1);
    // Everything taken; the last card came from the Trade Master: fair.
    assert_eq!(*g.phase(), Phase::First);
}

/// A chain of takes in which seat 0 takes the last card, from seat 2, who is
/// left short: seat 0, the Trade Master, is to make them even.
fn left_short() -> MundusNovus {
    let mut g = chain(3, &[&[1], &[3], &[5, 6]]);
    take(&mut g, 0, 2, 4);
    take(&mut g, 2, 1, 2);
    // Seat 1 has nothing to take (0's offer: only 1 left; 1 may take it).
    take(&mut g, 1, 0, 0);
    // Seat 0 takes the last card, from seat 2; seat 2 is left short.
    take(&mut g, 0, 2, 5);
    assert_eq!(*g.phase(), Phase::Adjust { to: 2 });
    g
}

/// Issue 68: the giver read "You give Chiyo a card from the hand to even the
/// trade. You give Chiyo cocoa (1) to even the trade." The two who handle the
/// card read one line naming it; the others and spectators the hidden one.
#[test]
fn the_card_given_to_even_the_trade_is_one_line_for_each_reader() {
    let mut g = left_short();
    let k = (0..10).find(|&k| g.hands()[0][k] > 0).unwrap() as u8;
    let card = boardroom::games::mundus::cards::resource_label(k as usize);
    let events = {
        let mut log = Log::recording();
        g.play(0, &Action::Give(res(k)), &mut log).unwrap();
        log.into_events()
    };
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let read = |viewer: Option<usize>| {
        lines_read::<MundusNovus>(&events, &names, viewer, |t| t.contains("even the trade"))
    };
    assert_eq!(
        read(Some(0)),
        [format!("You give Cy {card} to even the trade.")]
    );
    assert_eq!(
        read(Some(2)),
        [format!("Ann gives you {card} to even the trade.")]
    );
    let hidden = ["Ann gives Cy a card from the hand to even the trade."];
    assert_eq!(read(Some(1)), hidden);
    assert_eq!(read(None), hidden);
}

#[test]
fn the_last_player_taken_from_is_made_even_by_the_master() {
    // 0 takes from 1, 1 from 2, 2 from 0, 0 from 1 again, 1 from 2: seat 2 is
    // left with nothing to take (0's offer is empty and 1's offer is empty).
    let mut g = chain(3, &[&[1, 2], &[3, 4], &[5, 6]]);
    take(&mut g, 0, 1, 2);
    take(&mut g, 1, 2, 4);
    take(&mut g, 2, 0, 0);
    take(&mut g, 0, 1, 3);
    take(&mut g, 1, 2, 5);
    // Seat 2 must take from 0 (1 has nothing): 0 still offers the 2.
    take(&mut g, 2, 0, 1);
    // Everything gone, the last card came from the Trade Master: no adjustment.
    assert_eq!(*g.phase(), Phase::First);
    // Now a chain that leaves seat 2 short.
    let mut g = left_short();
    assert_eq!(*g.phase(), Phase::Adjust { to: 2 });
    let before = g.hands()[2].iter().sum::<u8>();
    let k = (0..10).find(|&k| g.hands()[0][k] > 0).unwrap() as u8;
    act(&mut g, 0, Action::Give(res(k)));
    assert_eq!(g.hands()[2].iter().sum::<u8>(), before + 1);
    assert_eq!(*g.phase(), Phase::First);
    census_ok(&g);
}

#[test]
fn a_player_left_out_takes_the_offer_back_and_is_made_even() {
    // Seats 0 and 1 trade with each other only; seat 2's cards are never taken.
    let mut g = chain(3, &[&[1], &[3], &[5, 6]]);
    take(&mut g, 0, 1, 2);
    take(&mut g, 1, 0, 0);
    // Seat 0 has nothing it may take but seat 2's cards: it takes one.
    take(&mut g, 0, 2, 4);
    // Seat 2 has nothing to take: its 6 goes back, and it is one short.
    assert_eq!(g.table(), vec![EMPTY; 3]);
    assert_eq!(*g.phase(), Phase::Adjust { to: 2 });
    assert_eq!(g.hands()[2][5], 1, "the untaken card is back in the hand");
}

// ---- Progression ----------------------------------------------------------------------

#[test]
fn the_access_table_by_size_and_scarcity() {
    assert_eq!(Access::of(3, 0), Access::First);
    assert_eq!(Access::of(3, 4), Access::FirstThree);
    assert_eq!(Access::of(3, 8), Access::Any);
    assert_eq!(Access::of(4, 1), Access::FirstThree);
    assert_eq!(Access::of(4, 3), Access::Any);
    assert_eq!(Access::of(4, 7), Access::Any);
    assert_eq!(Access::of(5, 0), Access::Any);
    // Relics are wild: two 5s and a relic reach the first three cards.
    let g = progression(3, 0, &[5, 5, 10]);
    let picks: Vec<u8> = g
        .legal_actions(0)
        .iter()
        .filter_map(|a| match a {
            Action::Develop {
                kind,
                size: 3,
                relics: 1,
                pick,
            } if *kind == res(4) => Some(*pick),
            _ => None,
        })
        .collect();
    assert_eq!(picks, vec![0, 1, 2]);
}

#[test]
fn a_development_slides_the_queue_and_refills_it() {
    let mut g = progression(3, 0, &[9, 9, 9]);
    let q = g.queue().to_vec();
    let top = *g.dev_deck().last().unwrap();
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(8),
            size: 3,
            relics: 0,
            pick: 2,
        },
    );
    assert_eq!(g.devs()[0], vec![q[2]]);
    assert_eq!(g.queue(), vec![q[0], q[1], q[3], q[4], top]);
}

#[test]
fn the_tables_of_doubloons() {
    let pays: Vec<u32> = (4..=9).map(different_pay).collect();
    assert_eq!(pays, vec![5, 7, 10, 15, 20, 25]);
    let relics: Vec<u32> = (1..=5).map(relic_pay).collect();
    assert_eq!(relics, vec![3, 7, 12, 18, 25]);
    let mut g = progression(3, 0, &[1, 2, 3, 4, 5, 6, 7, 10, 10]);
    assert!(
        !g.legal_actions(0).contains(&Action::Sell(1 << RELIC)),
        "no relics in different sets"
    );
    act(&mut g, 0, Action::Sell(0b111_1111));
    assert_eq!(g.money()[0], 15);
    act(&mut g, 0, Action::SellRelics(2));
    assert_eq!(g.money()[0], 22);
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Sell(_))),
        "one different set a turn"
    );
}

#[test]
fn all_three_kinds_of_set_in_one_turn() {
    let mut g = progression(3, 0, &[1, 1, 1, 2, 3, 4, 5, 10]);
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(0),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    act(&mut g, 0, Action::Sell(0b11110));
    act(&mut g, 0, Action::SellRelics(1));
    assert_eq!(g.money()[0], 5 + 3);
    assert_eq!(g.devs()[0].len(), 1);
}

#[test]
fn a_merchant_converts_one_card_once_a_turn() {
    let mut g = progression(3, 0, &[5, 5, 1]);
    let m = dev("Coffee trader");
    g.set_devs(0, vec![m]);
    act(
        &mut g,
        0,
        Action::Convert {
            merchant: m,
            from: res(0),
            to: res(4),
        },
    );
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Convert { .. })),
        "once a turn"
    );
    // 5, 5 and the converted 1 reach the first three cards.
    assert!(g.legal_actions(0).contains(&Action::Develop {
        kind: res(4),
        size: 3,
        relics: 0,
        pick: 2
    }));
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(4),
            size: 3,
            relics: 0,
            pick: 2,
        },
    );
    assert_eq!(g.hands()[0], EMPTY);
    census_ok(&g);
}

/// Issue 68: the hand's summary counted a sugar cane a merchant had just turned
/// into cotton ("different 3, 6, 7, 8, 9") while the sell offer had cotton.
/// The board's hand and summary read the view's holding, the rules' own sum.
#[test]
fn the_hand_summary_counts_a_merchant_conversion_as_the_sale_does() {
    let mut g = progression(3, 0, &[3, 6, 6, 7, 8, 9]);
    let m = dev("Coffee trader");
    g.set_devs(0, vec![m]);
    act(
        &mut g,
        0,
        Action::Convert {
            merchant: m,
            from: res(5),
            to: res(4),
        },
    );
    let view = g.view(Some(0));
    let holding = view.holding().expect("the viewer's cards");
    assert_eq!(holding, cards(&[3, 5, 6, 7, 8, 9]));
    assert_eq!(view.hand, Some(cards(&[3, 6, 6, 7, 8, 9])), "printed cards");
    let all = (0..9u16)
        .filter(|&k| holding[k as usize] > 0)
        .fold(0u16, |m, k| m | 1 << k);
    assert!(g.legal_actions(0).contains(&Action::Sell(all)));
    let different: Vec<String> = sets(&holding, None)
        .into_iter()
        .filter(|h| h.set.starts_with("different"))
        .map(|h| format!("{} → {}", h.set, h.brings))
        .collect();
    assert_eq!(
        different,
        [format!(
            "different 3, 5, 6, 7, 8, 9 → {} doubloons",
            different_pay(6)
        )]
    );
    // A card just stored is out of this progression's sets; once the turn is
    // over the warehouse counts, as it comes back for the next one.
    let mut g = progression(3, 0, &[1, 5, 7]);
    g.set_devs(0, vec![dev("Rented cellar")]);
    g.set_progress_order(vec![1, 2]);
    act(&mut g, 0, Action::Store(res(6)));
    assert_eq!(g.view(Some(0)).holding(), Some(cards(&[1, 5])));
    act(&mut g, 0, Action::End);
    g.give(0, cards(&[2]));
    assert_eq!(g.view(Some(0)).holding(), Some(cards(&[2, 7])));
}

#[test]
fn warehouses_keep_cards_for_the_next_progression_and_the_rest_is_discarded() {
    let mut g = progression(3, 0, &[1, 5, 7]);
    g.set_devs(0, vec![dev("Rented cellar")]);
    g.set_progress_order(vec![1, 2]);
    act(&mut g, 0, Action::Store(res(6)));
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Store(_))),
        "one slot"
    );
    let before = g.money()[0];
    act(&mut g, 0, Action::End);
    assert_eq!(g.hands()[0], EMPTY);
    assert_eq!(g.stores()[0][6], 1);
    assert_eq!(
        g.money()[0],
        before + 1,
        "the one-slot warehouse pays a doubloon"
    );
    let v = g.view(Some(1));
    assert_eq!(v.seats[0].store_count, 1);
    assert_eq!(
        v.store,
        Some(g.stores()[1]),
        "only the viewer's own warehouse"
    );
    census_ok(&g);
}

#[test]
fn shipyards_pay_for_each_opponent_with_more_caravels() {
    let mut g = progression(4, 0, &[]);
    g.set_devs(0, vec![dev("Shipyard of Seville")]);
    g.set_devs(1, vec![dev("Caravel 1")]);
    g.set_devs(2, vec![dev("Caravel 2"), dev("Caravel 3")]);
    act(&mut g, 0, Action::End);
    assert_eq!(g.money()[0], 2);
}

#[test]
fn income_is_paid_from_the_round_a_card_is_taken() {
    let mut g = progression(4, 0, &[9, 9, 9]);
    let cortes = ch(Character::Cortes);
    g.set_queue_card(0, cortes);
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(8),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    act(&mut g, 0, Action::End);
    assert_eq!(g.money()[0], 3, "Cortés pays 3 the round he is taken");
}

// ---- Characters -----------------------------------------------------------------------

#[test]
fn almagro_may_take_the_top_of_the_deck_and_pays_two() {
    let mut g = progression(3, 0, &[1, 1, 1]);
    g.set_devs(0, vec![ch(Character::Almagro)]);
    let top = *g.dev_deck().last().unwrap();
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(0),
            size: 3,
            relics: 0,
            pick: FROM_DECK,
        },
    );
    assert!(g.devs()[0].contains(&top));
    act(&mut g, 0, Action::End);
    assert_eq!(g.money()[0], 2 + DEVS[top as usize].income as i32);
}

#[test]
fn de_la_cosa_is_not_subject_to_events() {
    let mut g = progression(3, 0, &[1, 2, 3, 4]);
    g.set_devs(0, vec![ch(Character::DeLaCosa)]);
    g.set_event(Some(EventKind::Indigenous));
    assert_eq!(g.event_for(0), None);
    assert_eq!(g.event_for(1), Some(EventKind::Indigenous));
    act(&mut g, 0, Action::Sell(0b1111));
    assert_eq!(g.money()[0], 5);
}

#[test]
fn pizarro_counts_the_highest_caravel_as_zero() {
    let mut g = MundusNovus::setup(3, 1);
    g.set_devs(0, vec![dev("Caravel 3"), dev("Caravel 8")]);
    assert_eq!(g.fleet_value(0), 11);
    g.add_dev(0, ch(Character::Pizarro));
    assert_eq!(g.fleet_value(0), 3);
}

#[test]
fn las_casas_offers_any_number_up_to_the_call() {
    let mut g = trade([&[1, 2, 3, 4], &[5, 6, 7], &[8, 9]]);
    g.set_devs(1, vec![ch(Character::LasCasas)]);
    act(&mut g, 0, Action::Call(3));
    assert_eq!(g.offer_range(1), (0, 3));
    assert_eq!(g.offer_range(0), (3, 3));
    assert_eq!(g.offer_range(2), (2, 2), "a short hand offers all it has");
    assert!(g.legal_actions(1).contains(&Action::Offer(EMPTY)));
}

#[test]
fn ponce_de_leon_sails_two_fleets() {
    let mut g = MundusNovus::setup(3, 1);
    g.set_master(0);
    g.set_devs(0, vec![dev("Caravel 1"), dev("Caravel 8")]);
    g.set_devs(1, vec![dev("Caravel 4")]);
    assert_eq!(g.fleet_order(), vec![1, 0, 0]);
    g.add_dev(0, ch(Character::PonceDeLeon));
    g.set_second_fleet(0, 1 << 8);
    assert_eq!(g.fleets(0), vec![vec![1], vec![8]]);
    assert_eq!(g.fleet_order(), vec![0, 1, 0]);
    // Two single-caravel fleets: safe from pirates.
    g.set_event(Some(EventKind::Pirates));
    assert_eq!(g.fleets(0).iter().filter(|f| f.len() >= 2).count(), 0);
}

/// Seat 0 owns Ponce de León and caravels 1, 3 and 8; seat 1 caravel 2; a new
/// round starts (the first: no event).
fn ponce_round() -> MundusNovus {
    let mut g = MundusNovus::setup(3, 1);
    g.set_master(0);
    g.set_devs(
        0,
        vec![
            dev("Caravel 1"),
            dev("Caravel 3"),
            dev("Caravel 8"),
            ch(Character::PonceDeLeon),
        ],
    );
    g.set_devs(1, vec![dev("Caravel 2")]);
    g.start_round(&mut Log::silent());
    g
}

#[test]
fn ponce_de_leon_s_owner_chooses_how_the_caravels_split() {
    let mut g = ponce_round();
    assert_eq!(*g.phase(), Phase::Fleets { seat: 0 });
    assert_eq!(g.to_act(), vec![0]);
    assert_eq!(g.supply().len(), 4, "the supply is shown before the choice");
    // One fleet, or the lowest caravel with any of the others.
    let mut legal = g.legal_actions(0);
    legal.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![
        Action::Fleets(0),
        Action::Fleets(1 << 3),
        Action::Fleets(1 << 8),
        Action::Fleets(1 << 3 | 1 << 8),
    ];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, expected);
    assert_eq!(
        g.action_label(0, &Action::Fleets(1 << 3)),
        "Two fleets: caravels 1 + 8 and caravel 3"
    );
    assert_eq!(
        g.action_label(0, &Action::Fleets(0)),
        "One fleet: caravels 1 + 3 + 8"
    );
    // The lowest caravel always heads the first fleet.
    assert!(g
        .clone()
        .play(0, &Action::Fleets(1 << 1), &mut Log::silent())
        .is_err());
    let events = act_logged(&mut g, 0, Action::Fleets(1 << 3));
    assert_eq!(g.fleets(0), vec![vec![1, 8], vec![3]]);
    // Fleet values: Bob's 2, Ann's 3 alone, then Ann's 1 + 8.
    assert_eq!(g.order(), vec![1, 0, 0, 0]);
    assert_eq!(*g.phase(), Phase::Supply);
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let text = MundusNovus::narrate(&events[0], &Narrator::new(&names, Some(1)));
    assert_eq!(
        text,
        "Ponce de León: Ann sails two fleets, caravels 1 + 8 and caravel 3."
    );
    // Kept in one fleet, the same caravels pick last, all three together.
    let mut g = ponce_round();
    act(&mut g, 0, Action::Fleets(0));
    assert_eq!(g.order(), vec![1, 0, 0, 0]);
    assert_eq!(g.fleets(0), vec![vec![1, 3, 8]]);
    let mut g = ponce_round();
    act(&mut g, 0, Action::Fleets(1 << 3 | 1 << 8));
    assert_eq!(g.order(), vec![0, 1, 0, 0], "caravel 1 alone picks first");
}

#[test]
fn ponce_de_leon_s_split_decides_the_pirates_and_the_policy_sails_the_lowest_alone() {
    let mut g = ponce_round();
    let mut rng = rng::seeded(3);
    assert_eq!(
        boardroom::games::mundus::bot::rollout_action(&g, 0, &mut rng),
        Some(Action::Fleets(1 << 3 | 1 << 8))
    );
    // Under Pirates: two fleets of two or more lose two cards, one fleet one.
    g.set_event(Some(EventKind::Pirates));
    g.add_dev(0, dev("Caravel 6"));
    act(&mut g, 0, Action::Fleets(1 << 6 | 1 << 8));
    while *g.phase() == Phase::Supply {
        let s = g.to_act()[0];
        let k = g.supply()[0];
        act(&mut g, s, Action::Pick(k));
    }
    assert_eq!(g.pirate_due()[0], 2);
    let mut g = ponce_round();
    g.set_event(Some(EventKind::Pirates));
    g.add_dev(0, dev("Caravel 6"));
    act(&mut g, 0, Action::Fleets(0));
    while *g.phase() == Phase::Supply {
        let s = g.to_act()[0];
        let k = g.supply()[0];
        act(&mut g, s, Action::Pick(k));
    }
    assert_eq!(g.pirate_due()[0], 1);
    census_ok(&g);
}

#[test]
fn valdivia_adds_three_to_the_offer() {
    let mut g = trade([&[5, 6], &[5, 6], &[1, 2]]);
    g.set_devs(1, vec![ch(Character::Valdivia)]);
    g.set_master(2);
    act(&mut g, 2, Action::Call(2));
    act(&mut g, 0, Action::Offer(cards(&[5, 6])));
    act(&mut g, 1, Action::Offer(cards(&[5, 6])));
    act(&mut g, 2, Action::Offer(cards(&[1, 2])));
    assert_eq!(g.master(), 1, "11 + 3 beats 11");
}

#[test]
fn orellana_earns_two_for_a_market_of_three_alike_or_in_a_row() {
    let mut g = chain(3, &[&[1], &[4], &[5, 6]]);
    g.set_devs(0, vec![ch(Character::Orellana)]);
    // Market 3, 5, 9: swapping a 4 in for the 9 leaves 3, 4, 5.
    for (i, k) in [2, 4, 8].into_iter().enumerate() {
        g.set_market_card(i, res(k));
    }
    act(
        &mut g,
        0,
        Action::Take {
            from: 1,
            kind: res(3),
            swap: Some(res(8)),
        },
    );
    assert!(g.market_pattern());
    assert_eq!(g.money()[0], 2);
    census_ok(&g);
}

#[test]
fn orellana_may_swap_for_the_same_kind_and_earns_when_the_market_shows_a_pattern() {
    let mut g = chain(3, &[&[1], &[3], &[5, 6]]);
    // Market 3, 3, 3; player 1 offers a 3.
    for i in 0..3 {
        g.set_market_card(i, res(2));
    }
    let same = Action::Take {
        from: 1,
        kind: res(2),
        swap: Some(res(2)),
    };
    assert!(
        !g.legal_actions(0).contains(&same),
        "without Orellana a same-kind swap is only a take"
    );
    g.set_devs(0, vec![ch(Character::Orellana)]);
    assert!(g.legal_actions(0).contains(&same));
    act(&mut g, 0, same);
    assert_eq!(g.market(), [res(2); 3]);
    assert_eq!(g.hands()[0][2], 1);
    assert_eq!(g.money()[0], 2);
    census_ok(&g);
}

#[test]
fn coronado_may_pay_two_for_an_event() {
    let mut g = new(3, 21);
    let cor = ch(Character::Coronado);
    g.remove_dev_card(cor);
    g.set_devs(1, vec![cor]);
    g.set_money(1, 5);
    g.push_queue_front(dev("Caravel 1"));
    g.clear_hands();
    g.start_round(&mut Log::silent());
    assert_eq!(*g.phase(), Phase::Coronado { seat: 1 });
    act(&mut g, 1, Action::Coronado(Some(EventKind::Storm)));
    assert_eq!(g.event(), Some(EventKind::Storm));
    assert_eq!(g.money()[1], 3);
    census_ok(&g);
}

#[test]
fn cortes_pays_three_a_round() {
    let mut g = progression(4, 0, &[]);
    g.set_devs(0, vec![ch(Character::Cortes)]);
    act(&mut g, 0, Action::End);
    assert_eq!(g.money()[0], 3);
}

// ---- The end ----------------------------------------------------------------------------

/// Seat 0's progression is the last of the round.
fn last_turn(players: usize, hand: &[usize]) -> MundusNovus {
    progression(players, 0, hand)
}

#[test]
fn seventy_five_doubloons_at_the_end_of_a_round_win_the_richest() {
    let mut g = last_turn(3, &[]);
    for (s, m) in [76, 80, 10].into_iter().enumerate() {
        g.set_money(s, m);
    }
    act(&mut g, 0, Action::End);
    assert_eq!(g.ending(), Some(Ending::Rich));
    assert_eq!(g.outcome().unwrap().winners(), vec![1]);
}

#[test]
fn the_perfect_set_wins_and_beats_seventy_five() {
    let mut g = last_turn(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (s, m) in [5, 80, 10].into_iter().enumerate() {
        g.set_money(s, m);
    }
    act(&mut g, 0, Action::Perfect);
    act(&mut g, 0, Action::End);
    assert_eq!(g.ending(), Some(Ending::Perfect));
    assert_eq!(g.outcome().unwrap().winners(), vec![0]);
}

/// The saved games' list: a win with fewer doubloons says why (issue 43:
/// "Finished. You won: You 17, Bruno 41, …" said nothing of the set).
#[test]
fn the_saved_result_of_a_perfect_set_says_so() {
    let mut g = last_turn(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (s, m) in [5, 80, 10].into_iter().enumerate() {
        g.set_money(s, m);
    }
    act(&mut g, 0, Action::Perfect);
    act(&mut g, 0, Action::End);
    let names: Vec<String> = ["You", "Bruno", "Cy"].map(String::from).into();
    let line = g.standings(&[]).unwrap().in_words(&names);
    assert!(line.starts_with("You won: You "), "{line}");
    assert!(line.contains("The perfect set"), "{line}");
}

#[test]
fn the_perfect_set_needs_a_relic_and_merchants_may_help() {
    let g = last_turn(3, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 9]);
    assert!(!g.legal_actions(0).contains(&Action::Perfect));
    let mut g = last_turn(3, &[1, 2, 3, 4, 5, 6, 7, 8, 8, 10]);
    let m = dev("Potato trader");
    g.set_devs(0, vec![m]);
    act(
        &mut g,
        0,
        Action::Convert {
            merchant: m,
            from: res(7),
            to: res(8),
        },
    );
    assert!(g.legal_actions(0).contains(&Action::Perfect));
}

#[test]
fn the_game_ends_when_the_queue_cannot_be_refilled() {
    let mut g = last_turn(3, &[9, 9, 9]);
    g.empty_dev_deck();
    for (s, m) in [1, 9, 3].into_iter().enumerate() {
        g.set_money(s, m);
    }
    act(
        &mut g,
        0,
        Action::Develop {
            kind: res(8),
            size: 3,
            relics: 0,
            pick: 0,
        },
    );
    assert_eq!(g.queue().len(), 4);
    act(&mut g, 0, Action::End);
    assert_eq!(g.ending(), Some(Ending::QueueEmpty));
    assert_eq!(g.outcome().unwrap().winners(), vec![1]);
}

// ---- Words -------------------------------------------------------------------------------

#[test]
fn every_event_reads_in_plain_words() {
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let mut g = trade([&[1, 2, 3], &[4, 5, 6], &[7, 8, 9]]);
    let mut events = act_logged(&mut g, 0, Action::Call(2));
    events.extend(act_logged(&mut g, 0, Action::Offer(cards(&[1, 2]))));
    events.extend(act_logged(&mut g, 1, Action::Offer(cards(&[4, 5]))));
    events.extend(act_logged(&mut g, 2, Action::Offer(cards(&[7, 8]))));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::OffersRevealed { .. })));
    for viewer in [Some(0), Some(2), None] {
        let n = Narrator::new(&names, viewer);
        for e in &events {
            let text = MundusNovus::narrate(e, &n);
            assert!(!text.is_empty());
            assert!(
                !text.contains("You takes")
                    && !text.contains("You calls")
                    && !text.contains("You seals"),
                "{text}"
            );
        }
    }
    let n = Narrator::new(&names, Some(0));
    assert_eq!(
        MundusNovus::narrate(&Event::Called { seat: 0, count: 3 }, &n),
        "You call for 3 cards each."
    );
    assert_eq!(
        MundusNovus::narrate(&Event::Perfect { seat: 1 }, &n),
        "Bob shows the perfect set: nine different resources and a relic!"
    );
}

#[test]
fn the_rules_page_lists_every_development_as_played() {
    use boardroom::games::mundus::RULES;
    let list = RULES
        .iter()
        .find(|s| s.title == "The 44 developments")
        .expect("a card list")
        .body;
    for d in DEVS.iter() {
        let icon = d.icon.map_or("–", |e| e.name());
        let row = format!("| {} | {} | {} |", d.name, d.players, icon);
        assert!(
            list.contains(&row),
            "the rules page misses or misstates {row}"
        );
    }
    assert_eq!(
        list.lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("| Card"))
            .count(),
        44
    );
}

// ---- What the player reads: reasons, words, audiences -------------------------

#[test]
fn a_sale_pays_what_its_button_says_under_indigenous_peoples() {
    use boardroom::games::mundus::cards::sale_pay;
    let mut g = progression(3, 0, &[1, 2, 3, 4, 5]);
    g.set_event(Some(EventKind::Indigenous));
    let sell = Action::Sell(0b11111);
    assert!(g.legal_actions(0).contains(&sell));
    assert_eq!(
        g.action_label(0, &sell),
        "Sell 5 different (1, 2, 3, 4, 5) for 5 doubloons"
    );
    act(&mut g, 0, sell);
    assert_eq!(g.money()[0], 5);
    let mut g = progression(3, 0, &[1, 2, 3, 7]);
    g.set_event(Some(EventKind::Indigenous));
    let sell = Action::Sell(0b1000111);
    assert_eq!(
        g.action_label(0, &sell),
        "Sell 4 different (1, 2, 3, 7) for 4 doubloons",
        "the rules table would say 5: Indigenous peoples pay 1 a card"
    );
    act(&mut g, 0, sell);
    assert_eq!(g.money()[0], 4);
    assert_eq!(sale_pay(4, Some(EventKind::Indigenous)), 4);
    assert_eq!(sale_pay(4, None), 5);
    // Juan de la Cosa is not subject to events: his sale pays the table.
    let mut g = progression(3, 0, &[1, 2, 3, 7]);
    g.set_event(Some(EventKind::Indigenous));
    g.set_devs(0, vec![ch(Character::DeLaCosa)]);
    assert!(g.action_label(0, &sell).ends_with("for 5 doubloons"));
    act(&mut g, 0, sell);
    assert_eq!(g.money()[0], 5);
}

#[test]
fn identical_sets_say_how_many_real_cards_and_how_many_relics() {
    let mut g = progression(3, 0, &[6, 6, 10]);
    let caravel = dev("Caravel 6");
    g.set_queue_card(0, caravel);
    let a = Action::Develop {
        kind: res(5),
        size: 3,
        relics: 1,
        pick: 0,
    };
    assert!(g.legal_actions(0).contains(&a));
    assert_eq!(
        g.action_label(0, &a),
        "2 sugar cane (6) + 1 relic → Caravel 6"
    );
}

#[test]
fn every_label_reads_in_words() {
    // Random games: no shorthand such as "1×2", "×R" or "2-5-7-8".
    for seed in 0..6u64 {
        let players = 2 + (seed as usize % 5);
        let mut g = new(players, seed);
        let mut rng = rng::seeded(seed);
        for _ in 0..400 {
            let Some(&s) = g.to_act().first() else { break };
            let legal = g.legal_actions(s);
            for a in legal.iter().take(60) {
                let text = g.action_label(s, a);
                assert!(!text.contains('×') && !text.contains("×R"), "{text}");
                assert!(
                    !text
                        .as_bytes()
                        .windows(3)
                        .any(|w| w[0].is_ascii_digit() && w[1] == b'-' && w[2].is_ascii_digit()),
                    "{text}"
                );
            }
            let a = legal[rng::below(&mut rng, legal.len())];
            act(&mut g, s, a);
        }
    }
    let g = trade([&[1, 2, 2, 10], &[4], &[7]]);
    assert_eq!(
        g.action_label(0, &Action::Offer(cards(&[1, 2, 2, 10]))),
        "Offer cocoa (1), 2 corn (2) and an Inca relic"
    );
}

#[test]
fn refused_trades_say_why() {
    use boardroom::games::mundus::MundusError;
    let mut g = chain(3, &[&[1, 2], &[3, 4], &[5, 6]]);
    take(&mut g, 0, 1, 2);
    take(&mut g, 1, 0, 0);
    let again = Action::Take {
        from: 1,
        kind: res(3),
        swap: None,
    };
    let e = g.clone().play(0, &again, &mut Log::silent()).unwrap_err();
    assert_eq!(e, PlayError::Rule(MundusError::ThirdTrade));
    assert!(e.to_string().contains("no third trade in a row"), "{e}");
    // The board shows the held-back card with that reason, not as a move.
    let offered = g.offered_actions(0);
    assert!(offered.contains(&(again, Some(e.to_string()))));
    assert!(offered
        .iter()
        .filter(|(_, why)| why.is_none())
        .all(|(a, _)| g.legal_actions(0).contains(a)));
    // Other reasons, each its own.
    let own = Action::Take {
        from: 0,
        kind: res(1),
        swap: None,
    };
    assert_eq!(
        g.clone().play(0, &own, &mut Log::silent()),
        Err(PlayError::Rule(MundusError::OwnOffer))
    );
    let gone = Action::Take {
        from: 2,
        kind: res(0),
        swap: None,
    };
    assert_eq!(
        g.clone().play(0, &gone, &mut Log::silent()),
        Err(PlayError::Rule(MundusError::NotOnOffer))
    );
    assert_eq!(
        g.clone().play(2, &gone, &mut Log::silent()),
        Err(PlayError::NotYourTurn { seat: 2 })
    );
    assert_eq!(
        g.clone().play(0, &Action::Call(3), &mut Log::silent()),
        Err(PlayError::Rule(MundusError::WrongStep))
    );
    // Offers: the size, and cards not held.
    let mut g = trade([&[1, 2, 3, 4], &[5, 6, 7], &[8, 9, 9]]);
    act(&mut g, 0, Action::Call(3));
    let e = g
        .clone()
        .play(1, &Action::Offer(cards(&[5, 6])), &mut Log::silent())
        .unwrap_err();
    assert_eq!(
        e,
        PlayError::Rule(MundusError::OfferSize {
            least: 3,
            most: 3,
            chosen: 2
        })
    );
    assert_eq!(e.to_string(), "the offer must be exactly 3 cards, not 2");
    assert_eq!(
        g.clone()
            .play(1, &Action::Offer(cards(&[1, 2, 3])), &mut Log::silent()),
        Err(PlayError::Rule(MundusError::NotInHand))
    );
    assert_eq!(
        g.clone().play(1, &Action::Call(2), &mut Log::silent()),
        Err(PlayError::Rule(MundusError::WrongStep))
    );
}

#[test]
fn pirate_discards_are_face_down_to_the_others() {
    use boardroom::engine::log::Audience;
    let mut g = MundusNovus::setup(3, 2);
    g.set_devs(0, vec![dev("Caravel 1"), dev("Caravel 2")]);
    g.set_round(1);
    g.set_queue_card(0, dev("Caravel 2")); // pirates icon
    g.start_round(&mut Log::silent());
    while *g.phase() == Phase::Supply {
        let s = g.to_act()[0];
        let k = g.supply()[0];
        act(&mut g, s, Action::Pick(k));
    }
    let k = (0..9).find(|&k| g.hands()[0][k] > 0).unwrap() as u8;
    let mut log = Log::recording();
    g.play(0, &Action::Discard(res(k)), &mut log).unwrap();
    let events = log.into_events();
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let card = boardroom::games::mundus::cards::resource_label(k as usize);
    for viewer in [Some(0), Some(1), None] {
        let n = Narrator::new(&names, viewer);
        let lines: Vec<String> = events
            .iter()
            .filter(|(aud, _)| aud.includes(viewer))
            .map(|(_, e)| MundusNovus::narrate(e, &n))
            .filter(|t| !t.is_empty())
            .collect();
        if viewer == Some(0) {
            assert_eq!(lines, [format!("Pirates: You discard {card}, face down.")]);
        } else {
            assert_eq!(lines, ["Pirates: Ann discards a card, face down."]);
        }
    }
    assert!(events.iter().all(|(aud, e)| *aud == Audience::Only(0)
        || !matches!(e, Event::PirateDiscard { kind: Some(_), .. })));
    assert!(events.contains(&(
        Audience::AllBut(1),
        Event::PirateDiscard {
            seat: 0,
            kind: None
        }
    )));
}

#[test]
fn coronado_pays_the_bank() {
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let text = MundusNovus::narrate(
        &Event::EventCalled {
            seat: 1,
            event: EventKind::Storm,
        },
        &Narrator::new(&names, Some(0)),
    );
    assert_eq!(
        text,
        "Coronado: Bob pays 2 doubloons to the bank for the event Storm."
    );
}
