//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game detroit --data detroit-more.csv,det6.csv --write`.
//! Games: one seat following the coach at every decision, the others the Normal computer; at 8 players seeds 1-160 and 10001-10160, at 6 players seeds 1-240. Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
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
        CountTable { players: 6, level: BotKind::Normal, seat: None, held: true, step: 1, games: 240, knots: &[(0.0, 0.0426), (0.05, 0.1079), (0.1, 0.1598), (0.15, 0.2011), (0.2, 0.2371), (0.25, 0.2701), (0.3, 0.3011), (0.35, 0.331), (0.4, 0.3602), (0.45, 0.3893), (0.5, 0.4185), (0.55, 0.4484), (0.6, 0.4792), (0.65, 0.5116), (0.7, 0.546), (0.75, 0.5834), (0.8, 0.625), (0.85, 0.673), (0.9, 0.7315), (0.95, 0.8108), (1.0, 0.9209)] },
        CountTable { players: 8, level: BotKind::Normal, seat: None, held: true, step: 1, games: 320, knots: &[(0.0, 0.0482), (0.05, 0.1061), (0.1, 0.1487), (0.15, 0.1816), (0.2, 0.2099), (0.25, 0.2356), (0.3, 0.2598), (0.35, 0.2831), (0.4, 0.3061), (0.45, 0.329), (0.5, 0.3523), (0.55, 0.3763), (0.6, 0.4014), (0.65, 0.4282), (0.7, 0.4573), (0.75, 0.4897), (0.8, 0.5268), (0.85, 0.5714), (0.9, 0.6287), (0.95, 0.7135), (1.0, 0.8539)] },
    ],
};
