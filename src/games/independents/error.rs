//! Why an action is refused, in player words.

use std::fmt;

use crate::words::Args;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndependentsError {
    WrongPhase,
    NotInCategory,
    AlreadyChosen,
    /// Zero disks chosen: a placement is at least one disk.
    NoDisks,
    /// More disks than the selective pool holds.
    NotEnoughDisks,
    /// Required allocation on a section the sheet has no disks for.
    NoSheetDisks,
    /// More disks than the sheet has for that section.
    NotEnoughOnSheet,
    NotInHand,
    WrongCategory,
    BadTarget,
}

impl fmt::Display for IndependentsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = match self {
            IndependentsError::WrongPhase => "independents-refused-wrong-phase",
            IndependentsError::NotInCategory => "independents-refused-not-in-category",
            IndependentsError::AlreadyChosen => "independents-refused-already-chosen",
            IndependentsError::NoDisks => "independents-refused-no-disks",
            IndependentsError::NotEnoughDisks => "independents-refused-not-enough-disks",
            IndependentsError::NoSheetDisks => "independents-refused-no-sheet-disks",
            IndependentsError::NotEnoughOnSheet => "independents-refused-not-enough-on-sheet",
            IndependentsError::NotInHand => "independents-refused-not-in-hand",
            IndependentsError::WrongCategory => "independents-refused-wrong-category",
            IndependentsError::BadTarget => "independents-refused-bad-target",
        };
        f.write_str(&crate::words::current().say(id, &Args::new()))
    }
}
