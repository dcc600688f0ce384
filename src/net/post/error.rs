//! Why a link was refused, worded for whoever holds it.

use super::link::{LinkKind, POST_VERSION};
use crate::engine::Seat;

/// Why a link was refused. Its `Display` words it for the player;
/// [`PostError::for_keeper`] for the keeper, whose move box takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostError {
    /// Not a link of play by message, or damaged on the way.
    Damaged,
    /// Made by another version of the app.
    Version(u8),
    /// A link of another kind than the page expected (a table link pasted
    /// where a move link goes…): the words say what to do with it instead.
    Kind { found: LinkKind, wanted: LinkKind },
    /// For another game than this one.
    OtherTable,
    /// The seat is not played by message in this game.
    NotBySeat(Seat),
    /// Its seal does not open with the seat's key: forged, damaged, or made
    /// with a seat link that was replaced.
    Seal(Seat),
    /// Answers another position than the game's now.
    Stale { asked: usize, now: usize },
    /// This seat's move for that position was already played.
    Played,
    /// The seat is not to act now.
    NotToAct,
    /// Its contents do not read as this game's.
    Contents(String),
    /// The rules refused it, in their own words.
    Rule(String),
    /// A table link with no part for this seat.
    NoPart(Seat),
    /// A table link older than the one this device already opened.
    Older { seen: usize, link: usize },
}

impl std::fmt::Display for PostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostError::Damaged => write!(
                f,
                "This is not a whole Boardroom link: it may have been cut or changed on the way. \
                 Copy the whole link again."
            ),
            PostError::Version(v) => write!(
                f,
                "This link was made by another version of Boardroom (links version {v}, this \
                 app {POST_VERSION}): update the app on both devices (reload the page)."
            ),
            PostError::Kind { found, wanted } => {
                write!(f, "{}", kind_words(*found))?;
                if *wanted == LinkKind::Move && *found != LinkKind::Move {
                    write!(f, " Paste here only a move link that came back.")?;
                }
                Ok(())
            }
            PostError::OtherTable => write!(f, "This link belongs to another game."),
            PostError::NotBySeat(s) => {
                write!(f, "Seat {} does not play by message in this game.", s + 1)
            }
            // On a player's device this is nearly always a seat link the
            // keeper replaced: say what brings the seat back.
            PostError::Seal(_) => write!(
                f,
                "This link does not open with your seat's key: the keeper may have made a new \
                 seat link for your seat (the old one then stops working), or the link was \
                 changed on the way. Ask the keeper for a new seat link, open it on this \
                 device, then the newest table link."
            ),
            PostError::Stale { asked, now } => write!(
                f,
                "This move answers the table after {asked} moves, and the game is at move \
                 {now}: open the newest table link and decide again."
            ),
            PostError::Played => write!(f, "This move was already played."),
            PostError::NotToAct => write!(f, "It is not this seat's turn."),
            PostError::Contents(why) => write!(f, "The link's contents do not read ({why})."),
            PostError::Rule(why) => write!(f, "{why}"),
            PostError::NoPart(_) => write!(f, "This table link has no part for your seat."),
            PostError::Older { seen, link } => write!(
                f,
                "This table link is from move {link}; this device already showed move {seen}."
            ),
        }
    }
}

/// What to do with a link of `kind`, said to whoever holds it.
pub(super) fn kind_words(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Table => {
            "This is a table link: open it on a player's phone (tap it) rather than pasting it \
             here."
        }
        LinkKind::Seat => {
            "This is a seat link: send it to its player alone, who opens it on their own phone."
        }
        LinkKind::Move => {
            "This is a move link: paste it into the keeper's “Paste a move link” box, or open \
             it on the device that keeps the game."
        }
    }
}

impl PostError {
    /// The refusal of a move link worded for the keeper, who pasted it:
    /// `name` is the seat's player (see [`sender`]; empty when not known),
    /// `over` whether the game has ended.
    pub fn for_keeper(&self, name: &str, over: bool) -> String {
        let who = if name.trim().is_empty() {
            "this player"
        } else {
            name
        };
        let whose = format!("{who}'s");
        let mut whose_up = whose.clone();
        if let Some(first) = whose_up.get(..1) {
            whose_up.replace_range(..1, &first.to_uppercase());
        }
        let too_late = "The game is over: this move link came too late.";
        match self {
            PostError::Damaged => "This is not a whole move link: it may have been cut or \
                 changed on the way. Copy the whole message again."
                .into(),
            PostError::Version(v) => format!(
                "This link was made by another version of Boardroom (links version {v}, this \
                 app {POST_VERSION}): reload the page on this device and on {whose} phone."
            ),
            PostError::Kind { .. } => self.to_string(),
            PostError::OtherTable => "This move link belongs to another game: open it (tap \
                 it) and it goes to its own game, if this device keeps it."
                .into(),
            PostError::NotBySeat(_) => format!(
                "{whose_up} seat does not play by message now, so this move link is not taken."
            ),
            PostError::Seal(_) => format!(
                "This move link does not open with {whose} seat key: it was changed on the way, \
                 or made with a seat link that has since been replaced. If you made a new seat \
                 link, send it to {who} and post the newest table link."
            ),
            _ if over => too_late.into(),
            PostError::Stale { asked, now } => format!(
                "{whose_up} move answers an older table (move {asked}; the game is at move \
                 {now}): post the newest table link so {who} decides again."
            ),
            PostError::Played => format!("{whose_up} move was already played."),
            PostError::NotToAct => {
                format!("It is not {whose} turn now: the move is not played.")
            }
            PostError::Contents(why) => format!(
                "{whose_up} move link does not read as a move of this game ({why}): ask {who} \
                 to send it again."
            ),
            PostError::Rule(why) => format!("The rules refuse {whose} move: {why}"),
            // Refusals of table links: only a player's device meets them.
            PostError::NoPart(_) | PostError::Older { .. } => self.to_string(),
        }
    }
}
