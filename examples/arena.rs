//! Native bot-versus-bot arena. Prints one JSON line per configuration:
//!
//! cargo run --profile arena --example arena -- --game detroit --players 6,10,18 \
//!     --games 1000 --bots hard,easy
//!
//! One Hard seat against a table of Easy ones: `--bots hard,easy:5`.
//! A rule variant: `--options '{"edition":"First","years":3}'` (the game's options as JSON;
//! the error names what does not fit).

use boardroom::engine::arena::{self, ArenaConfig};
use boardroom::engine::bots::BotKind;
use boardroom::games;

const USAGE: &str = "usage: arena --game NAME --players N[,N...] --games N --bots KIND,KIND[,...] \
[--seed N] [--threads N] [--options JSON]\nkinds: random, easy, normal, hard; KIND:N repeats a kind N times";

fn main() {
    if let Err(e) = run() {
        eprintln!("arena: {e}\n{USAGE}");
        std::process::exit(2);
    }
}

fn value<'a>(args: &'a [String], flag: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == flag)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

fn number<T: std::str::FromStr>(args: &[String], flag: &str, default: T) -> Result<T, String> {
    value(args, flag).map_or(Ok(default), |v| {
        v.parse()
            .map_err(|_| format!("{flag} wants a number, not {v:?}"))
    })
}

/// `hard,easy:5` is one Hard seat and five Easy ones; the list turns
/// one seat each game, so every kind plays every seat.
fn kinds(list: &str) -> Result<Vec<BotKind>, String> {
    let mut bots = Vec::new();
    for item in list.split(',') {
        let (name, count) = item.split_once(':').unwrap_or((item, "1"));
        let kind = BotKind::parse(name).ok_or(format!("unknown bot kind {name:?}"))?;
        let count: usize = count
            .parse()
            .map_err(|_| format!("bad repeat count in {item:?}"))?;
        bots.extend(std::iter::repeat_n(kind, count));
    }
    Ok(bots)
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = value(&args, "--game").ok_or("--game is required")?;
    let players: Vec<usize> = value(&args, "--players")
        .ok_or("--players is required")?
        .split(',')
        .map(|p| p.parse().map_err(|_| format!("bad player count {p:?}")))
        .collect::<Result<_, _>>()?;
    let bots = kinds(value(&args, "--bots").unwrap_or("hard,easy"))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for p in players {
        let cfg = ArenaConfig {
            players: p,
            games: number(&args, "--games", 100)?,
            bots: bots.clone(),
            seed: number(&args, "--seed", 1)?,
            threads: number(&args, "--threads", threads)?,
            options: value(&args, "--options").map(str::to_string),
        };
        println!("{}", report_for(game, &cfg)?);
    }
    Ok(())
}

/// `game` is a game's id, or the first word of it (`mundus` for `mundus-novus`).
fn report_for(game: &str, cfg: &ArenaConfig) -> Result<String, String> {
    let infos = games::infos();
    let info = infos
        .iter()
        .find(|i| i.id == game)
        .or_else(|| infos.iter().find(|i| i.id.split('-').next() == Some(game)))
        .ok_or_else(|| {
            let known: Vec<&str> = infos.iter().map(|i| i.id).collect();
            format!("unknown game {game:?}; known: {}", known.join(", "))
        })?;
    games::visit(info.id, Report(cfg)).unwrap_or_else(|| Err(format!("unknown game {game:?}")))
}

struct Report<'a>(&'a ArenaConfig);

impl games::Visitor for Report<'_> {
    type Out = Result<String, String>;
    fn visit<G: games::Listed>(self) -> Self::Out {
        let r = arena::run::<G>(self.0)?;
        serde_json::to_string(&r).map_err(|e| e.to_string())
    }
}
