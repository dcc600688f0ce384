//! The little a saved-games list needs from a storage: string keys to string values.
//! The browser's localStorage is one (see `local_store`, wasm only); [`MemoryStore`]
//! is another, for tests and for when the browser refuses storage.

use std::collections::BTreeMap;
use std::fmt::{self, Display};

use crate::save::link::echo;

/// Why the storage or the saved-games list refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// No room left: the entry being written was not changed.
    Full,
    /// The browser gives no storage (private mode, disabled by settings...).
    Unavailable(String),
    /// Not a slot id this store makes (letters, digits, `-`, `_`).
    BadSlot(String),
    NotFound(String),
    /// The entry exists but cannot be read; see [`crate::save::BrokenEntry`].
    Broken {
        slot: String,
        why: String,
    },
    /// An entry that would not load back (an empty or invalid code).
    BadEntry(String),
    /// Another tab (or window) saved this game since this copy was read.
    Moved(String),
    /// Another tab (or window) deleted this game.
    Gone(String),
    /// A new game's slot is in use already.
    Taken(String),
}

impl Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => write!(
                f,
                "the browser's storage for this page is full: delete some saved games, \
                 or copy this game's code to keep it"
            ),
            // The browser's own words (`why`) are for developers, not players.
            StoreError::Unavailable(_) => write!(
                f,
                "this browser does not let the app save games on this device: use “Share” \
                 to keep a save code"
            ),
            StoreError::BadSlot(slot) => {
                write!(f, "\"{}\" is not a saved-game name", echo(slot))
            }
            StoreError::NotFound(_) => write!(f, "this saved game no longer exists"),
            StoreError::Broken { why, .. } => write!(f, "this saved game cannot be read ({why})"),
            StoreError::BadEntry(why) => write!(f, "this game cannot be saved ({why})"),
            StoreError::Moved(_) => write!(
                f,
                "this game has moved on in another tab or window since this page read it"
            ),
            StoreError::Gone(_) => write!(f, "this game was deleted in another tab or window"),
            StoreError::Taken(slot) => {
                write!(f, "a saved game already uses the name \"{}\"", echo(slot))
            }
        }
    }
}

impl std::error::Error for StoreError {}

/// A string-to-string storage. Writing one key either fully happens or changes
/// nothing (localStorage guarantees it too).
pub trait KeyValue {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removing a missing key is not an error.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

/// Storage in memory, optionally with a quota on the bytes of keys plus values,
/// to play a full browser storage in tests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    entries: BTreeMap<String, String>,
    quota: Option<usize>,
}

impl MemoryStore {
    pub fn new() -> Self {
        MemoryStore::default()
    }

    /// A store that refuses any write taking it past `bytes`.
    pub fn with_quota(bytes: usize) -> Self {
        MemoryStore {
            entries: BTreeMap::new(),
            quota: Some(bytes),
        }
    }

    pub fn set_quota(&mut self, bytes: Option<usize>) {
        self.quota = bytes;
    }

    /// Bytes of keys and values stored.
    pub fn used(&self) -> usize {
        self.entries.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(quota) = self.quota {
            let replaced = self.entries.get(key).map_or(0, |old| key.len() + old.len());
            if self.used() - replaced + key.len() + value.len() > quota {
                return Err(StoreError::Full);
            }
        }
        self.entries.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.entries.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.entries.keys().cloned().collect())
    }
}
