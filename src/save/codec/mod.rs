//! Save codes: a saved game as a short text that survives being pasted into a chat,
//! put in a link or shown as a QR code.
//!
//! Every format version keeps the same envelope, so any release can tell what a
//! code is, check it, and name the game and the version that made it:
//!
//! ```text
//! byte 0        0xB0 | format version (1..=15); the high nibble marks a Boardroom code
//! byte 1        game tag (GameInfo::code_tag)
//! bytes 2..n-4  body, laid out as the format version says (see v1.rs)
//! bytes n-4..n  CRC-32 of everything before, little-endian
//! ```
//!
//! and the whole is written in URL-safe base64 without padding.
//!
//! To change the body layout: add `vN.rs`, bump [`CURRENT_VERSION`], encode with
//! it, and add its arm to [`decode_body`] without removing the older ones, so codes
//! made by older releases still load.

pub(crate) mod text;
mod v1;

pub(crate) use v1::{deflate, inflate};

use std::fmt::{self, Display};

use crate::engine::{Game, GameInfo};
use crate::save::saved_game::{SavedGame, SavedGameError};
use crate::words::Args;

/// The format [`encode`] writes.
pub const CURRENT_VERSION: u8 = 1;
/// The most a body may unpack to: a few bytes of code must not be able to ask for
/// gigabytes. Real records are a few kilobytes.
pub const MAX_UNPACKED: usize = 1 << 20;

const MAGIC: u8 = 0xB0;
const MAGIC_MASK: u8 = 0xF0;
const HEADER_LEN: usize = 2;
const CRC_LEN: usize = 4;
/// Header, at least one byte of body, checksum.
const MIN_LEN: usize = HEADER_LEN + 1 + CRC_LEN;

/// The checksum: CRC-32 as zlib computes it, bit by bit. Codes are a few hundred
/// bytes, and the usual lookup tables (crc32fast's) would add 16 KB to the wasm.
const CRC32: crc::Crc<u32, crc::NoTable> =
    crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

fn checksum(bytes: &[u8]) -> u32 {
    CRC32.checksum(bytes)
}

/// What a code says about itself before its contents are unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CodeHeader {
    pub format_version: u8,
    /// The game's [`GameInfo::code_tag`].
    pub game_tag: u8,
}

/// Why a text could not be loaded as a saved game. Messages speak to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Empty,
    NotACode,
    /// Shorter than it should be, most likely cut off when it was copied.
    Incomplete,
    /// The checksum does not match: a character was changed, added or lost.
    Altered,
    /// Made by a newer release, for the game with this tag (the envelope,
    /// which says so, is the same in every version).
    NewerVersion {
        version: u8,
        game_tag: u8,
    },
    /// No game of this release has this tag.
    UnknownGame {
        tag: u8,
    },
    /// A code for another game than the one asked for.
    OtherGame {
        tag: u8,
        expected: &'static str,
    },
    /// The checksum matches but the contents make no sense.
    Damaged {
        detail: String,
    },
    /// The contents read, but no game set up in Boardroom looks like this (a name
    /// too long or with control characters, a wrong seat count, too many moves).
    Invalid {
        detail: String,
    },
    /// Asked of before the codecs were loaded (see [`crate::codecs`]): the app
    /// loads them first, so a player should never see this.
    NotLoaded,
}

/// Message `id` of the shared catalog, written out.
fn say(f: &mut fmt::Formatter<'_>, id: &str, args: Args) -> fmt::Result {
    f.write_str(&crate::words::current().say(id, &args))
}

/// Message `id` of the shared catalog, without arguments.
pub(crate) fn words(id: &str) -> String {
    crate::words::current().say(id, &Args::new())
}

impl Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => say(f, "save-code-empty", Args::new()),
            CodeError::NotACode => say(f, "save-code-not-a-code", Args::new()),
            CodeError::Incomplete => say(f, "save-code-incomplete", Args::new()),
            CodeError::Altered => say(f, "save-code-altered", Args::new()),
            CodeError::NewerVersion { .. } => say(f, "save-code-newer", Args::new()),
            CodeError::UnknownGame { .. } => say(f, "save-code-unknown-game", Args::new()),
            CodeError::OtherGame { expected, .. } => say(
                f,
                "save-code-other-game",
                Args::new().text("expected", *expected),
            ),
            CodeError::Damaged { detail } => {
                say(f, "save-code-damaged", Args::new().text("detail", detail))
            }
            CodeError::Invalid { detail } => {
                say(f, "save-code-invalid", Args::new().text("detail", detail))
            }
            CodeError::NotLoaded => say(f, "save-code-not-loaded", Args::new()),
        }
    }
}

impl std::error::Error for CodeError {}

impl CodeError {
    fn damaged(detail: impl Into<String>) -> Self {
        CodeError::Damaged {
            detail: detail.into(),
        }
    }
}

/// A save that cannot become a code: its table and record disagree, or the game's
/// values cannot be written by the format (a bug in its serde attributes). Never
/// the player's doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodeError {
    pub detail: String,
}

impl Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        say(
            f,
            "save-code-unwritable",
            Args::new().text("detail", &self.detail),
        )
    }
}

impl std::error::Error for EncodeError {}

/// The save code of a game, in the current format. A save that fails
/// [`SavedGame::check`] is refused: its code would not load.
pub fn encode<G: Game>(saved: &SavedGame<G>) -> Result<String, EncodeError> {
    saved.check().map_err(|e| EncodeError {
        detail: e.to_string(),
    })?;
    let body = v1::encode_body(saved)?;
    let mut bytes = Vec::with_capacity(HEADER_LEN + body.len() + CRC_LEN);
    bytes.push(MAGIC | CURRENT_VERSION);
    bytes.push(G::info().code_tag);
    bytes.extend_from_slice(&body);
    let crc = checksum(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    // No padding: a code is all letters, digits, `-` and `_`.
    Ok(crate::base64url::encode(&bytes))
}

/// Reads a code (or a whole share link) as a save of game `G`.
pub fn decode<G: Game>(code: &str) -> Result<SavedGame<G>, CodeError> {
    let opened = open::<true>(code)?;
    let info = G::info();
    if opened.header.game_tag != info.code_tag {
        return Err(CodeError::OtherGame {
            tag: opened.header.game_tag,
            expected: info.name,
        });
    }
    let saved = decode_body::<G>(opened.header, opened.body())?;
    saved.check().map_err(|e| match e {
        SavedGameError::Name { .. } | SavedGameError::TooManyMoves => CodeError::Invalid {
            detail: e.to_string(),
        },
        _ => CodeError::damaged(e.to_string()),
    })?;
    Ok(saved)
}

/// One decoder per format version ever released.
fn decode_body<G: Game>(header: CodeHeader, body: &[u8]) -> Result<SavedGame<G>, CodeError> {
    match header.format_version {
        1 => v1::decode_body(body),
        version => Err(CodeError::NewerVersion {
            version,
            game_tag: header.game_tag,
        }),
    }
}

/// Checks a code and says which format and game it is for, without unpacking it.
pub fn peek(code: &str) -> Result<CodeHeader, CodeError> {
    open::<true>(code).map(|opened| opened.header)
}

/// [`peek`], except that a code cut short and one changed are both
/// [`CodeError::Altered`]: where the difference is not shown (a saved game's
/// entry) or is asked for only when it is (the import box), this leaves the
/// deflate decoder that tells them apart out of the wasm a first visit
/// downloads.
pub fn check(code: &str) -> Result<CodeHeader, CodeError> {
    open::<false>(code).map(|opened| opened.header)
}

/// Which of `games` a code is for: what the app asks before choosing the game
/// type to [`decode`] with.
pub fn peek_among<'a>(code: &str, games: &[&'a GameInfo]) -> Result<&'a GameInfo, CodeError> {
    let header = peek(code)?;
    games
        .iter()
        .copied()
        .find(|info| info.code_tag == header.game_tag)
        .ok_or(CodeError::UnknownGame {
            tag: header.game_tag,
        })
}

/// A code whose envelope has been checked.
struct Opened {
    header: CodeHeader,
    bytes: Vec<u8>,
}

impl Opened {
    fn body(&self) -> &[u8] {
        let end = self.bytes.len().saturating_sub(CRC_LEN);
        self.bytes.get(HEADER_LEN..end).unwrap_or(&[])
    }
}

/// Finds the code in what was pasted, checks the envelope and the checksum,
/// and tells the likeliest reason when something is wrong. The whole text is
/// tried first (a code broken over lines); then each word of it, for a code
/// or link with words around it ("Save code: …", a link and a line of text).
/// `EXPLAIN`: whether a wrong checksum is looked into (see [`check`]).
fn open<const EXPLAIN: bool>(input: &str) -> Result<Opened, CodeError> {
    let whole = open_one::<EXPLAIN>(input);
    let words: Vec<&str> = input.split_whitespace().collect();
    if whole.is_ok() || words.len() < 2 {
        return whole;
    }
    let mut longest: Option<(usize, CodeError)> = None;
    for word in words {
        match open_one::<EXPLAIN>(word) {
            Ok(opened) => return Ok(opened),
            Err(e) if longest.as_ref().is_none_or(|(n, _)| word.len() > *n) => {
                longest = Some((word.len(), e));
            }
            Err(_) => {}
        }
    }
    // Nothing opened: the whole text's reason, unless it only says "not a
    // code" while one of the words looks like one.
    match (whole, longest) {
        (Err(CodeError::NotACode), Some((_, e))) => Err(e),
        (whole, _) => whole,
    }
}

fn open_one<const EXPLAIN: bool>(input: &str) -> Result<Opened, CodeError> {
    let code = text::clean(input)?;
    let decoded = text::from_base64(&code)?;
    let bytes = decoded.bytes;
    let Some(&first) = bytes.first() else {
        // A single character: too short to hold a byte.
        return Err(if text::could_start_a_code(&code) {
            CodeError::Incomplete
        } else {
            CodeError::NotACode
        });
    };
    if first & MAGIC_MASK != MAGIC {
        return Err(CodeError::NotACode);
    }
    let version = first & !MAGIC_MASK;
    if version == 0 {
        return Err(CodeError::NotACode);
    }
    if bytes.len() < MIN_LEN {
        return Err(CodeError::Incomplete);
    }
    let (signed, crc) = bytes.split_at(bytes.len() - CRC_LEN);
    let stored = u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if checksum(signed) != stored {
        let after_header = bytes.get(HEADER_LEN..).unwrap_or(&[]);
        let cut_short = EXPLAIN && version == 1 && v1::looks_cut_short(after_header);
        return Err(if cut_short {
            CodeError::Incomplete
        } else {
            CodeError::Altered
        });
    }
    if !decoded.canonical {
        // The bytes check out but the text has a stray or changed last character.
        return Err(CodeError::Altered);
    }
    if version > CURRENT_VERSION {
        return Err(CodeError::NewerVersion {
            version,
            game_tag: bytes[1],
        });
    }
    let header = CodeHeader {
        format_version: version,
        game_tag: bytes[1],
    };
    Ok(Opened { header, bytes })
}

#[cfg(test)]
mod tests {
    /// The standard CRC-32 check value: codes written by earlier releases (with
    /// crc32fast) must keep their checksums.
    #[test]
    fn checksum_is_zlibs_crc32() {
        assert_eq!(super::checksum(b"123456789"), 0xCBF4_3926);
        assert_eq!(super::checksum(b""), 0);
    }
}
