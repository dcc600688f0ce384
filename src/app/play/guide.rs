//! The guided game: a title's first game (a choice at set-up, ticked until one
//! was played), and any game started with "Learn to play" on its card; each of their first decisions is explained
//! at its controls, in the game's own words (`Game::explain`), with a way to skip
//! at any time. It ends by itself after a few decisions.

use leptos::prelude::*;

/// Decisions explained before the guide leaves the player to it.
pub const GUIDED_DECISIONS: usize = 8;

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn learned_key(game: &str) -> String {
    format!("boardroom.v1.learned.{game}")
}

fn guide_key(slot: &str) -> String {
    format!("boardroom.v1.guide.{slot}")
}

/// Whether a game of this title was guided or declined a guide already: the
/// set-up offers a guided game ticked until then.
pub fn learned(game: &str) -> bool {
    storage().is_some_and(|s| s.get_item(&learned_key(game)).ok().flatten().is_some())
}

/// The set-up's choice for the new game in `slot`: guided, or not (either
/// way the title's first game is then behind it).
pub fn choose(game: &str, slot: &str, guided: bool) {
    if let Some(s) = storage() {
        let _ = s.set_item(&learned_key(game), "1");
        if guided {
            let _ = s.set_item(&guide_key(slot), "1");
        }
    }
}

/// Whether the game in `slot` is guided. A title's first game becomes guided
/// when it is first opened with no decision made yet by the player.
pub fn is_guided(game: &str, slot: &str, fresh: bool) -> bool {
    let Some(s) = storage() else {
        return false;
    };
    if s.get_item(&guide_key(slot)).ok().flatten().is_some() {
        return true;
    }
    let learned = s.get_item(&learned_key(game)).ok().flatten().is_some();
    if learned || !fresh {
        return false;
    }
    let _ = s.set_item(&learned_key(game), "1");
    s.set_item(&guide_key(slot), "1").is_ok()
}

/// The guide is over for this game (skipped, or its decisions are done).
pub fn end(slot: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(&guide_key(slot));
    }
}
