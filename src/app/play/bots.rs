//! Computer players in the page: a decision is searched in slices of about
//! 10 ms with the event loop free in between, so the page never freezes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;

use super::Screen;
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
pub fn think<G: Game>(s: Screen<G>, seat: Seat, kind: BotKind) {
    let (moves, state, seed) = s
        .game
        .with_untracked(|m| (m.moves(), m.state().clone(), m.record().seed));
    if s.thinking.get_untracked() == Some(moves) {
        return;
    }
    s.thinking.set(Some(moves));
    // Reproducible: the same game and move give the same decision.
    let seed = seed ^ (moves as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seat as u64;
    let thinker = Thinker::new(&state, seat, kind, seed);
    let started = now();
    // Marks for measurement scripts (scripts/measure.mjs reads the durations).
    if let Some(p) = window().performance() {
        let _ = p.mark(THINK_MARK);
    }
    set_timeout(
        move || slice(s, seat, moves, thinker, started),
        Duration::ZERO,
    );
}

fn still_current<G: Game>(s: &Screen<G>, moves: usize) -> bool {
    s.alive.is_alive() && s.game.with_untracked(|m| m.moves()) == moves
}

fn slice<G: Game>(s: Screen<G>, seat: Seat, moves: usize, mut thinker: Thinker<G>, started: f64) {
    if !still_current(&s, moves) {
        return;
    }
    let t0 = now();
    loop {
        if let Some(action) = thinker.step(4) {
            if let Some(p) = window().performance() {
                let _ = p.measure_with_start_mark(DECISION_MEASURE, THINK_MARK);
            }
            let spent = (now() - started).max(0.0) as u64;
            let wait = s.pace.get_untracked().pause_ms().saturating_sub(spent);
            set_timeout(
                move || {
                    if still_current(&s, moves) {
                        s.thinking.set(None);
                        s.play(seat, action);
                    }
                },
                Duration::from_millis(wait),
            );
            return;
        }
        if now() - t0 > SLICE_MS {
            set_timeout(
                move || slice(s, seat, moves, thinker, started),
                Duration::ZERO,
            );
            return;
        }
    }
}
