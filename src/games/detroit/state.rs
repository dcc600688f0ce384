//! The whole game state: tokens, the cards of the round, and where the round
//! stands. Public pieces (proposals, bids, the plunder split) are types the view
//! shares with the board.

use serde::{Deserialize, Serialize};

use crate::engine::{GameRng, Seat};

use super::cards::{Card, HAND_SIZE};
use super::coalition::{FactionSet, Factions};
use super::events::Event;

/// Up to three hidden cards, without a heap allocation (states are cloned a lot
/// by the search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    cards: [Card; HAND_SIZE],
    len: u8,
}

impl Default for Hand {
    fn default() -> Self {
        Hand {
            cards: [Card::PLACEHOLDER; HAND_SIZE],
            len: 0,
        }
    }
}

impl Hand {
    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Card] {
        &mut self.cards[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn contains(&self, c: Card) -> bool {
        self.as_slice().contains(&c)
    }

    /// Adds a card; a full hand ignores it (never happens: the deal gives three).
    pub fn push(&mut self, c: Card) {
        if let Some(slot) = self.cards.get_mut(self.len as usize) {
            *slot = c;
            self.len += 1;
        }
    }

    /// Removes a card, keeping the others in order; false if it is not held.
    pub fn remove(&mut self, c: Card) -> bool {
        let Some(i) = self.as_slice().iter().position(|&x| x == c) else {
            return false;
        };
        self.cards.copy_within(i + 1..self.len as usize, i);
        self.len -= 1;
        true
    }

    pub fn take_all(&mut self) -> Hand {
        std::mem::take(self)
    }
}

/// A seat's answer when asked to stand for broker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bid {
    Nominated,
    Folded,
}

/// A proposal made during the negotiation, with the answers so far.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Proposal {
    pub proposer: Seat,
    pub factions: FactionSet,
    pub players: usize,
    /// The boss who would get the gravy token.
    pub gravy: Seat,
    /// Bosses of the proposed factions (the proposer excepted), in the order
    /// they answer.
    pub responders: Vec<Seat>,
    pub responses: Vec<(Seat, bool)>,
}

impl Proposal {
    /// Who must answer next, if anyone.
    pub fn next_responder(&self) -> Option<Seat> {
        if self.responses.iter().any(|&(_, yes)| !yes) {
            return None;
        }
        self.responders.get(self.responses.len()).copied()
    }

    pub fn refused(&self) -> bool {
        self.responses.iter().any(|&(_, yes)| !yes)
    }

    pub fn accepted(&self) -> bool {
        !self.refused() && self.responses.len() == self.responders.len()
    }
}

/// The broker's plunder: everyone eligible gets `base`, and the broker picks
/// `extras` different eligible players for one more token each.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlunderSplit {
    pub total: u8,
    pub eligible: Vec<Seat>,
    pub base: u8,
    pub extras: u8,
    /// Players the broker has given an extra token, in order.
    pub chosen: Vec<Seat>,
}

impl PlunderSplit {
    pub fn share(&self, seat: Seat) -> u8 {
        if !self.eligible.contains(&seat) {
            return 0;
        }
        self.base + u8::from(self.chosen.contains(&seat))
    }

    pub fn complete(&self) -> bool {
        self.chosen.len() >= self.extras as usize
    }
}

/// Where the round stands; `actor` in the state says who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Position,
    Propose,
    Respond,
    Bid,
    Split,
    Over,
}

/// Detroit Motors: the state of a game.
#[derive(Clone, Debug)]
pub struct DetroitMotors {
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) tokens: Vec<u8>,
    pub(super) round: u32,
    /// The first player of this round.
    pub(super) first: Seat,
    pub(super) phase: Phase,
    pub(super) actor: Seat,

    // ---- Cards ---------------------------------------------------------------
    /// Hidden cards: three after the deal, then the two support cards.
    pub(super) hands: Vec<Hand>,
    /// The position card each seat played this round (face up).
    pub(super) played: Vec<Option<Card>>,
    /// The position card an excluded seat was dealt back (secret to others).
    pub(super) redealt: Vec<Option<Card>>,
    /// Excluded seats that have discarded everything and sit out the round.
    pub(super) out: Vec<bool>,
    /// Cards not dealt this round (seen by nobody).
    pub(super) set_aside: Vec<Card>,
    /// Cards discarded face down, with the seat that discarded them.
    pub(super) discards: Vec<(Seat, Card)>,
    /// Whether each seat's support has been revealed.
    pub(super) revealed: Vec<bool>,

    // ---- The round -----------------------------------------------------------
    pub(super) factions: Factions,
    /// Bosses in proposing order.
    pub(super) order: Vec<Seat>,
    pub(super) proposals: Vec<Proposal>,
    pub(super) coalition: Option<FactionSet>,
    pub(super) gravy: Option<Seat>,
    pub(super) scraps_dealt: bool,
    pub(super) election_first: Option<Seat>,
    pub(super) bids: Vec<Option<Bid>>,
    pub(super) broker: Option<Seat>,
    pub(super) split: Option<PlunderSplit>,
    pub(super) winner: Option<Seat>,
    pub(super) events: Vec<Event>,
    pub(super) previous_events: Vec<Event>,
}

impl DetroitMotors {
    pub fn tokens(&self) -> &[u8] {
        &self.tokens
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The position cards played this round (public).
    pub fn positions(&self) -> &[Option<Card>] {
        &self.played
    }

    pub fn factions(&self) -> &Factions {
        &self.factions
    }

    pub fn coalition(&self) -> Option<FactionSet> {
        self.coalition
    }

    pub fn broker(&self) -> Option<Seat> {
        self.broker
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Seat `s`'s hidden cards (for tests and the seat's own view only).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat).map_or(&[], Hand::as_slice)
    }

    pub(super) fn in_coalition(&self, seat: Seat) -> bool {
        match (self.coalition, self.played.get(seat).copied().flatten()) {
            (Some(set), Some(card)) => set.contains(card.suit()),
            _ => false,
        }
    }

    /// Excluded once a coalition has formed without this seat's faction.
    pub(super) fn excluded(&self, seat: Seat) -> bool {
        self.coalition.is_some() && !self.in_coalition(seat)
    }

    /// The position card a seat holds right now: an excluded seat holds the card
    /// it was dealt back. Used for every "highest position card" tie-break.
    pub(super) fn position_now(&self, seat: Seat) -> Option<Card> {
        if self.scraps_dealt && self.excluded(seat) {
            self.redealt.get(seat).copied().flatten()
        } else {
            self.played.get(seat).copied().flatten()
        }
    }

    /// Every card of the round wherever it lies: hands, table, set aside,
    /// discards. Always the 55 cards, each once (checked by the property tests).
    pub fn card_locations(&self) -> Vec<Card> {
        let mut all: Vec<Card> = Vec::with_capacity(Card::COUNT);
        for seat in 0..self.players {
            all.extend_from_slice(self.hand(seat));
            let table = if self.scraps_dealt && self.excluded(seat) {
                if self.out[seat] {
                    None
                } else {
                    self.redealt[seat]
                }
            } else {
                self.played[seat]
            };
            all.extend(table);
        }
        all.extend_from_slice(&self.set_aside);
        all.extend(self.discards.iter().map(|&(_, c)| c));
        all
    }
}
