//! The coach: on the player's turn, the strongest computer's search run from that
//! player's information only (it determinizes like any bot, so it never peeks),
//! in slices so the page stays responsive (on where its figure needs more
//! tries, [`CoachSearch`]), then its three best choices, each with its chance of
//! winning where the game's measured table bears one out, in words otherwise,
//! and then why (see [`crate::engine::bots::calibration`]).

use std::time::Duration;

use leptos::prelude::*;

use super::session::Typed;
use super::Frame;
use crate::app::kit::Seats;
use crate::app::markup::{div, el, El};
use crate::engine::bots::calibration::{Seated, MIN_VISITS};
use crate::engine::bots::{CoachSearch, Verdict, Words};
use crate::engine::{Game, Seat};

/// What the coach has to say about one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The move number the advice is for: stale once the game moves on.
    pub moves: usize,
    pub seat: Seat,
    /// Share of the search done, 0..=1 (of the further search, once past
    /// the budget).
    pub progress: f64,
    /// Searching past the budget, for a figure it can show.
    pub further: bool,
    /// The best choices, best first.
    pub best: Vec<Suggestion>,
    /// Why it speaks in words, where it does.
    pub why: Option<Words>,
}

impl Advice {
    /// The advice asked for, before the search has said anything.
    pub fn asked(moves: usize, seat: Seat) -> Advice {
        Advice {
            moves,
            seat,
            progress: 0.0,
            further: false,
            best: Vec::new(),
            why: None,
        }
    }
}

/// One of the coach's choices.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// The action in the words of its button on the board.
    pub label: String,
    /// What the coach says of it: a measured chance, or words.
    pub verdict: Verdict,
    /// Its place among the seat's legal actions, to play it from the advice.
    pub index: usize,
}

/// An action in the words of its button, with the table's names.
pub type Labeler<G> = fn(&G, Seat, &<G as Game>::Action, &Seats) -> String;

const SLICE_MS: f64 = 12.0;

fn off_key(slot: &str) -> String {
    format!("boardroom.v1.nocoach.{slot}")
}

/// Set-up switched the coach off for the game in `slot` (for games between
/// people who want none).
pub fn switch_off(slot: &str) {
    if let Some(s) = crate::app::saves::settings() {
        let _ = s.set_item(&off_key(slot), "1");
    }
}

/// Whether the coach may be asked in the game in `slot`.
pub fn allowed(slot: &str) -> bool {
    crate::app::saves::settings()
        .and_then(|s| s.get_item(&off_key(slot)).ok().flatten())
        .is_none()
}
/// Choices shown.
const SHOWN: usize = 3;

fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Starts the coach thinking about `seat`'s decision now.
pub fn ask<G: Game>(game: Typed<G>, f: Frame, seat: Seat, label: Labeler<G>) {
    let (moves, state, seed) = game
        .game
        .with_untracked(|m| (m.moves(), m.state().clone(), m.record().seed));
    if f.tools
        .coach
        .with_untracked(|c| c.as_ref().is_some_and(|a| a.moves == moves))
    {
        return;
    }
    let at = Seated::of(&f.table().levels(), seat);
    let search = CoachSearch::new(state.clone(), seat, at, seed ^ 0xc0ac4 ^ moves as u64);
    f.tools.coach.set(Some(Advice::asked(moves, seat)));
    let job = Job {
        game,
        f,
        seat,
        moves,
        state,
        label,
    };
    set_timeout(move || slice(job, search), Duration::ZERO);
}

struct Job<G: Game> {
    game: Typed<G>,
    f: Frame,
    seat: Seat,
    moves: usize,
    state: G,
    label: Labeler<G>,
}

fn slice<G: Game>(job: Job<G>, mut search: CoachSearch<G>) {
    let current = job.f.computers.alive.is_alive()
        && job.game.game.with_untracked(|m| m.moves()) == job.moves
        && job
            .f
            .tools
            .coach
            .with_untracked(|c| c.as_ref().is_some_and(|a| a.moves == job.moves));
    if !current {
        return;
    }
    let t0 = now();
    let mut done = false;
    // One iteration at a time, as the computers think (`bots.rs`): one that
    // asks Zaibatsu's solver can take a slowed phone tens of milliseconds.
    while now() - t0 < SLICE_MS {
        if search.run(1) {
            done = true;
            break;
        }
    }
    let (best, why) = if done {
        let legal = job.state.legal_actions(job.seat);
        let seats = Seats::new(job.f.table().names(), Some(job.seat));
        let (said, why) = search.advice(&legal, SHOWN);
        let best = said
            .into_iter()
            .map(|(index, verdict)| Suggestion {
                label: (job.label)(&job.state, job.seat, &legal[index], &seats),
                verdict,
                index,
            })
            .collect();
        (best, why)
    } else {
        (Vec::new(), None)
    };
    job.f.tools.coach.set(Some(Advice {
        moves: job.moves,
        seat: job.seat,
        progress: search.progress(),
        further: search.further(),
        best,
        why,
    }));
    if !done {
        set_timeout(move || slice(job, search), Duration::ZERO);
    }
}

/// The advice sits in the page's flow under the tools, so it never covers the
/// board's controls; when it is ready it is scrolled to, if it is not in view.
pub(super) fn show_panel() {
    let Some(panel) = document().query_selector(".game .coach").ok().flatten() else {
        return;
    };
    let height = super::visible_bottom();
    let r = panel.get_bounding_client_rect();
    // The decision's first control, which stays on screen with the panel.
    let control_top =
        super::move_control().map_or(f64::INFINITY, |c| c.get_bounding_client_rect().top());
    // The decision's first control down to the panel's foot when that fits
    // above the tools at the screen's foot; else the panel from its top.
    let top = control_top.min(r.top());
    let by = if r.bottom() - top > height {
        r.top()
    } else if top < 0.0 {
        top
    } else {
        (r.bottom() - height).max(0.0)
    };
    if by.abs() >= 1.0 {
        let y = window().scroll_y().unwrap_or(0.0) + by;
        window().scroll_to_with_x_and_y(0.0, y);
    }
}

/// What the coach says of a choice, after its name.
fn verdict_words(verdict: Verdict) -> String {
    match verdict {
        Verdict::Chance(shown) => format!(
            "{}{}% chance to win the game",
            if shown.about() { "about " } else { "" },
            shown.points()
        ),
        Verdict::Best => "best choice".into(),
        Verdict::Close => "close to the best".into(),
        Verdict::Weaker => "weaker".into(),
    }
}

/// Why the coach speaks in words this time, under its choices.
fn words_why(why: Words) -> String {
    match why {
        Words::Unmeasured => "In words: no games were measured against a table like this one \
             (other people, or computers of different levels)."
            .into(),
        Words::NoTable => "In words: no games were measured at this number of players \
             against these computers."
            .into(),
        Words::NotShown => "In words: at this table the measured chances were not \
             accurate enough to show."
            .into(),
        Words::FewTries(tried) => format!(
            "In words this time: so many choices are about equal here that the search \
             tried its best one only {tried} times, and a chance needs {}.",
            MIN_VISITS as u32
        ),
        Words::OthersFew => format!(
            "A choice the search tried fewer than {} times is in words: a chance from \
             a few tries is noise.",
            MIN_VISITS as u32
        ),
    }
}

/// A share as a whole percentage. Rounded by hand: formatting a float with
/// `{:.0}` would bring the float printer into the app (about 2 KB gzipped).
fn percent(share: f64) -> i64 {
    (share * 100.0).round() as i64
}

/// The coach's panel: thinking, or its choices, one a line, each named as its
/// button is and with a button that plays it; "Close" puts it away (asking
/// again searches again, from the same seed, so it says the same).
pub fn panel(f: &Frame, advice: &Advice) -> El {
    if !advice.best.is_empty() {
        // Ready (here or, for a guest, from the host): into view once drawn,
        // and again a frame later, when the board beside it has settled.
        request_animation_frame(|| {
            show_panel();
            request_animation_frame(show_panel);
        });
    }
    let body = if advice.best.is_empty() {
        el("p").text(if advice.further {
            format!(
                "The coach is searching further, for a chance it can show… {}%",
                percent(advice.progress)
            )
        } else {
            format!("The coach is thinking… {}%", percent(advice.progress))
        })
    } else {
        let (moves, seat) = (advice.moves, advice.seat);
        el("ul")
            .class("coach-moves")
            .kids(advice.best.iter().map(|s| {
                let f = f.clone();
                let index = s.index;
                el("li")
                    .child(
                        el("p")
                            .child(el("span").class("coach-move").text(s.label.clone()))
                            .child(
                                el("span")
                                    .class("coach-odds")
                                    .text(format!(" · {}", verdict_words(s.verdict))),
                            ),
                    )
                    .child(
                        el("button")
                            .attr("type", "button")
                            .class("coach-play")
                            .attr("aria-label", format!("Do it: {}", s.label))
                            .on_click(move || f.commands.play_nth(&f, seat, moves, index))
                            .text("Do it"),
                    )
            }))
    };
    let close = {
        let f = f.clone();
        el("button")
            .attr("type", "button")
            .class("coach-close")
            .on_click(move || {
                f.tools.coach.set(None);
                // Back to the decision the advice was about.
                request_animation_frame(super::bring_move_into_view);
            })
            .text("Close")
    };
    el("section")
        .class("coach")
        .attr("aria-label", "Coach")
        .child(
            div("coach-head")
                .child(el("strong").text("Coach"))
                .child(close),
        )
        .child(
            div("coach-said")
                .attr("role", "status")
                .attr("aria-live", "polite")
                .child(body)
                .opt(
                    advice
                        .why
                        .filter(|_| !advice.best.is_empty())
                        .map(|why| el("p").class("coach-why").text(words_why(why))),
                ),
        )
        .child(el("p").class("muted").text(
            "From what you can see only. Chances are shown where measured games bear them out.",
        ))
}
