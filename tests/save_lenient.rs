//! A damaged list field must not cost a game (issue item 3): only the code
//! matters, and an entry that really cannot be read gives its raw text back.

use crate::save_support;

use boardroom::save::{encode, KeyValue, MemoryStore, SavedGames};
use save_support::{played, ToyOptions, FOUR};

fn store_with(json: &str) -> SavedGames<MemoryStore> {
    let mut kv = MemoryStore::new();
    kv.set("boardroom.v1.game.slot1", json).unwrap();
    SavedGames::new(kv)
}

#[test]
fn wrong_list_fields_fall_back_and_the_game_stays_playable() {
    let code = encode(&played(&FOUR, ToyOptions::default(), 5, 9)).unwrap();
    let damaged = [
        r#""moves":"8""#,
        r#""title":5"#,
        r#""finished":"yes""#,
        r#""updated_ms":null"#,
        r#""updated_ms":-1"#,
        r#""updated_ms":1e300"#,
        r#""updated_ms":"soon""#,
        r#""game_id":7"#,
        r#""rev":"x""#,
    ];
    for field in damaged {
        let game = if field.contains("game_id") {
            ""
        } else {
            r#""game_id":"toy","#
        };
        let json = format!(r#"{{{game}{field},"code":"{code}"}}"#);
        let games = store_with(&json);
        let listed = games.list().unwrap();
        let game = listed[0]
            .as_ref()
            .unwrap_or_else(|b| panic!("{field}: {b:?}"));
        assert_eq!(game.code, code, "{field}");
        assert!(game.updated_ms == 0.0 || game.updated_ms == 1e10, "{field}");
        assert!(games.load("slot1").is_ok(), "{field}");
    }
    let games = store_with(&format!(
        r#"{{"moves":"8","finished":"yes","updated_ms":1e10,"code":"{code}"}}"#
    ));
    let game = games.load("slot1").unwrap();
    assert_eq!(
        (game.moves, game.finished, game.updated_ms),
        (8, true, 1e10)
    );
    // Times written as text are read too, and older releases wrote them as
    // floats.
    for time in [r#"" 1e10 ""#, r#""10000000000""#, "10000000000.0"] {
        let games = store_with(&format!(r#"{{"updated_ms":{time},"code":"{code}"}}"#));
        assert_eq!(games.load("slot1").unwrap().updated_ms, 1e10, "{time}");
    }
}

#[test]
fn an_entry_that_cannot_be_opened_gives_its_raw_code_back() {
    let code = encode(&played(&FOUR, ToyOptions::default(), 5, 9)).unwrap();
    let cut = &code[..code.len() - 6];
    let games = store_with(&format!(r#"{{"game_id":"toy","code":"{cut}"}}"#));
    let broken = games.list().unwrap()[0].clone().unwrap_err();
    assert_eq!(broken.raw, cut);
    // The list checks codes without the deflate decoder (`save::check`, which
    // keeps it out of the first visit's wasm): a cut code reads as altered there;
    // the import box tells the two apart.
    assert!(broken.why.contains("altered"), "{}", broken.why);
    let games = store_with("{not json");
    assert_eq!(
        games.list().unwrap()[0].clone().unwrap_err().raw,
        "{not json"
    );
}
