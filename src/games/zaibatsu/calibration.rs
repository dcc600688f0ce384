//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game zaibatsu --data zaibatsu-fit.csv,zaibatsu-check.csv,zaibatsu-more.csv --write`.
//! Games: 3 players, one seat following the coach at every decision, the others the Normal computer; seeds 1-80, 10001-10080 and 20001-20160. Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
//! These tables were fitted over every seat pooled (`seat: None`), before the
//! fit took the seat; `held` is that pooled check. With no seat's own
//! evidence they show no percentage: the coach speaks in words at them.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, level: BotKind::Normal, seat: None, held: true, step: 1, games: 320, knots: &[(0.0, 0.143), (0.05, 0.2587), (0.1, 0.3278), (0.15, 0.3749), (0.2, 0.412), (0.25, 0.4435), (0.3, 0.4714), (0.35, 0.4969), (0.4, 0.5208), (0.45, 0.5436), (0.5, 0.5657), (0.55, 0.5876), (0.6, 0.6096), (0.65, 0.6321), (0.7, 0.6555), (0.75, 0.6804), (0.8, 0.7077), (0.85, 0.7389), (0.9, 0.7768), (0.95, 0.8294), (1.0, 0.9105)] },
    ],
};
