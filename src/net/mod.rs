//! Playing on several devices: the invite and reply codes that connect two
//! devices ([`signal`]) and the servers that help them meet ([`ice`]), what a hosting device and its guests say to each other
//! ([`proto`]), the host's side of one guest ([`host`]) and the guest's copy of
//! what its seat may see ([`mirror`]), play by message ([`post`]) and the keeper's
//! steps through it ([`keeper`]), and where each seat on another device
//! stands on the host's panel ([`seat_row`]), and a guest between its invite
//! and its game ([`arrival`]). Plain Rust, tested natively; the
//! browser's connection lives in `app::connect`.

pub mod arrival;
pub mod host;
pub mod ice;
pub mod joining;
pub mod keeper;
pub mod mirror;
pub mod post;
pub mod proto;
pub mod seat_row;
pub mod signal;
pub mod transport;
