//! Who sits at the table: a name per seat and who plays it.

use serde::{Deserialize, Serialize};

use crate::engine::bots::BotKind;
use crate::engine::Seat;

/// Who makes the decisions for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Controller {
    /// A person at this device (hot seat).
    Human,
    /// A computer opponent of the given level.
    Bot(BotKind),
    /// A person playing on another device, through this one (the host).
    Remote,
    /// A person playing by message: the keeper (this device) sends them table
    /// links and they answer with move links (see `crate::net::post`).
    Message,
    /// A computer ([`StandIn::LEVEL`]) keeping the seat of a person on another
    /// device who left, until the host invites a person back.
    StandIn,
}

/// The computer that keeps an away player's seat: the level set-up offers
/// first, neither a pushover nor a shark.
pub struct StandIn;

impl StandIn {
    pub const LEVEL: BotKind = BotKind::Normal;
}

impl Controller {
    /// A person decides for the seat, here or on another device.
    pub fn is_human(self) -> bool {
        matches!(
            self,
            Controller::Human | Controller::Remote | Controller::Message
        )
    }

    /// A person decides for the seat on this device.
    pub fn is_here(self) -> bool {
        self == Controller::Human
    }

    pub fn bot(self) -> Option<BotKind> {
        match self {
            Controller::Bot(kind) => Some(kind),
            Controller::StandIn => Some(StandIn::LEVEL),
            Controller::Human | Controller::Remote | Controller::Message => None,
        }
    }
}

/// One seat: the name shown everywhere and who plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSpec {
    pub name: String,
    pub controller: Controller,
}

impl SeatSpec {
    pub fn human(name: impl Into<String>) -> Self {
        SeatSpec {
            name: name.into(),
            controller: Controller::Human,
        }
    }

    pub fn bot(name: impl Into<String>, kind: BotKind) -> Self {
        SeatSpec {
            name: name.into(),
            controller: Controller::Bot(kind),
        }
    }
}

/// Everyone at the table, in seat order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub seats: Vec<SeatSpec>,
}

impl Table {
    pub fn new(seats: Vec<SeatSpec>) -> Self {
        Table { seats }
    }

    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// The names in seat order, as [`crate::engine::Match`] wants them.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Who plays `seat`; `None` for a seat that does not exist.
    pub fn controller(&self, seat: Seat) -> Option<Controller> {
        self.seats.get(seat).map(|s| s.controller)
    }

    /// `false` for bots and for seats that do not exist.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.controller(seat).is_some_and(Controller::is_human)
    }

    /// `true` for a person on this device.
    pub fn is_here(&self, seat: Seat) -> bool {
        self.controller(seat).is_some_and(Controller::is_here)
    }

    /// The seats people play by message.
    pub fn message_seats(&self) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.controller(s) == Some(Controller::Message))
            .collect()
    }

    /// The seats people play on other devices (or did, before a computer
    /// took over for them).
    pub fn remote_seats(&self) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| {
                matches!(
                    self.controller(s),
                    Some(Controller::Remote | Controller::StandIn)
                )
            })
            .collect()
    }

    /// The table as a save code carries it: whoever opens a shared game plays
    /// the other devices' seats on theirs, passing it round, and a computer
    /// keeping a seat is a computer there.
    pub fn shared(&self) -> Table {
        let mut table = self.clone();
        for seat in &mut table.seats {
            seat.controller = match seat.controller {
                Controller::Remote => Controller::Human,
                Controller::StandIn => Controller::Bot(StandIn::LEVEL),
                other => other,
            };
        }
        table
    }

    /// The bot level playing `seat`, if a bot plays it.
    pub fn bot(&self, seat: Seat) -> Option<BotKind> {
        self.controller(seat).and_then(Controller::bot)
    }

    /// Each seat's computer level, `None` for a person: who the coach's
    /// chances were measured against ([`crate::engine::bots::Seated`]).
    pub fn levels(&self) -> Vec<Option<BotKind>> {
        self.seats.iter().map(|s| s.controller.bot()).collect()
    }

    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller.is_human())
            .count()
    }
}

/// The longest name a seat may have, in characters: what set-up allows, and what
/// a save code may carry.
pub const MAX_NAME_CHARS: usize = 24;

/// Characters a name may not hold: control characters (newlines, NUL...),
/// the invisible ones (but not the joiners emoji and some scripts need), and those that turn the direction of the text around
/// the name (a right-to-left override would garble the rest of the line).
fn is_forbidden_in_name(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{061C}'
                | '\u{200B}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{FEFF}'
                | '\u{FFF9}'..='\u{FFFB}'
        )
}

/// Why a seat's name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    /// Spaces before or after it.
    Padded,
    /// A character no name may hold (see [`clean_name`]).
    BadCharacter,
}

impl std::fmt::Display for NameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let id = match self {
            NameError::Empty => "save-name-empty",
            NameError::TooLong => "save-name-too-long",
            NameError::Padded => "save-name-padded",
            NameError::BadCharacter => "save-name-bad-character",
        };
        let args = crate::words::Args::new().number("most", MAX_NAME_CHARS);
        f.write_str(&crate::words::current().say(id, &args))
    }
}

/// Whether `name` is one set-up could have made.
pub fn check_name(name: &str) -> Result<(), NameError> {
    if name.chars().any(is_forbidden_in_name) {
        return Err(NameError::BadCharacter);
    }
    if name.trim() != name {
        return Err(NameError::Padded);
    }
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(NameError::TooLong);
    }
    Ok(())
}

/// What set-up makes of a typed name: forbidden characters dropped, spaces
/// trimmed, cut to [`MAX_NAME_CHARS`]. May be empty (set-up then names the seat).
pub fn clean_name(typed: &str) -> String {
    let kept: String = typed
        .chars()
        .filter(|&c| !is_forbidden_in_name(c))
        .collect();
    let cut: String = kept.trim().chars().take(MAX_NAME_CHARS).collect();
    cut.trim_end().to_string()
}
