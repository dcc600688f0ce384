//! Computer opponents, written once against [`Game`]: a random player, the game's
//! own simple policy, and information-set MCTS. A [`Thinker`] is stepped in small
//! slices so the page never freezes, and is reproducible from its seed.

pub mod calibration;
pub mod coach;
mod mcts;

pub use calibration::{coach_params, Calibration, CountTable, Seated, Shown, Verdict};
pub use coach::{CoachSearch, Words};
pub use mcts::{MctsParams, Search};

use crate::engine::{rng, Game, GameRng, Seat};

/// How a computer seat plays.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum BotKind {
    /// Uniformly random legal actions (a yardstick, not offered to players).
    Random,
    /// The game's own quick heuristic.
    Easy,
    /// Search with a modest budget (the default).
    Normal,
    /// Search with a large budget.
    Hard,
}

impl BotKind {
    pub const ALL: [BotKind; 4] = [
        BotKind::Random,
        BotKind::Easy,
        BotKind::Normal,
        BotKind::Hard,
    ];
    /// The levels offered on the set-up screen.
    pub const LEVELS: [BotKind; 3] = [BotKind::Easy, BotKind::Normal, BotKind::Hard];

    pub fn id(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BotKind::Random => "Random",
            BotKind::Easy => "Easy",
            BotKind::Normal => "Normal",
            BotKind::Hard => "Hard",
        }
    }

    /// A kind by its id or its label, or by the id it had before the
    /// levels took the names players see (a set-up remembered, a script).
    pub fn parse(s: &str) -> Option<BotKind> {
        let s = match s {
            "simple" => "easy",
            "medium" => "normal",
            "strong" => "hard",
            s => s,
        };
        BotKind::ALL
            .into_iter()
            .find(|k| k.id() == s || k.label().eq_ignore_ascii_case(s))
    }
}

/// Per-game search budgets; a game overrides [`Game::mcts_params`] to tune them.
pub fn default_params(kind: BotKind) -> Option<MctsParams> {
    match kind {
        BotKind::Random | BotKind::Easy => None,
        BotKind::Normal => Some(MctsParams {
            iterations: 400,
            ..MctsParams::default()
        }),
        BotKind::Hard => Some(MctsParams {
            iterations: 2000,
            ..MctsParams::default()
        }),
    }
}

/// A legal action chosen by the game's rollout policy, or at random.
pub fn policy_action<G: Game>(state: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    state
        .rollout_action(seat, rng)
        .or_else(|| random_action(state, seat, rng))
}

pub fn random_action<G: Game>(state: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    let legal = state.legal_actions(seat);
    rng::choose(rng, &legal).cloned()
}

/// A decision being made, one slice at a time.
pub struct Thinker<G: Game> {
    inner: Inner<G>,
}

/// Iterations between two looks at whether the search has settled.
const SETTLE_CHECK: u32 = 16;

enum Inner<G: Game> {
    Ready(Option<G::Action>),
    Searching(Box<Search<G>>),
}

impl<G: Game> Thinker<G> {
    /// Starts deciding for `seat` in `state`. `seed` makes the decision reproducible.
    pub fn new(state: &G, seat: Seat, kind: BotKind, seed: u64) -> Self {
        let mut rng = rng::seeded(seed);
        let legal = state.legal_actions(seat);
        let inner = if legal.len() <= 1 {
            Inner::Ready(legal.into_iter().next())
        } else {
            let params = state.mcts_params(kind).filter(|_| state.search_pays());
            match (kind, params) {
                (BotKind::Random, _) => Inner::Ready(rng::choose(&mut rng, &legal).cloned()),
                (_, Some(params)) => {
                    Inner::Searching(Box::new(Search::new(state.clone(), seat, params, seed)))
                }
                (_, None) => Inner::Ready(policy_action(state, seat, &mut rng)),
            }
        };
        Thinker { inner }
    }

    /// Thinks for at most `iterations` more search iterations; `Some` when decided.
    /// The search stops early once its choice can no longer change
    /// ([`Search::settled`]): the same choice, sooner.
    pub fn step(&mut self, iterations: u32) -> Option<G::Action> {
        match &mut self.inner {
            Inner::Ready(a) => a.clone(),
            Inner::Searching(search) => {
                let mut left = iterations;
                while left > 0 {
                    let chunk = left.min(SETTLE_CHECK);
                    left -= chunk;
                    if search.run(chunk) || search.settled() {
                        return search.best();
                    }
                }
                None
            }
        }
    }

    /// Thinks to the end (native code, the arena, tests).
    pub fn decide(mut self) -> Option<G::Action> {
        match &self.inner {
            Inner::Ready(a) => a.clone(),
            Inner::Searching(_) => self.step(u32::MAX),
        }
    }
}

/// One decision, start to finish.
pub fn decide<G: Game>(state: &G, seat: Seat, kind: BotKind, seed: u64) -> Option<G::Action> {
    Thinker::new(state, seat, kind, seed).decide()
}
