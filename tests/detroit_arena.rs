//! Bot-versus-bot measurement (ignored by default: it is slow and prints
//! numbers rather than checking them). Run natively with optimisations:
//!
//! DETROIT_PLAYERS=6,10,18 DETROIT_GAMES=1000 DETROIT_BOTS=strong,simple \
//!   cargo test --profile arena --test detroit_arena -- --ignored --nocapture
//!
//! It prints the same JSON lines as `arena --game detroit`.

use boardroom::engine::arena::{self, ArenaConfig};
use boardroom::engine::bots::BotKind;
use boardroom::games::detroit::DetroitMotors;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.to_string())
}

#[test]
#[ignore = "measurement, run by hand"]
fn arena() {
    let players: Vec<usize> = env_or("DETROIT_PLAYERS", "6,10,18")
        .split(',')
        .map(|p| p.parse().unwrap())
        .collect();
    let games: u64 = env_or("DETROIT_GAMES", "200").parse().unwrap();
    let seed: u64 = env_or("DETROIT_SEED", "1").parse().unwrap();
    let bots: Vec<BotKind> = env_or("DETROIT_BOTS", "hard,easy")
        .split(',')
        .map(|b| BotKind::parse(b).unwrap())
        .collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for p in players {
        let cfg = ArenaConfig {
            players: p,
            games,
            bots: bots.clone(),
            seed,
            threads,
            options: None,
        };
        let r = arena::run::<DetroitMotors>(&cfg).unwrap();
        println!("{}", serde_json::to_string(&r).unwrap());
    }
}
