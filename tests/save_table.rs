//! The table and the consistency of a save.

use crate::save_support;

use boardroom::engine::bots::BotKind;
use boardroom::engine::Record;
use boardroom::save::{Controller, SavedGame, SavedGameError, SeatSpec, Table};
use save_support::{Toy, ToyOptions};

#[test]
fn the_table_tells_who_plays_each_seat() {
    let table = Table::new(vec![
        SeatSpec::human("Ana"),
        SeatSpec::bot("Bot 1", BotKind::Hard),
        SeatSpec::human("Ben"),
    ]);
    assert_eq!(table.players(), 3);
    assert_eq!(table.names(), ["Ana", "Bot 1", "Ben"]);
    assert_eq!(table.humans(), 2);
    assert!(table.is_human(0) && !table.is_human(1) && table.is_human(2));
    assert!(!table.is_human(3), "no such seat");
    assert_eq!(table.bot(1), Some(BotKind::Hard));
    assert_eq!(table.bot(0), None);
    assert_eq!(table.controller(1), Some(Controller::Bot(BotKind::Hard)));
    assert_eq!(table.controller(9), None);
}

#[test]
fn a_save_needs_one_seat_per_player_and_an_allowed_count() {
    let record = |players| Record::<Toy> {
        players,
        options: ToyOptions::default(),
        seed: 1,
        actions: vec![],
    };
    let seats = |n: usize| Table::new((0..n).map(|i| SeatSpec::human(format!("P{i}"))).collect());
    assert!(SavedGame::new(seats(2), record(2)).is_ok());
    assert_eq!(
        SavedGame::new(seats(2), record(3)).unwrap_err(),
        SavedGameError::SeatCount {
            seats: 2,
            players: 3
        }
    );
    let too_many = SavedGame::new(seats(7), record(7)).unwrap_err();
    assert!(matches!(too_many, SavedGameError::Setup(_)));
    assert!(too_many.to_string().contains("1–6 players"), "{too_many}");
}

#[test]
fn a_seat_handed_to_a_computer_stays_a_seat_of_another_device() {
    use boardroom::save::{decode, encode, StandIn};
    let mut saved = save_support::played(&["Ana", "Ben", "Cy"], ToyOptions::default(), 5, 9);
    saved.table.seats[1].controller = Controller::Remote;
    saved.table.seats[2].controller = Controller::StandIn;
    let table = &saved.table;
    // A computer plays it, at the stand-in's level; the devices panel still lists it.
    assert_eq!(table.bot(2), Some(StandIn::LEVEL));
    assert!(!table.is_human(2) && !table.is_here(2));
    assert_eq!(table.remote_seats(), [1, 2]);
    assert_eq!(table.humans(), 2);
    // The autosave keeps it as it is; a shared code makes it a plain computer.
    let back = decode::<Toy>(&encode(&saved).unwrap()).unwrap();
    assert_eq!(back.table.controller(2), Some(Controller::StandIn));
    let shared = table.shared();
    assert_eq!(shared.controller(1), Some(Controller::Human));
    assert_eq!(shared.controller(2), Some(Controller::Bot(StandIn::LEVEL)));
}
