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
}

impl Controller {
    pub fn is_human(self) -> bool {
        self == Controller::Human
    }

    pub fn bot(self) -> Option<BotKind> {
        match self {
            Controller::Human => None,
            Controller::Bot(kind) => Some(kind),
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

    /// The bot level playing `seat`, if a bot plays it.
    pub fn bot(&self, seat: Seat) -> Option<BotKind> {
        self.controller(seat).and_then(Controller::bot)
    }

    pub fn humans(&self) -> usize {
        self.seats
            .iter()
            .filter(|s| s.controller.is_human())
            .count()
    }
}
