//! The "since your last move" banner, game-independent: which lines a reader
//! sees first and which may wait behind a tap. Each game ranks its events for
//! the reader ([`crate::engine::Game::news_weight`]); here the lines of a move
//! are ordered by that rank, and only the mechanics are ever folded away, so
//! what the reader won, lost or paid, and the others' results, are always in
//! view. The app draws the [`Banner`]; native tests check it.

use super::{Game, Match, Narrator, Seat};

/// What an event means to the reader, most important first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weight {
    /// What the reader won, lost, paid or was forced to do.
    Mine,
    /// The others' results: wins, scores, tokens, coalitions formed or refused,
    /// cards taken; and the start of a round, which they follow from.
    Standings,
    /// How the play went: single bids, draws, placements.
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

/// One move's news: its lines, most important first (in the order they
/// happened within each weight).
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
/// narrator's reader and ranked for them; `latest` is the move now shown and
/// `digest` the game's short account of a move's events.
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
        // Stable: within a weight, lines keep the order they happened in.
        lines.sort_by_key(|l| l.weight);
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

/// One of the latest moves as the banner shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// In view: the outcomes (or the first line, if the move had none).
    pub open: Vec<NewsLine>,
    /// Behind a tap: the rest of the mechanics.
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
            let outcomes = m.lines.iter().filter(|l| l.weight.is_outcome()).count();
            let open = if m.lines.len() <= OPEN_LINES {
                m.lines.len()
            } else {
                outcomes.max(1)
            };
            // Outcomes come first, so the open lines are a prefix.
            let (open, folded) = m.lines.split_at(open);
            let summary = match &m.digest {
                Some(d) => d.clone(),
                None if folded.len() == 1 => "1 more".to_string(),
                None => format!("{} more", folded.len()),
            };
            Shown {
                open: open.to_vec(),
                folded: folded.to_vec(),
                summary,
                new: m.new,
            }
        })
        .collect();
    Some(Banner { earlier, recent })
}
