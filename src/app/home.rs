//! The home page: the games, the saved games, and the import box.
//!
//! Built as plain elements (see [`super::markup`]); only the saved games list
//! (redrawn whole after a delete) and the import box follow signals.

use leptos::prelude::*;

use super::load::import_box;
use super::markup::{alert, div, el, El};
use super::registry::{self, Entry};
use super::{saves, views};
use crate::save::Route;

pub fn page() -> AnyView {
    let intro = el("section")
        .class("intro")
        .child(el("h1").text("Boardroom"))
        .child(el("p").text(
            "Four business board games. Play against the computer, pass one device \
             around the table, or both. Games save themselves as you play.",
        ))
        .opt(continue_last());
    let games = el("section")
        .attr("aria-labelledby", "games-title")
        .child(el("h2").attr("id", "games-title").text("Games"))
        .child(
            el("ul")
                .class("game-cards")
                .kids(registry::catalogue().into_iter().map(game_card)),
        );
    views([
        intro.into_view(),
        games.into_view(),
        saved_games(),
        import_box(),
    ])
}

/// `<a class=… href=…>text</a>`.
fn link(class: &str, href: String, text: String) -> El {
    el("a").class(class).attr("href", href).text(text)
}

fn game_card(e: Entry) -> El {
    let info = e.info;
    let new_game = e.playable.then(|| {
        link(
            "button primary",
            Route::NewGame(info.id.into()).fragment(),
            format!("New game of {}", info.name),
        )
    });
    let learn = e.playable.then(|| {
        let id = info.id;
        el("button")
            .attr("type", "button")
            .on_click(move || {
                super::play::guide::relearn(id);
                super::go(&Route::NewGame(id.into()));
            })
            .text("Learn to play")
            .attr("aria-label", format!("Learn to play {}", info.name))
    });
    let soon = (!e.playable).then(|| el("span").class("badge").text("Coming soon"));
    el("li")
        .classes("game-card", &[("upcoming", !e.playable)])
        .child(el("h3").text(info.name))
        .child(el("p").class("facts").text(format!(
            "{}–{} players · {}",
            info.min_players, info.max_players, info.length
        )))
        .child(el("p").text(info.pitch))
        .child(
            div("buttons")
                .opt(new_game)
                .opt(learn)
                .opt(soon)
                .child(link(
                    "button",
                    Route::Rules(info.id.into()).fragment(),
                    format!("Rules of {}", info.name),
                )),
        )
}

/// A shortcut back into the game the player last had open, if it is unfinished.
fn continue_last() -> Option<El> {
    let last = saves::with_store(|s| {
        let slot = s.last_opened().ok().flatten()?;
        s.load(&slot).ok().filter(|g| !g.finished)
    })
    .ok()
    .flatten()?;
    Some(el("p").child(link(
        "button primary",
        Route::Play(last.slot.clone()).fragment(),
        format!("Continue: {}", last.title),
    )))
}

fn saved_games() -> AnyView {
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
    let delete_button = move |label: String, slot: String| {
        el("button")
            .class("danger")
            .attr("aria-label", label)
            .on_click(move || delete(slot.clone()))
            .text("Delete")
    };
    let body = move || {
        match list() {
            Err(why) => alert(format!("Saved games cannot be read here: {why}")),
            Ok(entries) if entries.is_empty() => el("p").class("muted").text("No saved games yet."),
            Ok(entries) => el("ul")
                .class("saved-list")
                .kids(entries.into_iter().map(|entry| {
                    match entry {
                        Ok(g) => {
                            let status = if g.finished {
                                "finished".to_string()
                            } else {
                                format!("{} moves", g.moves)
                            };
                            el("li")
                                .child(el("span").class("title").text(g.title.clone()))
                                .child(
                                    el("span")
                                        .class("muted")
                                        .text(format!("{status} · {}", when(g.updated_ms))),
                                )
                                .child(link(
                                    "button",
                                    Route::Play(g.slot.clone()).fragment(),
                                    (if g.finished { "View" } else { "Resume" }).into(),
                                ))
                                .child(delete_button(format!("Delete {}", g.title), g.slot))
                        }
                        Err(broken) => el("li")
                            .class("broken")
                            .child(el("span").class("title").text("A damaged save"))
                            .child(el("span").class("muted").text(broken.why))
                            .child(delete_button("Delete the damaged save".into(), broken.slot)),
                    }
                })),
        }
        .into_view()
    };
    el("section")
        .class("saved")
        .attr("aria-labelledby", "saved-title")
        .child(el("h2").attr("id", "saved-title").text("Your saved games"))
        .child(body.into_any())
        .into_view()
}

/// A save's time as the browser's locale writes it.
fn when(ms: f64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}
