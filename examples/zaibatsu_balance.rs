//! Zaibatsu balance report. (Win rates of one bot kind against another come
//! from the arena: `cargo run --profile arena --example arena -- --game zaibatsu ...`.)
//!
//! Balance (which cards are bought, operate, and go with winning):
//!   cargo run --profile arena --example zaibatsu_balance -- balance --players 3 --games 4000 --bots easy
//!
//! Options: --seed N (first seed), --threads N (default 1).
//! Bots: random, simple (Easy), medium (Normal), strong (Hard), played by the
//! engine's `bots::decide` exactly as the app plays them.
//! Output: one JSON line per run, plus a readable table for `balance`.

use std::time::Instant;

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;

type Bot = BotKind;
use boardroom::engine::{Game, Log};
use boardroom::games::zaibatsu::companies::{CompanyId, Kind};
use boardroom::games::zaibatsu::{best_plan, Zaibatsu, ZaibatsuOptions};

struct Args {
    mode: String,
    players: usize,
    games: u64,
    bots: Vec<Bot>,
    seed: u64,
    threads: usize,
}

fn parse() -> Args {
    let mut a = Args {
        mode: "arena".into(),
        players: 3,
        games: 100,
        bots: vec![BotKind::Hard, BotKind::Easy],
        seed: 1,
        threads: 1,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut val = || it.next().unwrap_or_default();
        match arg.as_str() {
            "--players" => a.players = val().parse().unwrap_or(3),
            "--games" => a.games = val().parse().unwrap_or(100),
            "--seed" => a.seed = val().parse().unwrap_or(1),
            "--threads" => a.threads = val().parse().unwrap_or(1).max(1),
            "--bots" => {
                a.bots = val()
                    .split(',')
                    .map(|b| BotKind::parse(b).unwrap_or_else(|| panic!("unknown bot {b}")))
                    .collect()
            }
            m => a.mode = m.to_string(),
        }
    }
    a
}

/// One finished game: scores, winners, conglomerates.
struct Played {
    scores: Vec<i64>,
    rewards: Vec<f64>,
    owned: Vec<Vec<CompanyId>>,
    operating: Vec<Vec<CompanyId>>,
    money: Vec<u32>,
}

fn play(players: usize, seed: u64, kinds: Vec<Bot>) -> Played {
    let mut g = Zaibatsu::new(players, &ZaibatsuOptions::default(), seed).expect("set-up");
    let mut n = 0u64;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a =
            bots::decide(&g, seat, kinds[seat], seed.wrapping_mul(1_000_003) + n).expect("a move");
        g.play(seat, &a, &mut Log::silent()).expect("legal");
        n += 1;
    }
    let outcome = g.outcome().expect("over");
    let owned: Vec<Vec<CompanyId>> = (0..players).map(|s| g.conglomerate(s).to_vec()).collect();
    let operating = owned
        .iter()
        .map(|c| {
            let plan = best_plan(c);
            plan.companies
                .iter()
                .filter(|p| p.operating)
                .map(|p| p.company)
                .collect()
        })
        .collect();
    Played {
        rewards: outcome.rewards(),
        scores: outcome.scores,
        owned,
        operating,
        money: (0..players).map(|s| g.money(s)).collect(),
    }
}

/// Seats for game `i`: the first bot in one seat (rotating), the second in the rest.
fn seating(bots: &[Bot], players: usize, i: u64) -> Vec<Bot> {
    let hero = bots[0];
    let field = *bots.get(1).unwrap_or(&hero);
    (0..players)
        .map(|s| {
            if s == (i as usize) % players {
                hero
            } else {
                field
            }
        })
        .collect()
}

fn run_all(a: &Args) -> Vec<Played> {
    let games: Vec<u64> = (0..a.games).collect();
    let chunks: Vec<Vec<u64>> = (0..a.threads)
        .map(|t| {
            games
                .iter()
                .copied()
                .filter(|g| *g as usize % a.threads == t)
                .collect()
        })
        .collect();
    let mut out: Vec<(u64, Played)> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .into_iter()
                        .map(|i| {
                            (
                                i,
                                play(a.players, a.seed + i, seating(&a.bots, a.players, i)),
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("thread"))
            .collect()
    });
    out.sort_by_key(|(i, _)| *i);
    out.into_iter().map(|(_, p)| p).collect()
}

/// Mean and 95% confidence half-width of a sample.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let m = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (m, 1.96 * (var / n).sqrt())
}

fn balance(a: &Args) {
    let played = run_all(a);
    let players = a.players as f64;
    let n = played.len() as f64;
    let mut bought = vec![0.0; CompanyId::COUNT];
    let mut running = vec![0.0; CompanyId::COUNT];
    let mut owner_wins = vec![0.0; CompanyId::COUNT];
    let mut winners_score = Vec::new();
    let mut margins = Vec::new();
    let mut money_left = Vec::new();
    let mut manufacturing_running = Vec::new();
    for p in &played {
        for (s, cards) in p.owned.iter().enumerate() {
            for c in cards {
                bought[c.index()] += 1.0;
                owner_wins[c.index()] += p.rewards[s];
            }
            for c in &p.operating[s] {
                running[c.index()] += 1.0;
            }
            money_left.push(p.money[s] as f64);
            manufacturing_running.push(
                p.operating[s]
                    .iter()
                    .filter(|c| c.company().kind == Kind::Manufacturing)
                    .count() as f64,
            );
        }
        let mut sorted = p.scores.clone();
        sorted.sort_unstable_by(|x, y| y.cmp(x));
        winners_score.push(sorted[0] as f64);
        margins.push((sorted[0] - sorted.get(1).copied().unwrap_or(0)) as f64);
    }
    // Owning more cards goes with winning, so each card's owner win share is
    // compared with that of the average card's owner, not with 1/players.
    let total_owned: f64 = bought.iter().sum();
    let average_share = owner_wins.iter().sum::<f64>() / total_owned.max(1.0);
    println!(
        "card                     kind            bought  operating-if-owned  owner-win-share  lift (average owner {average_share:.3}, fair {:.3})",
        1.0 / players
    );
    let mut max_lift: f64 = 0.0;
    let mut min_lift: f64 = f64::MAX;
    let mut least_bought: f64 = 1.0;
    let mut kinds: Vec<(Kind, f64, f64, f64)> = Vec::new();
    for id in CompanyId::all() {
        let i = id.index();
        let c = id.company();
        let b = bought[i] / n;
        let r = if bought[i] > 0.0 {
            running[i] / bought[i]
        } else {
            0.0
        };
        let w = if bought[i] > 0.0 {
            owner_wins[i] / bought[i]
        } else {
            0.0
        };
        let lift = w / average_share.max(1e-9);
        max_lift = max_lift.max(lift);
        min_lift = min_lift.min(lift);
        least_bought = least_bought.min(b);
        println!(
            "{:24} {:15} {:6.1}% {:18.1}% {:16.3} {:5.2}",
            c.name,
            format!("{:?}", c.kind),
            100.0 * b,
            100.0 * r,
            w,
            lift
        );
        match kinds.iter_mut().find(|k| k.0 == c.kind) {
            Some(k) => {
                k.1 += b;
                k.2 += running[i] / n;
                k.3 += 1.0;
            }
            None => kinds.push((c.kind, b, running[i] / n, 1.0)),
        }
    }
    for (kind, b, r, count) in &kinds {
        println!(
            "{kind:?}: bought {:.1}% of the time, operating {:.1}% (per card)",
            100.0 * b / count,
            100.0 * r / count
        );
    }
    let (ws, _) = mean_ci(&winners_score);
    let (mg, _) = mean_ci(&margins);
    let (ml, _) = mean_ci(&money_left);
    let (mr, _) = mean_ci(&manufacturing_running);
    let close = margins.iter().filter(|&&m| m <= 10.0).count() as f64 / n;
    println!(
        "{{\"game\":\"zaibatsu\",\"mode\":\"balance\",\"players\":{},\"games\":{},\"bots\":\"{}\",\"winner_score\":{:.1},\"winning_margin\":{:.1},\"margin_at_most_10\":{:.3},\"money_left\":{:.1},\"factories_running_per_player\":{:.2},\"least_bought_card\":{:.3},\"card_lift_range\":[{:.2},{:.2}]}}",
        a.players,
        played.len(),
        a.bots.iter().map(|b| b.id()).collect::<Vec<_>>().join(","),
        ws,
        mg,
        close,
        ml,
        mr,
        least_bought,
        min_lift,
        max_lift
    );
}

/// Decision times of the first bot by round and phase (the field plays Easy).
fn timing(a: &Args) {
    use boardroom::games::zaibatsu::Phase;
    let hero = a.bots[0];
    // (round, phase) -> (count, total ms, max ms)
    let mut table: std::collections::BTreeMap<(u8, &str), (u32, f64, f64)> = Default::default();
    for i in 0..a.games {
        let seed = a.seed + i;
        let mut g = Zaibatsu::new(a.players, &ZaibatsuOptions::default(), seed).expect("set-up");
        let hero_seat = i as usize % a.players;
        let mut n = 0;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let b = if seat == hero_seat {
                hero
            } else {
                BotKind::Easy
            };
            let phase = match g.phase() {
                Phase::Deal { .. } => "deal",
                Phase::Call => "call",
                Phase::Bid(_) => "bid",
                Phase::Over => "over",
            };
            let t = Instant::now();
            let action = bots::decide(&g, seat, b, seed * 7 + n).expect("a move");
            let ms = t.elapsed().as_secs_f64() * 1e3;
            if seat == hero_seat && g.legal_actions(seat).len() > 1 {
                let e = table.entry((g.round(), phase)).or_default();
                e.0 += 1;
                e.1 += ms;
                e.2 = e.2.max(ms);
            }
            g.play(seat, &action, &mut Log::silent()).expect("legal");
            n += 1;
        }
    }
    for ((round, phase), (count, total, max)) in table {
        println!(
            "{{\"bot\":\"{}\",\"players\":{},\"round\":{round},\"phase\":\"{phase}\",\"decisions\":{count},\"mean_ms\":{:.1},\"max_ms\":{:.1}}}",
            hero.id(),
            a.players,
            total / count.max(1) as f64,
            max
        );
    }
}

fn main() {
    let a = parse();
    match a.mode.as_str() {
        "balance" => balance(&a),
        "timing" => timing(&a),
        _ => balance(&a),
    }
}
