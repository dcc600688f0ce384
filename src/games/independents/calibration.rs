//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game independents --data ind3.csv,ind4.csv --write`.
//! Games: one seat following the coach at every decision (seat seed % players), the others the Normal computer; at 3 players seeds 40001-40600, at 4 seeds 41001-41800, 200 games at each seat; fresh error at 3: 0.033, 0.027, 0.011; at 4: 0.012, 0.015, 0.010, 0.010 (seats 0 to 3). Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
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
        CountTable { players: 4, level: BotKind::Normal, seat: Some(0), held: true, step: 1, games: 200, knots: &[(0.0, 0.0097), (0.05, 0.0416), (0.1, 0.0785), (0.15, 0.1145), (0.2, 0.1504), (0.25, 0.1866), (0.3, 0.2235), (0.35, 0.2613), (0.4, 0.3002), (0.45, 0.3404), (0.5, 0.3821), (0.55, 0.4257), (0.6, 0.4714), (0.65, 0.5195), (0.7, 0.5706), (0.75, 0.6251), (0.8, 0.6837), (0.85, 0.7474), (0.9, 0.818), (0.95, 0.8982), (1.0, 0.9751)] },
        CountTable { players: 4, level: BotKind::Normal, seat: Some(1), held: true, step: 1, games: 200, knots: &[(0.0, 0.0078), (0.05, 0.036), (0.1, 0.0702), (0.15, 0.1045), (0.2, 0.1393), (0.25, 0.1751), (0.3, 0.2119), (0.35, 0.2499), (0.4, 0.2895), (0.45, 0.3307), (0.5, 0.3737), (0.55, 0.4188), (0.6, 0.4663), (0.65, 0.5165), (0.7, 0.5698), (0.75, 0.6266), (0.8, 0.6874), (0.85, 0.7532), (0.9, 0.8251), (0.95, 0.905), (1.0, 0.9783)] },
        CountTable { players: 4, level: BotKind::Normal, seat: Some(2), held: true, step: 1, games: 200, knots: &[(0.0, 0.0123), (0.05, 0.0534), (0.1, 0.1004), (0.15, 0.1455), (0.2, 0.1897), (0.25, 0.2334), (0.3, 0.2769), (0.35, 0.3205), (0.4, 0.3644), (0.45, 0.4088), (0.5, 0.4537), (0.55, 0.4994), (0.6, 0.546), (0.65, 0.5938), (0.7, 0.643), (0.75, 0.6938), (0.8, 0.7466), (0.85, 0.802), (0.9, 0.8607), (0.95, 0.9244), (1.0, 0.9822)] },
        CountTable { players: 4, level: BotKind::Normal, seat: Some(3), held: true, step: 1, games: 200, knots: &[(0.0, 0.0076), (0.05, 0.0363), (0.1, 0.072), (0.15, 0.1082), (0.2, 0.1452), (0.25, 0.1833), (0.3, 0.2225), (0.35, 0.263), (0.4, 0.305), (0.45, 0.3485), (0.5, 0.3937), (0.55, 0.4409), (0.6, 0.4901), (0.65, 0.5417), (0.7, 0.5958), (0.75, 0.6527), (0.8, 0.7128), (0.85, 0.7766), (0.9, 0.8447), (0.95, 0.918), (1.0, 0.9822)] },
    ],
};
