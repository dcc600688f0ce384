//! The messages between a host and a guest device, versioned and compact.
//!
//! Every message is postcard. The envelope is the same for every game; a game's
//! own parts (a seat's screen, an action) travel inside it as bytes, so a guest
//! of another version is told so before anything game-specific is read, and a
//! damaged message is refused with a reason before it reaches the game.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Outcome, Seat};

/// Raised whenever a message changes shape: devices on different protocols
/// refuse each other with "update the app on both devices".
pub const PROTOCOL: u16 = 2;

/// This build, shown when two devices differ.
pub const BUILD: &str = env!("CARGO_PKG_VERSION");

/// Two devices' versions in words: with their numbers when these differ (the
/// protocol may differ under one number while the app is being developed).
pub fn versions(theirs: &str, them: &str, us: &str) -> String {
    if theirs == BUILD {
        format!("{them} runs another version of Boardroom than {us}")
    } else {
        format!("{them} runs Boardroom {theirs} and {us} runs {BUILD}")
    }
}

/// The largest message a guest may send: an action is a few dozen bytes.
pub const MAX_TO_HOST: usize = 4 * 1024;

/// The largest message a host sends: a seat's whole screen and, after a
/// (re)join, the whole log it saw in a long game. The data channel's own limit
/// (what both ends announce) is the same.
pub const MAX_TO_GUEST: usize = 256 * 1024;

/// The secret in an invite that lets only the invited device take its seat.
pub type Token = [u8; 8];

/// What a guest says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first message: who the guest is, and the invite's token.
    Hello {
        protocol: u16,
        build: String,
        token: Token,
    },
    /// An action for the guest's seat, answering the position after `moves`
    /// moves (postcard of the game's action).
    Act { moves: u32, action: Vec<u8> },
    /// Asks the coach about the guest's decision after `moves` moves.
    Coach { moves: u32 },
    /// Plays the coach's suggestion: the `index`th of the seat's legal actions.
    Suggested { moves: u32, index: u32 },
    /// Takes back the guest's last decision, made when there were `moves` moves.
    TakeBack { moves: u32 },
}

/// What a host says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToGuest {
    /// The answer to a good `Hello`: the game, the guest's seat (`None`: a
    /// spectator) and the table.
    Welcome(Welcome),
    /// The devices run different versions: nothing else will be said.
    Mismatch { protocol: u16, build: String },
    /// The guest's screen now (postcard of [`Update`] for the game).
    Update(Vec<u8>),
    /// The guest's last message changed nothing, and why.
    Refused { why: String },
    /// The coach's word on the guest's decision after `moves` moves: how far
    /// its search got (0..=1) and the best choices with their chances to win.
    Advice {
        moves: u32,
        progress: f32,
        best: Vec<Suggested>,
    },
}

/// One of the coach's choices: its words, its chance to win the game, and its
/// place among the seat's legal actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Suggested {
    pub label: String,
    pub win: f32,
    pub index: u32,
}

/// What a guest learns on joining.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// The game's id (see `GameInfo::id`).
    pub game: String,
    pub seat: Option<Seat>,
    /// Each seat's name, and whether a computer plays it.
    pub names: Vec<String>,
    pub computers: Vec<bool>,
}

/// One event the guest's seat saw: after which move, who moved, what.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Seen<G: Game> {
    pub after: usize,
    pub seat: Seat,
    pub event: G::Event,
}

/// A guest's screen: everything its seat may see now, and nothing more.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Update<G: Game> {
    pub moves: usize,
    /// `true`: `events` is the whole log the seat saw (on joining, after a take
    /// back); `false`: they follow the ones already sent.
    pub reset: bool,
    pub events: Vec<Seen<G>>,
    pub view: G::View,
    pub to_act: Vec<Seat>,
    /// The actions offered to the seat now, each with a reason when not possible,
    /// and their labels (the words on the buttons).
    pub offered: Vec<(G::Action, Option<String>)>,
    pub labels: Vec<String>,
    /// The guide's word on the seat's decision now.
    pub explain: Option<String>,
    /// The news runs from this move on: the one after the seat's own last move.
    pub news_from: usize,
    pub outcome: Option<Outcome>,
    /// Once the game is over, the standings explained and how they went (the
    /// guest has not the moves to replay them).
    pub end: Option<crate::engine::End>,
    /// Whether the seat may take back its last decision now.
    pub may_take_back: bool,
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    TooLarge { bytes: usize, limit: usize },
    Garbled(String),
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WireError::TooLarge { bytes, limit } => {
                write!(f, "a message of {bytes} bytes is over the limit of {limit}")
            }
            WireError::Garbled(why) => write!(f, "a damaged message ({why})"),
        }
    }
}

/// Writes a message.
pub fn write<T: Serialize>(message: &T) -> Vec<u8> {
    // Our own types always serialise: a failure would be a bug, and sends nothing.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Why a message did not read, in a few words (postcard's own texts are long,
/// and were a kilobyte of the app).
fn garbled(e: postcard::Error) -> &'static str {
    match e {
        postcard::Error::DeserializeUnexpectedEnd => "it ends early",
        postcard::Error::DeserializeBadUtf8 => "a text in it is not text",
        _ => "its contents are not a message",
    }
}

/// Reads a message of at most `limit` bytes, refusing trailing bytes.
pub fn read<T: serde::de::DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, WireError> {
    if bytes.len() > limit {
        return Err(WireError::TooLarge {
            bytes: bytes.len(),
            limit,
        });
    }
    match postcard::take_from_bytes::<T>(bytes) {
        Ok((value, [])) => Ok(value),
        Ok(_) => Err(WireError::Garbled("bytes after the end".into())),
        Err(e) => Err(WireError::Garbled(garbled(e).into())),
    }
}
