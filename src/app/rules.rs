//! A game's rules page, drawn from its [`RulesPage`] data.

use leptos::prelude::*;

use super::registry;
use crate::games::rules_text::RulesPage;
use crate::save::Route;

pub fn page(id: &str) -> AnyView {
    let Some(entry) = registry::find(id) else {
        return super::setup::unknown_game(id);
    };
    let info = entry.info;
    view! {
        <article class="rules">
            <p><a href="#">"← All games"</a></p>
            <h1>{format!("{}: rules", info.name)}</h1>
            <p class="facts">
                {format!("{}–{} players · {}", info.min_players, info.max_players, info.length)}
            </p>
            {entry
                .playable
                .then(|| {
                    view! {
                        <p>
                            <a class="button primary" href=Route::NewGame(info.id.into()).fragment()>
                                {format!("New game of {}", info.name)}
                            </a>
                        </p>
                    }
                })}
            {render(entry.rules)}
        </article>
    }
    .into_any()
}

/// Sections, paragraphs, bullets and tables (see `rules_text` for the format).
pub fn render(page: RulesPage) -> impl IntoView {
    page.iter()
        .map(|s| {
            view! {
                <section>
                    <h2>{s.title}</h2>
                    {blocks(s.body)}
                </section>
            }
        })
        .collect_view()
}

fn blocks(body: &'static str) -> impl IntoView {
    body.split("\n\n")
        .map(|block| {
            let lines: Vec<&str> = block
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            if !lines.is_empty() && lines.iter().all(|l| l.starts_with("- ")) {
                let items = lines
                    .iter()
                    .map(|l| view! { <li>{l.trim_start_matches("- ").to_string()}</li> })
                    .collect_view();
                view! { <ul>{items}</ul> }.into_any()
            } else if !lines.is_empty() && lines.iter().all(|l| l.starts_with("| ")) {
                table(&lines).into_any()
            } else {
                view! { <p>{lines.join(" ")}</p> }.into_any()
            }
        })
        .collect_view()
}

fn cells(line: &str) -> Vec<String> {
    line.trim_start_matches("| ")
        .trim_end_matches(" |")
        .trim_end_matches('|')
        .split(" | ")
        .map(|c| c.trim().to_string())
        .collect()
}

fn table(lines: &[&str]) -> impl IntoView {
    let head = cells(lines[0]);
    let rows: Vec<Vec<String>> = lines[1..].iter().map(|l| cells(l)).collect();
    view! {
        <div class="table-scroll">
            <table>
                <thead>
                    <tr>{head.into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}</tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|r| {
                            view! {
                                <tr>{r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}
