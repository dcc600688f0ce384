//! The home page: the games, the saved games, and the import box.

use leptos::prelude::*;

use super::load::ImportBox;
use super::registry::{self, Entry};
use super::saves;
use crate::save::Route;

#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="intro">
            <h1>"Boardroom"</h1>
            <p>
                "Four business board games. Play against the computer, pass one device "
                "around the table, or both. Games save themselves as you play."
            </p>
            <ContinueLast/>
        </section>
        <section aria-labelledby="games-title">
            <h2 id="games-title">"Games"</h2>
            <ul class="game-cards">
                {registry::catalogue().into_iter().map(game_card).collect_view()}
            </ul>
        </section>
        <SavedGames/>
        <ImportBox/>
    }
}

fn game_card(e: Entry) -> impl IntoView {
    let info = e.info;
    let players = format!("{}–{} players", info.min_players, info.max_players);
    view! {
        <li class="game-card" class:upcoming=!e.playable>
            <h3>{info.name}</h3>
            <p class="facts">{players} " · " {info.length}</p>
            <p>{info.pitch}</p>
            <div class="buttons">
                {e
                    .playable
                    .then(|| {
                        let href = Route::NewGame(info.id.into()).fragment();
                        view! {
                            <a class="button primary" href=href>
                                {format!("New game of {}", info.name)}
                            </a>
                        }
                    })}
                {(!e.playable).then(|| view! { <span class="badge">"Coming soon"</span> })}
                <a class="button" href=Route::Rules(info.id.into()).fragment()>
                    {format!("Rules of {}", info.name)}
                </a>
            </div>
        </li>
    }
}

/// A shortcut back into the game the player last had open, if it is unfinished.
#[component]
fn ContinueLast() -> impl IntoView {
    let last = saves::with_store(|s| {
        let slot = s.last_opened().ok().flatten()?;
        s.load(&slot).ok().filter(|g| !g.finished)
    })
    .ok()
    .flatten();
    last.map(|g| {
        view! {
            <p>
                <a class="button primary" href=Route::Play(g.slot.clone()).fragment()>
                    {format!("Continue: {}", g.title)}
                </a>
            </p>
        }
    })
}

#[component]
fn SavedGames() -> impl IntoView {
    // Bumped after a delete so the list reads the store again.
    let version = RwSignal::new(0u32);
    let list = move || {
        version.track();
        saves::with_store(|s| s.list()).and_then(|r| r.map_err(|e| saves::describe(&e)))
    };
    let delete = move |slot: String| {
        let _ = saves::with_store(|s| s.delete(&slot));
        version.update(|v| *v += 1);
    };
    view! {
        <section class="saved" aria-labelledby="saved-title">
            <h2 id="saved-title">"Your saved games"</h2>
            {move || match list() {
                Err(why) => {
                    view! {
                        <p class="error" role="alert">
                            {format!("Saved games cannot be read here: {why}")}
                        </p>
                    }
                        .into_any()
                }
                Ok(entries) if entries.is_empty() => {
                    view! { <p class="muted">"No saved games yet."</p> }.into_any()
                }
                Ok(entries) => {
                    view! {
                        <ul class="saved-list">
                            {entries
                                .into_iter()
                                .map(|entry| match entry {
                                    Ok(g) => {
                                        let slot = g.slot.clone();
                                        let href = Route::Play(g.slot.clone()).fragment();
                                        let status = if g.finished {
                                            "finished".to_string()
                                        } else {
                                            format!("{} moves", g.moves)
                                        };
                                        let when = when(g.updated_ms);
                                        view! {
                                            <li>
                                                <span class="title">{g.title.clone()}</span>
                                                <span class="muted">{status} " · " {when}</span>
                                                <a class="button" href=href>
                                                    {if g.finished { "View" } else { "Resume" }}
                                                </a>
                                                <button
                                                    class="danger"
                                                    aria-label=format!("Delete {}", g.title)
                                                    on:click=move |_| delete(slot.clone())
                                                >
                                                    "Delete"
                                                </button>
                                            </li>
                                        }
                                            .into_any()
                                    }
                                    Err(broken) => {
                                        let slot = broken.slot.clone();
                                        view! {
                                            <li class="broken">
                                                <span class="title">"A damaged save"</span>
                                                <span class="muted">{broken.why}</span>
                                                <button
                                                    class="danger"
                                                    aria-label="Delete the damaged save"
                                                    on:click=move |_| delete(slot.clone())
                                                >
                                                    "Delete"
                                                </button>
                                            </li>
                                        }
                                            .into_any()
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}

/// A save's time as the browser's locale writes it.
fn when(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}
