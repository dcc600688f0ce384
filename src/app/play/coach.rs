//! The coach: on the player's turn, the strongest computer's search run from that
//! player's information only (it determinizes like any bot, so it never peeks),
//! in slices so the page stays responsive, then its three best choices with
//! their estimated chances of winning, in words.

use std::time::Duration;

use leptos::prelude::*;

use super::session::Typed;
use super::Frame;
use crate::app::markup::{div, el, El};
use crate::engine::bots::{BotKind, MctsParams, Search};
use crate::engine::{Game, Seat};

/// What the coach has to say about one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The move number the advice is for: stale once the game moves on.
    pub moves: usize,
    pub seat: Seat,
    /// Share of the search done, 0..=1.
    pub progress: f64,
    /// The best choices, best first: (words, chance of winning).
    pub best: Vec<(String, f64)>,
}

const SLICE_MS: f64 = 12.0;

fn off_key(slot: &str) -> String {
    format!("boardroom.v1.nocoach.{slot}")
}

/// Set-up switched the coach off for the game in `slot` (for games between
/// people who want none).
pub fn switch_off(slot: &str) {
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.set_item(&off_key(slot), "1");
    }
}

/// Whether the coach may be asked in the game in `slot`.
pub fn allowed(slot: &str) -> bool {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(&off_key(slot)).ok().flatten())
        .is_none()
}
/// Choices shown.
const SHOWN: usize = 3;

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// The search budget: the game's Hard level, or a default search for games
/// whose Hard level has none.
fn params<G: Game>(state: &G) -> MctsParams {
    state
        .mcts_params(BotKind::Strong)
        .or_else(|| state.mcts_params(BotKind::Medium))
        .unwrap_or_default()
}

/// Starts the coach thinking about `seat`'s decision now.
pub fn ask<G: Game>(game: Typed<G>, f: Frame, seat: Seat) {
    let (moves, state, seed) = game
        .game
        .with_untracked(|m| (m.moves(), m.state().clone(), m.record().seed));
    if f.coach
        .with_untracked(|c| c.as_ref().is_some_and(|a| a.moves == moves))
    {
        return;
    }
    let params = params(&state);
    let search = Search::new(state.clone(), seat, params, seed ^ 0xc0ac4 ^ moves as u64);
    f.coach.set(Some(Advice {
        moves,
        seat,
        progress: 0.0,
        best: Vec::new(),
    }));
    let job = Job {
        game,
        f,
        seat,
        moves,
        state,
        total: params.iterations.max(1),
    };
    set_timeout(move || slice(job, search), Duration::ZERO);
}

struct Job<G: Game> {
    game: Typed<G>,
    f: Frame,
    seat: Seat,
    moves: usize,
    state: G,
    total: u32,
}

fn slice<G: Game>(job: Job<G>, mut search: Search<G>) {
    let current = job.f.alive.is_alive()
        && job.game.game.with_untracked(|m| m.moves()) == job.moves
        && job
            .f
            .coach
            .with_untracked(|c| c.as_ref().is_some_and(|a| a.moves == job.moves));
    if !current {
        return;
    }
    let t0 = now();
    let mut done = false;
    while now() - t0 < SLICE_MS {
        if search.run(8) {
            done = true;
            break;
        }
    }
    let progress = f64::from(search.iterations_done()) / f64::from(job.total);
    let best = if done {
        search
            .root_stats()
            .into_iter()
            .take(SHOWN)
            .map(|(a, _, win)| (job.state.action_label(job.seat, &a), win))
            .collect()
    } else {
        Vec::new()
    };
    job.f.coach.set(Some(Advice {
        moves: job.moves,
        seat: job.seat,
        progress: progress.min(1.0),
        best,
    }));
    if !done {
        set_timeout(move || slice(job, search), Duration::ZERO);
    }
}

/// A share as a whole percentage. Rounded by hand: formatting a float with
/// `{:.0}` would bring the float printer into the app (about 2 KB gzipped).
fn percent(share: f64) -> i64 {
    (share * 100.0).round() as i64
}

/// The coach's panel: thinking, or its advice in one line per choice.
pub fn panel(advice: &Advice) -> El {
    let body = if advice.best.is_empty() {
        el("p").text(format!(
            "The coach is thinking… {}%",
            percent(advice.progress)
        ))
    } else {
        let parts: Vec<String> = advice
            .best
            .iter()
            .map(|(what, win)| format!("{what}: {}% to win", percent(*win)))
            .collect();
        el("p").text(format!("{}.", parts.join("; ")))
    };
    div("coach")
        .attr("role", "status")
        .attr("aria-live", "polite")
        .child(el("strong").text("Coach: "))
        .child(body)
        .child(el("p").class("muted").text(
            "Its own search from what you can see, never your opponents' hidden cards: \
             estimates, not certainties.",
        ))
}
