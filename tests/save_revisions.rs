//! Two tabs on one game (issue items 1, 2 and 6, storage side): every entry
//! carries a revision, and a write based on a stale revision is refused.

use crate::save_support;

use boardroom::save::store::{revision_of, GAME_PREFIX};
use boardroom::save::{KeyValue, MemoryStore, SavedGames, StoreError, StoredGame};
use save_support::{played, ToyOptions, FOUR};

fn entry(slot: &str, moves: usize) -> StoredGame {
    let saved = played(&FOUR, ToyOptions::default(), 11, moves);
    StoredGame::of(slot, &saved, "", moves as f64, false).unwrap()
}

#[test]
fn a_stale_tab_cannot_overwrite_a_newer_revision() {
    let mut games = SavedGames::new(MemoryStore::new());
    assert_eq!(games.save_new(&entry("g1", 2)), Ok(1));
    // Both tabs open revision 1.
    let tab_a = games.load("g1").unwrap().rev;
    let tab_b = games.load("g1").unwrap().rev;
    assert_eq!((tab_a, tab_b), (1, 1));
    // Tab A moves: revision 2.
    assert_eq!(games.update(&entry("g1", 3), tab_a), Ok(2));
    // Tab B moves from its stale copy: refused, and A's move is still there.
    assert_eq!(
        games.update(&entry("g1", 4), tab_b),
        Err(StoreError::Moved("g1".into()))
    );
    let stored = games.load("g1").unwrap();
    assert_eq!((stored.rev, stored.code.clone()), (2, entry("g1", 3).code));
    // Reloaded, tab B carries on from A's move.
    assert_eq!(games.update(&entry("g1", 4), stored.rev), Ok(3));
    let json = games
        .storage()
        .get(&format!("{GAME_PREFIX}g1"))
        .unwrap()
        .unwrap();
    assert_eq!(revision_of(&json), 3);
}

#[test]
fn a_game_deleted_in_one_tab_does_not_come_back_from_another() {
    let mut games = SavedGames::new(MemoryStore::new());
    games.save_new(&entry("g1", 2)).unwrap();
    let rev = games.load("g1").unwrap().rev;
    games.delete("g1").unwrap();
    assert_eq!(
        games.update(&entry("g1", 3), rev),
        Err(StoreError::Gone("g1".into()))
    );
    assert!(games.storage().keys().unwrap().is_empty());
}

#[test]
fn a_new_game_never_replaces_one_and_old_entries_count_as_revision_zero() {
    let mut games = SavedGames::new(MemoryStore::new());
    games.save_new(&entry("g1", 2)).unwrap();
    assert_eq!(
        games.save_new(&entry("g1", 5)),
        Err(StoreError::Taken("g1".into()))
    );
    // An entry from before revisions.
    let old = games
        .storage()
        .get("boardroom.v1.game.g1")
        .unwrap()
        .unwrap();
    let old = old.replace("\"rev\":1,", "");
    games
        .storage_mut()
        .set("boardroom.v1.game.old", &old)
        .unwrap();
    assert_eq!(games.load("old").unwrap().rev, 0);
    assert_eq!(games.update(&entry("old", 3), 0), Ok(1));
}

#[test]
fn a_code_saved_already_is_found_instead_of_copied() {
    let mut games = SavedGames::new(MemoryStore::new());
    let first = entry("g1", 7);
    games.save_new(&first).unwrap();
    assert_eq!(games.find_code(&first.code), Ok(Some("g1".into())));
    assert_eq!(games.find_code(&entry("x", 8).code), Ok(None));
}

#[test]
fn a_deleted_game_can_be_put_back_exactly() {
    let mut games = SavedGames::new(MemoryStore::new());
    games.save_new(&entry("g1", 7)).unwrap();
    games.set_last_opened(Some("g1")).unwrap();
    let before = games.storage().clone();
    let raw = games.take("g1").unwrap().expect("it was there");
    assert!(games.list().unwrap().is_empty());
    games.restore("g1", &raw).unwrap();
    assert_eq!(
        games.storage().get("boardroom.v1.game.g1"),
        before.get("boardroom.v1.game.g1")
    );
    assert_eq!(games.take("nothing"), Ok(None));
}
