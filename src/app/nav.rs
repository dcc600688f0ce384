//! What every screen can reach (the route, the message on top of the page,
//! the saved games' news) and the moves between screens. It names no screen,
//! so every screen may name it.

use leptos::prelude::*;

use crate::save::Route;

/// What every screen can reach: where we are, and a message for the player.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub route: RwSignal<Route>,
    /// A message shown on top of the page (errors that lost nothing, notices).
    pub notice: RwSignal<Option<String>>,
    /// Another tab saved or deleted the game open here.
    pub elsewhere: RwSignal<Option<Elsewhere>>,
    /// Bumped whenever another tab changes the saved games, so lists follow.
    pub saved_changed: RwSignal<u32>,
    /// Whether the browser keeps the saved games (see [`Persistence`]).
    pub kept: RwSignal<Persistence>,
}

pub(super) fn current_route() -> Route {
    Route::parse(&window().location().hash().unwrap_or_default())
}

/// Goes to a route by changing the URL fragment (so Back works).
pub fn go(route: &Route) {
    let fragment = route.fragment();
    let target = if fragment.is_empty() {
        "#".to_string()
    } else {
        fragment
    };
    let _ = window().location().set_hash(&target);
}

/// Goes to a route in place of the current history entry (after loading a link),
/// without a `hashchange` (which would clear the notice just set). Deferred, as it
/// is called while a screen renders.
pub fn replace(route: Route) {
    change_history(expect_context::<Ctx>(), route, None, false);
}

/// Goes to a route in a new history entry (so Back works), then shows `notice`
/// there; no `hashchange`, which would clear the notice.
pub fn push_with_notice(ctx: Ctx, route: Route, notice: String) {
    change_history(ctx, route, Some(notice), true);
}

fn change_history(ctx: Ctx, route: Route, notice: Option<String>, push: bool) {
    set_timeout(
        move || {
            let fragment = route.fragment();
            let url = if fragment.is_empty() {
                "#".to_string()
            } else {
                fragment
            };
            if let Ok(history) = window().history() {
                let state = wasm_bindgen::JsValue::NULL;
                let _ = if push {
                    history.push_state_with_url(&state, "", Some(&url))
                } else {
                    history.replace_state_with_url(&state, "", Some(&url))
                };
            }
            ctx.route.set(route);
            if notice.is_some() {
                ctx.notice.set(notice);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// Whether the browser keeps the page's storage until the player deletes it
/// (`navigator.storage.persist()`), rather than clearing it when it needs room
/// or, as Safari does, after seven days without a visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Persistence {
    /// Not known yet (the browser answers asynchronously).
    Unknown,
    /// The browser promised to keep it.
    Persistent,
    /// The browser may clear it.
    MayBeCleared,
    /// The browser has no `navigator.storage` to ask (WebKitGTK, old Safari).
    NoWayToAsk,
}

/// What another tab did to the game open here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// Saved a newer revision.
    Moved(String),
    /// Deleted it.
    Gone(String),
}

impl Elsewhere {
    pub fn slot(&self) -> &str {
        match self {
            Elsewhere::Moved(s) | Elsewhere::Gone(s) => s,
        }
    }
}
