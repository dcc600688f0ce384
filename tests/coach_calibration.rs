//! The coach's calibration tables (src/games/<game>/calibration.rs): their shape,
//! what the coach reads from them, and when it speaks in words. The tables are
//! measured by `examples/coach_calibration.rs` (docs/measuring.md), not here.

use boardroom::engine::bots::calibration::{explained, verdicts, MIN_VISITS};
use boardroom::engine::bots::coach::{words_why, FURTHER};
use boardroom::engine::bots::{
    BotKind, Calibration, CoachSearch, CountTable, MctsParams, Seated, Shown, Verdict, Words,
};
use boardroom::engine::Game;

use crate::common::duel::Duel;
use boardroom::games::{self, Listed, Visitor};

struct Table;

impl Visitor for Table {
    type Out = (&'static str, usize, usize, Option<&'static Calibration>);
    fn visit<G: Listed>(self) -> Self::Out {
        let info = G::info();
        (
            info.id,
            info.min_players,
            info.max_players,
            G::coach_calibration(),
        )
    }
}

/// Every shipped game's table (a test fixture in the list has none).
fn every_table() -> Vec<(&'static str, usize, usize, &'static Calibration)> {
    games::listings()
        .into_iter()
        .filter(|l| !l.fixture)
        .map(|l| {
            let (id, lo, hi, c) = games::visit(l.info.id, Table).expect("a listed game");
            (
                id,
                lo,
                hi,
                c.unwrap_or_else(|| panic!("{id} has no calibration")),
            )
        })
        .collect()
}

#[test]
fn every_game_has_at_most_one_table_per_count_and_level() {
    for (id, lo, hi, c) in every_table() {
        for players in lo..=hi {
            for level in BotKind::ALL {
                let n = c
                    .tables
                    .iter()
                    .filter(|t| t.players == players && t.level == level)
                    .count();
                assert!(n <= 1, "{id}: {n} tables for {players} players, {level:?}");
            }
        }
        for t in c.tables {
            assert!(
                matches!(t.step, 1 | 5 | 10),
                "{id}: a figure rounded to {} points",
                t.step
            );
            assert!(
                (lo..=hi).contains(&t.players),
                "{id}: a table for {} players, a count the game does not allow",
                t.players
            );
        }
    }
}

#[test]
fn tables_are_monotone_and_within_0_and_1() {
    for (id, _, _, c) in every_table() {
        for t in c.tables {
            let at = format!("{id}, {} players, {:?}", t.players, t.level);
            for &(raw, p) in t.knots {
                assert!((0.0..=1.0).contains(&raw), "{at}: raw value {raw}");
                assert!((0.0..=1.0).contains(&p), "{at}: chance {p}");
            }
            for w in t.knots.windows(2) {
                assert!(w[0].0 < w[1].0, "{at}: raw values must increase: {w:?}");
                assert!(w[0].1 <= w[1].1, "{at}: chances must not decrease: {w:?}");
            }
            // A table that shows percentages says something: at least two
            // different chances.
            if t.shown {
                let first = t.knots.first().map(|k| k.1);
                let last = t.knots.last().map(|k| k.1);
                assert!(first < last, "{at}: shown, yet one chance for every value");
            }
            // Along a fine sweep, the chance read never goes down.
            let mut prev = -1.0;
            for i in 0..=200 {
                let p = t.chance(f64::from(i) / 200.0);
                assert!((0.0..=1.0).contains(&p), "{at}: chance {p}");
                assert!(p >= prev - 1e-12, "{at}: chance falls at {i}/200");
                prev = p;
            }
        }
    }
}

#[test]
fn the_chance_read_is_what_the_table_says() {
    for (id, _, _, c) in every_table() {
        for t in c.tables.iter().filter(|t| !t.knots.is_empty()) {
            let at = format!("{id}, {} players, {:?}", t.players, t.level);
            let (first, last) = (t.knots[0], t.knots[t.knots.len() - 1]);
            for &(raw, p) in t.knots {
                assert!((t.chance(raw) - p).abs() < 1e-9, "{at}: at knot {raw}");
            }
            assert_eq!(
                t.chance(0.0_f64.min(first.0 - 0.01)),
                first.1,
                "{at}: below"
            );
            assert_eq!(t.chance(1.0_f64.max(last.0 + 0.01)), last.1, "{at}: above");
            for w in t.knots.windows(2) {
                let mid = (w[0].0 + w[1].0) / 2.0;
                let want = (w[0].1 + w[1].1) / 2.0;
                assert!((t.chance(mid) - want).abs() < 1e-9, "{at}: between {w:?}");
            }
            let seated = against(t.players, t.level);
            let shown = c.shown_chance(seated, first.0);
            let want = t.shown.then_some(Shown {
                chance: first.1,
                step: t.step,
            });
            assert_eq!(shown, want, "{at}: shown or words");
        }
    }
}

const KNOTS: &[(f64, f64)] = &[(0.2, 0.1), (0.6, 0.3), (0.9, 0.8)];
const MADE_UP: Calibration = Calibration {
    tables: &[
        CountTable {
            players: 3,
            level: BotKind::Normal,
            shown: true,
            step: 1,
            games: 200,
            knots: KNOTS,
        },
        CountTable {
            players: 3,
            level: BotKind::Hard,
            shown: true,
            step: 10,
            games: 200,
            knots: KNOTS,
        },
        CountTable {
            players: 4,
            level: BotKind::Normal,
            shown: false,
            step: 1,
            games: 200,
            knots: KNOTS,
        },
    ],
};

/// A table of `players` where every other seat is the computer at `level`.
const fn against(players: usize, level: BotKind) -> Seated {
    Seated::Computers { players, level }
}

const NORMAL_3: Seated = against(3, BotKind::Normal);

fn exact(chance: f64) -> Verdict {
    Verdict::Chance(Shown { chance, step: 1 })
}

#[test]
fn a_chance_only_for_choices_searched_enough() {
    let many = MIN_VISITS * 4.0;
    let few = MIN_VISITS / 5.0;
    // Barely searched choices get no percentage: a value from a few samples is
    // noise. Words say whether the search could tell them from the best.
    let said = verdicts(
        Some(&MADE_UP),
        NORMAL_3,
        &[(many, 0.6), (few, 0.5), (few, 0.14)],
    );
    assert_eq!(said[0], exact(0.3));
    assert_eq!(
        said[1],
        Verdict::Close,
        "a few samples cannot tell it apart"
    );
    assert_eq!(said[2], Verdict::Weaker, "far below, even with few samples");
    // Well searched, both get their chance from the table.
    let said = verdicts(Some(&MADE_UP), NORMAL_3, &[(many, 0.9), (many, 0.4)]);
    assert_eq!(said, vec![exact(0.8), exact(0.2)]);
}

#[test]
fn the_table_is_the_one_for_the_computers_seated() {
    let many = MIN_VISITS * 4.0;
    // The same raw value against Hard computers reads from their table, rounded
    // to its step: "about 30%".
    let hard = against(3, BotKind::Hard);
    let said = verdicts(Some(&MADE_UP), hard, &[(many, 0.6)]);
    let Verdict::Chance(shown) = said[0] else {
        panic!("a chance: {said:?}")
    };
    assert_eq!((shown.points(), shown.about()), (30, true));
    // Easy computers were not measured at 3: words.
    let easy = against(3, BotKind::Easy);
    assert_eq!(
        verdicts(Some(&MADE_UP), easy, &[(many, 0.6)]),
        vec![Verdict::Best]
    );
}

#[test]
fn a_table_is_measured_only_against_computers_of_one_level() {
    let (normal, hard) = (Some(BotKind::Normal), Some(BotKind::Hard));
    // The reader's own seat does not count, whoever plays it.
    assert_eq!(Seated::of(&[None, normal, normal], 0), NORMAL_3);
    assert_eq!(Seated::of(&[normal, None, normal], 1), NORMAL_3);
    // Another person, or computers of two levels: no table fits.
    assert_eq!(Seated::of(&[None, None, normal], 0), Seated::Unmeasured);
    assert_eq!(Seated::of(&[None, normal, hard], 0), Seated::Unmeasured);
    assert_eq!(Seated::of(&[None], 0), Seated::Unmeasured);
}

#[test]
fn a_rounded_figure_lands_on_its_step() {
    let shown = |chance, step| Shown { chance, step }.points();
    assert_eq!(shown(0.434, 1), 43);
    assert_eq!(shown(0.434, 5), 45);
    assert_eq!(shown(0.434, 10), 40);
    assert_eq!(shown(1.2, 10), 100);
}

#[test]
fn words_where_the_table_is_not_shown() {
    let many = MIN_VISITS * 4.0;
    let normal_4 = against(4, BotKind::Normal);
    let said = verdicts(
        Some(&MADE_UP),
        normal_4,
        &[(many, 0.7), (many, 0.69), (many, 0.3)],
    );
    assert_eq!(said, vec![Verdict::Best, Verdict::Close, Verdict::Weaker]);
    // No table at all, or an unknown count: words too.
    let said = verdicts(None, NORMAL_3, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
    let normal_5 = against(5, BotKind::Normal);
    let said = verdicts(Some(&MADE_UP), normal_5, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
    let said = verdicts(Some(&MADE_UP), Seated::Unmeasured, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
}

#[test]
fn the_rules_page_names_the_tables_shown() {
    let text = explained(Some(&MADE_UP));
    assert!(
        text.contains("- 3 players, every other seat the Normal computer (200 games measured)\n"),
        "{text}"
    );
    assert!(
        text.contains("- 3 players, every other seat the Hard computer (200 games measured, shown to the nearest 10 points)\n"),
        "{text}"
    );
    assert!(
        !text.contains("4 players"),
        "a table not shown is not named: {text}"
    );
    assert!(explained(None).contains("speaks in words at every table"));
}

#[test]
fn words_say_why() {
    let many = MIN_VISITS * 4.0;
    let few = MIN_VISITS / 5.0;
    let why = |at, stats: &[(f64, f64)]| words_why(Some(&MADE_UP), at, stats);
    // Every choice with its chance: nothing to explain.
    assert_eq!(why(NORMAL_3, &[(many, 0.6), (many, 0.5)]), None);
    // The best with its chance, the others tried too few times.
    assert_eq!(
        why(NORMAL_3, &[(many, 0.6), (few, 0.5)]),
        Some(Words::OthersFew)
    );
    // Even the best tried too few times: how many, for the panel.
    assert_eq!(
        why(NORMAL_3, &[(few, 0.6), (few, 0.5)]),
        Some(Words::FewTries(few as u32))
    );
    // A table measured but not shown; none at this count; people at the table.
    assert_eq!(
        why(against(4, BotKind::Normal), &[(many, 0.6)]),
        Some(Words::NotShown)
    );
    assert_eq!(
        why(against(5, BotKind::Normal), &[(many, 0.6)]),
        Some(Words::NoTable)
    );
    assert_eq!(
        why(Seated::Unmeasured, &[(many, 0.6)]),
        Some(Words::Unmeasured)
    );
    assert_eq!(
        words_why(None, NORMAL_3, &[(many, 0.6)]),
        Some(Words::NoTable)
    );
}

/// A small budget: the duel's eight first choices share 200 tries, about 25
/// each, far below what a chance needs.
const SMALL: MctsParams = MctsParams {
    iterations: 200,
    exploration: 0.7,
    rollout_depth: 0,
};

#[test]
fn the_coach_searches_on_until_its_best_choice_can_have_a_chance() {
    let duel = against(2, BotKind::Normal);
    let mut further = 0;
    for seed in 0..12 {
        let state = Duel::new(2, &(), seed).expect("a duel");
        let seat = state.to_act()[0];
        let best = |s: &CoachSearch<Duel>| s.root_stats()[0].1;
        // No table shows chances for the duel: the budget, no more.
        let plain = CoachSearch::with_params(state.clone(), seat, duel, SMALL, seed).finish();
        assert_eq!(plain.iterations_done(), SMALL.iterations);
        assert!(!plain.further());
        // Where the table shows chances: on until the best choice has its
        // tries, or four budgets are spent (the same seed: the same first 200).
        let on = CoachSearch::with_params(state, seat, duel, SMALL, seed)
            .as_shown()
            .finish();
        if best(&plain) >= MIN_VISITS {
            assert_eq!(on.iterations_done(), SMALL.iterations, "seed {seed}");
            continue;
        }
        further += 1;
        assert!(on.further(), "seed {seed}");
        assert!(
            best(&on) >= MIN_VISITS || on.iterations_done() == SMALL.iterations * FURTHER,
            "seed {seed}: stopped at {} with {} tries of the best",
            on.iterations_done(),
            best(&on)
        );
        // And no further than needed: a few iterations before, it had not.
        assert!(
            on.iterations_done() == SMALL.iterations * FURTHER || best(&on) < MIN_VISITS + 17.0,
            "seed {seed}: {} tries of the best",
            best(&on)
        );
        assert!((on.progress() - 1.0).abs() < 1e-9 || best(&on) >= MIN_VISITS);
    }
    assert!(
        further > 0,
        "no duel needed a further search: the test tests nothing"
    );
}
