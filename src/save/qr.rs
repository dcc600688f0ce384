//! QR codes of share links, as a small SVG to put straight into the page.

use std::fmt::{self, Display, Write};

use qrcodegen::{QrCode, QrCodeEcc};

/// The light margin scanners need around the code, in modules.
const QUIET_ZONE: usize = 4;

/// Why no QR code could be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrError {
    /// More than the largest QR code holds.
    TooLong { bytes: usize },
}

impl Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QrError::TooLong { bytes } => {
                let args = crate::words::Args::new().number("bytes", *bytes);
                f.write_str(&crate::words::current().say("save-qr-too-long", &args))
            }
        }
    }
}

impl std::error::Error for QrError {}

/// The QR code of `text` as an SVG element: dark modules on white with a quiet
/// zone, one module per user unit (size it with CSS). At least medium error
/// correction when the text fits (more when that costs no size), low when only
/// that fits. One of the codecs (`Codecs::qr_svg`, see [`crate::codecs`]).
pub fn qr_svg(text: &str) -> Result<String, QrError> {
    // qrcodegen rather than the qrcode crate: about 7.5 KB less gzipped wasm.
    // Its only refusal is text too long for the largest code.
    let code = QrCode::encode_text(text, QrCodeEcc::Medium)
        .or_else(|_| QrCode::encode_text(text, QrCodeEcc::Low))
        .map_err(|_| QrError::TooLong { bytes: text.len() })?;
    let width = code.size() as usize;
    let size = width + 2 * QUIET_ZONE;
    let mut path = String::new();
    // Each horizontal run of dark modules is one stroke one unit thick through the
    // middle of its row, and each move is relative to where the last run ended:
    // a few characters per run rather than a square per module.
    let mut pen = (0i64, 0i64);
    let dark = |x: usize, y: usize| code.get_module(x as i32, y as i32);
    for y in 0..width {
        let mut x = 0;
        while x < width {
            if !dark(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < width && dark(x, y) {
                x += 1;
            }
            let (sx, sy) = ((start + QUIET_ZONE) as i64, (y + QUIET_ZONE) as i64);
            let run = (x - start) as i64;
            let _ = if path.is_empty() {
                write!(path, "M{sx} {sy}.5h{run}")
            } else {
                write!(path, "m{} {}h{run}", sx - pen.0, sy - pen.1)
            };
            pen = (sx + run, sy);
        }
    }
    Ok(format!(
        concat!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" "#,
            r#"shape-rendering="crispEdges" role="img" aria-label="QR code">"#,
            r##"<rect width="{size}" height="{size}" fill="#fff"/>"##,
            r##"<path fill="none" stroke="#000" d="{path}"/></svg>"##
        ),
        size = size,
        path = path
    ))
}
