//! The in-app rules pages are plain data: sections of text, so each game keeps its
//! rules (and every decision we made where the seed is silent) beside its code.
//!
//! Body text: paragraphs are separated by a blank line; a line starting with "- "
//! is a bullet; a line starting with "| " is a table row with cells split by " | ";
//! a block that is only `[figure: NAME]` is drawn by the game's board code (its
//! card list with the board's own symbols, say), in the browser only.

/// One section of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: &'static str,
    pub body: &'static str,
}

/// A whole rules page.
pub type RulesPage = &'static [Section];
