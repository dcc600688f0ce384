//! What a saved-games list says, worked out from what is stored and from what
//! opening each game found, with no page around it: the home page draws it
//! (`app::home`), tests/save_listing.rs checks it.

use super::store::{BrokenEntry, StoredGame};
use crate::engine::GameInfo;

/// What opening a saved game found (its game's part decodes and replays it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub title: String,
    pub moves: usize,
    /// Once the game is over: who won, how a tie was settled, and every score
    /// ("Ana won: Ana 42, Ben 38").
    pub result: Option<String>,
}

impl Summary {
    pub fn finished(&self) -> bool {
        self.result.is_some()
    }
}

/// One line of the list.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    /// A game that opens: "Resume" ("View" once it is over), "Watch the replay"
    /// once it is over, and "Delete".
    Game {
        slot: String,
        title: String,
        /// Its moves or its result, and any moves that could not be saved.
        status: String,
        /// When it was saved (the page writes it in the player's own way).
        updated_ms: f64,
        finished: bool,
    },
    /// One that cannot be opened: why, and what is stored, to copy out before
    /// deleting it.
    Unplayable {
        slot: String,
        name: String,
        why: String,
        raw: String,
        /// The name of its "Delete" button.
        delete: String,
    },
}

/// The whole list.
#[derive(Clone, Debug, PartialEq)]
pub enum Listing {
    /// The browser's storage cannot be read: why.
    Unreadable(String),
    /// Nothing to list: what the page says instead.
    Empty(String),
    /// A game's part is on its way: the list is drawn whole once all are in.
    Loading,
    Lines(Vec<Line>),
}

/// What the list of saved games (`only`: those of one game) says, from what is
/// stored, what opening each game found (`None` while its part loads) and how
/// many moves of a slot could not be saved, if any.
pub fn listing(
    stored: Result<Vec<Result<StoredGame, BrokenEntry>>, String>,
    only: Option<&GameInfo>,
    opened: impl Fn(&StoredGame) -> Option<Result<Summary, String>>,
    unsaved: impl Fn(&str) -> Option<usize>,
) -> Listing {
    let entries = match stored {
        Err(why) => return Listing::Unreadable(why),
        // A damaged entry belongs to no game: only the full list shows it.
        Ok(all) => all
            .into_iter()
            .filter(|e| only.is_none_or(|info| e.as_ref().is_ok_and(|g| g.game_id == info.id)))
            .collect::<Vec<_>>(),
    };
    if entries.is_empty() {
        return Listing::Empty(match only {
            None => "No saved games yet.".to_string(),
            Some(info) => format!("No saved games of {} yet.", info.name),
        });
    }
    entries
        .into_iter()
        .map(|entry| match entry {
            Ok(g) => opened(&g).map(|found| line(g, found, &unsaved)),
            Err(broken) => Some(Line::Unplayable {
                name: broken.title(),
                delete: match broken.newer {
                    Some(_) => format!("Delete {}", broken.title()),
                    None => "Delete the damaged save".into(),
                },
                slot: broken.slot,
                why: broken.why,
                raw: broken.raw,
            }),
        })
        .collect::<Option<Vec<_>>>()
        .map_or(Listing::Loading, Listing::Lines)
}

/// The line of a stored game, from what opening it found.
fn line(
    g: StoredGame,
    found: Result<Summary, String>,
    unsaved: impl Fn(&str) -> Option<usize>,
) -> Line {
    match found {
        Ok(sum) => {
            let mut status = match &sum.result {
                Some(result) => format!("Finished. {result}"),
                None => format!("{} moves", sum.moves),
            };
            if let Some(n) = unsaved(&g.slot) {
                let lost = n.saturating_sub(sum.moves);
                status = format!("{status} · unsaved moves: the last {lost} could not be saved");
            }
            Line::Game {
                finished: sum.finished(),
                title: sum.title,
                status,
                updated_ms: g.updated_ms,
                slot: g.slot,
            }
        }
        Err(why) => {
            let name = crate::games::infos()
                .into_iter()
                .find(|info| info.id == g.game_id)
                .map_or("A saved game".to_string(), |info| {
                    format!("A saved game of {}", info.name)
                });
            Line::Unplayable {
                delete: format!("Delete {name}"),
                name,
                why,
                raw: g.code,
                slot: g.slot,
            }
        }
    }
}

/// A game just deleted, that "Undo" puts back for a few seconds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deleted {
    pub slot: String,
    /// Its stored entry, as it was.
    pub raw: String,
    /// What the list called it.
    pub what: String,
}

/// The "Undo" offer once the few seconds after `slot`'s delete are over: gone,
/// unless it is for another delete made since.
pub fn undo_after_delay(offer: Option<Deleted>, slot: &str) -> Option<Deleted> {
    offer.filter(|d| d.slot != slot)
}
