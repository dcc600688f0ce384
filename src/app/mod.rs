//! The web front end: a thin Leptos layer over the engine. Data flows one way:
//! a click becomes an action, the engine makes the new state, the view follows.

pub mod connect;
mod devices;
mod home;
pub mod kit;
mod load;
pub mod markup;
mod nav;
mod parts;
mod play;
pub mod registry;
mod remote;
mod replay;
mod rules;
mod saves;
mod setup;
mod split;
pub mod timing;

use leptos::prelude::*;

use crate::save::Route;
use markup::{div, el, views};
use nav::{current_route, Ctx};

#[component]
pub fn App() -> impl IntoView {
    // The pages load a game's parts by its id; the loaders name the pages.
    parts::install(split::loaders());
    let ctx = Ctx {
        route: RwSignal::new(current_route()),
        notice: RwSignal::new(None),
        elsewhere: RwSignal::new(None),
        saved_changed: RwSignal::new(0),
        kept: RwSignal::new(nav::Persistence::Unknown),
    };
    provide_context(ctx);
    saves::install(ctx);
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = current_route();
        if let Route::Play(slot) = ctx.route.get_untracked() {
            if next != Route::Play(slot.clone()) {
                if !leave_unsaved(&slot) {
                    return;
                }
                if saves::leaving(&slot, &next) {
                    play::guide::end(&slot);
                }
            }
        }
        // Set-up needs its game's part for "Start game": asked for before the
        // route changes, so the download starts before the form is drawn.
        if let Route::NewGame(id) = &next {
            parts::prefetch_game(id);
        }
        ctx.route.set(next);
        ctx.notice.set(None);
        ctx.elsewhere.set(None);
        // A new screen starts at its top, not where the last one was scrolled to.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    on_cleanup(move || listener.remove());
    // Another tab wrote to the storage (never this one's own writes).
    let storage = window_event_listener(leptos::ev::storage, move |ev| {
        let key = ev.key();
        let Some(slot) = key.as_deref().and_then(crate::save::store::slot_of_key) else {
            // `None` key: the whole storage was cleared.
            if key.is_none() {
                ctx.saved_changed.update(|n| *n += 1);
            }
            return;
        };
        saves::changed_elsewhere(slot, ev.new_value().as_deref());
        ctx.saved_changed.update(|n| *n += 1);
    });
    on_cleanup(move || storage.remove());

    // Plain elements (see `markup`): only the notice and the screen follow signals.
    let nav = registry::catalogue().into_iter().map(|e| {
        el("a")
            .attr("href", Route::Game(e.info.id.to_string()).fragment())
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
    // Focusable, for the skip link: Tab goes on from inside it.
    let main = el("main").attr("id", "main").attr("tabindex", "-1").child(
        (move || {
            let route = ctx.route.get();
            // Screens are plain functions now, not components: what they read
            // while being built must not rebuild the whole screen.
            untrack(|| timing::timed("boardroom-screen", || screen(route)))
        })
        .into_any(),
    );
    // One line, on every page, when nothing can be kept on this device.
    let in_memory = saves::in_memory().then(|| {
        div("notice in-memory")
            .attr("role", "note")
            .child(el("span").text(saves::IN_MEMORY))
            .into_view()
    });
    views([
        skip_link(ctx),
        header.into_view(),
        in_memory.into_any(),
        notice(ctx),
        elsewhere(ctx),
        main.into_view(),
    ])
}

/// The first stop of Tab on every page, shown only when focused: past the
/// top bar, to the game on a page that draws one (the player's decision, else
/// the board), else to the page's content. Focus moves by script: the page's
/// address is its route, so "#main" must not become it.
fn skip_link(ctx: Ctx) -> AnyView {
    let words = move || match ctx.route.get() {
        Route::Play(_) | Route::Replay(_) | Route::Join(_) | Route::Post { .. } => {
            "Skip to the game"
        }
        _ => "Skip to the main content",
    };
    let skip = |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        if play::skip_to_game() {
            return;
        }
        let main = document()
            .get_element_by_id("main")
            .and_then(|m| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(m).ok());
        if let Some(main) = main {
            let _ = main.focus();
        }
    };
    view! { <a class="skip-link" href="#main" on:click=skip>{words}</a> }.into_any()
}

/// Leaving a game whose latest moves could not be saved: the player is warned
/// first, and staying puts the game's address back. True to leave.
fn leave_unsaved(slot: &str) -> bool {
    if saves::unsaved(slot).is_none() {
        return true;
    }
    let leave = window()
        .confirm_with_message(
            "Your latest moves in this game could not be saved on this device: its \
             storage is full. Leave anyway and lose them?\n\nCancel to stay (then “Share” \
             keeps a save code of the whole game).",
        )
        .unwrap_or(true);
    if !leave {
        if let Ok(history) = window().history() {
            let url = Route::Play(slot.to_string()).fragment();
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
    leave
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

/// The banner for a game another tab moved on or deleted: no move made here
/// since is saved, and the player is told so at once, with the way back.
fn elsewhere(ctx: Ctx) -> AnyView {
    (move || {
        let what = ctx.elsewhere.get()?;
        let slot = what.slot().to_string();
        if ctx.route.get() != Route::Play(slot.clone()) {
            return None;
        }
        let (text, action) = match what {
            nav::Elsewhere::Moved(_) => (
                "This game has moved on in another tab or window. Moves made here \
                 from now on are not saved: reload it to carry on from the latest move.",
                el("button")
                    .class("primary")
                    .on_click(move || {
                        ctx.elsewhere.set(None);
                        ctx.route.set(Route::Play(slot.clone()));
                    })
                    .text("Reload the game"),
            ),
            nav::Elsewhere::Gone(_) => (
                "This game was deleted in another tab or window. Moves made here are \
                 not saved: use “Share” to keep a save code.",
                el("a")
                    .class("button")
                    .attr("href", "#")
                    .text("Back to all games"),
            ),
        };
        Some(
            div("notice elsewhere")
                .attr("role", "alert")
                .child(el("span").text(text))
                .child(action)
                .into_view(),
        )
    })
    .into_any()
}

fn screen(route: Route) -> AnyView {
    match route {
        Route::Home => home::page(),
        Route::Game(id) => home::game_page(&id),
        Route::Rules(id) => rules::page(&id),
        Route::NewGame(id) => setup::page(&id),
        Route::Play(slot) => play::open(slot),
        Route::Replay(slot) => replay::page(slot),
        Route::Load(code) => load::from_link(&code, home::page),
        Route::Join(code) => devices::join(&code),
        Route::Reply(code) => devices::reply(&code),
        Route::Post { code, .. } => devices::by_message(&code),
        Route::Unknown(path) => {
            let ctx = expect_context::<Ctx>();
            ctx.notice.set(Some(format!(
                "There is no page at “#{}”. Here is the home page instead.",
                crate::save::link::echo(&path)
            )));
            home::page()
        }
    }
}
