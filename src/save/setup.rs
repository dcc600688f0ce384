//! The new-game form's choices as plain data: the seats it offers, a seat's
//! player changed, and the table and game number the form makes. The page
//! (`app::setup`) shows them and sends each change here, so each step is
//! tested natively.

use super::table::{clean_name, Controller, SeatSpec, Table};
use crate::engine::bots::BotKind;

/// Names offered to computer seats, in order.
pub const BOT_NAMES: [&str; 18] = [
    "Ada", "Bruno", "Chiyo", "Dmitri", "Esther", "Farid", "Greta", "Hiro", "Ines", "Jonas",
    "Kemal", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa",
];

/// What the form says of a game number that is not one.
pub const BAD_GAME_NUMBER: &str = "The game number must be a whole number (or leave it empty).";

/// The seats the form opens with: "You" first, then computers at `level`,
/// each with the next name.
pub fn offered_seats(count: usize, level: BotKind) -> Vec<SeatSpec> {
    (0..count)
        .map(|i| match i {
            0 => SeatSpec::human("You"),
            _ => SeatSpec::bot(BOT_NAMES[(i - 1) % BOT_NAMES.len()], level),
        })
        .collect()
}

/// A seat's player as the form's select box names it.
pub fn controller_key(c: Controller) -> &'static str {
    match c {
        Controller::Human => "human",
        Controller::Remote | Controller::StandIn => "remote",
        Controller::Message => "message",
        Controller::Bot(k) => k.id(),
    }
}

/// The player a select box's key names (a person on this device if none).
pub fn parse_controller(key: &str) -> Controller {
    match key {
        "remote" => Controller::Remote,
        "message" => Controller::Message,
        _ => BotKind::parse(key).map_or(Controller::Human, Controller::Bot),
    }
}

/// Seat `i` is now played by `c`. "You" is the person at this device: a seat
/// it no longer plays gets a name of its own (else the log says "You
/// takes…"): a computer's first unused name, or "Player N".
pub fn change_player(seats: &mut [SeatSpec], i: usize, c: Controller) {
    let Some(seat) = seats.get_mut(i) else {
        return;
    };
    seat.controller = c;
    if c == Controller::Human || seat.name != "You" {
        return;
    }
    let name = match c {
        Controller::Bot(_) => BOT_NAMES
            .iter()
            .find(|n| !seats.iter().any(|s| s.name == **n))
            .map_or_else(|| format!("Player {}", i + 1), |n| n.to_string()),
        _ => format!("Player {}", i + 1),
    };
    seats[i].name = name;
}

/// The table the form makes: its first `players` seats, each name cleaned
/// and an empty one given "Player N".
pub fn table_of(seats: &[SeatSpec], players: usize) -> Table {
    let seats = seats
        .iter()
        .take(players)
        .enumerate()
        .map(|(i, s)| {
            let name = clean_name(&s.name);
            SeatSpec {
                name: if name.is_empty() {
                    format!("Player {}", i + 1)
                } else {
                    name
                },
                controller: s.controller,
            }
        })
        .collect();
    Table::new(seats)
}

/// The game number typed: `None` when left empty (the game is dealt at
/// random), or why it is not one.
pub fn game_number(typed: &str) -> Result<Option<u64>, &'static str> {
    match typed.trim() {
        "" => Ok(None),
        t => t.parse().map(Some).map_err(|_| BAD_GAME_NUMBER),
    }
}
