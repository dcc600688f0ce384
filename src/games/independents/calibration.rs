//! The coach's calibration for this game: per player count and computer
//! level, its search's raw value of a choice mapped to the share of games
//! won by a seat following the coach, and whether that held on fresh games
//! well enough to show a percentage (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game independents --data independents-fit.csv,independents-more.csv --write`.
//! Games: 4 players, one seat following the coach at every decision, the others the Normal computer; seeds 1-80, 10001-10080 and 20001-20160.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 4, level: BotKind::Medium, shown: true, step: 1, games: 320, knots: &[(0.0, 0.0058), (0.05, 0.0303), (0.1, 0.0624), (0.15, 0.0962), (0.2, 0.1316), (0.25, 0.1687), (0.3, 0.2075), (0.35, 0.2481), (0.4, 0.2907), (0.45, 0.3353), (0.5, 0.382), (0.55, 0.4311), (0.6, 0.4826), (0.65, 0.5367), (0.7, 0.5935), (0.75, 0.6532), (0.8, 0.7161), (0.85, 0.7821), (0.9, 0.8516), (0.95, 0.9245), (1.0, 0.9849)] },
    ],
};
