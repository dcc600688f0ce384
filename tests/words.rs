//! The words a player reads, over seeded random games of every listed game at
//! several player counts (and each rule book of the Independents): every event
//! narrated for every seat and for a spectator, and the label, the guide's
//! explanation and the refusal reason of every action offered on the way. None
//! may say "1 <plural>" ("1 doubloons"), a capital "You" in mid-sentence ("the
//! next proposer is You"), "You" with another's verb ("You wins"), a seat
//! giving something to itself ("Ada gives an extra token to Ada"), "a token
//! each" to a single player, or two spaces in a row. `BOARDROOM_WORDS_GAMES=N` plays N games per player count and rule book.
//!
//! The boards' own labels (headings, counts, button faces) are built only in
//! the browser: `tests/browser/axe.test.mjs` reads the words each board shows
//! on every screen it visits and holds them to these same rules (its
//! `badWords`, a copy of [`problem`]'s checks, plus a name listed twice in a
//! row, "You and You"); keep the two in step.

use std::collections::BTreeMap;

use crate::common;

use boardroom::engine::{rng, Game, GameRng, Match};
use boardroom::games::{self, Listed, Visitor};

/// Games per player count and rule book by default: a few hundred in all.
const DEFAULT_GAMES: u64 = 16;

/// Actions after which a random game counts as never ending.
const MAX_STEPS: usize = 20_000;

/// One-word names, so a sentence's subject and object compare as words.
const NAMES: [&str; 18] = [
    "Ada", "Bo", "Cy", "Dmitri", "Eve", "Flo", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu", "Max",
    "Ned", "Oz", "Pia", "Quin", "Rex",
];

/// Words ending in "s" that are not plurals and may follow "1 ".
const NOT_PLURALS: &[&str] = &[
    "is", "was", "has", "does", "its", "this", "as", "us", "plus", "minus", "always", "beats",
];

/// The first thing wrong with a text a player reads, if any.
fn problem(text: &str) -> Option<String> {
    one_with_plural(text)
        .or_else(|| capital_you_inside(text))
        .or_else(|| you_with_their_verb(text))
        .or_else(|| giving_to_itself(text))
        .or_else(|| listed_twice(text))
        .or_else(|| {
            text.contains("  ")
                .then(|| "two spaces in a row".to_string())
        })
        .or_else(|| {
            // A message the catalog lacks, or an argument it was not given
            // (words::Catalog::say shows either in braces).
            text.contains(['{', '}'])
                .then(|| "a message or argument missing from the catalog".to_string())
        })
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Words that may stand between a count and its noun ("1 new card").
const BEFORE_NOUNS: &[&str] = &[
    "new",
    "saved",
    "unused",
    "untaken",
    "plunder",
    "extra",
    "more",
    "odd",
    "victory",
    "selective",
    "other",
    "different",
    "identical",
    "free",
];

/// "1 doubloons", "1 new cards": a lone 1 before a lowercase word ending in
/// "s", or before one of [`BEFORE_NOUNS`] and such a word.
fn one_with_plural(text: &str) -> Option<String> {
    // The lowercase word at the start of `s`, if it is a whole word.
    let word = |s: &str| -> Option<String> {
        let w: String = s.chars().take_while(|c| c.is_ascii_lowercase()).collect();
        (!w.is_empty() && !s[w.len()..].starts_with(is_word_char)).then_some(w)
    };
    let plural = |w: &str| w.ends_with('s') && !w.ends_with("ss") && !NOT_PLURALS.contains(&w);
    for (i, _) in text.match_indices("1 ") {
        if text[..i].chars().next_back().is_some_and(is_word_char) {
            continue;
        }
        let after = &text[i + 2..];
        let Some(first) = word(after) else { continue };
        if plural(&first) {
            return Some(format!("\"1 {first}\""));
        }
        let next = after[first.len()..].strip_prefix(' ').and_then(word);
        if let Some(second) = next.filter(|s| BEFORE_NOUNS.contains(&first.as_str()) && plural(s)) {
            return Some(format!("\"1 {first} {second}\""));
        }
    }
    None
}

/// "You"/"Your" with a capital anywhere but the start of a sentence (or of
/// what follows a colon).
fn capital_you_inside(text: &str) -> Option<String> {
    for (i, _) in text.match_indices("You") {
        let before = text[..i].trim_end();
        let word: String = text[i..].chars().take_while(|&c| is_word_char(c)).collect();
        let starts = before.is_empty() || before.ends_with(['.', '!', '?', ':']);
        let is_you = matches!(word.as_str(), "You" | "Your" | "Yours");
        let preceded = text[..i].chars().next_back().is_some_and(is_word_char);
        if is_you && !starts && !preceded {
            return Some(format!("a capital \"{word}\" inside a sentence"));
        }
    }
    None
}

/// Lowercase words ending in "s" that may follow "You" and are no verb of
/// the third person.
const AFTER_YOU: &[&str] = &["always", "as", "plus", "minus", "us", "this", "yours"];

/// "You wins", "You has": "You" followed by a verb in the third person (a
/// lowercase word ending in a single "s").
fn you_with_their_verb(text: &str) -> Option<String> {
    for (i, _) in text.match_indices("You ") {
        if text[..i].chars().next_back().is_some_and(is_word_char) {
            continue;
        }
        let next: String = text[i + 4..]
            .chars()
            .take_while(|&c| is_word_char(c))
            .collect();
        let lower = next.chars().all(|c| c.is_ascii_lowercase());
        let third = next.ends_with('s') && !next.ends_with("ss");
        if lower && third && !AFTER_YOU.contains(&next.as_str()) {
            return Some(format!("\"You {next}\""));
        }
    }
    None
}

/// "Ada gives … to Ada", "You give you …", and "pays Ada a token each" (each
/// of one).
fn giving_to_itself(text: &str) -> Option<String> {
    for sentence in text.split(['.', ';', '!']) {
        let words: Vec<String> = sentence
            .split_whitespace()
            .map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            })
            .collect();
        let w = |k: usize| words.get(k).map_or("", String::as_str);
        for (k, verb) in words.iter().enumerate() {
            if !matches!(
                verb.as_str(),
                "give" | "gives" | "pay" | "pays" | "hand" | "hands"
            ) {
                continue;
            }
            if k > 0 {
                let subject = w(k - 1);
                let to = (k + 1..words.len()).find(|&j| w(j) == "to");
                if w(k + 1) == subject || to.is_some_and(|j| w(j + 1) == subject) {
                    return Some(format!("a seat gives to itself (\"{verb}\")"));
                }
            }
            let named = |s: &str| NAMES.iter().any(|n| n.eq_ignore_ascii_case(s)) || s == "you";
            if named(w(k + 1))
                && matches!(w(k + 2), "a" | "an" | "one")
                && words[k + 2..].iter().any(|x| x == "each")
            {
                return Some("\"each\" for one player".to_string());
            }
        }
    }
    None
}

/// "You and You", "Ada and Ada": a seat listed twice in a row (a card drawn
/// twice may be: "Retooling and Retooling").
fn listed_twice(text: &str) -> Option<String> {
    for (i, _) in text.match_indices(" and ") {
        let before: String = text[..i]
            .chars()
            .rev()
            .take_while(|&c| is_word_char(c))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let after: String = text[i + 5..]
            .chars()
            .take_while(|&c| is_word_char(c))
            .collect();
        let seat = before == "You" || NAMES.contains(&before.as_str());
        if seat && before == after {
            return Some(format!("\"{before} and {after}\""));
        }
    }
    None
}

/// What the words test found: each problem once, with the first text that
/// showed it and where.
#[derive(Default)]
struct Found(BTreeMap<String, String>);

impl Found {
    fn check(&mut self, what: &str, text: &str) {
        if let Some(p) = problem(text) {
            self.0
                .entry(p)
                .or_insert_with(|| format!("{what}: \"{text}\""));
        }
    }
}

/// The rule books a game is played with here: its default options, and for
/// the Independents both editions (two years each, so year prep happens).
fn variants<G: Game>() -> Vec<G::Options> {
    let json: &[&str] = match G::info().id {
        "independents" => &[
            r#"{"edition":"Second","years":2}"#,
            r#"{"edition":"First","years":2}"#,
        ],
        _ => &[],
    };
    if json.is_empty() {
        return vec![G::Options::default()];
    }
    json.iter()
        .map(|j| serde_json::from_str(j).expect("options"))
        .collect()
}

struct Words {
    games: u64,
}

impl Visitor for Words {
    type Out = (u64, Found);
    fn visit<G: Listed>(self) -> (u64, Found) {
        let info = G::info();
        let mut found = Found::default();
        let mut played = 0;
        let counts = [
            info.min_players,
            (info.min_players + info.max_players) / 2,
            info.max_players,
        ];
        for (v, options) in variants::<G>().into_iter().enumerate() {
            for players in counts {
                for g in 0..self.games {
                    let seed = 0x3040 ^ ((players as u64) << 16) ^ ((v as u64) << 24) ^ g;
                    let at = format!(
                        "{} ({players} players, rule book {v}, seed {seed})",
                        info.id
                    );
                    play::<G>(&at, players, &options, seed, &mut found);
                    played += 1;
                }
            }
        }
        (played, found)
    }
}

/// One random game (half of the moves by the game's own rollout policy, so
/// that the ordinary happenings come up too), checking every text on the way.
fn play<G: Game>(at: &str, players: usize, options: &G::Options, seed: u64, found: &mut Found) {
    let names: Vec<String> = NAMES[..players].iter().map(|n| n.to_string()).collect();
    let mut m: Match<G> = Match::new(names, options.clone(), seed).expect("set-up");
    let mut r: GameRng = rng::seeded(seed ^ 0x0057_0bd5);
    let mut steps = 0;
    while m.state().outcome().is_none() {
        assert!(steps < MAX_STEPS, "{at}: no end");
        let state = m.state().clone();
        let to_act = state.to_act();
        for &s in &to_act {
            let seen: Vec<G::Event> = m
                .since_last_action(Some(s))
                .into_iter()
                .map(|h| h.event.clone())
                .collect();
            for lesson in state.explain(s, &seen) {
                found.check(&format!("{at}, explain"), &lesson.text);
                found.check(&format!("{at}, guide topic"), &lesson.title);
            }
            for (a, why) in state.offered_actions(s) {
                found.check(&format!("{at}, action label"), &state.action_label(s, &a));
                if let Some(why) = why {
                    found.check(&format!("{at}, reason"), &why);
                }
            }
        }
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let action = common::mixed_move(&state, seat, &mut r);
        m.play(seat, action).expect("legal");
        steps += 1;
    }
    for viewer in std::iter::once(None).chain((0..players).map(Some)) {
        for line in m.log_for(viewer) {
            found.check(&format!("{at}, log of {viewer:?}"), &line.text);
        }
    }
}

#[test]
fn every_text_a_player_reads_is_plain_english() {
    let games = std::env::var("BOARDROOM_WORDS_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(DEFAULT_GAMES);
    let mut all = Found::default();
    let mut played = 0;
    for info in games::infos() {
        let (n, found) = games::visit(info.id, Words { games }).expect("listed");
        played += n;
        for (p, example) in found.0 {
            all.0.entry(p).or_insert(example);
        }
    }
    assert!(played >= 4 * 3 * games, "every game at three player counts");
    let report: Vec<String> = all.0.iter().map(|(p, e)| format!("{p} in {e}")).collect();
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}

#[test]
fn the_check_catches_what_players_saw() {
    for bad in [
        "Ada discards 2 unused cards, 1 doubloons of income.",
        "The broker has 1 plunder tokens for 2 eligible players.",
        "Bo goes bankrupt, losing a token and 1 saved cards: new company Nash.",
        "You are dealt 1 new cards.",
        "Plunder pays Dmitri a token each.",
        "Ada gives an extra plunder token to Ada.",
        "You give an extra plunder token to you.",
        "If you refuse, the proposal fails; the next proposer is You.",
        "Offers revealed: Ada 2× corn (worth 4); You 1× cocoa (worth 1).",
        "Accept or refuse.  Refusing kills it.",
        "Picking order: You and You.",
        "Game over: You wins with the perfect set.",
        "You has only T¥8.",
        "{zaibatsu-bid}",
        "{zaibatsu-bid: $amount}",
    ] {
        assert!(problem(bad).is_some(), "not caught: {bad}");
    }
    for good in [
        "You discard 1 unused card, 1 doubloon of income.",
        "Plunder pays Ada and Bo a token each.",
        "Ada gives an extra plunder token to Bo.",
        "Now proposing: You. You propose next.",
        "Majority bonus in Models (1 section): a token for you.",
        "11 cards, 21 tokens, T¥1 is enough; 1 class.",
        "Your turn.",
        "Picks to come: 2 for you, then 1 for Ann.",
        "Ann and Bo, Cy and Ann.",
        "Game over: You win with the perfect set.",
        "You pass. You always bid last.",
    ] {
        assert_eq!(problem(good), None, "wrongly refused: {good}");
    }
}

/// The counts of one that random games meet rarely (a bankruptcy with one saved
/// card, a lone plunder holder when no coalition forms), narrated for every
/// reader from hand-made events.
#[test]
fn rare_counts_of_one_read_right() {
    use boardroom::engine::Narrator;
    use boardroom::games::detroit::{DetroitMotors, Event as Dm};
    use boardroom::games::independents::{Event as Ind, Fiscal, Independents};
    use boardroom::games::mundus::{Event as Mn, MundusNovus};
    use boardroom::games::zaibatsu::{Event as Zb, Zaibatsu};

    let names: Vec<String> = NAMES[..3].iter().map(|n| n.to_string()).collect();
    let mut found = Found::default();
    let mut texts = 0;
    for viewer in [None, Some(0), Some(1)] {
        let n = Narrator::new(&names, viewer);
        let mut check = |text: String| {
            found.check(&format!("viewer {viewer:?}"), &text);
            texts += 1;
        };
        let bankrupt = Fiscal::Bankrupt {
            added: 1,
            sheet: 0,
            token: true,
            cards: 1,
        };
        for e in [
            Ind::Fiscal {
                seat: 0,
                status: bankrupt,
                disks: 1,
            },
            Ind::Dealt { seat: 0, count: 1 },
            Ind::Drew { seat: 0, count: 1 },
            Ind::Majority {
                category: boardroom::games::independents::content::Category::Models,
                seats: vec![0, 1],
                wins: 1,
            },
        ] {
            check(<Independents as Game>::narrate(&e, &n));
        }
        for e in [
            Dm::SplitBegan {
                broker: 0,
                total: 1,
                eligible: 1,
                base: 1,
                extras: 1,
            },
            Dm::GaveExtra { broker: 0, to: 0 },
            Dm::Blame { paid: vec![0] },
            Dm::Proposed {
                seat: 0,
                factions: Default::default(),
                players: 1,
                gravy: 0,
            },
        ] {
            check(<DetroitMotors as Game>::narrate(&e, &n));
        }
        for e in [
            Mn::TurnEnded {
                seat: 0,
                discarded: 1,
                income: 1,
                shipyards: 1,
            },
            Mn::Returned { seat: 0, count: 1 },
            Mn::SoldRelics {
                seat: 0,
                count: 1,
                pay: 1,
            },
            Mn::Called { seat: 0, count: 1 },
            Mn::GameOver {
                ending: boardroom::games::mundus::Ending::Rich,
                winners: vec![1, 0],
                money: vec![80, 80, 3],
            },
        ] {
            check(<MundusNovus as Game>::narrate(&e, &n));
        }
        for e in [
            Zb::RoundStarted {
                round: 1,
                commissioner: 0,
                each: 1,
            },
            Zb::Unsold { pile: 0, cards: 1 },
        ] {
            check(<Zaibatsu as Game>::narrate(&e, &n));
        }
    }
    assert!(texts > 0);
    let report: Vec<String> = found.0.iter().map(|(p, e)| format!("{p} in {e}")).collect();
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}
