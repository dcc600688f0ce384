//! What happened, in public terms only: the game's event stream (see
//! `Game::narrate` for the words), and this round's events kept in the view for
//! the board's round panel. Secrets never appear here.

use crate::engine::Seat;

use super::cards::{Card, Suit, SupportHand};
use super::coalition::FactionSet;

/// One public happening. Secrets (hands, redealt cards, folded support) never
/// appear here.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
        first: Seat,
    },
    TookPosition {
        seat: Seat,
        card: Card,
    },
    /// Every position is down: the factions (suit, size, boss) and the majority.
    NegotiationBegan {
        factions: Vec<(Suit, u8, Seat)>,
        majority: u8,
        players: u8,
    },
    /// A proposal was refused; `next` proposes.
    ProposalFailed {
        next: Seat,
    },
    Proposed {
        seat: Seat,
        factions: FactionSet,
        players: usize,
        gravy: Seat,
    },
    Responded {
        seat: Seat,
        accepted: bool,
    },
    CoalitionFormed {
        factions: FactionSet,
        players: usize,
        gravy: Seat,
    },
    /// Every boss proposed once and no proposal was accepted.
    NoCoalition,
    /// The excluded players' position cards were shuffled and dealt back; the
    /// seats in `scrap_to` were dealt a scrap and took a token.
    ScrapsDealt {
        excluded: Vec<Seat>,
        scrap_to: Vec<Seat>,
    },
    /// The broker election begins with `first`.
    ElectionBegan {
        first: Seat,
    },
    Nominated {
        seat: Seat,
    },
    Folded {
        seat: Seat,
    },
    SupportRevealed {
        seat: Seat,
        hand: SupportHand,
    },
    /// `nominees` is empty when everyone folded and the first player became broker.
    BrokerElected {
        seat: Seat,
        nominees: Vec<Seat>,
    },
    /// The broker must hand out `extras` odd tokens one by one.
    SplitBegan {
        broker: Seat,
        total: u8,
        eligible: u8,
        base: u8,
        extras: u8,
    },
    /// The broker gave one odd plunder token.
    GaveExtra {
        broker: Seat,
        to: Seat,
    },
    /// Tokens per seat from the coalition's plunder (`total` tokens in all).
    PlunderSplit {
        total: u8,
        shares: Vec<(Seat, u8)>,
    },
    /// No coalition: these seats held plunder and took a token each.
    Blame {
        paid: Vec<Seat>,
    },
    GameWon {
        seat: Seat,
        tokens: u8,
        /// Others with as many tokens, beaten on the tie-break.
        tied: Vec<Seat>,
    },
    /// After `GameWon` with ties: the position card that won and those it beat.
    TieBroken {
        winner: Card,
        beaten: Vec<(Seat, Card)>,
    },
}
