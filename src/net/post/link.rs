//! What a link of play by message holds, and how it is written and read:
//! version, kind, postcard body and a CRC-32, in base64url.

use serde::{Deserialize, Serialize};

use super::error::PostError;
use crate::base64url;
use crate::engine::Seat;
use crate::net::proto;

/// Raised whenever a link changes shape. Unlike a live connection, links
/// live for days, across app updates: only this number must match, not the build.
pub const POST_VERSION: u8 = 1;

/// Which game a link belongs to: random, made when the game starts.
pub type TableId = [u8; 8];
/// A seat's secret key.
pub type SeatKey = [u8; 32];

/// The largest screen a part may inflate to.
pub(super) const MAX_SCREEN: usize = 512 * 1024;
/// The largest link this app reads (a table of 18 by message is about 60 KB).
pub(super) const MAX_LINK: usize = 256 * 1024;

/// What a link is, in its first bytes after the version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// What every seat's screen shares.
    Shared = b'P' as isize,
    Seat = b'S' as isize,
    Table = b'T' as isize,
    Move = b'M' as isize,
}

/// A seat link's contents: for one person's device only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPass {
    pub table: TableId,
    /// The game's id (`GameInfo::id`).
    pub game: String,
    pub seat: Seat,
    pub key: SeatKey,
    /// The table's key: it opens the part every seat shares.
    pub table_key: SeatKey,
    /// Each seat's name when the link was made.
    pub names: Vec<String>,
}

/// A table link as anyone reads it: which game, which move, and a sealed part
/// for each seat playing by message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePost {
    pub table: TableId,
    pub game: String,
    pub moves: u32,
    pub taken_back: u32,
    pub(super) salt: [u8; 8],
    /// What every seat's screen shares, deflated and sealed with the table's key.
    pub(super) shared: Vec<u8>,
    pub(super) parts: Vec<Part>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Part {
    pub(super) seat: u8,
    pub(super) sealed: Vec<u8>,
}

impl TablePost {
    /// The seats with a part in this link.
    pub fn seats(&self) -> Vec<Seat> {
        self.parts.iter().map(|p| p.seat as Seat).collect()
    }

    /// Its length once written, for measuring.
    pub fn sealed_bytes(&self) -> usize {
        self.shared.len() + self.parts.iter().map(|p| p.sealed.len()).sum::<usize>()
    }
}

/// A move link as anyone reads it: who sent it and which table link it answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovePost {
    pub table: TableId,
    pub seat: u8,
    /// The table link it answers: its move number and take-back count.
    pub moves: u32,
    pub taken_back: u32,
    pub(super) salt: [u8; 8],
    pub(super) sealed: Vec<u8>,
}

/// One seat's screen inside a table link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct SeatScreen {
    /// Whether a computer plays each seat now.
    pub(super) computers: Vec<bool>,
    /// The events in the update start at this move: the device keeps its own
    /// events before it and replaces the rest.
    pub(super) from: u32,
    pub(super) taken_back: u32,
    /// postcard of the game's [`Update`].
    pub(super) update: Vec<u8>,
}

/// Any link of play by message, read but not opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Post {
    Seat(SeatPass),
    Table(TablePost),
    Move(MovePost),
}

/// The three links a person passes on, as a refusal names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    Seat,
    Table,
    Move,
}

impl Post {
    pub fn kind(&self) -> LinkKind {
        match self {
            Post::Seat(_) => LinkKind::Seat,
            Post::Table(_) => LinkKind::Table,
            Post::Move(_) => LinkKind::Move,
        }
    }

    /// The move link it is, or a refusal that names what it is instead.
    pub fn into_move(self) -> Result<MovePost, PostError> {
        match self {
            Post::Move(m) => Ok(m),
            other => Err(PostError::Kind {
                found: other.kind(),
                wanted: LinkKind::Move,
            }),
        }
    }
}

/// The seat a move link says it comes from, before its seal is checked: to
/// name the player when its refusal is worded for the keeper.
pub fn sender(link: &str) -> Option<Seat> {
    match read(link).ok()? {
        Post::Move(m) => Some(m.seat as Seat),
        _ => None,
    }
}

/// Fills `out` with random bytes (a key, a table id, a salt). Not the game's
/// chance, which comes from its seed: this only keeps links apart.
pub fn random<const N: usize>() -> [u8; N] {
    let mut out = [0u8; N];
    // Without an entropy source the page cannot make a secret at all; a
    // zero key would still seal, but be guessable: say so loudly in tests.
    getrandom::fill(&mut out).expect("the device's random numbers");
    out
}

pub(super) fn crc(bytes: &[u8]) -> u32 {
    const CRC: crc::Crc<u32, crc::NoTable> =
        crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);
    CRC.checksum(bytes)
}

/// The link text: version, kind, postcard body, CRC-32 of all before it, in base64url.
pub(super) fn write_link<T: Serialize>(kind: Kind, body: &T) -> String {
    let mut bytes = vec![POST_VERSION, kind as u8];
    bytes.extend(proto::write(body));
    let check = crc(&bytes);
    bytes.extend(check.to_le_bytes());
    base64url::encode(&bytes)
}

/// Reads any link of play by message (the code after `#seat/`, `#table/` or
/// `#move/`, or the whole address).
pub fn read(text: &str) -> Result<Post, PostError> {
    // Some chat apps copy a link percent-encoded (`%23move%2F…`); base64url
    // has no `%`, so decoding never changes a code that was not encoded.
    let decoded = crate::save::link::percent_decode(text.trim());
    let code = decoded.trim();
    let code = code.rsplit_once('/').map_or(code, |(_, c)| c);
    if code.len() > MAX_LINK {
        return Err(PostError::Damaged);
    }
    let bytes = base64url::decode(code, true).ok_or(PostError::Damaged)?;
    if bytes.len() < 6 {
        return Err(PostError::Damaged);
    }
    let (body, check) = bytes.split_at(bytes.len() - 4);
    if crc(body).to_le_bytes() != check {
        // A newer version may check differently: say "another version" only
        // when the kind byte reads.
        return Err(match body {
            [v, k, ..] if *v != POST_VERSION && matches!(*k, b'S' | b'T' | b'M') => {
                PostError::Version(*v)
            }
            _ => PostError::Damaged,
        });
    }
    if body[0] != POST_VERSION {
        return Err(PostError::Version(body[0]));
    }
    let rest = &body[2..];
    let garbled = |_| PostError::Damaged;
    Ok(match body[1] {
        b'S' => Post::Seat(proto::read(rest, MAX_LINK).map_err(garbled)?),
        b'T' => Post::Table(proto::read(rest, MAX_LINK).map_err(garbled)?),
        b'M' => Post::Move(proto::read(rest, MAX_LINK).map_err(garbled)?),
        _ => return Err(PostError::Damaged),
    })
}

impl MovePost {
    pub fn link(&self) -> String {
        write_link(Kind::Move, self)
    }
}

impl TablePost {
    pub fn link(&self) -> String {
        write_link(Kind::Table, self)
    }
}

impl SeatPass {
    pub fn link(&self) -> String {
        write_link(Kind::Seat, self)
    }
}
