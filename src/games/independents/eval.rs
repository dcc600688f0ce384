//! The search's value of a position where a rollout stops early: each
//! company's chance of winning, from a handful of quantities a player weighs
//! (tokens, the sections in reach, the majority and Car of the Year odds, trend
//! cards that can still score, disks for next year and the risk of
//! bankruptcy), combined by weights fitted on thousands of computer games
//! (`cargo run --profile arena --example independents_fit`, which writes
//! weights.rs): a conditional logit per stage of the game and rule book.

#![allow(clippy::needless_range_loop)] // seats index several tables at once

use super::content::{card, Category, PER_CATEGORY, SECTIONS};
use super::state::{Edition, Independents, Phase};
use super::weights::WEIGHTS;
use crate::engine::Seat;

/// Quantities per company that the value is built from.
pub const FEATURES: usize = 12;
/// Steps of a year the weights tell apart: each category's allocation, its
/// card play, and the trends.
pub const STEPS: usize = 7;
/// Years left after the current one: 0, 1, 2 or more.
pub const HORIZONS: usize = 3;
/// Stages with their own weights: rule book × horizon × step.
pub const STAGES: usize = 2 * HORIZONS * STEPS;

/// Names of the features, for the fitting tool's report.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "tokens",
    "sections in reach",
    "majority tokens in reach",
    "selective pool",
    "sheet disks to come",
    "sections won",
    "Car of the Year chance",
    "trends in reach",
    "disks after contests",
    "bankruptcy shortfall",
    "cards",
    "disks over 16",
];

/// The stage whose weights apply, or `None` once the game is over.
pub fn stage(g: &Independents) -> Option<usize> {
    let step = match g.phase {
        Phase::Selective(c) | Phase::Required(c) => 2 * c.index(),
        Phase::Cards(c) => 2 * c.index() + 1,
        Phase::Trend => 6,
        Phase::Over => return None,
    };
    let horizon = usize::from(g.years.saturating_sub(g.year)).min(HORIZONS - 1);
    let book = match g.edition {
        Edition::First => 0,
        Edition::Second => 1,
    };
    Some((book * HORIZONS + horizon) * STEPS + step)
}

/// The category whose sections are still to be contested, if any.
fn active(g: &Independents) -> Option<Category> {
    match g.phase {
        Phase::Selective(c) | Phase::Required(c) | Phase::Cards(c) => Some(c),
        _ => None,
    }
}

/// Each company's features, seat by seat.
///
/// Sections still to be contested this year are judged from the disks each
/// company will bring there: those on the board, the sheet's circles still to
/// be placed, and its unspent selective pool spread evenly over the sections
/// of the categories where it can still be used.
pub fn features(g: &Independents) -> Vec<[f64; FEATURES]> {
    let n = g.players;
    let cat = active(g);
    // 0: contested already this year (or no category active: the trends);
    // 1: the active category; 2: still to come this year.
    let status = |c: Category| match cat {
        Some(a) if c.index() < a.index() => 0,
        Some(a) if c == a => 1,
        Some(_) => 2,
        None => 0,
    };
    let pending_sheet = matches!(g.phase, Phase::Selective(_) | Phase::Required(_));
    let selective_open = |p: Seat| matches!(g.phase, Phase::Selective(_)) && !g.has_passed(p);
    // Per company: the pool's disks per section of each open category.
    let spread: Vec<f64> = (0..n)
        .map(|p| {
            let later = cat.map_or(0, |a| 2 - a.index());
            let open = later + usize::from(selective_open(p));
            if open == 0 {
                0.0
            } else {
                f64::from(g.companies[p].pool) / (open * PER_CATEGORY) as f64
            }
        })
        .collect();
    let mut eff = [[0f64; 6]; SECTIONS];
    // Each company's chance of holding each section after this year's contests.
    let mut hold = [[0f64; 6]; SECTIONS];
    let mut expected_loss = [0f64; 6];
    for s in 0..SECTIONS {
        let st = status(Category::of(s));
        if st == 0 {
            for p in 0..n {
                hold[s][p] = f64::from(u8::from(g.board[s][p] > 0));
            }
            continue;
        }
        let mut total = 0.0;
        for p in 0..n {
            let co = &g.companies[p];
            eff[s][p] = if st == 1 {
                let sheet = if pending_sheet { co.on_sheet[s] } else { 0 };
                let pool = if selective_open(p) { spread[p] } else { 0.0 };
                f64::from(g.board[s][p] + sheet) + pool
            } else {
                f64::from(co.on_sheet[s]) + spread[p]
            };
            total += eff[s][p];
        }
        if total <= 0.0 {
            continue;
        }
        for p in 0..n {
            let d = eff[s][p];
            if d > 0.0 {
                let share = d / total;
                hold[s][p] = share;
                if st == 1 {
                    let on = f64::from(g.board[s][p]);
                    let kept = match g.edition {
                        Edition::Second => (on / 2.0).ceil(),
                        Edition::First => (on / 2.0).floor(),
                    };
                    expected_loss[p] += (1.0 - share) * (on - kept);
                }
            }
        }
    }

    let mut majority = [0f64; 6];
    for c in Category::ALL {
        if status(c) != 0 {
            let m = majority_odds(g, &eff, c);
            for p in 0..n {
                majority[p] += m[p];
            }
        }
    }

    // Car of the Year: each category's bag as it should stand at the year's
    // end, then the ratio of expected draws to expected disks.
    let mut coty_num = [0f64; 6];
    for c in Category::ALL {
        let mut w = [0f64; 6];
        for s in c.sections() {
            for p in 0..n {
                w[p] += if status(c) == 0 {
                    f64::from(g.board[s][p])
                } else {
                    hold[s][p]
                };
            }
        }
        let total: f64 = w.iter().sum();
        if total > 0.0 {
            for p in 0..n {
                coty_num[p] += w[p] * w[p] / total;
            }
        }
    }
    let coty_den: f64 = coty_num.iter().sum();

    let (floor, restart) = match g.edition {
        Edition::Second => (10.0, 16.0),
        Edition::First => (11.0, 16.0),
    };
    (0..n)
        .map(|p: Seat| {
            let co = &g.companies[p];
            let mut f = [0f64; FEATURES];
            f[0] = f64::from(co.tokens);
            f[1] = (0..SECTIONS)
                .filter(|&s| status(Category::of(s)) != 0)
                .map(|s| hold[s][p])
                .sum();
            f[2] = majority[p];
            f[3] = f64::from(co.pool);
            f[4] = cat.map_or(0.0, |c| {
                Category::ALL
                    .iter()
                    .filter(|o| o.index() > c.index())
                    .flat_map(|o| o.sections())
                    .map(|s| f64::from(co.on_sheet[s]))
                    .sum()
            });
            f[5] = (0..SECTIONS)
                .filter(|&s| status(Category::of(s)) == 0 && g.board[s][p] > 0)
                .count() as f64;
            f[6] = if coty_den > 0.0 {
                coty_num[p] / coty_den
            } else {
                0.0
            };
            f[7] = co
                .hand
                .iter()
                .map(|&id| {
                    card(id)
                        .trend
                        .iter()
                        .map(|&s| hold[s as usize][p])
                        .product::<f64>()
                })
                .sum();
            let owned = f64::from(g.owned(p)) - expected_loss[p];
            f[8] = owned;
            f[9] = (floor - owned).max(0.0);
            f[10] = co.hand.len() as f64;
            f[11] = (owned - restart).max(0.0);
            f
        })
        .collect()
}

/// Each company's chance of the active category's majority token, treating the
/// sections as independent draws and the companies' tallies as independent.
fn majority_odds(g: &Independents, eff: &[[f64; 6]; SECTIONS], cat: Category) -> [f64; 6] {
    let n = g.players;
    // dist[p][k]: chance that company p wins k sections.
    let mut dist = [[0f64; PER_CATEGORY + 1]; 6];
    for d in dist.iter_mut().take(n) {
        d[0] = 1.0;
    }
    for s in cat.sections() {
        let total: f64 = eff[s].iter().sum();
        if total <= 0.0 {
            continue;
        }
        for p in 0..n {
            let q = eff[s][p] / total;
            if q <= 0.0 {
                continue;
            }
            let d = &mut dist[p];
            for k in (1..=PER_CATEGORY).rev() {
                d[k] = d[k] * (1.0 - q) + d[k - 1] * q;
            }
            d[0] *= 1.0 - q;
        }
    }
    let mut out = [0f64; 6];
    match g.edition {
        Edition::First => {
            for p in 0..n {
                out[p] = dist[p][PER_CATEGORY / 2 + 1..].iter().sum();
            }
        }
        Edition::Second => {
            // cdf[q][k]: chance that q wins k sections or fewer.
            let mut cdf = [[0f64; PER_CATEGORY + 1]; 6];
            for q in 0..n {
                let mut acc = 0.0;
                for k in 0..=PER_CATEGORY {
                    acc += dist[q][k];
                    cdf[q][k] = acc;
                }
            }
            for p in 0..n {
                out[p] = (1..=PER_CATEGORY)
                    .map(|k| {
                        dist[p][k]
                            * (0..n)
                                .filter(|&q| q != p)
                                .map(|q| cdf[q][k])
                                .product::<f64>()
                    })
                    .sum();
            }
        }
    }
    out
}

/// Each company's chance of winning, summing to 1.
pub fn evaluate(g: &Independents) -> Vec<f64> {
    let Some(stage) = stage(g) else {
        return vec![1.0 / g.players as f64; g.players];
    };
    let w = &WEIGHTS[stage];
    let scores: Vec<f64> = features(g)
        .iter()
        .map(|f| f.iter().zip(w).map(|(x, w)| x * f64::from(*w)).sum())
        .collect();
    softmax(&scores)
}

pub fn softmax(scores: &[f64]) -> Vec<f64> {
    let top = scores.iter().copied().fold(f64::MIN, f64::max);
    let exps: Vec<f64> = scores.iter().map(|s| (s - top).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.iter().map(|e| e / sum).collect()
}
