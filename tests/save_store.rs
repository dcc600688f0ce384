//! The saved-games list over a key-value storage.

use crate::save_support;

use boardroom::save::store::{GAME_PREFIX, LAST_OPENED_KEY};
use boardroom::save::{encode, KeyValue, MemoryStore, SavedGames, StoreError, StoredGame};
use save_support::{played, Toy, ToyOptions, FOUR};

fn entry(slot: &str, updated_ms: f64, moves: usize) -> StoredGame {
    let saved = played(&FOUR, ToyOptions::default(), moves as u64, moves);
    // Titles are not stored: the app makes them from the code.
    StoredGame::of(slot, &saved, "", updated_ms, false).unwrap()
}

/// `g` as loaded back at revision `rev`.
fn at(g: &StoredGame, rev: u64) -> StoredGame {
    StoredGame { rev, ..g.clone() }
}

fn slots(games: &SavedGames<MemoryStore>) -> Vec<Result<String, String>> {
    games
        .list()
        .unwrap()
        .into_iter()
        .map(|e| e.map(|g| g.slot).map_err(|b| b.slot))
        .collect()
}

#[test]
fn saved_games_come_back_newest_first() {
    let mut games = SavedGames::new(MemoryStore::new());
    assert!(games.list().unwrap().is_empty());
    let a = entry("aaaa", 1000.0, 10);
    let b = entry("bbbb", 3000.0, 20);
    let c = entry("cccc", 2000.0, 0);
    for g in [&a, &b, &c] {
        games.save(g).unwrap();
    }
    assert_eq!(
        slots(&games),
        [Ok("bbbb".into()), Ok("cccc".into()), Ok("aaaa".into())]
    );
    assert_eq!(games.load("aaaa"), Ok(at(&a, 1)));
    let back = games.load("bbbb").unwrap().saved_game::<Toy>().unwrap();
    assert_eq!(back.moves(), 20);
    assert_eq!(games.list().unwrap()[0], Ok(at(&b, 1)));

    // Saving again replaces the slot and moves it to the top.
    let a2 = entry("aaaa", 4000.0, 11);
    games.save(&a2).unwrap();
    assert_eq!(games.load("aaaa"), Ok(at(&a2, 2)));
    assert_eq!(slots(&games)[0], Ok("aaaa".into()));
    assert_eq!(games.list().unwrap().len(), 3);
}

#[test]
fn deleting_removes_only_that_game() {
    let mut games = SavedGames::new(MemoryStore::new());
    games.save(&entry("keep", 1.0, 1)).unwrap();
    games.save(&entry("gone", 2.0, 2)).unwrap();
    games.delete("gone").unwrap();
    assert_eq!(slots(&games), [Ok("keep".into())]);
    assert_eq!(games.load("gone"), Err(StoreError::NotFound("gone".into())));
    games.delete("gone").unwrap();
}

#[test]
fn a_full_storage_keeps_every_previous_version() {
    let small = entry("first", 1.0, 10);
    let other = entry("other", 2.0, 300);
    let mut games = SavedGames::new(MemoryStore::new());
    games.save(&small).unwrap();
    games.save(&other).unwrap();
    let used = games.storage().used();
    games.storage_mut().set_quota(Some(used + 50));
    let before = games.storage().clone();

    let bigger = entry("first", 3.0, 200);
    assert_eq!(games.save(&bigger), Err(StoreError::Full));
    let brand_new = entry("third", 4.0, 50);
    assert_eq!(games.save(&brand_new), Err(StoreError::Full));
    assert_eq!(games.storage(), &before);
    assert_eq!(games.load("first"), Ok(at(&small, 1)));
    assert_eq!(games.load("other"), Ok(at(&other, 1)));
    assert!(StoreError::Full.to_string().contains("full"));

    // Freeing room lets the bigger version in.
    games.delete("other").unwrap();
    games.save(&bigger).unwrap();
    assert_eq!(games.load("first"), Ok(at(&bigger, 2)));
}

#[test]
fn a_broken_entry_is_reported_and_hides_nothing() {
    let mut kv = MemoryStore::new();
    kv.set(&format!("{GAME_PREFIX}junk"), "{not json").unwrap();
    kv.set(&format!("{GAME_PREFIX}nocode"), r#"{"game_id":"toy"}"#)
        .unwrap();
    kv.set(
        &format!("{GAME_PREFIX}badcode"),
        r#"{"game_id":"toy","code":"sfpjYmJ2zEtkYHZKzWNmYGBngAEACW8ARB"}"#,
    )
    .unwrap();
    kv.set(
        &format!("{GAME_PREFIX}bad slot!"),
        r#"{"game_id":"toy","code":"x"}"#,
    )
    .unwrap();
    let mut games = SavedGames::new(kv);
    games.save(&entry("good1", 5.0, 3)).unwrap();
    games.save(&entry("good2", 6.0, 4)).unwrap();

    let list = games.list().unwrap();
    assert_eq!(list.len(), 6);
    assert_eq!(list[0].as_ref().unwrap().slot, "good2");
    assert_eq!(list[1].as_ref().unwrap().slot, "good1");
    let broken: Vec<_> = list[2..].iter().map(|e| e.clone().unwrap_err()).collect();
    let names: Vec<_> = broken.iter().map(|b| b.slot.as_str()).collect();
    assert_eq!(names, ["bad slot!", "badcode", "junk", "nocode"]);
    assert!(broken[1].why.contains("altered"), "{}", broken[1].why);
    assert!(broken.iter().all(|b| !b.why.is_empty()));
    assert!(matches!(games.load("junk"), Err(StoreError::Broken { .. })));

    // A broken entry can be deleted, even one with a name we never make.
    games.delete("bad slot!").unwrap();
    games.delete("junk").unwrap();
    assert_eq!(games.list().unwrap().len(), 4);
}

#[test]
fn entries_missing_list_details_still_load() {
    let code = encode(&played(&FOUR, ToyOptions::default(), 1, 5)).unwrap();
    let mut kv = MemoryStore::new();
    let json = format!(r#"{{"game_id":"toy","code":"{code}","future_field":[1,2]}}"#);
    kv.set(&format!("{GAME_PREFIX}bare"), &json).unwrap();
    let games = SavedGames::new(kv);
    let bare = games.load("bare").unwrap();
    assert_eq!(bare.code, code);
    assert_eq!(
        (bare.moves, bare.finished, bare.title.as_str()),
        (0, false, "")
    );
}

#[test]
fn foreign_keys_are_ignored_and_left_alone() {
    let mut kv = MemoryStore::new();
    for (k, v) in [
        ("theme", "dark"),
        ("boardroom.v2.game.x", "{}"),
        ("other.app.game.y", "{}"),
        ("boardroom.v1.gamex", "{}"),
    ] {
        kv.set(k, v).unwrap();
    }
    let mut games = SavedGames::new(kv);
    games.save(&entry("mine", 1.0, 1)).unwrap();
    assert_eq!(slots(&games), [Ok("mine".into())]);
    games.delete("mine").unwrap();
    assert_eq!(games.storage().keys().unwrap().len(), 4);
    assert_eq!(games.storage().get("theme"), Ok(Some("dark".into())));
}

#[test]
fn bad_entries_are_refused_before_writing() {
    let mut games = SavedGames::new(MemoryStore::new());
    let good = entry("ok", 1.0, 1);
    for slot in ["", "has space", "a/b", "ü", &"x".repeat(41)] {
        let bad = StoredGame {
            slot: slot.into(),
            ..good.clone()
        };
        assert_eq!(games.save(&bad), Err(StoreError::BadSlot(slot.into())));
    }
    let no_code = StoredGame {
        code: "not a code".into(),
        ..good.clone()
    };
    assert!(matches!(games.save(&no_code), Err(StoreError::BadEntry(_))));
    let no_game = StoredGame {
        game_id: String::new(),
        ..good.clone()
    };
    assert!(matches!(games.save(&no_game), Err(StoreError::BadEntry(_))));
    assert!(games.storage().keys().unwrap().is_empty());

    // A time JSON cannot hold is stored as 0 rather than lost.
    let odd_time = StoredGame {
        updated_ms: f64::NAN,
        ..good
    };
    games.save(&odd_time).unwrap();
    assert_eq!(games.load("ok").unwrap().updated_ms, 0.0);
}

#[test]
fn the_last_opened_game_is_remembered_until_deleted() {
    let mut games = SavedGames::new(MemoryStore::new());
    assert_eq!(games.last_opened(), Ok(None));
    games.save(&entry("one", 1.0, 1)).unwrap();
    games.save(&entry("two", 2.0, 2)).unwrap();
    games.set_last_opened(Some("one")).unwrap();
    assert_eq!(games.last_opened(), Ok(Some("one".into())));
    games.delete("two").unwrap();
    assert_eq!(games.last_opened(), Ok(Some("one".into())));
    games.delete("one").unwrap();
    assert_eq!(games.last_opened(), Ok(None));
    assert_eq!(games.storage().get(LAST_OPENED_KEY), Ok(None));

    games.save(&entry("three", 3.0, 3)).unwrap();
    games.set_last_opened(Some("three")).unwrap();
    games.set_last_opened(None).unwrap();
    assert_eq!(games.last_opened(), Ok(None));
    assert!(games.set_last_opened(Some("no good")).is_err());
    // A slot remembered but gone (deleted in another tab) is not offered.
    games.storage_mut().set(LAST_OPENED_KEY, "ghost").unwrap();
    assert_eq!(games.last_opened(), Ok(None));
}

#[test]
fn new_slot_ids_are_short_url_safe_and_unused() {
    let mut games = SavedGames::new(MemoryStore::new());
    let mut seen = std::collections::HashSet::new();
    for seed in 0..2000u64 {
        let id = games.new_slot_id(seed);
        assert_eq!(id.len(), 8);
        assert!(id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
        assert!(seen.insert(id), "seed {seed}");
    }
    // The same seed again avoids the slot it gave once that slot is taken.
    let first = games.new_slot_id(42);
    games.save(&entry(&first, 1.0, 1)).unwrap();
    let second = games.new_slot_id(42);
    assert_ne!(first, second);
    games.save(&entry(&second, 1.0, 1)).unwrap();
    assert_eq!(games.list().unwrap().len(), 2);
}

#[test]
fn times_are_stored_as_whole_milliseconds() {
    let mut games = SavedGames::new(MemoryStore::new());
    games.save(&entry("when", 1_700_000_000_123.0, 1)).unwrap();
    let json = games
        .storage()
        .get(&format!("{GAME_PREFIX}when"))
        .unwrap()
        .unwrap();
    assert!(json.contains(r#""updated_ms":1700000000123,"#), "{json}");
    assert_eq!(games.load("when").unwrap().updated_ms, 1_700_000_000_123.0);
}
