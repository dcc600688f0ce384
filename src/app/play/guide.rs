//! The guided game: a title's first game (a choice at set-up, ticked until one
//! was played), and any game started with "Learn to play" on its card. Across
//! the whole game, each topic the game teaches (`Game::explain`: each kind of
//! decision, and what the player saw happen) is explained once, at the player's
//! controls, the first time it comes; the topics met are kept with the saved
//! game's slot, so a reload neither repeats nor loses them. At the end, a short
//! summary says what the player met and how they finished. "Skip" ends it at
//! any time.

use leptos::prelude::*;

use super::Frame;
use crate::app::markup::{el, El};
use crate::engine::lesson::{self, finish_words, Met};
use crate::engine::{plural, Game, Lesson, Match, Seat};

fn storage() -> Option<crate::app::saves::Settings> {
    crate::app::saves::settings()
}

fn learned_key(game: &str) -> String {
    format!("boardroom.v1.learned.{game}")
}

fn guide_key(slot: &str) -> String {
    format!("boardroom.v1.guide.{slot}")
}

/// The topics met in the guided game in `slot` (see [`Met`]).
fn met_key(slot: &str) -> String {
    format!("boardroom.v1.guide-met.{slot}")
}

fn load_met(slot: &str) -> Met {
    storage()
        .and_then(|s| s.get_item(&met_key(slot)).ok().flatten())
        .map(|t| Met::parse(&t))
        .unwrap_or_default()
}

/// Whether a game of this title was guided or declined a guide already: the
/// set-up offers a guided game ticked until then.
pub fn learned(game: &str) -> bool {
    storage().is_some_and(|s| s.get_item(&learned_key(game)).ok().flatten().is_some())
}

/// The set-up's choice for the new game in `slot`: guided, or not (either
/// way the title's first game is then behind it).
pub fn choose(game: &str, slot: &str, guided: bool) {
    if let Some(s) = storage() {
        let _ = s.set_item(&learned_key(game), "1");
        if guided {
            let _ = s.set_item(&guide_key(slot), "1");
        }
    }
}

/// Whether the game in `slot` is guided. A title's first game becomes guided
/// when it is first opened with no decision made yet by the player.
pub fn is_guided(game: &str, slot: &str, fresh: bool) -> bool {
    let Some(s) = storage() else {
        return false;
    };
    if s.get_item(&guide_key(slot)).ok().flatten().is_some() {
        return true;
    }
    let learned = s.get_item(&learned_key(game)).ok().flatten().is_some();
    if learned || !fresh {
        return false;
    }
    let _ = s.set_item(&learned_key(game), "1");
    s.set_item(&guide_key(slot), "1").is_ok()
}

/// The guide is over for this game (skipped, or its summary closed).
pub fn end(slot: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(&guide_key(slot));
        let _ = s.remove_item(&met_key(slot));
    }
}

/// What the guide says to `viewer` now: the lessons of its decision that it
/// has not met before in this game (the same ones again while the game stays
/// at this move, so a redrawn board keeps them), counted as met from now on.
pub fn lessons<G: Game>(m: &Match<G>, viewer: Seat, slot: &str) -> Vec<Lesson> {
    if !m.state().to_act().contains(&viewer) {
        return Vec::new();
    }
    let seen: Vec<G::Event> = m.seen_by(Some(viewer)).map(|h| h.event.clone()).collect();
    let offered = lesson::offered(m.state(), viewer, &seen);
    if offered.is_empty() {
        return offered;
    }
    let mut met = load_met(slot);
    let before = met.shown.len();
    let shown = met.show(m.moves(), offered);
    if met.shown.len() != before {
        if let Some(s) = storage() {
            let _ = s.set_item(&met_key(slot), &met.to_text());
        }
    }
    shown
}

/// At the end of a guided game, what the player met and how they finished,
/// with a button that closes it (and ends the guide).
pub fn summary(f: &Frame) -> Option<El> {
    if !f.guided.get() {
        return None;
    }
    let outcome = f.session.outcome()?;
    let table = f.table();
    let seat = f
        .eyes
        .viewer
        .get()
        .or_else(|| (0..table.players()).find(|&s| table.is_human(s)))?;
    let met = load_met(&f.slot);
    let titles = met.titles();
    let topics = match titles.len() {
        0 => "The guide had nothing new to say in this game.".to_string(),
        n => format!("You met {}:", plural(n, "topic", "topics")),
    };
    let close = f.clone();
    Some(
        el("section")
            .class("guide guide-summary")
            .attr("aria-labelledby", "guide-summary-title")
            .child(
                el("h2")
                    .attr("id", "guide-summary-title")
                    .text("Your guided game"),
            )
            .child(el("p").text(finish_words(&outcome, seat)))
            .child(el("p").text(topics))
            .opt(
                (!titles.is_empty())
                    .then(|| el("ul").kids(titles.iter().map(|t| el("li").text(t.to_string())))),
            )
            .child(
                el("button")
                    .attr("type", "button")
                    .class("guide-close")
                    .on_click(move || {
                        end(&close.slot);
                        close.guided.set(false);
                    })
                    .text("Close the guide"),
            ),
    )
}
