//! A game as it is saved: the table plus the record that replays it exactly.

use std::fmt::{self, Display};

use crate::engine::game::check_players;
use crate::engine::{Game, Match, PlayError, Record, SetupError};
use crate::save::table::{check_name, NameError, Table, MAX_NAME_CHARS};
use crate::words::Args;

/// More moves than any game of the catalogue lasts (the longest, Detroit Motors
/// with 18 players, takes a few thousand); longer records are refused unplayed.
pub const MAX_MOVES: usize = 20_000;

/// Everything needed to resume a game where it was left.
pub struct SavedGame<G: Game> {
    pub table: Table,
    pub record: Record<G>,
}

/// Why a save does not hang together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedGameError {
    /// The table and the record disagree on the number of seats.
    SeatCount {
        seats: usize,
        players: usize,
    },
    Setup(SetupError),
    /// More moves than any game lasts ([`MAX_MOVES`]).
    TooManyMoves,
    /// A move by a seat that is not at the table.
    NoSuchSeat {
        seat: usize,
    },
    /// A seat's name is not one set-up could have made.
    Name {
        seat: usize,
        why: NameError,
    },
}

/// Message `id` of the shared catalog, written out.
fn say(f: &mut fmt::Formatter<'_>, id: &str, args: Args) -> fmt::Result {
    f.write_str(&crate::words::current().say(id, &args))
}

impl Display for SavedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedGameError::SeatCount { seats, players } => say(
                f,
                "save-seat-count",
                Args::new()
                    .number("seats", *seats)
                    .number("players", *players),
            ),
            SavedGameError::Setup(e) => write!(f, "{e}"),
            SavedGameError::TooManyMoves => say(
                f,
                "save-too-many-moves",
                Args::new().number("most", MAX_MOVES),
            ),
            SavedGameError::NoSuchSeat { seat } => say(
                f,
                "save-no-such-seat",
                Args::new().number("player", seat + 1),
            ),
            SavedGameError::Name { seat, why } => {
                let why = match why {
                    NameError::Empty => "empty",
                    NameError::TooLong => "too-long",
                    NameError::Padded => "padded",
                    NameError::BadCharacter => "bad-character",
                };
                let args = Args::new()
                    .number("player", seat + 1)
                    .text("why", why)
                    .number("most", MAX_NAME_CHARS);
                say(f, "save-name", args)
            }
        }
    }
}

impl std::error::Error for SavedGameError {}

impl<G: Game> SavedGame<G> {
    /// A save that has passed [`SavedGame::check`].
    pub fn new(table: Table, record: Record<G>) -> Result<Self, SavedGameError> {
        let saved = SavedGame { table, record };
        saved.check()?;
        Ok(saved)
    }

    /// The save of a match in progress.
    pub fn of_match(table: Table, game: &Match<G>) -> Result<Self, SavedGameError> {
        SavedGame::new(table, game.record().clone())
    }

    /// One seat per player, a player count the game allows, names set-up could
    /// have made, and no move by a seat that does not exist. Whether every action
    /// is still legal is found by [`SavedGame::replay`].
    pub fn check(&self) -> Result<(), SavedGameError> {
        if self.table.seats.len() != self.record.players {
            return Err(SavedGameError::SeatCount {
                seats: self.table.seats.len(),
                players: self.record.players,
            });
        }
        check_players(G::info(), self.record.players).map_err(SavedGameError::Setup)?;
        for (seat, spec) in self.table.seats.iter().enumerate() {
            check_name(&spec.name).map_err(|why| SavedGameError::Name { seat, why })?;
        }
        if self.record.actions.len() > MAX_MOVES {
            return Err(SavedGameError::TooManyMoves);
        }
        if let Some(&(seat, _)) = self
            .record
            .actions
            .iter()
            .find(|(seat, _)| *seat >= self.record.players)
        {
            return Err(SavedGameError::NoSuchSeat { seat });
        }
        Ok(())
    }

    /// Rebuilds the match, checking every action against the rules.
    pub fn replay(&self) -> Result<Match<G>, PlayError<G::Error>> {
        Match::replay(self.table.names(), &self.record)
    }

    pub fn moves(&self) -> usize {
        self.record.actions.len()
    }
}

impl<G: Game> Clone for SavedGame<G> {
    fn clone(&self) -> Self {
        SavedGame {
            table: self.table.clone(),
            record: self.record.clone(),
        }
    }
}

impl<G: Game> PartialEq for SavedGame<G> {
    fn eq(&self, other: &Self) -> bool {
        self.table == other.table && self.record == other.record
    }
}

impl<G: Game> fmt::Debug for SavedGame<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SavedGame")
            .field("table", &self.table)
            .field("record", &self.record)
            .finish()
    }
}
