//! The in-app rules pages are plain data: sections of text, so each game keeps its
//! rules (and every decision we made where the seed is silent) beside its code.
//!
//! Body text, line by line (a blank line ends a paragraph):
//! - a line starting with "- " is a bullet; bullets in a row make one list;
//! - a line starting with "1. ", "2. "… is a numbered step; steps make one
//!   list even with blank lines between them, and must count up from 1;
//! - a line starting with "|" is a table row with cells split by "|"; the first
//!   row of a table is its head, and a row may have fewer cells than the head;
//! - a line that is only `[figure: NAME]` is drawn by the game's board code
//!   (its card list with the board's own symbols, say), in the browser only;
//! - any other line is text; text lines in a row make one paragraph.
//!
//! [`blocks`] reads a body the way the rules page draws it; [`problems`] says
//! what in a page would reach the player as raw markup or a broken table.
//!
//! The browser does not carry this text in its code: each page is written out as
//! a plain-text file, `static/rules/<game id>.txt` ([`to_text`]), which the rules
//! page fetches and reads back with [`parse`] (and the offline worker caches).
//! `tests/static_files.rs` keeps the files equal to the Rust source
//! (`BOARDROOM_WRITE_STATIC=1 cargo test --test suite static_files::` rewrites them).

/// One section of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section<'a> {
    pub title: &'a str,
    pub body: &'a str,
}

/// A whole rules page.
pub type RulesPage = &'static [Section<'static>];

/// What starts a section's title line in a rules file.
const TITLE: &str = "## ";

/// The page as the text file the browser fetches: each section is its title
/// line, "## " and the title, then its body, then a blank line. `None` when a
/// title or a body line would be read as a title, or a body is empty.
pub fn to_text(page: &[Section<'_>]) -> Option<String> {
    let mut out = String::new();
    for s in page {
        let bad = s.title.contains('\n')
            || s.body.trim().is_empty()
            || s.body.lines().any(|l| l.starts_with(TITLE));
        if bad {
            return None;
        }
        out.push_str(TITLE);
        out.push_str(s.title);
        out.push('\n');
        out.push_str(s.body);
        out.push_str("\n\n");
    }
    Some(out)
}

/// The sections of a rules file written by [`to_text`].
pub fn parse(text: &str) -> Vec<Section<'_>> {
    let Some(rest) = text.strip_prefix(TITLE) else {
        return Vec::new();
    };
    rest.split("\n## ")
        .map(|chunk| {
            let (title, body) = chunk.split_once('\n').unwrap_or((chunk, ""));
            Section {
                title: title.trim_end(),
                body: body.trim_end(),
            }
        })
        .collect()
}

/// One block of a section's body, as the rules page draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    Paragraph(String),
    Bullets(Vec<&'a str>),
    /// Numbered steps, without their numbers; `first` is the number written
    /// on the first one (a problem unless it is 1).
    Steps {
        first: u32,
        items: Vec<&'a str>,
    },
    Table {
        head: Vec<&'a str>,
        rows: Vec<Vec<&'a str>>,
    },
    Figure(&'a str),
}

/// "3. Text" as (3, "Text").
fn step(line: &str) -> Option<(u32, &str)> {
    let (number, text) = line.split_once(". ")?;
    let n = number.parse().ok()?;
    (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())).then_some((n, text))
}

fn cells(line: &str) -> Vec<&str> {
    let inner = line.trim_start_matches('|');
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    inner.split('|').map(str::trim).collect()
}

/// A section's body as blocks (see the module's notes).
pub fn blocks(body: &str) -> Vec<Block<'_>> {
    let mut out: Vec<Block<'_>> = Vec::new();
    // Whether the last block may take the next line of its own kind (a blank
    // line closes paragraphs, bullets and tables; steps run on).
    let mut open = false;
    for line in body.lines().map(str::trim) {
        if line.is_empty() {
            open = false;
            continue;
        }
        let last = out.last_mut();
        if let Some(name) = line
            .strip_prefix("[figure: ")
            .and_then(|l| l.strip_suffix(']'))
        {
            out.push(Block::Figure(name));
            open = false;
            continue;
        }
        if let Some(item) = line.strip_prefix("- ") {
            match last {
                Some(Block::Bullets(items)) if open => items.push(item),
                _ => out.push(Block::Bullets(vec![item])),
            }
        } else if let Some((n, item)) = step(line) {
            match last {
                Some(Block::Steps { items, .. }) => items.push(item),
                _ => out.push(Block::Steps {
                    first: n,
                    items: vec![item],
                }),
            }
        } else if line.starts_with('|') {
            match last {
                Some(Block::Table { head, rows }) if open && !head.is_empty() => {
                    rows.push(cells(line))
                }
                _ => out.push(Block::Table {
                    head: cells(line),
                    rows: Vec::new(),
                }),
            }
        } else {
            match last {
                Some(Block::Paragraph(text)) if open => {
                    text.push(' ');
                    text.push_str(line);
                }
                _ => out.push(Block::Paragraph(line.to_string())),
            }
        }
        open = true;
    }
    out
}

/// Marks of a markup this renderer does not read: they would reach the page
/// as they are.
const RAW: &[&str] = &["**", "`", "[figure", "| "];

/// What in `page` would show as raw markup or a broken table or list, one
/// line per problem naming its section; empty when the page reads cleanly.
pub fn problems(page: &[Section<'_>]) -> Vec<String> {
    let mut found = Vec::new();
    for s in page {
        let mut say = |what: String| found.push(format!("{}: {what}", s.title));
        let text = |t: &str, say: &mut dyn FnMut(String)| {
            if let Some(mark) = RAW.iter().find(|m| t.contains(*m)) {
                say(format!("\"{mark}\" in \"{t}\""));
            }
            if t.starts_with(['*', '#', '+', '>']) {
                say(format!("a line of unknown markup: \"{t}\""));
            }
        };
        for b in blocks(s.body) {
            match b {
                Block::Paragraph(t) => text(&t, &mut say),
                Block::Bullets(items) => items.iter().for_each(|t| text(t, &mut say)),
                Block::Steps { first, items } => {
                    if first != 1 {
                        say(format!("steps start at {first}"));
                    }
                    items.iter().for_each(|t| text(t, &mut say));
                }
                Block::Table { head, rows } => {
                    if rows.is_empty() || head.len() < 2 {
                        say(format!("a table of one row or column: {head:?}"));
                    }
                    for r in &rows {
                        if r.len() > head.len() {
                            say(format!("a row wider than its head: {r:?}"));
                        }
                        r.iter().for_each(|t| text(t, &mut say));
                    }
                    head.iter().for_each(|t| text(t, &mut say));
                }
                Block::Figure(_) => {}
            }
        }
        // Steps count up: the page numbers them itself.
        let written: Vec<u32> = s
            .body
            .lines()
            .filter_map(|l| step(l.trim()))
            .map(|(n, _)| n)
            .collect();
        if written.iter().zip(1..).any(|(&n, k)| n != k) {
            say(format!("steps numbered {written:?}"));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_become_paragraphs_lists_steps_and_tables() {
        let b = blocks(
            "Lead in:\n- one\n- two\nAfter.\n\n1. First.\n\n2. Second.\n\n\
             | A | B\n| 1 | 2 |\n| 3 |\n\n[figure: cards]",
        );
        assert_eq!(
            b,
            vec![
                Block::Paragraph("Lead in:".into()),
                Block::Bullets(vec!["one", "two"]),
                Block::Paragraph("After.".into()),
                Block::Steps {
                    first: 1,
                    items: vec!["First.", "Second."]
                },
                Block::Table {
                    head: vec!["A", "B"],
                    rows: vec![vec!["1", "2"], vec!["3"]]
                },
                Block::Figure("cards"),
            ]
        );
    }

    #[test]
    fn what_would_show_raw_is_a_problem() {
        let page: RulesPage = &[
            Section {
                title: "Bold",
                body: "Some **bold** text.",
            },
            Section {
                title: "Steps",
                body: "2. Second.\n\n3. Third.",
            },
            Section {
                title: "Table",
                body: "| A | B\n| 1 | 2 | 3",
            },
            Section {
                title: "Fine",
                body: "Text.\n- a\n\n| A | B\n| 1 | 2",
            },
        ];
        let p = problems(page);
        assert!(p.iter().any(|l| l.starts_with("Bold: ")), "{p:?}");
        assert!(p.iter().any(|l| l.starts_with("Steps: ")), "{p:?}");
        assert!(p.iter().any(|l| l.starts_with("Table: ")), "{p:?}");
        assert!(!p.iter().any(|l| l.starts_with("Fine: ")), "{p:?}");
    }
}
