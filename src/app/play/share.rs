//! Sharing a game: its save code, a link that opens it, and the link as a QR code.
//!
//! The panel is plain elements (see [`crate::app::markup`]), rebuilt whole when
//! it opens; small views remain where a signal shows through (the Share
//! button's `aria-expanded`, the copy button's text) and for the QR drawing,
//! which is made from the link and so is not fixed markup.

use leptos::prelude::*;

use super::Frame;
use crate::app::markup::{alert, div, el, El};
use crate::save::{qr_svg, share_link};

pub fn share_button(frame: Frame) -> AnyView {
    let open = RwSignal::new(false);
    // The code is packed and the QR code drawn by the codecs, fetched as the
    // game's screen opened: on a first visit, the panel may wait a moment.
    let details = move || {
        open.get().then(|| {
            let frame = frame.clone();
            crate::app::parts::with_codecs(move || panel(&frame, open).into_view())
        })
    };
    let button = view! {
        <button on:click=move |_| open.update(|o| *o = !*o) aria-expanded=move || open.get().to_string()>
            "Share"
        </button>
    };
    crate::app::views([button.into_any(), details.into_any()])
}

fn panel(frame: &Frame, open: RwSignal<bool>) -> El {
    let code = match frame.session.code(&frame.table()) {
        Ok(c) => c,
        Err(e) => return alert(format!("No code can be made: {e}")),
    };
    let href = window().location().href().unwrap_or_default();
    let link = share_link(&href, &code);
    let qr = qr_svg(&link).ok().map(|svg| {
        view! { <div class="qr" role="img" aria-label="QR code of the link" inner_html=svg></div> }
            .into_any()
    });
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
    div("share")
        .attr("role", "dialog")
        .attr("aria-labelledby", "share-title")
        .child(el("h2").attr("id", "share-title").text("Share this game"))
        .child(
            el("p").text("Anyone who opens this link continues (or replays) the game from here."),
        )
        .child(el("label").attr("for", "share-link").text("Link"))
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
