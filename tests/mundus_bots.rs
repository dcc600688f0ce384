//! The Normal computer player (the engine's information-set search with Mundus
//! Novus's knowledge) clearly beats random play.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::{Game, Log};
use boardroom::games::mundus::{MundusNovus, MundusOptions};

#[test]
fn normal_beats_random_clearly() {
    let games = 10u64;
    let mut wins = 0.0;
    for i in 0..games {
        let hero = (i % 3) as usize;
        let mut g = MundusNovus::new(3, &MundusOptions::default(), 500 + i).unwrap();
        let mut n = 0u64;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let kind = if seat == hero {
                BotKind::Medium
            } else {
                BotKind::Random
            };
            let a = bots::decide(&g, seat, kind, i * 100_003 + n).expect("a move");
            g.apply(seat, &a, &mut Log::silent()).unwrap();
            n += 1;
        }
        wins += g.outcome().unwrap().rewards()[hero];
    }
    assert!(
        wins >= 7.0,
        "Normal won only {wins} of {games} against two random players"
    );
}
