//! Sealing a link's parts with a seat's key, and deflating a seat's part as
//! the continuation of what all seats share.

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

use super::link::{Kind, SeatKey, TableId};
use crate::codecs::Codecs;

/// What a seal is bound to besides its key: the link's kind, game, seat and
/// position, so that a part cannot be moved to another link or seat.
pub(super) fn bound(kind: Kind, table: &TableId, seat: u8, moves: u32, taken_back: u32) -> Vec<u8> {
    let mut aad = b"boardroom post ".to_vec();
    aad.push(kind as u8);
    aad.extend(table);
    aad.push(seat);
    aad.extend(moves.to_le_bytes());
    aad.extend(taken_back.to_le_bytes());
    aad
}

/// Each key seals many links; the salt (random per link) and the kind keep
/// every nonce different.
pub(super) fn nonce(salt: &[u8; 8], kind: Kind) -> [u8; 12] {
    let mut n = [0u8; 12];
    n[..8].copy_from_slice(salt);
    n[8] = kind as u8;
    n
}

/// Deflates `data` as the continuation of `shared`: the first part of the
/// stream is `shared`'s alone (the same for every seat), the second only
/// `data`'s, which may refer back into `shared`. Inflating both parts in a
/// row gives `shared` then `data`.
pub(crate) fn deflate_after(shared: &[u8], data: &[u8]) -> (Vec<u8>, Vec<u8>) {
    use miniz_oxide::deflate::core::{
        compress_to_output, create_comp_flags_from_zip_params, CompressorOxide, TDEFLFlush,
    };
    // Raw deflate (negative window bits), best compression.
    let mut c = CompressorOxide::new(create_comp_flags_from_zip_params(9, -15, 0));
    let mut first = Vec::new();
    compress_to_output(&mut c, shared, TDEFLFlush::Sync, |b| {
        first.extend_from_slice(b);
        true
    });
    let mut second = Vec::new();
    compress_to_output(&mut c, data, TDEFLFlush::Finish, |b| {
        second.extend_from_slice(b);
        true
    });
    (first, second)
}

/// `data` of [`deflate_after`], given both parts (each at most `limit` inflated).
pub(crate) fn inflate_after(first: &[u8], second: &[u8], limit: usize) -> Option<Vec<u8>> {
    let mut stream = first.to_vec();
    stream.extend_from_slice(second);
    let all = miniz_oxide::inflate::decompress_to_vec_with_limit(&stream, 2 * limit).ok()?;
    // The shared part alone ends with a sync flush: inflating it gives its length.
    let shared = inflate_prefix(first, limit)?;
    all.get(shared..).map(<[u8]>::to_vec)
}

/// The length of what a stream's first part (ending in a sync flush) inflates to.
pub(super) fn inflate_prefix(first: &[u8], limit: usize) -> Option<usize> {
    use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
    let mut d = DecompressorOxide::new();
    let mut out = vec![0u8; limit];
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF
        | inflate_flags::TINFL_FLAG_HAS_MORE_INPUT;
    let (_, read, written) = decompress(&mut d, first, &mut out, 0, flags);
    (read == first.len()).then_some(written)
}

pub(super) fn seal(
    codecs: &Codecs,
    key: &SeatKey,
    kind: Kind,
    salt: &[u8; 8],
    aad: &[u8],
    plain: &[u8],
) -> Vec<u8> {
    (codecs.seal)(key, &nonce(salt, kind), aad, plain)
}

pub(super) fn open(
    codecs: &Codecs,
    key: &SeatKey,
    kind: Kind,
    salt: &[u8; 8],
    aad: &[u8],
    sealed: &[u8],
) -> Option<Vec<u8>> {
    (codecs.open)(key, &nonce(salt, kind), aad, sealed)
}

/// ChaCha20-Poly1305 (the codecs' `seal`).
pub(crate) fn seal_with(key: &[u8; 32], nonce: &[u8; 12], aad: &[u8], plain: &[u8]) -> Vec<u8> {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    // Sealing a byte string in memory fails only past 256 GiB.
    cipher
        .encrypt(Nonce::from_slice(nonce), Payload { msg: plain, aad })
        .unwrap_or_default()
}

/// ChaCha20-Poly1305 (the codecs' `open`).
pub(crate) fn open_with(
    key: &[u8; 32],
    nonce: &[u8; 12],
    aad: &[u8],
    sealed: &[u8],
) -> Option<Vec<u8>> {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    cipher
        .decrypt(Nonce::from_slice(nonce), Payload { msg: sealed, aad })
        .ok()
}
