//! The web front end: a thin Leptos layer over the engine. Data flows one way:
//! a click becomes an action, the engine makes the new state, the view follows.

mod home;
pub mod kit;
mod load;
pub mod markup;
mod play;
pub mod registry;
mod rules;
mod saves;
mod setup;

use leptos::prelude::*;

use crate::save::Route;
use markup::{div, el};

/// What every screen can reach: where we are, and a message for the player.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub route: RwSignal<Route>,
    /// A message shown on top of the page (errors that lost nothing, notices).
    pub notice: RwSignal<Option<String>>,
}

fn current_route() -> Route {
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
    let ctx = expect_context::<Ctx>();
    set_timeout(
        move || {
            let fragment = route.fragment();
            let url = if fragment.is_empty() {
                "#".to_string()
            } else {
                fragment
            };
            if let Ok(history) = window().history() {
                let _ =
                    history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
            ctx.route.set(route);
        },
        std::time::Duration::ZERO,
    );
}

#[component]
pub fn App() -> impl IntoView {
    let ctx = Ctx {
        route: RwSignal::new(current_route()),
        notice: RwSignal::new(None),
    };
    provide_context(ctx);
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        ctx.route.set(current_route());
        ctx.notice.set(None);
        // A new screen starts at its top, not where the last one was scrolled to.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    on_cleanup(move || listener.remove());

    // Plain elements (see `markup`): only the notice and the screen follow signals.
    let nav = registry::catalogue().into_iter().map(|e| {
        el("a")
            .attr("href", Route::Rules(e.info.id.to_string()).fragment())
            .text(e.info.name)
    });
    let header = el("header")
        .class("topbar")
        .child(
            el("a")
                .class("brand")
                .attr("href", "#")
                .attr("aria-label", "Boardroom home")
                .text("Boardroom"),
        )
        .child(el("nav").attr("aria-label", "Games").kids(nav));
    let main = el("main").attr("id", "main").child(
        (move || {
            let route = ctx.route.get();
            // Screens are plain functions now, not components: what they read
            // while being built must not rebuild the whole screen.
            untrack(|| screen(route))
        })
        .into_any(),
    );
    views([header.into_view(), notice(ctx), main.into_view()])
}

/// Views side by side, with no element around them.
pub fn views(list: impl IntoIterator<Item = AnyView>) -> AnyView {
    list.into_iter().collect::<Vec<_>>().into_any()
}

/// The message on top of the page, while there is one.
fn notice(ctx: Ctx) -> AnyView {
    (move || {
        ctx.notice.get().map(|text| {
            div("notice")
                .attr("role", "alert")
                .child(el("span").text(text))
                .child(
                    el("button")
                        .attr("aria-label", "Dismiss message")
                        .on_click(move || ctx.notice.set(None))
                        .text("×"),
                )
                .into_view()
        })
    })
    .into_any()
}

fn screen(route: Route) -> AnyView {
    match route {
        Route::Home => home::page(),
        Route::Rules(id) => rules::page(&id),
        Route::NewGame(id) => setup::page(&id),
        Route::Play(slot) => play::open(slot),
        Route::Load(code) => load::from_link(&code),
        Route::Unknown(path) => {
            let ctx = expect_context::<Ctx>();
            ctx.notice.set(Some(format!(
                "There is no page at “#{path}”. Here is the home page instead."
            )));
            home::page()
        }
    }
}
