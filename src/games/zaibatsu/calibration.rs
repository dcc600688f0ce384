//! The coach's calibration for this game (placeholder until measured).

use crate::engine::bots::{Calibration, CountTable};

#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 2, shown: false, knots: &[] },
        CountTable { players: 3, shown: false, knots: &[] },
        CountTable { players: 4, shown: false, knots: &[] },
    ],
};
