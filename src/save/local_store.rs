//! The browser's localStorage as a [`KeyValue`] (WebAssembly only).
//!
//! The storage handle comes from gloo-storage, but only after we have checked that
//! the browser grants storage at all (gloo's `LocalStorage::raw()` throws when it
//! does not, and we want a message instead). Values are read and written as the
//! raw strings: gloo's `get`/`set` would wrap our JSON entries in JSON again.

use gloo_storage::Storage as _;

use wasm_bindgen::JsValue;
use web_sys::Storage;

use crate::save::kv::{KeyValue, StoreError};

/// The page's localStorage.
#[derive(Clone, Debug)]
pub struct LocalStore {
    storage: Storage,
}

impl LocalStore {
    /// The page's storage, or why the browser gives none.
    pub fn open() -> Result<Self, StoreError> {
        let window =
            web_sys::window().ok_or_else(|| StoreError::Unavailable("no window".into()))?;
        window
            .local_storage()
            .map_err(unavailable)?
            .ok_or_else(|| StoreError::Unavailable("no local storage".into()))?;
        Ok(LocalStore {
            storage: gloo_storage::LocalStorage::raw(),
        })
    }
}

/// The error's name and message ("SecurityError: …"), never the debug form of
/// a `JsValue`, which a player would otherwise read.
fn describe(error: &JsValue) -> String {
    if let Some(text) = error.as_string() {
        return text;
    }
    let field = |name: &str| {
        js_sys::Reflect::get(error, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default()
    };
    match (field("name"), field("message")) {
        (name, message) if name.is_empty() => message,
        (name, message) if message.is_empty() => name,
        (name, message) => format!("{name}: {message}"),
    }
}

fn unavailable(error: JsValue) -> StoreError {
    StoreError::Unavailable(describe(&error))
}

/// Browsers name the error differently (QuotaExceededError,
/// NS_ERROR_DOM_QUOTA_REACHED) but all say "quota".
fn write_error(error: JsValue) -> StoreError {
    let text = describe(&error);
    if text.to_ascii_lowercase().contains("quota") {
        StoreError::Full
    } else {
        StoreError::Unavailable(text)
    }
}

impl KeyValue for LocalStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.storage.get_item(key).map_err(unavailable)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.storage.set_item(key, value).map_err(write_error)
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.storage.remove_item(key).map_err(unavailable)
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let count = self.storage.length().map_err(unavailable)?;
        let mut keys = Vec::with_capacity(count as usize);
        for i in 0..count {
            if let Some(key) = self.storage.key(i).map_err(unavailable)? {
                keys.push(key);
            }
        }
        Ok(keys)
    }
}
