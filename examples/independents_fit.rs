//! Fits the weights of the Independents' position value (src/games/independents/
//! eval.rs) and writes them to src/games/independents/weights.rs.
//!
//!   cargo run --profile arena --example independents_fit -- --games 3000
//!
//! Plays seeded games of the simple policy (with a few random moves mixed in,
//! so that odd positions are seen too) at 3 to 6 players in both rule books,
//! keeps a sample of positions with every company's features and who won in the
//! end, and fits, per stage, a conditional logit: P(company wins) = softmax of
//! the weighted features. Newton's method with a little ridge; a fifth of the
//! games is held out and the report compares its log-loss with the even guess
//! and with counting tokens alone.
//!
//! Options: --games N (per player count and rule book), --seed N, --every N
//! (keep one position in N), --eps X (share of random moves), --out PATH
//! (`-` prints instead of writing).

#![allow(clippy::needless_range_loop)] // matrix code reads best with indices

use boardroom::engine::bots;
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::independents::eval::{self, FEATURES, FEATURE_NAMES, STAGES};
use boardroom::games::independents::{Edition, Independents, IndependentsOptions};

struct Sample {
    stage: usize,
    features: Vec<[f64; FEATURES]>,
    rewards: Vec<f64>,
    test: bool,
}

fn arg<T: std::str::FromStr>(name: &str, default: T) -> T {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let games: u64 = arg("--games", 2000);
    let seed: u64 = arg("--seed", 7);
    let every: u64 = arg("--every", 6);
    let eps: f64 = arg("--eps", 0.05);
    let out: String = arg("--out", "src/games/independents/weights.rs".to_string());
    let started = std::time::Instant::now();
    let mut samples: Vec<Sample> = Vec::new();
    for edition in [Edition::First, Edition::Second] {
        for players in 3..=6usize {
            for i in 0..games {
                let gseed = seed
                    .wrapping_mul(1_000_003)
                    .wrapping_add(i * 31 + players as u64 * 7_000_007)
                    .wrapping_add(if edition == Edition::First {
                        0
                    } else {
                        1 << 40
                    });
                play(
                    edition,
                    players,
                    gseed,
                    every,
                    eps,
                    i % 5 == 4,
                    &mut samples,
                );
            }
        }
    }
    eprintln!(
        "{} positions from {} games in {:.1}s",
        samples.len(),
        games * 8,
        started.elapsed().as_secs_f64()
    );
    let mut weights = vec![[0f64; FEATURES]; STAGES];
    let (mut test_fit, mut test_even, mut test_tokens, mut test_n) = (0.0, 0.0, 0.0, 0.0);
    for (stage, w) in weights.iter_mut().enumerate() {
        let train: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.stage == stage && !s.test)
            .collect();
        let test: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.stage == stage && s.test)
            .collect();
        if train.is_empty() {
            continue;
        }
        *w = fit(&train);
        let mut tokens_only = [0f64; FEATURES];
        tokens_only[0] = 1.0;
        let tw = fit_masked(&test, &tokens_only);
        let fitted = loss(&test, w);
        let even = loss(&test, &[0.0; FEATURES]);
        let tok = loss(&test, &tw);
        eprintln!(
            "stage {stage:2}: {:6} train {:6} test  log-loss {fitted:.4} (even {even:.4}, tokens {tok:.4})",
            train.len(),
            test.len()
        );
        let m = test.len() as f64;
        test_fit += fitted * m;
        test_even += even * m;
        test_tokens += tok * m;
        test_n += m;
    }
    eprintln!(
        "held out: log-loss {:.4}, even guess {:.4}, tokens alone {:.4}",
        test_fit / test_n,
        test_even / test_n,
        test_tokens / test_n
    );
    let text = render(&weights, games, seed, every, eps);
    if out == "-" {
        print!("{text}");
    } else {
        std::fs::write(&out, text).expect("write the weights");
        eprintln!("wrote {out}");
    }
}

fn play(
    edition: Edition,
    players: usize,
    seed: u64,
    every: u64,
    eps: f64,
    test: bool,
    samples: &mut Vec<Sample>,
) {
    let options = IndependentsOptions { edition, years: 3 };
    let mut g = Independents::new(players, &options, seed).unwrap();
    let mut r = rng::seeded(seed ^ 0xabcdef);
    let mut kept: Vec<(usize, Vec<[f64; FEATURES]>)> = Vec::new();
    while g.outcome().is_none() {
        if rng::below(&mut r, every as usize) == 0 {
            if let Some(stage) = eval::stage(&g) {
                kept.push((stage, eval::features(&g)));
            }
        }
        let seat = g.to_act()[0];
        let random = (rng::below(&mut r, 1 << 20) as f64) < eps * f64::from(1 << 20);
        let a = if random {
            bots::random_action(&g, seat, &mut r)
        } else {
            bots::policy_action(&g, seat, &mut r)
        }
        .unwrap();
        g.play(seat, &a, &mut Log::silent()).unwrap();
    }
    let rewards = g.outcome().unwrap().rewards();
    for (stage, features) in kept {
        samples.push(Sample {
            stage,
            features,
            rewards: rewards.clone(),
            test,
        });
    }
}

fn probs(f: &[[f64; FEATURES]], w: &[f64; FEATURES]) -> Vec<f64> {
    let scores: Vec<f64> = f
        .iter()
        .map(|x| x.iter().zip(w).map(|(a, b)| a * b).sum())
        .collect();
    eval::softmax(&scores)
}

/// Mean negative log-likelihood of the winners (shared wins split).
fn loss(samples: &[&Sample], w: &[f64; FEATURES]) -> f64 {
    let mut total = 0.0;
    for s in samples {
        let p = probs(&s.features, w);
        for (y, q) in s.rewards.iter().zip(&p) {
            if *y > 0.0 {
                total -= y * q.max(1e-12).ln();
            }
        }
    }
    total / samples.len().max(1) as f64
}

fn fit(samples: &[&Sample]) -> [f64; FEATURES] {
    fit_masked(samples, &[1.0; FEATURES])
}

/// Newton's method on the conditional logit, over the features `mask` keeps.
fn fit_masked(samples: &[&Sample], mask: &[f64; FEATURES]) -> [f64; FEATURES] {
    let mut w = [0f64; FEATURES];
    let ridge = 1e-3 * samples.len() as f64;
    for _ in 0..25 {
        let mut grad = [0f64; FEATURES];
        let mut hess = [[0f64; FEATURES]; FEATURES];
        for s in samples {
            let p = probs(&s.features, &w);
            let mut mean = [0f64; FEATURES];
            for (x, q) in s.features.iter().zip(&p) {
                for k in 0..FEATURES {
                    mean[k] += q * x[k] * mask[k];
                }
            }
            let weight: f64 = s.rewards.iter().sum();
            for (x, y) in s.features.iter().zip(&s.rewards) {
                for k in 0..FEATURES {
                    grad[k] += y * x[k] * mask[k];
                }
            }
            for k in 0..FEATURES {
                grad[k] -= weight * mean[k];
            }
            for (x, q) in s.features.iter().zip(&p) {
                for a in 0..FEATURES {
                    let da = x[a] * mask[a] - mean[a];
                    for b in 0..FEATURES {
                        hess[a][b] += weight * q * da * (x[b] * mask[b] - mean[b]);
                    }
                }
            }
        }
        for k in 0..FEATURES {
            grad[k] -= ridge * w[k];
            hess[k][k] += ridge;
        }
        let step = solve(hess, grad);
        let mut size = 0.0;
        for k in 0..FEATURES {
            w[k] += step[k] * mask[k];
            size += step[k].abs();
        }
        if size < 1e-7 {
            break;
        }
    }
    w
}

/// Solves a x = b by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        for row in col + 1..FEATURES {
            let f = a[row][col] / d;
            for k in col..FEATURES {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0f64; FEATURES];
    for row in (0..FEATURES).rev() {
        let mut v = b[row];
        for k in row + 1..FEATURES {
            v -= a[row][k] * x[k];
        }
        x[row] = if a[row][row].abs() < 1e-12 {
            0.0
        } else {
            v / a[row][row]
        };
    }
    x
}

fn render(weights: &[[f64; FEATURES]], games: u64, seed: u64, every: u64, eps: f64) -> String {
    let mut s = String::new();
    s.push_str("//! Weights of the position value (eval.rs), one row per stage: rule book\n");
    s.push_str("//! (1st edition, then rules 2.0) × years left after this one (0, 1, 2+) ×\n");
    s.push_str(
        "//! step of the year (Models allocation, Models cards, Engineering ..., trends).\n",
    );
    s.push_str(&format!(
        "//! Written by `cargo run --profile arena --example independents_fit -- --games {games} \
         --seed {seed} --every {every} --eps {eps}`.\n//! Columns: {}.\n\n",
        FEATURE_NAMES.join(", ")
    ));
    s.push_str("use super::eval::{FEATURES, STAGES};\n\n");
    s.push_str("#[rustfmt::skip]\npub const WEIGHTS: [[f32; FEATURES]; STAGES] = [\n");
    for w in weights {
        let row: Vec<String> = w.iter().map(|x| format!("{x:.4}")).collect();
        s.push_str(&format!("    [{}],\n", row.join(", ")));
    }
    s.push_str("];\n");
    s
}
