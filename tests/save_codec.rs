//! Save codes: round trips, codes that must load forever, and everything a player
//! may paste instead of a good code.

use crate::save_support;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use boardroom::engine::bots::BotKind;
use boardroom::engine::{Game, Match, Record};
use boardroom::save::codec::{CURRENT_VERSION, MAX_UNPACKED};
use boardroom::save::{
    check, clean_name, decode, encode, peek, peek_among, share_link, CodeError, CodeHeader,
    SavedGame, SeatSpec, Table,
};
use miniz_oxide::deflate::compress_to_vec;
use proptest::prelude::*;
use save_support::{played, table, Toy, ToyAction, ToyOptions, FOUR, TOY_INFO};
use serde::Serialize;

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn round_trip(saved: &SavedGame<Toy>) -> String {
    let code = encode(saved).expect("encodes");
    let back = decode::<Toy>(&code).expect("decodes");
    assert_eq!(&back, saved);
    assert_eq!(back.table, saved.table);
    assert_eq!(back.record.actions, saved.record.actions);
    code
}

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

fn body(players: usize, seats: usize) -> BodyV1 {
    BodyV1 {
        players,
        seats: (0..seats).map(|i| (format!("P{i}"), 0)).collect(),
        options: ToyOptions::default(),
        seed: 5u64.to_le_bytes(),
        movers: vec![0],
        actions: vec![ToyAction::Pass],
    }
}

/// A code with a correct checksum around any body.
fn envelope(first: u8, tag: u8, body: &[u8]) -> String {
    let mut bytes = vec![first, tag];
    bytes.extend_from_slice(body);
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    URL_SAFE_NO_PAD.encode(bytes)
}

fn packed(body: &BodyV1) -> Vec<u8> {
    compress_to_vec(&postcard::to_allocvec(body).unwrap(), 10)
}

fn toy_code(body: &BodyV1) -> String {
    envelope(0xB0 | CURRENT_VERSION, TOY_INFO.code_tag, &packed(body))
}

// ---- Round trips --------------------------------------------------------------

#[test]
fn a_game_with_no_moves_round_trips() {
    let saved = played(&["Ana", "Ben"], ToyOptions::default(), 7, 0);
    assert_eq!(saved.moves(), 0);
    round_trip(&saved);
}

#[test]
fn typical_and_long_games_round_trip() {
    for (names, actions) in [(&FOUR[..], 200), (&FOUR[..3], 149), (&["a"; 6][..], 6000)] {
        let options = ToyOptions {
            rounds: 1000,
            double_bids: false,
        };
        let saved = played(names, options, 99, actions);
        assert_eq!(saved.moves(), actions);
        round_trip(&saved);
    }
}

#[test]
fn names_of_any_script_and_markup_round_trip() {
    let names = [
        "Zoë",
        "山田 太郎",
        "مريم",
        "🚂 Rail Baron 🏭",
        "<script>alert(1)</i>",
        "O'Brien & \"Sons\" #load=x",
    ];
    let saved = played(&names, ToyOptions::default(), 3, 40);
    round_trip(&saved);
    // Names set-up could never make are refused, so their codes are never made.
    let ok = played(&["A", "B"], ToyOptions::default(), 3, 5);
    assert!(SavedGame::new(table(&["", " "]), ok.record).is_err());
}

#[test]
fn every_controller_seed_and_option_round_trips() {
    for seed in [0, 1, u64::MAX, 0x8000_0000_0000_0000] {
        for double_bids in [false, true] {
            let options = ToyOptions {
                rounds: u16::MAX,
                double_bids,
            };
            let saved = played(&["A", "B", "C", "D", "E"], options, seed, 30);
            let kinds: Vec<_> = saved.table.seats.iter().map(|s| s.controller).collect();
            assert_eq!(kinds.len(), 5, "all of Human and the four bot kinds");
            round_trip(&saved);
        }
    }
}

#[test]
fn a_decoded_game_replays_to_the_same_position() {
    let saved = played(&FOUR, ToyOptions::default(), 11, 120);
    let back = decode::<Toy>(&encode(&saved).unwrap()).unwrap();
    let original = saved.replay().expect("replays");
    let restored: Match<Toy> = back.replay().expect("replays");
    assert_eq!(restored.moves(), 120);
    assert_eq!(restored.log_for(None), original.log_for(None));
    assert_eq!(restored.names(), &["Ana", "Ben", "Chloé", "Dai"]);
}

#[test]
fn a_save_that_would_not_load_is_not_encoded() {
    let mut saved = played(&FOUR, ToyOptions::default(), 12, 3);
    saved.table.seats.pop();
    let err = encode(&saved).unwrap_err();
    assert!(err.to_string().contains("3 seats"), "{err}");
}

#[test]
fn encoding_is_deterministic() {
    let saved = played(&FOUR, ToyOptions::default(), 12, 80);
    assert_eq!(encode(&saved).unwrap(), encode(&saved.clone()).unwrap());
}

#[test]
fn a_typical_code_is_short() {
    // Four players, 200 random legal moves: about 380 characters. Real players'
    // moves are less random than these, so their codes are shorter still.
    let saved = played(&FOUR, ToyOptions::default(), 0x9E37_79B9_7F4A_7C15, 200);
    let code = encode(&saved).unwrap();
    println!("200-move code: {} characters", code.len());
    assert!(code.len() < 420, "{} characters", code.len());
    assert!(code.bytes().all(|b| ALPHABET.contains(&b)));
    let empty = encode(&played(&["Ana", "Ben"], ToyOptions::default(), 7, 0)).unwrap();
    assert!(empty.len() < 40, "{empty}");
}

// ---- Golden codes: made by the first release, they must load forever ------------

#[test]
fn golden_code_of_a_new_game() {
    let saved = decode::<Toy>("sfpjYmJ2zEtkYHZKzWNmYGBngAEACW8ARA").expect("golden");
    assert_eq!(
        saved.table,
        Table::new(vec![
            SeatSpec::human("Ana"),
            SeatSpec::bot("Ben", BotKind::Normal)
        ])
    );
    assert_eq!(
        saved.record,
        Record::<Toy> {
            players: 2,
            options: ToyOptions::default(),
            seed: 7,
            actions: vec![],
        }
    );
}

#[test]
fn golden_code_with_unusual_names_and_moves() {
    let code = "sfoBWACn_wMDD1pvw6sgPGI-IlEiPC9iPgAG5bGx55SwAwvDmHJqYW4g8J-aggIEAXhWNBLvvq3eDAABAgABAgABAgABAgwAJwEHAAgAKAEGAQMBAQAkAQYBAwEEAQG6nQ0_";
    let saved = decode::<Toy>(code).expect("golden");
    assert_eq!(
        saved.table,
        Table::new(vec![
            SeatSpec::human("Zoë <b>\"Q\"</b>"),
            SeatSpec::bot("山田", BotKind::Normal),
            SeatSpec::bot("Ørjan 🚂", BotKind::Easy),
        ])
    );
    use ToyAction::*;
    assert_eq!(
        saved.record,
        Record::<Toy> {
            players: 3,
            options: ToyOptions {
                rounds: 4,
                double_bids: true
            },
            seed: 0xDEAD_BEEF_1234_5678,
            actions: vec![
                (0, Play(39)),
                (1, Bid(7)),
                (2, Play(8)),
                (0, Play(40)),
                (1, Bid(6)),
                (2, Bid(3)),
                (0, Bid(1)),
                (1, Play(36)),
                (2, Bid(6)),
                (0, Bid(3)),
                (1, Bid(4)),
                (2, Bid(1)),
            ],
        }
    );
    assert!(saved.replay().is_ok());
}

#[test]
fn golden_code_with_every_kind_of_player() {
    let saved = decode::<Toy>("sfpjZWV0ZGB0YmZ0ZmJ0YWF0ZWRk-A8FrAyMTMwsrIzsjIyMbIxMjBwA7kOXlg")
        .expect("golden");
    assert_eq!(saved.table, table(&["A", "B", "C", "D", "E"]));
    let kinds: Vec<_> = saved
        .table
        .seats
        .iter()
        .map(|s| s.controller.bot())
        .collect();
    assert_eq!(
        kinds,
        [
            None,
            Some(BotKind::Normal),
            Some(BotKind::Easy),
            Some(BotKind::Hard),
            Some(BotKind::Random)
        ]
    );
    use ToyAction::Bid;
    assert_eq!(
        saved.record,
        Record::<Toy> {
            players: 5,
            options: ToyOptions {
                rounds: 1,
                double_bids: false
            },
            seed: u64::MAX,
            actions: vec![
                (0, Bid(7)),
                (1, Bid(1)),
                (2, Bid(6)),
                (3, Bid(2)),
                (4, Bid(8))
            ],
        }
    );
}

#[test]
fn the_v1_body_is_laid_out_as_documented() {
    let hand_made = BodyV1 {
        players: 2,
        seats: vec![("Ana".into(), 0), ("Ben".into(), 3)],
        options: ToyOptions::default(),
        seed: 7u64.to_le_bytes(),
        movers: vec![],
        actions: vec![],
    };
    let saved = decode::<Toy>(&toy_code(&hand_made)).expect("hand-made v1 code");
    assert_eq!(
        saved,
        decode::<Toy>("sfpjYmJ2zEtkYHZKzWNmYGBngAEACW8ARA").unwrap()
    );
}

// ---- What players paste -----------------------------------------------------

#[test]
fn pasted_codes_with_spaces_breaks_quotes_or_links_load() {
    let saved = played(&FOUR, ToyOptions::default(), 21, 60);
    let code = encode(&saved).unwrap();
    let wrapped: String = code
        .as_bytes()
        .chunks(20)
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join("\r\n  ");
    let zero_width: String = code.chars().flat_map(|c| [c, '\u{200B}']).collect();
    let link = share_link("https://example.org/boardroom/?x=1#play/abc", &code);
    let forms = [
        format!("  {code}\n"),
        wrapped,
        format!("\t{code}\t\n\n"),
        format!("\"{code}\""),
        format!("«{code}»."),
        format!("{code}=="),
        zero_width,
        link.clone(),
        format!("<{link}>"),
        format!("Load my game: {link} !"),
        format!("#load={code}"),
    ];
    for form in forms {
        assert_eq!(decode::<Toy>(&form).as_ref(), Ok(&saved), "{form:?}");
        assert_eq!(
            peek(&form),
            Ok(CodeHeader {
                format_version: 1,
                game_tag: TOY_INFO.code_tag
            })
        );
    }
}

#[test]
fn empty_text_says_so() {
    for text in [
        "",
        "   ",
        "\n\t \r\n",
        "\u{200B}",
        "https://example.org/#load=",
        "load=  ",
    ] {
        assert_eq!(peek(text), Err(CodeError::Empty), "{text:?}");
        assert_eq!(decode::<Toy>(text).unwrap_err(), CodeError::Empty);
    }
}

#[test]
fn other_text_is_not_a_code() {
    for text in [
        "hello world, how are you?",
        "https://example.org/boardroom/#play/abc",
        "sfpjYmJ2zEtkYHZKz+WNmYGBngAEACW8ARA",
        "sfpjYmJ2zEtk/YHZKzWNmYGBngAEACW8ARA",
        "Thisisjustwordsgluedtogetherwithoutspaces",
        "!!!",
        "x",
    ] {
        assert_eq!(peek(text), Err(CodeError::NotACode), "{text:?}");
        assert_eq!(decode::<Toy>(text).unwrap_err(), CodeError::NotACode);
    }
}

#[test]
fn codes_cut_short_are_incomplete() {
    let code = encode(&played(&FOUR, ToyOptions::default(), 31, 150)).unwrap();
    let mut incomplete = 0;
    for len in 1..code.len() {
        let cut = &code[..len];
        let err = decode::<Toy>(cut).expect_err("a cut code must not load");
        assert!(
            matches!(err, CodeError::Incomplete | CodeError::Altered),
            "{len}: {err:?}"
        );
        assert_eq!(peek(cut).unwrap_err(), err);
        // `check` finds the same codes bad, without telling a cut from a typo,
        // except a code too short to be one (no checksum to read).
        let checked = check(cut).unwrap_err();
        if len >= 10 {
            assert_eq!(checked, CodeError::Altered, "{len}");
        } else {
            assert!(
                matches!(checked, CodeError::Incomplete | CodeError::Altered),
                "{len}: {checked:?}"
            );
        }
        if err == CodeError::Incomplete {
            incomplete += 1;
        }
    }
    // The deflate stream tells a cut from a typo nearly every time.
    assert!(incomplete * 100 >= (code.len() - 1) * 95, "{incomplete}");
    assert_eq!(peek(&code[..code.len() / 2]), Err(CodeError::Incomplete));
    assert_eq!(peek(&code[..1]), Err(CodeError::Incomplete));
}

#[test]
fn every_single_character_change_is_caught() {
    let code = encode(&played(&FOUR, ToyOptions::default(), 41, 100)).unwrap();
    let bytes = code.as_bytes();
    let mut edits = 0;
    let mut altered = 0;
    for at in 0..bytes.len() {
        for &c in ALPHABET.iter().filter(|&&c| c != bytes[at]) {
            let mut changed = bytes.to_vec();
            changed[at] = c;
            let changed = String::from_utf8(changed).unwrap();
            let err = decode::<Toy>(&changed).expect_err("a changed code must not load");
            assert!(
                matches!(
                    err,
                    CodeError::Altered | CodeError::Incomplete | CodeError::NotACode
                ),
                "{at} {}: {err:?}",
                c as char
            );
            altered += usize::from(err == CodeError::Altered);
            edits += 1;
        }
        let mut dropped = bytes.to_vec();
        dropped.remove(at);
        let dropped = String::from_utf8(dropped).unwrap();
        assert!(decode::<Toy>(&dropped).is_err(), "dropped {at}");
    }
    assert_eq!(edits, bytes.len() * 63);
    println!("{altered} of {edits} changes reported as altered");
    // A change can derail the deflate stream into looking cut short; rarely.
    assert!(altered * 100 >= edits * 90, "{altered} of {edits}");
}

#[test]
fn a_code_for_another_game_is_named_as_such() {
    let code = envelope(0xB1, 7, &packed(&body(2, 2)));
    assert_eq!(
        peek(&code),
        Ok(CodeHeader {
            format_version: 1,
            game_tag: 7
        })
    );
    assert_eq!(
        decode::<Toy>(&code),
        Err(CodeError::OtherGame {
            tag: 7,
            expected: "Toy"
        })
    );
    assert_eq!(
        peek_among(&code, &[&TOY_INFO]),
        Err(CodeError::UnknownGame { tag: 7 })
    );
    let ours = toy_code(&body(2, 2));
    assert_eq!(peek_among(&ours, &[&TOY_INFO]), Ok(&TOY_INFO));
    assert_eq!(
        CodeError::UnknownGame { tag: 7 }.to_string(),
        "this code is for a game this version of Boardroom does not have"
    );
}

#[test]
fn a_code_from_a_newer_release_says_so() {
    for version in [CURRENT_VERSION + 1, 0x0F] {
        // A future body we cannot read: only the envelope is shared.
        let code = envelope(0xB0 | version, TOY_INFO.code_tag, b"future layout");
        let newer = CodeError::NewerVersion {
            version,
            game_tag: TOY_INFO.code_tag,
        };
        assert_eq!(peek(&code), Err(newer.clone()));
        assert_eq!(decode::<Toy>(&code), Err(newer));
        assert!(peek(&code)
            .unwrap_err()
            .to_string()
            .contains("newer version"));
    }
}

#[test]
fn a_valid_checksum_without_our_mark_is_not_a_code() {
    let good = packed(&body(2, 2));
    for first in [0x00, 0xA1, 0xC1, 0xB0] {
        let code = envelope(first, TOY_INFO.code_tag, &good);
        assert_eq!(peek(&code), Err(CodeError::NotACode), "{first:#x}");
    }
}

#[test]
fn a_code_that_unpacks_to_gigabytes_is_refused_cheaply() {
    // 64 MiB of zeros deflate to about 64 KiB; the limit stops unpacking at 1 MiB.
    let bomb = compress_to_vec(&vec![0u8; 64 << 20], 10);
    let code = envelope(0xB1, TOY_INFO.code_tag, &bomb);
    assert!(peek(&code).is_ok(), "the envelope itself is sound");
    let err = decode::<Toy>(&code).unwrap_err();
    assert_eq!(
        err,
        CodeError::Damaged {
            detail: "unpacks to far too much data".into()
        }
    );
    // Just under the limit unpacks, and is then found to be no game.
    let big = compress_to_vec(&vec![0u8; MAX_UNPACKED], 10);
    let code = envelope(0xB1, TOY_INFO.code_tag, &big);
    assert!(matches!(
        decode::<Toy>(&code),
        Err(CodeError::Damaged { .. })
    ));
}

#[test]
fn sound_envelopes_with_bad_contents_are_damaged() {
    let damaged = |code: &str| matches!(decode::<Toy>(code), Err(CodeError::Damaged { .. }));
    // Not deflate at all.
    assert!(damaged(&envelope(0xB1, TOY_INFO.code_tag, &[0xFF; 40])));
    // Deflate, but not a game.
    assert!(damaged(&envelope(
        0xB1,
        TOY_INFO.code_tag,
        &compress_to_vec(b"\x05\x05\x05\x05\x05", 10)
    )));
    // A good body followed by extra bytes.
    let mut extra = postcard::to_allocvec(&body(2, 2)).unwrap();
    extra.push(0);
    assert!(damaged(&envelope(
        0xB1,
        TOY_INFO.code_tag,
        &compress_to_vec(&extra, 10)
    )));
    // Two names for three seats.
    assert!(damaged(&toy_code(&body(3, 2))));
    // A player count the game does not allow.
    assert!(damaged(&toy_code(&body(0, 0))));
    assert!(damaged(&toy_code(&body(7, 7))));
    // A kind of player this release does not know.
    let mut alien = body(2, 2);
    alien.seats[1].1 = 9;
    assert!(damaged(&toy_code(&alien)));
    // Moves without a mover.
    let mut orphan = body(2, 2);
    orphan.movers.clear();
    assert!(damaged(&toy_code(&orphan)));
    // And the same, well formed, loads.
    assert!(decode::<Toy>(&toy_code(&body(2, 2))).is_ok());
}

#[test]
fn messages_speak_to_players() {
    let messages = [
        CodeError::Empty,
        CodeError::NotACode,
        CodeError::Incomplete,
        CodeError::Altered,
        CodeError::NewerVersion {
            version: 2,
            game_tag: 1,
        },
        CodeError::UnknownGame { tag: 9 },
        CodeError::OtherGame {
            tag: 9,
            expected: "Toy",
        },
        CodeError::Damaged {
            detail: "unreadable contents".into(),
        },
    ]
    .map(|e| e.to_string());
    assert!(messages[2].contains("cut off"));
    assert!(messages[3].contains("mistyped"));
    assert!(messages[6].contains("not Toy"));
    for (i, m) in messages.iter().enumerate() {
        assert!(!m.is_empty());
        assert!(messages[..i].iter().all(|other| other != m), "{m}");
    }
}

// ---- Properties -----------------------------------------------------------------

fn valid_codes() -> Vec<String> {
    [(2, 0), (3, 17), (4, 200)]
        .iter()
        .map(|&(n, moves)| encode(&played(&FOUR[..n], ToyOptions::default(), 77, moves)).unwrap())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_text_is_handled_without_panic(text in any::<String>()) {
        let _ = peek(&text);
        let _ = decode::<Toy>(&text);
    }

    #[test]
    fn any_bytes_are_handled_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = peek(&text);
        let _ = decode::<Toy>(&text);
        let as_code = URL_SAFE_NO_PAD.encode(&bytes);
        let _ = decode::<Toy>(&as_code);
    }

    #[test]
    fn text_of_code_characters_is_handled_without_panic(text in "[A-Za-z0-9_-]{0,300}") {
        let _ = peek(&text);
        prop_assert!(decode::<Toy>(&text).is_err());
    }

    #[test]
    fn any_body_in_a_sound_envelope_is_handled_without_panic(
        body in proptest::collection::vec(any::<u8>(), 1..300),
        deflated in any::<bool>(),
    ) {
        let body = if deflated { compress_to_vec(&body, 10) } else { body };
        let code = envelope(0xB1, TOY_INFO.code_tag, &body);
        prop_assert!(peek(&code).is_ok());
        let _ = decode::<Toy>(&code);
    }

    #[test]
    fn random_edits_are_rejected_not_misread(
        which in 0usize..3,
        kind in 0u8..3,
        at in any::<proptest::sample::Index>(),
        letter in proptest::sample::select(ALPHABET.to_vec()),
    ) {
        let codes = valid_codes();
        let code = codes[which].as_bytes();
        let i = at.index(code.len());
        let mut edited = code.to_vec();
        match kind {
            0 if edited[i] != letter => edited[i] = letter,
            0 => edited[i] = if letter == b'A' { b'B' } else { b'A' },
            1 => edited.insert(i, letter),
            _ => { edited.remove(i); }
        }
        let edited = String::from_utf8(edited).unwrap();
        prop_assert!(decode::<Toy>(&edited).is_err(), "{} -> {}", codes[which], edited);
    }

    #[test]
    fn random_games_round_trip(
        names in proptest::collection::vec(".{0,12}", 1..=6),
        seed in any::<u64>(),
        rounds in 1u16..40,
        double_bids in any::<bool>(),
        moves in 0usize..300,
    ) {
        // As set-up would name them.
        let names: Vec<String> = names
            .iter()
            .map(|n| Some(clean_name(n)).filter(|c| !c.is_empty()).unwrap_or_else(|| "P".into()))
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let saved = played(&names, ToyOptions { rounds, double_bids }, seed, moves);
        let code = encode(&saved).unwrap();
        prop_assert_eq!(decode::<Toy>(&code), Ok(saved));
    }
}

#[test]
fn the_toy_is_a_real_game() {
    // The codec tests lean on it: make sure it plays to an end.
    let saved = played(
        &FOUR,
        ToyOptions {
            rounds: 3,
            double_bids: false,
        },
        5,
        1000,
    );
    assert_eq!(saved.moves(), 12);
    let end = saved.replay().unwrap();
    assert!(end.state().outcome().is_some());
    assert!(Toy::new(7, &ToyOptions::default(), 1).is_err());
}

// ---- Codes with words around them ----------------------------------------------

#[test]
fn a_code_or_link_with_words_around_it_is_still_read() {
    let saved = played(&FOUR, ToyOptions::default(), 3, 40);
    let code = encode(&saved).unwrap();
    let link = format!("https://example.org/boardroom/#load={code}");
    let pasted = [
        format!("Save code: {code}"),
        format!("{link}\nThis is our game from Sunday, your move!"),
        format!("Here: {link} (your move)"),
        format!("Our game:\n\n{code}\n\nsee you"),
    ];
    for text in pasted {
        assert_eq!(decode::<Toy>(&text), Ok(saved.clone()), "{text}");
    }
    // A cut-off code among words is still called incomplete, not "not a code".
    let cut = &code[..code.len() / 2];
    assert_eq!(
        decode::<Toy>(&format!("Save code: {cut}")),
        Err(CodeError::Incomplete)
    );
    // Words alone are not a code.
    assert_eq!(
        decode::<Toy>("Hello there, friend!"),
        Err(CodeError::NotACode)
    );
}

#[test]
fn a_saved_game_from_a_newer_release_is_named_not_called_damaged() {
    use boardroom::save::store::GAME_PREFIX;
    use boardroom::save::{KeyValue, MemoryStore, SavedGames};
    // Detroit Motors' tag, in a format this release cannot read yet.
    let detroit = boardroom::games::infos()
        .into_iter()
        .find(|i| i.name == "Detroit Motors")
        .unwrap();
    let newer = envelope(0xB0 | (CURRENT_VERSION + 1), detroit.code_tag, b"future");
    let unknown = envelope(0xB0 | (CURRENT_VERSION + 1), 200, b"future");
    let mut kv = MemoryStore::new();
    for (slot, code) in [("newer", &newer), ("unknown", &unknown)] {
        kv.set(
            &format!("{GAME_PREFIX}{slot}"),
            &format!(r#"{{"game_id":"x","code":"{code}"}}"#),
        )
        .unwrap();
    }
    let list = SavedGames::new(kv).list().unwrap();
    let titles: Vec<String> = list
        .iter()
        .map(|e| e.clone().unwrap_err().title())
        .collect();
    assert_eq!(
        titles,
        [
            "Detroit Motors — saved by a newer version of Boardroom: update the app",
            "A game saved by a newer version of Boardroom: update the app",
        ]
    );
    // A code whose checksum fails is still "a damaged save".
    let mut altered = envelope(0xB0 | CURRENT_VERSION, detroit.code_tag, b"some body");
    altered.replace_range(4..5, if &altered[4..5] == "A" { "B" } else { "A" });
    let mut kv = MemoryStore::new();
    kv.set(
        &format!("{GAME_PREFIX}bad"),
        &format!(r#"{{"code":"{altered}"}}"#),
    )
    .unwrap();
    let list = SavedGames::new(kv).list().unwrap();
    assert_eq!(list[0].clone().unwrap_err().title(), "A damaged save");
}
