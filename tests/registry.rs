//! The list of games (src/games/mod.rs): every listed game is reachable by its
//! id, and no two share an id or a save-code tag (a reused tag would open one
//! game's save codes as another's).

use boardroom::games::{self, Listed, Visitor};

#[test]
fn no_two_games_share_an_id_or_a_code_tag() {
    let infos = games::infos();
    assert!(infos.len() >= 4, "the four games at least");
    for (i, a) in infos.iter().enumerate() {
        for b in &infos[i + 1..] {
            assert_ne!(a.id, b.id, "two games are listed as {}", a.id);
            assert_ne!(
                a.code_tag, b.code_tag,
                "{} and {} share the save-code tag {}",
                a.id, b.id, a.code_tag
            );
        }
    }
}

struct Id;

impl Visitor for Id {
    type Out = &'static str;
    fn visit<G: Listed>(self) -> &'static str {
        G::info().id
    }
}

#[test]
fn every_listed_game_is_visited_by_its_own_id() {
    for info in games::infos() {
        assert_eq!(games::visit(info.id, Id), Some(info.id));
    }
    assert_eq!(games::visit("no-such-game", Id), None);
}

#[test]
fn the_shipped_games_are_the_listed_ones_less_the_fixtures() {
    let listed: Vec<&str> = games::listings()
        .iter()
        .filter(|l| !l.fixture)
        .map(|l| l.info.id)
        .collect();
    let pages: Vec<&str> = games::rules_pages().iter().map(|p| p.0).collect();
    let styles: Vec<&str> = games::board_styles().iter().map(|s| s.0).collect();
    assert_eq!(pages, listed);
    assert_eq!(styles, listed);
    for id in ["independents", "detroit", "mundus-novus", "zaibatsu"] {
        assert!(listed.contains(&id), "{id} is not shipped");
    }
}

/// The minutes a game's typical length says, least and most ("30–45 min").
fn minutes(length: &str) -> (u32, u32) {
    let figures: Vec<u32> = length
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().expect("a figure"))
        .collect();
    match figures[..] {
        [one] => (one, one),
        [least, most] => (least, most),
        _ => panic!("a length of one or two figures: {length:?}"),
    }
}

#[test]
fn the_home_page_lists_the_shortest_game_first() {
    let lengths: Vec<(u32, u32)> = games::listings()
        .iter()
        .filter(|l| !l.fixture)
        .map(|l| minutes(l.info.length))
        .collect();
    let mut sorted = lengths.clone();
    sorted.sort();
    assert_eq!(lengths, sorted, "the games' lengths in list order");
    assert_eq!(minutes("30–45 min"), (30, 45));
}
