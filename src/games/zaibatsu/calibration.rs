//! The coach's calibration for this game: per player count, its search's raw
//! value of a choice mapped to the share of games actually won after it, and
//! whether that held on fresh games well enough to show a percentage (see
//! `crate::engine::bots::calibration`). Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game zaibatsu --fit zaibatsu-fit.csv --check zaibatsu-check.csv --write`.
//! Games: every seat the Easy computer (the seat asked plays the coach's choice); the games to fit and the fresh games to check have different seeds.
//! A count not measured has no knots and is shown in words.

use crate::engine::bots::{Calibration, CountTable};

#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 2, shown: true, knots: &[(0.0, 0.0395), (0.05, 0.1103), (0.1, 0.1696), (0.15, 0.2177), (0.2, 0.2599), (0.25, 0.2986), (0.3, 0.3349), (0.35, 0.3697), (0.4, 0.4035), (0.45, 0.4368), (0.5, 0.47), (0.55, 0.5035), (0.6, 0.5377), (0.65, 0.5729), (0.7, 0.6097), (0.75, 0.6489), (0.8, 0.6913), (0.85, 0.7387), (0.9, 0.7938), (0.95, 0.8638), (1.0, 0.9503)] },
        CountTable { players: 3, shown: false, knots: &[(0.0, 0.0477), (0.05, 0.1175), (0.1, 0.1716), (0.15, 0.214), (0.2, 0.2508), (0.25, 0.2841), (0.3, 0.3153), (0.35, 0.3451), (0.4, 0.3742), (0.45, 0.403), (0.5, 0.4319), (0.55, 0.4612), (0.6, 0.4914), (0.65, 0.523), (0.7, 0.5566), (0.75, 0.5929), (0.8, 0.6333), (0.85, 0.6797), (0.9, 0.7362), (0.95, 0.8128), (1.0, 0.9202)] },
        CountTable { players: 4, shown: false, knots: &[] },
    ],
};
