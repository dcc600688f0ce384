//! The coach's calibration for this game: per player count and computer
//! level, its search's raw value of a choice mapped to the share of games
//! won by a seat following the coach, and whether that held on fresh games
//! well enough to show a percentage (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game detroit --data detroit-more.csv --write`.
//! Games: 8 players, one seat following the coach at every decision, the others the Normal computer; seeds 1-160 and 10001-10160.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 8, level: BotKind::Medium, shown: true, step: 1, games: 320, knots: &[(0.0, 0.0478), (0.05, 0.1059), (0.1, 0.1486), (0.15, 0.1816), (0.2, 0.21), (0.25, 0.2359), (0.3, 0.2602), (0.35, 0.2837), (0.4, 0.3067), (0.45, 0.3298), (0.5, 0.3532), (0.55, 0.3774), (0.6, 0.4027), (0.65, 0.4296), (0.7, 0.4588), (0.75, 0.4914), (0.8, 0.5287), (0.85, 0.5734), (0.9, 0.6309), (0.95, 0.7158), (1.0, 0.8558)] },
    ],
};
