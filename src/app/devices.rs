//! Playing on several devices, as the rest of the app reaches it.
//!
//! The app is built twice (see `scripts/post-build.mjs`): without the feature
//! `devices`, the build every first visit loads, and with it, the build a page
//! loads when it hosts or joins a game played on several devices. Connecting
//! devices and reading a host's messages are a sixth of the app, which most
//! players never use; a first visit does not download them.
//!
//! In the lighter build each entry point below asks the page to restart in the
//! other build: it marks the tab (sessionStorage, so a reload of the tab stays
//! in that build) and reloads. The start-up script in index.html reads the mark,
//! and also starts that build itself for an invite or a reply link.

#[cfg(feature = "devices")]
pub use with::*;
#[cfg(not(feature = "devices"))]
pub use without::*;

/// The build with the feature: each entry point is the feature itself.
#[cfg(feature = "devices")]
mod with {
    use leptos::prelude::*;

    use crate::app::markup::El;
    use crate::app::play::Frame;
    use crate::app::{net, remote};
    use crate::save::Table;

    /// The guest's page for an invite (`#join/<code>`).
    pub fn join(code: &str) -> AnyView {
        remote::join(code)
    }

    /// The page of a reply link opened on the host's device (`#reply/<code>`).
    pub fn reply(code: &str) -> AnyView {
        net::join::reply_page(code)
    }

    /// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
    pub fn by_message(code: &str) -> AnyView {
        remote::post::page(code)
    }

    /// Before a saved game opens: `Some` page instead of the game when this
    /// build cannot host its table. This one hosts every table.
    pub fn hosting(_table: &Table) -> Option<AnyView> {
        None
    }

    /// The host's panels: the devices its game is played on, and the
    /// seats played by message.
    pub fn panel(frame: &Frame) -> Option<El> {
        let panels: Vec<El> = [remote::host::devices(frame), remote::office::panel(frame)]
            .into_iter()
            .flatten()
            .collect();
        (!panels.is_empty()).then(|| crate::app::markup::div("remote-panels").kids(panels))
    }

    /// This build is loaded already.
    pub fn prefetch() {}
}

/// The lighter build: each entry point restarts the page in the other.
#[cfg(not(feature = "devices"))]
mod without {
    use leptos::prelude::*;
    use wasm_bindgen::{JsCast, JsValue};

    use crate::app::markup::{el, El};
    use crate::app::play::{problem, Frame};
    use crate::save::Table;

    /// The mark in sessionStorage that index.html's start-up script reads.
    const MARK: (&str, &str) = ("boardroom.build", "devices");

    pub fn join(_code: &str) -> AnyView {
        restart()
    }

    pub fn reply(_code: &str) -> AnyView {
        restart()
    }

    pub fn by_message(_code: &str) -> AnyView {
        restart()
    }

    /// A table with a seat played on another device, or kept by a computer
    /// until its person comes back, is hosted by the other build.
    pub fn hosting(table: &Table) -> Option<AnyView> {
        (!table.remote_seats().is_empty() || !table.message_seats().is_empty()).then(restart)
    }

    /// No table here has other devices.
    pub fn panel(_frame: &Frame) -> Option<El> {
        None
    }

    /// Set-up has a seat on another device: the other build is downloaded while
    /// the player finishes the form, so the restart after "Start game" finds it
    /// in the worker's cache (the start-up script's `prefetch`).
    pub fn prefetch() {
        let start = js_sys::Reflect::get(&window(), &JsValue::from_str("boardroomStart"));
        let prefetch = start
            .as_ref()
            .ok()
            .and_then(|s| js_sys::Reflect::get(s, &JsValue::from_str("prefetch")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let (Ok(start), Some(prefetch)) = (start, prefetch) {
            let _ = prefetch.call0(&start);
        }
    }

    /// Restarts the page in the build with the feature, and says so meanwhile.
    /// When that build could not be loaded (offline before it was ever used
    /// here), the start-up script fell back to this one and left the reason:
    /// no restart then, which would only fail again.
    fn restart() -> AnyView {
        let failed = js_sys::Reflect::get(&window(), &JsValue::from_str("boardroomDevicesFailed"))
            .ok()
            .and_then(|v| v.as_string());
        if let Some(why) = failed {
            return problem(&format!(
                "Playing on several devices could not be loaded ({why}). It is downloaded the \
                 first time it is used: connect this device to the internet, then reload the \
                 page. The game is saved, and waits in the list of games."
            ));
        }
        let marked = window()
            .session_storage()
            .ok()
            .flatten()
            .is_some_and(|s| s.set_item(MARK.0, MARK.1).is_ok());
        if !marked {
            // Without the mark the reload would come back here for ever.
            return problem(
                "Playing on several devices needs this browser to keep a setting for the tab \
                 (sessionStorage), which it refuses here.",
            );
        }
        let _ = window().location().reload();
        el("p")
            .class("boot-loading")
            .attr("role", "status")
            .text("Loading playing on several devices…")
            .into_view()
    }
}
