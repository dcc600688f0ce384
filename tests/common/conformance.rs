//! The conformance suite: what every game must do, written once, generic over
//! [`Game`], and run by tests/conformance.rs for every game in the list of games
//! at every player count (the shape of OpenSpiel's basic tests). A game's own test
//! files keep only its own rules and invariants (conservation and the like).
//!
//! Over random games played to the end, [`check`] asserts that:
//! - nothing panics and the game ends within [`MAX_STEPS`] actions; while it runs
//!   somebody is to act, each seat to act has a legal action and no other seat has;
//! - every legal action of every seat to act applies (on a clone);
//! - a sample of illegal actions (a legal action by a seat not to act, an action
//!   legal for another seat to act, actions from other moments of the game) is
//!   refused with an error (by the engine, saying whose turn it is not, for a
//!   seat not to act), reports no event and changes nothing (every seat's
//!   view, the spectator's, who is to act, and each seat's legal actions);
//! - a seat's view never shows what it may not see: for each observer `o`,
//!   `determinize(o)` with different generators keeps `view(Some(o))`, the
//!   spectator's view, who is to act and `o`'s legal actions exactly as they are
//!   (so determinize keeps all that `o` saw, and nothing `o`'s view shows is
//!   resampled); and, for a game that hides information ([`Hidden::Yes`]), over
//!   the games of one [`check`] some determinization changes what another seat
//!   sees (not every game need hide something at a step the suite samples);
//! - the outcome is well formed: a score and a rank per seat, somebody ranked 0,
//!   each rank the number of seats strictly ahead (tied seats share it), ranks
//!   that never contradict the scores, rewards summing to 1; nobody to act and no
//!   legal action for anyone once it is over, and any action refused;
//! - the seed and the actions replay to the same game (every view, the events and
//!   every reader's log), and the save code round-trips to a game that replays;
//! - every event a seat (or a spectator) saw narrates to words; the viewer is
//!   "You" with a verb in the second person ("You place", never "You places"),
//!   a spectator is never "you"; and a seat's log holds exactly the public events
//!   and its own, never another seat's private ones.

use boardroom::engine::bots::random_action;
use boardroom::engine::{
    rng, Audience, Game, GameRng, Log, Match, Narrator, Play, PlayError, Seat,
};
use boardroom::save::{decode, encode, SavedGame, SeatSpec, Table};

/// Actions after which a game that has not ended counts as never ending.
pub const MAX_STEPS: usize = 20_000;

/// The per-step checks (every legal action, illegal actions, determinization)
/// run at the first [`FIRST`] steps and then every [`EVERY`] steps.
const FIRST: usize = 4;
const EVERY: usize = 5;

/// Whether a game hides information from some seats (hands, sealed choices).
///
/// Games are assumed to hide something: the suite then insists that
/// `determinize` resamples what other seats hide, at least once per game. A game
/// of perfect information says so with [`Game::PERFECT_INFORMATION`]; the suite
/// then only checks that determinize changes nothing any seat sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hidden {
    Yes,
    No,
}

impl Hidden {
    /// What game `G` declares.
    pub fn of<G: Game>() -> Hidden {
        if G::PERFECT_INFORMATION {
            Hidden::No
        } else {
            Hidden::Yes
        }
    }
}

/// Words ending in "s" that may follow "You" in a sentence in the second person.
const YOU_S_ALLOWED: &[&str] = &["always", "perhaps", "focus", "bias", "canvas"];

/// How many games per player count: `BOARDROOM_CONFORMANCE_GAMES`, else `default`.
pub fn games_per_count(default: u64) -> u64 {
    std::env::var("BOARDROOM_CONFORMANCE_GAMES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

pub fn names(players: usize) -> Vec<String> {
    (0..players).map(|s| format!("Player{s}")).collect()
}

/// Everything an illegal action must leave as it was: each seat's view and the
/// spectator's, who is to act, and each seat's legal actions.
struct Snapshot<G: Game> {
    views: Vec<G::View>,
    to_act: Vec<Seat>,
    legal: Vec<Vec<G::Action>>,
}

impl<G: Game> PartialEq for Snapshot<G> {
    fn eq(&self, other: &Self) -> bool {
        self.views == other.views && self.to_act == other.to_act && self.legal == other.legal
    }
}

fn snapshot<G: Game>(g: &G) -> Snapshot<G> {
    Snapshot {
        views: std::iter::once(None)
            .chain((0..g.players()).map(Some))
            .map(|s| g.view(s))
            .collect(),
        to_act: g.to_act(),
        legal: (0..g.players()).map(|s| g.legal_actions(s)).collect(),
    }
}

/// Plays `games` random games of `G` at `players` seats with `options`, checking
/// everything in the module's documentation. Panics with the game id, the player
/// count and the seed of the first game that breaks a rule.
pub fn check<G: Game>(players: usize, options: &G::Options, hidden: Hidden, games: u64, seed: u64) {
    let mut resampled = false;
    for game in 0..games {
        let seed = seed.wrapping_mul(1_000_003).wrapping_add(game);
        let at = Where::<G> {
            players,
            seed,
            _g: std::marker::PhantomData,
        };
        resampled |= play_one::<G>(&at, options);
    }
    if hidden == Hidden::Yes && players > 1 && games > 0 {
        assert!(
            resampled,
            "{} with {players} players: over {games} games, determinize never changed what \
             another seat sees. A game that hides nothing must say so with \
             Game::PERFECT_INFORMATION",
            G::info().id
        );
    }
}

/// Which game a failure is in, for the messages.
struct Where<G> {
    players: usize,
    seed: u64,
    _g: std::marker::PhantomData<G>,
}

impl<G: Game> std::fmt::Display for Where<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} with {} players, seed {}",
            G::info().id,
            self.players,
            self.seed
        )
    }
}

/// Plays one game with every check; true if a determinization changed what
/// another seat sees.
fn play_one<G: Game>(at: &Where<G>, options: &G::Options) -> bool {
    let players = at.players;
    let mut m: Match<G> = Match::new(names(players), options.clone(), at.seed)
        .unwrap_or_else(|e| panic!("{at}: set-up failed: {e}"));
    assert_eq!(m.state().players(), players, "{at}: players()");
    let mut r: GameRng = rng::seeded(at.seed ^ SUITE_SEED);
    let mut earlier: Vec<(Seat, G::Action)> = Vec::new();
    let mut resampled = false;
    let mut steps = 0;
    while m.state().outcome().is_none() {
        assert!(steps < MAX_STEPS, "{at}: no end after {MAX_STEPS} actions");
        let state = m.state().clone();
        let to_act = state.to_act();
        assert!(!to_act.is_empty(), "{at}: nobody to act in a game not over");
        for s in 0..players {
            let legal = state.legal_actions(s);
            if to_act.contains(&s) {
                assert!(
                    !legal.is_empty(),
                    "{at}: seat {s} is to act with no legal action"
                );
            } else {
                assert!(
                    legal.is_empty(),
                    "{at}: seat {s} is not to act but has {legal:?}"
                );
            }
        }
        if steps < FIRST || steps % EVERY == 0 {
            every_legal_action_applies(at, &state);
            illegal_actions_are_refused(at, &state, &earlier, &mut r);
            resampled |= determinize_keeps_every_view(at, &state, &mut r);
        }
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let action = random_action(&state, seat, &mut r).expect("a legal action");
        earlier.push((seat, action.clone()));
        m.play(seat, action.clone())
            .unwrap_or_else(|e| panic!("{at}: legal {action:?} of seat {seat} refused: {e}"));
        steps += 1;
    }
    the_end_is_well_formed(at, m.state(), &earlier);
    replays_to_the_same_game(at, &m);
    the_save_code_round_trips(at, &m);
    narration_is_sound(at, &m);
    resampled
}

/// Mixed into the suite's own generator, to keep it apart from the game's.
const SUITE_SEED: u64 = 0x5eed_c0f0;

fn every_legal_action_applies<G: Game>(at: &Where<G>, state: &G) {
    for seat in state.to_act() {
        for a in state.legal_actions(seat) {
            let mut copy = state.clone();
            if let Err(e) = copy.play(seat, &a, &mut Log::silent()) {
                panic!("{at}: legal {a:?} of seat {seat} refused on a copy: {e}");
            }
        }
    }
}

fn illegal_actions_are_refused<G: Game>(
    at: &Where<G>,
    state: &G,
    earlier: &[(Seat, G::Action)],
    r: &mut GameRng,
) {
    let to_act = state.to_act();
    let legal: Vec<Vec<G::Action>> = (0..state.players())
        .map(|s| state.legal_actions(s))
        .collect();
    let mut tries: Vec<(Seat, G::Action)> = Vec::new();
    // A legal action of a seat to act, by each seat not to act.
    for &actor in &to_act {
        if let Some(a) = rng::choose(r, &legal[actor]) {
            for other in (0..state.players()).filter(|s| !to_act.contains(s)) {
                tries.push((other, a.clone()));
            }
        }
    }
    // An action legal for another seat to act (simultaneous steps), where it is
    // not legal for this one.
    for &seat in &to_act {
        for &other in to_act.iter().filter(|&&o| o != seat) {
            if let Some(a) = legal[other].iter().find(|a| !legal[seat].contains(a)) {
                tries.push((seat, a.clone()));
            }
        }
    }
    // Actions from other moments of the game, by the seat that played them.
    for _ in 0..6 {
        if let Some((seat, a)) = rng::choose(r, earlier) {
            if !legal[*seat].contains(a) {
                tries.push((*seat, a.clone()));
            }
        }
    }
    let before = snapshot(state);
    for (seat, a) in tries {
        let mut copy = state.clone();
        let mut log = Log::recording();
        let result = copy.play(seat, &a, &mut log);
        assert!(
            result.is_err(),
            "{at}: illegal {a:?} by seat {seat} was accepted"
        );
        if !to_act.contains(&seat) {
            assert!(
                matches!(result, Err(PlayError::NotYourTurn { seat: s }) if s == seat),
                "{at}: {a:?} by seat {seat}, not to act, refused for another reason"
            );
        }
        assert!(
            log.into_events().is_empty(),
            "{at}: refused {a:?} by seat {seat} reported events"
        );
        assert!(
            snapshot(&copy) == before,
            "{at}: refused {a:?} by seat {seat} changed the game"
        );
    }
}

/// Checks that determinizing for each seat keeps all it sees; true if some
/// determinization changed what another seat sees.
fn determinize_keeps_every_view<G: Game>(at: &Where<G>, state: &G, r: &mut GameRng) -> bool {
    let mut changed = false;
    let spectator = state.view(None);
    let to_act = state.to_act();
    let views: Vec<G::View> = (0..state.players()).map(|p| state.view(Some(p))).collect();
    for observer in 0..state.players() {
        let own_legal = state.legal_actions(observer);
        for sample in 0..2u64 {
            let mut gen = rng::seeded(rand::RngCore::next_u64(r) ^ sample);
            let d = state.determinize(observer, &mut gen);
            assert!(
                d.view(Some(observer)) == views[observer],
                "{at}: determinized for seat {observer}, its own view changed: the view shows \
                 something determinize resamples, or determinize changed what the seat saw"
            );
            assert!(
                d.view(None) == spectator,
                "{at}: determinized for seat {observer}, the spectator's view changed"
            );
            assert_eq!(
                d.to_act(),
                to_act,
                "{at}: determinized for seat {observer}, who is to act changed"
            );
            assert_eq!(
                d.legal_actions(observer),
                own_legal,
                "{at}: determinized for seat {observer}, its legal actions changed"
            );
            changed |= (0..state.players()).any(|p| p != observer && d.view(Some(p)) != views[p]);
        }
    }
    changed
}

fn the_end_is_well_formed<G: Game>(at: &Where<G>, state: &G, earlier: &[(Seat, G::Action)]) {
    let o = state.outcome().expect("over");
    let n = state.players();
    assert_eq!(o.scores.len(), n, "{at}: a score per seat: {o:?}");
    assert_eq!(o.ranks.len(), n, "{at}: a rank per seat: {o:?}");
    assert!(o.ranks.contains(&0), "{at}: nobody ranked first: {o:?}");
    for s in 0..n {
        let ahead = (0..n).filter(|&t| o.ranks[t] < o.ranks[s]).count();
        assert_eq!(
            o.ranks[s], ahead,
            "{at}: seat {s}'s rank is not the number of seats ahead of it: {o:?}"
        );
    }
    // Higher is better or lower is better, but one of them for every pair.
    let agree = |better: fn(i64, i64) -> bool| {
        (0..n)
            .all(|a| (0..n).all(|b| !(better(o.scores[a], o.scores[b]) && o.ranks[a] > o.ranks[b])))
    };
    assert!(
        agree(|x, y| x > y) || agree(|x, y| x < y),
        "{at}: ranks contradict the scores: {o:?}"
    );
    let total: f64 = o.rewards().iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "{at}: rewards sum to {total}");
    assert!(
        state.to_act().is_empty(),
        "{at}: someone is to act after the end"
    );
    let before = snapshot(state);
    for s in 0..n {
        let legal = state.legal_actions(s);
        assert!(
            legal.is_empty(),
            "{at}: seat {s} has {legal:?} after the end"
        );
    }
    for (seat, a) in earlier.iter().rev().take(8) {
        let mut copy = state.clone();
        assert!(
            matches!(
                copy.play(*seat, a, &mut Log::silent()),
                Err(PlayError::GameOver)
            ),
            "{at}: {a:?} by seat {seat} not refused as over after the end"
        );
        assert!(
            snapshot(&copy) == before,
            "{at}: a refused action changed the ended game"
        );
    }
}

fn every_log<G: Game>(m: &Match<G>) -> Vec<Vec<boardroom::engine::LogEntry>> {
    std::iter::once(None)
        .chain((0..m.state().players()).map(Some))
        .map(|v| m.log_for(v))
        .collect()
}

fn replays_to_the_same_game<G: Game>(at: &Where<G>, m: &Match<G>) {
    let again = Match::<G>::replay(m.names().to_vec(), m.record())
        .unwrap_or_else(|e| panic!("{at}: the record does not replay: {e}"));
    assert!(
        snapshot(again.state()) == snapshot(m.state()),
        "{at}: the replay ends in another position"
    );
    assert_eq!(
        again.state().outcome(),
        m.state().outcome(),
        "{at}: the replay's outcome"
    );
    assert!(
        again.events() == m.events(),
        "{at}: the replay's events differ"
    );
    assert_eq!(
        every_log(&again),
        every_log(m),
        "{at}: the replay's log differs"
    );
    // Every position on the way, too (what looking back shows).
    let n = m.moves();
    for k in [0, n / 3, n / 2, n] {
        let mut state =
            G::new(m.record().players, &m.record().options, m.record().seed).expect("set up again");
        for (seat, a) in &m.record().actions[..k] {
            state.play(*seat, a, &mut Log::silent()).expect("replays");
        }
        let looked = m.state_at(k).expect("state_at");
        assert!(
            snapshot(&looked) == snapshot(&state),
            "{at}: the position after {k} actions does not replay"
        );
    }
}

fn the_save_code_round_trips<G: Game>(at: &Where<G>, m: &Match<G>) {
    let table = Table::new(m.names().iter().map(SeatSpec::human).collect());
    let saved =
        SavedGame::of_match(table, m).unwrap_or_else(|e| panic!("{at}: cannot be saved: {e}"));
    let code = encode(&saved).unwrap_or_else(|e| panic!("{at}: cannot be encoded: {e}"));
    let back = decode::<G>(&code).unwrap_or_else(|e| panic!("{at}: its code does not decode: {e}"));
    assert!(back == saved, "{at}: the save code does not round-trip");
    let resumed = back
        .replay()
        .unwrap_or_else(|e| panic!("{at}: the decoded game does not replay: {e}"));
    assert!(
        snapshot(resumed.state()) == snapshot(m.state()),
        "{at}: the decoded game ends in another position"
    );
    assert_eq!(
        every_log(&resumed),
        every_log(m),
        "{at}: the decoded game's log differs"
    );
}

/// The words after "You " that end in "s" and are not in the second person
/// ("You places", "You is", "You has"); words ending in "ss" ("You pass") and
/// [`YOU_S_ALLOWED`] are fine.
pub fn third_person_after_you(text: &str) -> Option<String> {
    let mut rest = text;
    while let Some(i) = rest.find("You ") {
        let after = &rest[i + 4..];
        let word: String = after
            .chars()
            .take_while(|c| c.is_ascii_lowercase())
            .collect();
        let ends_word = after[word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric());
        let preceded_by_letter = rest[..i]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric);
        if !preceded_by_letter
            && ends_word
            && word.len() > 1
            && word.ends_with('s')
            && !word.ends_with("ss")
            && !YOU_S_ALLOWED.contains(&word.as_str())
        {
            return Some(format!("You {word}"));
        }
        rest = &rest[i + 4..];
    }
    None
}

/// Whether `text` speaks to its reader ("you", "your", "You", ...).
/// Whether a line calls its reader "you". What follows a colon is the wording of
/// a card or a rule quoted as printed ("Talent Raid: … add 1 of yours there"), which
/// may speak to whoever holds the card; the sentence before it may not.
fn says_you(text: &str) -> bool {
    let text = text.split(": ").next().unwrap_or(text);
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .any(|w| {
            matches!(
                w.to_ascii_lowercase().as_str(),
                "you" | "your" | "yours" | "you're" | "yourself"
            )
        })
}

fn narration_is_sound<G: Game>(at: &Where<G>, m: &Match<G>) {
    let players = m.state().players();
    for viewer in std::iter::once(None).chain((0..players).map(Some)) {
        let log = m.log_for(viewer);
        // Exactly the events this reader saw: the public ones and its own.
        let narrator = Narrator::new(m.names(), viewer);
        let expected: Vec<String> = m
            .events()
            .iter()
            .filter(|h| match h.audience {
                Audience::Everyone => true,
                Audience::Only(s) => {
                    assert!(s < players, "{at}: an event for seat {s}");
                    Some(s) == viewer
                }
                Audience::AllBut(mask) => {
                    assert!(
                        mask >> players == 0,
                        "{at}: an event hidden from a seat past the table"
                    );
                    viewer.is_none_or(|v| mask & (1 << v) == 0)
                }
            })
            .map(|h| G::narrate(&h.event, &narrator))
            .collect();
        let texts: Vec<String> = log.iter().map(|l| l.text.clone()).collect();
        assert_eq!(
            texts, expected,
            "{at}: the log of {viewer:?} is not the public events and its own"
        );
        for line in &log {
            assert!(
                !line.text.trim().is_empty(),
                "{at}: an event narrates to nothing for {viewer:?}"
            );
            if let Some(bad) = third_person_after_you(&line.text) {
                panic!("{at}: \"{bad}\" in \"{}\" (viewer {viewer:?})", line.text);
            }
            if viewer.is_none() {
                assert!(
                    !says_you(&line.text),
                    "{at}: a spectator is spoken to: \"{}\"",
                    line.text
                );
            }
        }
    }
}
