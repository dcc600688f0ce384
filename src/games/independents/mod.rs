//! The Last of the Independents (rules 2.0 by default, the 1st edition as a
//! variant): post-war independent car makers allocate disks (millions of
//! dollars) to Models, Engineering and Promotions, play cards, and win sections
//! by bag draws for majority bonuses, trends and Car of the Year.
//!
//! - [`content`]: the board's sections, the company sheets, the cards.
//! - [`state`], [`rules`]: where every disk is, and the year's flow.
//! - [`events`]: what happened, in words; [`view`]: what a seat sees.
//! - [`bot`]: the computer players' knowledge; [`rules_page`]: the rules.

#[cfg(target_arch = "wasm32")]
mod board;
mod calibration;
pub mod bot;
pub mod content;
pub mod error;
pub mod eval;
pub mod events;
pub mod guide;
pub mod news;
pub mod rules;
pub mod rules_page;
pub mod standings;
pub mod state;
pub mod view;
pub mod weights;

use serde::{Deserialize, Serialize};

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::game::check_players;
use crate::engine::{Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError};

pub use content::{card, section_name, Category, Effect, SECTIONS, SHEETS};
pub use error::IndependentsError;
pub use events::{Event, Fiscal};
pub use rules::{Action, Target};
pub use rules_page::RULES;
pub use state::{Company, Edition, Independents, Phase};
pub use view::{CompanyView, IndependentsView};

/// Set-up choices: the rule book and the length of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndependentsOptions {
    pub edition: Edition,
    /// Years (the rules' "turns") played: 3 unless the table agrees otherwise.
    pub years: u8,
}

impl Default for IndependentsOptions {
    fn default() -> Self {
        IndependentsOptions {
            edition: Edition::Second,
            years: 3,
        }
    }
}

/// The longest game offered: the deck and the sheets reshuffle, so any length
/// works; six years is already a long evening.
pub const MAX_YEARS: u8 = 6;

pub static INFO: GameInfo = GameInfo {
    id: "independents",
    code_tag: 1,
    name: "The Last of the Independents",
    min_players: 3,
    max_players: 6,
    default_players: 4,
    length: "60–90 min",
    pitch: "Run a post-war independent car maker against the Big Three: build models, \
            engineer, promote, and chase Car of the Year.",
};

impl super::Listed for Independents {
    const RULES: super::rules_text::RulesPage = rules_page::RULES;
    const BOARD_CSS: &'static str = include_str!("board.css");
    const WORDS: &'static [u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-independents.bin"));
}

impl Game for Independents {
    type Action = Action;
    type Options = IndependentsOptions;
    type View = IndependentsView;
    type Error = IndependentsError;
    type Event = Event;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, options: &IndependentsOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        if !(1..=MAX_YEARS).contains(&options.years) {
            return Err(SetupError::Options(format!(
                "a game lasts 1 to {MAX_YEARS} years, not {}",
                options.years
            )));
        }
        Ok(Independents::setup(
            players,
            options.edition,
            options.years,
            seed,
        ))
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seat_to_act().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        let c = &self.companies[seat];
        let mut out = Vec::new();
        match self.phase {
            Phase::Selective(cat) => {
                for s in cat.sections() {
                    if c.chosen & (1 << s) == 0 {
                        for d in 1..=c.pool {
                            out.push(Action::Select {
                                section: s as u8,
                                disks: d,
                            });
                        }
                    }
                }
            }
            Phase::Required(cat) => {
                for s in cat.sections() {
                    for d in 1..=c.on_sheet[s] {
                        out.push(Action::Require {
                            section: s as u8,
                            disks: d,
                        });
                    }
                }
            }
            Phase::Cards(cat) => {
                // Every copy of a kind is offered: copies play alike but carry
                // different trends, so which one stays in hand is a choice.
                for &id in &c.hand {
                    let k = card(id).kind;
                    if !k.icon.allows(cat) {
                        continue;
                    }
                    for target in self.targets(seat, k.effect, cat) {
                        out.push(Action::Play { card: id, target });
                    }
                }
            }
            Phase::Trend => {
                for &id in &c.hand {
                    out.push(Action::Trend { card: id });
                }
            }
            Phase::Over => return out,
        }
        out.push(Action::Pass);
        out
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        log: &mut Log<Event>,
    ) -> Result<(), IndependentsError> {
        let seat = actor.seat();
        let kind = match self.phase {
            Phase::Selective(_) => 0,
            Phase::Required(_) => 1,
            Phase::Cards(_) => 2,
            _ => 3,
        };
        let done = match (*action, self.phase) {
            (Action::Select { section, disks }, Phase::Selective(cat)) => {
                self.select(seat, cat, section as usize, disks, log)
            }
            (Action::Require { section, disks }, Phase::Required(cat)) => {
                self.require(seat, cat, section as usize, disks, log)
            }
            (Action::Play { card, target }, Phase::Cards(cat)) => {
                self.play_card(seat, cat, card, target, log)
            }
            (Action::Trend { card }, Phase::Trend) => self.trend(seat, card, log),
            (Action::Pass, _) => {
                self.pass(seat, log);
                Ok(())
            }
            _ => Err(IndependentsError::WrongPhase),
        };
        if done.is_ok() {
            let n = &mut self.decided[seat][kind];
            *n = n.saturating_add(1);
        }
        done?;
        self.settle(log);
        Ok(())
    }

    fn narrate(event: &Event, narrator: &Narrator<'_>) -> String {
        events::narrate(event, narrator)
    }

    fn news_weight(event: &Event, reader: Option<Seat>) -> crate::engine::Weight {
        news::weight(event, reader)
    }

    fn view(&self, seat: Option<Seat>) -> IndependentsView {
        self.make_view(seat.filter(|&s| s < self.players))
    }

    /// Only the hand is secret.
    fn has_secrets(&self, seat: Seat) -> bool {
        self.companies.get(seat).is_some_and(|c| !c.hand.is_empty())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.outcome_ranks())
    }

    fn standings(&self, events: &[&Event]) -> Option<crate::engine::Standings> {
        standings::standings(self, events)
    }

    fn round(&self) -> usize {
        usize::from(self.year)
    }

    fn progress(&self) -> Vec<i64> {
        standings::progress(self)
    }

    fn explain(&self, seat: Seat, seen: &[Event]) -> Vec<crate::engine::Lesson> {
        self.lessons(seat, seen)
    }

    /// The legal moves; a trend card that would gain nothing carries a warning,
    /// which the board turns into a question before the card is thrown away.
    fn offered_actions(&self, seat: Seat) -> Vec<(Action, Option<String>)> {
        self.legal_actions(seat)
            .into_iter()
            .map(|a| {
                let why = match a {
                    Action::Trend { card } => self.warning(seat, card),
                    _ => None,
                };
                (a, why)
            })
            .collect()
    }

    fn action_label(&self, _seat: Seat, action: &Action) -> String {
        action_words(self.phase, action)
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
}

/// A button's words for an action in a phase.
pub fn action_words(phase: Phase, action: &Action) -> String {
    match *action {
        Action::Select { section, disks } => {
            format!("{disks} on {}", section_name(section as usize))
        }
        Action::Require { section, disks } => {
            format!("Sheet: {disks} to {}", section_name(section as usize))
        }
        Action::Play { card: id, target } => {
            let name = card(id).kind.name;
            match target {
                Target::Nothing => format!("Play {name}"),
                Target::Section(s) => format!("{name}: {}", section_name(s as usize)),
                Target::Rival { section, rival } => format!(
                    "{name}: player {} on {}",
                    rival + 1,
                    section_name(section as usize)
                ),
                Target::Move { from, to } => format!(
                    "{name}: {} → {}",
                    section_name(from as usize),
                    section_name(to as usize)
                ),
                Target::Pair(a, b) => format!(
                    "{name}: {} + {}",
                    section_name(a as usize),
                    section_name(b as usize)
                ),
            }
        }
        Action::Trend { card: id } => format!("Trend: {}", card(id).kind.name),
        Action::Pass => match phase {
            Phase::Required(_) | Phase::Trend => "Done".into(),
            _ => "Pass".into(),
        },
    }
}
