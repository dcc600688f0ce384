//! Mundus Novus balance report. (Win rates of one bot kind against another come
//! from the arena: `cargo run --profile arena --example arena -- --game mundus ...`.)
//!
//!   cargo run --profile arena --example mundus_balance -- --players 4 --games 1000 --bots easy
//!
//! Options: --seed N (first seed), --bots hero,field (the first bot sits in one
//! rotating seat, the second in the rest). Reports: how games end, their length
//! and closeness, how fast the development deck is used, how close players come
//! to the perfect set, and for each development (and each kind) how often it is
//! taken and how often its owner wins compared with the average development's owner.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{Game, Log};
use boardroom::games::mundus::bot::{capacity, chasing, merchant_bands};
use boardroom::games::mundus::cards::{total, DevKind, KINDS};
use boardroom::games::mundus::{Ending, MundusNovus, MundusOptions, Phase, DEVS};

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
        bots: vec![BotKind::Easy],
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

fn kind_name(k: DevKind) -> &'static str {
    match k {
        DevKind::Caravel { .. } => "caravel",
        DevKind::Merchant { .. } => "merchant",
        DevKind::Warehouse { .. } => "warehouse",
        DevKind::Shipyard => "shipyard",
        DevKind::Character(_) => "character",
    }
}

const KIND_NAMES: [&str; 5] = ["caravel", "merchant", "warehouse", "shipyard", "character"];

fn main() {
    let a = parse();
    let n = a.players;
    let mut endings = [0u32; 4];
    let mut rounds = Vec::new();
    let mut margins = Vec::new();
    let mut taken = vec![0.0f64; DEVS.len()];
    let mut owner_wins = vec![0.0f64; DEVS.len()];
    let mut hero_wins = 0.0;
    let mut devs_taken = Vec::new();
    let mut deck_left = Vec::new();
    let mut progressions = 0u64;
    let mut hand_cards = 0u64;
    let mut big_hands = 0u64; // 10 or more cards at the start of a progression
    let mut near_perfect = 0u64; // 8 or more of the ten kinds
    let mut big_hand_perfect = 0u64;
    let mut chase_turns = 0u64;
    // Progressions and perfect sets by capacity (10..=15) and merchant bands (0..=3).
    let mut odds = [[(0u32, 0u32); 4]; 6];
    let mut max_kinds_hist = [0u32; KINDS + 1];
    let mut capacity_hist = [0u32; 16];
    let deck_size = DEVS.iter().filter(|d| d.players as usize <= n).count();
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
        let mut max_kinds = 0usize;
        let mut last_progress: Option<(usize, usize)> = None;
        let mut pending: Option<(usize, usize, usize)> = None;
        while g.outcome().is_none() {
            if let Phase::Progress { seat } = *g.phase() {
                if last_progress != Some((seat, g.round())) {
                    last_progress = Some((seat, g.round()));
                    if let Some((s, c, b)) = pending.take() {
                        odds[c][b].1 += g.perfect()[s] as u32;
                    }
                    let cap = capacity(&g, seat) as usize;
                    if cap >= 10 && !g.perfect()[seat] {
                        let (c, b) = (cap.min(15) - 10, merchant_bands(&g, seat));
                        odds[c][b].0 += 1;
                        pending = Some((seat, c, b));
                    }
                    let h = g.hands()[seat];
                    progressions += 1;
                    chase_turns += chasing(&g, seat) as u64;
                    hand_cards += total(&h) as u64;
                    big_hands += (total(&h) >= 10) as u64;
                    let kinds_held = (0..KINDS).filter(|&k| h[k] > 0).count();
                    near_perfect += (kinds_held >= 8) as u64;
                    max_kinds = max_kinds.max(kinds_held);
                }
            }
            let seat = g.to_act()[0];
            let act = bots::decide(&g, seat, kinds[seat], seed.wrapping_mul(1_000_003) + k)
                .expect("a move");
            g.play(seat, &act, &mut Log::silent()).expect("legal");
            k += 1;
        }
        if let Some((s, c, b)) = pending.take() {
            odds[c][b].1 += g.perfect()[s] as u32;
        }
        max_kinds_hist[max_kinds] += 1;
        big_hand_perfect += g.perfect().iter().filter(|&&p| p).count() as u64;
        let cap = (0..n).map(|s| capacity(&g, s)).max().unwrap_or(5) as usize;
        capacity_hist[cap.min(15)] += 1;
        let out = g.outcome().unwrap();
        let rewards = out.rewards();
        hero_wins += rewards[hero_seat];
        endings[match g.ending().unwrap() {
            Ending::Perfect => 0,
            Ending::Rich => 1,
            Ending::QueueEmpty => 2,
            Ending::RoundLimit => 3,
        }] += 1;
        rounds.push(g.round() as f64);
        if g.ending() != Some(Ending::Perfect) {
            // The winner's lead in doubloons over the next player.
            let mut m = g.money().to_vec();
            m.sort_unstable_by(|x, y| y.cmp(x));
            margins.push((m[0] - m[1]) as f64);
        }
        devs_taken.push(g.devs().iter().map(Vec::len).sum::<usize>() as f64);
        deck_left.push(g.dev_deck().len() as f64);
        for (s, reward) in rewards.iter().enumerate() {
            for &d in &g.devs()[s] {
                taken[d as usize] += 1.0;
                owner_wins[d as usize] += reward;
            }
        }
    }
    let games = a.games as f64;
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    let share = |x: u32| x as f64 / games;
    let close = margins.iter().filter(|&&m| m <= 5.0).count() as f64 / margins.len().max(1) as f64;
    println!(
        "{{\"players\":{n},\"games\":{},\"bots\":\"{}\",\"hero_win_share\":{:.3},\"endings\":{{\"perfect\":{:.3},\"rich\":{:.3},\"queue\":{:.3},\"round_limit\":{:.3}}},\"mean_rounds\":{:.2},\"mean_margin\":{:.2},\"margin_at_most_5\":{:.3}}}",
        a.games,
        a.bots.iter().map(|b| b.id()).collect::<Vec<_>>().join(","),
        hero_wins / games,
        share(endings[0]),
        share(endings[1]),
        share(endings[2]),
        share(endings[3]),
        mean(&rounds),
        mean(&margins),
        close,
    );
    println!(
        "developments: {deck_size} in the game, {:.2} taken a game, {:.2} left in the deck at the end (queue runs dry after {} takes)",
        mean(&devs_taken),
        mean(&deck_left),
        deck_size.saturating_sub(4)
    );
    println!(
        "progressions: {chase_turns} aiming for the perfect set; {:.2} cards a hand, {:.3} of hands with 10+ cards ({} of them, {} perfect sets), {:.4} with 8+ of the ten kinds; games by most kinds in one hand: {:?}",
        hand_cards as f64 / progressions.max(1) as f64,
        big_hands as f64 / progressions.max(1) as f64,
        big_hands,
        big_hand_perfect,
        near_perfect as f64 / progressions.max(1) as f64,
        &max_kinds_hist[4..]
    );
    let mut sorted = devs_taken.clone();
    sorted.sort_by(f64::total_cmp);
    let pct = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    println!(
        "developments taken a game: 10th percentile {}, median {}, 90th {}, most {}; games by the largest capacity (deal + caravels + warehouse places) 5..15: {:?}",
        pct(0.1),
        pct(0.5),
        pct(0.9),
        pct(1.0),
        &capacity_hist[5..]
    );
    if std::env::var("MUNDUS_ODDS").is_ok() {
        for (c, row) in odds.iter().enumerate() {
            println!("capacity {}: {:?}", c + 10, row);
        }
    }
    let avg = owner_wins.iter().sum::<f64>() / taken.iter().sum::<f64>().max(1.0);
    let mut kind_taken = [0.0f64; 5];
    let mut kind_wins = [0.0f64; 5];
    println!("development                 players  taken/game  owner-win-share  lift (average owner {avg:.3}, fair {:.3})", 1.0 / n as f64);
    for (d, dev) in DEVS.iter().enumerate() {
        if dev.players as usize > n {
            continue;
        }
        let ki = KIND_NAMES
            .iter()
            .position(|&k| k == kind_name(dev.kind))
            .unwrap();
        kind_taken[ki] += taken[d];
        kind_wins[ki] += owner_wins[d];
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
    for (ki, name) in KIND_NAMES.iter().enumerate() {
        let share = kind_wins[ki] / kind_taken[ki].max(1.0);
        println!(
            "{:<27} {:>7} {:>11.2} {:>16.3} {:>6.2}",
            format!("(all {name}s)"),
            "",
            kind_taken[ki] / games,
            share,
            share / avg.max(1e-9)
        );
    }
}
