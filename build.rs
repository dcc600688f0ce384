//! The browser build keeps its relocations (`--emit-relocs`): the post-build
//! hook's wasm-split reads them to cut the wasm into parts loaded when first
//! needed (see src/app/parts.rs and scripts/post-build.mjs).
//!
//! The words' catalogs (src/words/): every `<lang>.ftl` in `src/words/` and in
//! each game's `words/` folder, compiled per language into
//! `$OUT_DIR/words-<lang>.bin`.

use std::path::{Path, PathBuf};

#[allow(dead_code)] // build.rs uses what compiles; the app the rest
#[path = "src/words/pattern.rs"]
mod pattern;

#[allow(dead_code)]
#[path = "src/words/compile.rs"]
mod compile;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
    catalogs();
}

fn catalogs() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    // Cargo looks into folders named here for any change: a new catalog too.
    println!("cargo:rerun-if-changed=src/words");
    println!("cargo:rerun-if-changed=src/games");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    for (lang, sources) in compile::sources(&root) {
        let bytes = |c: &pattern::Compiled| postcard::to_allocvec(c).unwrap();
        // Each language's whole catalog (what the native code reads), and its
        // catalogs one by one: the shared one is built into the app, and each
        // game's comes with the game's part (src/app/split.rs).
        match compile::compile(&lang, &sources) {
            Ok(c) => write(&out.join(format!("words-{lang}-all.bin")), &bytes(&c)),
            Err(problems) => panic!("the {lang} catalog:\n  {}", problems.join("\n  ")),
        }
        let parts = compile::compile_by_catalog(&lang, &sources).unwrap();
        for game in games(&root)
            .into_iter()
            .chain(["devices", "play"].map(String::from))
        {
            let c = parts
                .get(&game)
                .cloned()
                .unwrap_or_else(|| pattern::Compiled {
                    lang: lang.clone(),
                    messages: Vec::new(),
                });
            write(&out.join(format!("words-{lang}-{game}.bin")), &bytes(&c));
        }
        let shared = parts.get("").cloned().unwrap_or_default();
        write(&out.join(format!("words-{lang}.bin")), &bytes(&shared));
    }
}

/// Every game folder: each has a catalog file per language, empty when it has
/// no `words/` (a game's code includes its own).
fn games(root: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root.join("src/games"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

fn write(path: &Path, bytes: &[u8]) {
    // Unchanged bytes are not written again, so nothing that includes them rebuilds.
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::write(path, bytes).unwrap();
    }
}
