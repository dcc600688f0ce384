//! The in-app rules pages are plain data: sections of text, so each game keeps its
//! rules (and every decision we made where the seed is silent) beside its code.
//!
//! Body text: paragraphs are separated by a blank line; a line starting with "- "
//! is a bullet; a line starting with "| " is a table row with cells split by " | ";
//! a block that is only `[figure: NAME]` is drawn by the game's board code (its
//! card list with the board's own symbols, say), in the browser only.
//!
//! The browser does not carry this text in its code: each page is written out as
//! a plain-text file, `static/rules/<game id>.txt` ([`to_text`]), which the rules
//! page fetches and reads back with [`parse`] (and the offline worker caches).
//! `tests/static_files.rs` keeps the files equal to the Rust source
//! (`BOARDROOM_WRITE_STATIC=1 cargo test --test static_files` rewrites them).

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
