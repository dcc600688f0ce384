//! Packs the release build's wasm files (scripts/lzma.mjs runs it): LZMA in the
//! LZMA-alone layout `xz --format=lzma` writes (13 bytes of header: the coder's
//! settings, its window's size, the unpacked size), which the page's unpacker
//! (scripts/unlzma) reads.
//!
//! Why not `xz` itself: a part of the app (a game, say) is packed with the main
//! wasm as its *preset dictionary*: the coder starts with the main wasm already
//! in its window, so the part's code can be written as copies of the main wasm's
//! (the same compiler's idioms, the same library code, the same names). The page
//! has the main wasm when a part arrives, and unpacks against it. That is 8%
//! fewer bytes for a game's first opening (docs/measuring.md), and the `xz`
//! command has no option for it; liblzma, which xz is built on, has.
//!
//! Usage: `lzma-pack [--preset FILE] LC PB < plain > packed` (scripts/lzma.mjs
//! gives the settings; the rest is xz's preset 9e).

use std::io::{Read, Write};
use std::mem::MaybeUninit;
use std::process::ExitCode;

use lzma_sys::*;

/// The file as the page reads it: header, then the coder's bytes.
fn pack(data: &[u8], preset: &[u8], lc: u32, pb: u32) -> Result<Vec<u8>, String> {
    // SAFETY: liblzma's C API as documented in lzma/lzma12.h and
    // lzma/filter.h: the options are filled by `lzma_lzma_preset`, the preset
    // and the data outlive the call, and the output buffer's room is passed.
    unsafe {
        let mut options = MaybeUninit::<lzma_options_lzma>::zeroed();
        if lzma_lzma_preset(options.as_mut_ptr(), 9 | LZMA_PRESET_EXTREME) != 0 {
            return Err("liblzma refused preset 9e".into());
        }
        let mut options = options.assume_init();
        options.lc = lc;
        options.pb = pb;
        if !preset.is_empty() {
            options.preset_dict = preset.as_ptr();
            options.preset_dict_size =
                u32::try_from(preset.len()).map_err(|_| "the preset is too large")?;
        }
        let filters = [
            lzma_filter {
                id: LZMA_FILTER_LZMA1,
                options: (&raw mut options).cast(),
            },
            lzma_filter {
                id: LZMA_VLI_UNKNOWN,
                options: std::ptr::null_mut(),
            },
        ];
        let mut out = vec![0u8; data.len() + data.len() / 2 + 4096];
        let mut written = 13usize;
        let status = lzma_raw_buffer_encode(
            filters.as_ptr(),
            std::ptr::null(),
            data.as_ptr(),
            data.len(),
            out.as_mut_ptr(),
            &mut written,
            out.len(),
        );
        if status != LZMA_OK {
            return Err(format!("liblzma failed (lzma_ret {status})"));
        }
        out.truncate(written);
        // The header xz writes, with the size known: the page allocates once.
        out[0] = ((pb * 5) * 9 + lc) as u8;
        out[1..5].copy_from_slice(&options.dict_size.to_le_bytes());
        out[5..13].copy_from_slice(&(data.len() as u64).to_le_bytes());
        Ok(out)
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut preset = Vec::new();
    let mut numbers = Vec::new();
    while let Some(arg) = args.next() {
        if arg == "--preset" {
            let file = args.next().ok_or("--preset needs a file")?;
            preset = std::fs::read(&file).map_err(|e| format!("{file}: {e}"))?;
        } else {
            numbers.push(
                arg.parse::<u32>()
                    .map_err(|_| format!("not a number: {arg}"))?,
            );
        }
    }
    let (lc, pb) = match numbers[..] {
        [lc, pb] if lc <= 4 && pb <= 4 => (lc, pb),
        _ => return Err("usage: lzma-pack [--preset FILE] LC PB < plain > packed".into()),
    };
    let mut data = Vec::new();
    std::io::stdin()
        .read_to_end(&mut data)
        .map_err(|e| e.to_string())?;
    let packed = pack(&data, &preset, lc, pb)?;
    std::io::stdout()
        .write_all(&packed)
        .map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("lzma-pack: {why}");
            ExitCode::FAILURE
        }
    }
}
