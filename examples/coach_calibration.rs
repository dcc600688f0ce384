//! Does the coach's "P% chance to win the game" hold? Measures it on computer games
//! and fits each game's calibration table (src/games/<game>/calibration.rs).
//!
//! Measure: seeded games with every seat a computer at `--level` (Normal by
//! default). At a sampled decision (each decision with two or more choices, with
//! probability 1/`--every`), the coach's own search (same budget, from that seat's
//! view only) is asked; the seat plays the coach's choice, as a player following
//! it would, and the raw value of that choice is written with whether the seat won
//! (1 shared among tied winners, as the bots' rewards count it):
//!
//!   cargo run --profile arena --example coach_calibration -- measure --game zaibatsu \
//!       --players 2,3,4 --games 300 --seed 1 --every 12 --out fit.csv
//!
//! Fit and check: fits a table per player count on one file (by default a logistic
//! curve on the raw value's log-odds; `--method binned`: bins made monotone by
//! pooling adjacent violators), prints the reliability tables (predicted
//! tenth: predicted mean, observed rate, count) and the expected calibration error
//! of the raw values and of the table, on the fitting games and on the fresh ones,
//! and with `--write` rewrites the game's calibration.rs:
//!
//!   cargo run --profile arena --example coach_calibration -- fit --game zaibatsu \
//!       --fit fit.csv --check fresh.csv --write

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;

use boardroom::engine::bots::calibration::MAX_ERROR;
use boardroom::engine::bots::{coach_params, BotKind, CountTable, Search, Thinker};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games;

fn value<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number<T: std::str::FromStr>(args: &[String], flag: &str, default: T) -> T {
    value(args, flag).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| panic!("{flag} wants a number, not {v:?}"))
    })
}

fn game_id(name: &str) -> &'static str {
    let infos = games::infos();
    infos
        .iter()
        .find(|i| i.id == name || i.id.split('-').next() == Some(name))
        .unwrap_or_else(|| panic!("unknown game {name:?}"))
        .id
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = game_id(value(&args, "--game").expect("--game is required"));
    match args.first().map(String::as_str) {
        Some("measure") => {
            let m = Measure {
                players: value(&args, "--players")
                    .expect("--players is required")
                    .split(',')
                    .map(|p| p.parse().expect("a player count"))
                    .collect(),
                games: number(&args, "--games", 100),
                seed: number(&args, "--seed", 1),
                every: number(&args, "--every", 10),
                level: BotKind::parse(value(&args, "--level").unwrap_or("medium"))
                    .expect("a bot level"),
                threads: number(&args, "--threads", 1),
                out: value(&args, "--out")
                    .expect("--out is required")
                    .to_string(),
            };
            games::visit(game, m);
        }
        Some("fit") => fit(
            game,
            value(&args, "--fit").expect("--fit is required"),
            value(&args, "--check").expect("--check is required"),
            args.iter().any(|a| a == "--write"),
            &args,
        ),
        _ => panic!("first argument: measure or fit"),
    }
}

// ---- Measuring ---------------------------------------------------------------

struct Measure {
    players: Vec<usize>,
    games: u64,
    seed: u64,
    every: u64,
    level: BotKind,
    threads: usize,
    out: String,
}

/// One sampled decision: the game's seed, the table size, the seat, the raw value
/// and visits of the choice played, the search's budget, and the seat's reward.
struct Sample {
    seed: u64,
    players: usize,
    seat: usize,
    raw: f64,
    visits: f64,
    choices: usize,
    reward: f64,
}

impl games::Visitor for Measure {
    type Out = ();
    fn visit<G: games::Listed>(self) -> Self::Out {
        let out = std::sync::Mutex::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&self.out)
                .expect("open --out"),
        );
        // Each game's samples are written when it ends, so a run stopped early
        // keeps the games it finished.
        let write = |samples: &[Sample]| {
            let mut text = String::new();
            for s in samples {
                let _ = writeln!(
                    text,
                    "{},{},{},{},{:.5},{},{},{}",
                    G::info().id,
                    s.players,
                    s.seed,
                    s.seat,
                    s.raw,
                    s.visits,
                    s.choices,
                    s.reward
                );
            }
            let mut file = out.lock().expect("the output file");
            file.write_all(text.as_bytes()).expect("write");
            file.flush().expect("write");
            samples.len()
        };
        for &players in &self.players {
            let started = std::time::Instant::now();
            let threads = self.threads.max(1);
            let written: usize = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let (m, write) = (&self, &write);
                        scope.spawn(move || {
                            (t as u64..m.games)
                                .step_by(threads)
                                .map(|g| write(&play::<G>(m, players, m.seed.wrapping_add(g))))
                                .sum::<usize>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a game panicked"))
                    .sum()
            });
            eprintln!(
                "{} {players} players: {} games, {written} samples, {:.0} s",
                G::info().id,
                self.games,
                started.elapsed().as_secs_f64()
            );
        }
    }
}

fn play<G: Game>(m: &Measure, players: usize, seed: u64) -> Vec<Sample> {
    let Ok(mut state) = G::new(players, &G::Options::default(), seed) else {
        return Vec::new();
    };
    let mut coin = rng::seeded(seed ^ 0xca11_b8a7e);
    let mut log = Log::silent();
    let mut taken: Vec<(usize, f64, f64, usize)> = Vec::new();
    let mut moves = 0u64;
    while state.outcome().is_none() && moves < 100_000 {
        let Some(&seat) = state.to_act().first() else {
            break;
        };
        let choices = state.legal_actions(seat).len();
        let sampled = choices > 1 && rng::below(&mut coin, m.every.max(1) as usize) == 0;
        let decision_seed = seed ^ moves.wrapping_mul(7919);
        let action = if sampled {
            let params = coach_params(&state);
            let mut search = Search::new(state.clone(), seat, params, decision_seed ^ 0xc0ac4);
            search.run(u32::MAX);
            let played = search.best();
            let stats = search.root_stats();
            if let Some((_, visits, raw)) = stats.iter().find(|s| Some(&s.0) == played.as_ref()) {
                taken.push((seat, *raw, *visits, choices));
            }
            played
        } else {
            Thinker::new(&state, seat, m.level, decision_seed).decide()
        };
        let Some(action) = action else { break };
        if state.play(seat, &action, &mut log).is_err() {
            break;
        }
        moves += 1;
    }
    let Some(outcome) = state.outcome() else {
        return Vec::new();
    };
    let rewards = outcome.rewards();
    taken
        .into_iter()
        .map(|(seat, raw, visits, choices)| Sample {
            seed,
            players,
            seat,
            raw,
            visits,
            choices,
            reward: rewards[seat],
        })
        .collect()
}

// ---- Fitting and checking -------------------------------------------------------

/// (raw value, reward) per player count.
fn read(path: &str, game: &str) -> BTreeMap<usize, Vec<(f64, f64)>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut by_count: BTreeMap<usize, Vec<(f64, f64)>> = BTreeMap::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() < 8 || f[0] != game {
            continue;
        }
        let players: usize = f[1].parse().expect("players");
        let raw: f64 = f[4].parse().expect("raw");
        let reward: f64 = f[7].parse().expect("reward");
        by_count.entry(players).or_default().push((raw, reward));
    }
    by_count
}

/// Bins of at least `min` samples in raw order, then pooled until the observed
/// rates never decrease: knots at each pooled block's mean raw value.
fn fit_knots(data: &[(f64, f64)], min: usize) -> Vec<(f64, f64)> {
    let mut sorted = data.to_vec();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    // (sum raw, sum reward, count)
    let mut blocks: Vec<(f64, f64, f64)> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let mut end = (i + min).min(sorted.len());
        // Equal raw values stay in one bin; a short tail joins the last bin.
        while end < sorted.len() && sorted[end].0 == sorted[end - 1].0 {
            end += 1;
        }
        if sorted.len() - end < min / 2 {
            end = sorted.len();
        }
        let chunk = &sorted[i..end];
        blocks.push((
            chunk.iter().map(|s| s.0).sum(),
            chunk.iter().map(|s| s.1).sum(),
            chunk.len() as f64,
        ));
        i = end;
    }
    // Pool adjacent violators.
    let mut pooled: Vec<(f64, f64, f64)> = Vec::new();
    for b in blocks {
        pooled.push(b);
        while pooled.len() > 1 {
            let n = pooled.len();
            let (a, c) = (pooled[n - 2], pooled[n - 1]);
            if a.1 / a.2 > c.1 / c.2 {
                pooled.truncate(n - 2);
                pooled.push((a.0 + c.0, a.1 + c.1, a.2 + c.2));
            } else {
                break;
            }
        }
    }
    pooled
        .into_iter()
        .map(|(r, w, n)| (round4(r / n), round4(w / n)))
        .collect()
}

/// Logistic regression of the outcome on the raw value's log-odds (Platt
/// scaling: two numbers, so it cannot chase the noise of a small table), written
/// as knots every 0.05 of raw value. Monotone as long as the slope is positive.
fn fit_logistic(data: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let logit = |r: f64| {
        let r = r.clamp(0.01, 0.99);
        (r / (1.0 - r)).ln()
    };
    let (mut a, mut b) = (1.0f64, 0.0f64);
    for _ in 0..50 {
        // Newton's step on the mean log-loss (fractional outcomes allowed).
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 1e-6, 0.0, 1e-6);
        for &(r, y) in data {
            let x = logit(r);
            let p = 1.0 / (1.0 + (-(a * x + b)).exp());
            let w = p * (1.0 - p);
            ga += (p - y) * x;
            gb += p - y;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a -= da;
        b -= db;
        if da.abs() + db.abs() < 1e-9 {
            break;
        }
    }
    let a = a.max(0.0);
    (0..=20)
        .map(|i| {
            let r = f64::from(i) / 20.0;
            let p = 1.0 / (1.0 + (-(a * logit(r) + b)).exp());
            (r, round4(p))
        })
        .collect()
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// The fitted knots as the app reads them (leaked: one table per player count).
fn table(knots: &[(f64, f64)]) -> CountTable {
    CountTable {
        players: 0,
        shown: true,
        knots: Box::leak(knots.to_vec().into_boxed_slice()),
    }
}

/// Tenths of predicted chance: (predicted sum, observed sum, count) each, and the
/// expected calibration error (the count-weighted mean gap).
fn reliability(pairs: &[(f64, f64)]) -> ([(f64, f64, usize); 10], f64) {
    let mut b = [(0.0, 0.0, 0usize); 10];
    for &(p, y) in pairs {
        let i = ((p * 10.0) as usize).min(9);
        b[i].0 += p;
        b[i].1 += y;
        b[i].2 += 1;
    }
    let n = pairs.len().max(1) as f64;
    let ece = b
        .iter()
        .filter(|x| x.2 > 0)
        .map(|x| (x.0 - x.1).abs() / n)
        .sum();
    (b, ece)
}

fn table_text(title: &str, pairs: &[(f64, f64)]) -> (String, f64) {
    let (b, ece) = reliability(pairs);
    let mut s = format!("  {title}: n={} ECE={ece:.3}\n", pairs.len());
    for (i, x) in b.iter().enumerate() {
        if x.2 > 0 {
            let _ = writeln!(
                s,
                "    {:.1}-{:.1}: predicted {:.3} observed {:.3} n={}",
                i as f64 / 10.0,
                (i + 1) as f64 / 10.0,
                x.0 / x.2 as f64,
                x.1 / x.2 as f64,
                x.2
            );
        }
    }
    (s, ece)
}

/// Fewest fresh samples for an error figure to mean anything.
const MIN_CHECKED: usize = 200;

fn fit(game: &str, fit_path: &str, check_path: &str, write: bool, args: &[String]) {
    let fitting = read(fit_path, game);
    let checking = read(check_path, game);
    let info = games::infos()
        .into_iter()
        .find(|i| i.id == game)
        .expect("game");
    let mut rows = Vec::new();
    for players in info.min_players..=info.max_players {
        let fresh = checking.get(&players).cloned().unwrap_or_default();
        // A count without fitting games borrows the nearest fitted count's
        // table, and is shown only if fresh games at its own count bear it out.
        let nearest = fitting
            .keys()
            .min_by_key(|&&n| (n.abs_diff(players), n))
            .copied();
        let Some(from) = nearest.filter(|&n| n == players || !fresh.is_empty()) else {
            println!("{game} {players} players: not measured (words)");
            rows.push((players, false, Vec::new()));
            continue;
        };
        if from != players {
            println!("{game} {players} players: the table fitted at {from} players");
        }
        let data = fitting.get(&from).cloned().unwrap_or_default();
        let min = number(args, "--bin", 0usize).max(data.len() / 12).max(25);
        let knots = match value(args, "--method").unwrap_or("logistic") {
            "binned" => fit_knots(&data, min),
            _ => fit_logistic(&data),
        };
        let fitted = table(&knots);
        let raw_pairs = |d: &[(f64, f64)]| d.to_vec();
        let cal_pairs = |d: &[(f64, f64)]| -> Vec<(f64, f64)> {
            d.iter().map(|&(r, y)| (fitted.chance(r), y)).collect()
        };
        println!("{game} {players} players: knots {knots:?}");
        let (t, _) = table_text("raw, fitting games", &raw_pairs(&data));
        print!("{t}");
        let (t, _) = table_text("calibrated, fitting games", &cal_pairs(&data));
        print!("{t}");
        let (t, _) = table_text("raw, fresh games", &raw_pairs(&fresh));
        print!("{t}");
        let (t, ece) = table_text("calibrated, fresh games", &cal_pairs(&fresh));
        print!("{t}");
        let spread = knots.last().map_or(0.0, |k| k.1) - knots.first().map_or(0.0, |k| k.1);
        let shown = fresh.len() >= MIN_CHECKED && ece <= MAX_ERROR && spread >= 0.1;
        println!(
            "  => {} (fresh n={}, ECE {ece:.3}, spread of chances {spread:.2})",
            if shown { "percentages" } else { "words" },
            fresh.len()
        );
        rows.push((players, shown, knots));
    }
    if write {
        let folder = match game {
            "mundus-novus" => "mundus",
            g => g,
        };
        let path = format!("src/games/{folder}/calibration.rs");
        // File names without their folders: the measured games' files live
        // outside the repository (docs/measuring.md says how to make them).
        let note = value(args, "--note").unwrap_or("");
        let command = std::env::args()
            .skip(1)
            .take_while(|a| a != "--note")
            .map(|a| a.rsplit('/').next().unwrap_or(&a).to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let mut s = String::new();
        let _ = writeln!(
            s,
            "//! The coach's calibration for this game: per player count, its search's raw\n\
             //! value of a choice mapped to the share of games actually won after it, and\n\
             //! whether that held on fresh games well enough to show a percentage (see\n\
             //! `crate::engine::bots::calibration`). Written by\n\
             //! `cargo run --profile arena --example coach_calibration -- {}`.\n\
             //! {note}\n\
             //! A count not measured has no knots and is shown in words.\n",
            command
        );
        let _ = writeln!(s, "use crate::engine::bots::{{Calibration, CountTable}};\n");
        let _ = writeln!(
            s,
            "// Measured chances: a figure near a mathematical constant is a coincidence.\n#[allow(clippy::approx_constant)]\n#[rustfmt::skip]\npub const CALIBRATION: Calibration = Calibration {{\n    tables: &["
        );
        for (players, shown, knots) in &rows {
            let k: Vec<String> = knots
                .iter()
                .map(|(r, p)| format!("({r:?}, {p:?})"))
                .collect();
            let _ = writeln!(
                s,
                "        CountTable {{ players: {players}, shown: {shown}, knots: &[{}] }},",
                k.join(", ")
            );
        }
        let _ = writeln!(s, "    ],\n}};");
        std::fs::File::create(&path)
            .and_then(|mut f| f.write_all(s.as_bytes()))
            .unwrap_or_else(|e| panic!("{path}: {e}"));
        println!("wrote {path}");
    }
}
