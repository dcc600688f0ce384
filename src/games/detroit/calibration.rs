//! The coach's calibration for this game (see `crate::engine::bots::calibration`):
//! written by `examples/coach_calibration.rs` once its tables are measured.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::Calibration;

pub const CALIBRATION: Calibration = Calibration { tables: &[] };
