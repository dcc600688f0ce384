//! The web front end: a thin Leptos layer over the engine. Data flows one way:
//! a click becomes an action, the engine makes the new state, the view follows.

mod home;
mod load;
pub mod markup;
mod play;
pub mod registry;
mod rules;
mod saves;
mod setup;

use leptos::prelude::*;

use crate::save::Route;

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
    });
    on_cleanup(move || listener.remove());

    view! {
        <header class="topbar">
            <a class="brand" href="#" aria-label="Boardroom home">"Boardroom"</a>
            <nav aria-label="Games">
                {registry::catalogue()
                    .into_iter()
                    .map(|e| {
                        let href = Route::Rules(e.info.id.to_string()).fragment();
                        view! { <a href=href>{e.info.name}</a> }
                    })
                    .collect_view()}
            </nav>
        </header>
        <Notice/>
        <main id="main">{move || screen(ctx.route.get())}</main>
    }
}

#[component]
fn Notice() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.notice.get().map(|text| {
            view! {
                <div class="notice" role="alert">
                    <span>{text}</span>
                    <button on:click=move |_| ctx.notice.set(None) aria-label="Dismiss message">
                        "×"
                    </button>
                </div>
            }
        })
    }
}

fn screen(route: Route) -> AnyView {
    match route {
        Route::Home => view! { <home::Home/> }.into_any(),
        Route::Rules(id) => rules::page(&id),
        Route::NewGame(id) => setup::page(&id),
        Route::Play(slot) => play::open(slot),
        Route::Load(code) => load::from_link(&code),
        Route::Unknown(path) => {
            let ctx = expect_context::<Ctx>();
            ctx.notice.set(Some(format!(
                "There is no page at “#{path}”. Here is the home page instead."
            )));
            view! { <home::Home/> }.into_any()
        }
    }
}
