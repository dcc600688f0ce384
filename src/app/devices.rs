//! Playing on several devices, live or by message, as the rest of the app
//! reaches it.
//!
//! Connecting devices and reading a host's messages are a part of the app of
//! their own (see [`crate::app::parts`]), which most players never use: a first
//! visit does not download it, nor does a game played on one device. The
//! guest's pages load it when they open, and a game with seats on other
//! devices when its screen does, for the host's panels.

use leptos::prelude::*;

use crate::app::parts;
use crate::app::play::Frame;

/// The guest's page for an invite (`#join/<code>`).
pub fn join(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| (p.part.join)(&code, p.codecs))
}

/// The page of a reply link opened on the host's device (`#reply/<code>`).
pub fn reply(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| (p.part.reply)(&code, p.codecs))
}

/// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
pub fn by_message(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(parts::devices(), move |p| {
        (p.part.by_message)(&code, p.codecs)
    })
}

/// The host's panels: the devices its game is played on, and the seats
/// played by message. Only a game kept here with such seats has them, and
/// only then is their part loaded.
pub fn panel(frame: &Frame) -> Option<AnyView> {
    let table = frame.table_untracked();
    let elsewhere = !table.remote_seats().is_empty() || !table.message_seats().is_empty();
    if !frame.session.mode().keeps_game() || !elsewhere {
        return None;
    }
    let frame = frame.clone();
    let id = frame.session.info().id;
    // The host's side of the game is in the rest of the game's code (already
    // on its way: `parts::game` asks for it once the screen's part is in).
    let load = async move {
        let devices = parts::devices().await?;
        parts::extras(id).await?;
        Ok(devices)
    };
    Some(parts::when_loaded(load, move |p| {
        (p.part.host_panels)(&frame, p.codecs)
    }))
}

/// Set-up has a seat on another device: the part is fetched while the player
/// finishes the form, so the game opens at once after "Start game".
pub fn prefetch() {
    leptos::task::spawn_local(async {
        let _ = parts::devices().await;
    });
}
