//! Bot-versus-bot matches for measurement: seeded games with the bot kinds
//! rotated around the seats, win rates with 95% intervals and decision times.

use std::time::Instant;

use serde::Serialize;

use crate::engine::bots::{BotKind, Thinker};
use crate::engine::{Game, Log, Play};

#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub players: usize,
    pub games: u64,
    pub bots: Vec<BotKind>,
    pub seed: u64,
    pub threads: usize,
    /// The game's set-up options as JSON (a rule variant, say); `None` for its
    /// defaults.
    pub options: Option<String>,
}

/// One bot kind's results.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct KindReport {
    pub bot: &'static str,
    /// Seat-games this kind played.
    pub seats: u64,
    /// Wins, a shared win counting as a fraction.
    pub wins: f64,
    /// Wins per seat-game, and its 95% Wilson interval.
    pub win_rate: f64,
    pub ci95: [f64; 2],
    pub decisions: u64,
    pub mean_ms: f64,
    pub p95_ms: f64,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ArenaReport {
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    /// What a seat wins on average if all bots were equal: 1 / players.
    pub fair_rate: f64,
    pub kinds: Vec<KindReport>,
    /// Mean actions per game (all seats).
    pub mean_actions: f64,
}

/// Which kind sits at `seat` in game number `game`: kinds in turn around the
/// table, shifted one seat each game so every kind plays every seat.
pub fn kind_at(bots: &[BotKind], game: u64, seat: usize) -> BotKind {
    bots[(seat + game as usize) % bots.len()]
}

struct GameResult {
    rewards: Vec<(BotKind, f64)>,
    times: Vec<(BotKind, f64)>,
    actions: u64,
}

/// The options `json` names, or the game's defaults.
pub fn options<G: Game>(json: Option<&str>) -> Result<G::Options, String> {
    json.map_or_else(
        || Ok(G::Options::default()),
        |j| {
            serde_json::from_str(j)
                .map_err(|e| format!("options {j:?} do not fit {}: {e}", G::info().name))
        },
    )
}

fn play_one<G: Game>(
    cfg: &ArenaConfig,
    options: &G::Options,
    game: u64,
) -> Result<GameResult, String> {
    let seed = cfg.seed.wrapping_add(game.wrapping_mul(0x9e37_79b9));
    let mut state = G::new(cfg.players, options, seed).map_err(|e| e.to_string())?;
    let mut times = Vec::new();
    let mut actions = 0u64;
    let mut log = Log::silent();
    while state.outcome().is_none() {
        let Some(&seat) = state.to_act().first() else {
            return Err(format!("game {game}: nobody to act but no outcome"));
        };
        let kind = kind_at(&cfg.bots, game, seat);
        let started = Instant::now();
        let decision = Thinker::new(&state, seat, kind, seed ^ actions.wrapping_mul(7919)).decide();
        times.push((kind, started.elapsed().as_secs_f64() * 1000.0));
        let action = decision.ok_or_else(|| format!("game {game}: seat {seat} has no action"))?;
        state
            .play(seat, &action, &mut log)
            .map_err(|e| format!("game {game}: bot chose an illegal action: {e}"))?;
        actions += 1;
    }
    let outcome = state.outcome().ok_or("no outcome")?;
    let rewards = outcome
        .rewards()
        .into_iter()
        .enumerate()
        .map(|(seat, r)| (kind_at(&cfg.bots, game, seat), r))
        .collect();
    Ok(GameResult {
        rewards,
        times,
        actions,
    })
}

/// Wilson score interval for a proportion `p` over `n` trials, 95%.
pub fn wilson(p: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.96f64;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

pub fn run<G: Game>(cfg: &ArenaConfig) -> Result<ArenaReport, String> {
    if cfg.bots.is_empty() {
        return Err("name at least one bot kind".into());
    }
    let options = &options::<G>(cfg.options.as_deref())?;
    let threads = cfg.threads.max(1);
    let results: Vec<Result<GameResult, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t as u64..cfg.games)
                        .step_by(threads)
                        .map(|g| play_one::<G>(cfg, options, g))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| {
                h.join()
                    .unwrap_or_else(|_| vec![Err("a game panicked".into())])
            })
            .collect()
    });
    let results: Vec<GameResult> = results.into_iter().collect::<Result<_, _>>()?;

    let mut kinds: Vec<BotKind> = Vec::new();
    for &k in &cfg.bots {
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    let reports = kinds
        .into_iter()
        .map(|kind| {
            let mut seats = 0u64;
            let mut wins = 0.0;
            let mut times: Vec<f64> = Vec::new();
            for r in &results {
                for &(k, w) in &r.rewards {
                    if k == kind {
                        seats += 1;
                        wins += w;
                    }
                }
                times.extend(r.times.iter().filter(|(k, _)| *k == kind).map(|(_, t)| t));
            }
            times.sort_by(f64::total_cmp);
            let rate = if seats > 0 { wins / seats as f64 } else { 0.0 };
            let p95 = times
                .get(((times.len() as f64) * 0.95) as usize)
                .or(times.last())
                .copied()
                .unwrap_or(0.0);
            KindReport {
                bot: kind.id(),
                seats,
                wins,
                win_rate: rate,
                ci95: wilson(rate, seats as f64),
                decisions: times.len() as u64,
                mean_ms: times.iter().sum::<f64>() / (times.len().max(1) as f64),
                p95_ms: p95,
            }
        })
        .collect();
    let total_actions: u64 = results.iter().map(|r| r.actions).sum();
    Ok(ArenaReport {
        game: G::info().id,
        players: cfg.players,
        games: cfg.games,
        fair_rate: 1.0 / cfg.players as f64,
        kinds: reports,
        mean_actions: total_actions as f64 / (cfg.games.max(1) as f64),
    })
}
