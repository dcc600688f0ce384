//! The home page: the games, the saved games, and the import box.
//!
//! Built as plain elements (see [`super::markup`]); only the saved games list
//! (redrawn whole after a delete, an undo, or a change in another tab), the
//! undo bar and the import box follow signals.

use leptos::prelude::*;

use super::load::import_box;
use super::markup::views;
use super::markup::{alert, div, el, El};
use super::nav::Ctx;
use super::registry::{self, Entry};
use super::saves;
use crate::engine::GameInfo;
use crate::save::listing::{listing, undo_after_delay, Deleted, Line, Listing};
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

/// How long "Undo" is offered after a delete.
const UNDO_MS: u64 = 10_000;

/// The saved games list: all of them, or (`only`) those of one game. What it
/// says is `save::listing`'s; this draws it and wires the buttons.
fn saved_games(only: Option<GameInfo>) -> AnyView {
    let ctx = expect_context::<Ctx>();
    // Bumped after a delete or an undo so the list reads the store again; the
    // list also follows what other tabs change.
    let version = RwSignal::new(0u32);
    let deleted = RwSignal::new(None::<Deleted>);
    // Worked out twice (the list, and whether to say where games are kept): a
    // memo made the first visit's download 1.3 KB larger.
    let list = move || {
        version.track();
        ctx.saved_changed.track();
        let stored =
            saves::with_store(|s| s.list()).and_then(|r| r.map_err(|e| saves::describe(&e)));
        listing(stored, only.as_ref(), saves::summary, saves::unsaved)
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
                    if let Some(offer) = deleted.try_get_untracked() {
                        let after = undo_after_delay(offer.clone(), &slot);
                        if after != offer {
                            let _ = deleted.try_set(after);
                        }
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
    let body = move || {
        match list() {
            Listing::Unreadable(why) => alert(format!("Saved games cannot be read here: {why}")),
            Listing::Empty(words) => el("p").class("muted").text(words),
            Listing::Loading => el("p").class("muted").text("Loading the saved games…"),
            Listing::Lines(lines) => el("ul")
                .class("saved-list")
                .kids(lines.into_iter().map(|l| saved_line(l, delete))),
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
        .child(kept_line(ctx, move || {
            matches!(list(), Listing::Lines(_) | Listing::Loading)
        }))
        .into_view()
}

/// One line of the saved games list; `delete` takes its slot and name.
fn saved_line(line: Line, delete: impl Fn(String, String) + Copy + Send + Sync + 'static) -> El {
    let delete_button = move |label: String, slot: String, what: String| {
        el("button")
            .class("danger")
            .attr("aria-label", label)
            .on_click(move || delete(slot.clone(), what.clone()))
            .text("Delete")
    };
    match line {
        Line::Game {
            slot,
            title,
            status,
            updated_ms,
            finished,
        } => el("li")
            .classes("", &[("finished", finished)])
            .child(el("span").class("title").text(title.clone()))
            .child(
                el("span")
                    .class("muted")
                    .text(format!("{status} · {}", when(updated_ms))),
            )
            .child(link(
                "button",
                Route::Play(slot.clone()).fragment(),
                (if finished { "View" } else { "Resume" }).into(),
            ))
            // A finished game may be watched again, every hand shown.
            .opt(finished.then(|| {
                link(
                    "button",
                    Route::Replay(slot.clone()).fragment(),
                    "Watch the replay".into(),
                )
            }))
            .child(delete_button(format!("Delete {title}"), slot, title)),
        Line::Unplayable {
            slot,
            name,
            why,
            raw,
            delete,
        } => unplayable(&name, &why, &slot, &raw).child(delete_button(delete, slot, name)),
    }
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
