//! A game's rules page, drawn from its [`RulesPage`] data as plain elements
//! (see [`super::markup`]): nothing on it changes once drawn.

use leptos::prelude::*;

use super::markup::{div, el, El};
use super::registry;
use crate::games::rules_text::RulesPage;
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

/// Sections, paragraphs, bullets, tables and the game's figures (see
/// `rules_text` for the format).
pub fn render(page: RulesPage, figure: fn(&str) -> Option<El>) -> impl Iterator<Item = El> {
    page.iter().map(move |s| {
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
