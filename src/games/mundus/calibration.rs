//! The coach's calibration for this game: per player count, its search's raw
//! value of a choice mapped to the share of games actually won after it, and
//! whether that held on fresh games well enough to show a percentage (see
//! `crate::engine::bots::calibration`). Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game mundus --fit mundus-fit.csv --check mundus-check.csv --write`.
//! Games: every seat the Easy computer (the seat asked plays the coach's choice); the games to fit and the fresh games to check have different seeds.
//! A count not measured has no knots and is shown in words.

use crate::engine::bots::{Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 2, shown: false, knots: &[(0.0, 0.0403), (0.05, 0.1106), (0.1, 0.1691), (0.15, 0.2163), (0.2, 0.2576), (0.25, 0.2955), (0.3, 0.3311), (0.35, 0.3652), (0.4, 0.3983), (0.45, 0.4311), (0.5, 0.4637), (0.55, 0.4967), (0.6, 0.5304), (0.65, 0.5652), (0.7, 0.6017), (0.75, 0.6406), (0.8, 0.683), (0.85, 0.7304), (0.9, 0.7861), (0.95, 0.8574), (1.0, 0.9469)] },
        CountTable { players: 3, shown: true, knots: &[(0.0, 0.0192), (0.05, 0.0717), (0.1, 0.1258), (0.15, 0.1745), (0.2, 0.2203), (0.25, 0.2641), (0.3, 0.3067), (0.35, 0.3485), (0.4, 0.3899), (0.45, 0.4311), (0.5, 0.4724), (0.55, 0.5141), (0.6, 0.5565), (0.65, 0.5998), (0.7, 0.6444), (0.75, 0.6908), (0.8, 0.7395), (0.85, 0.7914), (0.9, 0.8479), (0.95, 0.9121), (1.0, 0.9762)] },
        CountTable { players: 4, shown: false, knots: &[(0.0, 0.0147), (0.05, 0.0594), (0.1, 0.1082), (0.15, 0.1538), (0.2, 0.1977), (0.25, 0.2406), (0.3, 0.2829), (0.35, 0.325), (0.4, 0.3672), (0.45, 0.4096), (0.5, 0.4526), (0.55, 0.4962), (0.6, 0.5409), (0.65, 0.5867), (0.7, 0.634), (0.75, 0.6833), (0.8, 0.735), (0.85, 0.7899), (0.9, 0.8492), (0.95, 0.9154), (1.0, 0.9786)] },
        CountTable { players: 5, shown: false, knots: &[(0.0, 0.0197), (0.05, 0.0596), (0.1, 0.0964), (0.15, 0.1283), (0.2, 0.158), (0.25, 0.1865), (0.3, 0.2145), (0.35, 0.2425), (0.4, 0.2709), (0.45, 0.3), (0.5, 0.3301), (0.55, 0.3617), (0.6, 0.3952), (0.65, 0.4313), (0.7, 0.4706), (0.75, 0.5143), (0.8, 0.5641), (0.85, 0.6225), (0.9, 0.6948), (0.95, 0.793), (1.0, 0.9236)] },
        CountTable { players: 6, shown: false, knots: &[] },
    ],
};
