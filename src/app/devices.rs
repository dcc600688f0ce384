//! Playing on several devices, live or by message: a part of the app of its
//! own (see [`crate::app::parts`]), which most players never use: a first
//! visit does not download it, nor does a game played on one device. The
//! guest's pages load it when they open, and a game with seats on other
//! devices when its screen does, for the host's panels.
//!
//! Its `#[wasm_split]` function names the devices' pages, so this module sits
//! at the app's top: the routes reach it, and a game's screen is handed
//! [`panel`] when it opens (see `app::split`).

use leptos::prelude::*;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

use crate::app::parts::{self, Failed};
use crate::app::play::Frame;
use crate::codecs::Codecs;

/// What playing on several devices gives the rest of the app.
#[derive(Clone, Copy)]
struct DevicesPart {
    /// The guest's page for an invite (`#join/<code>`).
    join: fn(&str, Codecs) -> AnyView,
    /// The page of a reply link opened on the host's device (`#reply/<code>`).
    reply: fn(&str, Codecs) -> AnyView,
    /// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
    by_message: fn(&str, Codecs) -> AnyView,
    /// The host's panels in its game screen (see [`panel`]).
    host_panels: fn(&Frame, Codecs) -> AnyView,
}

/// Playing on several devices, loaded with the codecs its links use.
#[derive(Clone, Copy)]
struct Devices {
    part: DevicesPart,
    codecs: Codecs,
}

#[wasm_split(devices, fallible)]
fn devices_part() -> Result<DevicesPart, SplitLoaderError> {
    crate::words::add("devices", crate::words::DEVICES);
    Ok(DevicesPart {
        join: crate::app::remote::join,
        reply: crate::app::connect::join::reply_page,
        by_message: crate::app::remote::desk::page,
        host_panels: crate::app::remote::host::panels,
    })
}

/// Loads playing on several devices, with the codecs its links and QR codes
/// use (and links every game's board stylesheet: a guest may be shown any
/// game).
async fn devices() -> Result<Devices, Failed> {
    for info in crate::games::infos() {
        crate::app::registry::add_style(info.id);
    }
    parts::prefetch_devices();
    let part = devices_part().await?;
    let codecs = parts::codecs().await?;
    Ok(Devices { part, codecs })
}

/// The guest's page for an invite (`#join/<code>`).
pub fn join(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(devices(), move |p| (p.part.join)(&code, p.codecs))
}

/// The page of a reply link opened on the host's device (`#reply/<code>`).
pub fn reply(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(devices(), move |p| (p.part.reply)(&code, p.codecs))
}

/// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
pub fn by_message(code: &str) -> AnyView {
    let code = code.to_string();
    parts::when_loaded(devices(), move |p| (p.part.by_message)(&code, p.codecs))
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
        let devices = devices().await?;
        parts::extras(id).await?;
        Ok(devices)
    };
    Some(parts::when_loaded(load, move |p| {
        (p.part.host_panels)(&frame, p.codecs)
    }))
}
