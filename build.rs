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
        match compile::compile(&lang, &sources) {
            Ok(c) => write(
                &out.join(format!("words-{lang}.bin")),
                &postcard::to_allocvec(&c).unwrap(),
            ),
            Err(problems) => panic!("the {lang} catalog:\n  {}", problems.join("\n  ")),
        }
    }
}

fn write(path: &Path, bytes: &[u8]) {
    // Unchanged bytes are not written again, so nothing that includes them rebuilds.
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        std::fs::write(path, bytes).unwrap();
    }
}
