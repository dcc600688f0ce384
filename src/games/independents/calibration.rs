//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game independents --data ind3.csv --write`.
//! Games: 3 players, one seat following the coach at every decision (seat seed % 3), the others the Normal computer; seeds 40001-40600, 200 games at each seat; fresh error 0.033, 0.027 and 0.011 at seats 0, 1 and 2. Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, level: BotKind::Normal, seat: Some(0), held: true, step: 1, games: 200, knots: &[(0.0, 0.0158), (0.05, 0.0546), (0.1, 0.0936), (0.15, 0.1288), (0.2, 0.1623), (0.25, 0.195), (0.3, 0.2274), (0.35, 0.2601), (0.4, 0.2932), (0.45, 0.3272), (0.5, 0.3624), (0.55, 0.3991), (0.6, 0.4378), (0.65, 0.4789), (0.7, 0.5232), (0.75, 0.5715), (0.8, 0.6251), (0.85, 0.6861), (0.9, 0.7579), (0.95, 0.8483), (1.0, 0.9527)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(1), held: true, step: 1, games: 200, knots: &[(0.0, 0.0191), (0.05, 0.0569), (0.1, 0.0916), (0.15, 0.1216), (0.2, 0.1495), (0.25, 0.1764), (0.3, 0.2029), (0.35, 0.2294), (0.4, 0.2563), (0.45, 0.284), (0.5, 0.3128), (0.55, 0.3432), (0.6, 0.3755), (0.65, 0.4105), (0.7, 0.4488), (0.75, 0.4918), (0.8, 0.541), (0.85, 0.5995), (0.9, 0.6728), (0.95, 0.7745), (1.0, 0.9142)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(2), held: true, step: 1, games: 200, knots: &[(0.0, 0.0103), (0.05, 0.0495), (0.1, 0.0973), (0.15, 0.1446), (0.2, 0.1917), (0.25, 0.2389), (0.3, 0.2861), (0.35, 0.3336), (0.4, 0.3812), (0.45, 0.4292), (0.5, 0.4776), (0.55, 0.5264), (0.6, 0.5756), (0.65, 0.6254), (0.7, 0.6759), (0.75, 0.727), (0.8, 0.7789), (0.85, 0.8318), (0.9, 0.8858), (0.95, 0.9413), (1.0, 0.9877)] },
    ],
};
