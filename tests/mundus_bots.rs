//! The Normal computer player (the engine's information-set search with Mundus
//! Novus's knowledge) clearly beats random play.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{Game, Log};
use boardroom::games::mundus::{MundusNovus, MundusOptions, Phase};

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
                BotKind::Normal
            } else {
                BotKind::Random
            };
            let a = bots::decide(&g, seat, kind, i * 100_003 + n).expect("a move");
            g.play(seat, &a, &mut Log::silent()).unwrap();
            n += 1;
        }
        wins += g.outcome().unwrap().rewards()[hero];
    }
    assert!(
        wins >= 7.0,
        "Normal won only {wins} of {games} against two random players"
    );
}

/// The progression is played by the greedy policy at every level (searching it
/// measured worse), while the trade is searched: over whole games, Hard's
/// progression choices are exactly Easy's, and some of its trade choices differ.
#[test]
fn hard_searches_the_trade_and_plays_the_progression_by_policy() {
    let (mut progress, mut trade, mut differ) = (0, 0, 0);
    for i in 0..3u64 {
        let mut g = MundusNovus::new(2 + i as usize, &MundusOptions::default(), 900 + i).unwrap();
        let mut n = 0u64;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let seed = i * 7_919 + n;
            let easy = bots::decide(&g, seat, BotKind::Easy, seed).expect("a move");
            let in_progress = matches!(g.phase(), Phase::Progress { .. });
            if in_progress || n.is_multiple_of(5) {
                let hard = bots::decide(&g, seat, BotKind::Hard, seed).expect("a move");
                if in_progress {
                    progress += 1;
                    assert_eq!(hard, easy, "Hard searched a progression step");
                } else if g.legal_actions(seat).len() > 1 {
                    trade += 1;
                    differ += (hard != easy) as u32;
                }
            }
            g.play(seat, &easy, &mut Log::silent()).unwrap();
            n += 1;
        }
    }
    assert!(progress > 30, "only {progress} progression steps checked");
    assert!(
        differ > 0,
        "Hard chose as Easy at all {trade} other decisions: no search"
    );
}
