//! Rules scenarios for The Last of the Independents, one per rule the rule
//! books state, in rules 2.0 and the 1st edition. Positions are built directly
//! on the public state.

use crate::common::lines_read;
use boardroom::engine::{Game, Log};
use boardroom::engine::{Play, PlayError};
use boardroom::games::independents::content::{
    card, Category, Effect, CARD_KINDS, COPIES, DISKS_PER_COLOUR, SECTIONS, SHEETS,
};
use boardroom::games::independents::{
    Action, Edition, Event, Fiscal, Independents, IndependentsError, IndependentsOptions, Phase,
    Target,
};

const M: Category = Category::Models;

fn game(edition: Edition, players: usize) -> Independents {
    Independents::new(players, &IndependentsOptions { edition, years: 3 }, 11).unwrap()
}

/// A bare table: no disks on sheets, pools or board; each colour all in supply.
fn bare(edition: Edition, players: usize) -> Independents {
    let mut g = game(edition, players);
    for c in &mut g.companies {
        c.on_sheet = [0; SECTIONS];
        c.pool = 0;
        c.supply = DISKS_PER_COLOUR;
        c.hand.clear();
    }
    g.order = (0..players).collect();
    g.turn = 0;
    g
}

/// Moves `n` disks of `seat` from supply to a section.
fn put(g: &mut Independents, seat: usize, section: usize, n: u8) {
    g.companies[seat].supply -= n;
    g.board[section][seat] += n;
}

fn apply(g: &mut Independents, seat: usize, a: Action) -> Vec<Event> {
    let mut log = Log::recording();
    g.play(seat, &a, &mut log).unwrap();
    log.into_events().into_iter().map(|(_, e)| e).collect()
}

fn conserved(g: &Independents) {
    for p in 0..g.players {
        assert_eq!(g.disk_total(p), u32::from(DISKS_PER_COLOUR), "seat {p}");
    }
}

// ---- content ---------------------------------------------------------------

#[test]
fn every_sheet_has_ten_circles_in_all_three_categories_and_sheets_differ() {
    assert!(SHEETS.len() >= 8);
    for s in &SHEETS {
        let total: u8 = s.circles.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, 10, "{}", s.name);
        for c in Category::ALL {
            assert!(s
                .circles
                .iter()
                .any(|&(x, _)| Category::of(x as usize) == c));
        }
    }
    for (i, a) in SHEETS.iter().enumerate() {
        for b in &SHEETS[i + 1..] {
            assert_ne!(a.circles, b.circles);
        }
    }
    assert!(CARD_KINDS.len() >= 12);
    for id in 0..(CARD_KINDS.len() * COPIES) as u8 {
        let t = card(id).trend;
        for (i, c) in Category::ALL.iter().enumerate() {
            assert_eq!(Category::of(t[i] as usize), *c, "card {id}'s trend");
        }
    }
}

// ---- selective allocation ----------------------------------------------------

fn selective_rules(edition: Edition) {
    let mut g = game(edition, 3);
    let first = g.order[0];
    let s0 = M.sections().start as u8;
    apply(
        &mut g,
        first,
        Action::Select {
            section: s0,
            disks: 4,
        },
    );
    assert_eq!(g.board[s0 as usize][first], 4);
    assert_eq!(g.companies[first].pool, 6);
    // Others may join the same section.
    let second = g.order[1];
    apply(
        &mut g,
        second,
        Action::Select {
            section: s0,
            disks: 2,
        },
    );
    let third = g.order[2];
    apply(&mut g, third, Action::Pass);
    // Back to the first: never a section already chosen this phase.
    let mut log = Log::silent();
    assert_eq!(
        g.play(
            first,
            &Action::Select {
                section: s0,
                disks: 1
            },
            &mut log
        ),
        Err(PlayError::Rule(IndependentsError::AlreadyChosen))
    );
    // Engineering sections are not open in Models.
    assert_eq!(
        g.play(
            first,
            &Action::Select {
                section: 7,
                disks: 1
            },
            &mut log
        ),
        Err(PlayError::Rule(IndependentsError::NotInCategory))
    );
    apply(
        &mut g,
        first,
        Action::Select {
            section: s0 + 1,
            disks: 6,
        },
    );
    assert_eq!(g.companies[first].pool, 0);
    // The third seat passed: it is skipped, passing is final.
    assert_eq!(g.seat_to_act(), Some(second));
    apply(&mut g, second, Action::Pass);
    assert_eq!(
        g.legal_actions(first),
        vec![Action::Pass],
        "an empty pool can only pass"
    );
    apply(&mut g, first, Action::Pass);
    assert_eq!(g.phase, Phase::Required(M));
    conserved(&g);
}

#[test]
fn selective_allocation_second_edition() {
    selective_rules(Edition::Second);
}

#[test]
fn selective_allocation_first_edition() {
    selective_rules(Edition::First);
}

#[test]
fn second_edition_passing_lane_orders_required_allocation_and_next_sequence() {
    let mut g = game(Edition::Second, 4);
    let start = g.order.clone();
    // Pass in reverse order of the track: last seat first... each in turn.
    let passers = [start[0], start[1], start[2], start[3]];
    // Seat order[0] places, the others pass, then order[0] passes last.
    apply(
        &mut g,
        passers[0],
        Action::Select {
            section: 0,
            disks: 1,
        },
    );
    apply(&mut g, passers[1], Action::Pass);
    apply(&mut g, passers[2], Action::Pass);
    apply(&mut g, passers[3], Action::Pass);
    apply(&mut g, passers[0], Action::Pass);
    let lane = vec![passers[1], passers[2], passers[3], passers[0]];
    assert_eq!(
        g.order, lane,
        "the passing lane drops to the turn order track"
    );
    assert_eq!(g.phase, Phase::Required(M));
    // Required allocation in that order, and it does not change the order.
    for &s in &lane {
        assert_eq!(g.seat_to_act(), Some(s));
        apply(&mut g, s, Action::Pass);
    }
    assert_eq!(g.order, lane);
    assert_eq!(g.phase, Phase::Cards(M));
    // Card play in that order; passing in track order keeps the track (the
    // reordering by card-play passing is the next test).
    for &s in &lane {
        apply(&mut g, s, Action::Pass);
    }
    assert_eq!(g.order, lane);
    assert_eq!(g.phase, Phase::Selective(Category::Engineering));
}

#[test]
fn second_edition_card_play_passing_reorders_and_trends_do_not() {
    let mut g = bare(Edition::Second, 3);
    g.phase = Phase::Cards(Category::Promotions);
    // Seat 0 holds a card and plays it; seat 1 passes first, seat 2 second.
    g.companies[0].hand = vec![9 * COPIES as u8]; // Market Research: draw 2
    apply(
        &mut g,
        0,
        Action::Play {
            card: 9 * COPIES as u8,
            target: Target::Nothing,
        },
    );
    apply(&mut g, 1, Action::Pass);
    apply(&mut g, 2, Action::Pass);
    apply(&mut g, 0, Action::Pass);
    assert_eq!(g.order, vec![1, 2, 0]);
    assert_eq!(g.phase, Phase::Trend);
    assert_eq!(g.seat_to_act(), Some(1));
    for s in [1, 2, 0] {
        apply(&mut g, s, Action::Pass);
    }
    assert_eq!(
        g.order,
        vec![1, 2, 0],
        "trend play does not change the order"
    );
    assert_eq!(g.phase, Phase::Selective(M));
    assert_eq!(g.year, 2);
}

#[test]
fn first_edition_order_is_fixed_for_the_year_and_comes_from_the_standings() {
    let mut g = bare(Edition::First, 3);
    g.phase = Phase::Cards(Category::Promotions);
    let id = 9 * COPIES as u8;
    g.companies[0].hand = vec![id];
    apply(
        &mut g,
        0,
        Action::Play {
            card: id,
            target: Target::Nothing,
        },
    );
    apply(&mut g, 1, Action::Pass);
    apply(&mut g, 2, Action::Pass);
    apply(&mut g, 0, Action::Pass);
    g.companies[0].hand.clear();
    assert_eq!(
        g.order,
        vec![0, 1, 2],
        "passing does not change the 1st edition's order"
    );
    // Standings at year prep: seat 2 has the most tokens, seat 1 beats seat 0 on disks.
    g.companies[2].tokens = 2;
    g.companies[1].tokens = 1;
    g.companies[0].tokens = 1;
    g.companies[1].returned = 20;
    g.companies[1].supply -= 20;
    g.companies[0].returned = 14;
    g.companies[0].supply -= 14;
    g.companies[2].returned = 13;
    g.companies[2].supply -= 13;
    for s in [0, 1, 2] {
        apply(&mut g, s, Action::Pass);
    }
    assert_eq!(g.year, 2);
    assert_eq!(g.order, vec![2, 1, 0]);
    conserved(&g);
}

// ---- required allocation -----------------------------------------------------

#[test]
fn required_allocation_moves_sheet_disks_onto_own_sections_of_the_active_category() {
    for edition in [Edition::Second, Edition::First] {
        let mut g = game(edition, 3);
        g.phase = Phase::Required(M);
        g.turn = 0;
        let seat = g.order[0];
        let sheet = &SHEETS[g.companies[seat].sheet as usize];
        let (s, n) = *sheet
            .circles
            .iter()
            .find(|&&(s, _)| Category::of(s as usize) == M)
            .unwrap();
        let other = sheet
            .circles
            .iter()
            .find(|&&(s, _)| Category::of(s as usize) != M)
            .unwrap()
            .0;
        let mut log = Log::silent();
        assert_eq!(
            g.play(
                seat,
                &Action::Require {
                    section: other,
                    disks: 1
                },
                &mut log
            ),
            Err(PlayError::Rule(IndependentsError::NotInCategory))
        );
        assert_eq!(
            g.play(
                seat,
                &Action::Require {
                    section: s,
                    disks: n + 1
                },
                &mut log
            ),
            Err(PlayError::Rule(IndependentsError::NotEnoughOnSheet))
        );
        apply(
            &mut g,
            seat,
            Action::Require {
                section: s,
                disks: n,
            },
        );
        assert_eq!(g.board[s as usize][seat], n);
        assert_eq!(g.companies[seat].on_sheet[s as usize], 0);
        assert_eq!(g.seat_to_act(), Some(seat), "one turn holds all of it");
        apply(&mut g, seat, Action::Pass);
        assert_eq!(g.seat_to_act(), Some(g.order[1]));
        conserved(&g);
    }
}

// ---- card play -----------------------------------------------------------------

fn kind_card(kind: usize) -> u8 {
    (kind * COPIES) as u8
}

/// Plays kind `kind` by seat 0 in `cat` with `target` on a prepared table.
fn play(g: &mut Independents, kind: usize, cat: Category, target: Target) {
    g.phase = Phase::Cards(cat);
    g.turn = 0;
    g.passed = 0;
    let id = kind_card(kind);
    g.companies[0].hand = vec![id];
    apply(g, 0, Action::Play { card: id, target });
    assert!(!g.companies[0].hand.contains(&id));
    assert!(g.discard.contains(&id));
    conserved(g);
}

#[test]
fn each_card_effect_does_what_its_text_says() {
    let e = Category::Engineering;
    let p = Category::Promotions;
    // 0 Assembly Line Push: +3 on a Models section.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 0, M, Target::Section(2));
    assert_eq!(g.board[2][0], 3);
    // Its icon keeps it out of Engineering.
    let mut g = bare(Edition::Second, 3);
    g.phase = Phase::Cards(e);
    g.companies[0].hand = vec![kind_card(0)];
    assert_eq!(g.legal_actions(0), vec![Action::Pass]);
    // 1 Research Lab, 2 Ad Campaign.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 1, e, Target::Section(7));
    assert_eq!(g.board[7][0], 3);
    play(&mut g, 2, p, Target::Section(13));
    assert_eq!(g.board[13][0], 3);
    // 3 Bank Loan: +2 anywhere in the active category.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 3, e, Target::Section(8));
    assert_eq!(g.board[8][0], 2);
    // 4 Price War: up to 2 of one rival's disks to their supply.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 1, 1, 3);
    play(
        &mut g,
        4,
        M,
        Target::Rival {
            section: 1,
            rival: 1,
        },
    );
    assert_eq!(g.board[1][1], 1);
    assert_eq!(g.companies[1].supply, DISKS_PER_COLOUR - 1);
    // 5 Steel Strike: one disk of every rival, not yours.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 0, 2);
    put(&mut g, 1, 0, 2);
    put(&mut g, 2, 0, 1);
    play(&mut g, 5, M, Target::Section(0));
    assert_eq!((g.board[0][0], g.board[0][1], g.board[0][2]), (2, 1, 0));
    // 6 Patent Suit: up to 3 of a rival's in Engineering.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 2, 9, 5);
    play(
        &mut g,
        6,
        e,
        Target::Rival {
            section: 9,
            rival: 2,
        },
    );
    assert_eq!(g.board[9][2], 2);
    // 7 Retooling: up to 3 of yours from one section to another.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 3, 2);
    play(&mut g, 7, M, Target::Move { from: 3, to: 4 });
    assert_eq!((g.board[3][0], g.board[4][0]), (0, 2));
    // 8 Union Contract: protected sections refuse removal and moves.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 5, 2);
    play(&mut g, 8, M, Target::Section(5));
    assert!(g.is_protected(5));
    g.phase = Phase::Cards(M);
    g.turn = 1;
    g.companies[1].hand = vec![kind_card(4)];
    assert!(!g.legal_actions(1).iter().any(|a| matches!(
        a,
        Action::Play {
            target: Target::Rival { section: 5, .. },
            ..
        }
    )));
    // 9 Market Research: draw 2.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 9, p, Target::Nothing);
    assert_eq!(g.companies[0].hand.len(), 2);
    // 10 Talent Raid: one of theirs out, one of yours in.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 1, 14, 2);
    play(
        &mut g,
        10,
        p,
        Target::Rival {
            section: 14,
            rival: 1,
        },
    );
    assert_eq!((g.board[14][0], g.board[14][1]), (1, 1));
    // 11 Full Line: +1 wherever you already are in the category.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 0, 1);
    put(&mut g, 0, 2, 1);
    play(&mut g, 11, M, Target::Nothing);
    assert_eq!((g.board[0][0], g.board[1][0], g.board[2][0]), (2, 0, 2));
    // 12 Merger Talks: one of yours from each other section into one.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 6, 2);
    put(&mut g, 0, 7, 1);
    put(&mut g, 0, 8, 1);
    play(&mut g, 12, e, Target::Section(6));
    assert_eq!((g.board[6][0], g.board[7][0], g.board[8][0]), (4, 0, 0));
    // 13 Big Three Price Cut: everyone halves, rounded down, to supply.
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 0, 12, 3);
    put(&mut g, 1, 12, 4);
    put(&mut g, 2, 12, 1);
    play(&mut g, 13, p, Target::Section(12));
    assert_eq!((g.board[12][0], g.board[12][1], g.board[12][2]), (2, 2, 1));
    // 14 Celebrity Endorsement: +2 in Promotions and a card.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 14, p, Target::Section(17));
    assert_eq!(g.board[17][0], 2);
    assert_eq!(g.companies[0].hand.len(), 1);
    // 15 Defense Contract: +1 on two different Engineering sections.
    let mut g = bare(Edition::Second, 3);
    play(&mut g, 15, e, Target::Pair(6, 11));
    assert_eq!((g.board[6][0], g.board[11][0]), (1, 1));
    // Every kind was exercised above.
    assert_eq!(CARD_KINDS.len(), 16);
    assert!(matches!(CARD_KINDS[13].effect, Effect::PriceCut));
}

/// Issue 68: with two Research Labs in hand in year 2's Engineering card play,
/// only the first copy was offered and the board called the second unplayable.
/// Copies carry different trends, so each is its own choice.
#[test]
fn every_copy_of_a_kind_is_offered_and_the_other_stays_in_hand() {
    let e = Category::Engineering;
    let mut g = bare(Edition::Second, 3);
    g.year = 2;
    g.phase = Phase::Cards(e);
    let (lab, lab2, push) = (kind_card(1), kind_card(1) + 2, kind_card(0));
    assert_eq!(card(lab).kind.name, "Research Lab");
    assert_eq!(card(lab2).kind.name, "Research Lab");
    assert_ne!(card(lab).trend, card(lab2).trend, "copies differ in trend");
    g.companies[0].hand = vec![lab, push, lab2];
    let legal = g.legal_actions(0);
    for id in [lab, lab2] {
        let sections: Vec<usize> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play {
                    card,
                    target: Target::Section(s),
                } if *card == id => Some(*s as usize),
                _ => None,
            })
            .collect();
        assert_eq!(sections, e.sections().collect::<Vec<_>>(), "card {id}");
    }
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Play { card, .. } if *card == push)),
        "a Models card is not offered in Engineering"
    );
    let s = e.sections().start + 1;
    apply(
        &mut g,
        0,
        Action::Play {
            card: lab2,
            target: Target::Section(s as u8),
        },
    );
    assert_eq!(g.board[s][0], 3);
    assert_eq!(
        g.companies[0].hand,
        vec![lab, push],
        "the first copy is kept"
    );
    conserved(&g);
}

#[test]
fn card_play_passing_is_final_and_cards_are_saved() {
    let mut g = bare(Edition::Second, 3);
    g.phase = Phase::Cards(M);
    g.companies[0].hand = vec![kind_card(3), kind_card(3) + 1];
    apply(&mut g, 0, Action::Pass);
    apply(&mut g, 1, Action::Pass);
    apply(&mut g, 2, Action::Pass);
    assert_eq!(g.phase, Phase::Selective(Category::Engineering));
    assert_eq!(g.companies[0].hand.len(), 2, "unused cards are saved");
}

// ---- competition ---------------------------------------------------------------

#[test]
fn a_lone_owner_keeps_one_disk_and_returns_the_rest() {
    let mut g = bare(Edition::Second, 3);
    put(&mut g, 1, 3, 5);
    g.compete(M, &mut Log::silent());
    assert_eq!(g.board[3][1], 1);
    assert_eq!(g.companies[1].returned, 4);
    conserved(&g);
}

fn contest(edition: Edition, seed: u64) -> (usize, Independents) {
    let mut g = bare(edition, 3);
    g.rng = boardroom::engine::rng::seeded(seed);
    put(&mut g, 0, 0, 3);
    put(&mut g, 1, 0, 3);
    let mut log = Log::recording();
    g.compete(M, &mut log);
    let winner = log
        .into_events()
        .into_iter()
        .find_map(|(_, e)| match e {
            Event::BagDraw { winner, bag, .. } => {
                assert_eq!(bag, vec![(0, 3), (1, 3)], "the bag before the draw");
                Some(winner)
            }
            _ => None,
        })
        .unwrap();
    conserved(&g);
    (winner, g)
}

#[test]
fn several_owners_draw_from_the_bag_and_losers_halve_rounding_by_edition() {
    for seed in 0..6 {
        let (w, g) = contest(Edition::Second, seed);
        let l = 1 - w;
        assert_eq!(g.board[0][w], 1, "the winner's disk stays");
        assert_eq!(g.companies[w].returned, 2, "the winner's others return");
        assert_eq!(g.board[0][l], 0);
        assert_eq!(g.companies[l].returned, 2, "2.0: 3 rounds up to 2 kept");
        assert_eq!(
            g.companies[l].supply,
            DISKS_PER_COLOUR - 3 + 1,
            "2.0: loses 1"
        );
        let (w, g) = contest(Edition::First, seed);
        let l = 1 - w;
        assert_eq!(g.companies[l].returned, 1, "1st: 3 rounds down to 1 kept");
        assert_eq!(
            g.companies[l].supply,
            DISKS_PER_COLOUR - 3 + 2,
            "1st: loses 2"
        );
    }
}

#[test]
fn bag_draws_follow_the_disk_counts() {
    let mut wins = 0;
    for seed in 0..400 {
        let mut g = bare(Edition::Second, 3);
        g.rng = boardroom::engine::rng::seeded(seed);
        put(&mut g, 0, 0, 9);
        put(&mut g, 1, 0, 1);
        g.compete(M, &mut Log::silent());
        if g.board[0][0] == 1 {
            wins += 1;
        }
    }
    assert!((330..=390).contains(&wins), "9 in 10 odds gave {wins}/400");
}

// ---- majority bonus ------------------------------------------------------------

fn majority(edition: Edition, wins: &[(usize, usize)]) -> Vec<u8> {
    let mut g = bare(edition, 3);
    let mut s = 0;
    for &(seat, n) in wins {
        for _ in 0..n {
            put(&mut g, seat, s, 1);
            s += 1;
        }
    }
    g.majority(M, &mut Log::silent());
    g.companies.iter().map(|c| c.tokens).collect()
}

#[test]
fn second_edition_majority_goes_to_the_leader_and_to_every_tied_leader() {
    assert_eq!(
        majority(Edition::Second, &[(0, 3), (1, 2), (2, 1)]),
        vec![1, 0, 0]
    );
    assert_eq!(
        majority(Edition::Second, &[(0, 2), (1, 2), (2, 1)]),
        vec![1, 1, 0]
    );
    assert_eq!(
        majority(Edition::Second, &[(0, 2), (1, 2), (2, 2)]),
        vec![1, 1, 1]
    );
    assert_eq!(majority(Edition::Second, &[]), vec![0, 0, 0]);
}

#[test]
fn first_edition_majority_needs_more_than_half_the_sections_and_no_ties() {
    assert_eq!(
        majority(Edition::First, &[(0, 3), (1, 2), (2, 1)]),
        vec![0, 0, 0]
    );
    assert_eq!(majority(Edition::First, &[(0, 4), (1, 2)]), vec![1, 0, 0]);
    assert_eq!(majority(Edition::First, &[(0, 3), (1, 3)]), vec![0, 0, 0]);
}

// ---- trends ----------------------------------------------------------------------

fn trend(edition: Edition, cover: usize) -> Independents {
    let mut g = bare(edition, 3);
    let id = 0u8;
    let t = card(id).trend;
    for &s in t.iter().take(cover) {
        put(&mut g, 0, s as usize, 1);
    }
    g.phase = Phase::Trend;
    g.companies[0].hand = vec![id];
    apply(&mut g, 0, Action::Trend { card: id });
    conserved(&g);
    g
}

#[test]
fn trends_add_a_disk_per_covered_section_and_all_three_earn_a_token() {
    let t = card(0).trend;
    let g = trend(Edition::Second, 2);
    assert_eq!(
        (g.board[t[0] as usize][0], g.board[t[1] as usize][0]),
        (2, 2)
    );
    assert_eq!(g.companies[0].tokens, 0);
    // 2.0: the token in addition to the three disks.
    let g = trend(Edition::Second, 3);
    assert_eq!(g.companies[0].tokens, 1);
    assert!(t.iter().all(|&s| g.board[s as usize][0] == 2));
    // 1st: the token instead of the disks.
    let g = trend(Edition::First, 3);
    assert_eq!(g.companies[0].tokens, 1);
    assert!(t.iter().all(|&s| g.board[s as usize][0] == 1));
    let g = trend(Edition::First, 1);
    assert_eq!(g.board[t[0] as usize][0], 2);
}

// ---- Car of the Year --------------------------------------------------------------

#[test]
fn car_of_the_year_bags_each_category_then_draws_the_token() {
    for seed in 0..20 {
        let mut g = bare(Edition::Second, 3);
        g.rng = boardroom::engine::rng::seeded(seed);
        put(&mut g, 0, 0, 1);
        put(&mut g, 1, 1, 2);
        put(&mut g, 2, 7, 1); // alone in Engineering: its disk goes through.
        let mut log = Log::recording();
        g.car_of_the_year(&mut log);
        let events: Vec<Event> = log.into_events().into_iter().map(|(_, e)| e).collect();
        let draws = events
            .iter()
            .filter(|e| matches!(e, Event::BagDraw { section: None, .. }))
            .count();
        assert_eq!(
            draws, 3,
            "Models, Engineering, then the Car of the Year section"
        );
        let winner = events
            .iter()
            .find_map(|e| match e {
                Event::CarOfTheYear { seat } => Some(*seat),
                _ => None,
            })
            .unwrap();
        assert_eq!(g.companies[winner].tokens, 1);
        assert!(g.board.iter().all(|s| s.iter().all(|&d| d == 0)));
        assert!(g.companies.iter().all(|c| c.coty == 0));
        assert_eq!(g.companies[2].returned, 1);
        assert_eq!(g.companies[0].returned + g.companies[1].returned, 3);
        conserved(&g);
    }
}

// ---- year prep -------------------------------------------------------------------

/// Ends the year with each seat owning `disks[seat]` in its return pool.
fn year_end(edition: Edition, disks: &[u8], tokens: u8) -> (Independents, Vec<Event>) {
    let mut g = bare(edition, disks.len());
    for (p, &d) in disks.iter().enumerate() {
        g.companies[p].supply -= d;
        g.companies[p].returned = d;
        g.companies[p].tokens = tokens;
        g.companies[p].hand = vec![(40 + p) as u8];
    }
    let mut log = Log::recording();
    g.end_of_year(&mut log);
    conserved(&g);
    (g, log.into_events().into_iter().map(|(_, e)| e).collect())
}

fn status(events: &[Event], seat: usize) -> Fiscal {
    events
        .iter()
        .find_map(|e| match e {
            Event::Fiscal {
                seat: s, status, ..
            } if *s == seat => Some(status.clone()),
            _ => None,
        })
        .unwrap()
}

/// Issue 68: the drawer read "You draw 4 cards." and then "You drew …". The
/// drawer reads one line naming the cards; the others and spectators, how many.
#[test]
fn a_draw_is_one_line_for_each_reader() {
    let mut g = bare(Edition::Second, 3);
    let mut log = Log::recording();
    g.end_of_year(&mut log);
    let events = log.into_events();
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let read = |viewer: Option<usize>| {
        lines_read::<Independents>(&events, &names, viewer, |t| {
            t.contains("draw") || t.contains("drew")
        })
    };
    let mine = read(Some(0));
    assert_eq!(
        mine.iter().filter(|t| t.starts_with("You")).count(),
        1,
        "{mine:?}"
    );
    assert!(mine[0].starts_with("You drew "), "{mine:?}");
    assert!(mine.contains(&"Bob draws 4 cards.".to_string()), "{mine:?}");
    let watched = read(None);
    assert!(
        watched.contains(&"Ann draws 4 cards.".to_string()),
        "{watched:?}"
    );
    assert!(!watched.iter().any(|t| t.contains("drew")), "{watched:?}");
}

#[test]
fn second_edition_year_prep_success_subsidy_and_bankruptcy() {
    let (g, ev) = year_end(Edition::Second, &[18, 13, 8], 1);
    // Success: 10 on the sheet, 8 selective.
    assert_eq!(status(&ev, 0), Fiscal::Success);
    assert_eq!((g.companies[0].sheet_disks(), g.companies[0].pool), (10, 8));
    // Subsidy: 3 left over, brought up to 6.
    assert_eq!(status(&ev, 1), Fiscal::Subsidy(3));
    assert_eq!((g.companies[1].sheet_disks(), g.companies[1].pool), (10, 6));
    // Bankruptcy: a token and the saved cards lost, a new sheet, full allotment + 6.
    assert!(matches!(
        status(&ev, 2),
        Fiscal::Bankrupt {
            token: true,
            cards: 1,
            ..
        }
    ));
    assert_eq!(g.companies[2].tokens, 0);
    assert_eq!((g.companies[2].sheet_disks(), g.companies[2].pool), (10, 6));
    assert_eq!(g.sheets_discarded.len(), 1);
    // Hands: four drawn, saved cards kept, no limit.
    assert_eq!(g.companies[0].hand.len(), 5);
    assert_eq!(g.companies[2].hand.len(), 4);
    // Disks before subsidies and bankruptcies are kept for the tie-break.
    assert_eq!(g.disks_before_prep, vec![18, 13, 8]);
}

#[test]
fn second_edition_bankruptcy_reshuffles_discarded_sheets_when_none_are_left() {
    let mut g = bare(Edition::Second, 3);
    g.sheets_left.clear();
    g.sheets_discarded = vec![7];
    g.companies[0].returned = 5;
    g.companies[0].supply -= 5;
    g.companies[1].returned = 16;
    g.companies[1].supply -= 16;
    g.companies[2].returned = 16;
    g.companies[2].supply -= 16;
    let old = g.companies[0].sheet;
    g.end_of_year(&mut Log::silent());
    let new = g.companies[0].sheet;
    assert!(new == 7 || new == old);
    conserved(&g);
}

#[test]
fn first_edition_year_prep_success_subsidy_and_bankruptcy() {
    let (g, ev) = year_end(Edition::First, &[13, 12, 10], 1);
    assert_eq!(status(&ev, 0), Fiscal::Success);
    assert_eq!((g.companies[0].sheet_disks(), g.companies[0].pool), (10, 3));
    assert_eq!(status(&ev, 1), Fiscal::Subsidy(4));
    assert_eq!(g.owned(1), 16);
    assert!(matches!(
        status(&ev, 2),
        Fiscal::Bankrupt {
            added: 6,
            token: true,
            ..
        }
    ));
    assert_eq!(g.owned(2), 16);
    assert_eq!(g.companies[2].tokens, 0);
    // A new hand: saved cards kept, dealt up to four.
    assert!(g.companies.iter().all(|c| c.hand.len() == 4));
    assert!(g.companies[0].hand.contains(&40));
}

// ---- the end ---------------------------------------------------------------------

fn last_year(edition: Edition, tokens: &[u8], disks: &[u8]) -> Independents {
    let mut g = bare(edition, tokens.len());
    g.year = g.years;
    for p in 0..tokens.len() {
        g.companies[p].tokens = tokens[p];
        g.companies[p].supply -= disks[p];
        g.companies[p].returned = disks[p];
    }
    g.end_of_year(&mut Log::silent());
    assert_eq!(g.phase, Phase::Over);
    g
}

#[test]
fn the_end_most_tokens_then_most_disks_then_a_shared_win() {
    for edition in [Edition::Second, Edition::First] {
        let g = last_year(edition, &[2, 3, 1], &[30, 12, 20]);
        assert_eq!(g.outcome().unwrap().winners(), vec![1]);
        let g = last_year(edition, &[3, 3, 1], &[20, 22, 20]);
        assert_eq!(g.outcome().unwrap().winners(), vec![1]);
        let g = last_year(edition, &[3, 3, 1], &[20, 20, 20]);
        assert_eq!(g.outcome().unwrap().winners(), vec![0, 1]);
    }
}

#[test]
fn second_edition_compares_disks_before_the_last_prep_and_bankruptcy_still_costs() {
    // Seat 1 (9 disks) goes bankrupt in the last year: it loses its token and
    // the subsidy it gets does not count for the tie-break.
    let g = last_year(Edition::Second, &[2, 3, 2], &[14, 9, 13]);
    assert_eq!(g.companies[1].tokens, 2);
    assert_eq!(g.disks_before_prep, vec![14, 9, 13]);
    assert_eq!(g.outcome().unwrap().winners(), vec![0]);
}

#[test]
fn the_game_lasts_the_set_number_of_years() {
    for years in [1u8, 2, 4] {
        let mut g = Independents::new(
            4,
            &IndependentsOptions {
                edition: Edition::Second,
                years,
            },
            3,
        )
        .unwrap();
        let mut r = boardroom::engine::rng::seeded(1);
        while g.outcome().is_none() {
            let s = g.to_act()[0];
            let a = boardroom::engine::bots::policy_action(&g, s, &mut r).unwrap();
            g.play(s, &a, &mut Log::silent()).unwrap();
        }
        assert_eq!(g.year, years);
    }
    assert!(Independents::new(
        4,
        &IndependentsOptions {
            edition: Edition::First,
            years: 0
        },
        1
    )
    .is_err());
}
