//! The messages between a host and a guest device, versioned and compact.
//!
//! Every message is postcard. The envelope is the same for every game; a game's
//! own parts (a seat's screen, an action) travel inside it as bytes, so a guest
//! of another version is told so before anything game-specific is read, and a
//! damaged message is refused with a reason before it reaches the game.
//!
//! Host and devices speak typed messages ([`FromSeat`], [`ToSeat`]); this is
//! the transport's edge, where they become bytes and back.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Outcome, Seat};
pub use crate::net::host::{Advice, FromSeat, Refusal, Suggested, ToSeat};

/// Raised whenever a message changes shape: devices on different protocols
/// refuse each other with "update the app on both devices".
pub const PROTOCOL: u16 = 4;

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

/// What a guest says, on the wire (see [`FromSeat`] for its meaning).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    Hello {
        protocol: u16,
        build: String,
        token: Token,
    },
    /// The game's action as postcard bytes: read only once the version is known good.
    Act {
        moves: u32,
        action: Vec<u8>,
    },
    Coach {
        moves: u32,
    },
    Suggested {
        moves: u32,
        index: u32,
    },
    TakeBack {
        moves: u32,
    },
}

/// What a host says, on the wire (see [`ToSeat`] for its meaning).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToGuest {
    Welcome(Welcome),
    Mismatch {
        protocol: u16,
        build: String,
    },
    /// postcard of [`Update`] for the game: a device reads it once it knows
    /// the game (from the welcome).
    Update(Vec<u8>),
    Refused(Refusal),
    Advice(Advice),
    ByMessage,
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
    write(&ToHost::Hello {
        protocol: PROTOCOL,
        build: BUILD.to_string(),
        token,
    })
}

/// A device's message for the wire: the transport's edge.
pub fn to_host<G: Game>(message: &FromSeat<G>) -> Vec<u8> {
    let wire = match message {
        FromSeat::Hello {
            protocol,
            build,
            token,
        } => ToHost::Hello {
            protocol: *protocol,
            build: build.clone(),
            token: *token,
        },
        FromSeat::Act { moves, action } => ToHost::Act {
            moves: *moves as u32,
            action: write(action),
        },
        FromSeat::Coach { moves } => ToHost::Coach {
            moves: *moves as u32,
        },
        FromSeat::Suggested { moves, index } => ToHost::Suggested {
            moves: *moves as u32,
            index: *index as u32,
        },
        FromSeat::TakeBack { moves } => ToHost::TakeBack {
            moves: *moves as u32,
        },
    };
    write(&wire)
}

/// Reads a device's message: a damaged one is refused with the reason.
pub fn from_guest<G: Game>(bytes: &[u8]) -> Result<FromSeat<G>, Refusal> {
    let wire: ToHost = read(bytes, MAX_TO_HOST).map_err(|e| Refusal::Wire(e.to_string()))?;
    Ok(match wire {
        ToHost::Hello {
            protocol,
            build,
            token,
        } => FromSeat::Hello {
            protocol,
            build,
            token,
        },
        ToHost::Act { moves, action } => FromSeat::Act {
            moves: moves as usize,
            action: read(&action, MAX_TO_HOST).map_err(|e| Refusal::NotAnAction(e.to_string()))?,
        },
        ToHost::Coach { moves } => FromSeat::Coach {
            moves: moves as usize,
        },
        ToHost::Suggested { moves, index } => FromSeat::Suggested {
            moves: moves as usize,
            index: index as usize,
        },
        ToHost::TakeBack { moves } => FromSeat::TakeBack {
            moves: moves as usize,
        },
    })
}

/// The host's message for the wire.
pub fn to_guest<G: Game>(message: &ToSeat<G>) -> Vec<u8> {
    let wire = match message {
        ToSeat::Welcome(w) => ToGuest::Welcome(w.clone()),
        ToSeat::Mismatch { protocol, build } => ToGuest::Mismatch {
            protocol: *protocol,
            build: build.clone(),
        },
        ToSeat::Update(u) => ToGuest::Update(write(&**u)),
        ToSeat::Refused(r) => ToGuest::Refused(r.clone()),
        ToSeat::Advice(a) => ToGuest::Advice(a.clone()),
        ToSeat::ByMessage => ToGuest::ByMessage,
    };
    write(&wire)
}

/// Reads a host's message, before the game is known (the welcome says it).
pub fn envelope(bytes: &[u8]) -> Result<ToGuest, WireError> {
    read(bytes, MAX_TO_GUEST)
}

/// Reads a host's message for a device that knows the game.
pub fn from_host<G: Game>(bytes: &[u8]) -> Result<ToSeat<G>, WireError> {
    typed(envelope(bytes)?)
}

/// The typed message of an envelope, for a device that knows the game.
pub fn typed<G: Game>(wire: ToGuest) -> Result<ToSeat<G>, WireError> {
    Ok(match wire {
        ToGuest::Welcome(w) => ToSeat::Welcome(w),
        ToGuest::Mismatch { protocol, build } => ToSeat::Mismatch { protocol, build },
        ToGuest::Update(bytes) => ToSeat::Update(read(&bytes, MAX_TO_GUEST)?),
        ToGuest::Refused(r) => ToSeat::Refused(r),
        ToGuest::Advice(a) => ToSeat::Advice(a),
        ToGuest::ByMessage => ToSeat::ByMessage,
    })
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
