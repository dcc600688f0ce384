//! Every game's rules page reads cleanly: no markup the page would show raw
//! ("**", a "|" row inside a paragraph), no table row wider than its head, no
//! steps numbered out of order (see `rules_text::problems`).

use boardroom::engine::Game;
use boardroom::games::{self, detroit, independents, mundus, rules_text, zaibatsu};

fn id<G: Game>() -> &'static str {
    G::info().id
}

#[test]
fn every_rules_page_reads_cleanly() {
    let pages = [
        (id::<independents::Independents>(), independents::RULES),
        (id::<detroit::DetroitMotors>(), detroit::RULES),
        (id::<mundus::MundusNovus>(), mundus::RULES),
        (id::<zaibatsu::Zaibatsu>(), zaibatsu::RULES),
    ];
    let listed: Vec<&str> = games::infos().iter().map(|i| i.id).collect();
    let here: Vec<&str> = pages.iter().map(|p| p.0).collect();
    assert_eq!(here, listed, "one page here per listed game");
    let mut all = Vec::new();
    for (id, page) in pages {
        assert!(!page.is_empty(), "{id} has no rules page");
        all.extend(
            rules_text::problems(page)
                .into_iter()
                .map(|p| format!("{id}: {p}")),
        );
    }
    assert!(all.is_empty(), "\n{}", all.join("\n"));
}
