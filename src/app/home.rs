//! The home page: the games, the saved games, and the import box.
//!
//! Built as plain elements (see [`super::markup`]); only the saved games list
//! (redrawn whole after a delete, an undo, or a change in another tab), the
//! undo bar and the import box follow signals.

use leptos::prelude::*;

use super::load::import_box;
use super::markup::{alert, div, el, El};
use super::registry::{self, Entry};
use super::{saves, views, Ctx};
use crate::engine::GameInfo;
use crate::save::Route;

pub fn page() -> AnyView {
    let intro = el("section")
        .class("intro")
        .child(el("h1").text("Boardroom"))
        .child(el("p").text(
            "Four business board games. Play against the computer, pass one device \
             around the table, play together on your own phones, or by message over days \
             through any chat. Games save themselves as you play.",
        ))
        .child(continue_last());
    let games = el("section")
        .attr("aria-labelledby", "games-title")
        .child(el("h2").attr("id", "games-title").text("Games"))
        .child(
            el("ul").class("game-cards").kids(
                registry::catalogue()
                    .into_iter()
                    .map(|e| game_card(e, "h3")),
            ),
        );
    views([
        intro.into_view(),
        games.into_view(),
        saved_games(None),
        import_box(),
    ])
}

/// A game's own page, where its name in the top menu leads: its card, and the
/// games of it saved here, finished ones with their results.
pub fn game_page(id: &str) -> AnyView {
    let Some(entry) = registry::find(id) else {
        return super::setup::unknown_game(id);
    };
    let info = entry.info;
    views([
        el("p")
            .child(el("a").attr("href", "#").text("← All games"))
            .into_view(),
        el("ul")
            .class("game-cards single")
            .child(game_card(entry, "h1"))
            .into_view(),
        saved_games(Some(info)),
    ])
}

/// `<a class=… href=…>text</a>`.
fn link(class: &str, href: String, text: String) -> El {
    el("a").class(class).attr("href", href).text(text)
}

/// A game's card; `heading` is its title's tag (`h1` on the game's own page).
fn game_card(e: Entry, heading: &'static str) -> El {
    let info = e.info;
    let new_game = link(
        "button primary",
        Route::NewGame(info.id.into()).fragment(),
        format!("New game of {}", info.name),
    );
    el("li")
        .class("game-card")
        .child(el(heading).text(info.name))
        .child(el("p").class("facts").text(format!(
            "{}–{} players · {}",
            info.min_players, info.max_players, info.length
        )))
        .child(el("p").text(info.pitch))
        .child(
            div("buttons")
                .child(new_game)
                .child(learn_button(info))
                .child(link(
                    "button",
                    Route::Rules(info.id.into()).fragment(),
                    format!("Rules of {}", info.name),
                )),
        )
}

/// "Learn to play": says it is loading while the game's part comes in (a
/// first visit downloads it then), and starts one game however often it is
/// tapped meanwhile.
fn learn_button(info: GameInfo) -> AnyView {
    let busy = RwSignal::new(false);
    view! {
        <button
            type="button"
            aria-busy=move || busy.get().then_some("true")
            aria-label=move || {
                if busy.get() {
                    format!("Loading {}…", info.name)
                } else {
                    format!("Learn to play {}", info.name)
                }
            }
            on:click=move |_| {
                if !busy.get_untracked() {
                    busy.set(true);
                    super::setup::learn(info, busy);
                }
            }
        >
            {move || if busy.get() { "Loading…" } else { "Learn to play" }}
        </button>
    }
    .into_any()
}

/// A shortcut back into the game the player last had open, if it is unfinished
/// and can be played: drawn again once its game's part is in.
fn continue_last() -> AnyView {
    let ctx = expect_context::<Ctx>();
    (move || {
        ctx.saved_changed.track();
        continue_button().map(El::into_view)
    })
    .into_any()
}

fn continue_button() -> Option<El> {
    let last = saves::with_store(|s| {
        let slot = s.last_opened().ok().flatten()?;
        s.load(&slot).ok()
    })
    .ok()
    .flatten()?;
    let summary = saves::summary(&last)?.ok().filter(|g| !g.finished())?;
    Some(el("p").child(link(
        "button primary",
        Route::Play(last.slot.clone()).fragment(),
        format!("Continue: {}", summary.title),
    )))
}

/// A game just deleted, that "Undo" puts back.
#[derive(Clone)]
struct Deleted {
    slot: String,
    raw: String,
    what: String,
}

/// How long "Undo" is offered after a delete.
const UNDO_MS: u64 = 10_000;

/// The saved games list: all of them, or (`only`) those of one game.
fn saved_games(only: Option<GameInfo>) -> AnyView {
    let ctx = expect_context::<Ctx>();
    // Bumped after a delete or an undo so the list reads the store again; the
    // list also follows what other tabs change.
    let version = RwSignal::new(0u32);
    let deleted = RwSignal::new(None::<Deleted>);
    let list = move || {
        version.track();
        ctx.saved_changed.track();
        let all = saves::with_store(|s| s.list()).and_then(|r| r.map_err(|e| saves::describe(&e)));
        // A damaged entry belongs to no game: only the full list shows it.
        all.map(|list| match only {
            None => list,
            Some(info) => list
                .into_iter()
                .filter(|e| e.as_ref().is_ok_and(|g| g.game_id == info.id))
                .collect(),
        })
    };
    let delete = move |slot: String, what: String| {
        if let Ok(Ok(Some(raw))) = saves::with_store(|s| s.take(&slot)) {
            deleted.set(Some(Deleted {
                slot: slot.clone(),
                raw,
                what,
            }));
            // The page may be gone by then (its signals with it): the timer
            // then does nothing.
            set_timeout(
                move || {
                    let ours =
                        deleted.try_with_untracked(|d| d.as_ref().is_some_and(|d| d.slot == slot));
                    if ours == Some(true) {
                        let _ = deleted.try_set(None);
                    }
                },
                std::time::Duration::from_millis(UNDO_MS),
            );
        }
        version.update(|v| *v += 1);
    };
    let undo = move || {
        if let Some(d) = deleted.get_untracked() {
            let _ = saves::with_store(|s| s.restore(&d.slot, &d.raw));
        }
        deleted.set(None);
        version.update(|v| *v += 1);
    };
    let delete_button = move |label: String, slot: String, what: String| {
        el("button")
            .class("danger")
            .attr("aria-label", label)
            .on_click(move || delete(slot.clone(), what.clone()))
            .text("Delete")
    };
    let body = move || {
        match list() {
            Err(why) => alert(format!("Saved games cannot be read here: {why}")),
            Ok(entries) if entries.is_empty() => el("p").class("muted").text(match only {
                None => "No saved games yet.".to_string(),
                Some(info) => format!("No saved games of {} yet.", info.name),
            }),
            // A game whose part is not in yet (see `saves::summary`): the list is
            // drawn whole once they all are, in a moment.
            Ok(entries) => entries
                .into_iter()
                .map(|entry| match entry {
                    Ok(g) => saves::summary(&g).map(|summary| match summary {
                        Ok(sum) => {
                            let mut status = match &sum.result {
                                Some(result) => format!("Finished. {result}"),
                                None => format!("{} moves", sum.moves),
                            };
                            if let Some(n) = saves::unsaved(&g.slot) {
                                let lost = n.saturating_sub(sum.moves);
                                status = format!(
                                    "{status} · unsaved moves: the last {lost} could not be saved"
                                );
                            }
                            // A finished game may be watched again, every hand shown.
                            let replay = sum.finished().then(|| {
                                link(
                                    "button",
                                    Route::Replay(g.slot.clone()).fragment(),
                                    "Watch the replay".into(),
                                )
                            });
                            el("li")
                                .classes("", &[("finished", sum.finished())])
                                .child(el("span").class("title").text(sum.title.clone()))
                                .child(
                                    el("span")
                                        .class("muted")
                                        .text(format!("{status} · {}", when(g.updated_ms))),
                                )
                                .child(link(
                                    "button",
                                    Route::Play(g.slot.clone()).fragment(),
                                    (if sum.finished() { "View" } else { "Resume" }).into(),
                                ))
                                .opt(replay)
                                .child(delete_button(
                                    format!("Delete {}", sum.title),
                                    g.slot,
                                    sum.title,
                                ))
                        }
                        Err(why) => {
                            let name = registry::find(&g.game_id)
                                .map_or("A saved game".to_string(), |e| {
                                    format!("A saved game of {}", e.info.name)
                                });
                            unplayable(&name, &why, &g.slot, &g.code).child(delete_button(
                                format!("Delete {name}"),
                                g.slot,
                                name,
                            ))
                        }
                    }),
                    Err(broken) => Some({
                        let name = broken.title();
                        let label = match broken.newer {
                            Some(_) => format!("Delete {name}"),
                            None => "Delete the damaged save".into(),
                        };
                        unplayable(&name, &broken.why, &broken.slot, &broken.raw)
                            .child(delete_button(label, broken.slot, name))
                    }),
                })
                .collect::<Option<Vec<El>>>()
                .map_or_else(
                    || el("p").class("muted").text("Loading the saved games…"),
                    |rows| el("ul").class("saved-list").kids(rows),
                ),
        }
        .into_view()
    };
    let undo_bar = move || {
        deleted.get().map(|d| {
            div("undo")
                .attr("role", "status")
                .child(el("span").text(format!("Deleted “{}”.", d.what)))
                .child(el("button").on_click(undo).text("Undo"))
                .into_view()
        })
    };
    el("section")
        .class("saved")
        .attr("aria-labelledby", "saved-title")
        .child(el("h2").attr("id", "saved-title").text(match only {
            None => "Your saved games".to_string(),
            Some(info) => format!("Your games of {}", info.name),
        }))
        .child(undo_bar.into_any())
        .child(body.into_any())
        .child(kept_line(ctx, move || list().is_ok_and(|l| !l.is_empty())))
        .into_view()
}

/// Under the saved games, when there are some: whether the browser keeps
/// them, and if not what does (the page's one line says so already when
/// nothing can be kept).
fn kept_line(ctx: Ctx, any: impl Fn() -> bool + Send + Sync + 'static) -> AnyView {
    if saves::in_memory() {
        return ().into_any();
    }
    (move || {
        any().then(|| {
            el("p")
                .class("muted kept")
                .text(saves::kept_words(ctx.kept.get()))
                .into_view()
        })
    })
    .into_any()
}

/// An entry that cannot be played: what is wrong, said up front, and its code
/// (or raw text) to copy out before deleting it.
fn unplayable(name: &str, why: &str, slot: &str, raw: &str) -> El {
    let id = format!("raw-{slot}");
    el("li")
        .class("broken")
        .child(el("span").class("title").text(name))
        .child(
            el("span")
                .class("muted")
                .text(format!("Cannot be opened: {why}.")),
        )
        .child(
            div("raw")
                .child(el("label").attr("for", id.clone()).text(if raw.is_empty() {
                    "Nothing readable is stored"
                } else {
                    "Its save data, to copy before deleting it"
                }))
                .child(
                    el("textarea")
                        .attr("id", id)
                        .attr("rows", "2")
                        .flag("readonly", true)
                        .attr("spellcheck", "false")
                        .text(raw),
                ),
        )
}

/// A save's time as the browser's locale writes it.
fn when(ms: f64) -> String {
    if ms <= 0.0 {
        return "date unknown".into();
    }
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(d.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}
