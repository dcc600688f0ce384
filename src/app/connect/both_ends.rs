//! What both ends of a connection show: a link with its QR code to copy or
//! share, the steps of connecting, and the channel a reply link opened on the
//! host's device takes to the hosting tab.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::app::markup::{div, el, El};
use crate::codecs::Codecs;
use crate::save::link::page_base;
use crate::save::Route;

/// The BroadcastChannel between the tabs of one browser: a reply link opened on
/// the host device hands its code (the bare code) to the hosting tab, which
/// answers whether it took it; an invite opened there asks whether a tab here
/// made it.
pub(super) const REPLY_CHANNEL: &str = "boardroom-reply";
/// `taken:CODE`: a hosting tab took the reply.
pub(super) const TAKEN: &str = "taken:";
/// `used:CODE NAME`: the invite for NAME was already taken by another reply.
pub(super) const USED: &str = "used:";
/// `gone:CODE NAME`: the invite for NAME was replaced or withdrawn.
pub(super) const GONE: &str = "gone:";
/// `invite?:TOKEN` asks whether a tab made the invite with this token (hex);
/// `mine:TOKEN` is the answer of the tab that did.
pub(super) const WHOSE: &str = "invite?:";
pub(super) const MINE: &str = "mine:";

/// A seat token as text, for the channel's messages.
pub(crate) fn token_text(token: &[u8]) -> String {
    token.iter().map(|b| format!("{b:02x}")).collect()
}

/// The link that opens `route` in this app, wherever it is served from.
pub(crate) fn app_link(route: &Route) -> String {
    let href = window().location().href().unwrap_or_default();
    let mut link = page_base(&href).to_string();
    link.push_str(&route.fragment());
    link
}

/// A step of connecting, announced to screen readers as it changes.
pub(super) fn status(text: &'static str) -> El {
    el("p")
        .class("net-status")
        .attr("role", "status")
        .text(text)
}

/// The last step: the devices are connected.
pub(super) fn connected() -> El {
    el("p")
        .class("net-status ok")
        .attr("role", "status")
        .text("Connected")
}

/// A link for another device: its QR code, the link to copy or share, and the
/// code alone (for typing into a chat). `id` names the text box for tests and
/// labels; the codecs draw the QR code.
pub(crate) fn code_box(
    codecs: &Codecs,
    id: String,
    what: &'static str,
    link: String,
    code: Option<String>,
) -> El {
    link_box(id, what, link, code, Some(codecs), None)
}

/// [`code_box`], with the QR code if `qr` gives the codecs to draw it, telling
/// `used` when the link is copied or shared (the keeper's panel then moves on
/// to its next step).
pub(crate) fn link_box(
    id: String,
    what: &'static str,
    link: String,
    code: Option<String>,
    qr: Option<&Codecs>,
    used: Option<Callback<()>>,
) -> El {
    let qr = qr.and_then(|c| crate::app::kit::qr_code(c, &link, what));
    let copied = RwSignal::new(false);
    let to_copy = link.clone();
    let copy = move || {
        let _ = window().navigator().clipboard().write_text(&to_copy);
        copied.set(true);
        if let Some(used) = used {
            used.run(());
        }
    };
    let copy_text = move || if copied.get() { "Copied" } else { "Copy link" };
    let navigator = window().navigator();
    let share = js_sys::Reflect::has(&navigator, &JsValue::from_str("share"))
        .unwrap_or(false)
        .then(|| {
            let to_share = link.clone();
            el("button")
                .on_click(move || {
                    let data = web_sys::ShareData::new();
                    data.set_url(&to_share);
                    data.set_title("Boardroom");
                    // A cancelled share sheet rejects: nothing to say then.
                    let _ = window().navigator().share_with_data(&data);
                    if let Some(used) = used {
                        used.run(());
                    }
                })
                .text("Share…")
        });
    div("net-code")
        .opt(qr)
        .child(
            el("label")
                .attr("for", id.clone())
                .text(format!("The {what}")),
        )
        .child(
            el("input")
                .attr("id", id)
                .attr("type", "text")
                .flag("readonly", true)
                .attr("value", link),
        )
        .child(
            div("net-buttons")
                .child(
                    el("button")
                        .class("primary")
                        .on_click(copy)
                        .child(copy_text.into_any()),
                )
                .opt(share),
        )
        .opt(code.map(|code| {
            el("p")
                .class("net-plain")
                .text("The code alone: ")
                .child(el("code").text(code))
        }))
}
