//! Rules scenarios, most taken from the seed's own examples: the invalid
//! 10-player coalition, Nominee A's brace over Nominee B's, the 5-token tie in
//! the scraps, plus a full round, blame, and the plunder split's restrictions.

use boardroom::engine::Play;
use boardroom::engine::{Game, Log, Match, PlayError};
use boardroom::games::detroit::{
    Card, DetroitAction, DetroitError, DetroitMotors, Event, FactionSet, Stage, Suit, SupportHand,
    SupportKind,
};

use DetroitAction::*;
use Suit::*;

fn c(suit: Suit, n: u8) -> Card {
    Card::new(suit, n).unwrap()
}

fn play(g: &mut DetroitMotors, seat: usize, a: DetroitAction) {
    let mut log = Log::silent();
    if let Err(e) = g.play(seat, &a, &mut log) {
        panic!("seat {seat} {a:?} refused: {e}");
    }
}

/// Every seat plays the first card of its hand as position, from seat 0.
fn take_positions(g: &mut DetroitMotors, hands: &[[Card; 3]]) {
    for (seat, h) in hands.iter().enumerate() {
        assert_eq!(g.to_act(), vec![seat]);
        play(g, seat, Position(h[0]));
    }
}

fn set(suits: &[Suit]) -> FactionSet {
    FactionSet::of(suits)
}

/// The seed's example: 10 players, Auto Workers 3, City Hall 3, Port Authority 2,
/// Railroad 1, Supplier 1.
fn ten_player_table() -> (DetroitMotors, Vec<[Card; 3]>) {
    let hands = vec![
        [c(AutoWorkers, 11), c(Supplier, 1), c(Supplier, 2)],
        [c(AutoWorkers, 5), c(Supplier, 3), c(Supplier, 4)],
        [c(AutoWorkers, 4), c(Supplier, 5), c(Supplier, 6)],
        [c(CityHall, 10), c(Supplier, 7), c(Supplier, 8)],
        [c(CityHall, 6), c(Supplier, 9), c(Supplier, 10)],
        [c(CityHall, 2), c(Railroad, 1), c(Railroad, 2)],
        [c(PortAuthority, 9), c(Railroad, 3), c(Railroad, 4)],
        [c(PortAuthority, 3), c(Railroad, 5), c(Railroad, 6)],
        [c(Railroad, 8), c(PortAuthority, 1), c(PortAuthority, 2)],
        [c(Supplier, 11), c(PortAuthority, 4), c(PortAuthority, 5)],
    ];
    let mut g = DetroitMotors::scenario(&hands, &[], 0, 1).unwrap();
    take_positions(&mut g, &hands);
    (g, hands)
}

#[test]
fn the_ten_player_coalition_with_a_superfluous_faction_is_refused() {
    let (mut g, _) = ten_player_table();
    let f = g.factions();
    assert_eq!(f.majority(), 6);
    assert_eq!(
        [AutoWorkers, CityHall, PortAuthority, Railroad, Supplier].map(|s| f.count(s)),
        [3, 3, 2, 1, 1]
    );
    // Auto Workers and City Hall tie at 3; AW 11 beats CH 10, so seat 0 proposes first.
    let view = g.view(Some(0));
    assert_eq!(view.stage, Stage::Negotiating);
    // Railroad 1 and Supplier 1 tie too: Supplier 11 beats Railroad 8.
    assert_eq!(view.proposers_left, vec![0, 3, 6, 9, 8]);
    let bad = set(&[CityHall, PortAuthority, Railroad, Supplier]);
    let why = DetroitError::Superfluous {
        faction: Railroad,
        without: 6,
        total: 10,
    };
    assert_eq!(g.factions().check(bad), Err(why.clone()));
    assert_eq!(
        why.to_string(),
        "Railroad is superfluous: without it the coalition still has 6 of 10 players"
    );
    // Proposing it is refused and changes nothing; the board shows the reason.
    let attempt = Propose {
        factions: bad,
        gravy: CityHall,
    };
    assert_eq!(
        g.play(0, &attempt, &mut Log::silent()),
        Err(PlayError::Rule(why.clone()))
    );
    assert!(!g.legal_actions(0).contains(&attempt));
    let listed = g.candidate_actions(0);
    assert!(listed.contains(&(attempt, Err(why.clone()))));
    // The board offers each invalid coalition once, with the reason.
    let offered = g.offered_actions(0);
    let shown: Vec<_> = offered
        .iter()
        .filter(|(a, _)| matches!(a, Propose { factions, .. } if *factions == bad))
        .collect();
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].1, Some(why.to_string()));
    let legal = g.legal_actions(0);
    assert_eq!(
        offered.iter().filter(|(_, why)| why.is_none()).count(),
        legal.len()
    );
    let cand = view
        .coalition_candidates
        .iter()
        .find(|k| k.factions == bad)
        .unwrap();
    assert_eq!(cand.players, 7);
    assert!(cand.valid.is_err());
    // Dropping Supplier leaves a valid coalition of 6.
    let good = set(&[CityHall, PortAuthority, Railroad]);
    assert_eq!(g.factions().check(good), Ok(()));
    // Too small, and an empty one.
    assert_eq!(
        g.factions().check(set(&[CityHall, PortAuthority])),
        Err(DetroitError::NoMajority {
            players: 5,
            needed: 6
        })
    );
    assert_eq!(
        g.factions().check(FactionSet::EMPTY),
        Err(DetroitError::EmptyCoalition)
    );
    // Every legal proposal is a valid coalition.
    for a in g.legal_actions(0) {
        let Propose { factions, .. } = a else {
            panic!("{a:?}")
        };
        assert_eq!(g.factions().check(factions), Ok(()));
    }
    let mut valid = g.factions().valid_coalitions();
    valid.sort_by_key(|s| s.bits());
    let mut expected = vec![
        set(&[AutoWorkers, CityHall]),
        set(&[AutoWorkers, PortAuthority, Railroad]),
        set(&[AutoWorkers, PortAuthority, Supplier]),
        set(&[CityHall, PortAuthority, Railroad]),
        set(&[CityHall, PortAuthority, Supplier]),
    ];
    expected.sort_by_key(|s| s.bits());
    assert_eq!(valid, expected);
    play(
        &mut g,
        0,
        Propose {
            factions: good,
            gravy: AutoWorkers,
        },
    );
    // City Hall, Port Authority and Railroad bosses answer in proposing order.
    assert_eq!(g.to_act(), vec![3]);
}

#[test]
fn nominee_a_brace_beats_nominee_b_brace_on_the_high_card() {
    let a = SupportHand::new(c(PortAuthority, 8), c(PortAuthority, 3));
    let b = SupportHand::new(c(CityHall, 7), c(CityHall, 5));
    assert_eq!((a.kind, b.kind), (SupportKind::Brace, SupportKind::Brace));
    assert!(a > b);
    // Pair beats brace beats mess, whatever the numbers.
    let pair = SupportHand::new(c(Railroad, 2), c(Supplier, 2));
    let mess = SupportHand::new(c(Railroad, 11), c(Supplier, 10));
    assert!(pair > a && a > mess);
    // Same high number: the dots decide.
    let x = SupportHand::new(c(Railroad, 9), c(Railroad, 1));
    let y = SupportHand::new(c(Supplier, 9), c(Supplier, 1));
    assert_eq!(x > y, c(Railroad, 9).dots() > c(Supplier, 9).dots());
}

/// Six players: Auto Workers 3 (boss seat 0), City Hall 2 (boss seat 3),
/// Railroad 1 (seat 5). Seat 0 holds the seed's Nominee A support, seat 3
/// Nominee B's.
fn six_player_round(seed: u64) -> (DetroitMotors, Vec<[Card; 3]>) {
    let hands = vec![
        [c(AutoWorkers, 10), c(PortAuthority, 8), c(PortAuthority, 3)],
        [c(AutoWorkers, 2), c(Supplier, 1), c(Railroad, 9)],
        [c(AutoWorkers, 3), c(Supplier, 4), c(Railroad, 10)],
        [c(CityHall, 9), c(CityHall, 7), c(CityHall, 5)],
        [c(CityHall, 6), c(Supplier, 8), c(Railroad, 1)],
        [c(Railroad, 5), c(Supplier, 11), c(PortAuthority, 11)],
    ];
    let mut g = DetroitMotors::scenario(&hands, &[], 0, seed).unwrap();
    take_positions(&mut g, &hands);
    (g, hands)
}

#[test]
fn a_full_round_gravy_scraps_election_and_plunder() {
    let (mut g, _) = six_player_round(3);
    assert_eq!(g.factions().majority(), 4);
    let mut valid = g.factions().valid_coalitions();
    valid.sort_by_key(|s| s.bits());
    assert_eq!(
        valid,
        vec![set(&[AutoWorkers, CityHall]), set(&[AutoWorkers, Railroad])]
    );
    assert_eq!(g.to_act(), vec![0]);
    play(
        &mut g,
        0,
        Propose {
            factions: set(&[AutoWorkers, CityHall]),
            gravy: AutoWorkers,
        },
    );
    assert_eq!(g.to_act(), vec![3]);
    assert_eq!(
        g.play(3, &Nominate, &mut Log::silent())
            .map_err(|e| e.to_string()),
        Err("not now: the table is accepting or refusing a proposal".into())
    );
    play(&mut g, 3, Accept);
    // Gravy to seat 0; seat 5, alone excluded, is dealt back its own scrap.
    assert_eq!(g.tokens(), &[1, 0, 0, 0, 0, 1]);
    let v5 = g.view(Some(5));
    assert_eq!(v5.my_redealt, Some(c(Railroad, 5)));
    assert_eq!(v5.seats[5].got_scrap, Some(true));
    assert!(g.hand(5).is_empty(), "the excluded discard everything");
    // The election starts with the gravy boss and goes round the coalition once.
    assert_eq!(g.view(None).stage, Stage::ElectingBroker);
    for (seat, a) in [
        (0, Nominate),
        (1, Fold),
        (2, Fold),
        (3, Nominate),
        (4, Fold),
    ] {
        assert_eq!(g.to_act(), vec![seat]);
        play(&mut g, seat, a);
    }
    assert_eq!(
        g.broker(),
        Some(0),
        "Port Authority 8-3 beats City Hall 7-5"
    );
    let v = g.view(None);
    assert!(v.seats[3].failed_nominee);
    assert_eq!(v.seats[0].support.map(|h| h.kind), Some(SupportKind::Brace));
    assert!(v.seats[1].support.is_none(), "folded support stays hidden");
    // Two plunder positions (AW 2, AW 3), four eligible: 0 each and two extras.
    let split = v.plunder.clone().unwrap();
    assert_eq!((split.total, split.base, split.extras), (2, 0, 2));
    assert_eq!(split.eligible, vec![0, 1, 2, 4]);
    let refuse = |g: &mut DetroitMotors, to: u8| g.play(0, &GiveExtra(to), &mut Log::silent());
    assert_eq!(
        refuse(&mut g, 3),
        Err(PlayError::Rule(DetroitError::NotEligible {
            seat: 3,
            failed_nominee: true
        }))
    );
    assert_eq!(
        refuse(&mut g, 5),
        Err(PlayError::Rule(DetroitError::NotEligible {
            seat: 5,
            failed_nominee: false
        }))
    );
    assert_eq!(
        refuse(&mut g, 40),
        Err(PlayError::Rule(DetroitError::NoSuchSeat(40)))
    );
    play(&mut g, 0, GiveExtra(0));
    assert_eq!(
        refuse(&mut g, 0),
        Err(PlayError::Rule(DetroitError::AlreadyGivenExtra(0)))
    );
    play(&mut g, 0, GiveExtra(4));
    assert_eq!(g.tokens(), &[2, 0, 0, 0, 1, 1]);
    // The broker goes first in round 2.
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_act(), vec![0]);
    let last = g.view(Some(0)).previous_round;
    assert!(last.contains(&Event::PlunderSplit {
        total: 2,
        shares: vec![(0, 1), (4, 1)]
    }));
}

#[test]
fn plunder_splits_evenly_with_the_odd_tokens_chosen() {
    // Everyone folds: the first player (the gravy boss) is broker, nobody is a
    // failed nominee, and 2 plunder tokens go to 2 of the 5 coalition players.
    let (mut g, _) = six_player_round(4);
    play(
        &mut g,
        0,
        Propose {
            factions: set(&[AutoWorkers, CityHall]),
            gravy: CityHall,
        },
    );
    play(&mut g, 3, Accept);
    // The gravy boss (seat 3) is in the coalition, so the election starts there.
    for seat in [3, 4, 0, 1, 2] {
        assert_eq!(g.to_act(), vec![seat]);
        play(&mut g, seat, Fold);
    }
    assert_eq!(g.broker(), Some(3));
    let split = g.view(None).plunder.unwrap();
    assert_eq!(split.eligible, vec![3, 4, 0, 1, 2]);
    play(&mut g, 3, GiveExtra(1));
    play(&mut g, 3, GiveExtra(2));
    assert_eq!(g.tokens(), &[0, 1, 1, 1, 0, 1]);
}

#[test]
fn refusals_all_round_mean_blame_and_the_largest_boss_leads() {
    let (mut g, _) = six_player_round(5);
    let ac = set(&[AutoWorkers, CityHall]);
    let ar = set(&[AutoWorkers, Railroad]);
    play(
        &mut g,
        0,
        Propose {
            factions: ac,
            gravy: AutoWorkers,
        },
    );
    play(&mut g, 3, Refuse);
    assert_eq!(g.to_act(), vec![3], "the City Hall boss proposes next");
    play(
        &mut g,
        3,
        Propose {
            factions: ac,
            gravy: CityHall,
        },
    );
    play(&mut g, 0, Refuse);
    play(
        &mut g,
        5,
        Propose {
            factions: ar,
            gravy: Railroad,
        },
    );
    play(&mut g, 0, Refuse);
    // Plunder holders (AW 2, AW 3) take a token; scraps pay nothing.
    assert_eq!(g.tokens(), &[0, 1, 1, 0, 0, 0]);
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_act(), vec![0], "the boss of the largest faction leads");
    let last = g.view(None).previous_round;
    assert!(last.contains(&Event::NoCoalition));
    assert!(last.contains(&Event::Blame { paid: vec![1, 2] }));
}

#[test]
fn the_proposers_own_faction_need_not_be_in_and_the_gravy_may_go_outside() {
    let (mut g, _) = six_player_round(6);
    // The Railroad boss is last to propose; the first two fail.
    let ac = set(&[AutoWorkers, CityHall]);
    play(
        &mut g,
        0,
        Propose {
            factions: ac,
            gravy: AutoWorkers,
        },
    );
    play(&mut g, 3, Refuse);
    play(
        &mut g,
        3,
        Propose {
            factions: ac,
            gravy: Railroad,
        },
    );
    play(&mut g, 0, Accept);
    // The Railroad boss, outside, takes the gravy, and then its own scrap back.
    assert_eq!(g.tokens()[5], 2);
    assert_eq!(g.coalition(), Some(ac));
    // The gravy boss is outside: the largest coalition faction's boss starts.
    assert_eq!(g.to_act(), vec![0]);
}

#[test]
fn largest_faction_ties_go_to_the_higher_boss_card() {
    // AW 3 (boss AW 9) and CH 3 (boss CH 9): the dots on the two 9s decide.
    let hands = vec![
        [c(AutoWorkers, 9), c(Supplier, 1), c(Supplier, 2)],
        [c(AutoWorkers, 2), c(Supplier, 3), c(Supplier, 4)],
        [c(AutoWorkers, 3), c(Supplier, 5), c(Supplier, 6)],
        [c(CityHall, 9), c(Supplier, 7), c(Supplier, 8)],
        [c(CityHall, 1), c(Supplier, 9), c(Supplier, 10)],
        [c(CityHall, 4), c(Railroad, 1), c(Railroad, 2)],
    ];
    let mut g = DetroitMotors::scenario(&hands, &[], 0, 2).unwrap();
    take_positions(&mut g, &hands);
    let higher = if c(AutoWorkers, 9) > c(CityHall, 9) {
        0
    } else {
        3
    };
    assert_ne!(c(AutoWorkers, 9).dots(), c(CityHall, 9).dots());
    assert_eq!(g.to_act(), vec![higher]);
    // Both factions are majorities on their own... no: 3 of 6 is not a majority.
    assert_eq!(
        g.factions().valid_coalitions(),
        vec![set(&[AutoWorkers, CityHall])]
    );
    let other = 3 - higher;
    let both = set(&[AutoWorkers, CityHall]);
    play(
        &mut g,
        higher,
        Propose {
            factions: both,
            gravy: AutoWorkers,
        },
    );
    play(&mut g, other, Refuse);
    play(
        &mut g,
        other,
        Propose {
            factions: both,
            gravy: CityHall,
        },
    );
    play(&mut g, higher, Refuse);
    // No coalition: blame, and the tie for largest faction goes to the higher boss.
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_act(), vec![higher]);
}

/// The seed's example: in the scraps, A and B both reach a fifth token; the one
/// dealt the higher position card wins at once and the round stops there.
#[test]
fn a_five_token_tie_in_the_scraps_goes_to_the_higher_redealt_card() {
    // Auto Workers 4 is a majority alone; seats 4 (City Hall 5) and 5 (Railroad 6),
    // both on 4 tokens, are excluded and both their position cards are scraps.
    let hands = vec![
        [c(AutoWorkers, 10), c(Supplier, 1), c(Supplier, 2)],
        [c(AutoWorkers, 2), c(Supplier, 3), c(Supplier, 4)],
        [c(AutoWorkers, 3), c(Supplier, 5), c(Supplier, 6)],
        [c(AutoWorkers, 4), c(Supplier, 7), c(Supplier, 8)],
        [c(CityHall, 5), c(Supplier, 9), c(Supplier, 10)],
        [c(Railroad, 6), c(Railroad, 1), c(Railroad, 2)],
    ];
    let mut swapped = 0;
    for seed in 0..40 {
        let mut g = DetroitMotors::scenario(&hands, &[0, 0, 0, 0, 4, 4], 0, seed).unwrap();
        take_positions(&mut g, &hands);
        play(
            &mut g,
            0,
            Propose {
                factions: set(&[AutoWorkers]),
                gravy: AutoWorkers,
            },
        );
        // No other boss is in the proposal: it forms at once.
        assert_eq!(g.tokens(), &[1, 0, 0, 0, 5, 5]);
        let got_rr6 = (4..6)
            .find(|&s| g.view(Some(s)).my_redealt == Some(c(Railroad, 6)))
            .unwrap();
        assert_eq!(g.winner(), Some(got_rr6));
        assert_eq!(g.outcome().unwrap().winners(), vec![got_rr6]);
        assert_eq!(g.outcome().unwrap().ranks[9 - got_rr6], 1);
        assert!(g.to_act().is_empty());
        assert_eq!(g.broker(), None, "the broker election is cancelled");
        assert!(!g
            .events()
            .iter()
            .any(|e| matches!(e, Event::Nominated { .. })));
        assert!(g.events().contains(&Event::GameWon {
            seat: got_rr6,
            tokens: 5,
            tied: vec![9 - got_rr6]
        }));
        if got_rr6 == 4 {
            swapped += 1;
        }
    }
    // The redealt card decides, not the one played: seat 4 played the lower card
    // yet wins whenever it was dealt Railroad 6.
    assert!((1..40).contains(&swapped), "{swapped}");
}

#[test]
fn plunder_is_paid_at_once_and_a_tie_goes_to_the_higher_position() {
    // Seats 0 and 1 both have 4 tokens; the broker (seat 0) gives the two odd
    // plunder tokens to itself and seat 1. Nobody wins until the split is done,
    // then both have 5 and seat 0's Auto Workers 10 beats seat 1's Auto Workers 2.
    let (_, hands) = six_player_round(0);
    let mut g = DetroitMotors::scenario(&hands, &[4, 4, 0, 0, 0, 0], 0, 9).unwrap();
    take_positions(&mut g, &hands);
    let both = set(&[AutoWorkers, CityHall]);
    play(
        &mut g,
        0,
        Propose {
            factions: both,
            gravy: CityHall,
        },
    );
    play(&mut g, 3, Accept);
    for seat in [3, 4, 0, 1, 2] {
        play(&mut g, seat, if seat == 0 { Nominate } else { Fold });
    }
    assert_eq!(g.broker(), Some(0));
    play(&mut g, 0, GiveExtra(0));
    assert!(
        g.outcome().is_none(),
        "the split is paid only when complete"
    );
    play(&mut g, 0, GiveExtra(1));
    assert_eq!(g.tokens(), &[5, 5, 0, 1, 0, 1]);
    assert_eq!(g.winner(), Some(0));
    assert!(g.events().contains(&Event::GameWon {
        seat: 0,
        tokens: 5,
        tied: vec![1]
    }));
    let o = g.outcome().unwrap();
    assert_eq!(o.ranks[..2], [0, 1]);
}

#[test]
fn the_log_tells_the_story_in_words() {
    let names: Vec<String> = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"]
        .map(String::from)
        .to_vec();
    let mut m: Match<DetroitMotors> = Match::new(names, Default::default(), 12).unwrap();
    let first = m.state().hand(0)[0];
    m.play(0, Position(first)).unwrap();
    let log = m.log_for(None);
    let line = &log.last().unwrap().text;
    assert!(
        line.starts_with(&format!("Ana takes a position: {first}")),
        "{line}"
    );
    // A refused action writes nothing.
    assert!(m.play(1, Accept).is_err());
    assert_eq!(m.log_for(None).len(), 1);
}

#[test]
fn scenarios_reject_impossible_set_ups() {
    let h = [c(AutoWorkers, 1), c(AutoWorkers, 2), c(AutoWorkers, 3)];
    assert!(DetroitMotors::scenario(&[h; 6], &[], 0, 0).is_err());
    assert!(DetroitMotors::scenario(&[h], &[], 0, 0).is_err());
}

#[test]
fn the_game_describes_itself() {
    let info = DetroitMotors::info();
    assert_eq!(
        (info.id, info.code_tag, info.name),
        ("detroit", 2, "Detroit Motors")
    );
    assert_eq!(
        (info.min_players, info.max_players, info.default_players),
        (6, 18, 8)
    );
    assert!(DetroitMotors::new(5, &Default::default(), 1).is_err());
    assert!(DetroitMotors::new(19, &Default::default(), 1).is_err());
    let titles: Vec<&str> = boardroom::games::detroit::RULES
        .iter()
        .map(|s| s.title)
        .collect();
    assert!(titles.contains(&"Decisions where the printed rules are silent"));
    let decisions = boardroom::games::detroit::RULES
        .iter()
        .find(|s| s.title.starts_with("Decisions"))
        .unwrap()
        .body;
    for needle in [
        "1 to 3 plunder, 4 to 6 scraps, 7 to 11 plain",
        "largest faction first",
        "one refusal sinks",
        "superfluous",
        "one at a time",
        "secret",
    ] {
        assert!(
            decisions.contains(needle),
            "the rules page should mention {needle:?}"
        );
    }
}

#[test]
fn actions_are_small_in_save_codes_and_bad_ones_do_not_load() {
    let actions = [
        Position(c(Railroad, 7)),
        Propose {
            factions: set(&[CityHall, PortAuthority]),
            gravy: CityHall,
        },
        Accept,
        Refuse,
        Nominate,
        Fold,
        GiveExtra(17),
    ];
    for a in actions {
        let bytes = postcard::to_allocvec(&a).unwrap();
        assert!(bytes.len() <= 3, "{a:?} takes {} bytes", bytes.len());
        assert_eq!(postcard::from_bytes::<DetroitAction>(&bytes).unwrap(), a);
    }
    // Variant 0 (Position) with card id 55, and Propose with factions 32.
    assert!(postcard::from_bytes::<DetroitAction>(&[0, 55]).is_err());
    assert!(postcard::from_bytes::<DetroitAction>(&[1, 32, 0]).is_err());
}

#[test]
fn the_deck_has_the_promised_marks_and_dots() {
    let all: Vec<Card> = Card::all().collect();
    assert_eq!(all.len(), 55);
    for s in Suit::ALL {
        let suit: Vec<Card> = all.iter().copied().filter(|x| x.suit() == s).collect();
        assert_eq!(suit.len(), 11);
        assert_eq!(suit.iter().filter(|x| x.is_plunder()).count(), 3);
        assert_eq!(suit.iter().filter(|x| x.is_scrap()).count(), 3);
    }
    for n in 1..=11 {
        let mut dots: Vec<u8> = Suit::ALL.iter().map(|&s| c(s, n).dots()).collect();
        dots.sort_unstable();
        assert_eq!(dots, vec![1, 2, 3, 4, 5], "number {n}");
    }
}

#[test]
fn a_whole_game_replays_from_its_record() {
    use boardroom::engine::bots::{self, BotKind};
    let names: Vec<String> = (1..=8).map(|i| format!("P{i}")).collect();
    let mut m: Match<DetroitMotors> = Match::new(names.clone(), Default::default(), 77).unwrap();
    let mut i = 0;
    while let Some(&seat) = m.state().to_act().first() {
        let a = bots::decide(m.state(), seat, BotKind::Easy, i).unwrap();
        m.play(seat, a).unwrap();
        i += 1;
    }
    let again = Match::<DetroitMotors>::replay(names, m.record()).unwrap();
    assert_eq!(again.log_for(None), m.log_for(None));
    assert_eq!(again.state().tokens(), m.state().tokens());
    assert_eq!(again.state().outcome(), m.state().outcome());
    assert!(m.log_for(None).iter().any(|l| l.text.contains("wins!")));
}
