//! The narrated log, and looking back at earlier positions (read-only).
//!
//! Plain elements (see [`crate::app::markup`]); the lines are keyed, so a move
//! adds its own and the rest stay, and the "Now" button (disabled while at the
//! present) is a small view.

use leptos::prelude::*;

use super::Frame;
use crate::app::markup::{div, el, span, El};

/// A line of the log: its move, its place among that move's lines, whether it
/// lies after or at the position looked back to, and its words.
type Line = (usize, usize, bool, bool, String);

pub fn log_panel(frame: Frame) -> El {
    let f = frame.clone();
    let total = Signal::derive(move || f.session.moves());
    let f = frame.clone();
    // Keyed, so a move adds its own lines and the others stay as they are on
    // the page (a long log drawn anew cost a phone most of a tap).
    let lines = move || {
        let back = f.eyes.back.get();
        let mut nth = (usize::MAX, 0);
        let viewer = f.eyes.viewer.get();
        crate::app::timing::timed("boardroom-log", || f.session.recent_log(viewer, 200))
            .into_iter()
            .map(|e| {
                nth = if nth.0 == e.after {
                    (e.after, nth.1 + 1)
                } else {
                    (e.after, 0)
                };
                let future = back.is_some_and(|b| e.after > b);
                let current = back == Some(e.after);
                (e.after, nth.1, future, current, e.text)
            })
            .collect::<Vec<_>>()
    };
    let line = |(after, _, future, current, text): Line| {
        el("li")
            .classes("", &[("future", future), ("current", current)])
            .child(span("move-no", after.to_string()))
            .text(" ")
            .text(text)
            .into_view()
    };
    let lines = view! { <For each=lines key=|l: &Line| l.clone() children=line /> };
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
    let tools = frame.session.keeps_game().then(|| {
        div("log-tools")
            .attr("role", "group")
            .attr("aria-label", "Look back")
            .child(tool(-1, "Step back one move", "◀ Back"))
            .child(tool(1, "Step forward one move", "Forward ▶"))
            .child(now.into_any())
    });
    el("aside")
        .class("log")
        .attr("aria-labelledby", "log-title")
        .child(el("h2").attr("id", "log-title").text("What happened"))
        .opt(tools)
        .child(looking.into_any())
        .child(
            el("ol")
                .class("log-lines")
                .flag("reversed", true)
                // It scrolls: keyboard users reach it to scroll it.
                .attr("tabindex", "0")
                .attr("aria-label", "Moves, latest first")
                .child(lines.into_any()),
        )
}
