//! A match in progress: the record (options + seed + actions) that replays it
//! exactly, the live state, and the narrated log.

use std::fmt::{self, Display};

use serde::{Deserialize, Serialize};

use crate::engine::{Audience, Game, Log, Narrator, Play, Seat, SetupError};
use crate::words::Args;

/// Message `id` of the shared catalog, written out.
fn say(f: &mut fmt::Formatter<'_>, id: &str, args: Args) -> fmt::Result {
    f.write_str(&crate::words::current().say(id, &args))
}

/// Everything needed to replay a game exactly.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub players: usize,
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<(Seat, G::Action)>,
}

impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            players: self.players,
            options: self.options.clone(),
            seed: self.seed,
            actions: self.actions.clone(),
        }
    }
}

impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.players == other.players
            && self.options == other.options
            && self.seed == other.seed
            && self.actions == other.actions
    }
}

impl<G: Game> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("players", &self.players)
            .field("seed", &self.seed)
            .field("actions", &self.actions.len())
            .finish()
    }
}

/// Why an action or a replay was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayError<E> {
    Setup(SetupError),
    GameOver,
    NotYourTurn {
        seat: Seat,
    },
    NoSuchSeat {
        seat: Seat,
    },
    Rule(E),
    /// A record whose action number `at` (0-based) is illegal.
    BadRecord {
        at: usize,
        error: Box<PlayError<E>>,
    },
}

impl<E: Display> Display for PlayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Setup(e) => say(
                f,
                "engine-cannot-set-up",
                Args::new().text("why", e.to_string()),
            ),
            PlayError::GameOver => say(f, "engine-game-over", Args::new()),
            PlayError::NotYourTurn { seat } => say(
                f,
                "engine-not-your-turn",
                Args::new().number("seat", seat + 1),
            ),
            PlayError::NoSuchSeat { seat } => say(
                f,
                "engine-no-such-seat",
                Args::new().number("seat", seat + 1),
            ),
            PlayError::Rule(e) => write!(f, "{e}"),
            PlayError::BadRecord { at, error } => say(
                f,
                "engine-bad-record",
                Args::new()
                    .number("move", at + 1)
                    .text("why", error.to_string()),
            ),
        }
    }
}

/// One event, tied to the action that caused it.
#[derive(Clone, Debug, PartialEq)]
pub struct Happening<E> {
    /// How many actions had been applied when it happened (1 = the first action).
    pub after: usize,
    /// Who acted.
    pub seat: Seat,
    pub audience: Audience,
    pub event: E,
}

/// One narrated line, tied to the action that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// How many actions had been applied when this line was written (1 = the first action).
    pub after: usize,
    pub seat: Seat,
    pub text: String,
}

/// A game being played, with its history.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    record: Record<G>,
    names: Vec<String>,
    state: G,
    events: Vec<Happening<G::Event>>,
    /// Each taking back so far (see [`Match::take_back`]).
    taken_back: Vec<TakeBack>,
    /// Whether the last action closed a sealed step (see
    /// [`Game::simultaneous`]): it showed its seat the others' sealed choices.
    revealed: bool,
}

/// One taking back: who, how many moves, and to which move number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBack {
    pub seat: Seat,
    pub moves: usize,
    /// The number of moves left in the record afterwards.
    pub to: usize,
}

impl<G: Game> Match<G> {
    pub fn new(
        names: Vec<String>,
        options: G::Options,
        seed: u64,
    ) -> Result<Self, PlayError<G::Error>> {
        let players = names.len();
        let state = G::new(players, &options, seed).map_err(PlayError::Setup)?;
        Ok(Match {
            record: Record {
                players,
                options,
                seed,
                actions: Vec::new(),
            },
            names,
            state,
            events: Vec::new(),
            taken_back: Vec::new(),
            revealed: false,
        })
    }

    /// Rebuilds a match from its record, checking every action.
    pub fn replay(names: Vec<String>, record: &Record<G>) -> Result<Self, PlayError<G::Error>> {
        if names.len() != record.players {
            let args = Args::new()
                .number("names", names.len())
                .number("seats", record.players);
            return Err(PlayError::Setup(SetupError::Options(
                crate::words::current().say("engine-names-for-seats", &args),
            )));
        }
        let mut m = Match::new(names, record.options.clone(), record.seed)?;
        for (at, (seat, action)) in record.actions.iter().enumerate() {
            m.play(*seat, action.clone())
                .map_err(|error| PlayError::BadRecord {
                    at,
                    error: Box::new(error),
                })?;
        }
        Ok(m)
    }

    /// Plays one action; on error nothing changes.
    pub fn play(&mut self, seat: Seat, action: G::Action) -> Result<(), PlayError<G::Error>> {
        let mut next = self.state.clone();
        let mut log = Log::recording();
        next.play(seat, &action, &mut log)?;
        self.revealed = closes_sealed_step(&self.state, &next, seat);
        let after = self.record.actions.len() + 1;
        self.events.extend(
            log.into_events()
                .into_iter()
                .map(|(audience, event)| Happening {
                    after,
                    seat,
                    audience,
                    event,
                }),
        );
        self.state = next;
        self.record.actions.push((seat, action));
        Ok(())
    }

    /// Takes back `seat`'s last decision and every move after it, so that the
    /// seat decides again in the same position; the record is as if those moves
    /// were never made. Returns how many moves were taken back, or `None` when
    /// the seat has made no decision yet.
    pub fn take_back(&mut self, seat: Seat) -> Option<usize> {
        let at = self.record.actions.iter().rposition(|(s, _)| *s == seat)?;
        let mut record = self.record.clone();
        let count = record.actions.len() - at;
        record.actions.truncate(at);
        let mut replayed = Match::replay(self.names.clone(), &record).ok()?;
        replayed.taken_back = std::mem::take(&mut self.taken_back);
        replayed.taken_back.push(TakeBack {
            seat,
            moves: count,
            to: at,
        });
        *self = replayed;
        Some(count)
    }

    /// Whether `seat` may take back its last decision now, with `people`
    /// people at the table: against computers only, always (back to any
    /// earlier decision, one at a time); with other people, only its very
    /// last move, while nobody has moved since, the move told nobody else
    /// a secret, and (a sealed choice) no other seat's sealed choice of its
    /// step was revealed to it.
    pub fn may_take_back(&self, seat: Seat, people: usize) -> bool {
        let actions = &self.record.actions;
        if people <= 1 {
            return actions.iter().any(|(s, _)| *s == seat);
        }
        let last = actions.len();
        actions.last().is_some_and(|(s, _)| *s == seat)
            && !self.revealed
            && self
                .events
                .iter()
                .filter(|h| h.after == last)
                .all(|h| h.audience.includes(Some(seat)))
    }

    /// How many moves have been taken back in this match.
    pub fn taken_back(&self) -> usize {
        self.taken_back.iter().map(|t| t.moves).sum()
    }

    /// Every taking back, oldest first.
    pub fn take_backs(&self) -> &[TakeBack] {
        &self.taken_back
    }

    /// The position after the first `n` actions (read-only, for looking back).
    pub fn state_at(&self, n: usize) -> Option<G> {
        let mut state = G::new(self.record.players, &self.record.options, self.record.seed).ok()?;
        for (seat, action) in self.record.actions.iter().take(n) {
            state.play(*seat, action, &mut Log::silent()).ok()?;
        }
        Some(state)
    }

    pub fn state(&self) -> &G {
        &self.state
    }
    pub fn record(&self) -> &Record<G> {
        &self.record
    }
    pub fn names(&self) -> &[String] {
        &self.names
    }
    /// Every event so far, whoever saw it (not for showing as it is: see
    /// [`Match::seen_by`]).
    pub fn events(&self) -> &[Happening<G::Event>] {
        &self.events
    }

    /// The events `viewer` saw (a spectator, `None`, sees only public ones).
    pub fn seen_by(&self, viewer: Option<Seat>) -> impl Iterator<Item = &Happening<G::Event>> {
        self.events
            .iter()
            .filter(move |h| h.audience.includes(viewer))
    }

    /// The events `viewer` saw from its own last action on (all of them if it has
    /// not acted yet): what the "since your last move" banner and the board's
    /// highlights show.
    pub fn since_last_action(&self, viewer: Option<Seat>) -> Vec<&Happening<G::Event>> {
        let last = viewer.and_then(|v| {
            self.record
                .actions
                .iter()
                .rposition(|(s, _)| *s == v)
                .map(|i| i + 1)
        });
        self.seen_by(viewer)
            .filter(|h| last.is_none_or(|l| h.after >= l))
            .collect()
    }

    /// The narrated log as `viewer` reads it, oldest first.
    pub fn log_for(&self, viewer: Option<Seat>) -> Vec<LogEntry> {
        let mut log = self.newest_log_for(viewer, usize::MAX);
        log.reverse();
        log
    }

    /// The newest `limit` lines of the log as `viewer` reads it, newest first
    /// (only those are put in words).
    pub fn newest_log_for(&self, viewer: Option<Seat>, limit: usize) -> Vec<LogEntry> {
        let narrator = Narrator::new(&self.names, viewer);
        self.events
            .iter()
            .rev()
            .filter(|h| h.audience.includes(viewer))
            .take(limit)
            .map(|h| LogEntry {
                after: h.after,
                seat: h.seat,
                text: G::narrate(&h.event, &narrator),
            })
            .collect()
    }
    pub fn moves(&self) -> usize {
        self.record.actions.len()
    }

    /// Once the game is over: its standings explained, and how they went
    /// round by round (replayed from the record).
    pub fn end(&self) -> Option<crate::engine::End> {
        let events: Vec<&G::Event> = self.events.iter().map(|h| &h.event).collect();
        let standings = self.state.standings(&events)?;
        Some(crate::engine::End {
            standings,
            series: crate::engine::Series::of(&self.record),
        })
    }
}

/// Whether `seat`'s move from `before` to `after` closed a sealed step: every
/// choice of it is then revealed, the others' to `seat` too. A sealed choice
/// that leaves the step open (the others still choosing, not `seat`) revealed
/// nothing.
fn closes_sealed_step<G: Game>(before: &G, after: &G, seat: Seat) -> bool {
    if !before.simultaneous() {
        return false;
    }
    let mut still = before.to_act();
    still.retain(|&s| s != seat);
    let open = after.simultaneous() && !still.is_empty() && after.to_act() == still;
    !open
}
