//! The game-agnostic core: the [`Game`] trait, the seeded generator, the log,
//! records and replays, and the computer opponents written once against the trait.
//! Nothing here depends on the web.

pub mod arena;
pub mod bots;
pub mod game;
pub mod lesson;
pub mod log;
pub mod news;
pub mod play;
pub mod replay;
pub mod rng;
pub mod sealed;
pub mod sort;
pub mod standings;
pub mod take_back;

pub use game::{Actor, Game, GameInfo, Outcome, Play, Seat, SetupError};
pub use lesson::Lesson;
pub use log::{and_list, plural, sentence, Audience, Log, Names, Narrator};
pub use news::Weight;
pub use play::{Happening, LogEntry, Match, PlayError, Record, TakeBack};
pub use replay::{Replay, RoundStart};
pub use rng::GameRng;
pub use sealed::{Sealed, SealedError, SealedView};
pub use standings::{End, Series, Standings, Tally};
pub use take_back::TakeBackRun;
