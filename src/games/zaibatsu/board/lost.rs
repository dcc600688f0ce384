//! An auction the viewer called and lost without deciding (see
//! [`super::super::lost`]), kept on screen until they move on: the pile, every
//! bid in order and the result, above their next decision, or on its own with
//! an "OK" while the game waits for others. The OK is the screen's alone: the
//! auction is marked seen in the screen's panels, never in the game or its save.

use super::super::ZaibatsuAction;
use super::{cards, Board};
use crate::app::kit;
use crate::app::markup::{div, el, El};
use crate::engine::Narrator;

/// The parts of the board that hold a decision.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Auction,
    Hand,
    Piles,
}

/// The part of the board holding the viewer's decision now, if they have one.
fn decision(b: &Board) -> Option<Part> {
    b.offered.iter().find_map(|(a, why)| {
        why.is_none().then_some(match a {
            ZaibatsuAction::Bid { .. } | ZaibatsuAction::Pass => Part::Auction,
            ZaibatsuAction::Place { .. } => Part::Hand,
            ZaibatsuAction::Call { .. } => Part::Piles,
        })
    })
}

/// The lost auction on its own, when the viewer has no decision now (with
/// the OK on the live position; in a replay or looking back, without).
pub fn alone(b: &Board) -> Option<El> {
    decision(b).is_none().then(|| panel(b, b.live)).flatten()
}

/// `part`, with the lost auction above it when it holds the viewer's
/// decision: the two are one part of the player's move, brought into view
/// together.
pub fn above(b: &Board, which: Part, part: El) -> El {
    match (decision(b) == Some(which)).then(|| panel(b, false)).flatten() {
        Some(lost) => div(&format!("z-lost-move {}", kit::MY_MOVE))
            .child(lost)
            .child(part),
        None => part,
    }
}

fn panel(b: &Board, ok: bool) -> Option<El> {
    let lost = b.lost.as_ref()?;
    let words = lost.words(&Narrator::new(&b.seats.names, b.view.viewer));
    let ok = ok.then(|| {
        let (panels, key) = (b.panels, lost.key());
        el("button")
            .attr("type", "button")
            .class("primary z-lost-ok")
            .on_click(move || {
                panels.set_open(&key, false);
                crate::app::markup::draw_again();
                // The OK goes with its panel: focus stays in the board.
                leptos::prelude::request_animation_frame(kit::focus_board);
            })
            .text("OK")
    });
    Some(
        el("section")
            .class("z-lost")
            .attr("aria-labelledby", "z-lost-title")
            .child(el("h2").attr("id", "z-lost-title").text(words.heading))
            .child(
                el("p")
                    .class("z-lost-cards")
                    .kids(lost.cards.iter().map(|&c| cards::mini(c))),
            )
            .child(
                el("ol")
                    .class("z-lost-bids")
                    .attr("aria-label", "Bids in order")
                    .kids(words.bids.into_iter().map(|w| el("li").text(w))),
            )
            .child(
                el("p")
                    .class("z-lost-result")
                    .child(el("strong").text(words.result)),
            )
            .opt(ok),
    )
}

