//! Playing on several devices, live or by message, as the rest of the app
//! reaches it.
//!
//! Connecting devices and reading a host's messages are a part of the app of
//! their own (see [`crate::app::parts`]), which most players never use: a first
//! visit does not download it. The guest's pages load it when they open; the
//! host's panel comes with the game screen.

use leptos::prelude::*;

use crate::app::markup::El;
use crate::app::parts;
use crate::app::play::Frame;

/// The guest's page for an invite (`#join/<code>`).
pub fn join(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| (p.join)(&code))
}

/// The page of a reply link opened on the host's device (`#reply/<code>`).
pub fn reply(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| (p.reply)(&code))
}

/// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
pub fn by_message(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| (p.by_message)(&code))
}

/// The host's panels: the devices its game is played on, and the seats
/// played by message.
pub fn panel(frame: &Frame) -> Option<El> {
    use crate::app::remote::{host, office};
    let panels: Vec<El> = [host::devices(frame), office::panel(frame)]
        .into_iter()
        .flatten()
        .collect();
    (!panels.is_empty()).then(|| crate::app::markup::div("remote-panels").kids(panels))
}

/// Set-up has a seat on another device: the part is fetched while the player
/// finishes the form, so the game opens at once after "Start game".
pub fn prefetch() {
    leptos::task::spawn_local(async {
        let _ = parts::devices().await;
    });
}
