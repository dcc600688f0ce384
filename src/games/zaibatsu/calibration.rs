//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game zaibatsu --data zai3.csv --write`.
//! Games: 3 players, one seat following the coach at every decision (seat seed % 3), the others the Normal computer; seeds 30001-30320 (stopped at 319 games, about 106 at each seat, fewer than the 200 a seat needs: words). Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, level: BotKind::Normal, seat: Some(0), held: false, step: 1, games: 106, knots: &[(0.0, 0.061), (0.05, 0.1367), (0.1, 0.1916), (0.15, 0.2333), (0.2, 0.2685), (0.25, 0.3001), (0.3, 0.3293), (0.35, 0.3571), (0.4, 0.384), (0.45, 0.4104), (0.5, 0.4369), (0.55, 0.4637), (0.6, 0.4913), (0.65, 0.5201), (0.7, 0.5507), (0.75, 0.584), (0.8, 0.6212), (0.85, 0.6643), (0.9, 0.7175), (0.95, 0.7917), (1.0, 0.9026)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(1), held: false, step: 1, games: 106, knots: &[(0.0, 0.1113), (0.05, 0.225), (0.1, 0.298), (0.15, 0.3495), (0.2, 0.3908), (0.25, 0.4262), (0.3, 0.4577), (0.35, 0.4866), (0.4, 0.5138), (0.45, 0.5398), (0.5, 0.565), (0.55, 0.5899), (0.6, 0.6149), (0.65, 0.6403), (0.7, 0.6666), (0.75, 0.6944), (0.8, 0.7246), (0.85, 0.7585), (0.9, 0.799), (0.95, 0.8532), (1.0, 0.9309)] },
        CountTable { players: 3, level: BotKind::Normal, seat: Some(2), held: false, step: 1, games: 107, knots: &[(0.0, 0.1376), (0.05, 0.2779), (0.1, 0.3644), (0.15, 0.4232), (0.2, 0.4691), (0.25, 0.5075), (0.3, 0.5409), (0.35, 0.5709), (0.4, 0.5986), (0.45, 0.6245), (0.5, 0.6493), (0.55, 0.6733), (0.6, 0.6968), (0.65, 0.7203), (0.7, 0.7442), (0.75, 0.7689), (0.8, 0.795), (0.85, 0.8237), (0.9, 0.8567), (0.95, 0.8991), (1.0, 0.9555)] },
    ],
};
