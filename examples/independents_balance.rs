//! The Last of the Independents balance report: over many seeded bot games,
//! how often each card kind is played (for its effect and for its trend) and
//! how its players fare, each company sheet's win rate against its fair share,
//! and how close games are (winner's token margin, ties broken on disks,
//! shared wins). Win rates of one bot kind against another come from the arena
//! (`cargo run --profile arena --example arena -- --game independents ...`).
//!
//!   cargo run --profile arena --example independents_balance -- --players 4 --games 4000 --bots easy --edition second
//!
//! Options: --players N, --games N, --seed N, --years N, --edition first|second,
//! --bots easy|normal|hard|random (every seat plays it, as the app does).

use std::time::Instant;

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{Game, Log};
use boardroom::games::independents::content::{CARD_KINDS, COPIES, SHEETS};
use boardroom::games::independents::{Edition, Event, Independents, IndependentsOptions};

struct Args {
    players: usize,
    games: u64,
    seed: u64,
    years: u8,
    edition: Edition,
    bot: BotKind,
}

fn parse() -> Args {
    let mut a = Args {
        players: 4,
        games: 1000,
        seed: 1,
        years: 3,
        edition: Edition::Second,
        bot: BotKind::Easy,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let val = it.next().unwrap_or_default();
        match arg.as_str() {
            "--players" => a.players = val.parse().unwrap_or(4),
            "--games" => a.games = val.parse().unwrap_or(1000),
            "--seed" => a.seed = val.parse().unwrap_or(1),
            "--years" => a.years = val.parse().unwrap_or(3),
            "--edition" => {
                a.edition = if val.starts_with('f') || val == "1" {
                    Edition::First
                } else {
                    Edition::Second
                }
            }
            "--bots" => a.bot = BotKind::parse(&val).unwrap_or_else(|| panic!("unknown bot {val}")),
            other => panic!("unknown option {other}"),
        }
    }
    a
}

#[derive(Default, Clone)]
struct Tally {
    /// Times played (effect) and revealed (trend).
    played: u64,
    trended: u64,
    /// Win shares of the players who played it, and how many such plays.
    win_share: f64,
}

fn main() {
    let a = parse();
    let started = Instant::now();
    let kinds = CARD_KINDS.len();
    let mut cards = vec![Tally::default(); kinds];
    // Per sheet: seats dealt at the start, and their win shares.
    let mut sheet_seats = vec![0u64; SHEETS.len()];
    let mut sheet_wins = vec![0f64; SHEETS.len()];
    let mut margins = [0u64; 6];
    let mut by_disks = 0u64;
    let mut shared = 0u64;
    let mut seat_wins = vec![0f64; a.players];
    let mut tokens_total = 0u64;
    let mut bankruptcies = 0u64;
    for i in 0..a.games {
        let options = IndependentsOptions {
            edition: a.edition,
            years: a.years,
        };
        let seed = a.seed + i;
        let mut g = Independents::new(a.players, &options, seed).unwrap();
        let sheets: Vec<u8> = g.companies.iter().map(|c| c.sheet).collect();
        let mut plays: Vec<(usize, usize, bool)> = Vec::new();
        let mut step = 0;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let action = bots::decide(&g, seat, a.bot, seed * 7919 + step).unwrap();
            let mut log = Log::recording();
            g.play(seat, &action, &mut log).unwrap();
            for (_, e) in log.into_events() {
                match e {
                    Event::Played { seat, card } => {
                        plays.push((seat, card as usize / COPIES, false))
                    }
                    Event::Trend { seat, card, .. } => {
                        plays.push((seat, card as usize / COPIES, true))
                    }
                    Event::Fiscal {
                        status: boardroom::games::independents::Fiscal::Bankrupt { .. },
                        ..
                    } => bankruptcies += 1,
                    _ => {}
                }
            }
            step += 1;
        }
        let o = g.outcome().unwrap();
        let rewards = o.rewards();
        for (p, &s) in sheets.iter().enumerate() {
            sheet_seats[s as usize] += 1;
            sheet_wins[s as usize] += rewards[p];
            seat_wins[p] += rewards[p];
        }
        for (seat, kind, trend) in plays {
            let t = &mut cards[kind];
            if trend {
                t.trended += 1;
            } else {
                t.played += 1;
                t.win_share += rewards[seat];
            }
        }
        let mut tokens: Vec<i64> = o.scores.clone();
        tokens_total += tokens.iter().sum::<i64>() as u64;
        tokens.sort_unstable_by(|x, y| y.cmp(x));
        let margin = (tokens[0] - tokens[1]) as usize;
        margins[margin.min(5)] += 1;
        let winners = o.winners();
        if winners.len() > 1 {
            shared += 1;
        } else if margin == 0 {
            by_disks += 1;
        }
    }
    let n = a.games as f64;
    let fair = 1.0 / a.players as f64;
    println!(
        "The Last of the Independents balance: {} players, {} games, {:?} edition, {} years, bots {}, seeds {}..{} ({:.1}s)",
        a.players,
        a.games,
        a.edition,
        a.years,
        a.bot.id(),
        a.seed,
        a.seed + a.games - 1,
        started.elapsed().as_secs_f64()
    );
    println!("\nCards (kind: effect plays per game, trend reveals per game, win rate of the player who played it; fair share {fair:.3})");
    for (k, t) in cards.iter().enumerate() {
        println!(
            "  {:<22} played {:>5.2}  trend {:>5.2}  win {:.3}",
            CARD_KINDS[k].name,
            t.played as f64 / n,
            t.trended as f64 / n,
            if t.played > 0 {
                t.win_share / t.played as f64
            } else {
                0.0
            }
        );
    }
    println!("\nCompany sheets (seats dealt, win rate, 95% interval; fair share {fair:.3})");
    for (s, sheet) in SHEETS.iter().enumerate() {
        let m = sheet_seats[s].max(1) as f64;
        let r = sheet_wins[s] / m;
        let half = 1.96 * (r * (1.0 - r) / m).sqrt();
        println!(
            "  {:<14} {:>6}  {:.3} ± {:.3}",
            sheet.name, sheet_seats[s], r, half
        );
    }
    println!("\nSeat win rates (turn order is drawn, so these should be near {fair:.3}):");
    for (p, w) in seat_wins.iter().enumerate() {
        println!("  seat {}  {:.3}", p + 1, w / n);
    }
    println!("\nCloseness: winner's token margin over the runner-up");
    for (m, c) in margins.iter().enumerate() {
        println!(
            "  {}{}: {:.3}",
            m,
            if m == 5 { "+" } else { "" },
            *c as f64 / n
        );
    }
    println!(
        "  ties broken on disks {:.3}, shared wins {:.3}, tokens per game {:.2}, bankruptcies per game {:.2}",
        by_disks as f64 / n,
        shared as f64 / n,
        tokens_total as f64 / n,
        bankruptcies as f64 / n
    );
}
