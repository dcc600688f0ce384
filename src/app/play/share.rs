//! Sharing a game: its save code, a link that opens it, and the link as a QR code.
//! While a game with secrets is in play, the panel first says what the link
//! gives away and points to what a person most likely wants instead.
//!
//! The panel is plain elements (see [`crate::app::markup`]), rebuilt whole when
//! it opens; small views remain where a signal shows through (the Share
//! button's `aria-expanded`, the copy button's text) and for the QR drawing,
//! which is made from the link and so is not fixed markup.

use leptos::prelude::*;

use super::Frame;
use crate::app::markup::{alert, div, el, El};
use crate::codecs::Codecs;
use crate::save::{share_link, Route};

pub fn share_button(frame: Frame) -> AnyView {
    let open = RwSignal::new(false);
    // The code is packed and the QR code drawn by the codecs, fetched as the
    // game's screen opened: on a first visit, the panel may wait a moment.
    let details = move || {
        open.get().then(|| {
            let frame = frame.clone();
            crate::app::parts::with_codecs(move |codecs| panel(&frame, open, codecs).into_view())
        })
    };
    let button = view! {
        <button on:click=move |_| open.update(|o| *o = !*o) aria-expanded=move || open.get().to_string()>
            "Share"
        </button>
    };
    crate::app::markup::views([button.into_any(), details.into_any()])
}

fn panel(frame: &Frame, open: RwSignal<bool>, codecs: Codecs) -> El {
    let code = match frame.session.code(&frame.table()) {
        Ok(c) => c,
        Err(e) => return alert(format!("No code can be made: {e}")),
    };
    let href = window().location().href().unwrap_or_default();
    let link = share_link(&href, &code);
    let qr = crate::app::kit::qr_code(&codecs, &link, "link");
    let copied = RwSignal::new(false);
    let link_for_copy = link.clone();
    let copy = move || {
        let clipboard = window().navigator().clipboard();
        let _ = clipboard.write_text(&link_for_copy);
        copied.set(true);
    };
    let copy_text = move || {
        if copied.get() {
            "Link copied"
        } else {
            "Copy link"
        }
    };
    let head = div("share")
        .attr("role", "dialog")
        .attr("aria-labelledby", "share-title")
        .child(el("h2").attr("id", "share-title").text("Share this game"));
    let head = if secret_in_play(frame) {
        instead(head, frame, open)
    } else {
        head.child(
            el("p").text("Anyone who opens this link continues (or replays) the game from here."),
        )
    };
    head.child(el("label").attr("for", "share-link").text("Link"))
        // Read-only boxes: the value they start with is the value they keep.
        .child(
            el("input")
                .attr("id", "share-link")
                .attr("type", "text")
                .flag("readonly", true)
                .attr("value", link),
        )
        .child(el("button").on_click(copy).child(copy_text.into_any()))
        .child(el("label").attr("for", "share-code").text("Save code"))
        .child(
            el("textarea")
                .attr("id", "share-code")
                .flag("readonly", true)
                .attr("rows", "3")
                .text(code),
        )
        .opt(qr)
        .child(el("button").on_click(move || open.set(false)).text("Close"))
}

/// Whether the link would give away secrets that still matter: the game goes
/// on and some seat holds cards or a sealed choice the others may not see.
fn secret_in_play(frame: &Frame) -> bool {
    let players = frame.table().players();
    frame.session.outcome().is_none() && (0..players).any(|s| frame.session.has_secrets(s))
}

/// What the save link gives away, and what a person sharing a game in play
/// most likely wants instead: a seat of a friend's own, or the game moved to
/// another of their own devices (the link and code that follow).
fn instead(panel: El, frame: &Frame, open: RwSignal<bool>) -> El {
    let table = frame.table();
    let by_message = !table.message_seats().is_empty();
    let elsewhere = !table.remote_seats().is_empty();
    // The panels of the seats already played elsewhere are on this page,
    // often far from the Share button on a phone.
    let go_to = move |selector: &'static str, text: &'static str| {
        el("button")
            .attr("type", "button")
            .on_click(move || {
                open.set(false);
                request_animation_frame(move || {
                    if let Some(e) = document().query_selector(selector).ok().flatten() {
                        e.scroll_into_view();
                    }
                });
            })
            .text(text)
    };
    let friend = div("net-buttons")
        .opt(by_message.then(|| go_to("section.by-message", "Seat links: Players by message")))
        .opt(elsewhere.then(|| go_to("section.devices", "Invites: Players on other devices")))
        .child(
            el("a")
                .class("button")
                .attr(
                    "href",
                    Route::NewGame(frame.session.info().id.into()).fragment(),
                )
                .text("Set up a game with friends"),
        );
    panel
        .child(el("p").child(el("strong").text(
            "Whoever opens this link gets the whole game: every player's hidden cards, and can \
             play on from here. Share it only with yourself, or once the game is over.",
        )))
        .child(el("h3").text("Playing with a friend?"))
        .child(el("p").text(
            "Give them a seat of their own, which shows only their cards: “Human, by message” \
             (you send them a seat link) or “Human, own device” (they join live with an \
             invite). Choose it for their seat when you set up a game.",
        ))
        .child(friend)
        .child(el("h3").text("Moving the game to another of your devices?"))
        .child(
            el("p").text("Open this link there, or enter its save code; then play on there only."),
        )
        .opt(by_message.then(|| {
            el("p")
                .class("muted")
                .text("The players by message would need new seat links from that device.")
        }))
}
