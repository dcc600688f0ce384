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
use crate::games::rules_text::{blocks, parse, Block, Section};
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
        .child(sections(info.id))
        .into_view()
}

/// The page's sections, once its text is in; meanwhile a line that says so, and
/// a way to try again when it cannot be had (offline before the worker kept it).
fn sections(id: &'static str) -> AnyView {
    let text = RwSignal::new(Text::Loading);
    load(id, text);
    // The figures are drawn by the game's part, loaded meanwhile.
    super::parts::with_game(id, move |part| sections_with(id, text, part.figure))
}

fn sections_with(
    id: &'static str,
    text: RwSignal<Text>,
    figure: fn(&str) -> Option<El>,
) -> AnyView {
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

/// Sections, paragraphs, lists, tables and the game's figures (see
/// `rules_text` for the format).
pub fn render(page: &[Section<'_>], figure: fn(&str) -> Option<El>) -> Vec<El> {
    page.iter()
        .map(|s| {
            el("section")
                .child(el("h2").text(s.title))
                .kids(blocks(s.body).into_iter().map(|b| match b {
                    Block::Paragraph(t) => el("p").text(t),
                    Block::Bullets(items) => list("ul", &items),
                    Block::Steps { items, .. } => list("ol", &items),
                    Block::Table { head, rows } => table(&head, &rows),
                    // A figure the game does not draw leaves no trace (a browser
                    // test checks that each one the rules name is drawn).
                    Block::Figure(n) => figure(n).unwrap_or_else(|| div("figure-missing")),
                }))
        })
        .collect()
}

fn list(tag: &'static str, items: &[&str]) -> El {
    el(tag).kids(items.iter().map(|t| el("li").text(*t)))
}

/// Longest row, in characters, that still reads as a table on a phone; a
/// wider table of three or more columns turns each row into a card there
/// (the stylesheet's `table.stack`), each cell under its column's name.
const PHONE_ROW: usize = 56;

fn table(head: &[&str], rows: &[Vec<&str>]) -> El {
    let width = |r: &[&str]| r.iter().map(|c| c.chars().count()).sum::<usize>();
    let stack = head.len() >= 3 && rows.iter().any(|r| width(r) > PHONE_ROW);
    let th = head.iter().map(|c| el("th").attr("scope", "col").text(*c));
    let tr = rows.iter().map(|r| {
        el("tr").kids(head.iter().enumerate().map(|(i, h)| {
            el("td")
                .attr("data-label", *h)
                .text(r.get(i).copied().unwrap_or(""))
        }))
    });
    el("table")
        .classes("rules-table", &[("stack", stack)])
        .child(el("thead").child(el("tr").kids(th)))
        .child(el("tbody").kids(tr))
}
