//! The engine core against a small hidden-information game: records replay
//! exactly, illegal actions are refused with a reason, and the generic ISMCTS bot
//! beats random play by a wide margin without ever looking at hidden cards.

use crate::common;

use boardroom::engine::bots::{self, BotKind, MctsParams, Search, Thinker};
use boardroom::engine::play::PlayError;
use boardroom::engine::Play as _;
use boardroom::engine::{Game, Match, Outcome};
use common::duel::{Duel, DuelError, Play, HAND};

fn names() -> Vec<String> {
    vec!["Ana".into(), "Ben".into()]
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut m: Match<Duel> = Match::new(names(), (), 7).unwrap();
    let held = m.state().hands[0][0];
    let not_held = (1..=20).find(|c| !m.state().hands[0].contains(c)).unwrap();
    assert_eq!(
        m.play(1, Play(m.state().hands[1][0])),
        Err(PlayError::NotYourTurn { seat: 1 })
    );
    assert_eq!(
        m.play(5, Play(held)),
        Err(PlayError::NoSuchSeat { seat: 5 })
    );
    let err = m.play(0, Play(not_held)).unwrap_err();
    assert_eq!(err, PlayError::Rule(DuelError::NotInHand(not_held)));
    assert_eq!(err.to_string(), format!("you do not hold card {not_held}"));
    assert_eq!(m.moves(), 0);
    assert!(m.log_for(None).is_empty());
    m.play(0, Play(held)).unwrap();
    assert_eq!(m.log_for(None)[0].text, format!("Ana plays {held}"));
}

fn play_out(m: &mut Match<Duel>, seed: u64) {
    let mut i = 0;
    while let Some(&seat) = m.state().to_act().first() {
        let a = bots::decide(m.state(), seat, BotKind::Random, seed + i).unwrap();
        m.play(seat, a).unwrap();
        i += 1;
    }
}

#[test]
fn a_record_replays_the_game_exactly() {
    for seed in 0..20 {
        let mut m: Match<Duel> = Match::new(names(), (), seed).unwrap();
        play_out(&mut m, seed * 100);
        assert_eq!(m.moves(), 2 * HAND);
        let again = Match::<Duel>::replay(names(), m.record()).unwrap();
        assert_eq!(again.state().tricks, m.state().tricks);
        assert_eq!(again.log_for(None), m.log_for(None));
        assert_eq!(again.state().outcome(), m.state().outcome());
        // Looking back: the position after k moves is the one replay reaches.
        let mid = m.state_at(3).unwrap();
        assert_eq!(mid.played, m.state().played[..3].to_vec());
        assert_eq!(m.play(0, Play(1)), Err(PlayError::GameOver));
    }
}

#[test]
fn a_tampered_record_says_where_it_breaks() {
    let mut m: Match<Duel> = Match::new(names(), (), 3).unwrap();
    play_out(&mut m, 1);
    let mut record = m.record().clone();
    record.actions[4].1 = Play(99);
    match Match::<Duel>::replay(names(), &record) {
        Err(PlayError::BadRecord { at: 4, .. }) => {}
        other => panic!("expected a bad record at move 5, got {other:?}"),
    }
}

#[test]
fn outcome_ranks_share_ties() {
    let o = Outcome::from_scores(vec![3, 5, 5, 1], &[]);
    assert_eq!(o.ranks, vec![2, 0, 0, 3]);
    assert_eq!(o.winners(), vec![1, 2]);
    assert_eq!(o.rewards(), vec![0.0, 0.5, 0.5, 0.0]);
    let broken = Outcome::from_scores(vec![5, 5], &[1, 2]);
    assert_eq!(broken.winners(), vec![1]);
}

#[test]
fn an_outcome_in_words_names_the_winners_and_every_score_best_first() {
    let names: Vec<String> = ["Ana", "Ben", "Cy", "Di"].map(String::from).into();
    let o = Outcome::from_scores(vec![3, 5, 4, 1], &[]);
    assert_eq!(o.in_words(&names), "Ben won: Ben 5, Cy 4, Ana 3, Di 1");
    let tie = Outcome::from_scores(vec![5, 2, 5, 1], &[]);
    assert_eq!(
        tie.in_words(&names),
        "Ana and Cy shared the win: Ana 5, Cy 5, Ben 2, Di 1"
    );
    // A tie-break decides: one winner, although the scores are equal.
    let broken = Outcome::from_scores(vec![5, 5], &[1, 2]);
    assert_eq!(broken.in_words(&names), "Ben won: Ben 5, Ana 5");
}

fn quick_mcts() -> MctsParams {
    MctsParams {
        iterations: 1000,
        ..MctsParams::default()
    }
}

/// Plays one game: `strong_seat` searches (or plays at random, to calibrate the
/// harness), the other seat plays at random; returns the strong seat's reward.
fn duel(seed: u64, strong_seat: usize, search: bool) -> f64 {
    let mut state = Duel::new(2, &(), seed).unwrap();
    let mut log = boardroom::engine::Log::silent();
    let mut i = 0;
    while let Some(&seat) = state.to_act().first() {
        let a = if seat == strong_seat && search {
            let mut s = Search::new(state.clone(), seat, quick_mcts(), seed * 31 + i);
            s.run(u32::MAX);
            s.best().unwrap()
        } else {
            bots::decide(&state, seat, BotKind::Random, seed * 17 + i).unwrap()
        };
        state.play(seat, &a, &mut log).unwrap();
        i += 1;
    }
    state.outcome().unwrap().rewards()[strong_seat]
}

#[test]
fn ismcts_beats_random_by_a_wide_margin() {
    let games = 200u64;
    let rate = |search: bool| {
        let score: f64 = (0..games).map(|g| duel(g, (g % 2) as usize, search)).sum();
        score / games as f64
    };
    let baseline = rate(false);
    assert!(
        (0.4..0.6).contains(&baseline),
        "random against random should score about 0.5, got {baseline:.2}"
    );
    // This game's luck caps even perfect play near 0.8 (measured: 0.79 at 1000
    // iterations, 0.80 at 3000).
    let searched = rate(true);
    assert!(
        searched > 0.72,
        "ISMCTS scored only {searched:.2} against random"
    );
}

#[test]
fn the_bot_never_peeks_at_hidden_cards() {
    // Two deals that look the same to seat 1 (same own hand, same table) but
    // give seat 0 different hidden cards must lead to the same decision.
    let mut a = Duel::new(2, &(), 11).unwrap();
    let mut log = boardroom::engine::Log::silent();
    let lead = a.hands[0][0];
    a.play(0, &Play(lead), &mut log).unwrap();
    let mut b = a.clone();
    let hidden: Vec<u8> = b.hands[0].iter().chain(&b.unseen_pool).copied().collect();
    let mut rotated = hidden.clone();
    rotated.rotate_left(3);
    b.hands[0] = rotated[..HAND - 1].to_vec();
    b.unseen_pool = rotated[HAND - 1..].to_vec();
    assert_ne!(a.hands[0], b.hands[0]);
    b.rng = boardroom::engine::rng::seeded(999);
    let decide = |s: &Duel| {
        let mut search = Search::new(s.clone(), 1, quick_mcts(), 5);
        search.run(u32::MAX);
        (search.best(), search.root_visits())
    };
    assert_eq!(decide(&a), decide(&b));
}

#[test]
fn thinking_in_slices_gives_the_same_decision() {
    let state = Duel::new(2, &(), 21).unwrap();
    let whole = bots::decide(&state, 0, BotKind::Normal, 77);
    let mut t = Thinker::new(&state, 0, BotKind::Normal, 77);
    let mut slices = 0;
    let sliced = loop {
        slices += 1;
        if let Some(a) = t.step(25) {
            break a;
        }
    };
    assert!(slices > 2, "the Normal bot should need several slices");
    assert_eq!(Some(sliced), whole);
}

#[test]
fn bot_kinds_parse_from_their_ids_and_labels() {
    for k in BotKind::ALL {
        assert_eq!(BotKind::parse(k.id()), Some(k));
        assert_eq!(BotKind::parse(k.label()), Some(k));
    }
    assert_eq!(BotKind::parse("nonsense"), None);
    // The ids the levels had before they took the names players see still
    // read (a remembered set-up, an old script).
    assert_eq!(BotKind::parse("simple"), Some(BotKind::Easy));
    assert_eq!(BotKind::parse("medium"), Some(BotKind::Normal));
    assert_eq!(BotKind::parse("strong"), Some(BotKind::Hard));
    assert_eq!(
        BotKind::LEVELS.map(BotKind::id),
        ["easy", "normal", "hard"],
        "one name per level: the one players see"
    );
}

#[test]
fn the_arena_rotates_seats_and_finds_the_stronger_bot() {
    use boardroom::engine::arena::{self, kind_at, ArenaConfig};
    let bots = [BotKind::Normal, BotKind::Random];
    // Each kind plays each seat equally often.
    let seats0: Vec<BotKind> = (0..4).map(|g| kind_at(&bots, g, 0)).collect();
    assert_eq!(
        seats0,
        vec![
            BotKind::Normal,
            BotKind::Random,
            BotKind::Normal,
            BotKind::Random
        ]
    );
    let cfg = ArenaConfig {
        players: 2,
        games: 60,
        bots: bots.to_vec(),
        seed: 9,
        threads: 2,
        options: None,
    };
    let r = arena::run::<Duel>(&cfg).unwrap();
    assert_eq!(r.kinds.len(), 2);
    assert_eq!(r.kinds[0].seats, 60);
    let total: f64 = r.kinds.iter().map(|k| k.wins).sum();
    assert!(
        (total - 60.0).abs() < 1e-9,
        "every game awards one win in all"
    );
    assert!(r.kinds[0].win_rate > r.kinds[1].win_rate + 0.2, "{r:?}");
    let [lo, hi] = r.kinds[0].ci95;
    assert!(lo < r.kinds[0].win_rate && r.kinds[0].win_rate < hi);
    // The same seed gives the same results.
    let again = arena::run::<Duel>(&cfg).unwrap();
    assert_eq!(again.kinds[0].wins, r.kinds[0].wins);
}

#[test]
fn taking_back_returns_to_the_seats_last_decision() {
    let mut m: Match<Duel> = Match::new(names(), (), 3).unwrap();
    play_out(&mut m, 11);
    let full = m.record().actions.clone();
    let last_of_0 = full.iter().rposition(|(s, _)| *s == 0).unwrap();
    let count = m.take_back(0).unwrap();
    assert_eq!(count, full.len() - last_of_0);
    assert_eq!(m.moves(), last_of_0);
    assert_eq!(m.taken_back(), count);
    assert_eq!(m.state().to_act(), vec![0], "seat 0 decides again");
    // Choosing the same again gives the same game as before.
    for (seat, a) in &full[last_of_0..] {
        m.play(*seat, a.clone()).unwrap();
    }
    assert_eq!(m.record().actions, full);
    // Back again, twice: each time to an earlier decision of the seat.
    let first = m.take_back(0).unwrap();
    let second = m.take_back(0).unwrap();
    assert!(first >= 1 && second >= 1);
    assert_eq!(m.taken_back(), count + first + second);
    let fresh: Match<Duel> = Match::new(names(), (), 3).unwrap();
    assert_eq!(fresh.clone().take_back(0), None, "nothing to take back yet");
}

/// A search that stops once its choice can no longer change chooses what the
/// whole budget would have: compared at the first decisions of a game of every
/// listed title, the computers' Normal level, against the search run to its end.
#[test]
fn a_search_stopped_once_settled_chooses_as_the_whole_budget() {
    use boardroom::engine::{rng, Log};
    use boardroom::games::{self, Listed, Visitor};
    struct Compare;
    impl Visitor for Compare {
        type Out = (usize, usize);
        fn visit<G: Listed>(self) -> (usize, usize) {
            let info = G::info();
            let mut state = G::new(info.min_players, &G::Options::default(), 5).unwrap();
            let (mut compared, mut early) = (0, 0);
            let mut coin = rng::seeded(9);
            for moves in 0..40u64 {
                let Some(&seat) = state.to_act().first() else {
                    break;
                };
                let legal = state.legal_actions(seat);
                let params = state
                    .mcts_params(BotKind::Normal)
                    .filter(|_| state.search_pays() && legal.len() > 1);
                if let Some(params) = params {
                    let seed = 31 + moves;
                    let mut t = Thinker::new(&state, seat, BotKind::Normal, seed);
                    let mut spent = 0;
                    let quick = loop {
                        spent += 1;
                        if let Some(a) = t.step(1) {
                            break a;
                        }
                    };
                    let mut whole = Search::new(state.clone(), seat, params, seed);
                    whole.run(u32::MAX);
                    assert_eq!(Some(quick), whole.best(), "{} move {moves}", info.id);
                    compared += 1;
                    early += usize::from(spent < params.iterations);
                }
                let a = rng::choose(&mut coin, &legal).cloned().unwrap();
                if state.play(seat, &a, &mut Log::silent()).is_err() || state.outcome().is_some() {
                    break;
                }
            }
            (compared, early)
        }
    }
    let (mut compared, mut early) = (0, 0);
    for l in games::listings().into_iter().filter(|l| !l.fixture) {
        let (c, e) = games::visit(l.info.id, Compare).unwrap();
        compared += c;
        early += e;
    }
    assert!(compared >= 20, "only {compared} searched decisions met");
    assert!(
        early > 0,
        "no search ever settled early: the check is not reached"
    );
}
