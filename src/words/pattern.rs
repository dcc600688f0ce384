//! A catalog's messages as build.rs compiles them from their Fluent sources
//! (src/words/compile.rs) and the app reads them (src/words/mod.rs): text,
//! the arguments' values, and choices among variants. References to other
//! messages and to terms (a game's glossary, `-pile`) are already in place.

use serde::{Deserialize, Serialize};

/// One piece of a message's pattern.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    /// An argument's value.
    Arg(String),
    /// The variant whose key matches an argument's value: a number by its
    /// exact value, then by its plural category; a word by itself.
    Select {
        arg: String,
        variants: Vec<(Key, Vec<Piece>)>,
        /// Where none matches.
        default: usize,
    },
}

/// A variant's key.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub enum Key {
    Word(String),
    Number(i64),
}

/// A language's whole catalog: its messages, sorted by id.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq, Default)]
pub struct Compiled {
    /// The language's tag, "en", "fr", "ja".
    pub lang: String,
    pub messages: Vec<(String, Vec<Piece>)>,
}

impl Compiled {
    pub fn get(&self, id: &str) -> Option<&[Piece]> {
        self.messages
            .binary_search_by(|(m, _)| m.as_str().cmp(id))
            .ok()
            .map(|i| self.messages[i].1.as_slice())
    }
}
