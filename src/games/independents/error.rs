//! Why an action is refused, in player words.

use std::fmt;

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
        f.write_str(match self {
            IndependentsError::WrongPhase => "that move belongs to another phase",
            IndependentsError::NotInCategory => "that section is not in the active category",
            IndependentsError::AlreadyChosen => {
                "you already chose that section in this selective allocation"
            }
            IndependentsError::NoDisks => "choose at least one disk to place",
            IndependentsError::NotEnoughDisks => "your selective pool does not have that many disks",
            IndependentsError::NoSheetDisks => "your company sheet has no disks for that section",
            IndependentsError::NotEnoughOnSheet => {
                "your company sheet has fewer disks than that for that section"
            }
            IndependentsError::NotInHand => "that card is not in your hand",
            IndependentsError::WrongCategory => "that card's icon is for another category",
            IndependentsError::BadTarget => "that card cannot be aimed there now",
        })
    }
}
