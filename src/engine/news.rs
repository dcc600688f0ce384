//! The "since your last move" banner, game-independent: the happenings the
//! reader saw, a line each, grouped by the move that brought them under its
//! mover's name; the oldest whole moves behind one tap when there are many;
//! and what the strip beside the controls says (the most important outcomes
//! for the reader, ranked by each game's [`crate::engine::Game::news_weight`]).
//! Within a move the lines keep the order they happened in (a bid before the
//! win it brought), and the game's end is the last line of all. The app draws
//! the [`Banner`]; native tests check it.

use super::{Game, Match, Narrator, Seat};
use crate::words::{self, Args};
use std::collections::HashSet;

/// What an event means to the reader, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weight {
    /// The game is over: everyone's outcome, and the last line of its move
    /// whatever order the rules logged it in.
    End,
    /// A share of what the game is scored by won or lost, by anyone (a
    /// victory token, a pile, tokens of plunder, doubloons from a sale);
    /// `mine` when the reader's. It outranks everything else but the end.
    Scored { mine: bool },
    /// What the reader won, lost, paid or was forced to do.
    Mine,
    /// The others' results: wins, scores, tokens, coalitions formed or refused
    /// (and by whom), cards taken, what a pile was bid up to; and the start of
    /// a round, which they follow from.
    Standings,
    /// How the play went: passes, others' draws, placements, acceptances.
    Mechanics,
}

impl Weight {
    /// An outcome, for the reader or the table.
    pub fn is_outcome(self) -> bool {
        self != Weight::Mechanics
    }

    /// Where the strip beside the controls puts the line, most important
    /// first; `None`: not the reader's outcome, and no score moved.
    pub fn rank(self) -> Option<u8> {
        match self {
            Weight::End => Some(0),
            Weight::Scored { .. } => Some(1),
            Weight::Mine => Some(2),
            Weight::Standings | Weight::Mechanics => None,
        }
    }

    /// The class its line carries in the banner.
    pub fn class(self) -> &'static str {
        match self {
            // Drawn as the reader's own news, and findable on its own.
            Weight::End => "news-mine news-end",
            Weight::Scored { mine: true } => "news-mine news-scored",
            Weight::Scored { mine: false } => "news-standings news-scored",
            Weight::Mine => "news-mine",
            Weight::Standings => "news-standings",
            Weight::Mechanics => "news-mechanics",
        }
    }
}

/// One line of news, ranked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewsLine {
    /// The sentence on its own ("Ann bids T¥5."), as the strip says it.
    pub text: String,
    /// The same under its move's heading when it opens with the mover doing
    /// something ("bids T¥5." under "Ann").
    pub short: Option<String>,
    pub weight: Weight,
    /// Which happening it is: the move that brought it and its place among
    /// that move's events.
    pub at: (usize, usize),
}

impl NewsLine {
    /// The words under the move's heading.
    pub fn under_heading(&self) -> &str {
        self.short.as_deref().unwrap_or(&self.text)
    }
}

/// One move's news: its lines in the order they happened, the game's end last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewsMove {
    pub mover: Seat,
    /// The mover as the reader calls them ("You", "Ann"), named once above
    /// the lines.
    pub heading: String,
    pub lines: Vec<NewsLine>,
    /// A short account of the move from the game, said by the fold that
    /// holds it.
    pub digest: Option<String>,
    /// The latest move: set off and flashed once.
    pub new: bool,
}

/// What the reader saw from its own last move up to move `upto`, each event
/// with the move that brought it and who made that move. A spectator is
/// shown the latest move.
pub fn since_last_move<G: Game>(
    m: &Match<G>,
    reader: Option<Seat>,
    upto: usize,
) -> Vec<(usize, Seat, G::Event)> {
    let from = match reader {
        Some(v) => m.record().actions[..upto.min(m.moves())]
            .iter()
            .rposition(|(s, _)| *s == v)
            .map_or(0, |i| i + 1),
        None => upto,
    };
    m.seen_by(reader)
        .filter(|h| h.after >= from && h.after <= upto)
        .map(|h| (h.after, h.seat, h.event.clone()))
        .collect()
}

/// The events grouped by the move that brought them, in words for the
/// narrator's reader and ranked for them, in the order they happened;
/// `latest` is the move now shown and `digest` the game's short account of a
/// move's events.
pub fn moves<G: Game>(
    seen: &[(usize, Seat, G::Event)],
    narrator: &Narrator<'_>,
    latest: usize,
    digest: impl Fn(&[G::Event]) -> Option<String>,
) -> Vec<NewsMove> {
    let mut out = Vec::new();
    let mut rest = seen;
    while let Some(&(after, mover, _)) = rest.first() {
        let len = rest.iter().take_while(|(a, _, _)| *a == after).count();
        let (here, tail) = rest.split_at(len);
        rest = tail;
        let events: Vec<G::Event> = here.iter().map(|(_, _, e)| e.clone()).collect();
        let subject = narrator.subject(mover);
        let under = narrator.under(mover);
        let mut lines: Vec<NewsLine> = events
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let text = G::narrate(e, narrator);
                // Shortened only where the mover opens the sentence: a
                // mover named further in keeps the whole sentence.
                let short = G::narrate(e, &under);
                let short = (text == format!("{subject} {short}")).then_some(short);
                NewsLine {
                    text,
                    short,
                    weight: G::news_weight(e, narrator.viewer),
                    at: (after, i),
                }
            })
            .filter(|l| !l.text.is_empty())
            .collect();
        // Stable: everything else keeps the order it happened in.
        lines.sort_by_key(|l| l.weight == Weight::End);
        if lines.is_empty() {
            continue;
        }
        out.push(NewsMove {
            mover,
            heading: subject,
            digest: digest(&events),
            lines,
            new: after == latest,
        });
    }
    out
}

/// Lines in view at most, unless the latest move alone has more: older moves
/// fold away whole, oldest first, to keep the banner short on a phone.
pub const IN_VIEW_LINES: usize = 8;
/// Moves the fold's summary gives an account of before "…".
pub const SUMMARY_MOVES: usize = 2;

/// The oldest moves, folded whole behind one tap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Earlier {
    pub moves: Vec<NewsMove>,
    /// What the fold holds: "3 earlier moves: Ann calls pile 3; …".
    pub summary: String,
}

/// The banner: the oldest moves folded when there are many, then the latest
/// moves, every line of each in view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    pub earlier: Option<Earlier>,
    pub shown: Vec<NewsMove>,
}

impl Banner {
    /// Every line in view without opening the fold.
    pub fn in_view(&self) -> Vec<&NewsLine> {
        self.shown.iter().flat_map(|m| m.lines.iter()).collect()
    }

    /// Every line behind the fold.
    pub fn folded(&self) -> Vec<&NewsLine> {
        let moves = self.earlier.iter().flat_map(|e| e.moves.iter());
        moves.flat_map(|m| m.lines.iter()).collect()
    }

    /// What the strip beside the player's controls says: the `most` most
    /// important outcomes for the reader since their last decision (see
    /// [`Weight::rank`]: the end, then a share of the score won or lost by
    /// anyone, then the reader's own), the newer first among equals, put
    /// back in the order they happened. Folded or not.
    pub fn brief(&self, most: usize) -> Vec<&NewsLine> {
        let all: Vec<&NewsLine> = self.folded().into_iter().chain(self.in_view()).collect();
        let mut picked: Vec<(u8, usize)> = all
            .iter()
            .enumerate()
            .filter_map(|(i, l)| l.weight.rank().map(|r| (r, i)))
            .collect();
        picked.sort_by_key(|&(r, i)| (r, std::cmp::Reverse(i)));
        picked.truncate(most);
        picked.sort_by_key(|&(_, i)| i);
        picked.into_iter().map(|(_, i)| all[i]).collect()
    }
}

/// Lays the moves out (see [`Banner`]); `None` when there is no news.
pub fn banner(moves: &[NewsMove]) -> Option<Banner> {
    let last = moves.last()?;
    let mut lines = last.lines.len();
    let mut split = moves.len() - 1;
    while split > 0 && lines + moves[split - 1].lines.len() <= IN_VIEW_LINES {
        split -= 1;
        lines += moves[split].lines.len();
    }
    let (before, shown) = moves.split_at(split);
    let earlier = (!before.is_empty()).then(|| Earlier {
        summary: summary(before),
        moves: before.to_vec(),
    });
    Some(Banner {
        earlier,
        shown: shown.to_vec(),
    })
}

/// "3 earlier moves: Ann calls pile 3; Pile 3 to Ann for T¥3, after 1 bid;
/// …": each move's digest from the game, else its first line (what the
/// mover did, which the moves after it follow from).
fn summary(moves: &[NewsMove]) -> String {
    let accounts: Vec<&str> = moves
        .iter()
        .take(SUMMARY_MOVES)
        .filter_map(|m| {
            let first = m.lines.first().map(|l| l.text.as_str());
            m.digest.as_deref().or(first)
        })
        .map(|t| t.trim_end_matches('.'))
        .collect();
    let w = words::current();
    let mut accounts = accounts.into_iter();
    let first = accounts.next().unwrap_or_default().to_string();
    let accounts = accounts.fold(first, |first, next| {
        w.say(
            "news-account-next",
            &Args::new().text("first", first).text("next", next),
        )
    });
    let more = if moves.len() > SUMMARY_MOVES {
        "yes"
    } else {
        "no"
    };
    w.say(
        "news-earlier",
        &Args::new()
            .number("moves", moves.len())
            .text("accounts", accounts)
            .text("more", more),
    )
}

/// What this device has said aloud of the strip (see [`Announced::hear`]).
#[derive(Clone, Debug, Default)]
pub struct Announced {
    said: HashSet<((usize, usize), String)>,
}

impl Announced {
    /// The strip's lines at move `latest` not said before, in order; they
    /// count as said from now on. A redraw says nothing again; a take back
    /// forgets what it undid, so the moves made in its place are said.
    pub fn hear<'a>(&mut self, latest: usize, lines: &'a [NewsLine]) -> Vec<&'a NewsLine> {
        self.said.retain(|((after, _), _)| *after <= latest);
        lines
            .iter()
            .filter(|l| self.said.insert((l.at, l.text.clone())))
            .collect()
    }
}
