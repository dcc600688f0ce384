//! Mundus Novus (seed 002): trade New World goods in sealed offers and a chain
//! of takes, then turn sets of identical cards into developments and sets of
//! different ones into doubloons, racing to 75 doubloons or the perfect set.
//!
//! - [`cards`]: the resources and the 44 developments; [`state`]: the state;
//! - [`rules`]: actions and the round cycle; [`events`]: what happened, in words;
//! - [`view`]: what a seat sees; [`bot`]: computer players' knowledge;
//! - [`rules_page`]: the in-app rules, card list and our decisions.

// Card counts are arrays indexed by resource kind: loops read best by kind.
#![allow(clippy::needless_range_loop)]

#[cfg(target_arch = "wasm32")]
mod board;
mod calibration;
pub mod bot;
pub mod cards;
pub mod events;
pub mod guide;
pub mod news;
pub mod hints;
pub mod rules;
pub mod rules_page;
mod scenario;
pub mod standings;
pub mod state;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::game::check_players;
use crate::engine::{Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError};

pub use cards::{Cards, EventKind, Resource, DEVS};
pub use events::Event;
pub use rules::{Action, MundusError};
pub use rules_page::RULES;
pub use state::{Ending, MundusNovus, Phase};
pub use view::{MundusView, SeatView};

/// Mundus Novus has no variants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MundusOptions {}

pub static INFO: GameInfo = GameInfo {
    id: "mundus-novus",
    code_tag: 3,
    name: "Mundus Novus",
    min_players: 2,
    max_players: 6,
    default_players: 4,
    length: "45–75 min",
    pitch: "Trade New World goods, build sets of different or identical resources, \
            and race to 75 doubloons or the perfect combination.",
};

impl super::Listed for MundusNovus {
    const RULES: super::rules_text::RulesPage = rules_page::RULES;
    const BOARD_CSS: &'static str = include_str!("board.css");
    const WORDS: &'static [u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-mundus.bin"));
}

impl Game for MundusNovus {
    type Action = Action;
    type Options = MundusOptions;
    type View = MundusView;
    type Error = MundusError;
    type Event = Event;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, _options: &MundusOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        let mut g = MundusNovus::setup(players, seed);
        g.start_round(&mut Log::silent());
        Ok(g)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seat_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.seat_to_act().contains(&seat) {
            return Vec::new();
        }
        let mut moves = self.candidates(seat);
        moves.retain(|a| self.check(seat, a).is_ok());
        moves
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        log: &mut Log<Event>,
    ) -> Result<(), MundusError> {
        let seat = actor.seat();
        self.check(seat, action)?;
        self.perform(seat, action, log)
    }

    fn narrate(event: &Event, narrator: &Narrator<'_>) -> String {
        events::narrate(event, narrator)
    }

    fn news_weight(event: &Event, reader: Option<Seat>) -> crate::engine::Weight {
        news::weight(event, reader)
    }

    fn simultaneous(&self) -> bool {
        self.phase == Phase::Offer
    }

    fn view(&self, seat: Option<Seat>) -> MundusView {
        self.make_view(seat.filter(|&s| s < self.players))
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        cards::total(&self.hands[seat]) > 0 || cards::total(&self.stores[seat]) > 0
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending?;
        let scores: Vec<i64> = self.money.iter().map(|&m| m as i64).collect();
        let keys: Vec<i64> = (0..self.players).map(|s| self.rank_key(s)).collect();
        let ranks = (0..self.players)
            .map(|s| (0..self.players).filter(|&o| keys[o] > keys[s]).count())
            .collect();
        Some(Outcome { scores, ranks })
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

    fn explain(&self, seat: Seat, seen: &[Event]) -> Vec<crate::engine::Lesson> {
        self.lessons(seat, seen)
    }

    fn action_label(&self, seat: Seat, action: &Action) -> String {
        rules_page::label(&self.label_ctx(seat), action, &|s| {
            format!("player {}", s + 1)
        })
    }

    /// The legal moves, and in the chain of takes the cards the two-trade rule
    /// holds back, each with its reason, so the board shows why not.
    fn offered_actions(&self, seat: Seat) -> Vec<(Action, Option<String>)> {
        let mut out: Vec<(Action, Option<String>)> = self
            .legal_actions(seat)
            .into_iter()
            .map(|a| (a, None))
            .collect();
        if self.phase == (Phase::Take { taker: seat }) {
            for v in (0..self.players).filter(|&v| v != seat && self.forbidden(seat, v)) {
                for kind in Resource::all().filter(|k| self.table[v][k.index()] > 0) {
                    let a = Action::Take {
                        from: v as u8,
                        kind,
                        swap: None,
                    };
                    if let Err(why) = self.check(seat, &a) {
                        out.push((a, Some(why.to_string())));
                    }
                }
            }
        }
        out
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        bot::determinize(self, observer, rng)
    }

    fn rollout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
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

    fn search_pays(&self) -> bool {
        bot::search_pays(self)
    }
}
