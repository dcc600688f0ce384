//! Test helpers shared by several test files; each file uses only some of them.
#![allow(dead_code)]

pub mod conformance;
pub mod duel;
pub mod sealed_rps;
