//! The conformance suite: what every game must do, written once and run for every
//! game in the list of games at every player count (as OpenSpiel's basic tests
//! are for its games). A game's own test files keep only its own rules and
//! invariants.
//!
//! Over random games to the end, the suite checks that:
//! - nothing panics and the game ends;
//! - every legal action of every seat to act applies;
//! - illegal actions (by a seat not to act, or offered at another moment) are
//!   refused with an error and change nothing;
//! - a seat's view survives `determinize` for that seat unchanged (so the view
//!   shows nothing the determinization resamples, and the determinization keeps
//!   all the seat saw), and over a game the determinization does resample what
//!   other seats hide;
//! - the outcome is well formed, and nobody acts once the game is over;
//! - seed and actions replay to the same game, and the save code round-trips;
//! - every event narrates to words, "you" with the right verb, and the log of a
//!   seat holds no event meant for another seat only.

use boardroom::engine::bots::random_action;
use boardroom::engine::{rng, Audience, Game, GameRng, Match, Seat};
use boardroom::save::{decode, encode, SavedGame, SeatSpec, Table};

/// Steps after which a game that has not ended counts as not ending.
const MAX_STEPS: usize = 20_000;
/// The deeper checks (every legal action, determinization) run every this many steps.
const EVERY: usize = 5;

/// Verbs that end in "s" in their "you" form too, for the "You places" check.
const YOU_VERBS_ENDING_IN_S: &[&str] = &[
    "pass", "discuss", "press", "toss", "cross", "miss", "guess", "access",
];

fn names(players: usize) -> Vec<String> {
    (0..players).map(|s| format!("P{s}")).collect()
}

/// Everything every seat may see, and who is to act: what an illegal action
/// must leave unchanged.
fn snapshot<G: Game>(g: &G) -> (Vec<G::View>, Vec<Seat>) {
    let views = std::iter::once(None)
        .chain((0..g.players()).map(Some))
        .map(|s| g.view(s))
        .collect();
    (views, g.to_act())
}

/// Plays `games` random games of `G` at `players` seats with every check.
pub fn check<G: Game>(players: usize, options: &G::Options, games: u64, seed: u64) {
    let id = G::info().id;
    let mut resampled = 0usize;
    for game in 0..games {
        let seed = seed.wrapping_mul(1_000_003).wrapping_add(game);
        let mut m: Match<G> = Match::new(names(players), options.clone(), seed)
            .unwrap_or_else(|e| panic!("{id} at {players}: set-up failed: {e}"));
        let mut r: GameRng = rng::seeded(seed ^ 0xc0f0);
        let mut earlier: Vec<(Seat, G::Action)> = Vec::new();
        let mut steps = 0;
        while m.state().outcome().is_none() {
            assert!(
                steps < MAX_STEPS,
                "{id} at {players}: no end after {MAX_STEPS} steps (seed {seed})"
            );
            let state = m.state().clone();
            let to_act = state.to_act();
            assert!(
                !to_act.is_empty(),
                "{id}: nobody to act in a game not over (seed {seed})"
            );
            for s in 0..players {
                if !to_act.contains(&s) {
                    assert!(
                        state.legal_actions(s).is_empty(),
                        "{id}: seat {s} not to act has legal actions"
                    );
                }
            }
            if steps < EVERY || steps % EVERY == 0 {
                every_legal_action_applies(&state);
                illegal_actions_are_refused(&state, &earlier, &mut r);
                resampled += determinize_keeps_the_view(&state, &mut r);
            }
            let seat = to_act[rng::below(&mut r, to_act.len())];
            let action = random_action(&state, seat, &mut r).unwrap_or_else(|| {
                panic!("{id}: seat {seat} to act has no legal action (seed {seed})")
            });
            earlier.push((seat, action.clone()));
            m.play(seat, action).unwrap_or_else(|e| {
                panic!("{id} at {players}: a legal action was refused: {e} (seed {seed})")
            });
            steps += 1;
        }
        the_end_is_well_formed(m.state());
        replays_and_round_trips(&m);
        narration_is_sound(&m);
    }
    assert!(
        resampled > 0,
        "{id} at {players}: determinize never changed what another seat sees; \
         every game in the list hides something (hands), so it must resample it"
    );
}

fn every_legal_action_applies<G: Game>(state: &G) {
    for seat in state.to_act() {
        for a in state.legal_actions(seat) {
            let mut copy = state.clone();
            if let Err(e) = copy.apply(seat, &a, &mut boardroom::engine::Log::silent()) {
                panic!(
                    "{}: legal action {a:?} of seat {seat} refused: {e}",
                    G::info().id
                );
            }
        }
    }
}

fn illegal_actions_are_refused<G: Game>(state: &G, earlier: &[(Seat, G::Action)], r: &mut GameRng) {
    let before = snapshot(state);
    let to_act = state.to_act();
    let mut tries: Vec<(Seat, G::Action)> = Vec::new();
    // A legal action, by a seat that is not to act.
    if let Some(&seat) = to_act.first() {
        if let Some(a) = state.legal_actions(seat).into_iter().next() {
            for other in (0..state.players()).filter(|s| !to_act.contains(s)) {
                tries.push((other, a.clone()));
            }
        }
    }
    // Actions from other moments of the game, where not legal now.
    for _ in 0..4 {
        if let Some((seat, a)) = rng::choose(r, earlier) {
            if !state.legal_actions(*seat).contains(a) {
                tries.push((*seat, a.clone()));
            }
        }
    }
    for (seat, a) in tries {
        let mut copy = state.clone();
        let result = copy.apply(seat, &a, &mut boardroom::engine::Log::silent());
        assert!(
            result.is_err(),
            "{}: illegal {a:?} by seat {seat} was accepted",
            G::info().id
        );
        assert!(
            snapshot(&copy) == before,
            "{}: refused {a:?} by seat {seat} changed the game",
            G::info().id
        );
    }
}

/// Returns how many other seats' views the determinizations changed.
fn determinize_keeps_the_view<G: Game>(state: &G, r: &mut GameRng) -> usize {
    let mut changed = 0;
    for observer in 0..state.players() {
        let d = state.determinize(observer, r);
        assert!(
            d.view(Some(observer)) == state.view(Some(observer)),
            "{}: determinized for seat {observer}, its view changed: the view shows something \
             hidden, or the determinization changed something the seat saw",
            G::info().id
        );
        assert_eq!(
            d.to_act(),
            state.to_act(),
            "{}: determinize changed who acts",
            G::info().id
        );
        changed += (0..state.players())
            .filter(|&p| p != observer && d.view(Some(p)) != state.view(Some(p)))
            .count();
    }
    changed
}

fn the_end_is_well_formed<G: Game>(state: &G) {
    let id = G::info().id;
    let o = state.outcome().expect("over");
    let n = state.players();
    assert_eq!(o.scores.len(), n, "{id}: a score per seat");
    assert_eq!(o.ranks.len(), n, "{id}: a rank per seat");
    assert!(o.ranks.contains(&0), "{id}: somebody wins");
    for s in 0..n {
        // A rank is the number of seats ranked strictly ahead.
        let ahead = (0..n).filter(|&t| o.ranks[t] < o.ranks[s]).count();
        assert_eq!(
            o.ranks[s], ahead,
            "{id}: ranks are not positions: {:?}",
            o.ranks
        );
        assert!(
            state.legal_actions(s).is_empty(),
            "{id}: seat {s} may act after the end"
        );
    }
    assert!(
        state.to_act().is_empty(),
        "{id}: someone is to act after the end"
    );
    let total: f64 = o.rewards().iter().sum();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "{id}: rewards add up to {total}"
    );
}

fn replays_and_round_trips<G: Game>(m: &Match<G>) {
    let id = G::info().id;
    let again = Match::<G>::replay(m.names().to_vec(), m.record())
        .unwrap_or_else(|e| panic!("{id}: the record does not replay: {e}"));
    assert!(
        snapshot(again.state()) == snapshot(m.state()),
        "{id}: the replay differs"
    );
    assert_eq!(
        again.log_for(None),
        m.log_for(None),
        "{id}: the replay's log differs"
    );
    let table = Table::new(
        m.names()
            .iter()
            .map(|n| SeatSpec::bot(n.clone(), boardroom::engine::bots::BotKind::Simple))
            .collect(),
    );
    let saved = SavedGame::of_match(table, m).unwrap_or_else(|e| panic!("{id}: cannot save: {e}"));
    let code = encode(&saved).unwrap_or_else(|e| panic!("{id}: cannot encode: {e}"));
    let back =
        decode::<G>(&code).unwrap_or_else(|e| panic!("{id}: its own code does not decode: {e}"));
    assert!(back == saved, "{id}: the save code does not round-trip");
    let replayed = back
        .replay()
        .unwrap_or_else(|e| panic!("{id}: the decoded game does not replay: {e}"));
    assert!(
        snapshot(replayed.state()) == snapshot(m.state()),
        "{id}: the decoded game differs"
    );
}

fn narration_is_sound<G: Game>(m: &Match<G>) {
    let id = G::info().id;
    for viewer in std::iter::once(None).chain((0..m.state().players()).map(Some)) {
        for line in m.log_for(viewer) {
            assert!(
                !line.text.trim().is_empty(),
                "{id}: an event narrates to nothing"
            );
            if let Some(rest) = line.text.strip_prefix("You ") {
                let verb = rest.split_whitespace().next().unwrap_or("");
                let verb = verb.trim_end_matches(|c: char| !c.is_alphabetic());
                let third_person = verb == "is"
                    || verb == "has"
                    || (verb.ends_with('s')
                        && !verb.ends_with("ss")
                        && !YOU_VERBS_ENDING_IN_S.contains(&verb));
                assert!(
                    !third_person,
                    "{id}: \"{}\" speaks to the reader in the third person",
                    line.text
                );
            }
            assert!(
                viewer.is_some() || !line.text.starts_with("You "),
                "{id}: a spectator is called \"you\": {}",
                line.text
            );
        }
        for h in m.events() {
            if let (Audience::Only(s), Some(v)) = (h.audience, viewer) {
                if s != v {
                    assert!(
                        !m.seen_by(viewer).any(|seen| std::ptr::eq(seen, h)),
                        "{id}: seat {v} is told an event meant for seat {s}"
                    );
                }
            }
        }
    }
}
