//! The byte work behind codes and links: deflate and inflate (save codes, the
//! table links of play by message), the cipher that seals those links, and QR
//! codes.
//!
//! No screen needs any of it to be drawn, and it is about an eighth of what a
//! game's first opening downloads (miniz_oxide, ChaCha20-Poly1305 and
//! qrcodegen: 20 KiB packed). So on the web it is a part of its own
//! (`app::parts::codecs`), fetched once a game's part is in. Natively it is
//! always in.
//!
//! What seals, opens or packs a link of play by message, or draws a QR code,
//! takes a [`Codecs`]: there is no calling it before they are in. Save codes
//! alone are written and read without waiting ([`deflate`], [`inflate`]): a
//! game is saved from its first moment, in deflate's stored blocks until the
//! codecs come. (Putting miniz_oxide in each game's part instead would make
//! every game's first opening download 11.6–11.9 KiB more, about 75 ms on the
//! mobile profile: measured, see docs/measuring.md.)

use crate::save::QrError;

/// Why bytes did not inflate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inflate {
    /// More than the limit asked for.
    TooLarge,
    /// The stream stops before its end: cut off.
    CutShort,
    /// Not a deflate stream.
    Damaged,
    /// The codecs are not loaded yet (see [`now`]).
    NotLoaded,
}

/// The codecs, as plain functions: the part that has them returns this.
// Function pointers' types are long; each field's name and comment say what it is.
#[allow(clippy::type_complexity)]
#[derive(Clone, Copy)]
pub struct Codecs {
    /// Raw deflate at the best level.
    pub deflate: fn(&[u8]) -> Vec<u8>,
    /// Inflates raw deflate, refusing more than `limit` bytes.
    pub inflate: fn(&[u8], usize) -> Result<Vec<u8>, Inflate>,
    /// Deflates `data` as the continuation of `shared` (see `net::post`).
    pub deflate_after: fn(&[u8], &[u8]) -> (Vec<u8>, Vec<u8>),
    /// `data` back from the two parts [`Codecs::deflate_after`] made.
    pub inflate_after: fn(&[u8], &[u8], usize) -> Option<Vec<u8>>,
    /// ChaCha20-Poly1305: seals `plain` with a 256-bit key and a 96-bit nonce,
    /// bound to `aad`.
    pub seal: fn(&[u8; 32], &[u8; 12], &[u8], &[u8]) -> Vec<u8>,
    /// Opens what [`Codecs::seal`] sealed, or `None` if it was changed.
    pub open: fn(&[u8; 32], &[u8; 12], &[u8], &[u8]) -> Option<Vec<u8>>,
    /// A QR code of `text` as an SVG element (see [`crate::save::qr`]).
    pub qr_svg: fn(&str) -> Result<String, QrError>,
}

/// The real codecs. On the web only the codecs' part calls this, so that what
/// they use is in that part alone.
pub const fn all() -> Codecs {
    Codecs {
        deflate: crate::save::codec::deflate,
        inflate: crate::save::codec::inflate,
        deflate_after: crate::net::post::deflate_after,
        inflate_after: crate::net::post::inflate_after,
        seal: crate::net::post::seal_with,
        open: crate::net::post::open_with,
        qr_svg: crate::save::qr_svg,
    }
}

/// A save code's deflate: the codecs' own once they are in; until then stored
/// blocks (deflate that compresses nothing, which every inflater reads), so a
/// game started before they arrive is saved all the same, its code a little
/// longer until they come.
pub fn deflate(data: &[u8]) -> Vec<u8> {
    loaded().map_or_else(|| stored(data), |c| (c.deflate)(data))
}

/// A save code's inflate: the codecs' own once they are in; until then stored
/// blocks only, and [`Inflate::NotLoaded`] for anything packed.
pub fn inflate(data: &[u8], limit: usize) -> Result<Vec<u8>, Inflate> {
    loaded().map_or_else(|| unstore(data, limit), |c| (c.inflate)(data, limit))
}

/// Raw deflate of `data` in stored blocks (at most 65,535 bytes each), the
/// last ending the stream.
fn stored(data: &[u8]) -> Vec<u8> {
    // No data still takes a block, an empty one.
    let blocks: Vec<&[u8]> = if data.is_empty() {
        vec![&[]]
    } else {
        data.chunks(0xffff).collect()
    };
    let mut out = Vec::with_capacity(data.len() + 5 * blocks.len());
    for (i, block) in blocks.iter().enumerate() {
        let len = block.len() as u16;
        out.push(u8::from(i + 1 == blocks.len()));
        out.extend(len.to_le_bytes());
        out.extend((!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    out
}

/// What [`stored`] wrote, back. Compressed deflate needs the codecs:
/// [`Inflate::NotLoaded`].
fn unstore(mut data: &[u8], limit: usize) -> Result<Vec<u8>, Inflate> {
    let mut out = Vec::new();
    loop {
        let Some((&header, rest)) = data.split_first() else {
            return Err(Inflate::CutShort);
        };
        if header & 0b110 != 0 {
            return Err(Inflate::NotLoaded);
        }
        let [a, b, c, d, rest @ ..] = rest else {
            return Err(Inflate::CutShort);
        };
        let len = u16::from_le_bytes([*a, *b]);
        if !len != u16::from_le_bytes([*c, *d]) {
            return Err(Inflate::Damaged);
        }
        let Some((block, rest)) = rest.split_at_checked(usize::from(len)) else {
            return Err(Inflate::CutShort);
        };
        if out.len() + block.len() > limit {
            return Err(Inflate::TooLarge);
        }
        out.extend_from_slice(block);
        data = rest;
        if header & 1 == 1 {
            return Ok(out);
        }
    }
}

/// The codecs, once their part is in (natively, always).
#[cfg(not(target_arch = "wasm32"))]
pub fn loaded() -> Option<Codecs> {
    Some(all())
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static LOADED: std::cell::Cell<Option<Codecs>> = const { std::cell::Cell::new(None) };
}

/// The codecs, once their part is in (natively, always).
#[cfg(target_arch = "wasm32")]
pub fn loaded() -> Option<Codecs> {
    LOADED.get()
}

/// Keeps the codecs the part returned (see `app::parts::codecs`).
#[cfg(target_arch = "wasm32")]
pub fn install(codecs: Codecs) {
    LOADED.set(Some(codecs));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflated(stream: &[u8]) -> Vec<u8> {
        (all().inflate)(stream, 1 << 20).expect("inflates")
    }

    #[test]
    fn stored_blocks_inflate_to_the_data() {
        for len in [0, 1, 100, 0xffff, 0x10000, 200_000] {
            let data: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
            assert_eq!(inflated(&stored(&data)), data, "{len} bytes");
        }
    }

    #[test]
    fn stored_blocks_read_back_without_the_codecs() {
        for len in [0, 1, 100, 0xffff, 0x10000, 200_000] {
            let data: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
            assert_eq!(unstore(&stored(&data), 1 << 20), Ok(data), "{len} bytes");
        }
        let packed = (all().deflate)(b"compressed, not stored");
        assert_eq!(unstore(&packed, 100), Err(Inflate::NotLoaded));
        let whole = stored(&[7; 300]);
        assert_eq!(unstore(&whole[..200], 1000), Err(Inflate::CutShort));
        assert_eq!(unstore(&whole, 299), Err(Inflate::TooLarge));
        let mut changed = whole.clone();
        changed[3] ^= 1;
        assert_eq!(unstore(&changed, 1000), Err(Inflate::Damaged));
    }
}
