//! The Last of the Independents at the table: the guided game's words, the
//! reasons a move is refused, the bag odds in whole percentages and the warning
//! before a trend card is thrown away for nothing.

use boardroom::engine::lesson::{self, Met};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log, Match, Narrator, PlayError};
use boardroom::games::independents::content::{card, Category, DISKS_PER_COLOUR, SECTIONS};
use boardroom::games::independents::events::{bag_words, shares};
use boardroom::games::independents::guide::trend_gains_nothing;
use boardroom::games::independents::{
    Action, Edition, Independents, IndependentsError, IndependentsOptions, Phase,
};

fn game(edition: Edition, players: usize, seed: u64) -> Independents {
    Independents::new(players, &IndependentsOptions { edition, years: 3 }, seed).unwrap()
}

// ---- reasons ---------------------------------------------------------------------

#[test]
fn zero_disks_and_a_section_without_sheet_disks_each_say_why() {
    let mut g = game(Edition::Second, 3, 5);
    let first = g.order[0];
    let mut log = Log::silent();
    let zero = g.play(
        first,
        &Action::Select {
            section: 0,
            disks: 0,
        },
        &mut log,
    );
    assert_eq!(zero, Err(PlayError::Rule(IndependentsError::NoDisks)));
    let many = g.play(
        first,
        &Action::Select {
            section: 0,
            disks: 11,
        },
        &mut log,
    );
    assert_eq!(
        many,
        Err(PlayError::Rule(IndependentsError::NotEnoughDisks))
    );

    // Required allocation on a Models section the sheet has no circle for.
    g.phase = Phase::Required(Category::Models);
    g.turn = 0;
    let bare = Category::Models
        .sections()
        .find(|&s| g.companies[first].on_sheet[s] == 0)
        .expect("no sheet covers every Models section");
    let none = g.play(
        first,
        &Action::Require {
            section: bare as u8,
            disks: 1,
        },
        &mut log,
    );
    assert_eq!(none, Err(PlayError::Rule(IndependentsError::NoSheetDisks)));
    let some = Category::Models
        .sections()
        .find(|&s| g.companies[first].on_sheet[s] > 0)
        .unwrap();
    let zero = g.play(
        first,
        &Action::Require {
            section: some as u8,
            disks: 0,
        },
        &mut log,
    );
    assert_eq!(zero, Err(PlayError::Rule(IndependentsError::NoDisks)));

    let words: Vec<String> = [
        IndependentsError::NoDisks,
        IndependentsError::NotEnoughDisks,
        IndependentsError::NoSheetDisks,
        IndependentsError::NotEnoughOnSheet,
    ]
    .iter()
    .map(|e| e.to_string())
    .collect();
    for (i, a) in words.iter().enumerate() {
        for b in &words[i + 1..] {
            assert_ne!(a, b, "two refusals share their words");
        }
    }
}

// ---- bag odds ----------------------------------------------------------------------

#[test]
fn bag_odds_are_whole_percentages_that_add_up_to_100() {
    assert_eq!(shares(&[4, 1, 1]), vec![67, 17, 16]);
    assert_eq!(shares(&[1, 1, 1]), vec![34, 33, 33]);
    assert_eq!(shares(&[3, 2]), vec![60, 40]);
    assert_eq!(shares(&[0, 0]), vec![0, 0]);
    let mut r = rng::seeded(9);
    for _ in 0..2000 {
        let n = 1 + rng::below(&mut r, 6);
        let w: Vec<u32> = (0..n).map(|_| rng::below(&mut r, 40) as u32).collect();
        let p = shares(&w);
        let total: u32 = w.iter().sum();
        if total == 0 {
            continue;
        }
        assert_eq!(p.iter().sum::<u32>(), 100, "{w:?} → {p:?}");
        for (&wi, &pi) in w.iter().zip(&p) {
            // Each within one point of its exact share.
            let exact = f64::from(wi) * 100.0 / f64::from(total);
            assert!((f64::from(pi) - exact).abs() < 1.0, "{w:?} → {p:?}");
        }
    }
    // The log says the same as the board.
    let names = vec!["Ann".to_string(), "Bob".to_string(), "Cy".to_string()];
    let words = bag_words(&[(0, 4), (1, 1), (2, 1)], &Narrator::new(&names, None));
    assert!(
        words.contains("(67%)") && words.contains("(17%)") && words.contains("(16%)"),
        "{words}"
    );
}

// ---- the trend warning ---------------------------------------------------------------

#[test]
fn a_trend_card_that_covers_nothing_is_offered_with_a_warning() {
    let mut g = game(Edition::Second, 3, 5);
    for c in &mut g.companies {
        c.supply = DISKS_PER_COLOUR - c.pool - c.sheet_disks();
    }
    g.board = [[0; 6]; SECTIONS];
    g.phase = Phase::Trend;
    g.turn = 0;
    let seat = g.order[0];
    g.companies[seat].hand = vec![0, 1];
    // Card 1 covers its first trend section; card 0 covers nothing.
    let s = card(1).trend[0] as usize;
    assert!(
        !card(0).trend.contains(&(s as u8)),
        "pick two cards with other trends"
    );
    g.board[s][seat] = 1;
    g.companies[seat].supply -= 1;
    let offered = g.offered_actions(seat);
    let why = |id: u8| {
        offered
            .iter()
            .find(|(a, _)| *a == Action::Trend { card: id })
            .map(|(_, w)| w.clone())
    };
    assert_eq!(why(0), Some(Some(trend_gains_nothing())));
    assert_eq!(why(1), Some(None));
    // A warning, not a ban: the card may still be revealed.
    assert!(g.legal_actions(seat).contains(&Action::Trend { card: 0 }));
    assert!(offered
        .iter()
        .all(|(a, w)| matches!(a, Action::Trend { .. }) || w.is_none()));
}

// ---- the guide -----------------------------------------------------------------------

/// The board's "What the words mean" panel.
const TERMS: [&str; 6] = [
    "selective pool",
    "company sheet",
    "return pool",
    "supply",
    "passing lane",
    "car of the year",
];

/// Whether `text` says what `term` is where it first names it.
fn glossed(text: &str, term: &str) -> bool {
    let lower = text.to_lowercase();
    let Some(at) = lower.find(term) else {
        return false;
    };
    let after = &lower[at + term.len()..];
    [" (", ": ", " is ", " are "]
        .iter()
        .any(|g| after.starts_with(g))
}

/// The guide's paragraphs over `seat`'s whole game, the table playing `choose`
/// (given the legal moves and a random draw), as the shared rule picks them;
/// and whether `seat` had a card to reveal at a trend step.
fn guided_game(
    edition: Edition,
    seed: u64,
    seat: usize,
    choose: impl Fn(&[Action], usize) -> Action,
) -> (Vec<String>, bool) {
    let mut m: Match<Independents> = Match::new(
        (0..4).map(|s| format!("P{s}")).collect(),
        IndependentsOptions { edition, years: 3 },
        seed,
    )
    .unwrap();
    let mut r = rng::seeded(seed);
    let mut met = Met::default();
    let mut out = Vec::new();
    let mut trends = false;
    while let Some(&s) = m.state().to_act().first() {
        if s == seat {
            trends |= m.state().phase == Phase::Trend && !m.state().companies[s].hand.is_empty();
            let seen: Vec<_> = m.seen_by(Some(s)).map(|h| h.event.clone()).collect();
            let offered = lesson::offered(m.state(), s, &seen);
            out.extend(met.show(m.moves(), offered).into_iter().map(|l| l.text));
        }
        let legal = m.state().legal_actions(s);
        let a = choose(&legal, rng::below(&mut r, 1 << 20));
        m.play(s, a).unwrap();
    }
    (out, trends)
}

/// `all`: the seat had a card to reveal at a trend step (following the first
/// buttons, every card is played before the trends; at random, all may be).
fn check_guide(steps: &[String], what: &str, all: bool) {
    assert!(steps.len() >= 10, "{what}: {steps:#?}");
    let distinct: std::collections::BTreeSet<&String> = steps.iter().collect();
    assert_eq!(distinct.len(), steps.len(), "{what}: a paragraph twice");
    for term in TERMS {
        if let Some(first) = steps.iter().find(|t| t.to_lowercase().contains(term)) {
            assert!(
                glossed(first, term),
                "{what}: '{term}' is not explained in: {first}"
            );
        }
    }
    for t in steps {
        // Plain words: no rule-book shorthand.
        for jargon in ["allotment", "allocation", "VP", "majority bonus"] {
            assert!(!t.contains(jargon), "{what}: '{jargon}' in: {t}");
        }
    }
    let topics: &[&str] = if all {
        &["Car of the Year:", "Trends:"]
    } else {
        &["Car of the Year:"]
    };
    for topic in topics {
        assert!(
            steps.iter().any(|t| t.contains(topic)),
            "{what}: '{topic}' never explained"
        );
    }
}

#[test]
fn a_whole_guided_game_teaches_each_thing_once_in_plain_words() {
    let mut faced_trends = false;
    for edition in [Edition::Second, Edition::First] {
        for seed in 0..6u64 {
            let seat = (seed % 4) as usize;
            // The first move offered (what a newcomer following the buttons does).
            let (steps, _) = guided_game(edition, seed, seat, |legal, _| legal[0]);
            check_guide(
                &steps,
                &format!("{edition:?} seed {seed}, first moves"),
                false,
            );
            // Any moves.
            let (steps, trends) =
                guided_game(edition, seed, seat, |legal, r| legal[r % legal.len()]);
            check_guide(
                &steps,
                &format!("{edition:?} seed {seed}, random moves"),
                trends,
            );
            faced_trends |= trends;
        }
    }
    assert!(
        faced_trends,
        "no random game reached a trend with a card in hand"
    );
}

#[test]
fn the_trend_step_is_worded_by_rule_book() {
    for (edition, reward) in [
        (Edition::Second, "also earns a victory token"),
        (Edition::First, "victory token instead of the disks"),
    ] {
        let mut g = game(edition, 3, 2);
        g.phase = Phase::Trend;
        g.turn = 0;
        let seat = g.order[0];
        let text = &g.explain(seat, &[])[0].text;
        assert!(text.contains(reward), "{edition:?}: {text}");
    }
}
