//! Whom a position waits for ([`Turn`]) and the keeper's step ([`Step`]),
//! over every mix of seats: people at this device, on their own devices
//! live, by message, computers and stand-ins, in every seat order. No mix may
//! wait for ever: some seat can always act, a computer never waits for a seat
//! on another device or by message, and the keeper always has a step that
//! lets the game go on. Checked exhaustively on the function itself, then by
//! whole random games of every listed game (and the sealed test game) with
//! random mixes, played by whoever may act now, to their end.

use crate::common;

use boardroom::engine::bots::BotKind;
use boardroom::engine::{rng, Game, GameRng, Match, Seat};
use boardroom::games::{self, Listed, Visitor};
use boardroom::net::keeper::Step;
use boardroom::save::{Controller, SeatSpec, Table, Turn};
use common::sealed_rps::SealedRps;

const KINDS: [Controller; 5] = [
    Controller::Human,
    Controller::Remote,
    Controller::Message,
    Controller::Bot(BotKind::Normal),
    Controller::StandIn,
];

fn table_of(controllers: &[Controller]) -> Table {
    Table::new(
        controllers
            .iter()
            .enumerate()
            .map(|(s, &controller)| SeatSpec {
                name: format!("P{s}"),
                controller,
            })
            .collect(),
    )
}

/// The seats that may act now, as the pages act on `turn`: the person here,
/// the computer thinking, the live devices, and the seats by message once
/// their table link is due (and posted).
fn movers(turn: &Turn) -> Vec<Seat> {
    let mut seats: Vec<Seat> = turn.here.into_iter().collect();
    seats.extend(turn.computer.map(|(s, _)| s));
    seats.extend(&turn.devices);
    if turn.link_due {
        seats.extend(&turn.by_message);
    }
    seats
}

/// What [`Turn`] must say of `to_act` at `table`.
fn check_turn(to_act: &[Seat], table: &Table) {
    let turn = Turn::of(to_act, table);
    let of = |kind: fn(Controller) -> bool| -> Vec<Seat> {
        to_act
            .iter()
            .copied()
            .filter(|&s| table.controller(s).is_some_and(kind))
            .collect()
    };
    let here = of(|c| c == Controller::Human);
    let computers = of(|c| c.bot().is_some());
    let context = format!("to act {to_act:?} at {:?}", table.seats);
    assert_eq!(turn.here, here.first().copied(), "{context}");
    // A computer waits only for a person at this device.
    let thinking = if here.is_empty() {
        computers.first().copied()
    } else {
        None
    };
    assert_eq!(turn.computer.map(|(s, _)| s), thinking, "{context}");
    assert_eq!(turn.devices, of(|c| c == Controller::Remote), "{context}");
    assert_eq!(
        turn.by_message,
        of(|c| c == Controller::Message),
        "{context}"
    );
    assert_eq!(
        turn.moves_on(),
        !to_act.is_empty(),
        "someone acts whenever a seat is to act: {context}"
    );
    assert!(
        movers(&turn).iter().all(|s| to_act.contains(s)),
        "{context}"
    );
    if !to_act.is_empty() {
        let names = table.names();
        let said = turn.waiting_for(&names).expect("a seat to act is named");
        for &s in to_act {
            assert!(said.contains(&names[s]), "{said} names {}", names[s]);
        }
    }
    // The keeper: whatever was sent or posted, some step moves the game on.
    for posted in [false, true] {
        match Step::due(&turn, &[], false, posted) {
            Step::PostTable(seats) => assert_eq!(seats, turn.by_message, "{context}"),
            Step::PasteMoves(seats) => assert!(!seats.is_empty() && posted, "{context}"),
            Step::PlayHere(s) => assert_eq!(Some(s), turn.here, "{context}"),
            Step::Computers => assert!(turn.computer.is_some(), "{context}"),
            Step::Devices(seats) => {
                assert!(!seats.is_empty() || to_act.is_empty(), "{context}")
            }
            step => panic!("{step:?} in a game not over: {context}"),
        }
    }
}

#[test]
fn every_mix_and_order_of_seats_has_someone_to_act() {
    // Every controller in every seat, for tables of 1 to 5, with every set of
    // seats to act (a sealed step asks several at once).
    for players in 1..=5usize {
        let mixes = KINDS.len().pow(players as u32);
        for mix in 0..mixes {
            let controllers: Vec<Controller> = (0..players)
                .map(|s| KINDS[mix / KINDS.len().pow(s as u32) % KINDS.len()])
                .collect();
            let table = table_of(&controllers);
            for set in 0..(1u32 << players) {
                let to_act: Vec<Seat> = (0..players).filter(|&s| set & (1 << s) != 0).collect();
                check_turn(&to_act, &table);
            }
        }
    }
}

#[test]
fn the_stall_from_the_issue_is_gone() {
    // The keeper, Ada and Bruno by message, a computer: after the keeper
    // sealed, Ada, Bruno and the computer are to act.
    let table = table_of(&[
        Controller::Human,
        Controller::Message,
        Controller::Message,
        Controller::Bot(BotKind::Normal),
    ]);
    let turn = Turn::of(&[1, 2, 3], &table);
    assert_eq!(
        turn.computer.map(|(s, _)| s),
        Some(3),
        "the computer plays now"
    );
    assert!(!turn.link_due, "the table link follows the computer's move");
    assert_eq!(Step::due(&turn, &[], false, false), Step::Computers);
    // Then Ada and Bruno: the table link is due.
    let turn = Turn::of(&[1, 2], &table);
    assert!(turn.link_due);
    assert_eq!(
        Step::due(&turn, &[], false, false),
        Step::PostTable(vec![1, 2])
    );
    assert_eq!(
        Step::due(&turn, &[], false, true),
        Step::PasteMoves(vec![1, 2])
    );
    // While the keeper still chooses, Ada and Bruno may already.
    let turn = Turn::of(&[0, 1, 2, 3], &table);
    assert_eq!(turn.here, Some(0));
    assert!(
        turn.link_due,
        "the seats by message need not wait for the keeper"
    );
    assert_eq!(
        turn.waiting_for(&table.names()).as_deref(),
        Some("The game waits for P0, P1 (by message), P2 (by message) and P3 (computer).")
    );
    // Seat links come first, and the last table link once the game is over.
    assert_eq!(
        Step::due(&turn, &[2], false, false),
        Step::SeatLinks(vec![2])
    );
    assert_eq!(Step::due(&turn, &[2], true, false), Step::PostTable(vec![]));
    assert_eq!(Step::due(&turn, &[], true, true), Step::Done);
}

/// Plays random whole games of `G` with random mixes of seats, each move
/// made by one of the seats that may act now (see [`movers`]).
fn play_mixes<G: Game>(players: usize, options: &G::Options, mixes: usize, seed: u64) -> usize {
    let mut r: GameRng = rng::seeded(seed);
    let mut sealed_steps = 0;
    for _ in 0..mixes {
        let controllers: Vec<Controller> = (0..players)
            .map(|_| KINDS[rng::below(&mut r, KINDS.len())])
            .collect();
        let table = table_of(&controllers);
        let seed = rng::below(&mut r, 1 << 30) as u64;
        let mut m = Match::<G>::new(table.names(), options.clone(), seed).expect("a new game");
        for _ in 0..20_000 {
            if m.state().outcome().is_some() {
                break;
            }
            let to_act = m.state().to_act();
            check_turn(&to_act, &table);
            if m.state().simultaneous() && to_act.len() > 1 {
                sealed_steps += 1;
            }
            let movers = movers(&Turn::of(&to_act, &table));
            let seat = movers[rng::below(&mut r, movers.len())];
            let action = common::mixed_move(m.state(), seat, &mut r);
            m.play(seat, action).expect("a legal move");
        }
        assert!(
            m.state().outcome().is_some(),
            "{} with {:?} ended",
            G::info().name,
            controllers
        );
    }
    sealed_steps
}

struct Mixes;

impl Visitor for Mixes {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        // The smallest tables, where each kind of seat weighs most; a sealed
        // game at every count.
        let top = if info.id == "mundus-novus" {
            info.max_players
        } else {
            (info.min_players + 1).min(info.max_players)
        };
        for players in info.min_players..=top {
            let seed = 0x5ea7 ^ ((players as u64) << 12) ^ info.code_tag as u64;
            let sealed = play_mixes::<G>(players, &G::Options::default(), 10, seed);
            if info.id == "mundus-novus" {
                assert!(sealed > 0, "Mundus Novus met a sealed step at {players}");
            }
        }
    }
}

#[test]
fn whole_games_with_every_kind_of_seat_end() {
    for info in games::infos() {
        games::visit(info.id, Mixes).expect("a listed game");
    }
}

#[test]
fn the_sealed_test_game_ends_with_every_mix() {
    let sealed = play_mixes::<SealedRps>(2, &Default::default(), 50, 7);
    assert!(sealed > 0);
}
