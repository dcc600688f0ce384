//! Mundus Novus balance report. (Win rates of one bot kind against another come
//! from the arena: `cargo run --profile arena --bin arena -- --game mundus-novus ...`.)
//!
//!   cargo run --profile arena --example mundus_balance -- --players 4 --games 400 --bots simple
//!
//! Options: --seed N (first seed), --bots hero,field (the first bot sits in one
//! rotating seat, the second in the rest). Reports: how games end, their length
//! and closeness, and for each development how often it is taken and how often
//! its owner wins compared with the average development's owner.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::{Game, Log};
use boardroom::games::mundus::{Ending, MundusNovus, MundusOptions, DEVS};

struct Args {
    players: usize,
    games: u64,
    bots: Vec<BotKind>,
    seed: u64,
}

fn parse() -> Args {
    let mut a = Args {
        players: 4,
        games: 200,
        bots: vec![BotKind::Simple],
        seed: 1,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut val = || it.next().unwrap_or_default();
        match arg.as_str() {
            "--players" => a.players = val().parse().unwrap_or(4),
            "--games" => a.games = val().parse().unwrap_or(200),
            "--seed" => a.seed = val().parse().unwrap_or(1),
            "--bots" => {
                a.bots = val()
                    .split(',')
                    .map(|b| BotKind::parse(b).unwrap_or_else(|| panic!("unknown bot {b}")))
                    .collect()
            }
            _ => {}
        }
    }
    a
}

fn main() {
    let a = parse();
    let n = a.players;
    let mut endings = [0u32; 4];
    let mut rounds = Vec::new();
    let mut margins = Vec::new();
    let mut taken = vec![0.0f64; DEVS.len()];
    let mut owner_wins = vec![0.0f64; DEVS.len()];
    let mut hero_wins = 0.0;
    for i in 0..a.games {
        let seed = a.seed + i;
        let hero_seat = i as usize % n;
        let kinds: Vec<BotKind> = (0..n)
            .map(|s| {
                if s == hero_seat {
                    a.bots[0]
                } else {
                    *a.bots.get(1).unwrap_or(&a.bots[0])
                }
            })
            .collect();
        let mut g = MundusNovus::new(n, &MundusOptions::default(), seed).expect("set-up");
        let mut k = 0u64;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let act = bots::decide(&g, seat, kinds[seat], seed.wrapping_mul(1_000_003) + k)
                .expect("a move");
            g.apply(seat, &act, &mut Log::silent()).expect("legal");
            k += 1;
        }
        let out = g.outcome().unwrap();
        let rewards = out.rewards();
        hero_wins += rewards[hero_seat];
        endings[match g.ending.unwrap() {
            Ending::Perfect => 0,
            Ending::Rich => 1,
            Ending::QueueEmpty => 2,
            Ending::RoundLimit => 3,
        }] += 1;
        rounds.push(g.round as f64);
        let mut m = g.money.clone();
        m.sort_unstable_by(|x, y| y.cmp(x));
        margins.push((m[0] - m[1]) as f64);
        for (s, reward) in rewards.iter().enumerate() {
            for &d in &g.devs[s] {
                taken[d as usize] += 1.0;
                owner_wins[d as usize] += reward;
            }
        }
    }
    let games = a.games as f64;
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    println!(
        "{{\"players\":{n},\"games\":{},\"hero_win_share\":{:.3},\"endings\":{{\"perfect\":{},\"rich\":{},\"queue\":{},\"round_limit\":{}}},\"mean_rounds\":{:.2},\"mean_margin\":{:.2}}}",
        a.games,
        hero_wins / games,
        endings[0],
        endings[1],
        endings[2],
        endings[3],
        mean(&rounds),
        mean(&margins)
    );
    let avg = owner_wins.iter().sum::<f64>() / taken.iter().sum::<f64>().max(1.0);
    println!("development                 in-play  taken/game  owner-win-share  lift (average owner {avg:.3}, fair {:.3})", 1.0 / n as f64);
    for (d, dev) in DEVS.iter().enumerate() {
        if dev.players as usize > n {
            continue;
        }
        let share = owner_wins[d] / taken[d].max(1.0);
        println!(
            "{:<27} {:>7} {:>11.2} {:>16.3} {:>6.2}",
            dev.name,
            dev.players,
            taken[d] / games,
            share,
            share / avg.max(1e-9)
        );
    }
}
