//! The narrated log, and looking back at earlier positions (read-only).
//!
//! Plain elements (see [`crate::app::markup`]); the lines are changed in place
//! and keyed, so a move adds its own and the rest stay, and the "Now" button
//! (disabled while at the present) is a small view.

use leptos::prelude::*;

use super::Frame;
use crate::app::kit;
use crate::app::markup::{div, el, patched, span, El};

pub fn log_panel(frame: Frame) -> El {
    let f = frame.clone();
    let total = Signal::derive(move || f.session.moves());
    let f = frame.clone();
    // Each line keyed by its move and place, so a move adds its own lines at
    // the top and the others stay as they are on the page: a long log drawn
    // anew, or moved line by line, cost a phone most of a tap.
    let lines = patched("log-body", move || {
        let back = f.eyes.back.get();
        let viewer = f.eyes.viewer.get();
        let mut nth = (usize::MAX, 0);
        let lines =
            crate::app::timing::timed("boardroom-log", || f.session.recent_log(viewer, 200))
                .into_iter()
                .map(|e| {
                    nth = if nth.0 == e.after {
                        (e.after, nth.1 + 1)
                    } else {
                        (e.after, 0)
                    };
                    el("li")
                        .key(format!("{}.{}", e.after, nth.1))
                        .classes(
                            "",
                            &[
                                ("future", back.is_some_and(|b| e.after > b)),
                                ("current", back == Some(e.after)),
                            ],
                        )
                        .child(span("move-no", e.after.to_string()))
                        .text(" ")
                        .text(e.text)
                });
        vec![el("ol")
            .class("log-lines")
            .flag("reversed", true)
            // It scrolls: keyboard users reach it to scroll it.
            .attr("tabindex", "0")
            .attr("aria-label", "Moves, latest first")
            .kids(lines)
            .into()]
    });
    let back = frame.eyes.back;
    let step = move |delta: isize| {
        let t = total.get_untracked() as isize;
        let at = back.get_untracked().map_or(t, |b| b as isize);
        let next = (at + delta).clamp(0, t);
        back.set(if next >= t { None } else { Some(next as usize) });
    };
    let looking = move || {
        back.get().map(|b| {
            el("p")
                .class("looking-back")
                .attr("role", "status")
                .text(format!("Looking back: after move {b} of {}.", total.get()))
                .into_view()
        })
    };
    let now = view! {
        <button
            on:click=move |_| back.set(None)
            disabled=move || back.get().is_none()
            aria-label="Now: back to the current position"
        >
            "Now"
        </button>
    };
    let tool = |delta: isize, label: &str, text: &str| {
        el("button")
            .attr("aria-label", label)
            .on_click(move || step(delta))
            .text(text)
    };
    // Looking back replays the game, which only the device that keeps it can:
    // a guest device reads the log and no more.
    let tools = frame.session.mode().keeps_game().then(|| {
        div("log-tools")
            .attr("role", "group")
            .attr("aria-label", "Look back")
            .child(tool(-1, "Step back one move", "◀ Back"))
            .child(tool(1, "Step forward one move", "Forward ▶"))
            .child(now.into_any())
    });
    // On a one-column page the log lies under the board, and the news above
    // it tells the latest moves: it starts folded there, as the board's parts
    // the player does not act on do (see `kit::Panels::part`), and keeps what
    // the player makes of it.
    let moves = move || crate::engine::plural(total.get(), "move", "moves");
    let summary = kit::part_summary(
        el("h2").attr("id", "log-title").text("What happened"),
        el("span").child(moves.into_any()),
    );
    el("aside")
        .class("log")
        .attr("aria-labelledby", "log-title")
        .child(
            el("details")
                .class("part-fold")
                .flag("open", frame.panels.open_at_first())
                .child(summary)
                .opt(tools)
                .child(looking.into_any())
                .child(lines),
        )
}
