//! The messages between a host and a guest device, versioned and compact.
//!
//! Every message is postcard. The first words each way are the same for every
//! game and version (a device's hello; the host's welcome, mismatch or
//! refusal: [`Opening`]), so a device of another version is told so before
//! anything game-specific is read; a damaged message is refused with a reason
//! before it reaches the game, and an action travels [`Packed`] inside its
//! message, so one that does not read is refused as no move of this game.
//!
//! Host and devices speak one enum each way ([`FromSeat`], [`ToSeat`]), the
//! same typed and on the wire; this is the transport's edge, where they become
//! bytes and back, with each direction's limit.

use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::{Game, Outcome, Seat};

/// Raised whenever a message changes shape: devices on different protocols
/// refuse each other with "update the app on both devices".
pub const PROTOCOL: u16 = 6;

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

/// What a device says: one enum, typed and on the wire alike. Adding a message
/// is a variant here, its arm in [`crate::net::host::Host::receive`] and the
/// guest's way to send it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum FromSeat<G: Game> {
    /// The first message: the device's version and its invite's secret. It
    /// stays first and the same in every version (see [`hello`]).
    Hello {
        protocol: u16,
        build: String,
        token: Token,
    },
    /// An action for the device's seat, answering the position after `moves`
    /// moves; packed, so that one that does not read is refused as no move of
    /// this game rather than as a damaged message.
    Act {
        moves: usize,
        action: Packed<G::Action>,
    },
    /// Asks the coach about the seat's decision after `moves` moves.
    Coach { moves: usize },
    /// Plays the coach's suggestion: the `index`th of the seat's legal actions.
    Suggested { moves: usize, index: usize },
    /// Takes back the seat's last decision, made when there were `moves` moves.
    TakeBack { moves: usize },
}

impl<G: Game> FromSeat<G> {
    /// The hello of this build, with an invite's token.
    pub fn hello(token: Token) -> Self {
        FromSeat::Hello {
            protocol: PROTOCOL,
            build: BUILD.to_string(),
            token,
        }
    }

    /// An action for the seat, answering the position after `moves` moves.
    pub fn act(moves: usize, action: &G::Action) -> Self {
        FromSeat::Act {
            moves,
            action: Packed::new(action),
        }
    }
}

/// What the host says to a device: one enum, typed and on the wire alike.
/// Its first three variants are what a device may hear before it knows the
/// game, the same for every game (see [`Opening`]): keep
/// them first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum ToSeat<G: Game> {
    /// The answer to a good hello (and again when a seat changes hands): the
    /// game, the device's seat and the table.
    Welcome(Welcome),
    /// The devices run different versions: nothing else will be said.
    Mismatch { protocol: u16, build: String },
    /// The device's last message changed nothing, and why.
    Refused(Refusal),
    /// The device's screen now (boxed: much larger than the other messages).
    Update(Box<Update<G>>),
    /// The coach's word on the seat's decision.
    Advice(Advice),
    /// The seat is played by message again: this device's live link ends
    /// here, and the seat's own device opens the table links.
    ByMessage,
}

/// The coach's word on a seat's decision after `moves` moves: how far its
/// search got (0..=1; `further`: past its budget, for a figure it can show),
/// its best choices, and why it speaks in words where it does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    pub moves: u32,
    pub progress: f32,
    pub further: bool,
    pub best: Vec<Suggested>,
    pub why: Option<crate::engine::bots::Words>,
}

/// One of the coach's choices: its words, what the coach says of it, and its
/// place among the seat's legal actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Suggested {
    pub label: String,
    pub verdict: crate::engine::bots::Verdict,
    pub index: u32,
}

/// Why a device's message changed nothing. The words go back to the device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The bytes did not read as a message.
    Wire(String),
    /// The device runs another version.
    Version {
        protocol: u16,
        build: String,
    },
    BadToken,
    NotJoined,
    /// The message answers an older (or newer) position.
    Stale {
        asked: usize,
        now: usize,
    },
    Spectator,
    NotAnAction(String),
    TakeBack,
    CoachOff,
    /// The game refused it: the rules' own words (from the host's typed
    /// [`crate::engine::PlayError`]; a device reads them, it need not know the game's errors).
    Rule(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Wire(e) => write!(f, "The host could not read that: {e}."),
            Refusal::Version { build, .. } => write!(
                f,
                "{}: update the app on both devices, then join again.",
                versions(build, "This device", "the host")
            ),
            Refusal::BadToken => write!(
                f,
                "This invite is not for this seat any more: ask the host for a new one."
            ),
            Refusal::NotJoined => write!(f, "Join the table first."),
            Refusal::Stale { asked, now } => write!(
                f,
                "That answered the position after {asked} moves, and the game is at move \
                 {now}: look again and decide."
            ),
            Refusal::Spectator => write!(f, "A spectator watches and does not play."),
            Refusal::NotAnAction(why) => write!(f, "That is not a move of this game ({why})."),
            Refusal::TakeBack => write!(f, "You cannot take back that decision now."),
            Refusal::CoachOff => write!(f, "The coach is switched off for this game."),
            Refusal::Rule(why) => write!(f, "That move is not allowed: {why}"),
        }
    }
}

/// A game's part inside a message: its own bytes, read once the message
/// around it is known good, so that a part that does not read is told apart
/// from a damaged message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent, bound = "")]
pub struct Packed<T> {
    bytes: Vec<u8>,
    #[serde(skip)]
    of: PhantomData<fn() -> T>,
}

impl<T: Serialize + DeserializeOwned> Packed<T> {
    pub fn new(value: &T) -> Self {
        Packed {
            bytes: write(value),
            of: PhantomData,
        }
    }

    /// The part, read (the message around it was already held to its limit).
    pub fn open(&self) -> Result<T, WireError> {
        read(&self.bytes, self.bytes.len())
    }
}

/// What a host may say to a device before the device knows the game: the first
/// three variants of [`ToSeat`], which are the same for every game (a test
/// holds the two to each other).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum Opening {
    Welcome(Welcome),
    Mismatch { protocol: u16, build: String },
    Refused(Refusal),
}

/// A device's first message, the same for every game and every version: the
/// first variant of [`FromSeat`], which the host reads before anything else.
#[derive(Serialize)]
enum Hello {
    Hello {
        protocol: u16,
        build: String,
        token: Token,
    },
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

/// An action offered to the seat: the words on its button, and why it is
/// not possible now, if it is not.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Offered<G: Game> {
    pub action: G::Action,
    pub label: String,
    pub why: Option<String>,
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
    /// The actions offered to the seat now.
    pub offered: Vec<Offered<G>>,
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

/// The hello of this build with an invite's token, for the wire: the same
/// for every game (a device learns the game from the welcome).
pub fn hello(token: Token) -> Vec<u8> {
    write(&Hello::Hello {
        protocol: PROTOCOL,
        build: BUILD.to_string(),
        token,
    })
}

/// Reads a device's message: a damaged one is refused with the reason.
pub fn from_guest<G: Game>(bytes: &[u8]) -> Result<FromSeat<G>, Refusal> {
    read(bytes, MAX_TO_HOST).map_err(|e| Refusal::Wire(e.to_string()))
}

/// Reads a host's first words, before the game is known (the welcome says
/// it); anything else is a game's message, to read with [`from_host`].
pub fn opening(bytes: &[u8]) -> Result<Opening, WireError> {
    read(bytes, MAX_TO_GUEST)
}

/// Reads a host's message for a device that knows the game.
pub fn from_host<G: Game>(bytes: &[u8]) -> Result<ToSeat<G>, WireError> {
    read(bytes, MAX_TO_GUEST)
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
pub fn read<T: DeserializeOwned>(bytes: &[u8], limit: usize) -> Result<T, WireError> {
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
