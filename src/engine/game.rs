//! The one trait every game implements. Bots, save codes, the log/replay and the
//! generic UI pieces are written once against it.

use std::fmt::{Debug, Display};

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::standings::Standings;
use crate::engine::{GameRng, Log, Narrator, PlayError};
use crate::words::Args;

/// A seat at the table, `0..players`.
pub type Seat = usize;

/// A seat the engine has found to be among [`Game::to_act`] in a game not over.
/// Only the engine makes one ([`Play::play`] checks first), so [`Game::apply`]
/// is never reached out of turn and no game checks whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor(Seat);

impl Actor {
    pub fn seat(self) -> Seat {
        self.0
    }
}

/// What the home page and set-up screen say about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable identifier used in URLs and save codes; never change it.
    pub id: &'static str,
    /// Stable one-byte tag for save codes; never reuse it.
    pub code_tag: u8,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// Default number of seats on the set-up screen.
    pub default_players: usize,
    /// Typical length, in words ("30–45 min").
    pub length: &'static str,
    pub pitch: &'static str,
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount { got: usize, min: usize, max: usize },
    Options(String),
}

impl Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount { got, min, max } => {
                let args = crate::words::Args::new()
                    .number("min", *min)
                    .number("max", *max)
                    .number("got", *got);
                f.write_str(&crate::words::current().say("engine-player-count", &args))
            }
            SetupError::Options(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Checks a player count against a game's range.
pub fn check_players(info: &GameInfo, players: usize) -> Result<(), SetupError> {
    if (info.min_players..=info.max_players).contains(&players) {
        Ok(())
    } else {
        Err(SetupError::PlayerCount {
            got: players,
            min: info.min_players,
            max: info.max_players,
        })
    }
}

/// The end of a game: each seat's score and rank (0 = first; tied seats share a rank).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub ranks: Vec<usize>,
}

impl Outcome {
    /// Ranks from scores, higher is better; `tie_break` orders seats with equal
    /// scores (higher is better) and seats equal on both share the rank.
    pub fn from_scores(scores: Vec<i64>, tie_break: &[i64]) -> Self {
        let key = |s: usize| (scores[s], tie_break.get(s).copied().unwrap_or(0));
        let ranks = (0..scores.len())
            .map(|s| (0..scores.len()).filter(|&o| key(o) > key(s)).count())
            .collect();
        Outcome { scores, ranks }
    }

    pub fn winners(&self) -> Vec<Seat> {
        (0..self.ranks.len())
            .filter(|&s| self.ranks[s] == 0)
            .collect()
    }

    /// The result in one line for a record of finished games, best first:
    /// "Ana won: Ana 42, Ben 38, Cara 30" (winners who tie share the win).
    pub fn in_words(&self, names: &[String]) -> String {
        let name = |s: Seat| {
            names.get(s).cloned().unwrap_or_else(|| {
                let args = crate::words::Args::new().number("number", s + 1);
                crate::words::current().say("seat-default", &args)
            })
        };
        let winners: Vec<String> = self.winners().into_iter().map(name).collect();
        let mut order: Vec<Seat> = (0..self.ranks.len()).collect();
        super::sort::sort_by_key(&mut order, |&s| (self.ranks[s], s));
        let w = crate::words::current();
        let scores = order
            .into_iter()
            .map(|s| {
                let args = Args::new()
                    .text("who", name(s))
                    .number("score", self.scores[s]);
                w.say("standings-score", &args)
            })
            .reduce(|first, next| {
                w.say(
                    "standings-next",
                    &Args::new().text("first", first).text("next", next),
                )
            })
            .unwrap_or_default();
        let args = Args::new().text("scores", scores);
        match winners.as_slice() {
            [one] => w.say("standings-won", &args.text("who", one)),
            _ => w.say("standings-shared", &args.text("who", w.list(&winners))),
        }
    }

    /// 1 shared among the winners, 0 for everyone else: what a bot maximises.
    pub fn rewards(&self) -> Vec<f64> {
        let winners = self.winners();
        let share = 1.0 / winners.len().max(1) as f64;
        (0..self.ranks.len())
            .map(|s| if self.ranks[s] == 0 { share } else { 0.0 })
            .collect()
    }
}

/// A game's rules. Implementations are deterministic: all chance comes from a
/// [`GameRng`] kept in the state and seeded in [`Game::new`].
pub trait Game: Clone + Debug + Send + Sync + 'static {
    type Action: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// Rule variants and other set-up choices.
    type Options: Clone
        + Debug
        + Default
        + PartialEq
        + Send
        + Sync
        + Serialize
        + DeserializeOwned
        + 'static;
    /// What one seat (or a spectator, `None`) may see.
    /// (Serialisable: a host sends each guest device its seat's view.)
    type View: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// Why an action is illegal.
    type Error: Clone + Debug + PartialEq + Display + Send + Sync + 'static;
    /// One thing that happened, reported by [`Game::apply`] to the seats that saw it.
    type Event: Clone + Debug + PartialEq + Send + Sync + Serialize + DeserializeOwned + 'static;

    fn info() -> &'static GameInfo;

    /// True for a game in which every seat sees everything (no hands, no sealed
    /// choices): determinize then has nothing to resample, and the conformance
    /// suite checks that it changes nothing rather than that it hides something.
    const PERFECT_INFORMATION: bool = false;

    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> usize;

    /// The seats that must act now (more than one when moves are simultaneous);
    /// empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every legal action for `seat` now; empty if the seat is not to act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies an action of a seat that is to act (the engine checked: callers
    /// go through [`Play::play`]), reporting to the log what happened and who saw
    /// it. An illegal action changes nothing and says why.
    fn apply(
        &mut self,
        actor: Actor,
        action: &Self::Action,
        log: &mut Log<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// One event in words, for the narrator's reader ("You bid T¥5", "Ann bids T¥5").
    fn narrate(event: &Self::Event, narrator: &Narrator<'_>) -> String;

    /// What the event means to `reader` (`None`: a spectator): the strip
    /// beside the controls says the game's end, then scores won or lost by
    /// anyone, then what the reader won, lost or paid; the news sets the
    /// reader's own in bold (see [`crate::engine::news`]).
    fn news_weight(_event: &Self::Event, _reader: Option<Seat>) -> super::Weight {
        super::Weight::Mechanics
    }

    /// True while the seats in [`Game::to_act`] commit sealed choices that none of
    /// them sees before all are in (see [`crate::engine::Sealed`]). The search then
    /// picks each of those seats' choices without knowing the others'.
    fn simultaneous(&self) -> bool {
        false
    }

    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// Whether `seat`'s own view shows anything the other seats may not see now
    /// (a hand, a sealed choice). In hot-seat play the device is handed over
    /// behind a curtain only to a seat with secrets; by default, always.
    fn has_secrets(&self, _seat: Seat) -> bool {
        true
    }

    /// `Some` once the game is over, with the game's own tie-breaks applied.
    fn outcome(&self) -> Option<Outcome>;

    /// What the guided game teaches `seat` now, for a newcomer, in the order to
    /// read: what things it saw happen mean (`seen`: every event it saw so far,
    /// oldest first), and the decision it faces as a short course (what it is,
    /// then why, then a tip), each a topic of its own. The guide shows each topic
    /// once, and one step of a course per decision (see [`crate::engine::lesson`]).
    fn explain(&self, _seat: Seat, _seen: &[Self::Event]) -> Vec<crate::engine::Lesson> {
        Vec::new()
    }

    /// Short text for a button offering this action ("Bid T¥5", "Play Railroad 7").
    fn action_label(&self, seat: Seat, action: &Self::Action) -> String;

    /// The actions to show `seat` now: the legal ones with `None`, and any
    /// tempting illegal ones with a one-line reason, so a player sees why not.
    fn offered_actions(&self, seat: Seat) -> Vec<(Self::Action, Option<String>)> {
        self.legal_actions(seat)
            .into_iter()
            .map(|a| (a, None))
            .collect()
    }

    // ---- Bot knowledge -------------------------------------------------------

    /// A copy of the state in which everything `observer` cannot see has been
    /// resampled consistently with what it has seen, and the game's own generator
    /// reseeded from `rng` (so the future is not the real one either).
    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self;

    /// A cheap, sensible move for rollouts and the simplest bot; `None` means
    /// "pick a legal action at random".
    fn rollout_action(&self, _seat: Seat, _rng: &mut GameRng) -> Option<Self::Action> {
        None
    }

    /// A heuristic value per seat in 0..=1 for a position where a rollout stops
    /// early; `None` means play rollouts to the end.
    fn evaluate(&self) -> Option<Vec<f64>> {
        None
    }

    /// The search budget for each bot level in this position (a game may
    /// think less per move at a big table); `None` plays the rollout policy.
    fn mcts_params(&self, kind: BotKind) -> Option<MctsParams> {
        crate::engine::bots::default_params(kind)
    }

    /// Whether the searching levels search this decision. Where a game has
    /// measured that its rollout policy chooses better than a search would,
    /// every level plays the policy there. The coach searches regardless: it
    /// must estimate chances.
    fn search_pays(&self) -> bool {
        true
    }

    // ---- The end explained (see `engine::standings`) ---------------------------

    /// Once the game is over, each seat's total broken down the way the game
    /// scores, with its tie-break; `events` are every event of the game, in
    /// order (the parts may be tallied from them). By default the total alone.
    fn standings(&self, _events: &[&Self::Event]) -> Option<Standings> {
        self.outcome()
            .map(|o| Standings::plain(&o, ("point", "points")))
    }

    /// The round (or year) under way: the chart of the standings samples
    /// [`Game::progress`] whenever it changes.
    fn round(&self) -> usize {
        0
    }

    /// Each seat's figure on the standings now (tokens, money, points), in
    /// the unit of [`Game::standings`]' totals; by default 0 each until the end.
    fn progress(&self) -> Vec<i64> {
        self.outcome()
            .map(|o| o.scores)
            .unwrap_or_else(|| vec![0; self.players()])
    }

    /// The coach's measured map from its search's value to a chance of winning
    /// (see [`crate::engine::bots::calibration`]); `None` keeps it to words.
    fn coach_calibration() -> Option<&'static crate::engine::bots::Calibration> {
        None
    }
}

/// The one way to apply an action: the turn check, written once for every game
/// and every caller (the match, replays, the search), then the game's rules.
/// A blanket implementation, so no game can replace it.
pub trait Play: Game {
    /// Applies `action` for `seat`: refused with [`PlayError::NoSuchSeat`],
    /// [`PlayError::GameOver`] or [`PlayError::NotYourTurn`] before the game is
    /// asked, then with the game's own reason ([`PlayError::Rule`]). A refused
    /// action changes nothing.
    fn play(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        log: &mut Log<Self::Event>,
    ) -> Result<(), PlayError<Self::Error>>;
}

impl<G: Game> Play for G {
    fn play(
        &mut self,
        seat: Seat,
        action: &G::Action,
        log: &mut Log<G::Event>,
    ) -> Result<(), PlayError<G::Error>> {
        if !self.to_act().contains(&seat) {
            // Only on refusal: `outcome` may cost more than `to_act`.
            return Err(if seat >= self.players() {
                PlayError::NoSuchSeat { seat }
            } else if self.outcome().is_some() {
                PlayError::GameOver
            } else {
                PlayError::NotYourTurn { seat }
            });
        }
        self.apply(Actor(seat), action, log)
            .map_err(PlayError::Rule)
    }
}
