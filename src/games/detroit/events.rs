//! What happened this round, in public terms only, so the board can show
//! "what just happened" without revealing a secret.

use crate::engine::Seat;

use super::cards::{Card, SupportHand};
use super::coalition::FactionSet;

/// One public happening. Secrets (hands, redealt cards, folded support) never
/// appear here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    RoundStarted {
        round: u32,
        first: Seat,
    },
    TookPosition {
        seat: Seat,
        card: Card,
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
}
