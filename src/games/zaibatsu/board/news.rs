//! What the latest move changed, taken from its events, to highlight on the
//! board: cards placed or bought, piles called or closed, bids made. The news
//! banner itself is the frame's, from the same events.

use super::super::companies::CompanyId;
use super::super::events::Event;
use super::super::view::ZaibatsuView;
use crate::engine::Seat;

/// What the latest move changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fresh {
    /// Cards newly placed on a pile or newly bought.
    pub cards: Vec<CompanyId>,
    /// Piles whose status changed.
    pub piles: Vec<u8>,
    /// Seats that bid or passed.
    pub bids: Vec<Seat>,
}

pub fn of(events: &[Event], view: &ZaibatsuView) -> Fresh {
    let mut fresh = Fresh::default();
    for e in events {
        match e {
            Event::Placed { company, .. } => fresh.cards.push(*company),
            Event::Called { pile, .. } | Event::Unsold { pile, .. } => fresh.piles.push(*pile),
            Event::Won { pile, .. } => {
                fresh.piles.push(*pile);
                if let Some(p) = view.piles.get(*pile as usize) {
                    fresh.cards.extend_from_slice(&p.pile.cards);
                }
            }
            Event::Bid { seat, .. } | Event::Passed { seat } | Event::CouldNotBid { seat, .. } => {
                fresh.bids.push(*seat)
            }
            Event::RoundStarted { .. } | Event::DealDone { .. } | Event::GameOver { .. } => {}
        }
    }
    fresh
}
