//! The coach's calibration for this game: per player count, computer level
//! and seat, its search's raw value of a choice mapped to the share of games
//! won by that seat following the coach, and whether that held on fresh
//! games; percentages only where every seat's held
//! (see `crate::engine::bots::calibration`).
//! Written by
//! `cargo run --profile arena --example coach_calibration -- fit --game independents --data independents-fit.csv,independents-more.csv,ind3.csv,ind5.csv --write`.
//! Games: one seat following the coach at every decision, the others the Normal computer; at 4 players seeds 1-80, 10001-10080 and 20001-20160, at 3 and 5 players seeds 1-240. Decisions whose first choice was searched fewer than 150 times (words in the app) are left out.
//! These tables were fitted over every seat pooled (`seat: None`), before the
//! fit took the seat; `held` is that pooled check. With no seat's own
//! evidence they show no percentage: the coach speaks in words at them.
//! A table not listed was not measured: the coach speaks in words there.

use crate::engine::bots::{BotKind, Calibration, CountTable};

// Measured chances: a figure near a mathematical constant is a coincidence.
#[allow(clippy::approx_constant)]
#[rustfmt::skip]
pub const CALIBRATION: Calibration = Calibration {
    tables: &[
        CountTable { players: 3, level: BotKind::Normal, seat: None, held: true, step: 1, games: 240, knots: &[(0.0, 0.0292), (0.05, 0.0796), (0.1, 0.1224), (0.15, 0.1579), (0.2, 0.1898), (0.25, 0.2197), (0.3, 0.2485), (0.35, 0.2768), (0.4, 0.3049), (0.45, 0.3334), (0.5, 0.3625), (0.55, 0.3926), (0.6, 0.4242), (0.65, 0.4579), (0.7, 0.4943), (0.75, 0.5344), (0.8, 0.5798), (0.85, 0.6329), (0.9, 0.6986), (0.95, 0.7889), (1.0, 0.9148)] },
        CountTable { players: 4, level: BotKind::Normal, seat: None, held: true, step: 1, games: 320, knots: &[(0.0, 0.0059), (0.05, 0.0316), (0.1, 0.066), (0.15, 0.1023), (0.2, 0.1404), (0.25, 0.1804), (0.3, 0.222), (0.35, 0.2654), (0.4, 0.3107), (0.45, 0.3578), (0.5, 0.4067), (0.55, 0.4576), (0.6, 0.5105), (0.65, 0.5654), (0.7, 0.6222), (0.75, 0.6811), (0.8, 0.7421), (0.85, 0.8049), (0.9, 0.8694), (0.95, 0.9351), (1.0, 0.9876)] },
        CountTable { players: 5, level: BotKind::Normal, seat: None, held: false, step: 1, games: 240, knots: &[(0.0, 0.0175), (0.05, 0.0598), (0.1, 0.1017), (0.15, 0.1392), (0.2, 0.1747), (0.25, 0.2091), (0.3, 0.243), (0.35, 0.2768), (0.4, 0.311), (0.45, 0.3459), (0.5, 0.3817), (0.55, 0.4189), (0.6, 0.4578), (0.65, 0.4989), (0.7, 0.5429), (0.75, 0.5905), (0.8, 0.6429), (0.85, 0.7021), (0.9, 0.7711), (0.95, 0.8571), (1.0, 0.9555)] },
    ],
};
