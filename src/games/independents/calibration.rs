//! The coach's calibration for this game: per player count, its search's raw
//! value of a choice mapped to the share of games actually won after it, and
//! whether that held on fresh games well enough to show a percentage (see
//! `crate::engine::bots::calibration`). Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game independents --fit independents-fit.csv --check independents-check.csv --write`.
//! Games: every seat the Easy computer (the seat asked plays the coach's choice); the games to fit and the fresh games to check have different seeds.
//! A count not measured has no knots and is shown in words.

use crate::engine::bots::{Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, shown: true, knots: &[(0.0, 0.0088), (0.05, 0.043), (0.1, 0.0856), (0.15, 0.1284), (0.2, 0.1717), (0.25, 0.2156), (0.3, 0.2602), (0.35, 0.3055), (0.4, 0.3517), (0.45, 0.3987), (0.5, 0.4467), (0.55, 0.4957), (0.6, 0.5458), (0.65, 0.597), (0.7, 0.6495), (0.75, 0.7034), (0.8, 0.7587), (0.85, 0.8157), (0.9, 0.8745), (0.95, 0.9355), (1.0, 0.9865)] },
        CountTable { players: 4, shown: true, knots: &[(0.0, 0.0104), (0.05, 0.0472), (0.1, 0.0909), (0.15, 0.1338), (0.2, 0.1765), (0.25, 0.2193), (0.3, 0.2624), (0.35, 0.306), (0.4, 0.3502), (0.45, 0.3951), (0.5, 0.441), (0.55, 0.4878), (0.6, 0.5359), (0.65, 0.5853), (0.7, 0.6362), (0.75, 0.689), (0.8, 0.7438), (0.85, 0.8011), (0.9, 0.8615), (0.95, 0.9262), (1.0, 0.9834)] },
        CountTable { players: 5, shown: true, knots: &[(0.0, 0.0091), (0.05, 0.0424), (0.1, 0.0827), (0.15, 0.1228), (0.2, 0.1631), (0.25, 0.204), (0.3, 0.2455), (0.35, 0.2879), (0.4, 0.3313), (0.45, 0.3757), (0.5, 0.4214), (0.55, 0.4685), (0.6, 0.5172), (0.65, 0.5676), (0.7, 0.6199), (0.75, 0.6744), (0.8, 0.7314), (0.85, 0.7913), (0.9, 0.8548), (0.95, 0.923), (1.0, 0.9829)] },
        CountTable { players: 6, shown: true, knots: &[(0.0, 0.0093), (0.05, 0.0443), (0.1, 0.0871), (0.15, 0.1298), (0.2, 0.1727), (0.25, 0.216), (0.3, 0.2599), (0.35, 0.3045), (0.4, 0.3498), (0.45, 0.396), (0.5, 0.4431), (0.55, 0.4913), (0.6, 0.5406), (0.65, 0.5912), (0.7, 0.6432), (0.75, 0.6968), (0.8, 0.7521), (0.85, 0.8094), (0.9, 0.869), (0.95, 0.9317), (1.0, 0.9853)] },
    ],
};
