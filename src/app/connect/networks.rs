//! "Friends on other networks": the set-up's choice of the servers that help
//! devices meet (see [`crate::net::ice`]), kept for the game so that every
//! invite it makes, after a reload too, uses them.
//!
//! The fields are plain elements read when the game starts, and the style
//! sheet shows them only while a seat is played on another device (and the
//! relay's only while the box is ticked): no signal, no code to follow them.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::app::markup::{el, El};
use crate::net::ice::{RtcConfig, Turn};

fn key(slot: &str) -> String {
    format!("boardroom.v1.networks.{slot}")
}

/// Keeps the servers the game in `slot` connects through (none: nothing kept).
pub fn keep(slot: &str, config: &RtcConfig) {
    if *config == RtcConfig::default() {
        return;
    }
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.set_item(&key(slot), &config.to_stored());
    }
}

/// The servers the game in `slot` connects through: none unless set-up chose.
pub fn of_game(slot: &str) -> RtcConfig {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(&key(slot)).ok().flatten())
        .map(|text| RtcConfig::from_stored(&text))
        .unwrap_or_default()
}

/// The ids of the fields in [`FIELDS`].
const CHECK: &str = "networks";
const TURN: [&str; 3] = ["turn-url", "turn-user", "turn-credential"];

/// A property of the element `id` on the page now (`value`, `checked`).
fn read(id: &str, property: &str) -> JsValue {
    document()
        .get_element_by_id(id)
        .and_then(|e| js_sys::Reflect::get(&e, &property.into()).ok())
        .unwrap_or(JsValue::UNDEFINED)
}

/// The servers the form asks for, or what is wrong with the relay's fields.
pub fn chosen() -> Result<RtcConfig, String> {
    if read(CHECK, "checked").as_bool() != Some(true) {
        return Ok(RtcConfig::default());
    }
    let [url, user, credential] = TURN.map(|id| read(id, "value").as_string().unwrap_or_default());
    Turn::parse(&url, &user, &credential).map(RtcConfig::other_networks)
}

/// The fields: the choice, off by default, and an optional relay. Fixed
/// markup, as nothing in it comes from a player: one string rather than the
/// calls that would build it.
pub fn fields() -> El {
    el("fieldset").class("networks").markup(FIELDS)
}

const FIELDS: &str = concat!(
    "<legend>Connecting the other devices</legend>",
    r#"<label class="check"><input id="networks" type="checkbox"> Friends on other networks</label>"#,
    r#"<p class="muted">Devices on the same Wi-Fi, or on one phone's hotspot, connect by "#,
    "themselves. For friends elsewhere, the devices ask a public STUN server, ",
    "stun.l.google.com (Google's), for their address on the internet; it learns those ",
    "addresses and nothing of the game. Some mobile networks cannot connect this way: only ",
    "a relay gets through, and that needs a TURN server of your own.</p>",
    r#"<div class="turn">"#,
    r#"<div class="field"><label for="turn-url">Your TURN server (optional)</label>"#,
    r#"<input id="turn-url" type="text" autocomplete="off" spellcheck="false" "#,
    r#"placeholder="turn:relay.example.org:3478"></div>"#,
    r#"<div class="field"><label for="turn-user">Its user name</label>"#,
    r#"<input id="turn-user" type="text" autocomplete="off" spellcheck="false"></div>"#,
    r#"<div class="field"><label for="turn-credential">Its password</label>"#,
    r#"<input id="turn-credential" type="password" autocomplete="off"></div>"#,
    "</div>",
);
