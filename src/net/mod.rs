//! Playing on several devices: the connection codes, and (beside them) the game protocol.

pub mod signal;
