//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game zaibatsu --data zai3.csv,zai3b.csv --write`.
//! Games: 3 players, one seat following the coach at every decision (seat seed % 3), the others the Normal computer; seeds 30001-30620, 206, 206 and 207 games at seats 0, 1 and 2; fresh error 0.029, 0.028 and 0.036. Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, level: BotKind::Normal, seat: Some(0), held: true, step: 1, games: 206, knots: &[(0.0, 0.0768), (0.05, 0.1572), (0.1, 0.2118), (0.15, 0.2521), (0.2, 0.2855), (0.25, 0.315), (0.3, 0.3421), (0.35, 0.3677), (0.4, 0.3923), (0.45, 0.4164), (0.5, 0.4404), (0.55, 0.4647), (0.6, 0.4897), (0.65, 0.5157), (0.7, 0.5435), (0.75, 0.5738), (0.8, 0.6078), (0.85, 0.6476), (0.9, 0.6973), (0.95, 0.7685), (1.0, 0.8815)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(1), held: true, step: 1, games: 206, knots: &[(0.0, 0.1365), (0.05, 0.2573), (0.1, 0.3307), (0.15, 0.381), (0.2, 0.4207), (0.25, 0.4544), (0.3, 0.4841), (0.35, 0.5112), (0.4, 0.5365), (0.45, 0.5606), (0.5, 0.5839), (0.55, 0.6069), (0.6, 0.6298), (0.65, 0.6532), (0.7, 0.6773), (0.75, 0.7028), (0.8, 0.7306), (0.85, 0.7619), (0.9, 0.7994), (0.95, 0.8504), (1.0, 0.9257)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(2), held: true, step: 1, games: 207, knots: &[(0.0, 0.1205), (0.05, 0.2499), (0.1, 0.3325), (0.15, 0.3899), (0.2, 0.4353), (0.25, 0.4737), (0.3, 0.5075), (0.35, 0.5381), (0.4, 0.5666), (0.45, 0.5934), (0.5, 0.6192), (0.55, 0.6443), (0.6, 0.6691), (0.65, 0.6941), (0.7, 0.7195), (0.75, 0.746), (0.8, 0.7742), (0.85, 0.8053), (0.9, 0.8414), (0.95, 0.8881), (1.0, 0.9507)] },
    ],
};
