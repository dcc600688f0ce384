//! Our URL-safe base64 (src/base64url.rs) against the `base64` crate, the way
//! save codes and invite codes used it before: no padding written; read strictly
//! (invites) or with a loose last character (save codes).

use base64::alphabet::URL_SAFE;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine;
use boardroom::base64url::{decode, encode};
use proptest::prelude::*;

const STRICT: GeneralPurpose = GeneralPurpose::new(
    &URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone),
);

const LOOSE: GeneralPurpose = GeneralPurpose::new(
    &URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_allow_trailing_bits(true)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone),
);

#[test]
fn known_texts() {
    assert_eq!(encode(b""), "");
    assert_eq!(encode(b"f"), "Zg");
    assert_eq!(encode(b"fo"), "Zm8");
    assert_eq!(encode(b"foo"), "Zm9v");
    assert_eq!(encode(&[0xfb, 0xff, 0xbf]), "-_-_");
    assert_eq!(decode("Zm9vYg", false).as_deref(), Some(&b"foob"[..]));
    // Bits no byte takes: refused strictly, dropped loosely.
    assert_eq!(decode("Zh", false), None);
    assert_eq!(decode("Zh", true).as_deref(), Some(&b"f"[..]));
    // Padding, other alphabets, a length of 4k+1.
    for bad in ["Zg==", "Zm+v", "Zm/v", "Zm9vY", "Z m9v"] {
        assert_eq!(decode(bad, true), None, "{bad}");
    }
}

proptest! {
    #[test]
    fn writes_what_the_crate_writes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = encode(&bytes);
        prop_assert_eq!(&text, &STRICT.encode(&bytes));
        prop_assert_eq!(decode(&text, false), Some(bytes));
    }

    #[test]
    fn reads_what_the_crate_reads(text in "[A-Za-z0-9_=+/-]{0,40}") {
        prop_assert_eq!(decode(&text, false), STRICT.decode(&text).ok());
        prop_assert_eq!(decode(&text, true), LOOSE.decode(&text).ok());
    }
}
