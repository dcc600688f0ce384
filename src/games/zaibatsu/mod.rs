//! Zaibatsu (seed 004): deal companies into auction piles, bid for them, and
//! assemble the conglomerate whose supply chains score the most.
//!
//! - [`companies`]: the 48 cards; [`resources`]: the seven resources and symbols.
//! - [`solver`]: the exact scoring solver (`best_plan`), also used live by the board.
//! - [`state`], [`rules`]: set-up, the round cycle, the deal and the auctions.
//! - [`view`]: what a seat sees; [`bot`]: computer opponents' knowledge.
//! - [`lost`]: an auction the viewer called and lost without deciding, kept on screen.
//! - [`rules_page`]: the in-app rules, card list and our decisions.

#[cfg(target_arch = "wasm32")]
mod board;
mod calibration;
pub mod bot;
#[cfg(test)]
mod bot_tests;
pub mod companies;
pub mod error;
pub mod events;
pub mod guide;
pub mod lost;
pub mod news;
pub mod resources;
pub mod rules;
pub mod rules_page;
pub mod solver;
pub mod standings;
pub mod state;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::game::check_players;
use crate::engine::{Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError};

pub use companies::{CompanyId, Kind, COMPANIES};
pub use error::ZaibatsuError;
pub use events::Event;
pub use resources::{Resource, Symbol};
pub use rules::ZaibatsuAction;
pub use rules_page::RULES;
pub use solver::{best_plan, best_score, Plan};
pub use state::{BidState, Phase, Pile, PileStatus, Zaibatsu};
pub use view::{AuctionView, PileView, SeatView, Stage, ZaibatsuView};

/// Zaibatsu has no variants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZaibatsuOptions {}

pub static INFO: GameInfo = GameInfo {
    id: "zaibatsu",
    code_tag: 4,
    name: "Zaibatsu",
    min_players: 2,
    max_players: 4,
    default_players: 3,
    length: "30–45 min",
    pitch: "Deal companies into auction piles, bid for them, and wire mines to factories into the highest-scoring supply chains.",
};

impl super::Listed for Zaibatsu {
    const RULES: super::rules_text::RulesPage = rules_page::RULES;
    const BOARD_CSS: &'static str = include_str!("board.css");
    const WORDS: &'static [u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-zaibatsu.bin"));
}

impl Game for Zaibatsu {
    type Action = ZaibatsuAction;
    type Options = ZaibatsuOptions;
    type View = ZaibatsuView;
    type Error = ZaibatsuError;
    type Event = Event;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, _options: &ZaibatsuOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        Ok(Zaibatsu::setup(players, seed))
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seat_to_act().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<ZaibatsuAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Deal { .. } => {
                let hand = self.hand(seat);
                let mut out = Vec::with_capacity(hand.len() * self.piles.len());
                for &company in hand {
                    for pile in 0..self.piles.len() {
                        out.push(ZaibatsuAction::Place {
                            company,
                            pile: pile as u8,
                        });
                    }
                }
                out
            }
            Phase::Call => (0..self.piles.len())
                .filter(|&p| self.piles[p].status == PileStatus::Open)
                .map(|p| ZaibatsuAction::Call { pile: p as u8 })
                .collect(),
            Phase::Bid(a) => {
                let low = Self::minimum_bid(a);
                let high = self.money(seat);
                let mut out = vec![ZaibatsuAction::Pass];
                out.extend(
                    (low..=high.min(u8::MAX as u32)).map(|amount| ZaibatsuAction::Bid {
                        amount: amount as u8,
                    }),
                );
                out
            }
            Phase::Over => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &ZaibatsuAction,
        log: &mut Log<Event>,
    ) -> Result<(), ZaibatsuError> {
        let seat = actor.seat();
        match *action {
            ZaibatsuAction::Place { company, pile } => self.place(seat, company, pile, log),
            ZaibatsuAction::Call { pile } => self.call(seat, pile, log),
            ZaibatsuAction::Bid { amount } => self.bid(seat, Some(amount), log),
            ZaibatsuAction::Pass => self.bid(seat, None, log),
        }
    }

    fn narrate(event: &Event, narrator: &Narrator<'_>) -> String {
        events::narrate(event, narrator)
    }

    fn news_weight(event: &Event, reader: Option<Seat>) -> crate::engine::Weight {
        news::weight(event, reader)
    }

    fn view(&self, seat: Option<Seat>) -> ZaibatsuView {
        self.make_view(seat.filter(|&s| s < self.players))
    }

    /// Only the hand is secret: during the auctions, when hands are empty, the
    /// device passes between players without a curtain.
    fn has_secrets(&self, seat: Seat) -> bool {
        self.hands.get(seat).is_some_and(|h| !h.is_empty())
    }

    fn outcome(&self) -> Option<Outcome> {
        // Ties share the win: no tie-break.
        self.final_scores
            .as_ref()
            .map(|scores| Outcome::from_scores(scores.clone(), &[]))
    }

    fn standings(&self, _events: &[&Event]) -> Option<crate::engine::Standings> {
        standings::standings(self)
    }

    fn round(&self) -> usize {
        usize::from(self.round)
    }

    fn progress(&self) -> Vec<i64> {
        standings::progress(self)
    }

    fn explain(&self, seat: Seat, seen: &[Event]) -> Vec<crate::engine::Lesson> {
        self.lessons(seat, seen)
    }

    fn action_label(&self, _seat: Seat, action: &ZaibatsuAction) -> String {
        match *action {
            ZaibatsuAction::Place { company, pile } => {
                format!(
                    "Place {} on pile {}",
                    company.company().name,
                    pile as u32 + 1
                )
            }
            ZaibatsuAction::Call { pile } => match self.piles.get(pile as usize) {
                Some(p) if p.cards.is_empty() => format!("Call pile {} (empty)", pile as u32 + 1),
                _ => format!("Call pile {}", pile as u32 + 1),
            },
            ZaibatsuAction::Bid { amount } => format!("Bid T¥{amount}"),
            ZaibatsuAction::Pass => "Pass".to_string(),
        }
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        bot::determinize(self, observer, rng)
    }

    fn rollout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<ZaibatsuAction> {
        bot::rollout_action(self, seat, rng)
    }

    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(bot::evaluate(self))
    }

    fn mcts_params(&self, kind: BotKind) -> Option<MctsParams> {
        bot::mcts_params(kind)
    }

    fn coach_calibration() -> Option<&'static crate::engine::bots::Calibration> {
        Some(&calibration::CALIBRATION)
    }
}
