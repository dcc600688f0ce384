//! The guided game across a whole first game, for each title: one seat plays
//! as a newcomer would (random moves), the others random or their rollout
//! moves; at each of the newcomer's decisions the guide shows what the shared
//! rule (`engine::lesson`) picks. Every kind of decision gets words the first
//! time it comes, no paragraph (and no topic) comes twice, a step with a
//! single possible move gets none, and the happenings each game must explain
//! (trends, Car of the Year, coalitions, offers, the queue, auctions,
//! recipes) are explained once they have happened.

use std::collections::{BTreeMap, BTreeSet};

use boardroom::engine::lesson::{self, finish_words, Met};
use boardroom::engine::{rng, Game, Lesson, Match, Outcome, Seat};
use boardroom::games::detroit::DetroitMotors;
use boardroom::games::independents::Independents;
use boardroom::games::mundus::MundusNovus;
use boardroom::games::zaibatsu::Zaibatsu;

const MAX_MOVES: usize = 20_000;

/// What one guided game showed.
struct Guided {
    /// Each paragraph shown, with the decision (move) it came at.
    shown: Vec<(usize, Lesson)>,
    /// Kinds of decision met (non-trivial ones), with the first move of each.
    kinds: BTreeMap<String, usize>,
    met: Met,
    decisions: usize,
}

/// The first word of a phase's debug form: the kind of decision.
fn kind_of(debug: String) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

fn play_guided<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    learner: Seat,
    kind: impl Fn(&G) -> String,
) -> (Guided, Match<G>) {
    let names = (0..players).map(|s| format!("P{s}")).collect();
    let mut m: Match<G> = Match::new(names, options.clone(), seed).expect("set-up");
    let mut r = rng::seeded(seed ^ 0x9d1e);
    let mut g = Guided {
        shown: Vec::new(),
        kinds: BTreeMap::new(),
        met: Met::default(),
        decisions: 0,
    };
    while m.state().outcome().is_none() {
        assert!(m.moves() < MAX_MOVES, "seed {seed}: no end");
        let state = m.state().clone();
        let to_act = state.to_act();
        if to_act.contains(&learner) {
            let seen: Vec<G::Event> = m.seen_by(Some(learner)).map(|h| h.event.clone()).collect();
            let offered = lesson::offered(&state, learner, &seen);
            let legal = state.legal_actions(learner).len();
            if legal <= 1 {
                assert!(offered.is_empty(), "a single move got words: {offered:?}");
            } else {
                g.decisions += 1;
                let course: Vec<&Lesson> = offered.iter().filter(|l| !l.happened).collect();
                assert!(
                    !course.is_empty(),
                    "seed {seed}: no course for {}",
                    kind(&state)
                );
                let first = g.kinds.entry(kind(&state)).or_insert(m.moves());
                let at = m.moves();
                let shown = g.met.show(at, offered.clone());
                if *first == at {
                    assert!(
                        shown.iter().any(|l| !l.happened),
                        "seed {seed}: the first {} decision got no words: {shown:?}",
                        kind(&state)
                    );
                }
                // Whatever happened is explained at the first decision after it.
                for l in offered.iter().filter(|l| l.happened) {
                    assert!(
                        g.met.titles().contains(&l.title.as_str()),
                        "seed {seed}: {} not explained",
                        l.topic
                    );
                }
                // Drawn again at the same move (a redraw, a reload): the same words.
                assert_eq!(g.met.show(at, offered), shown, "seed {seed}: redrawn");
                g.shown.extend(shown.into_iter().map(|l| (at, l)));
            }
        }
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let action = if seat != learner && rng::below(&mut r, 2) == 0 {
            state.rollout_action(seat, &mut r)
        } else {
            None
        }
        .or_else(|| {
            let legal = state.legal_actions(seat);
            rng::choose(&mut r, &legal).cloned()
        })
        .expect("a legal action");
        m.play(seat, action).expect("legal");
    }
    (g, m)
}

/// No paragraph, and no topic, twice; every topic met is in the summary's list.
fn check_no_repeats(g: &Guided, what: &str) {
    let mut texts = BTreeSet::new();
    let mut topics = BTreeSet::new();
    for (at, l) in &g.shown {
        assert!(
            texts.insert(&l.text),
            "{what}: shown twice (move {at}): {}",
            l.text
        );
        assert!(topics.insert(l.topic), "{what}: topic {} twice", l.topic);
    }
    assert_eq!(g.met.titles().len(), g.shown.len(), "{what}");
    // The saved form reads back the same.
    assert_eq!(Met::parse(&g.met.to_text()), g.met, "{what}");
}

fn topics(g: &Guided) -> BTreeSet<&'static str> {
    g.shown.iter().map(|(_, l)| l.topic).collect()
}

/// Whole games of one title: the rules above, and the topics every such game
/// must have met (each set: at least one of them).
fn check_title<G: Game>(
    name: &str,
    options: &G::Options,
    players: usize,
    games: u64,
    kind: impl Fn(&G) -> String + Copy,
    required: &[&[&str]],
) {
    let mut counts = Vec::new();
    for seed in 0..games {
        let learner = (seed as usize) % players;
        let (g, m) = play_guided::<G>(players, options, 0x6a1d + seed, learner, kind);
        let what = format!("{name}, seed {seed}, seat {learner}");
        check_no_repeats(&g, &what);
        let met = topics(&g);
        for any in required {
            assert!(
                any.iter().any(|t| met.contains(t)),
                "{what}: none of {any:?} explained; met {met:?}"
            );
        }
        assert!(g.decisions > 0, "{what}");
        counts.push((g.decisions, g.shown.len(), m.moves()));
    }
    eprintln!("{name}: (decisions, paragraphs, moves) per game: {counts:?}");
}

fn phase_word<T: std::fmt::Debug>(p: &T) -> String {
    kind_of(format!("{p:?}"))
}

#[test]
fn independents_guide_covers_the_whole_first_game() {
    use boardroom::games::independents::{Edition, IndependentsOptions};
    for edition in [Edition::Second, Edition::First] {
        let options = IndependentsOptions { edition, years: 3 };
        check_title::<Independents>(
            &format!("Independents {edition:?}"),
            &options,
            4,
            6,
            |g| phase_word(&g.phase),
            &[
                &["selective"],
                &["sections"],
                &["sheet"],
                &["cards"],
                &["majority"],
                &["car-of-the-year"],
                &["new-year"],
            ],
        );
    }
}

#[test]
fn detroit_guide_covers_the_whole_first_game() {
    check_title::<DetroitMotors>(
        "Detroit",
        &Default::default(),
        8,
        8,
        |g| phase_word(&g.phase()),
        &[&["position"], &["factions"], &["coalition", "no-coalition"]],
    );
}

#[test]
fn mundus_guide_covers_the_whole_first_game() {
    check_title::<MundusNovus>(
        "Mundus Novus",
        &Default::default(),
        4,
        4,
        |g| phase_word(&g.phase()),
        &[
            &["goal"],
            &["offer"],
            &["offers"],
            &["progress"],
            &["queue"],
        ],
    );
}

#[test]
fn zaibatsu_guide_covers_the_whole_first_game() {
    check_title::<Zaibatsu>(
        "Zaibatsu",
        &Default::default(),
        3,
        8,
        |g| phase_word(g.phase()),
        &[
            &["deal"],
            &["recipes"],
            &["auction"],
            &["bid-worth", "call"],
            &["new-round"],
        ],
    );
}

/// The case from issue #25: Zaibatsu's first four decisions (all placing a
/// card) showed one paragraph four times. Now each says something new, and
/// the fourth, with nothing new left, says nothing.
#[test]
fn zaibatsu_first_placements_each_say_something_new_or_nothing() {
    let mut m: Match<Zaibatsu> = Match::new(
        (0..3).map(|s| format!("P{s}")).collect(),
        Default::default(),
        11,
    )
    .unwrap();
    let mut met = Met::default();
    let mut said = Vec::new();
    while said.len() < 4 {
        let s = m.state().to_act()[0];
        if s == 0 {
            let seen: Vec<_> = m.seen_by(Some(0)).map(|h| h.event.clone()).collect();
            let shown = met.show(m.moves(), lesson::offered(m.state(), 0, &seen));
            said.push(shown.into_iter().map(|l| l.topic).collect::<Vec<_>>());
        }
        let a = m.state().legal_actions(s)[0];
        m.play(s, a).unwrap();
    }
    assert_eq!(
        said,
        vec![
            vec!["deal"],
            vec!["recipes"],
            vec!["deal-tip"],
            Vec::<&str>::new()
        ]
    );
}

/// The Independents' lone "Move" steps are not lessons: at most two of the
/// sheet's steps get words in a whole game.
#[test]
fn independents_sheet_steps_get_at_most_their_two_lessons() {
    use boardroom::games::independents::IndependentsOptions;
    let (g, _) = play_guided::<Independents>(4, &IndependentsOptions::default(), 3, 0, |g| {
        phase_word(&g.phase)
    });
    let sheet = g
        .shown
        .iter()
        .filter(|(_, l)| l.topic.starts_with("sheet"))
        .count();
    assert!(sheet <= 2, "{sheet}");
}

#[test]
fn a_lesson_stays_up_at_its_move_and_does_not_come_back() {
    let course = || {
        vec![
            Lesson::happened("ev", "An event", "Something happened."),
            Lesson::decision("a", "A", "Step one."),
            Lesson::decision("b", "B", "Step two."),
        ]
    };
    let mut met = Met::default();
    let topics = |v: Vec<Lesson>| v.into_iter().map(|l| l.topic).collect::<Vec<_>>();
    assert_eq!(topics(met.show(3, course())), ["ev", "a"]);
    assert_eq!(topics(met.show(3, course())), ["ev", "a"]);
    assert_eq!(topics(met.show(5, course())), ["b"]);
    assert_eq!(topics(met.show(7, course())), Vec::<&str>::new());
    // Read back from storage, it remembers.
    let mut again = Met::parse(&met.to_text());
    assert_eq!(topics(again.show(9, course())), Vec::<&str>::new());
    assert_eq!(met.titles(), ["An event", "A", "B"]);
    // A happening that is also a course step is taught once, as the
    // happening, and the course goes on to its next step.
    let mut met = Met::default();
    let both = vec![
        Lesson::happened("a", "A", "Step one, seen."),
        Lesson::decision("a", "A", "Step one."),
        Lesson::decision("b", "B", "Step two."),
    ];
    let shown = met.show(1, both);
    assert_eq!(topics(shown.clone()), ["a", "b"]);
    assert!(shown[0].happened);
}

#[test]
fn the_summary_says_how_the_player_finished() {
    let o = Outcome::from_scores(vec![6, 8, 6, 3], &[28, 0, 27, 0]);
    assert_eq!(finish_words(&o, 1), "You won, with a score of 8.");
    assert_eq!(
        finish_words(&o, 0),
        "You finished second of 4 players, with a score of 6 (the winner's: 8)."
    );
    assert_eq!(
        finish_words(&o, 3),
        "You finished fourth of 4 players, with a score of 3 (the winner's: 8)."
    );
    let tied = Outcome::from_scores(vec![5, 5, 2], &[]);
    assert_eq!(
        finish_words(&tied, 1),
        "You shared the win, with a score of 5."
    );
    assert_eq!(
        finish_words(&Outcome::from_scores(vec![9, 4, 4], &[]), 2),
        "You finished joint second of 3 players, with a score of 4 (the winner's: 9)."
    );
}

#[test]
fn the_guide_leads_with_the_decision_at_hand() {
    let topics = |v: Vec<Lesson>| v.into_iter().map(|l| l.topic).collect::<Vec<_>>();
    // Shown shut, the guide shows its first lesson only: the one about the
    // controls under it, then what happened, in its order.
    let step = vec![
        Lesson::happened("ev", "An event", "Something happened."),
        Lesson::happened("goal", "How to win", "Win."),
        Lesson::decision("a", "A", "Step one."),
    ];
    assert_eq!(topics(lesson::in_shown_order(step)), ["a", "ev", "goal"]);
    let seen = vec![
        Lesson::happened("ev", "An event", "Something happened."),
        Lesson::happened("goal", "How to win", "Win."),
    ];
    assert_eq!(topics(lesson::in_shown_order(seen)), ["ev", "goal"]);
}
