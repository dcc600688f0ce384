//! The coach's calibration for this game (placeholder until measured).

use crate::engine::bots::{Calibration, CountTable};

#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 6, shown: false, knots: &[] },
        CountTable { players: 7, shown: false, knots: &[] },
        CountTable { players: 8, shown: false, knots: &[] },
        CountTable { players: 9, shown: false, knots: &[] },
        CountTable { players: 10, shown: false, knots: &[] },
        CountTable { players: 11, shown: false, knots: &[] },
        CountTable { players: 12, shown: false, knots: &[] },
        CountTable { players: 13, shown: false, knots: &[] },
        CountTable { players: 14, shown: false, knots: &[] },
        CountTable { players: 15, shown: false, knots: &[] },
        CountTable { players: 16, shown: false, knots: &[] },
        CountTable { players: 17, shown: false, knots: &[] },
        CountTable { players: 18, shown: false, knots: &[] },
    ],
};
