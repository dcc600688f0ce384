//! The saved-games list (`save::listing`): which games it lists, what each line
//! says, when it waits, and the "Undo" offer after a delete.

use boardroom::engine::Game;
use boardroom::games::{mundus::MundusNovus, zaibatsu::Zaibatsu};
use boardroom::save::listing::{listing, undo_after_delay, Deleted, Line, Listing, Summary};
use boardroom::save::store::{BrokenEntry, StoredGame};

fn stored(slot: &str, game_id: &str) -> StoredGame {
    StoredGame {
        slot: slot.into(),
        game_id: game_id.into(),
        title: String::new(),
        updated_ms: 1_700_000_000_000.0,
        finished: false,
        moves: 0,
        code: format!("code of {slot}"),
        rev: 1,
    }
}

fn damaged(slot: &str) -> BrokenEntry {
    BrokenEntry {
        slot: slot.into(),
        why: "its code is damaged".into(),
        raw: "what was stored".into(),
        newer: None,
    }
}

fn playing(moves: usize) -> Option<Result<Summary, String>> {
    Some(Ok(Summary {
        title: "Zaibatsu: Ana and 2 computer players".into(),
        moves,
        result: None,
    }))
}

fn slots(l: &Listing) -> Vec<&str> {
    match l {
        Listing::Lines(lines) => lines
            .iter()
            .map(|line| match line {
                Line::Game { slot, .. } | Line::Unplayable { slot, .. } => slot.as_str(),
            })
            .collect(),
        other => panic!("no lines: {other:?}"),
    }
}

#[test]
fn one_games_list_leaves_out_the_others_and_the_damaged_saves() {
    let all = || {
        Ok(vec![
            Ok(stored("a", Zaibatsu::info().id)),
            Ok(stored("b", MundusNovus::info().id)),
            Err(damaged("c")),
        ])
    };
    let whole = listing(all(), None, |_| playing(3), |_| None);
    assert_eq!(slots(&whole), ["a", "b", "c"]);
    let zaibatsu = listing(all(), Some(Zaibatsu::info()), |_| playing(3), |_| None);
    assert_eq!(slots(&zaibatsu), ["a"]);
}

#[test]
fn an_empty_list_says_so_and_storage_that_cannot_be_read_says_why() {
    assert_eq!(
        listing(Ok(vec![]), None, |_| playing(0), |_| None),
        Listing::Empty("No saved games yet.".into())
    );
    let only_mundus = vec![Ok(stored("b", MundusNovus::info().id))];
    assert_eq!(
        listing(
            Ok(only_mundus),
            Some(Zaibatsu::info()),
            |_| playing(0),
            |_| None
        ),
        Listing::Empty("No saved games of Zaibatsu yet.".into())
    );
    assert_eq!(
        listing(
            Err("the browser refused".into()),
            None,
            |_| playing(0),
            |_| None
        ),
        Listing::Unreadable("the browser refused".into())
    );
}

#[test]
fn the_list_waits_until_every_game_has_been_opened() {
    let two = || {
        Ok(vec![
            Ok(stored("a", "zaibatsu")),
            Ok(stored("b", "zaibatsu")),
        ])
    };
    let one_on_its_way = |g: &StoredGame| if g.slot == "b" { None } else { playing(1) };
    assert_eq!(
        listing(two(), None, one_on_its_way, |_| None),
        Listing::Loading
    );
    assert_eq!(
        slots(&listing(two(), None, |_| playing(1), |_| None)),
        ["a", "b"]
    );
}

#[test]
fn a_line_says_the_moves_or_the_result_and_any_moves_not_saved() {
    let line = |found: Option<Result<Summary, String>>, unsaved: Option<usize>| match listing(
        Ok(vec![Ok(stored("a", "zaibatsu"))]),
        None,
        |_| found.clone(),
        |_| unsaved,
    ) {
        Listing::Lines(mut lines) => lines.remove(0),
        other => panic!("{other:?}"),
    };
    let Line::Game {
        status,
        finished,
        title,
        ..
    } = line(playing(12), None)
    else {
        panic!()
    };
    assert_eq!((status.as_str(), finished), ("12 moves", false));
    assert_eq!(title, "Zaibatsu: Ana and 2 computer players");
    let Line::Game { status, .. } = line(playing(12), Some(15)) else {
        panic!()
    };
    assert_eq!(
        status,
        "12 moves · unsaved moves: the last 3 could not be saved"
    );
    let over = Some(Ok(Summary {
        title: "Zaibatsu".into(),
        moves: 80,
        result: Some("Ana won: Ana 42, Ben 38".into()),
    }));
    let Line::Game {
        status, finished, ..
    } = line(over, None)
    else {
        panic!()
    };
    assert_eq!(
        (status.as_str(), finished),
        ("Finished. Ana won: Ana 42, Ben 38", true)
    );
}

#[test]
fn a_game_that_does_not_open_says_why_and_keeps_its_code_to_copy() {
    let found = Some(Err("its moves do not replay".to_string()));
    let list = listing(
        Ok(vec![Ok(stored("a", Zaibatsu::info().id))]),
        None,
        |_| found.clone(),
        |_| None,
    );
    assert_eq!(
        list,
        Listing::Lines(vec![Line::Unplayable {
            slot: "a".into(),
            name: "A saved game of Zaibatsu".into(),
            why: "its moves do not replay".into(),
            raw: "code of a".into(),
            delete: "Delete A saved game of Zaibatsu".into(),
        }])
    );
    let unknown = listing(
        Ok(vec![Ok(stored("a", "chess"))]),
        None,
        |_| found.clone(),
        |_| None,
    );
    let Listing::Lines(lines) = unknown else {
        panic!()
    };
    assert!(matches!(&lines[0], Line::Unplayable { name, .. } if name == "A saved game"));
}

#[test]
fn a_damaged_save_and_one_from_a_newer_version_are_named_apart() {
    let newer = BrokenEntry {
        newer: Some("Zaibatsu".into()),
        ..damaged("n")
    };
    let list = listing(
        Ok(vec![Err(damaged("d")), Err(newer)]),
        None,
        |_| None,
        |_| None,
    );
    let Listing::Lines(lines) = list else {
        panic!("{list:?}")
    };
    let Line::Unplayable { name, delete, .. } = &lines[0] else {
        panic!()
    };
    assert_eq!(
        (name.as_str(), delete.as_str()),
        ("A damaged save", "Delete the damaged save")
    );
    let Line::Unplayable { name, delete, .. } = &lines[1] else {
        panic!()
    };
    assert_eq!(
        name,
        "Zaibatsu — saved by a newer version of Boardroom: update the app"
    );
    assert_eq!(delete, &format!("Delete {name}"));
}

#[test]
fn the_undo_offer_ends_with_its_own_delay_not_an_earlier_ones() {
    let offer = |slot: &str| {
        Some(Deleted {
            slot: slot.into(),
            raw: "{}".into(),
            what: "Zaibatsu".into(),
        })
    };
    assert_eq!(undo_after_delay(offer("a"), "a"), None);
    // A second delete came before the first one's delay ended: its offer stays.
    assert_eq!(undo_after_delay(offer("b"), "a"), offer("b"));
    assert_eq!(undo_after_delay(None, "a"), None);
}
