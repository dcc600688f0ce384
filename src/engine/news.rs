//! The "since your last move" banner, game-independent: which lines a reader
//! sees at once and which may wait behind a tap. Each game ranks its events
//! for the reader ([`crate::engine::Game::news_weight`]); only the mechanics
//! are ever folded away, so what the reader won, lost or paid, and the
//! others' results, are always in view. Within a move the lines keep the
//! order they happened in (a bid before the win it brought, a proposal before
//! who it left out), and the game's end comes last. The app draws the
//! [`Banner`]; native tests check it.

use super::{Game, Match, Narrator, Seat};

/// What an event means to the reader, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weight {
    /// The game is over: everyone's outcome, and the last line of its move
    /// whatever order the rules logged it in.
    End,
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
    /// An outcome (for the reader or the table): never folded away.
    pub fn is_outcome(self) -> bool {
        self != Weight::Mechanics
    }

    /// The class its line carries in the banner.
    pub fn class(self) -> &'static str {
        match self {
            // Drawn as the reader's own news, and findable on its own.
            Weight::End => "news-mine news-end",
            Weight::Mine => "news-mine",
            Weight::Standings => "news-standings",
            Weight::Mechanics => "news-mechanics",
        }
    }
}

/// One line of news, ranked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewsLine {
    pub text: String,
    pub weight: Weight,
}

/// One move's news: its lines in the order they happened, the game's end last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewsMove {
    pub lines: Vec<NewsLine>,
    /// A short account of the move from the game, shown on its fold.
    pub digest: Option<String>,
    /// The latest move: set off and flashed once.
    pub new: bool,
}

/// What the reader saw from its own last move up to move `upto`, each event
/// with the move that brought it. A spectator is shown the latest move.
pub fn since_last_move<G: Game>(
    m: &Match<G>,
    reader: Option<Seat>,
    upto: usize,
) -> Vec<(usize, G::Event)> {
    let from = match reader {
        Some(v) => m.record().actions[..upto.min(m.moves())]
            .iter()
            .rposition(|(s, _)| *s == v)
            .map_or(0, |i| i + 1),
        None => upto,
    };
    m.seen_by(reader)
        .filter(|h| h.after >= from && h.after <= upto)
        .map(|h| (h.after, h.event.clone()))
        .collect()
}

/// The events grouped by the move that brought them, in words for the
/// narrator's reader and ranked for them, in the order they happened;
/// `latest` is the move now shown and `digest` the game's short account of a
/// move's events.
pub fn moves<G: Game>(
    seen: &[(usize, G::Event)],
    narrator: &Narrator<'_>,
    latest: usize,
    digest: impl Fn(&[G::Event]) -> Option<String>,
) -> Vec<NewsMove> {
    let mut out = Vec::new();
    let mut rest = seen;
    while let Some(&(after, _)) = rest.first() {
        let len = rest.iter().take_while(|(a, _)| *a == after).count();
        let (here, tail) = rest.split_at(len);
        rest = tail;
        let events: Vec<G::Event> = here.iter().map(|(_, e)| e.clone()).collect();
        let mut lines: Vec<NewsLine> = events
            .iter()
            .map(|e| NewsLine {
                text: G::narrate(e, narrator),
                weight: G::news_weight(e, narrator.viewer),
            })
            .filter(|l| !l.text.is_empty())
            .collect();
        // Stable: everything else keeps the order it happened in.
        lines.sort_by_key(|l| l.weight == Weight::End);
        if lines.is_empty() {
            continue;
        }
        out.push(NewsMove {
            digest: digest(&events),
            lines,
            new: after == latest,
        });
    }
    out
}

/// Moves shown one by one; the mechanics of earlier ones share one fold.
pub const RECENT: usize = 2;
/// A move with at most this many lines shows them all.
pub const OPEN_LINES: usize = 2;

/// One of the latest moves as the banner shows it; each part keeps the
/// order the lines happened in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// In view: every line of a short move; else the outcomes (or the first
    /// line, if the move had none).
    pub open: Vec<NewsLine>,
    /// Behind a tap: the rest, all of them mechanics.
    pub folded: Vec<NewsLine>,
    /// The fold's summary: the game's digest, else a count.
    pub summary: String,
    pub new: bool,
}

/// The moves before the latest ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Earlier {
    pub moves: usize,
    /// Their outcomes, in view, in a compact run of text.
    pub outcomes: Vec<NewsLine>,
    /// Everything else, by move, behind one tap.
    pub folded: Vec<Vec<NewsLine>>,
}

/// The banner: earlier moves' outcomes and a fold with their mechanics, then
/// the latest moves one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Banner {
    pub earlier: Option<Earlier>,
    pub recent: Vec<Shown>,
}

impl Banner {
    /// Every line in view without opening a fold.
    pub fn in_view(&self) -> Vec<&NewsLine> {
        let earlier = self.earlier.iter().flat_map(|e| e.outcomes.iter());
        earlier
            .chain(self.recent.iter().flat_map(|s| s.open.iter()))
            .collect()
    }

    /// What happened to the reader, in a few lines: the newest `most` of
    /// their own outcomes in view (what they won, lost, paid or were made to
    /// do, and the game's end), in the order they happened. Shown beside the
    /// player's controls, so the decision and what led to it are seen together.
    pub fn brief(&self, most: usize) -> Vec<&NewsLine> {
        let mine: Vec<&NewsLine> = self
            .in_view()
            .into_iter()
            .filter(|l| matches!(l.weight, Weight::Mine | Weight::End))
            .collect();
        mine[mine.len().saturating_sub(most)..].to_vec()
    }

    /// Every line behind a fold.
    pub fn folded(&self) -> Vec<&NewsLine> {
        let earlier = self.earlier.iter().flat_map(|e| e.folded.iter().flatten());
        earlier
            .chain(self.recent.iter().flat_map(|s| s.folded.iter()))
            .collect()
    }
}

/// Lays the moves out (see [`Banner`]); `None` when there is no news.
pub fn banner(moves: &[NewsMove]) -> Option<Banner> {
    if moves.is_empty() {
        return None;
    }
    let split = moves.len().saturating_sub(RECENT);
    let (before, latest) = moves.split_at(split);
    let earlier = (!before.is_empty()).then(|| Earlier {
        moves: before.len(),
        outcomes: before
            .iter()
            .flat_map(|m| m.lines.iter().filter(|l| l.weight.is_outcome()).cloned())
            .collect(),
        folded: before
            .iter()
            .map(|m| {
                m.lines
                    .iter()
                    .filter(|l| !l.weight.is_outcome())
                    .cloned()
                    .collect::<Vec<_>>()
            })
            .filter(|ls| !ls.is_empty())
            .collect(),
    });
    let recent = latest
        .iter()
        .map(|m| {
            let (open, folded) = split_open(&m.lines);
            let summary = match &m.digest {
                Some(d) => d.clone(),
                None if folded.len() == 1 => "1 more".to_string(),
                None => format!("{} more", folded.len()),
            };
            Shown {
                open,
                folded,
                summary,
                new: m.new,
            }
        })
        .collect();
    Some(Banner { earlier, recent })
}

/// A move's lines in view and behind a tap, each in the order they happened:
/// a short move shows them all; a long one its outcomes, or its first line
/// when it has none (so the move is never an empty fold).
fn split_open(lines: &[NewsLine]) -> (Vec<NewsLine>, Vec<NewsLine>) {
    if lines.len() <= OPEN_LINES {
        return (lines.to_vec(), Vec::new());
    }
    let any_outcome = lines.iter().any(|l| l.weight.is_outcome());
    let (open, folded): (Vec<_>, Vec<_>) = lines
        .iter()
        .enumerate()
        .partition(|(i, l)| l.weight.is_outcome() || (!any_outcome && *i == 0));
    let lines_of = |part: Vec<(usize, &NewsLine)>| -> Vec<NewsLine> {
        part.into_iter().map(|(_, l)| l.clone()).collect()
    };
    (lines_of(open), lines_of(folded))
}
