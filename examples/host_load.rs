//! The host's work per move at a full table, natively: Detroit Motors for 18
//! with 17 devices (every seat but the host's own), random legal moves. After
//! each move the host makes every device's screen ([`Host::updates`]) and
//! writes it for the wire, as the page does; this times that per move and
//! counts the bytes.
//!
//!   cargo run --release --example host_load [-- GAMES]
//!
//! A figure for the notes, not a test: the page runs the same code in
//! WebAssembly, a few times slower.

use std::time::Instant;

use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match};
use boardroom::games::detroit::DetroitMotors;
use boardroom::net::host::{Host, Plain};
use boardroom::net::proto;
use boardroom::net::proto::FromSeat;

const PLAYERS: usize = 18;
const TOKEN: proto::Token = *b"seat-tok";

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let mut per_move = Vec::new();
    let mut bytes_per_move = Vec::new();
    for seed in 0..games {
        let names = (0..PLAYERS).map(|s| format!("Player {s}")).collect();
        let m = Match::<DetroitMotors>::new(names, Default::default(), seed).expect("a game");
        let mut keeper = Plain { m, people: PLAYERS };
        let mut host = Host::new();
        for seat in 1..PLAYERS {
            let conn = host.connect(Some(seat), TOKEN);
            host.receive(conn, FromSeat::hello(TOKEN), &mut keeper);
        }
        let mut rng = seeded(seed);
        loop {
            let to_act = keeper.m.state().to_act();
            if to_act.is_empty() {
                break;
            }
            let seat = to_act[below(&mut rng, to_act.len())];
            let legal = keeper.m.state().legal_actions(seat);
            let action = legal[below(&mut rng, legal.len())];
            keeper.m.play(seat, action).expect("a legal move");
            let start = Instant::now();
            let m = &keeper.m;
            let updates = host.updates(m, |s| m.may_take_back(s, PLAYERS));
            let sent: usize = updates.iter().map(|(_, u)| proto::write(u).len()).sum();
            per_move.push(start.elapsed().as_secs_f64() * 1e6);
            bytes_per_move.push(sent);
        }
    }
    per_move.sort_by(f64::total_cmp);
    bytes_per_move.sort_unstable();
    let n = per_move.len();
    let mean = per_move.iter().sum::<f64>() / n as f64;
    println!(
        "Detroit Motors, {PLAYERS} seats, 17 devices, {games} games, {n} moves: host work per \
         move mean {mean:.0} µs, median {:.0} µs, 99th percentile {:.0} µs, max {:.0} µs; \
         bytes sent per move median {}, max {}",
        per_move[n / 2],
        per_move[n * 99 / 100],
        per_move[n - 1],
        bytes_per_move[n / 2],
        bytes_per_move[n - 1],
    );
}
