//! The in-app rules page.

use crate::games::rules_text::{RulesPage, Section};

pub static RULES: RulesPage = &[Section {
    title: "Zaibatsu",
    body: "TODO",
}];
