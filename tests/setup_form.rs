//! The new-game form's choices (save::setup): the seats it opens with, a
//! seat's player changed, and the table and game number it makes.

use boardroom::engine::bots::BotKind;
use boardroom::save::setup::{
    change_player, controller_key, game_number, offered_seats, parse_controller, table_of,
    BAD_GAME_NUMBER, BOT_NAMES,
};
use boardroom::save::{Controller, SeatSpec};

#[test]
fn the_form_opens_with_you_and_named_computers() {
    let seats = offered_seats(4, BotKind::Normal);
    assert_eq!(seats[0], SeatSpec::human("You"));
    assert_eq!(seats[1], SeatSpec::bot("Ada", BotKind::Normal));
    assert_eq!(seats[3], SeatSpec::bot("Chiyo", BotKind::Normal));
    // More seats than names: the names come round again.
    let big = offered_seats(20, BotKind::Easy);
    assert_eq!(big[19].name, BOT_NAMES[0]);
}

#[test]
fn every_player_choice_reads_back_from_its_key() {
    let choices = [Controller::Human, Controller::Remote, Controller::Message]
        .into_iter()
        .chain(BotKind::LEVELS.map(Controller::Bot));
    for c in choices {
        assert_eq!(parse_controller(controller_key(c)), c);
    }
    // A seat a computer keeps for an away person shows as the person's device.
    assert_eq!(controller_key(Controller::StandIn), "remote");
    assert_eq!(parse_controller("medium"), Controller::Bot(BotKind::Normal));
    assert_eq!(parse_controller("nonsense"), Controller::Human);
}

#[test]
fn a_seat_you_leave_gets_a_name_of_its_own() {
    let mut seats = offered_seats(3, BotKind::Normal);
    change_player(&mut seats, 0, Controller::Bot(BotKind::Hard));
    // Ada and Bruno sit at the table: the next free name.
    assert_eq!(seats[0], SeatSpec::bot("Chiyo", BotKind::Hard));
    let mut seats = offered_seats(3, BotKind::Normal);
    change_player(&mut seats, 0, Controller::Remote);
    assert_eq!(seats[0].name, "Player 1");
    assert_eq!(seats[0].controller, Controller::Remote);
    // A named seat keeps its name; a seat out of range changes nothing.
    change_player(&mut seats, 1, Controller::Human);
    assert_eq!(seats[1], SeatSpec::human("Ada"));
    let before = seats.clone();
    change_player(&mut seats, 9, Controller::Human);
    assert_eq!(seats, before);
}

#[test]
fn the_table_takes_the_first_seats_with_clean_names() {
    let mut seats = offered_seats(6, BotKind::Normal);
    seats[0].name = "  Zoë  ".into();
    seats[1].name = "   ".into();
    let table = table_of(&seats, 3);
    assert_eq!(table.players(), 3);
    assert_eq!(
        table.names(),
        vec!["Zoë".to_string(), "Player 2".into(), "Bruno".into()]
    );
}

#[test]
fn a_game_number_is_a_whole_number_or_nothing() {
    assert_eq!(game_number(""), Ok(None));
    assert_eq!(game_number("  42 "), Ok(Some(42)));
    assert_eq!(game_number("4.2"), Err(BAD_GAME_NUMBER));
    assert_eq!(game_number("-1"), Err(BAD_GAME_NUMBER));
}
