//! The coach's calibration tables (src/games/<game>/calibration.rs): their shape,
//! what the coach reads from them, and when it speaks in words: a table per
//! count, level and seat, percentages only where every seat's table held. The tables are
//! measured by `examples/coach_calibration.rs` (docs/measuring.md), not here.

use boardroom::engine::bots::calibration::{explained, verdicts, MIN_GAMES, MIN_VISITS};
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
fn every_game_has_at_most_one_table_per_count_level_and_seat() {
    for (id, lo, hi, c) in every_table() {
        for players in lo..=hi {
            for level in BotKind::ALL {
                for seat in (0..players).map(Some).chain([None]) {
                    let n = c
                        .tables
                        .iter()
                        .filter(|t| t.players == players && t.level == level && t.seat == seat)
                        .count();
                    assert!(
                        n <= 1,
                        "{id}: {n} tables for {players} players, {level:?}, seat {seat:?}"
                    );
                }
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
            assert!(
                t.seat.is_none_or(|s| s < t.players),
                "{id}: a table for seat {:?} of {}",
                t.seat,
                t.players
            );
        }
    }
}

#[test]
fn tables_are_monotone_and_within_0_and_1() {
    for (id, _, _, c) in every_table() {
        for t in c.tables {
            let at = format!(
                "{id}, {} players, {:?}, seat {:?}",
                t.players, t.level, t.seat
            );
            for &(raw, p) in t.knots {
                assert!((0.0..=1.0).contains(&raw), "{at}: raw value {raw}");
                assert!((0.0..=1.0).contains(&p), "{at}: chance {p}");
            }
            for w in t.knots.windows(2) {
                assert!(w[0].0 < w[1].0, "{at}: raw values must increase: {w:?}");
                assert!(w[0].1 <= w[1].1, "{at}: chances must not decrease: {w:?}");
            }
            // A table that held says something: at least two different
            // chances.
            if t.held {
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
            let at = format!(
                "{id}, {} players, {:?}, seat {:?}",
                t.players, t.level, t.seat
            );
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
            // A table pooled over every seat reads for no seat: words.
            let Some(seat) = t.seat else {
                for seat in 0..t.players {
                    let seated = against(t.players, t.level, seat);
                    if c.table(seated).is_none() {
                        assert_eq!(c.shown_chance(seated, first.0), None, "{at}: no seat's");
                    }
                }
                continue;
            };
            let seated = against(t.players, t.level, seat);
            let shown = c.shown_chance(seated, first.0);
            let every_seat_held = (0..t.players).all(|s| {
                c.tables.iter().any(|o| {
                    o.players == t.players
                        && o.level == t.level
                        && o.seat == Some(s)
                        && o.held
                        && o.games >= MIN_GAMES
                })
            });
            let want = every_seat_held.then_some(Shown {
                chance: first.1,
                step: t.step,
            });
            assert_eq!(shown, want, "{at}: shown or words");
        }
    }
}

const KNOTS: &[(f64, f64)] = &[(0.2, 0.1), (0.6, 0.3), (0.9, 0.8)];
/// Seat 0's own, lower: the seat that bids first wins less from the same value.
const SEAT_0: &[(f64, f64)] = &[(0.2, 0.05), (0.6, 0.2), (0.9, 0.6)];

const fn seat(players: usize, level: BotKind, seat: Option<usize>, held: bool) -> CountTable {
    CountTable {
        players,
        level,
        seat,
        held,
        step: if matches!(level, BotKind::Hard) {
            10
        } else {
            1
        },
        games: 200,
        knots: if matches!(seat, Some(0)) {
            SEAT_0
        } else {
            KNOTS
        },
    }
}

const N: BotKind = BotKind::Normal;
const MADE_UP: Calibration = Calibration {
    tables: &[
        // 3 players against Normal and against Hard: every seat held.
        seat(3, N, Some(0), true),
        seat(3, N, Some(1), true),
        seat(3, N, Some(2), true),
        seat(3, BotKind::Hard, Some(0), true),
        seat(3, BotKind::Hard, Some(1), true),
        seat(3, BotKind::Hard, Some(2), true),
        // 4: seat 0 did not hold, so no seat shows a figure.
        seat(4, N, Some(0), false),
        seat(4, N, Some(1), true),
        seat(4, N, Some(2), true),
        seat(4, N, Some(3), true),
        // 5: held, but fitted over every seat pooled: no seat's own evidence.
        seat(5, N, None, true),
        // 6: seat 5 was never measured.
        seat(6, N, Some(0), true),
        seat(6, N, Some(1), true),
        seat(6, N, Some(2), true),
        seat(6, N, Some(3), true),
        seat(6, N, Some(4), true),
        // 7: every seat held, but one on too few games.
        seat(7, N, Some(0), true),
        seat(7, N, Some(1), true),
        seat(7, N, Some(2), true),
        seat(7, N, Some(3), true),
        seat(7, N, Some(4), true),
        seat(7, N, Some(5), true),
        CountTable {
            games: 150,
            ..seat(7, N, Some(6), true)
        },
    ],
};

/// A table of `players` where every other seat is the computer at `level` and
/// the reader sits at `seat`.
const fn against(players: usize, level: BotKind, seat: usize) -> Seated {
    Seated::Computers {
        players,
        level,
        seat,
    }
}

/// The seat the reader of most of these tests sits at (not seat 0, whose table
/// differs).
const NORMAL_3: Seated = against(3, N, 1);

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
    let hard = against(3, BotKind::Hard, 1);
    let said = verdicts(Some(&MADE_UP), hard, &[(many, 0.6)]);
    let Verdict::Chance(shown) = said[0] else {
        panic!("a chance: {said:?}")
    };
    assert_eq!((shown.points(), shown.about()), (30, true));
    // Easy computers were not measured at 3: words.
    let easy = against(3, BotKind::Easy, 1);
    assert_eq!(
        verdicts(Some(&MADE_UP), easy, &[(many, 0.6)]),
        vec![Verdict::Best]
    );
}

#[test]
fn the_chance_is_read_from_the_readers_seat() {
    let many = MIN_VISITS * 4.0;
    // The same raw value: seat 0's own table at seat 0, the others' at 1 and 2.
    let at = |s| verdicts(Some(&MADE_UP), against(3, N, s), &[(many, 0.6)]);
    assert_eq!(at(0), vec![exact(0.2)]);
    assert_eq!(at(1), vec![exact(0.3)]);
    assert_eq!(at(2), vec![exact(0.3)]);
}

#[test]
fn words_at_every_seat_unless_every_seat_held() {
    let many = MIN_VISITS * 4.0;
    let said = |players, s| verdicts(Some(&MADE_UP), against(players, N, s), &[(many, 0.6)]);
    // At 4, seat 0 did not hold: words at seat 0 and at the seats that held.
    // Pooled over every seat (5), or a seat never measured (6): words too.
    for (players, why) in [
        (4, "a seat did not hold"),
        (5, "no seat's own table"),
        (6, "a seat not measured"),
        (7, "a seat measured on 150 games"),
    ] {
        for s in 0..players {
            assert_eq!(
                said(players, s),
                vec![Verdict::Best],
                "{players} players, seat {s}: {why}"
            );
        }
        assert!(!MADE_UP.shows(players, N), "{players}: {why}");
    }
    assert!(MADE_UP.shows(3, N));
}

#[test]
fn a_table_is_measured_only_against_computers_of_one_level() {
    let (normal, hard) = (Some(BotKind::Normal), Some(BotKind::Hard));
    // The reader's own seat does not count, whoever plays it; it names the
    // seat's table.
    assert_eq!(Seated::of(&[None, normal, normal], 0), against(3, N, 0));
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
    let normal_4 = against(4, N, 1);
    let said = verdicts(
        Some(&MADE_UP),
        normal_4,
        &[(many, 0.7), (many, 0.69), (many, 0.3)],
    );
    assert_eq!(said, vec![Verdict::Best, Verdict::Close, Verdict::Weaker]);
    // No table at all, or an unknown count: words too.
    let said = verdicts(None, NORMAL_3, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
    let normal_8 = against(8, N, 1);
    let said = verdicts(Some(&MADE_UP), normal_8, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
    let said = verdicts(Some(&MADE_UP), Seated::Unmeasured, &[(many, 0.7)]);
    assert_eq!(said, vec![Verdict::Best]);
}

#[test]
fn the_rules_page_names_the_tables_shown() {
    let text = explained(Some(&MADE_UP));
    assert!(
        text.contains("- 3 players, every other seat the Normal computer (600 games measured, 200 or more at each seat)\n"),
        "{text}"
    );
    assert!(
        text.contains("- 3 players, every other seat the Hard computer (600 games measured, 200 or more at each seat, shown to the nearest 10 points)\n"),
        "{text}"
    );
    assert_eq!(
        text.matches("\n- ").count(),
        2,
        "each count and level once: {text}"
    );
    for players in ["4 players", "5 players", "6 players", "7 players"] {
        assert!(
            !text.contains(players),
            "a table not shown at every seat is not named: {text}"
        );
    }
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
        why(against(4, BotKind::Normal, 0), &[(many, 0.6)]),
        Some(Words::NotShown)
    );
    assert_eq!(
        why(against(5, BotKind::Normal, 0), &[(many, 0.6)]),
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
    let duel = against(2, BotKind::Normal, 0);
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
