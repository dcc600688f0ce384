//! The words' catalogs (src/words/, issue 69): every language's has every
//! message of the English one, with the same arguments, and nothing more; the
//! catalog built into the app is its sources; and the grammar the catalogs
//! are given: the reader as "you" in every seat (a replay seen by another seat
//! says "you" to that one), a subject a heading already names left out,
//! plurals at 0, 1, 2 and 5, lists of one to four names.

use std::path::Path;

use boardroom::engine::{Game, Narrator};
use boardroom::games::zaibatsu::{Event, Zaibatsu};
use boardroom::words::compile::{compile, differences, sources};
use boardroom::words::{Args, Catalog};

fn catalogs() -> Vec<(String, Vec<(String, String)>)> {
    sources(Path::new(env!("CARGO_MANIFEST_DIR")))
        .into_iter()
        .collect()
}

#[test]
fn every_catalog_has_the_english_messages_with_the_same_arguments() {
    let all = catalogs();
    let english = all
        .iter()
        .find(|(l, _)| l == "en")
        .expect("an English catalog");
    let english = compile("en", &english.1).unwrap_or_else(|p| panic!("{p:#?}"));
    assert!(
        english.messages.len() > 10,
        "{} messages",
        english.messages.len()
    );
    let mut found = Vec::new();
    for (lang, files) in &all {
        match compile(lang, files) {
            Ok(c) => found.extend(differences(&english, &c)),
            Err(problems) => found.extend(problems),
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// The check bites: a catalog missing a message, with one English lacks,
/// and reading an argument by a wrong name is refused, each named.
#[test]
fn a_broken_catalog_is_refused() {
    let english = compile(
        "en",
        &[(
            "en.ftl".into(),
            "a = A { $n }\nb = B { $who-is ->\n [you] you\n *[they] { $who }\n}\n".into(),
        )],
    )
    .unwrap();
    let broken = compile("fr", &[("fr.ftl".into(), "a = A { $m }\nc = C\n".into())]).unwrap();
    let found = differences(&english, &broken);
    assert_eq!(found.len(), 3, "{found:#?}");
    assert!(found.iter().any(|f| f.contains("b is missing")));
    assert!(found.iter().any(|f| f.contains("c is not in English")));
    assert!(found.iter().any(|f| f.contains("a reads {\"m\"}")));
    // Unreadable text, a message written twice, and a reference to nothing.
    let bad = compile(
        "de",
        &[(
            "de.ftl".into(),
            "a = A\na = B\nb = { c }\nd = { NUMBER($n) }\n".into(),
        )],
    )
    .unwrap_err();
    assert_eq!(bad.len(), 3, "{bad:#?}");
}

#[test]
fn the_built_in_catalog_is_its_sources() {
    let english = catalogs().into_iter().find(|(l, _)| l == "en").unwrap();
    assert_eq!(
        Catalog::english().compiled(),
        &compile("en", &english.1).unwrap()
    );
}

#[test]
fn plurals_follow_the_count() {
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let n = Narrator::new(&names, Some(0));
    let round = |each: usize| {
        Zaibatsu::narrate(
            &Event::RoundStarted {
                round: 2,
                commissioner: 1,
                each,
            },
            &n,
        )
    };
    assert!(round(0).ends_with("and 0 new cards."), "{}", round(0));
    assert!(round(1).ends_with("and 1 new card."), "{}", round(1));
    assert!(round(2).ends_with("and 2 new cards."), "{}", round(2));
    assert!(round(5).ends_with("and 5 new cards."), "{}", round(5));
}

#[test]
fn lists_of_one_to_four() {
    let w = Catalog::english();
    assert_eq!(w.list(&["Ann"]), "Ann");
    assert_eq!(w.list(&["Ann", "Bob"]), "Ann and Bob");
    assert_eq!(w.list(&["Ann", "Bob", "Cy"]), "Ann, Bob and Cy");
    assert_eq!(w.list(&["Ann", "Bob", "Cy", "Di"]), "Ann, Bob, Cy and Di");
}

/// Whoever reads, their own seat is "you", and a seat's name never stands
/// for the reader; under a heading that names the mover, the line leaves the
/// mover out.
#[test]
fn the_reader_is_you_in_every_seat() {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let bid = |seat| Event::Bid { seat, amount: 7 };
    for reader in 0..3 {
        let n = Narrator::new(&names, Some(reader));
        for (seat, name) in names.iter().enumerate() {
            let line = Zaibatsu::narrate(&bid(seat), &n);
            if seat == reader {
                assert_eq!(line, "You bid T¥7.");
            } else {
                assert_eq!(line, format!("{name} bids T¥7."));
            }
            let under = Zaibatsu::narrate(&bid(seat), &n.under(seat));
            assert!(
                !under.contains(name.as_str()) && !under.contains("You"),
                "{under}"
            );
        }
    }
    // A spectator's replay names everyone.
    let watching = Narrator::new(&names, None);
    assert_eq!(Zaibatsu::narrate(&bid(0), &watching), "Ann bids T¥7.");
    // A message given no value for an argument it reads says so.
    assert!(Catalog::english()
        .try_say("zaibatsu-bid", &Args::new())
        .is_err());
}

/// Mundus Novus: counts at 0, 1, 2 and 5, the reader as "you" in a sentence
/// naming two seats, and a lone winner's one doubloon.
#[test]
fn mundus_novus_words() {
    use boardroom::games::mundus::{Ending, Event as Mn, MundusNovus, Resource};

    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let n = Narrator::new(&names, Some(1));
    let say = |e: &Mn| MundusNovus::narrate(e, &n);
    for (count, words) in [
        (0, "0 untaken cards"),
        (1, "1 untaken card"),
        (2, "2 untaken cards"),
        (5, "5 untaken cards"),
    ] {
        let line = say(&Mn::Returned { seat: 0, count });
        assert_eq!(line, format!("Ann takes {words} back."));
    }
    let line = say(&Mn::TurnEnded {
        seat: 1,
        discarded: 1,
        income: 1,
        shipyards: 0,
    });
    assert_eq!(line, "You discard 1 unused card, 1 doubloon of income.");
    let cocoa = Resource::new(0).unwrap();
    let gave = |from, to| Mn::Gave {
        from,
        to,
        kind: Some(cocoa),
    };
    assert_eq!(say(&gave(1, 2)), "You give Cy cocoa (1) to even the trade.");
    assert_eq!(
        say(&gave(0, 1)),
        "Ann gives you cocoa (1) to even the trade."
    );
    assert_eq!(
        say(&gave(0, 2)),
        "Ann gives Cy cocoa (1) to even the trade."
    );
    assert_eq!(
        MundusNovus::narrate(&gave(0, 2), &n.under(0)),
        "gives Cy cocoa (1) to even the trade."
    );
    let won = |winners: Vec<usize>, money| Mn::GameOver {
        ending: Ending::Perfect,
        winners,
        money: vec![money; 3],
    };
    assert_eq!(
        say(&won(vec![1], 1)),
        "You win with the perfect set (1 doubloon)."
    );
    assert_eq!(
        say(&won(vec![2, 1], 80)),
        "Cy and you share the win with the perfect set (80, 80 doubloons)."
    );
}
