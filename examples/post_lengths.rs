//! The length of play-by-message links, over random games of every game at every
//! player count: seat 0 plays on the keeper's device, every other seat by
//! message, and every phone opens every table link. Prints, per game and count,
//! the typical (median), 90th-percentile and largest table link and the largest
//! move link, in characters of the code (the address adds about 40).
//!
//! `cargo run --release --example post_lengths -- [games per count]`

use boardroom::codecs::{self, Codecs};
use boardroom::engine::rng::{below, seeded};
use boardroom::engine::Match;
use boardroom::games::{self, Listed, Visitor};
use boardroom::net::host::Plain;
use boardroom::net::post::{self, Desk, Post, PostOffice};

const CODECS: Codecs = codecs::all();

fn percentile(v: &mut [usize], p: f64) -> usize {
    v.sort_unstable();
    v[((v.len() - 1) as f64 * p).round() as usize]
}

struct Lengths(u64);

impl Visitor for Lengths {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        if G::FIXTURE {
            return;
        }
        for players in info.min_players..=info.max_players {
            let (mut table, mut moves) = (Vec::new(), Vec::new());
            for seed in 0..self.0 {
                let names: Vec<String> = (0..players).map(|i| format!("Player {i}")).collect();
                let m = Match::<G>::new(names.clone(), G::Options::default(), seed).unwrap();
                let mut keeper = Plain { m, people: players };
                let mut office = PostOffice::new(post::random(), info.id, players);
                let mut desks: Vec<Desk<G>> = (1..players)
                    .map(
                        |s| match post::read(&office.issue(s, post::random(), &names)) {
                            Ok(Post::Seat(pass)) => Desk::new(pass),
                            _ => unreachable!("a seat link reads"),
                        },
                    )
                    .collect();
                let mut rng = seeded(seed);
                let computers = vec![false; players];
                while keeper.m.state().outcome().is_none() {
                    let link = office.table_link(&CODECS, &keeper.m, &computers);
                    table.push(link.len());
                    let Ok(Post::Table(t)) = post::read(&link) else {
                        unreachable!()
                    };
                    for d in &mut desks {
                        d.open(&CODECS, &t).unwrap();
                    }
                    let to_act = keeper.m.state().to_act();
                    let seat = to_act[below(&mut rng, to_act.len())];
                    let legal = keeper.m.state().legal_actions(seat);
                    let action = legal[below(&mut rng, legal.len())].clone();
                    if seat == 0 {
                        keeper.m.play(0, action).unwrap();
                    } else {
                        let link = desks[seat - 1].move_link(&CODECS, &action);
                        moves.push(link.len());
                        office.deliver(&CODECS, &link, &mut keeper).unwrap();
                    }
                }
            }
            println!(
                "{:<13} {players:>2} players: table link median {:>6}, 90% {:>6}, max {:>6}; move link max {:>3} ({} links)",
                info.id,
                percentile(&mut table, 0.5),
                percentile(&mut table, 0.9),
                percentile(&mut table, 1.0),
                percentile(&mut moves, 1.0),
                table.len(),
            );
        }
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    for info in games::infos() {
        games::visit(info.id, Lengths(games)).unwrap();
    }
}
