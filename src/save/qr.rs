//! QR codes of share links, as a small SVG to put straight into the page.

use std::fmt::{self, Display, Write};

use qrcode::types::QrError as Refusal;
use qrcode::{Color, EcLevel, QrCode};

/// The light margin scanners need around the code, in modules.
const QUIET_ZONE: usize = 4;

/// Why no QR code could be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QrError {
    /// More than the largest QR code holds.
    TooLong {
        bytes: usize,
    },
    Other(String),
}

impl Display for QrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QrError::TooLong { bytes } => write!(
                f,
                "this link is too long for a QR code ({bytes} characters): share the link itself"
            ),
            QrError::Other(why) => write!(f, "no QR code could be made ({why})"),
        }
    }
}

impl std::error::Error for QrError {}

/// The QR code of `text` as an SVG element: dark modules on white with a quiet
/// zone, one module per user unit (size it with CSS). Medium error correction when
/// the text fits, low when only that fits.
pub fn qr_svg(text: &str) -> Result<String, QrError> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M)
        .or_else(|_| QrCode::with_error_correction_level(text, EcLevel::L))
        .map_err(|e| match e {
            Refusal::DataTooLong => QrError::TooLong { bytes: text.len() },
            other => QrError::Other(other.to_string()),
        })?;
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET_ZONE;
    let mut path = String::new();
    // Each horizontal run of dark modules is one stroke one unit thick through the
    // middle of its row, and each move is relative to where the last run ended:
    // a few characters per run rather than a square per module.
    let mut pen = (0i64, 0i64);
    for (y, row) in colors.chunks(width.max(1)).enumerate() {
        let mut x = 0;
        while x < row.len() {
            if row[x] != Color::Dark {
                x += 1;
                continue;
            }
            let start = x;
            while x < row.len() && row[x] == Color::Dark {
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
