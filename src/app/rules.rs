//! A game's rules page, drawn from its [`RulesPage`] data as plain elements
//! (see [`super::markup`]): nothing on it changes once drawn.

use leptos::prelude::*;

use super::markup::{div, el, El};
use super::registry;
use crate::games::rules_text::{blocks, Block, RulesPage};
use crate::save::Route;

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
        .kids(render(entry.rules, entry.figure))
        .into_view()
}

/// Sections, paragraphs, lists, tables and the game's figures (see
/// `rules_text` for the format).
pub fn render(page: RulesPage, figure: fn(&str) -> Option<El>) -> impl Iterator<Item = El> {
    page.iter().map(move |s| {
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
