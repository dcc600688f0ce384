//! The browser build keeps its relocations (`--emit-relocs`): the post-build
//! hook's wasm-split reads them to cut the wasm into parts loaded when first
//! needed (see src/app/parts.rs and scripts/post-build.mjs).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
