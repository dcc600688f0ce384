//! The coach's calibration for this game: per player count, its search's raw
//! value of a choice mapped to the share of games actually won after it, and
//! whether that held on fresh games well enough to show a percentage (see
//! `crate::engine::bots::calibration`). Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game detroit --fit detroit-fit.csv --check detroit-check.csv --write`.
//! Games: every seat the Normal computer (the seat asked plays the coach's choice); 6, 9, 12 and 18 players measured, 70, 45, 35 and 25 games each to fit and as many fresh ones to check.
//! A count not measured has no knots and is shown in words.

use crate::engine::bots::{Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 6, shown: true, knots: &[(0.0, 0.0103), (0.05, 0.0464), (0.1, 0.0891), (0.15, 0.1309), (0.2, 0.1725), (0.25, 0.2142), (0.3, 0.2563), (0.35, 0.299), (0.4, 0.3424), (0.45, 0.3866), (0.5, 0.4318), (0.55, 0.4783), (0.6, 0.526), (0.65, 0.5753), (0.7, 0.6263), (0.75, 0.6794), (0.8, 0.7349), (0.85, 0.7932), (0.9, 0.8552), (0.95, 0.9223), (1.0, 0.9823)] },
        CountTable { players: 7, shown: false, knots: &[] },
        CountTable { players: 8, shown: false, knots: &[] },
        CountTable { players: 9, shown: true, knots: &[(0.0, 0.0038), (0.05, 0.0309), (0.1, 0.0767), (0.15, 0.1309), (0.2, 0.1906), (0.25, 0.2542), (0.3, 0.3201), (0.35, 0.3869), (0.4, 0.4536), (0.45, 0.5193), (0.5, 0.5829), (0.55, 0.644), (0.6, 0.7017), (0.65, 0.7558), (0.7, 0.8058), (0.75, 0.8514), (0.8, 0.8924), (0.85, 0.9284), (0.9, 0.9592), (0.95, 0.984), (1.0, 0.998)] },
        CountTable { players: 10, shown: false, knots: &[] },
        CountTable { players: 11, shown: false, knots: &[] },
        CountTable { players: 12, shown: true, knots: &[(0.0, 0.0156), (0.05, 0.05), (0.1, 0.0832), (0.15, 0.1127), (0.2, 0.1407), (0.25, 0.168), (0.3, 0.1951), (0.35, 0.2225), (0.4, 0.2506), (0.45, 0.2796), (0.5, 0.31), (0.55, 0.342), (0.6, 0.3763), (0.65, 0.4135), (0.7, 0.4543), (0.75, 0.4999), (0.8, 0.5521), (0.85, 0.6136), (0.9, 0.6898), (0.95, 0.793), (1.0, 0.9273)] },
        CountTable { players: 13, shown: false, knots: &[] },
        CountTable { players: 14, shown: false, knots: &[] },
        CountTable { players: 15, shown: false, knots: &[] },
        CountTable { players: 16, shown: false, knots: &[] },
        CountTable { players: 17, shown: false, knots: &[] },
        CountTable { players: 18, shown: true, knots: &[(0.0, 0.0079), (0.05, 0.0458), (0.1, 0.0979), (0.15, 0.1524), (0.2, 0.2082), (0.25, 0.2646), (0.3, 0.3213), (0.35, 0.3778), (0.4, 0.4339), (0.45, 0.4894), (0.5, 0.544), (0.55, 0.5976), (0.6, 0.6499), (0.65, 0.7009), (0.7, 0.7504), (0.75, 0.7982), (0.8, 0.8441), (0.85, 0.8878), (0.9, 0.9291), (0.95, 0.9673), (1.0, 0.9945)] },
    ],
};
