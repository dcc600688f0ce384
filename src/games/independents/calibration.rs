//! The coach's calibration for this game (placeholder until measured).

use crate::engine::bots::{Calibration, CountTable};

#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, shown: false, knots: &[] },
        CountTable { players: 4, shown: false, knots: &[] },
        CountTable { players: 5, shown: false, knots: &[] },
        CountTable { players: 6, shown: false, knots: &[] },
    ],
};
