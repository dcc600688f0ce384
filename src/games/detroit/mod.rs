//! Detroit Motors (seed 001): 6–18 players take positions in five factions, the
//! bosses negotiate a majority coalition, the excluded scramble for scraps, and a
//! broker splits the plunder. The first to 5 tokens wins.

#[cfg(target_arch = "wasm32")]
mod board;
mod calibration;
mod bot;
pub mod cards;
pub mod coalition;
pub mod error;
pub mod events;
pub mod guide;
pub mod news;
mod rules;
mod rules_page;
mod scenario;
mod standings;
pub mod state;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::game::check_players;
use crate::engine::{plural, Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError};

pub use cards::{Card, Mark, Suit, SupportHand, SupportKind};
pub use coalition::{FactionSet, Factions};
pub use error::{Decision, DetroitError};
pub use events::Event;
pub use rules_page::RULES;
pub use state::{Bid, DetroitMotors, PlunderSplit, Proposal};
pub use view::{CoalitionCandidate, CoalitionView, DetroitView, FactionView, SeatView, Stage};

use state::Phase;

/// Detroit Motors has no rule variants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DetroitOptions {}

/// A decision. Small and integer-only, so save codes stay short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DetroitAction {
    /// Play this card from the hand face up as the round's position.
    Position(Card),
    /// As a boss: propose these factions as the coalition, the gravy token to the
    /// boss of `gravy`.
    Propose { factions: FactionSet, gravy: Suit },
    /// As a boss in the live proposal: agree to it.
    Accept,
    /// As a boss in the live proposal: turn it down (it fails at once).
    Refuse,
    /// As a coalition player: stand for broker with the two support cards.
    Nominate,
    /// As a coalition player: do not stand; the support cards are discarded.
    Fold,
    /// As broker: one of the odd plunder tokens goes to this seat.
    GiveExtra(u8),
}

static INFO: GameInfo = GameInfo {
    id: "detroit",
    code_tag: 2,
    name: "Detroit Motors",
    min_players: 6,
    max_players: 18,
    default_players: 8,
    length: "30–60 min",
    pitch: "Bosses haggle a majority coalition, the broker splits the plunder, the left-out scramble for scraps: first to 5 tokens wins.",
};

impl DetroitMotors {
    /// Every action the seat could try now, each with whether it is allowed and
    /// why not: every card in hand; every combination of the factions on the table
    /// with every boss for the gravy; accept/refuse; nominate/fold; every seat for
    /// an extra plunder token. Empty when the seat is not to act.
    pub fn candidate_actions(&self, seat: Seat) -> Vec<(DetroitAction, Result<(), DetroitError>)> {
        if self.phase == Phase::Over || seat != self.actor {
            return Vec::new();
        }
        let ok = |a: DetroitAction| (a, Ok(()));
        match self.phase {
            Phase::Position => self
                .hand(seat)
                .iter()
                .map(|&c| ok(DetroitAction::Position(c)))
                .collect(),
            Phase::Propose => {
                let bosses: Vec<Suit> = self.factions.present().suits().collect();
                let mut out = Vec::new();
                for factions in self.factions.present().subsets() {
                    let valid = self.factions.check(factions);
                    for &gravy in &bosses {
                        out.push((DetroitAction::Propose { factions, gravy }, valid.clone()));
                    }
                }
                out
            }
            Phase::Respond => vec![ok(DetroitAction::Accept), ok(DetroitAction::Refuse)],
            Phase::Bid => vec![ok(DetroitAction::Nominate), ok(DetroitAction::Fold)],
            Phase::Split => (0..self.players)
                .map(|to| {
                    let a = DetroitAction::GiveExtra(to as u8);
                    let why = self.check_extra(to);
                    (a, why)
                })
                .collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// Whether `to` may get one of the odd plunder tokens now.
    pub(super) fn check_extra(&self, to: Seat) -> Result<(), DetroitError> {
        let Some(split) = &self.split else {
            return Err(DetroitError::NotNow {
                waiting: self.decision().unwrap_or(Decision::GivePlunder),
            });
        };
        if to >= self.players {
            return Err(DetroitError::NoSuchSeat(to));
        }
        if !split.eligible.contains(&to) {
            return Err(DetroitError::NotEligible {
                seat: to,
                failed_nominee: self.in_coalition(to) && self.bids[to] == Some(Bid::Nominated),
            });
        }
        if split.chosen.contains(&to) {
            return Err(DetroitError::AlreadyGivenExtra(to));
        }
        Ok(())
    }
}

impl super::Listed for DetroitMotors {
    const RULES: super::rules_text::RulesPage = rules_page::RULES;
    const BOARD_CSS: &'static str = include_str!("board.css");
    const WORDS: &'static [u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-detroit.bin"));
}

impl Game for DetroitMotors {
    type Action = DetroitAction;
    type Options = DetroitOptions;
    type View = DetroitView;
    type Error = DetroitError;
    type Event = Event;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, _options: &DetroitOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        Ok(DetroitMotors::start(
            players,
            crate::engine::rng::seeded(seed),
        ))
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.phase == Phase::Over {
            Vec::new()
        } else {
            vec![self.actor]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<DetroitAction> {
        if self.phase == Phase::Over || seat != self.actor {
            return Vec::new();
        }
        match self.phase {
            Phase::Position => self
                .hand(seat)
                .iter()
                .map(|&c| DetroitAction::Position(c))
                .collect(),
            Phase::Propose => {
                let valid = self.factions.valid_coalitions();
                let bosses: Vec<Suit> = self.factions.present().suits().collect();
                valid
                    .into_iter()
                    .flat_map(|factions| {
                        bosses
                            .iter()
                            .map(move |&gravy| DetroitAction::Propose { factions, gravy })
                    })
                    .collect()
            }
            Phase::Respond => vec![DetroitAction::Accept, DetroitAction::Refuse],
            Phase::Bid => vec![DetroitAction::Nominate, DetroitAction::Fold],
            Phase::Split => self
                .split
                .as_ref()
                .map(|p| {
                    p.eligible
                        .iter()
                        .filter(|s| !p.chosen.contains(s))
                        .map(|&s| DetroitAction::GiveExtra(s as u8))
                        .collect()
                })
                .unwrap_or_default(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &DetroitAction,
        log: &mut Log<Event>,
    ) -> Result<(), DetroitError> {
        let seat = actor.seat();
        match (self.phase, *action) {
            (Phase::Position, DetroitAction::Position(card)) => self.take_position(seat, card, log),
            (Phase::Propose, DetroitAction::Propose { factions, gravy }) => {
                self.propose(seat, factions, gravy, log)
            }
            (Phase::Respond, DetroitAction::Accept) => {
                self.respond(seat, true, log);
                Ok(())
            }
            (Phase::Respond, DetroitAction::Refuse) => {
                self.respond(seat, false, log);
                Ok(())
            }
            (Phase::Bid, DetroitAction::Nominate) => {
                self.bid(seat, Bid::Nominated, log);
                Ok(())
            }
            (Phase::Bid, DetroitAction::Fold) => {
                self.bid(seat, Bid::Folded, log);
                Ok(())
            }
            (Phase::Split, DetroitAction::GiveExtra(to)) => self.give_extra(seat, to as Seat, log),
            _ => Err(DetroitError::NotNow {
                waiting: self.decision().unwrap_or(Decision::TakePosition),
            }),
        }
    }

    /// The legal actions, plus every invalid coalition once (with why it is not
    /// valid) and the coalition players who may not get an extra plunder token.
    fn offered_actions(&self, seat: Seat) -> Vec<(DetroitAction, Option<String>)> {
        let own = self.played.get(seat).copied().flatten().map(Card::suit);
        let mut shown_invalid = Vec::new();
        self.candidate_actions(seat)
            .into_iter()
            .filter_map(|(a, check)| match (check, a) {
                (Ok(()), _) => Some((a, None)),
                (Err(why), DetroitAction::Propose { factions, gravy }) => {
                    // Shown once, with the proposer's own faction taking the gravy.
                    (Some(gravy) == own && !shown_invalid.contains(&factions)).then(|| {
                        shown_invalid.push(factions);
                        (a, Some(why.to_string()))
                    })
                }
                (Err(why), DetroitAction::GiveExtra(to)) => self
                    .in_coalition(to as Seat)
                    .then(|| (a, Some(why.to_string()))),
                (Err(why), _) => Some((a, Some(why.to_string()))),
            })
            .collect()
    }

    fn explain(&self, seat: Seat, seen: &[Event]) -> Vec<crate::engine::Lesson> {
        self.lessons(seat, seen)
    }

    fn narrate(event: &Event, narrator: &Narrator<'_>) -> String {
        events::narrate(event, narrator)
    }

    fn news_weight(event: &Event, reader: Option<Seat>) -> crate::engine::Weight {
        news::weight(event, reader)
    }

    fn view(&self, seat: Option<Seat>) -> DetroitView {
        self.make_view(seat.filter(|&s| s < self.players))
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = self.tokens.iter().map(|&t| i64::from(t)).collect();
        let tie_break: Vec<i64> = (0..self.players)
            .map(|s| {
                self.position_now(s)
                    .map_or(0, |c| i64::from(c.strength()) + 1)
            })
            .collect();
        Some(Outcome::from_scores(scores, &tie_break))
    }

    fn standings(&self, events: &[&Event]) -> Option<crate::engine::Standings> {
        standings::standings(self, events)
    }

    fn round(&self) -> usize {
        self.round as usize
    }

    fn progress(&self) -> Vec<i64> {
        standings::progress(self)
    }

    fn action_label(&self, seat: Seat, action: &DetroitAction) -> String {
        match *action {
            DetroitAction::Position(c) => format!("Play {c} as your position"),
            DetroitAction::Propose { factions, gravy } => format!(
                "Propose {} ({}), gravy to the {gravy} boss",
                factions.describe(),
                plural(self.factions.size(factions), "player", "players")
            ),
            DetroitAction::Accept => "Accept".into(),
            DetroitAction::Refuse => "Refuse".into(),
            DetroitAction::Nominate => "Nominate (stand for broker)".into(),
            DetroitAction::Fold => "Fold".into(),
            DetroitAction::GiveExtra(to) if to as Seat == seat => "Keep an extra token".into(),
            DetroitAction::GiveExtra(to) => {
                format!("Give an extra token to Player {}", to as usize + 1)
            }
        }
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        self.determinized(observer, rng)
    }

    fn rollout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<DetroitAction> {
        self.heuristic_action(seat, rng)
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(self.heuristic_values())
    }

    fn mcts_params(&self, kind: BotKind) -> Option<MctsParams> {
        bot::params(kind, self.players())
    }

    fn coach_calibration() -> Option<&'static crate::engine::bots::Calibration> {
        Some(&calibration::CALIBRATION)
    }
}
