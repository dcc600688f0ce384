//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game mundus-novus --data mundus-more.csv --write`.
//! Games: 4 players, one seat following the coach at every decision, the others the Normal computer; 142 games (seeds 1-140 and 10001-10002). Decisions whose first choice was searched fewer than 150 times (words in the app) are left out. The error on fresh games stayed at 0.154: words.
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
        CountTable { players: 4, level: BotKind::Normal, seat: None, held: false, step: 1, games: 142, knots: &[(0.0, 0.0884), (0.05, 0.177), (0.1, 0.2357), (0.15, 0.2782), (0.2, 0.3131), (0.25, 0.3437), (0.3, 0.3715), (0.35, 0.3975), (0.4, 0.4225), (0.45, 0.4467), (0.5, 0.4707), (0.55, 0.4949), (0.6, 0.5196), (0.65, 0.5452), (0.7, 0.5723), (0.75, 0.6017), (0.8, 0.6344), (0.85, 0.6724), (0.9, 0.7196), (0.95, 0.7863), (1.0, 0.8908)] },
    ],
};
