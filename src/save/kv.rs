//! The little a saved-games list needs from a storage: string keys to string values.
//! The browser's localStorage is one (see `local_store`, wasm only); [`MemoryStore`]
//! is another, for tests and for when the browser refuses storage.

use std::collections::BTreeMap;
use std::fmt::{self, Display};

use crate::save::link::echo;
use crate::words::Args;

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

/// Message `id` of the shared catalog, written out.
fn say(f: &mut fmt::Formatter<'_>, id: &str, args: Args) -> fmt::Result {
    f.write_str(&crate::words::current().say(id, &args))
}

impl Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Full => say(f, "save-store-full", Args::new()),
            // The browser's own words (`why`) are for developers, not players.
            StoreError::Unavailable(_) => say(f, "save-store-unavailable", Args::new()),
            StoreError::BadSlot(slot) => say(
                f,
                "save-store-bad-slot",
                Args::new().text("slot", echo(slot)),
            ),
            StoreError::NotFound(_) => say(f, "save-store-not-found", Args::new()),
            StoreError::Broken { why, .. } => {
                say(f, "save-store-broken", Args::new().text("why", why))
            }
            StoreError::BadEntry(why) => {
                say(f, "save-store-bad-entry", Args::new().text("why", why))
            }
            StoreError::Moved(_) => say(f, "save-store-moved", Args::new()),
            StoreError::Gone(_) => say(f, "save-store-gone", Args::new()),
            StoreError::Taken(slot) => {
                say(f, "save-store-taken", Args::new().text("slot", echo(slot)))
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
