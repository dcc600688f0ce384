//! The list of saved games kept in the browser, over any [`KeyValue`] storage.
//!
//! Each game is one JSON entry under `boardroom.v1.game.<slot>`; its save code is
//! the canonical content and the rest is what the list shows. Keys without the
//! prefix belong to someone else on the same origin and are left alone. An entry
//! that cannot be read is reported, never dropped, and never hides the others.

use serde::{Deserialize, Serialize};

use crate::engine::Game;
use crate::save::codec::{self, text::is_code_char, CodeError, EncodeError};
use crate::save::kv::{KeyValue, StoreError};
use crate::save::saved_game::SavedGame;

/// Prefix of every saved-game key.
pub const GAME_PREFIX: &str = "boardroom.v1.game.";
/// Key of the slot the player last had open, to resume it on reload.
pub const LAST_OPENED_KEY: &str = "boardroom.v1.last";

const SLOT_LEN: usize = 8;
const MAX_SLOT_LEN: usize = 40;

/// One saved game, as the list shows it and as it is loaded.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub slot: String,
    /// The game's [`crate::engine::GameInfo::id`].
    pub game_id: String,
    /// What the list calls it ("Detroit Motors with Ana, Ben and 2 bots").
    pub title: String,
    /// When it was last saved, in milliseconds since 1970 (JavaScript's `Date.now()`).
    pub updated_ms: f64,
    pub finished: bool,
    pub moves: u32,
    /// The save code: everything needed to resume.
    pub code: String,
}

impl StoredGame {
    /// The entry for a save of game `G`.
    pub fn of<G: Game>(
        slot: &str,
        saved: &SavedGame<G>,
        title: &str,
        updated_ms: f64,
        finished: bool,
    ) -> Result<Self, EncodeError> {
        Ok(StoredGame {
            slot: slot.to_string(),
            game_id: G::info().id.to_string(),
            title: title.to_string(),
            updated_ms,
            finished,
            moves: u32::try_from(saved.moves()).unwrap_or(u32::MAX),
            code: codec::encode(saved)?,
        })
    }

    /// The save inside, as game `G`.
    pub fn saved_game<G: Game>(&self) -> Result<SavedGame<G>, CodeError> {
        codec::decode(&self.code)
    }
}

/// A saved-game entry that cannot be read, and why (in words for the player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenEntry {
    pub slot: String,
    pub why: String,
}

/// The JSON of an entry; the slot is in the key. Only the game and the code are
/// required, so a damaged list field never costs a game.
#[derive(Serialize, Deserialize)]
struct Entry {
    game_id: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    updated_ms: f64,
    #[serde(default)]
    finished: bool,
    #[serde(default)]
    moves: u32,
    code: String,
}

/// Slot ids: short, and safe in keys and URLs.
pub fn is_slot_id(slot: &str) -> bool {
    !slot.is_empty() && slot.len() <= MAX_SLOT_LEN && slot.chars().all(is_code_char)
}

fn key_of(slot: &str) -> String {
    format!("{GAME_PREFIX}{slot}")
}

/// The saved games in a storage.
#[derive(Clone, Debug, Default)]
pub struct SavedGames<S: KeyValue> {
    kv: S,
}

impl<S: KeyValue> SavedGames<S> {
    pub fn new(kv: S) -> Self {
        SavedGames { kv }
    }

    pub fn storage(&self) -> &S {
        &self.kv
    }

    pub fn storage_mut(&mut self) -> &mut S {
        &mut self.kv
    }

    /// Every saved game, newest first, then the entries that cannot be read (so the
    /// player can see and delete them). Fails only if the storage cannot be listed.
    pub fn list(&self) -> Result<Vec<Result<StoredGame, BrokenEntry>>, StoreError> {
        let mut games = Vec::new();
        let mut broken = Vec::new();
        for key in self.kv.keys()? {
            let Some(slot) = key.strip_prefix(GAME_PREFIX) else {
                continue;
            };
            match self.kv.get(&key) {
                Ok(Some(json)) => match read_entry(slot, &json) {
                    Ok(game) => games.push(game),
                    Err(entry) => broken.push(entry),
                },
                // Removed meanwhile (another tab).
                Ok(None) => {}
                Err(e) => broken.push(BrokenEntry {
                    slot: slot.to_string(),
                    why: e.to_string(),
                }),
            }
        }
        crate::engine::sort::sort_by(&mut games, |a, b| {
            b.updated_ms
                .total_cmp(&a.updated_ms)
                .then_with(|| a.slot.cmp(&b.slot))
        });
        crate::engine::sort::sort_by(&mut broken, |a, b| a.slot.cmp(&b.slot));
        Ok(games
            .into_iter()
            .map(Ok)
            .chain(broken.into_iter().map(Err))
            .collect())
    }

    /// Writes a game, replacing its slot's previous version. When the storage is
    /// full the error is [`StoreError::Full`] and nothing has changed.
    pub fn save(&mut self, game: &StoredGame) -> Result<(), StoreError> {
        if !is_slot_id(&game.slot) {
            return Err(StoreError::BadSlot(game.slot.clone()));
        }
        if game.game_id.is_empty() {
            return Err(StoreError::BadEntry("it names no game".into()));
        }
        codec::peek(&game.code).map_err(|e| StoreError::BadEntry(e.to_string()))?;
        let entry = Entry {
            game_id: game.game_id.clone(),
            title: game.title.clone(),
            // JSON has no NaN or infinity: it would come back unreadable.
            updated_ms: if game.updated_ms.is_finite() {
                game.updated_ms
            } else {
                0.0
            },
            finished: game.finished,
            moves: game.moves,
            code: game.code.clone(),
        };
        let json =
            serde_json::to_string(&entry).map_err(|e| StoreError::BadEntry(e.to_string()))?;
        self.kv.set(&key_of(&game.slot), &json)
    }

    pub fn load(&self, slot: &str) -> Result<StoredGame, StoreError> {
        if !is_slot_id(slot) {
            return Err(StoreError::BadSlot(slot.to_string()));
        }
        let json = self
            .kv
            .get(&key_of(slot))?
            .ok_or_else(|| StoreError::NotFound(slot.to_string()))?;
        read_entry(slot, &json).map_err(|b| StoreError::Broken {
            slot: b.slot,
            why: b.why,
        })
    }

    /// Removes a game, readable or not; forgets it as the last opened one.
    pub fn delete(&mut self, slot: &str) -> Result<(), StoreError> {
        self.kv.remove(&key_of(slot))?;
        if self.kv.get(LAST_OPENED_KEY)?.as_deref() == Some(slot) {
            self.kv.remove(LAST_OPENED_KEY)?;
        }
        Ok(())
    }

    /// A fresh slot id, not used by any entry; `seed` should be random (e.g.
    /// [`crate::engine::rng::entropy_seed`]). Eight lowercase letters or digits.
    pub fn new_slot_id(&self, seed: u64) -> String {
        let taken = self.kv.keys().unwrap_or_default();
        let mut state = seed;
        let mut id = String::new();
        for _ in 0..64 {
            id = slot_text(splitmix64(&mut state));
            if !taken.contains(&key_of(&id)) {
                break;
            }
        }
        id
    }

    /// The slot the player last had open, if it still exists.
    pub fn last_opened(&self) -> Result<Option<String>, StoreError> {
        let Some(slot) = self.kv.get(LAST_OPENED_KEY)? else {
            return Ok(None);
        };
        if !is_slot_id(&slot) || self.kv.get(&key_of(&slot))?.is_none() {
            return Ok(None);
        }
        Ok(Some(slot))
    }

    /// Remembers the open slot (`None`: the player is elsewhere, e.g. home).
    pub fn set_last_opened(&mut self, slot: Option<&str>) -> Result<(), StoreError> {
        match slot {
            Some(slot) if is_slot_id(slot) => self.kv.set(LAST_OPENED_KEY, slot),
            Some(slot) => Err(StoreError::BadSlot(slot.to_string())),
            None => self.kv.remove(LAST_OPENED_KEY),
        }
    }
}

fn read_entry(slot: &str, json: &str) -> Result<StoredGame, BrokenEntry> {
    let broken = |why: String| BrokenEntry {
        slot: slot.to_string(),
        why,
    };
    if !is_slot_id(slot) {
        return Err(broken("its name is not one Boardroom makes".into()));
    }
    let entry: Entry =
        serde_json::from_str(json).map_err(|_| broken("its data is unreadable".into()))?;
    if entry.game_id.is_empty() {
        return Err(broken("it names no game".into()));
    }
    codec::peek(&entry.code).map_err(|e| broken(e.to_string()))?;
    Ok(StoredGame {
        slot: slot.to_string(),
        game_id: entry.game_id,
        title: entry.title,
        updated_ms: entry.updated_ms,
        finished: entry.finished,
        moves: entry.moves,
        code: entry.code,
    })
}

/// A well-mixed 64-bit step (splitmix64), so nearby seeds give unrelated ids.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn slot_text(mut x: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    (0..SLOT_LEN)
        .map(|_| {
            let d = DIGITS[(x % 36) as usize];
            x /= 36;
            char::from(d)
        })
        .collect()
}
