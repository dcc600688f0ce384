//! Save codes of the real games: random games round-trip through a code and replay
//! to the same position, and codes made by earlier releases (golden codes) still
//! load and replay to the same game.

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::{Game, Match};
use boardroom::games::detroit::DetroitMotors;
use boardroom::games::zaibatsu::Zaibatsu;
use boardroom::save::{decode, encode, SavedGame, SeatSpec, Table};

fn table(players: usize) -> Table {
    Table::new(
        (0..players)
            .map(|i| match i {
                0 => SeatSpec::human("Ana"),
                _ => SeatSpec::bot(format!("Bot {i}"), BotKind::Normal),
            })
            .collect(),
    )
}

/// A game of random legal moves, stopped after `moves` moves or at the end.
fn random_game<G: Game>(players: usize, seed: u64, moves: usize) -> SavedGame<G> {
    let t = table(players);
    let mut m: Match<G> = Match::new(t.names(), G::Options::default(), seed).unwrap();
    for i in 0..moves {
        let Some(&seat) = m.state().to_act().first() else {
            break;
        };
        let a = bots::decide(m.state(), seat, BotKind::Random, seed ^ i as u64).unwrap();
        m.play(seat, a).unwrap();
    }
    SavedGame::of_match(t, &m).unwrap()
}

fn round_trips<G: Game>(players: &[usize]) {
    for &p in players {
        for seed in 0..25u64 {
            let saved = random_game::<G>(p, seed, (seed as usize * 37) % 400);
            let code = encode(&saved).unwrap();
            let back: SavedGame<G> = decode(&code).unwrap();
            assert_eq!(back.record, saved.record);
            assert_eq!(back.table, saved.table);
            let a = saved.replay().unwrap();
            let b = back.replay().unwrap();
            assert_eq!(a.log_for(None), b.log_for(None));
            assert_eq!(a.state().outcome(), b.state().outcome());
        }
    }
}

#[test]
fn zaibatsu_games_round_trip_through_codes() {
    round_trips::<Zaibatsu>(&[2, 3, 4]);
}

/// Codes written by this release. They must decode and replay forever: if a change
/// to a game's actions or the codec breaks them, old saves and links break too.
const ZAIBATSU_GOLDEN: &str = "sQRtjklOA1EMRJ-r6HQnzPMMYZ5BcAO4CcoeNpyaU-C2hJRI-d-yJbueXbbfvz5pPr5_xq-u8ubflnoTQtORqf5s9z-o8bxZpnnNKhMWgxFYdGLPnKU2OBGP5sjciNNUauiwrDb6822EzA4sieNgWTyZsRiaFdOITTGAS0ptJy81ieUCR395kFa5MLnvwGwF2yZbL2JXnJsNcdtjPTkqIi2Ug7SbtxeCw-AZ1sV-sAYPcA334s6smiunrnPBXaFKNPn4A-tfjjM";

#[test]
fn zaibatsu_golden_code_still_loads() {
    let expected = random_game::<Zaibatsu>(3, 2026, 500);
    if ZAIBATSU_GOLDEN.is_empty() {
        panic!("golden code: {}", encode(&expected).unwrap());
    }
    let saved: SavedGame<Zaibatsu> = decode(ZAIBATSU_GOLDEN).unwrap();
    assert_eq!(saved.record, expected.record);
    let m = saved.replay().unwrap();
    assert!(
        m.state().outcome().is_some(),
        "the golden game is a finished game"
    );
}

#[test]
fn detroit_games_round_trip_through_codes() {
    round_trips::<DetroitMotors>(&[6, 11, 18]);
}

const DETROIT_GOLDEN: &str = "sQJFUdtOAjEUnHPrwgqrAiHcjCgxxFsMCLzrn_gD-uJn-WV-hdMtxM02p51OZ-a0VWVvnx-I96_v5cbasi3ltZRdKftSDvZbof1-BKLmkcI9xNXFIlKLJRdOPZVVQFkjTrsKRKgp1CFewAiYH-fqJImVVXj-7V8alpBMDQEaHlnZiT44JmqVTnKM4eJM22CHe0wxRAchjZpMOcYwmSknfTcsMcIzaQ1Ja6mJLsykdg4xPHB_gR5u2dBEEvNHeNIUZA-4u8UB43zOy5kBx0RU8wWhQo0VEolbujO6uxPsYY5LrPFIsGukhuOFeld0mkGIJjEJKg3ZiySGbGhVkzSn0kr6RM9ImeQehtDWLmuscMN217hDXzpUyFl5T9jgnPmvmXWPJ7koTQQVu4SMxhvsZcRb4RsJ3-4PhGGSKA";

#[test]
fn detroit_golden_code_still_loads() {
    let expected = random_game::<DetroitMotors>(7, 2026, 2000);
    if DETROIT_GOLDEN.is_empty() {
        panic!("golden code: {}", encode(&expected).unwrap());
    }
    let saved: SavedGame<DetroitMotors> = decode(DETROIT_GOLDEN).unwrap();
    assert_eq!(saved.record, expected.record);
    let m = saved.replay().unwrap();
    assert!(
        m.state().outcome().is_some(),
        "the golden game is a finished game"
    );
}
