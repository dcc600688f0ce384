//! Format 1 body: the postcard encoding of [`Body`], deflated at the best level
//! (in the browser before the codecs are in, in deflate's stored blocks, which
//! every release reads alike: see [`crate::codecs`]). Frozen: codes in the wild
//! are written this way. Change the format in a new version module instead.
//!
//! The record's actions are stored as two columns, the seats then the actions:
//! the seat column is so regular that it deflates to almost nothing, which makes
//! typical codes about a fifth shorter than (seat, action) pairs.

use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::{decompress_to_vec_with_limit, TINFLStatus};
use serde::{Deserialize, Serialize};

use crate::codecs::{self, Inflate};

use super::{CodeError, EncodeError, MAX_UNPACKED};
use crate::engine::bots::BotKind;
use crate::engine::{Game, Record, Seat};
use crate::save::saved_game::SavedGame;
use crate::save::table::{Controller, SeatSpec, Table};

/// miniz_oxide's slowest, smallest setting; codes are short so time is no issue.
const LEVEL: u8 = 10;

/// The fields in the order they are written. Seats carry their controller as a
/// byte of our own so that reordering `BotKind` can never change old codes.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Body<G: Game> {
    players: usize,
    seats: Vec<(String, u8)>,
    options: G::Options,
    /// Fixed width: game seeds are random, so a varint would usually be longer.
    seed: [u8; 8],
    /// Who played each action, then the actions, in the same order.
    movers: Vec<Seat>,
    actions: Vec<G::Action>,
}

fn controller_byte(controller: Controller) -> u8 {
    match controller {
        Controller::Human => 0,
        Controller::Bot(BotKind::Random) => 1,
        Controller::Bot(BotKind::Easy) => 2,
        Controller::Bot(BotKind::Normal) => 3,
        Controller::Bot(BotKind::Hard) => 4,
        Controller::Remote => 5,
        Controller::StandIn => 6,
        Controller::Message => 7,
    }
}

fn controller_of(byte: u8) -> Option<Controller> {
    Some(match byte {
        0 => Controller::Human,
        1 => Controller::Bot(BotKind::Random),
        2 => Controller::Bot(BotKind::Easy),
        3 => Controller::Bot(BotKind::Normal),
        4 => Controller::Bot(BotKind::Hard),
        5 => Controller::Remote,
        6 => Controller::StandIn,
        7 => Controller::Message,
        _ => return None,
    })
}

pub(super) fn encode_body<G: Game>(saved: &SavedGame<G>) -> Result<Vec<u8>, EncodeError> {
    let body = Body::<G> {
        players: saved.record.players,
        seats: saved
            .table
            .seats
            .iter()
            .map(|s| (s.name.clone(), controller_byte(s.controller)))
            .collect(),
        options: saved.record.options.clone(),
        seed: saved.record.seed.to_le_bytes(),
        movers: saved.record.actions.iter().map(|(seat, _)| *seat).collect(),
        actions: saved
            .record
            .actions
            .iter()
            .map(|(_, action)| action.clone())
            .collect(),
    };
    let packed = postcard::to_allocvec(&body).map_err(|_| EncodeError {
        detail: super::words("save-code-not-written"),
    })?;
    Ok(codecs::deflate(&packed))
}

/// Raw deflate at miniz_oxide's best level (the codecs' `deflate`).
pub(crate) fn deflate(data: &[u8]) -> Vec<u8> {
    compress_to_vec(data, LEVEL)
}

/// Raw inflate of at most `limit` bytes (the codecs' `inflate`).
pub(crate) fn inflate(data: &[u8], limit: usize) -> Result<Vec<u8>, Inflate> {
    decompress_to_vec_with_limit(data, limit).map_err(|e| match e.status {
        TINFLStatus::HasMoreOutput => Inflate::TooLarge,
        TINFLStatus::FailedCannotMakeProgress => Inflate::CutShort,
        _ => Inflate::Damaged,
    })
}

pub(super) fn decode_body<G: Game>(body: &[u8]) -> Result<SavedGame<G>, CodeError> {
    let packed = codecs::inflate(body, MAX_UNPACKED).map_err(|e| match e {
        Inflate::NotLoaded => CodeError::NotLoaded,
        Inflate::TooLarge => CodeError::damaged(super::words("save-code-too-much-data")),
        Inflate::CutShort | Inflate::Damaged => {
            CodeError::damaged(super::words("save-code-cannot-unpack"))
        }
    })?;
    let (body, rest) = postcard::take_from_bytes::<Body<G>>(&packed)
        .map_err(|_| CodeError::damaged(super::words("save-code-unreadable")))?;
    if !rest.is_empty() {
        return Err(CodeError::damaged(super::words("save-code-trailing-data")));
    }
    if body.movers.len() != body.actions.len() {
        return Err(CodeError::damaged(super::words(
            "save-code-moves-without-player",
        )));
    }
    let seats = body
        .seats
        .into_iter()
        .map(|(name, byte)| {
            controller_of(byte)
                .map(|controller| SeatSpec { name, controller })
                .ok_or_else(|| CodeError::damaged(super::words("save-code-unknown-player")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(SavedGame {
        table: Table { seats },
        record: Record {
            players: body.players,
            options: body.options,
            seed: u64::from_le_bytes(body.seed),
            actions: body.movers.into_iter().zip(body.actions).collect(),
        },
    })
}

/// Whether the bytes after the header are a deflate stream that stops before its
/// end: the mark of a code cut off when copying, rather than one with a typo
/// (whose stream is complete, followed by the four checksum bytes).
pub(super) fn looks_cut_short(after_header: &[u8]) -> bool {
    !after_header.is_empty()
        && codecs::inflate(after_header, MAX_UNPACKED) == Err(Inflate::CutShort)
}
