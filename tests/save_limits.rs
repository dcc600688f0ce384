//! Limits on decoding (issue item 4): a code must hold what set-up could have
//! made: names of 1 to 24 characters without line breaks, control or
//! text-direction characters, a seat count the game allows, moves by seats at
//! the table, and not more moves than any game lasts.

use crate::save_support;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use boardroom::save::codec::CURRENT_VERSION;
use boardroom::save::saved_game::MAX_MOVES;
use boardroom::save::{
    check_name, clean_name, decode, encode, CodeError, KeyValue, MemoryStore, NameError,
    SavedGames, StoredGame, MAX_NAME_CHARS,
};
use miniz_oxide::deflate::compress_to_vec;
use save_support::{played, Toy, ToyAction, ToyOptions, FOUR, TOY_INFO};
use serde::Serialize;

/// The v1 body as the format documents it, written by hand to craft codes.
#[derive(Serialize)]
struct BodyV1 {
    players: usize,
    seats: Vec<(String, u8)>,
    options: ToyOptions,
    seed: [u8; 8],
    movers: Vec<usize>,
    actions: Vec<ToyAction>,
}

fn crafted(names: &[&str], movers: Vec<usize>) -> String {
    let body = BodyV1 {
        players: names.len(),
        seats: names.iter().map(|n| (n.to_string(), 0)).collect(),
        options: ToyOptions {
            rounds: u16::MAX,
            double_bids: false,
        },
        seed: 5u64.to_le_bytes(),
        actions: movers.iter().map(|_| ToyAction::Pass).collect(),
        movers,
    };
    let packed = compress_to_vec(&postcard::to_allocvec(&body).unwrap(), 10);
    let mut bytes = vec![0xB0 | CURRENT_VERSION, TOY_INFO.code_tag];
    bytes.extend_from_slice(&packed);
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    URL_SAFE_NO_PAD.encode(bytes)
}

fn invalid(code: &str) -> String {
    match decode::<Toy>(code) {
        Err(e @ (CodeError::Invalid { .. } | CodeError::Damaged { .. })) => e.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_million_character_name_is_refused_with_a_clear_message() {
    let long = "W".repeat(1_000_000);
    let code = crafted(&[&long, "Ben"], vec![]);
    let why = invalid(&code);
    assert!(why.contains("player 1"), "{why}");
    assert!(why.contains("longer than 24 characters"), "{why}");
    // One character over is refused too; exactly the limit loads.
    let over = "é".repeat(MAX_NAME_CHARS + 1);
    assert!(invalid(&crafted(&[&over, "Ben"], vec![])).contains("longer than"));
    let limit = "é".repeat(MAX_NAME_CHARS);
    assert!(decode::<Toy>(&crafted(&[&limit, "Ben"], vec![])).is_ok());
}

#[test]
fn empty_control_and_direction_characters_are_refused() {
    for (name, expected) in [
        ("", NameError::Empty),
        ("   ", NameError::Padded),
        (" Ana", NameError::Padded),
        ("Ana\u{202E}nimda", NameError::BadCharacter),
        ("Ana\u{2066}x", NameError::BadCharacter),
        ("Ana\nBen", NameError::BadCharacter),
        ("Ana\0", NameError::BadCharacter),
        ("Ana\u{200B}", NameError::BadCharacter),
    ] {
        assert_eq!(check_name(name), Err(expected.clone()), "{name:?}");
        let why = invalid(&crafted(&["Zoë", name], vec![]));
        assert!(why.contains("player 2"), "{name:?}: {why}");
        assert!(why.contains(&expected.to_string()), "{name:?}: {why}");
    }
    // Emoji with joiners, scripts of every direction and markup stay allowed.
    for name in [
        "👩‍💻 Dev",
        "مريم",
        "山田 太郎",
        "<b>Tess</b>",
        "O'Brien & Sons",
    ] {
        assert_eq!(check_name(name), Ok(()), "{name:?}");
        assert!(decode::<Toy>(&crafted(&[name, "Ben"], vec![])).is_ok());
    }
}

#[test]
fn set_up_cleans_names_to_what_the_decoder_accepts() {
    assert_eq!(clean_name("  Ana\u{202E}\n  "), "Ana");
    assert_eq!(clean_name("\0\u{202E}"), "");
    assert_eq!(clean_name(&"x".repeat(100)).chars().count(), MAX_NAME_CHARS);
    assert_eq!(clean_name("a                         b"), "a");
    for typed in [
        "  A  ",
        "A\u{2028}B",
        "😀".repeat(30).as_str(),
        "a\u{202E}b c",
    ] {
        let name = clean_name(typed);
        assert!(
            name.is_empty() || check_name(&name).is_ok(),
            "{typed:?} -> {name:?}"
        );
    }
}

#[test]
fn seat_counts_and_move_counts_are_checked() {
    // More seats than the game takes.
    assert!(decode::<Toy>(&crafted(&["a", "b", "c", "d", "e", "f", "g"], vec![])).is_err());
    // A move by a seat that is not at the table.
    let why = invalid(&crafted(&["Ana", "Ben"], vec![0, 5]));
    assert!(why.contains("player 6"), "{why}");
    // More moves than any game lasts.
    let why = invalid(&crafted(&["Ana", "Ben"], vec![0; MAX_MOVES + 1]));
    assert!(why.contains("moves"), "{why}");
}

#[test]
fn the_stored_entry_does_not_keep_the_names_twice() {
    let saved = played(&FOUR, ToyOptions::default(), 3, 12);
    let title = "Toy: Ana, Ben, Chloé and Dai";
    let entry = StoredGame::of("slot1", &saved, title, 1.0, false).unwrap();
    let mut games = SavedGames::new(MemoryStore::new());
    games.save(&entry).unwrap();
    let json = games
        .storage()
        .get("boardroom.v1.game.slot1")
        .unwrap()
        .unwrap();
    assert!(!json.contains("Chloé"), "{json}");
    assert!(!json.contains("title"), "{json}");
    assert_eq!(games.load("slot1").unwrap().code, encode(&saved).unwrap());
}
