//! A game's rules page, drawn as plain elements (see [`super::markup`]) from
//! its text file, `rules/<game id>.txt`, fetched when the page opens (the
//! offline worker keeps a copy; see [`crate::games::rules_text`]).

use std::cell::RefCell;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::markup::{alert, div, el, El};
use super::registry;
use crate::games::rules_text::{parse, Section};
use crate::save::Route;

/// Where a page's text stands.
#[derive(Clone)]
enum Text {
    Loading,
    Ready(String),
    Failed,
}

thread_local! {
    /// The texts fetched so far, by game id: a page opened again draws at once.
    static FETCHED: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
}

/// The text of a game's rules, from the network or the offline worker's cache.
async fn fetch(id: &str) -> Option<String> {
    let window = web_sys::window()?;
    let reply = JsFuture::from(window.fetch_with_str(&format!("rules/{id}.txt")))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !reply.ok() {
        return None;
    }
    JsFuture::from(reply.text().ok()?).await.ok()?.as_string()
}

/// Fetches the text into `text`, unless it was fetched before.
fn load(id: &'static str, text: RwSignal<Text>) {
    if let Some(known) =
        FETCHED.with_borrow(|f| f.iter().find(|(i, _)| i == id).map(|(_, t)| t.clone()))
    {
        text.set(Text::Ready(known));
        return;
    }
    text.set(Text::Loading);
    spawn_local(async move {
        let got = fetch(id).await;
        if let Some(t) = &got {
            FETCHED.with_borrow_mut(|f| f.push((id.to_string(), t.clone())));
        }
        text.set(got.map_or(Text::Failed, Text::Ready));
    });
}

pub fn page(id: &str) -> AnyView {
    let Some(entry) = registry::find(id) else {
        return super::setup::unknown_game(id);
    };
    let info = entry.info;
    let new_game = el("p").child(
        el("a")
            .class("button primary")
            .attr("href", Route::NewGame(info.id.into()).fragment())
            .text(format!("New game of {}", info.name)),
    );
    // Opened from a game in progress: a way back to it.
    let back_to_game = super::saves::with_store(|s| {
        let slot = s.last_opened().ok().flatten()?;
        s.load(&slot)
            .ok()
            .filter(|g| g.game_id == info.id && !g.finished)
    })
    .ok()
    .flatten()
    .map(|g| {
        el("a")
            .class("button primary")
            .attr("href", Route::Play(g.slot.clone()).fragment())
            .text("← Back to your game")
    });
    el("article")
        .class("rules")
        .child(
            el("p")
                .class("buttons")
                .opt(back_to_game)
                .child(el("a").attr("href", "#").text("← All games")),
        )
        .child(el("h1").text(format!("{}: rules", info.name)))
        .child(el("p").class("facts").text(format!(
            "{}–{} players · {}",
            info.min_players, info.max_players, info.length
        )))
        .child(new_game)
        .child(sections(info.id, entry.figure))
        .into_view()
}

/// The page's sections, once its text is in; meanwhile a line that says so, and
/// a way to try again when it cannot be had (offline before the worker kept it).
fn sections(id: &'static str, figure: fn(&str) -> Option<El>) -> AnyView {
    let text = RwSignal::new(Text::Loading);
    load(id, text);
    (move || match text.get() {
        Text::Loading => el("p")
            .class("loading")
            .text("Loading the rules…")
            .into_view(),
        Text::Ready(t) => div("rules-text")
            .kids(render(&parse(&t), figure))
            .into_view(),
        Text::Failed => div("rules-text")
            .child(alert(
                "The rules could not be loaded: this device seems to be offline, and it \
                 keeps the rules for offline play only after one visit with a connection.",
            ))
            .child(
                el("button")
                    .attr("type", "button")
                    .text("Try again")
                    .on_click(move || load(id, text)),
            )
            .into_view(),
    })
    .into_any()
}

/// Sections, paragraphs, bullets, tables and the game's figures (see
/// `rules_text` for the format).
pub fn render(page: &[Section<'_>], figure: fn(&str) -> Option<El>) -> Vec<El> {
    page.iter()
        .map(|s| {
            el("section")
                .child(el("h2").text(s.title))
                .kids(s.body.split("\n\n").map(|b| {
                    let name = b
                        .trim()
                        .strip_prefix("[figure: ")
                        .and_then(|f| f.strip_suffix(']'));
                    // A figure the game does not draw leaves no trace (a browser test
                    // checks that each one the rules name is drawn).
                    name.map_or_else(
                        || block(b),
                        |n| figure(n).unwrap_or_else(|| div("figure-missing")),
                    )
                }))
        })
        .collect()
}

fn block(block: &str) -> El {
    let lines: Vec<&str> = block
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if !lines.is_empty() && lines.iter().all(|l| l.starts_with("- ")) {
        el("ul").kids(
            lines
                .iter()
                .map(|l| el("li").text(l.trim_start_matches("- "))),
        )
    } else if !lines.is_empty() && lines.iter().all(|l| l.starts_with("| ")) {
        table(&lines)
    } else {
        el("p").text(lines.join(" "))
    }
}

fn cells(line: &str) -> Vec<String> {
    line.trim_start_matches("| ")
        .trim_end_matches(" |")
        .trim_end_matches('|')
        .split(" | ")
        .map(|c| c.trim().to_string())
        .collect()
}

fn table(lines: &[&str]) -> El {
    let head = cells(lines[0])
        .into_iter()
        .map(|c| el("th").attr("scope", "col").text(c));
    let rows = lines[1..]
        .iter()
        .map(|l| el("tr").kids(cells(l).into_iter().map(|c| el("td").text(c))));
    div("table-scroll").child(
        el("table")
            .child(el("thead").child(el("tr").kids(head)))
            .child(el("tbody").kids(rows)),
    )
}
