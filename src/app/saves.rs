//! The browser's saved games: the store over localStorage, opened once, and the
//! autosave written after every action.

use std::cell::RefCell;

use crate::engine::{Game, Match};
use crate::save::{LocalStore, SavedGame, SavedGames, StoreError, StoredGame, Table};

thread_local! {
    static STORE: RefCell<Option<SavedGames<LocalStore>>> = const { RefCell::new(None) };
}

/// Runs `f` on the store, opening it the first time.
pub fn with_store<R>(f: impl FnOnce(&mut SavedGames<LocalStore>) -> R) -> Result<R, String> {
    STORE.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            let kv = LocalStore::open().map_err(|e| describe(&e))?;
            *cell = Some(SavedGames::new(kv));
        }
        match cell.as_mut() {
            Some(store) => Ok(f(store)),
            None => Err("saved games are unavailable".into()),
        }
    })
}

pub fn describe(e: &StoreError) -> String {
    e.to_string()
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// "Detroit Motors: Ana, Ben and 4 computer players".
pub fn title<G: Game>(table: &Table) -> String {
    let humans: Vec<String> = table
        .seats
        .iter()
        .filter(|s| s.controller.is_human())
        .map(|s| s.name.clone())
        .collect();
    let bots = table.players() - humans.len();
    let who = match (humans.len(), bots) {
        (0, b) => format!("{b} computer players"),
        (_, 0) => humans.join(", "),
        (_, 1) => format!("{} and 1 computer player", humans.join(", ")),
        (_, b) => format!("{} and {b} computer players", humans.join(", ")),
    };
    format!("{}: {who}", G::info().name)
}

/// Writes the match to its slot. Errors are returned for the page to show; the
/// previous save of the slot stays as it was.
pub fn autosave<G: Game>(slot: &str, table: &Table, m: &Match<G>) -> Result<(), String> {
    let saved = SavedGame::of_match(table.clone(), m).map_err(|e| e.to_string())?;
    let finished = m.state().outcome().is_some();
    let entry = StoredGame::of(slot, &saved, &title::<G>(table), now_ms(), finished)
        .map_err(|e| e.to_string())?;
    with_store(|s| s.save(&entry))?.map_err(|e| describe(&e))?;
    let _ = with_store(|s| s.set_last_opened(Some(slot)));
    Ok(())
}

/// Stores a new game under a fresh slot and returns the slot.
pub fn create<G: Game>(table: &Table, m: &Match<G>) -> Result<String, String> {
    let slot = with_store(|s| s.new_slot_id(crate::engine::rng::entropy_seed()))?;
    autosave(&slot, table, m)?;
    Ok(slot)
}
