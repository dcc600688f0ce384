//! The text side of a code: URL-safe base64, and forgiving cleaning of what a
//! player pastes (line breaks, spaces, quotes, a whole share link).

use super::{CodeError, MAX_UNPACKED};
use crate::base64url;

/// What precedes the code in a share link (`…#load=CODE`).
pub(crate) const LOAD_MARKER: &str = "load=";

/// Characters that copying can slip into a text without showing them.
const INVISIBLE: [char; 6] = [
    '\u{00AD}', '\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}',
];

/// Far more than any real code; longer text is refused before decoding it.
const MAX_CODE_CHARS: usize = MAX_UNPACKED / 3 * 4 * 2;

pub(crate) fn is_code_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The code inside what was pasted: what follows `load=` if there is one, without
/// whitespace or invisible characters, and without punctuation around it.
pub(super) fn clean(input: &str) -> Result<String, CodeError> {
    let after_marker = input
        .rsplit_once(LOAD_MARKER)
        .map_or(input, |(_, code)| code);
    let squeezed: String = after_marker
        .chars()
        .filter(|c| !c.is_whitespace() && !INVISIBLE.contains(c))
        .collect();
    if squeezed.is_empty() {
        return Err(CodeError::Empty);
    }
    let code = squeezed.trim_matches(|c| !is_code_char(c));
    if code.is_empty() || !code.chars().all(is_code_char) {
        return Err(CodeError::NotACode);
    }
    if code.len() > MAX_CODE_CHARS {
        return Err(CodeError::damaged(super::words("save-code-far-too-long")));
    }
    Ok(code.to_string())
}

pub(super) struct Decoded {
    pub bytes: Vec<u8>,
    /// Whether `bytes` written back gives exactly the text that was read.
    pub canonical: bool,
}

/// Decodes text made only of code characters.
pub(super) fn from_base64(code: &str) -> Result<Decoded, CodeError> {
    // A length of 4k+1 cannot be base64: the last character holds no whole byte.
    let whole = if code.len() % 4 == 1 {
        &code[..code.len() - 1]
    } else {
        code
    };
    // Read also when the last character is off: whether it was is found out
    // afterwards, so that a cut-off code can still be recognised as one.
    let bytes = base64url::decode(whole, true).ok_or(CodeError::NotACode)?;
    let canonical = whole.len() == code.len() && base64url::encode(&bytes) == code;
    Ok(Decoded { bytes, canonical })
}

/// Whether a code of one character might be the start of a real one: every
/// envelope's first byte is 0xB_, which base64 writes as `s`, `t`, `u` or `v`.
pub(super) fn could_start_a_code(code: &str) -> bool {
    code.starts_with(['s', 't', 'u', 'v'])
}
