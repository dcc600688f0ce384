//! What one seat may see: everything public, plus its own hidden cards. The board
//! is drawn from this alone.

use crate::engine::Seat;

use super::cards::{Card, Suit, SupportHand};
use super::coalition::FactionSet;
use super::error::{Decision, DetroitError};
use super::events::Event;
use super::state::{Bid, DetroitMotors, Phase, PlunderSplit, Proposal};

/// One seat at the table, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub tokens: u8,
    /// The position card played this round (face up), once played.
    pub position: Option<Card>,
    pub faction: Option<Suit>,
    pub is_boss: bool,
    /// `None` until a coalition forms (or if none does).
    pub in_coalition: Option<bool>,
    /// Excluded from the coalition: dealt a redealt card and out for the round.
    pub excluded: bool,
    /// For excluded seats: whether the card dealt back was a scrap (a token).
    pub got_scrap: Option<bool>,
    pub bid: Option<Bid>,
    /// The support hand, once revealed by a nomination.
    pub support: Option<SupportHand>,
    pub is_broker: bool,
    pub failed_nominee: bool,
    /// Tokens from the plunder so far (base plus extra), during and after the split.
    pub plunder_share: Option<u8>,
    /// Hidden cards still held.
    pub cards_held: usize,
    /// The seat that must act now.
    pub to_act: bool,
}

/// A faction on the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FactionView {
    pub suit: Suit,
    pub members: Vec<Seat>,
    pub boss: Seat,
    pub boss_card: Card,
    /// Plunder position cards in the faction.
    pub plunder: usize,
    /// Scrap position cards in the faction.
    pub scraps: usize,
}

/// A combination of the factions on the table and whether it may be proposed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CoalitionCandidate {
    pub factions: FactionSet,
    pub players: usize,
    pub valid: Result<(), DetroitError>,
}

/// The coalition once formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CoalitionView {
    pub factions: FactionSet,
    pub players: usize,
    pub gravy: Seat,
}

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Stage {
    TakingPositions,
    Negotiating,
    ElectingBroker,
    SplittingPlunder,
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DetroitView {
    pub players: usize,
    /// The seat this view is for (`None`: a spectator, who sees no hand).
    pub me: Option<Seat>,
    pub round: u32,
    pub first_player: Seat,
    pub stage: Stage,
    pub to_act: Option<Seat>,
    pub waiting_for: Option<Decision>,
    pub seats: Vec<SeatView>,
    /// Factions on the table in proposing order (largest first); empty while
    /// positions are still being taken.
    pub factions: Vec<FactionView>,
    /// Players a coalition needs (over half).
    pub majority: usize,
    /// Every combination of the factions present, with why it is or is not a
    /// valid coalition (during the negotiation).
    pub coalition_candidates: Vec<CoalitionCandidate>,
    /// This round's proposals in order; the last is the live one while answers
    /// are awaited.
    pub proposals: Vec<Proposal>,
    /// Bosses who have yet to propose, in order.
    pub proposers_left: Vec<Seat>,
    pub coalition: Option<CoalitionView>,
    /// Who opened the broker election.
    pub election_first: Option<Seat>,
    pub broker: Option<Seat>,
    pub plunder: Option<PlunderSplit>,
    /// My hidden cards: three, then my two support cards.
    pub my_hand: Vec<Card>,
    /// The card I was dealt back if I was excluded.
    pub my_redealt: Option<Card>,
    /// Cards set aside unseen this round.
    pub set_aside: usize,
    /// This round so far, in public terms.
    pub events: Vec<Event>,
    /// The whole previous round, for "what just happened".
    pub previous_round: Vec<Event>,
    pub winner: Option<Seat>,
}

impl DetroitMotors {
    pub(super) fn stage(&self) -> Stage {
        match self.phase {
            Phase::Position => Stage::TakingPositions,
            Phase::Propose | Phase::Respond => Stage::Negotiating,
            Phase::Bid => Stage::ElectingBroker,
            Phase::Split => Stage::SplittingPlunder,
            Phase::Over => Stage::GameOver,
        }
    }

    pub(super) fn decision(&self) -> Option<Decision> {
        match self.phase {
            Phase::Position => Some(Decision::TakePosition),
            Phase::Propose => Some(Decision::Propose),
            Phase::Respond => Some(Decision::Respond),
            Phase::Bid => Some(Decision::NominateOrFold),
            Phase::Split => Some(Decision::GivePlunder),
            Phase::Over => None,
        }
    }

    pub(super) fn negotiating(&self) -> bool {
        matches!(self.phase, Phase::Propose | Phase::Respond)
    }

    /// Every combination of present factions, checked (for the board and errors).
    pub fn coalition_candidates(&self) -> Vec<CoalitionCandidate> {
        if self.order.is_empty() {
            return Vec::new();
        }
        self.factions
            .present()
            .subsets()
            .map(|factions| CoalitionCandidate {
                factions,
                players: self.factions.size(factions),
                valid: self.factions.check(factions),
            })
            .collect()
    }

    pub(super) fn make_view(&self, me: Option<Seat>) -> DetroitView {
        let over = self.phase == Phase::Over;
        let to_act = (!over).then_some(self.actor);
        let seats = (0..self.players)
            .map(|s| {
                let faction = self.played[s].map(Card::suit);
                let excluded = self.excluded(s);
                let nominee = self.bids[s] == Some(Bid::Nominated);
                SeatView {
                    seat: s,
                    tokens: self.tokens[s],
                    position: self.played[s],
                    faction,
                    is_boss: !self.order.is_empty()
                        && faction.and_then(|f| self.factions.boss(f)) == Some(s),
                    in_coalition: self.coalition.map(|_| self.in_coalition(s)),
                    excluded,
                    got_scrap: (excluded && self.scraps_dealt)
                        .then(|| self.redealt[s].is_some_and(Card::is_scrap)),
                    bid: self.bids[s],
                    support: match (self.revealed[s], self.hands[s].as_slice()) {
                        (true, &[a, b]) => Some(SupportHand::new(a, b)),
                        _ => None,
                    },
                    is_broker: self.broker == Some(s),
                    failed_nominee: self.broker.is_some() && nominee && self.broker != Some(s),
                    plunder_share: self.split.as_ref().map(|p| p.share(s)),
                    cards_held: self.hands[s].len(),
                    to_act: to_act == Some(s),
                }
            })
            .collect();
        let factions = self
            .order
            .iter()
            .filter_map(|&boss| {
                let suit = self.played[boss]?.suit();
                let members: Vec<Seat> = (0..self.players)
                    .filter(|&s| self.played[s].is_some_and(|c| c.suit() == suit))
                    .collect();
                let count = |f: fn(Card) -> bool| {
                    members
                        .iter()
                        .filter(|&&s| self.played[s].is_some_and(f))
                        .count()
                };
                Some(FactionView {
                    suit,
                    boss,
                    boss_card: self.factions.boss_card(suit)?,
                    plunder: count(Card::is_plunder),
                    scraps: count(Card::is_scrap),
                    members,
                })
            })
            .collect();
        let proposers_left = if self.negotiating() {
            self.order
                .iter()
                .skip(self.proposals.len())
                .copied()
                .collect()
        } else {
            Vec::new()
        };
        DetroitView {
            players: self.players,
            me,
            round: self.round,
            first_player: self.first,
            stage: self.stage(),
            to_act,
            waiting_for: self.decision(),
            seats,
            factions,
            majority: self.players / 2 + 1,
            coalition_candidates: if self.negotiating() {
                self.coalition_candidates()
            } else {
                Vec::new()
            },
            proposals: self.proposals.clone(),
            proposers_left,
            coalition: match (self.coalition, self.gravy) {
                (Some(factions), Some(gravy)) => Some(CoalitionView {
                    factions,
                    players: self.factions.size(factions),
                    gravy,
                }),
                _ => None,
            },
            election_first: self.election_first,
            broker: self.broker,
            plunder: self.split.clone(),
            my_hand: me.map(|s| self.hand(s).to_vec()).unwrap_or_default(),
            my_redealt: me.and_then(|s| self.redealt.get(s).copied().flatten()),
            set_aside: self.set_aside.len(),
            events: self.events.clone(),
            previous_round: self.previous_events.clone(),
            winner: self.winner,
        }
    }
}
