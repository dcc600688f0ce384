//! The Detroit Motors board in the browser: a pure function of one seat's view.
//!
//! From top to bottom (under the frame's news): whose move it is and what to do, the
//! viewer's cards and controls, the round (factions, proposals, the broker
//! election, the plunder split), the table of seats, and a key to the cards.
//! Controls come only from the offered actions.

mod cards;
mod controls;
mod news;
mod round;
mod table;

use leptos::prelude::*;

use super::view::{DetroitView, Stage};
use super::{DetroitAction, DetroitMotors};
use crate::app::kit::{self, Seats};
use crate::app::markup::{div, El};
use crate::app::registry::{BoardCtx, GameUi};
use crate::engine::{Game, Seat};

impl GameUi for DetroitMotors {
    const OWN_CONTROLS: bool = true;

    /// A long move's result in one line (see [`super::news::digest`]).
    fn news_digest(events: &[super::Event], n: &crate::engine::Narrator<'_>) -> Option<String> {
        super::news::digest(events, n)
    }

    /// The hidden cards, and the card dealt back to an excluded player.
    fn hidden(view: &DetroitView) -> Vec<String> {
        let cards: Vec<String> = view.my_hand.iter().map(|&c| cards::card_words(c)).collect();
        let hand = match cards.len() {
            0 => "Hand: empty".to_string(),
            _ => format!("Hand: {}", cards.join("; ")),
        };
        let redealt = view
            .my_redealt
            .map(|c| format!("Dealt back: {}", cards::card_words(c)));
        std::iter::once(hand).chain(redealt).collect()
    }

    /// The broker's buttons name the seats; a position button names its card
    /// in full.
    fn action_text(&self, seat: Seat, action: &DetroitAction, seats: &Seats) -> String {
        match *action {
            DetroitAction::GiveExtra(to) => {
                format!("Give an extra token to {}", seats.label(to as usize))
            }
            DetroitAction::Position(c) => cards::position_words(c),
            _ => self.action_label(seat, action),
        }
    }

    fn board(ctx: BoardCtx<Self>) -> El {
        let b = Board {
            guide: ctx.guide,
            fresh: news::named_seats(&ctx.fresh),
            changed: news::changed(&ctx.since, ctx.view.players),
            view: ctx.view,
            seats: ctx.seats,
            offered: ctx.offered,
            act: ctx.act,
            panels: ctx.panels,
        };
        // Plain elements, not `view!`: the frame changes the board in place
        // from one drawing to the next (see app::markup).
        div("dm")
            .child(prompt(&b))
            .opt(controls::panel(&b))
            .child(round::panel(&b))
            .child(table::seats(&b))
            .child(cards::key(&b))
    }
}

/// Everything the parts of the board draw from.
pub(super) struct Board {
    pub view: DetroitView,
    pub seats: Seats,
    pub offered: Vec<(DetroitAction, Option<String>)>,
    pub act: Callback<DetroitAction>,
    /// Seats the latest move concerned, highlighted on the table.
    pub fresh: Vec<Seat>,
    /// What changed since the viewer's last decision: marked where it lies.
    pub changed: news::Changed,
    /// The guided game's word on the viewer's decision.
    pub guide: Option<kit::Guide>,
    /// Panels the player opened, kept across redraws.
    pub panels: kit::Panels,
}

impl Board {
    pub fn name(&self, seat: Seat) -> String {
        self.seats.name(seat)
    }

    /// The name, with "(you)" for the viewer.
    pub fn who(&self, seat: Seat) -> String {
        self.seats.label(seat)
    }

    pub fn is_me(&self, seat: Seat) -> bool {
        self.view.me == Some(seat)
    }

    /// The viewer must decide now (and has controls to do it).
    pub fn my_move(&self) -> bool {
        !self.offered.is_empty()
    }

    /// Plunder position cards in these factions: the tokens a coalition of
    /// them would bring.
    pub fn plunder_in(&self, set: super::coalition::FactionSet) -> usize {
        self.view
            .factions
            .iter()
            .filter(|f| set.contains(f.suit))
            .map(|f| f.plunder)
            .sum()
    }

    /// Positions laid so far this round.
    pub fn positions_taken(&self) -> usize {
        self.view
            .seats
            .iter()
            .filter(|s| s.position.is_some())
            .count()
    }
}

fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::TakingPositions => "Taking positions",
        Stage::Negotiating => "Negotiating a coalition",
        Stage::ElectingBroker => "Electing a broker",
        Stage::SplittingPlunder => "Splitting the plunder",
        Stage::GameOver => "Game over",
    }
}

/// One sentence saying what the game waits for, addressed to the viewer when it
/// is their move.
fn prompt(b: &Board) -> El {
    let v = &b.view;
    let mine = b.my_move();
    let actor = v.to_act.map(|s| b.name(s)).unwrap_or_default();
    let live = v.proposals.last();
    let text = match v.stage {
        Stage::TakingPositions if mine => {
            "Your turn: play one of your cards face up as your position. Its faction is the one you back this round; the other two cards stay hidden as your support.".to_string()
        }
        Stage::TakingPositions => format!(
            "{actor} is taking a position ({} of {} laid).",
            b.positions_taken(),
            v.players
        ),
        Stage::Negotiating if mine && v.proposals.last().is_some_and(|p| p.next_responder() == v.me) => {
            let who = live.map(|p| b.name(p.proposer)).unwrap_or_default();
            format!("{who} proposes a coalition that includes your faction: accept or refuse it.")
        }
        Stage::Negotiating if mine => format!(
            "You are a boss: propose a coalition. Tick factions that hold a majority ({} of {} players, with nothing superfluous) and pick who takes the gravy token.",
            v.majority, v.players
        ),
        Stage::Negotiating => match live.and_then(|p| p.next_responder()) {
            Some(r) => format!("{} is answering the proposal.", b.name(r)),
            None => format!("{actor} is proposing a coalition."),
        },
        Stage::ElectingBroker if mine => {
            "Broker election: nominate yourself (your support is revealed, and the best hand becomes broker) or fold.".to_string()
        }
        Stage::ElectingBroker => format!("{actor} is deciding whether to stand for broker."),
        Stage::SplittingPlunder if mine => {
            let extras = v.plunder.as_ref().map_or(0, |p| {
                (p.extras as usize).saturating_sub(p.chosen.len())
            });
            format!(
                "You are broker: give the odd plunder tokens one at a time ({extras} still to give). Nobody may get two."
            )
        }
        Stage::SplittingPlunder => format!("{actor}, the broker, is handing out the odd plunder tokens."),
        Stage::GameOver => match v.winner {
            Some(w) => {
                let tokens = v.seats.get(w).map_or(0, |s| s.tokens);
                format!("Game over: {} won with {tokens} tokens.", b.name(w))
            }
            None => "Game over.".to_string(),
        },
    };
    let facts = if v.stage == Stage::GameOver {
        format!("Round {} · final", v.round)
    } else {
        format!(
            "Round {} · {} · first player: {} · a coalition needs {} of {}",
            v.round,
            stage_name(v.stage),
            b.name(v.first_player),
            v.majority,
            v.players
        )
    };
    kit::prompt(facts, text, mine)
}
