//! QR codes made by the app's own encoder (qrcodegen, as `save::qr_svg` uses
//! it), kept as module grids in tests/net_support/qr-codes.json for the camera
//! scan's decoder tests in Node (tests/browser/qr-decode.test.mjs), which have
//! no encoder of their own. Every mask, level and segment mode, small and large
//! versions, and a reply link as the guest device shows it.
//!
//! `BOARDROOM_WRITE_STATIC=1 cargo test --test suite qr_fixtures::` rewrites the file.

use std::fmt::Write;
use std::path::PathBuf;

use qrcodegen::{Mask, QrCode, QrCodeEcc, QrSegment, Version};

const REWRITE: &str = "BOARDROOM_WRITE_STATIC=1 cargo test --test suite qr_fixtures::";

/// A reply link of the usual length: the host's address and a 100-character code.
const REPLY_LINK: &str = "http://127.0.0.1:41234/boardroom/#reply/\
    AQMBAgMEBQYHCAQq8bw1GCXsW0HOu7PeFZpCGHaKwZa0SD4eNdhchqz2B1gFyJSQ1yFVcOhg\
    wTkqA7nJCAEKxwACwNnD-k";

fn level_name(ecl: QrCodeEcc) -> &'static str {
    match ecl {
        QrCodeEcc::Low => "L",
        QrCodeEcc::Medium => "M",
        QrCodeEcc::Quartile => "Q",
        QrCodeEcc::High => "H",
    }
}

/// The codes: (text, level, smallest version, mask).
fn codes() -> Vec<(String, QrCodeEcc, u8, Option<u8>)> {
    let levels = [
        QrCodeEcc::Low,
        QrCodeEcc::Medium,
        QrCodeEcc::Quartile,
        QrCodeEcc::High,
    ];
    let mut out = vec![
        (REPLY_LINK.to_string(), QrCodeEcc::Medium, 1, None),
        (
            "3141592653589793238462643".into(),
            QrCodeEcc::Medium,
            1,
            None,
        ),
        (
            "HTTPS://EXAMPLE.ORG/BOARDROOM".into(),
            QrCodeEcc::Quartile,
            1,
            None,
        ),
        ("Zaibatsu – ¥ naïve ✓".into(), QrCodeEcc::Low, 1, None),
    ];
    for mask in 0..8u8 {
        let ecl = levels[mask as usize % 4];
        out.push((
            format!("Mask {mask}: hello from Boardroom"),
            ecl,
            1,
            Some(mask),
        ));
    }
    for (i, version) in [2u8, 5, 7, 10, 14, 21, 27, 32, 40].into_iter().enumerate() {
        out.push((
            format!("version {version}, {}", "data ".repeat(version as usize)),
            levels[i % 4],
            version,
            None,
        ));
    }
    out
}

fn fixture() -> String {
    let mut json = String::from("[\n");
    let all = codes();
    for (n, (text, ecl, min, mask)) in all.iter().enumerate() {
        let segments = QrSegment::make_segments(text);
        let code = QrCode::encode_segments_advanced(
            &segments,
            *ecl,
            Version::new(*min),
            Version::MAX,
            mask.map(Mask::new),
            false,
        )
        .unwrap();
        let size = code.size();
        // A row as hex, 4 modules a digit, the first the most significant.
        let rows: Vec<String> = (0..size)
            .map(|y| {
                let mut hex = String::new();
                for x0 in (0..size).step_by(4) {
                    let digit = (0..4).fold(0, |d, i| {
                        d << 1 | u32::from(x0 + i < size && code.get_module(x0 + i, y))
                    });
                    let _ = write!(hex, "{digit:x}");
                }
                format!("\"{hex}\"")
            })
            .collect();
        // Debug quoting is JSON's for these texts (no control characters).
        let _ = writeln!(
            json,
            "{{\"text\": {:?}, \"level\": \"{}\", \"version\": {}, \"mask\": {}, \"rows\": [{}]}}{}",
            text,
            level_name(code.error_correction_level()),
            code.version().value(),
            code.mask().value(),
            rows.join(","),
            if n + 1 < all.len() { "," } else { "" }
        );
    }
    json.push_str("]\n");
    json
}

#[test]
fn the_decoder_tests_codes_are_the_encoders() {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/net_support/qr-codes.json");
    let text = fixture();
    if std::env::var_os("BOARDROOM_WRITE_STATIC").is_some() {
        std::fs::write(&file, &text).unwrap();
    }
    assert!(
        std::fs::read_to_string(&file).ok().as_deref() == Some(text.as_str()),
        "{} is not what the encoder makes now: run `{REWRITE}`",
        file.display()
    );
}
