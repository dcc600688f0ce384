//! Boardroom: four business board games. The engine and the games are plain Rust;
//! the web front end (`app`) is compiled only for the browser.

pub mod base64url;
pub mod codecs;
pub mod engine;
pub mod games;
pub mod net;
pub mod save;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod app;
