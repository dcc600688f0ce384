//! Does the coach's "P% chance to win the game" hold at the table the player sits
//! at? Measures it on computer games and fits each game's calibration table
//! (src/games/<game>/calibration.rs), one per player count, computer level and
//! seat: where one sits changes one's chances (who bids or builds first), and
//! a table fitted over every seat leaves that out.
//!
//! Measure: seeded games at a table of `--players` where one seat (a different
//! one each game) follows the coach at every decision with two or more choices,
//! as a player reading the coach would, and every other seat is the computer at
//! `--level` (Normal by default, the level set-up seats). Each of the follower's
//! decisions is written: the raw value and visits of the coach's first choice and
//! whether the seat won (1 shared among tied winners, as the bots' rewards count
//! it). At one decision in `--every`, the coach is asked again with another seed
//! and its first choice's raw value is written too: the steadiness check.
//!
//!   cargo run --profile arena --example coach_calibration -- measure --game zaibatsu \
//!       --players 3 --level normal --games 160 --seed 1 --every 8 --out a.csv
//!
//! Fit and check: pools the games of the files named (comma-separated), and per
//! player count, level and the follower's seat fits a table (a logistic curve on the raw value's
//! log-odds; `--method binned`: bins made monotone by pooling adjacent
//! violators). Fresh games check it: the games are split in two halves and each
//! half is read through the table fitted on the other, so no game checks a table
//! it helped fit. It prints the reliability tables (predicted tenth: predicted
//! mean, observed rate, count), the expected calibration error on the fresh
//! games, and the steadiness of the shown figure (the share of positions asked
//! twice whose two figures agree within 5 points) at each rounding step. A seat's
//! table holds where its fresh error is at most MAX_ERROR over MIN_GAMES games or
//! more; a count and level shows percentages only where every seat's holds. With
//! `--write` it rewrites the game's calibration.rs with the tables fitted on all
//! the games:
//!
//!   cargo run --profile arena --example coach_calibration -- fit --game zaibatsu \
//!       --data a.csv,b.csv --write

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;

use boardroom::engine::bots::calibration::{MAX_ERROR, MIN_GAMES, MIN_VISITS, STEADY};
use boardroom::engine::bots::{BotKind, CoachSearch, CountTable, Seated, Shown, Thinker};
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
                level: BotKind::parse(value(&args, "--level").unwrap_or("normal"))
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
            value(&args, "--data").expect("--data is required"),
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

/// One of the follower's decisions: the game's seed, the table size, the seat, the
/// raw value and visits of the coach's first choice, the choices, the seat's
/// reward, and the raw value of the first choice of a second asking, if asked.
struct Sample {
    seed: u64,
    players: usize,
    seat: usize,
    raw: f64,
    visits: f64,
    choices: usize,
    reward: f64,
    again: Option<f64>,
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
                    "{},{},{},{},{:.5},{},{},{},{},{}",
                    G::info().id,
                    s.players,
                    s.seed,
                    s.seat,
                    s.raw,
                    s.visits,
                    s.choices,
                    s.reward,
                    self.level.id(),
                    s.again.map_or(String::new(), |r| format!("{r:.5}"))
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
    // The follower: a different seat from game to game.
    let follower = (seed as usize) % players;
    let mut coin = rng::seeded(seed ^ 0xca11_b8a7e);
    let mut log = Log::silent();
    let mut taken: Vec<(f64, f64, usize, Option<f64>)> = Vec::new();
    let mut moves = 0u64;
    while state.outcome().is_none() && moves < 100_000 {
        let Some(&seat) = state.to_act().first() else {
            break;
        };
        let choices = state.legal_actions(seat).len();
        let decision_seed = seed ^ moves.wrapping_mul(7919);
        let action = if seat == follower && choices > 1 {
            // The coach's own search, on past its budget where its figure needs
            // it, as it will be once the table is shown.
            let at = Seated::Computers {
                players,
                level: m.level,
                seat: follower,
            };
            let ask = |salt: u64| {
                CoachSearch::new(state.clone(), seat, at, decision_seed ^ salt)
                    .as_shown()
                    .finish()
                    .root_stats()
            };
            let stats = ask(0xc0ac4);
            let again = (rng::below(&mut coin, m.every.max(1) as usize) == 0)
                .then(|| ask(0x0005_eed2).first().map(|s| s.2))
                .flatten();
            let first = stats.first().cloned();
            if let Some((_, visits, raw)) = &first {
                taken.push((*raw, *visits, choices, again));
            }
            first.map(|s| s.0)
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
        .map(|(raw, visits, choices, again)| Sample {
            seed,
            players,
            seat: follower,
            raw,
            visits,
            choices,
            reward: rewards[follower],
            again,
        })
        .collect()
}

// ---- Fitting and checking -------------------------------------------------------

/// One measured decision: the game's seed, the raw value, the reward, and the
/// raw value of the second asking where there was one.
#[derive(Clone, Copy)]
struct Row {
    seed: u64,
    raw: f64,
    reward: f64,
    again: Option<f64>,
}

/// A table's key: player count, computers' level, the follower's seat.
type Key = (usize, BotKind, usize);

/// The rows per table, from the files in `paths` (comma-separated).
fn read(paths: &str, game: &str) -> BTreeMap<Key, Vec<Row>> {
    let text: String = paths
        .split(',')
        .map(|path| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect();
    let mut by_table: BTreeMap<Key, Vec<Row>> = BTreeMap::new();
    let mut skipped: BTreeMap<Key, usize> = BTreeMap::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() < 10 || f[0] != game {
            continue;
        }
        let players: usize = f[1].parse().expect("players");
        let level = BotKind::parse(f[8]).expect("a level");
        let seat: usize = f[3].parse().expect("seat");
        // The coach shows no figure for a choice searched fewer than
        // MIN_VISITS times: such decisions neither fit nor check a table.
        let visits: f64 = f[5].parse().expect("visits");
        if visits < MIN_VISITS {
            *skipped.entry((players, level, seat)).or_default() += 1;
            continue;
        }
        by_table
            .entry((players, level, seat))
            .or_default()
            .push(Row {
                seed: f[2].parse().expect("seed"),
                raw: f[4].parse().expect("raw"),
                reward: f[7].parse().expect("reward"),
                again: f[9].parse().ok(),
            });
    }
    for (table, n) in skipped {
        let kept = by_table.get(&table).map_or(0, Vec::len);
        println!(
            "{game} {} players, {:?}, seat {}: {n} of {} decisions searched fewer than {MIN_VISITS} times (words), left out",
            table.0,
            table.1,
            table.2,
            n + kept
        );
    }
    by_table
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

/// The fitted knots as the app reads them (leaked: one table per count, level
/// and seat).
fn table(knots: &[(f64, f64)], players: usize, level: BotKind, seat: usize) -> CountTable {
    CountTable {
        players,
        level,
        seat: Some(seat),
        held: true,
        step: 1,
        games: 0,
        knots: Box::leak(knots.to_vec().into_boxed_slice()),
    }
}

/// Rounding steps tried, finest first.
const STEPS: [u8; 3] = [1, 5, 10];

/// The figure the coach would show for a raw value, rounded to `step`.
fn shown_points(table: &CountTable, raw: f64, step: u8) -> u8 {
    Shown {
        chance: table.chance(raw),
        step,
    }
    .points()
}

/// The share of positions asked twice whose shown figures, rounded to `step`,
/// agree within 5 points.
fn steadiness(table: &CountTable, twice: &[(f64, f64)], step: u8) -> f64 {
    let agree = twice
        .iter()
        .filter(|&&(a, b)| shown_points(table, a, step).abs_diff(shown_points(table, b, step)) <= 5)
        .count();
    agree as f64 / twice.len().max(1) as f64
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

/// Fewest positions asked twice for a steadiness figure to mean anything.
const MIN_TWICE: usize = 100;

/// The knots fitted on `rows` by the method the arguments name.
fn knots_for(rows: &[Row], args: &[String]) -> Vec<(f64, f64)> {
    let pairs: Vec<(f64, f64)> = rows.iter().map(|r| (r.raw, r.reward)).collect();
    let min = number(args, "--bin", 0usize).max(pairs.len() / 12).max(25);
    match value(args, "--method").unwrap_or("logistic") {
        "binned" => fit_knots(&pairs, min),
        _ => fit_logistic(&pairs),
    }
}

/// Which half of the games a game's decisions fall in, for the check: all of a
/// game's decisions on one side, since they share its outcome.
fn fold(seed: u64) -> usize {
    (seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 63) as usize
}

fn fit(game: &str, paths: &str, write: bool, args: &[String]) {
    let data = read(paths, game);
    let mut rows = Vec::new();
    for (&(players, level, seat), all) in &data {
        // Fresh games: each half of the games is checked against the table
        // fitted on the other half, so no game checks a table it helped fit.
        let halves: [Vec<Row>; 2] =
            [0, 1].map(|f| all.iter().copied().filter(|r| fold(r.seed) == f).collect());
        let fitted_on: [CountTable; 2] =
            [0, 1].map(|f| table(&knots_for(&halves[1 - f], args), players, level, seat));
        let knots = knots_for(all, args);
        let fitted = table(&knots, players, level, seat);
        let twice: Vec<(f64, f64)> = all
            .iter()
            .filter_map(|r| r.again.map(|b| (r.raw, b)))
            .collect();
        let step = STEPS
            .into_iter()
            .find(|&step| steadiness(&fitted, &twice, step) >= STEADY);
        let rounded = step.unwrap_or(1);
        let shown_pairs = |t: &CountTable, d: &[Row]| -> Vec<(f64, f64)> {
            d.iter()
                .map(|r| (f64::from(shown_points(t, r.raw, rounded)) / 100.0, r.reward))
                .collect()
        };
        let fresh: Vec<(f64, f64)> = (0..2)
            .flat_map(|f| shown_pairs(&fitted_on[f], &halves[f]))
            .collect();
        let raw: Vec<(f64, f64)> = all.iter().map(|r| (r.raw, r.reward)).collect();
        // The follower's reward in each game (every decision of a game has it).
        let games: BTreeMap<u64, f64> = all.iter().map(|r| (r.seed, r.reward)).collect();
        let won: f64 = games.values().sum();
        println!(
            "{game} {players} players, {level:?}, seat {seat}: {} games, the follower won {:.3} of them; knots {knots:?}",
            games.len(),
            won / games.len().max(1) as f64
        );
        let (t, _) = table_text("raw values", &raw);
        print!("{t}");
        let (t, _) = table_text("shown, on the games fitted", &shown_pairs(&fitted, all));
        print!("{t}");
        let (t, ece) = table_text(
            "shown, on fresh games (each half by the other's table)",
            &fresh,
        );
        print!("{t}");
        for step in STEPS {
            println!(
                "  steadiness rounded to {step}: {:.3} of {} positions asked twice",
                steadiness(&fitted, &twice, step),
                twice.len()
            );
        }
        let spread = knots.last().map_or(0.0, |k| k.1) - knots.first().map_or(0.0, |k| k.1);
        let held = games.len() >= MIN_GAMES as usize
            && ece <= MAX_ERROR
            && spread >= 0.1
            && step.is_some()
            && twice.len() >= MIN_TWICE;
        println!(
            "  => {} ({} games, {} decisions, ECE on fresh games {ece:.3}, spread of chances {spread:.2}, rounded to {rounded})",
            if held { "held" } else { "did not hold" },
            games.len(),
            all.len()
        );
        rows.push((players, level, seat, held, rounded, games.len(), knots));
    }
    // A count and level shows percentages only where every seat's table held.
    let mut counts: BTreeMap<(usize, BotKind), Vec<bool>> = BTreeMap::new();
    for &(players, level, seat, held, ..) in &rows {
        let seats = counts
            .entry((players, level))
            .or_insert_with(|| vec![false; players]);
        if let Some(s) = seats.get_mut(seat) {
            *s = held;
        }
    }
    for ((players, level), seats) in &counts {
        println!(
            "{game} {players} players, {level:?}: {} (held at seats {:?} of 0-{})",
            if seats.iter().all(|&h| h) {
                "percentages"
            } else {
                "words"
            },
            (0..*players).filter(|&s| seats[s]).collect::<Vec<_>>(),
            players - 1
        );
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
            .map(|a| {
                a.split(',')
                    .map(|f| f.rsplit('/').next().unwrap_or(f))
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect::<Vec<_>>()
            .join(" ");
        let mut s = String::new();
        let _ = writeln!(
            s,
            "//! The coach's calibration for this game: per player count, computer level\n\
             //! and seat, its search's raw value of a choice mapped to the share of games\n\
             //! won by that seat following the coach, and whether that held on fresh\n\
             //! games; percentages only where every seat's held\n\
             //! (see `crate::engine::bots::calibration`).\n\
             //! Written by\n\
             //! `cargo run --profile arena --example coach_calibration -- {}`.\n\
             //! {note}\n\
             //! A table not listed was not measured: the coach speaks in words there.\n",
            command
        );
        let _ = writeln!(
            s,
            "use crate::engine::bots::{{BotKind, Calibration, CountTable}};\n"
        );
        let _ = writeln!(
            s,
            "// Measured chances: a figure near a mathematical constant is a coincidence.\n#[allow(clippy::approx_constant)]\n#[rustfmt::skip]\npub const CALIBRATION: Calibration = Calibration {{\n    tables: &["
        );
        for (players, level, seat, held, step, games, knots) in &rows {
            let k: Vec<String> = knots
                .iter()
                .map(|(r, p)| format!("({r:?}, {p:?})"))
                .collect();
            let _ = writeln!(
                s,
                "        CountTable {{ players: {players}, level: BotKind::{level:?}, seat: Some({seat}), held: {held}, step: {step}, games: {games}, knots: &[{}] }},",
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
