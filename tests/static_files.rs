//! Files the browser reads that are written from the Rust source, so that the
//! source stays the one place to edit them:
//! - each game's rules page, `static/rules/<id>.txt`, from its `rules_page.rs`
//!   (the page fetches it when it opens: its text is not in the app's code);
//! - each game's board stylesheet, `static/boards/<id>.css`, from its folder's
//!   `board.css` (linked when its game's part is asked for: not in the first visit's way);
//! - the games on index.html's loading page, from each game's `GameInfo`.
//!
//! `BOARDROOM_WRITE_STATIC=1 cargo test --test suite static_files::` rewrites them.

use std::path::PathBuf;

use boardroom::games::rules_text::parse;
use boardroom::games::{board_styles, listings, rules_files, rules_pages, COACH_TITLE};
use boardroom::save::Route;

const REWRITE: &str = "BOARDROOM_WRITE_STATIC=1 cargo test --test suite static_files::";

fn rewriting() -> bool {
    std::env::var_os("BOARDROOM_WRITE_STATIC").is_some()
}

fn path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// Writes `text` to `file` when rewriting; else whether the file holds it.
fn check_or_write(file: &PathBuf, text: &str) -> bool {
    if rewriting() {
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
        true
    } else {
        std::fs::read_to_string(file).ok().as_deref() == Some(text)
    }
}

/// Rewrites, or checks, the files of `folder` (under `static/`): exactly
/// `files`, each (name, contents), written from `source` in the games' folders;
/// a file no game wrote is refused too.
fn folder_holds(folder: &str, files: &[(String, &str)], source: &str) {
    let stale: Vec<String> = files
        .iter()
        .map(|(name, text)| (path(&format!("static/{folder}/{name}")), text))
        .filter(|(file, text)| !check_or_write(file, text))
        .map(|(file, _)| file.display().to_string())
        .collect();
    assert!(
        stale.is_empty(),
        "{} differ from the games' {source}: run `{REWRITE}`",
        stale.join(", ")
    );
    for entry in std::fs::read_dir(path(&format!("static/{folder}"))).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            files.iter().any(|(n, _)| *n == name),
            "static/{folder}/{name} comes from no game's {source}: delete it"
        );
    }
}

#[test]
fn every_rules_file_is_the_games_rules_page() {
    let pages = rules_pages();
    let texts: Vec<(String, String)> = rules_files()
        .into_iter()
        .zip(&pages)
        .map(|((id, text), (_, page))| {
            let text = text.unwrap_or_else(|| {
                panic!("{id}: a title or a body line starts with \"## \", or a body is empty")
            });
            // What the browser will read back is the page itself, then the
            // coach's section.
            let read = parse(&text);
            assert_eq!(
                &read[..read.len() - 1],
                *page,
                "{id}: the text does not read back whole"
            );
            assert_eq!(
                read[read.len() - 1].title,
                COACH_TITLE,
                "{id}: the coach's section last"
            );
            (format!("{id}.txt"), text)
        })
        .collect();
    let files: Vec<(String, &str)> = texts.iter().map(|(n, t)| (n.clone(), t.as_str())).collect();
    folder_holds("rules", &files, "rules_page.rs");
}

#[test]
fn every_board_stylesheet_is_the_games_board_css() {
    let files: Vec<(String, &str)> = board_styles()
        .into_iter()
        .map(|(id, css)| (format!("{id}.css"), css))
        .collect();
    folder_holds("boards", &files, "board.css");
}

#[test]
fn a_page_reads_back_with_its_paragraphs_and_tables() {
    let text = "## One\nA line.\n\n- a\n- b\n\n## Two\n| x | y\n| 1 | 2\n\n";
    let sections = parse(text);
    assert_eq!(sections.len(), 2);
    assert_eq!(sections[0].title, "One");
    assert_eq!(sections[0].body, "A line.\n\n- a\n- b");
    assert_eq!(sections[1].body, "| x | y\n| 1 | 2");
    assert!(parse("no title").is_empty());
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The part of `html` between the line holding `start` and the `end` marker,
/// replaced by `lines`.
fn fill(html: &str, start: &str, end: &str, lines: &str) -> String {
    let from = html
        .find(start)
        .unwrap_or_else(|| panic!("index.html has no {start:?}"));
    let from = from + html[from..].find('\n').unwrap() + 1;
    let to = html
        .find(end)
        .unwrap_or_else(|| panic!("index.html has no {end:?}"));
    format!("{}{}{}", &html[..from], lines, &html[to..])
}

/// The loading page shows the four games at once, as the home page's cards
/// (and its top bar, their names) do, with their "New game" and rules links: a
/// tap before the app has started opens that page once it has.
#[test]
fn the_loading_page_lists_every_game_as_the_home_page_does() {
    let file = path("index.html");
    let html = std::fs::read_to_string(&file).unwrap();
    let mut names = String::new();
    let mut cards = String::new();
    // The games the app ships: a test fixture in the list is not on the page.
    for info in listings()
        .into_iter()
        .filter(|l| !l.fixture)
        .map(|l| l.info)
    {
        names.push_str(&format!("        <span>{}</span>\n", escape(info.name)));
        // The pitch may be wrapped in the source: one space between words.
        let pitch: Vec<&str> = info.pitch.split_whitespace().collect();
        let name = escape(info.name);
        cards.push_str(&format!(
            "          <li class=\"game-card\"><h3>{name}</h3><p class=\"facts\">{}–{} players · {}</p><p>{}</p>\
             <div class=\"buttons\"><a class=\"button primary\" href=\"{}\">New game of {name}</a>\
             <a class=\"button\" href=\"{}\">Rules of {name}</a></div></li>\n",
            info.min_players,
            info.max_players,
            escape(info.length),
            escape(&pitch.join(" ")),
            Route::NewGame(info.id.into()).fragment(),
            Route::Rules(info.id.into()).fragment(),
        ));
    }
    let fresh = fill(
        &html,
        "<!-- The games' names, written from their GameInfo by ",
        "<!-- end of the names -->",
        &names,
    );
    let fresh = fill(
        &fresh,
        "<!-- The games, written from their GameInfo by ",
        "<!-- end of the games -->",
        &cards,
    );
    assert!(
        check_or_write(&file, &fresh),
        "the games on index.html's loading page differ from the games' GameInfo: run `{REWRITE}`"
    );
}
