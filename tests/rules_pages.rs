//! Every game's rules page reads cleanly: no markup the page would show raw
//! ("**", a "|" row inside a paragraph), no table row wider than its head, no
//! steps numbered out of order (see `rules_text::problems`).

use boardroom::games::{self, rules_text};

#[test]
fn every_rules_page_reads_cleanly() {
    let listings = games::listings();
    assert!(!listings.is_empty());
    let mut all = Vec::new();
    for l in listings {
        let id = l.info.id;
        assert!(!l.rules.is_empty(), "{id} has no rules page");
        all.extend(
            rules_text::problems(l.rules)
                .into_iter()
                .map(|p| format!("{id}: {p}")),
        );
    }
    // The coach's section, written from the tables, reads cleanly too.
    for (id, text) in games::rules_files() {
        let text = text.unwrap_or_else(|| panic!("{id}: the page cannot be written"));
        all.extend(
            rules_text::problems(&rules_text::parse(&text))
                .into_iter()
                .map(|p| format!("{id} (as written): {p}")),
        );
    }
    assert!(all.is_empty(), "\n{}", all.join("\n"));
}
