//! Why an action is refused, in words a player understands.

use std::fmt;

use crate::engine::Seat;

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
    pub fn describe(self) -> &'static str {
        match self {
            Decision::TakePosition => "taking a position",
            Decision::Propose => "proposing a coalition",
            Decision::Respond => "accepting or refusing a proposal",
            Decision::NominateOrFold => "nominating or folding for broker",
            Decision::GivePlunder => "handing out the extra plunder tokens",
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
        match self {
            NotNow { waiting } => write!(f, "not now: the table is {}", waiting.describe()),
            CardNotInHand(c) => write!(f, "you do not hold {c}"),
            EmptyCoalition => write!(f, "a coalition needs at least one faction"),
            FactionAbsent(s) => write!(f, "nobody has a {s} position, so it has no boss"),
            NoMajority { players, needed } => write!(
                f,
                "only {}: a coalition needs a majority, at least {needed}",
                crate::engine::plural(*players, "player", "players")
            ),
            Superfluous {
                faction,
                without,
                total,
            } => write!(
                f,
                "{faction} is superfluous: without it the coalition still has {without} of {total} players"
            ),
            NoSuchSeat(s) => write!(f, "there is no Player {}", s + 1),
            NotEligible {
                seat,
                failed_nominee: true,
            } => write!(
                f,
                "Player {} was a failed nominee and cannot receive plunder",
                seat + 1
            ),
            NotEligible { seat, .. } => {
                write!(f, "Player {} is not in the coalition", seat + 1)
            }
            AlreadyGivenExtra(s) => write!(
                f,
                "Player {} already has an extra token: the split must stay even",
                s + 1
            ),
        }
    }
}

impl std::error::Error for DetroitError {}
