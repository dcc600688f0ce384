//! Why an action is refused, in player words.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IndependentsError {
    GameOver,
    NotYourTurn,
    WrongPhase,
    NotInCategory,
    AlreadyChosen,
    NotEnoughDisks,
    NotInHand,
    WrongCategory,
    BadTarget,
}

impl fmt::Display for IndependentsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IndependentsError::GameOver => "the game is over",
            IndependentsError::NotYourTurn => "it is not your turn",
            IndependentsError::WrongPhase => "that move belongs to another phase",
            IndependentsError::NotInCategory => "that section is not in the active category",
            IndependentsError::AlreadyChosen => {
                "you already chose that section in this selective allocation"
            }
            IndependentsError::NotEnoughDisks => "you do not have that many disks there",
            IndependentsError::NotInHand => "that card is not in your hand",
            IndependentsError::WrongCategory => "that card's icon is for another category",
            IndependentsError::BadTarget => "that card cannot be aimed there now",
        })
    }
}
