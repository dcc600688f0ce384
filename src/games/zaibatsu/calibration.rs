//! The coach's calibration for this game: per player count, its search's raw
//! value of a choice mapped to the share of games actually won after it, and
//! whether that held on fresh games well enough to show a percentage (see
//! `crate::engine::bots::calibration`). Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game zaibatsu --fit zaibatsu-fit.csv --check zaibatsu-check.csv --write`.
//! Games: every seat the Easy computer (the seat asked plays the coach's choice); the games to fit and the fresh games to check have different seeds.
//! A count not measured has no knots and is shown in words.

use crate::engine::bots::{Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 2, shown: true, knots: &[(0.0, 0.0395), (0.05, 0.1103), (0.1, 0.1696), (0.15, 0.2177), (0.2, 0.2599), (0.25, 0.2986), (0.3, 0.3349), (0.35, 0.3697), (0.4, 0.4035), (0.45, 0.4368), (0.5, 0.47), (0.55, 0.5035), (0.6, 0.5377), (0.65, 0.5729), (0.7, 0.6097), (0.75, 0.6489), (0.8, 0.6913), (0.85, 0.7387), (0.9, 0.7938), (0.95, 0.8638), (1.0, 0.9503)] },
        CountTable { players: 3, shown: true, knots: &[(0.0, 0.0479), (0.05, 0.116), (0.1, 0.1685), (0.15, 0.2096), (0.2, 0.245), (0.25, 0.2773), (0.3, 0.3075), (0.35, 0.3364), (0.4, 0.3646), (0.45, 0.3926), (0.5, 0.4208), (0.55, 0.4494), (0.6, 0.479), (0.65, 0.51), (0.7, 0.5431), (0.75, 0.579), (0.8, 0.6191), (0.85, 0.6656), (0.9, 0.7225), (0.95, 0.8008), (1.0, 0.913)] },
        CountTable { players: 4, shown: true, knots: &[(0.0, 0.045), (0.05, 0.1062), (0.1, 0.1531), (0.15, 0.1898), (0.2, 0.2217), (0.25, 0.2507), (0.3, 0.2781), (0.35, 0.3046), (0.4, 0.3305), (0.45, 0.3564), (0.5, 0.3826), (0.55, 0.4095), (0.6, 0.4376), (0.65, 0.4672), (0.7, 0.4992), (0.75, 0.5344), (0.8, 0.5742), (0.85, 0.6211), (0.9, 0.68), (0.95, 0.7637), (1.0, 0.8908)] },
    ],
};
