//! Why a link was refused, worded for whoever holds it.

use super::link::{LinkKind, POST_VERSION};
use crate::engine::Seat;
use crate::words::{self, Args};

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
    /// Answers another position than the game's now (`asked` moves, the
    /// game at `now`), and what happened since.
    Stale {
        asked: usize,
        now: usize,
        since: Since,
    },
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

/// What happened since the table a stale move link answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Since {
    /// Moves were played: the table is older than the game's, and the seat,
    /// to play now, decides again on the newest.
    Moved,
    /// A move was taken back on the keeper's device: that table no longer
    /// stands (the game may even be behind it). `acts`: the seat is to play
    /// now, so the newest table link asks it again.
    TakenBack { acts: bool },
    /// The seat's other move for that table was already played: nothing is
    /// left for it to decide there.
    Answered,
}

impl std::fmt::Display for PostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let say = |id: &str, args: Args| words::current().say(id, &args);
        let words = match self {
            PostError::Damaged => say("net-post-damaged", Args::new()),
            PostError::Version(v) => say(
                "net-post-version",
                Args::new()
                    .number("theirs", *v)
                    .number("ours", POST_VERSION),
            ),
            PostError::Kind { found, wanted } => {
                let here = *wanted == LinkKind::Move && *found != LinkKind::Move;
                say(kind_words(*found, here), Args::new())
            }
            PostError::OtherTable => say("net-post-other-table", Args::new()),
            PostError::NotBySeat(s) => {
                say("net-post-not-by-seat", Args::new().number("seat", s + 1))
            }
            // On a player's device this is nearly always a seat link the
            // keeper replaced: say what brings the seat back.
            PostError::Seal(_) => say("net-post-seal", Args::new()),
            PostError::Stale { asked, now, since } => {
                let id = match since {
                    Since::Moved => "net-post-stale",
                    Since::TakenBack { .. } => "net-post-stale-taken-back",
                    Since::Answered => "net-post-stale-answered",
                };
                say(id, Args::new().number("asked", *asked).number("now", *now))
            }
            PostError::Played => say("net-post-played", Args::new()),
            PostError::NotToAct => say("net-post-not-to-act", Args::new()),
            PostError::Contents(why) => say("net-post-contents", Args::new().text("why", why)),
            PostError::Rule(why) => why.clone(),
            PostError::NoPart(_) => say("net-post-no-part", Args::new()),
            PostError::Older { seen, link } => say(
                "net-post-older",
                Args::new().number("link", *link).number("seen", *seen),
            ),
        };
        f.write_str(&words)
    }
}

/// The message saying what to do with a link of `kind`, to whoever holds it;
/// `here`: it was pasted where only a move link goes (a table or seat link).
pub(super) fn kind_words(kind: LinkKind, here: bool) -> &'static str {
    match (kind, here) {
        (LinkKind::Table, false) => "net-post-table-link",
        (LinkKind::Table, true) => "net-post-table-link-not-move",
        (LinkKind::Seat, false) => "net-post-seat-link",
        (LinkKind::Seat, true) => "net-post-seat-link-not-move",
        (LinkKind::Move, _) => "net-post-move-link",
    }
}

impl PostError {
    /// The refusal of a move link worded for the keeper, who pasted it:
    /// `name` is the seat's player (see [`sender`](super::sender); empty when
    /// not known), `over` whether the game has ended.
    pub fn for_keeper(&self, name: &str, over: bool) -> String {
        let args = if name.trim().is_empty() {
            Args::new().text("who-is", "unknown")
        } else {
            // To open a sentence: its first letter a capital (when a
            // one-byte letter).
            let mut up = name.to_string();
            if let Some(first) = name.get(..1) {
                up.replace_range(..1, &first.to_uppercase());
            }
            Args::new()
                .text("who-is", "named")
                .text("who", name)
                .text("who-up", up)
        };
        let say = |id: &str, args: Args| words::current().say(id, &args);
        match self {
            PostError::Damaged => say("net-post-keeper-damaged", args),
            PostError::Version(v) => say(
                "net-post-keeper-version",
                args.number("theirs", *v).number("ours", POST_VERSION),
            ),
            PostError::Kind { .. } => self.to_string(),
            PostError::OtherTable => say("net-post-keeper-other-table", args),
            PostError::NotBySeat(_) => say("net-post-keeper-not-by-seat", args),
            PostError::Seal(_) => say("net-post-keeper-seal", args),
            _ if over => say("net-post-keeper-too-late", args),
            PostError::Stale { asked, now, since } => {
                let args = args.number("asked", *asked).number("now", *now);
                match since {
                    Since::Moved => say("net-post-keeper-stale", args),
                    Since::TakenBack { acts } => say(
                        "net-post-keeper-taken-back",
                        args.text("acts", if *acts { "yes" } else { "no" }),
                    ),
                    Since::Answered => say("net-post-keeper-answered", args),
                }
            }
            PostError::Played => say("net-post-keeper-played", args),
            PostError::NotToAct => say("net-post-keeper-not-to-act", args),
            PostError::Contents(why) => say("net-post-keeper-contents", args.text("why", why)),
            PostError::Rule(why) => say("net-post-keeper-rule", args.text("why", why)),
            // Refusals of table links: only a player's device meets them.
            PostError::NoPart(_) | PostError::Older { .. } => self.to_string(),
        }
    }
}
