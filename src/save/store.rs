//! The list of saved games kept in the browser, over any [`KeyValue`] storage.
//!
//! Each game is one JSON entry under `boardroom.v1.game.<slot>`; its save code is
//! the canonical content and the rest is what the list shows, read leniently (a
//! damaged list field never costs a game). Each entry carries a revision, so that
//! two tabs on one game cannot overwrite each other's moves. Keys without the
//! prefix belong to someone else on the same origin and are left alone. An entry
//! that cannot be read is reported with its raw text, never dropped, and never
//! hides the others.

use crate::engine::Game;
use crate::save::codec::{self, text::is_code_char, CodeError, EncodeError};
use crate::save::json::{self, Value};
use crate::save::kv::{KeyValue, StoreError};
use crate::save::saved_game::SavedGame;
use crate::words::Args;

/// Message `id` of the shared catalog.
fn words(id: &str, args: Args) -> String {
    crate::words::current().say(id, &args)
}

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
    /// The game's [`crate::engine::GameInfo::id`]: the one the code names when this
    /// release knows it, else what the entry says (possibly empty).
    pub game_id: String,
    /// What the list calls it. Not written any more (the code holds the names; the
    /// app makes the title from them); an entry from an older release may have one.
    pub title: String,
    /// When it was last saved, in milliseconds since 1970 (JavaScript's `Date.now()`);
    /// 0 when unknown.
    pub updated_ms: f64,
    pub finished: bool,
    pub moves: u32,
    /// The save code: everything needed to resume.
    pub code: String,
    /// How many times the entry has been written: a tab writes only over the
    /// revision it read, so a stale tab cannot overwrite a newer game. 0 for an
    /// entry from before revisions (and for one not yet written).
    pub rev: u64,
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
            rev: 0,
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
    /// What is stored, for the player to copy out before deleting it: the save
    /// code if one can be found in the entry, else the entry's whole text.
    pub raw: String,
    /// A sound code saved by a newer release: the name of its game when this
    /// release knows it (else empty). Not damaged: it opens after an update.
    pub newer: Option<String>,
}

impl BrokenEntry {
    /// What the saved games list calls it.
    pub fn title(&self) -> String {
        match self.newer.as_deref() {
            Some("") => words("save-store-newer-unknown-title", Args::new()),
            Some(game) => words("save-store-newer-title", Args::new().text("game", game)),
            None => words("save-store-damaged-title", Args::new()),
        }
    }
}

/// The JSON written for an entry; the slot is in the key. The title is not
/// written: the names are in the code already. The time is written as whole
/// milliseconds: printing an `f64` would put a float printer and its tables
/// (about 10 KB gzipped) into the wasm for nothing.
fn entry_json(
    game_id: &str,
    rev: u64,
    updated_ms: u64,
    finished: bool,
    moves: u32,
    code: &str,
) -> String {
    let mut out = String::from("{\"game_id\":");
    json::write_str(&mut out, game_id);
    out.push_str(",\"rev\":");
    out.push_str(&rev.to_string());
    out.push_str(",\"updated_ms\":");
    out.push_str(&updated_ms.to_string());
    out.push_str(if finished {
        ",\"finished\":true"
    } else {
        ",\"finished\":false"
    });
    out.push_str(",\"moves\":");
    out.push_str(&moves.to_string());
    out.push_str(",\"code\":");
    json::write_str(&mut out, code);
    out.push('}');
    out
}

/// The latest time JavaScript's `Date` can hold; later (or negative) times are
/// not times.
const MAX_TIME_MS: f64 = 8.64e15;

/// Slot ids: short, and safe in keys and URLs.
pub fn is_slot_id(slot: &str) -> bool {
    !slot.is_empty() && slot.len() <= MAX_SLOT_LEN && slot.chars().all(is_code_char)
}

fn key_of(slot: &str) -> String {
    format!("{GAME_PREFIX}{slot}")
}

/// The slot a storage key is for, if it is a saved game's key.
pub fn slot_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(GAME_PREFIX)
}

/// The revision an entry's JSON says it is (0 when it says none).
pub fn revision_of(json: &str) -> u64 {
    json::parse(json)
        .as_ref()
        .and_then(|v| v.get("rev"))
        .and_then(lenient_u64)
        .unwrap_or(0)
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
    /// player can see, copy and delete them). Fails only if the storage cannot be
    /// listed.
    pub fn list(&self) -> Result<Vec<Result<StoredGame, BrokenEntry>>, StoreError> {
        let mut games = Vec::new();
        let mut broken = Vec::new();
        for key in self.kv.keys()? {
            let Some(slot) = slot_of_key(&key) else {
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
                    raw: String::new(),
                    newer: None,
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

    /// Writes a game over whatever its slot holds, as the next revision, which it
    /// returns. When the storage is full the error is [`StoreError::Full`] and
    /// nothing has changed. The app writes with [`SavedGames::save_new`] and
    /// [`SavedGames::update`] instead, which never overwrite another tab's moves.
    pub fn save(&mut self, game: &StoredGame) -> Result<u64, StoreError> {
        let rev = self.stored_revision(&game.slot)?.unwrap_or(0) + 1;
        self.write(game, rev)
    }

    /// Writes a game into a slot that must be free; its revision is 1.
    pub fn save_new(&mut self, game: &StoredGame) -> Result<u64, StoreError> {
        if self.stored_revision(&game.slot)?.is_some() {
            return Err(StoreError::Taken(game.slot.clone()));
        }
        self.write(game, 1)
    }

    /// Writes a game over revision `based_on` of its slot, the one this copy was
    /// read as (or last written as), and returns the new revision. Refuses with
    /// [`StoreError::Moved`] when the slot holds another revision (another tab
    /// saved since) and with [`StoreError::Gone`] when it was deleted.
    pub fn update(&mut self, game: &StoredGame, based_on: u64) -> Result<u64, StoreError> {
        match self.stored_revision(&game.slot)? {
            None => Err(StoreError::Gone(game.slot.clone())),
            Some(rev) if rev != based_on => Err(StoreError::Moved(game.slot.clone())),
            Some(rev) => self.write(game, rev + 1),
        }
    }

    /// The revision a slot holds, `None` when it is empty.
    fn stored_revision(&self, slot: &str) -> Result<Option<u64>, StoreError> {
        if !is_slot_id(slot) {
            return Err(StoreError::BadSlot(slot.to_string()));
        }
        Ok(self.kv.get(&key_of(slot))?.map(|json| revision_of(&json)))
    }

    fn write(&mut self, game: &StoredGame, rev: u64) -> Result<u64, StoreError> {
        if !is_slot_id(&game.slot) {
            return Err(StoreError::BadSlot(game.slot.clone()));
        }
        if game.game_id.is_empty() {
            return Err(StoreError::BadEntry(words(
                "save-store-no-game",
                Args::new(),
            )));
        }
        codec::check(&game.code).map_err(|e| StoreError::BadEntry(e.to_string()))?;
        let json = entry_json(
            &game.game_id,
            rev,
            // JSON has no NaN or infinity: it would come back unreadable. A sane
            // time is at most 8.64e15, so it fits.
            sane_time(game.updated_ms) as u64,
            game.finished,
            game.moves,
            &game.code,
        );
        self.kv.set(&key_of(&game.slot), &json)?;
        Ok(rev)
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
        self.take(slot).map(|_| ())
    }

    /// Removes a game and returns its entry exactly as it was stored, to put back
    /// with [`SavedGames::restore`] (undo); `None` if there was none.
    pub fn take(&mut self, slot: &str) -> Result<Option<String>, StoreError> {
        let key = key_of(slot);
        let raw = self.kv.get(&key)?;
        self.kv.remove(&key)?;
        if self.kv.get(LAST_OPENED_KEY)?.as_deref() == Some(slot) {
            self.kv.remove(LAST_OPENED_KEY)?;
        }
        Ok(raw)
    }

    /// Puts back an entry [`SavedGames::take`] removed, unless the slot has been
    /// filled again meanwhile.
    pub fn restore(&mut self, slot: &str, raw: &str) -> Result<(), StoreError> {
        if !is_slot_id(slot) {
            return Err(StoreError::BadSlot(slot.to_string()));
        }
        let key = key_of(slot);
        if self.kv.get(&key)?.is_some() {
            return Err(StoreError::Taken(slot.to_string()));
        }
        self.kv.set(&key, raw)
    }

    /// The slot of a saved game whose code is exactly `code`, if there is one: a
    /// game saved already is opened again rather than copied.
    pub fn find_code(&self, code: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .list()?
            .into_iter()
            .flatten()
            .find(|g| g.code == code)
            .map(|g| g.slot))
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

/// A time that JSON and `Date` can both hold, else 0 (unknown).
fn sane_time(ms: f64) -> f64 {
    if ms.is_finite() && (0.0..=MAX_TIME_MS).contains(&ms) {
        ms
    } else {
        0.0
    }
}

/// A count, from a number or a number written as text ("8").
fn lenient_u64(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => (n.fract() == 0.0 && *n >= 0.0).then_some(*n as u64),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn lenient_f64(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => Some(*n),
        // Read as a JSON number, not with `str::parse` (whose tables are about
        // 10 KB gzipped).
        Value::String(s) => match json::parse(s.trim())? {
            Value::Number(n) => Some(n),
            _ => None,
        },
        _ => None,
    }
}

fn lenient_bool(v: &Value) -> Option<bool> {
    match v {
        Value::Bool(b) => Some(*b),
        Value::Number(n) => Some(*n != 0.0),
        Value::String(s) => match s.trim().to_ascii_lowercase().as_str() {
            "true" | "yes" | "1" => Some(true),
            "false" | "no" | "0" | "" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// Reads an entry leniently: only the code must be sound. Every list field that
/// is missing or of the wrong kind falls back to a neutral value (the app shows
/// what the code itself says instead).
fn read_entry(slot: &str, json: &str) -> Result<StoredGame, BrokenEntry> {
    let broken = |why: String, raw: &str| BrokenEntry {
        slot: slot.to_string(),
        why,
        raw: raw.to_string(),
        newer: None,
    };
    if !is_slot_id(slot) {
        return Err(broken(words("save-store-bad-name", Args::new()), json));
    }
    let value = match json::parse(json) {
        Some(v @ Value::Object(_)) => v,
        _ => return Err(broken(words("save-store-unreadable", Args::new()), json)),
    };
    let field = |name: &str| value.get(name).unwrap_or(&Value::Null);
    let Some(code) = field("code").as_str() else {
        return Err(broken(words("save-store-no-code", Args::new()), json));
    };
    let game_of = |tag: u8| {
        crate::games::infos()
            .into_iter()
            .find(|info| info.code_tag == tag)
    };
    let header = codec::check(code).map_err(|e| match e {
        CodeError::NewerVersion { game_tag, .. } => BrokenEntry {
            newer: Some(game_of(game_tag).map_or("", |i| i.name).to_string()),
            ..broken(words("save-store-newer", Args::new()), code)
        },
        e => broken(e.to_string(), code),
    })?;
    let known = game_of(header.game_tag);
    let game_id = match known {
        Some(info) => info.id.to_string(),
        None => field("game_id").as_str().unwrap_or_default().to_string(),
    };
    Ok(StoredGame {
        slot: slot.to_string(),
        game_id,
        title: field("title").as_str().unwrap_or_default().to_string(),
        updated_ms: lenient_f64(field("updated_ms")).map_or(0.0, sane_time),
        finished: lenient_bool(field("finished")).unwrap_or(false),
        moves: lenient_u64(field("moves"))
            .and_then(|m| u32::try_from(m).ok())
            .unwrap_or(0),
        code: code.to_string(),
        rev: lenient_u64(field("rev")).unwrap_or(0),
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
