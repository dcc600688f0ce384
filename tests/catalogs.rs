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

/// Detroit Motors: a count of tokens at 0, 1, 2 and 5; the reader as "you"
/// mid-sentence and among the excluded; under its heading, the winner left out.
#[test]
fn detroit_counts_and_the_reader() {
    use boardroom::games::detroit::{DetroitMotors, Event as Dm};
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let n = Narrator::new(&names, Some(1));
    let won = |tokens| {
        DetroitMotors::narrate(
            &Dm::GameWon {
                seat: 0,
                tokens,
                tied: vec![],
            },
            &n,
        )
    };
    assert_eq!(won(0), "Ann has 0 tokens and wins!");
    assert_eq!(won(1), "Ann has 1 token and wins!");
    assert_eq!(won(2), "Ann has 2 tokens and wins!");
    assert_eq!(won(5), "Ann has 5 tokens and wins!");
    let you_won = Dm::GameWon {
        seat: 1,
        tokens: 5,
        tied: vec![],
    };
    assert_eq!(
        DetroitMotors::narrate(&you_won, &n),
        "You have 5 tokens and win!"
    );
    assert_eq!(
        DetroitMotors::narrate(&you_won, &n.under(1)),
        "have 5 tokens and win!"
    );
    let folded = Dm::BrokerElected {
        seat: 1,
        nominees: vec![],
    };
    assert_eq!(
        DetroitMotors::narrate(&folded, &n),
        "Everyone folded: you are broker."
    );
    let scraps = |excluded: Vec<usize>, scrap_to| {
        DetroitMotors::narrate(&Dm::ScrapsDealt { excluded, scrap_to }, &n)
    };
    assert_eq!(
        scraps(vec![1], vec![1]),
        "Excluded: you. Your position card is shuffled and dealt back: \
         you receive a scrap and a token. You sit out the rest of the round."
    );
    assert_eq!(
        scraps(vec![0, 2], vec![]),
        "Excluded: Ann and Cy. Their position cards are shuffled and dealt back: \
         nobody receives a scrap. They sit out the rest of the round."
    );
}

/// The Independents: disks at 0, 1, 2 and 5, cards drawn as "no cards", "a
/// card", "2 cards"; the reader as "you" wherever a seat is named, and "your"
/// company sheet; a bankruptcy without a token still says what it lost.
#[test]
fn independents_plurals_and_the_reader() {
    use boardroom::games::independents::{Event as Ind, Fiscal, Independents};
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let n = Narrator::new(&names, Some(0));
    let say = |e: &Ind| Independents::narrate(e, &n);
    let put = |disks| {
        say(&Ind::Selected {
            seat: 1,
            section: 0,
            disks,
        })
    };
    assert_eq!(put(0), "Bob puts 0 disks on Sedan.");
    assert_eq!(put(1), "Bob puts 1 disk on Sedan.");
    assert_eq!(put(2), "Bob puts 2 disks on Sedan.");
    assert_eq!(put(5), "Bob puts 5 disks on Sedan.");
    let drew = |count| say(&Ind::Drew { seat: 0, count });
    assert_eq!(drew(0), "You draw no cards.");
    assert_eq!(drew(1), "You draw a card.");
    assert_eq!(drew(2), "You draw 2 cards.");
    for (seat, sheet) in [(0, "your"), (1, "their")] {
        let line = say(&Ind::Required {
            seat,
            section: 0,
            disks: 1,
        });
        assert!(
            line.contains(&format!("from {sheet} company sheet")),
            "{line}"
        );
    }
    assert_eq!(
        say(&Ind::Halved {
            seat: 1,
            section: 0,
            winner: 0,
            kept: 2,
            lost: 1
        }),
        "Bob loses the draw on Sedan to you: 2 to the return pool, 1 to the supply."
    );
    assert_eq!(
        say(&Ind::BagDraw {
            section: None,
            category: None,
            bag: vec![(1, 3), (0, 1)],
            winner: 0
        }),
        "Car of the Year: the bag holds Bob 3 (75%) and you 1 (25%). You win the draw."
    );
    let bankrupt = |token, cards| {
        say(&Ind::Fiscal {
            seat: 1,
            status: Fiscal::Bankrupt {
                added: 1,
                sheet: 0,
                token,
                cards,
            },
            disks: 9,
        })
    };
    assert_eq!(
        bankrupt(true, 2),
        "Bob goes bankrupt, losing a token and 2 saved cards: new company Hudson, 1 disk from the supply."
    );
    assert_eq!(
        bankrupt(false, 1),
        "Bob goes bankrupt, losing 1 saved card: new company Hudson, 1 disk from the supply."
    );
    assert_eq!(
        bankrupt(false, 0),
        "Bob goes bankrupt: new company Hudson, 1 disk from the supply."
    );
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
