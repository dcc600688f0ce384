//! Why an action is refused, in words a player understands: the catalog's
//! (`words/en.ftl`, under Refusals).

use std::fmt;

use crate::engine::Seat;
use crate::words::{self, Args};

use super::cards::{Card, Suit};

/// What kind of decision the game is waiting for (named in errors and the view).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Decision {
    TakePosition,
    Propose,
    Respond,
    NominateOrFold,
    GivePlunder,
}

impl Decision {
    /// The decision as the catalog's refusals choose on it (`$waiting`).
    fn key(self) -> &'static str {
        match self {
            Decision::TakePosition => "take-position",
            Decision::Propose => "propose",
            Decision::Respond => "respond",
            Decision::NominateOrFold => "nominate-or-fold",
            Decision::GivePlunder => "give-plunder",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DetroitError {
    /// The action does not fit the moment; the game waits for `waiting`.
    NotNow {
        waiting: Decision,
    },
    CardNotInHand(Card),
    EmptyCoalition,
    /// Nobody took a position in this faction, so it has no boss.
    FactionAbsent(Suit),
    NoMajority {
        players: usize,
        needed: usize,
    },
    /// Dropping `faction` would still leave `without` players, a majority.
    Superfluous {
        faction: Suit,
        without: usize,
        total: usize,
    },
    NoSuchSeat(Seat),
    /// Outside the coalition, or a failed nominee.
    NotEligible {
        seat: Seat,
        failed_nominee: bool,
    },
    AlreadyGivenExtra(Seat),
}

impl fmt::Display for DetroitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DetroitError::*;
        let args = Args::new;
        // A seat as the refusals name it: "Player 3".
        let player = |s: &Seat| args().number("player", s + 1);
        let (id, args) = match self {
            NotNow { waiting } => ("detroit-not-now", args().text("waiting", waiting.key())),
            CardNotInHand(c) => ("detroit-card-not-in-hand", args().text("card", c.to_string())),
            EmptyCoalition => ("detroit-empty-coalition", args()),
            FactionAbsent(s) => ("detroit-faction-absent", args().text("suit", s.name())),
            NoMajority { players, needed } => (
                "detroit-no-majority",
                args().number("players", *players).number("needed", *needed),
            ),
            Superfluous {
                faction,
                without,
                total,
            } => (
                "detroit-superfluous",
                args()
                    .text("faction", faction.name())
                    .number("without", *without)
                    .number("total", *total),
            ),
            NoSuchSeat(s) => ("detroit-no-such-seat", player(s)),
            NotEligible {
                seat,
                failed_nominee: true,
            } => ("detroit-failed-nominee", player(seat)),
            NotEligible { seat, .. } => ("detroit-not-in-coalition", player(seat)),
            AlreadyGivenExtra(s) => ("detroit-already-given-extra", player(s)),
        };
        f.write_str(&words::current().say(id, &args))
    }
}

impl std::error::Error for DetroitError {}
