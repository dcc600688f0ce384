//! Computer players in the page: a decision is searched in slices of about
//! 10 ms with the event loop free in between, so the page never freezes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;

use super::session::Typed;
use super::Frame;
use crate::engine::bots::{BotKind, Thinker};
use crate::engine::{Game, Seat};

/// Cleared when the game screen goes away, so pending thoughts stop.
#[derive(Clone, Default)]
pub struct Alive(Arc<AtomicBool>);

impl Alive {
    pub fn new() -> Self {
        Alive(Arc::new(AtomicBool::new(true)))
    }
    pub fn end(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
    pub fn is_alive(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

const SLICE_MS: f64 = 10.0;
const THINK_MARK: &str = "boardroom-think";
/// One performance measure per computer decision: from the start of thinking to
/// the decision, slices and the pauses between them included.
const DECISION_MEASURE: &str = "boardroom-bot-decision";

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Starts `seat` thinking about the current position (once per position).
pub fn think<G: Game>(game: Typed<G>, f: Frame, seat: Seat, kind: BotKind) {
    let (moves, state, seed, taken_back) = game.game.with_untracked(|m| {
        (
            m.moves(),
            m.state().clone(),
            m.record().seed,
            m.taken_back(),
        )
    });
    if f.computers.thinking.get_untracked() == Some(moves) {
        return;
    }
    f.computers.thinking.set(Some(moves));
    // Reproducible: the same game and move give the same decision.
    let seed = seed ^ (moves as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seat as u64;
    let thinker = Thinker::new(&state, seat, kind, seed);
    let started = now();
    // Marks for measurement scripts (scripts/measure.mjs reads the durations).
    if let Some(p) = window().performance() {
        let _ = p.mark(THINK_MARK);
    }
    let job = Job {
        game,
        f,
        seat,
        moves,
        taken_back,
        started,
    };
    set_timeout(move || slice(job, thinker), Duration::ZERO);
}

/// One decision being thought about.
struct Job<G: Game> {
    game: Typed<G>,
    f: Frame,
    seat: Seat,
    /// The move number the decision is for.
    moves: usize,
    /// Moves taken back before it: a decision thought about before a taking
    /// back is for a position that may come again, but must not be played.
    taken_back: usize,
    started: f64,
}

impl<G: Game> Job<G> {
    /// Still the same position, and the seat still a computer's (the host may
    /// have invited a person back to it meanwhile).
    fn still_current(&self) -> bool {
        self.f.computers.alive.is_alive()
            && self.f.computer_plays(self.seat)
            && self
                .game
                .game
                .with_untracked(|m| (m.moves(), m.taken_back()) == (self.moves, self.taken_back))
    }
}

/// How long a computer move stays on screen before the next, its thinking
/// included. The first after a player's move keeps the pace's full pause, so
/// the player sees the table answer them; the others share a fixed time per
/// round. A round is about three computer moves a seat and the player moves one
/// to three times in it, so at the Normal pace a round's pauses come to about
/// 3 s at any table: 112 ms a move at 6 seats, 84 at 8, 37 at 18, in an even
/// rhythm rather than a few slow moves and then a blur. A move thought about
/// for longer than its share waits no more (at big tables thinking sets the
/// pace). The news banner and the log keep every move; Slow gives more time.
fn pause_ms(pace: super::Pace, players: usize, computer_moves_before: usize) -> u64 {
    let base = pace.pause_ms();
    if computer_moves_before == 0 {
        return base;
    }
    let share = base * 3 / (2 * players.max(1) as u64);
    share.clamp(base.min(20), base)
}

fn slice<G: Game>(job: Job<G>, mut thinker: Thinker<G>) {
    if !job.still_current() {
        return;
    }
    let t0 = now();
    loop {
        // One iteration at a time: a Zaibatsu iteration that asks the solver can
        // take a slowed phone tens of milliseconds, and four overran the slice.
        if let Some(action) = thinker.step(1) {
            if let Some(p) = window().performance() {
                let _ = p.measure_with_start_mark(DECISION_MEASURE, THINK_MARK);
            }
            let spent = (now() - job.started).max(0.0) as u64;
            let table = job.f.table();
            let streak = job.game.game.with_untracked(|m| {
                m.record()
                    .actions
                    .iter()
                    .rev()
                    .take_while(|(s, _)| !table.is_human(*s))
                    .count()
            });
            let pace = job.f.computers.pace.get_untracked();
            let wait = pause_ms(pace, table.players(), streak).saturating_sub(spent);
            set_timeout(
                move || {
                    if job.still_current() {
                        job.f.computers.thinking.set(None);
                        job.game.play(&job.f, job.seat, action);
                    }
                },
                Duration::from_millis(wait),
            );
            return;
        }
        if now() - t0 > SLICE_MS {
            set_timeout(move || slice(job, thinker), Duration::ZERO);
            return;
        }
    }
}
