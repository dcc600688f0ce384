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

/// What changed since the viewer's last decision, to mark on the board where
/// it lies: the cards placed or bought, the piles placed on or sold, and each
/// seat's money moved (income, prices paid).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changed {
    pub cards: Vec<CompanyId>,
    pub piles: Vec<u8>,
    /// Per seat, T¥ gained (or paid, below zero).
    pub money: Vec<i64>,
    /// Seats whose conglomerate grew.
    pub bought: Vec<Seat>,
    /// Seats that bid or passed in the auction now shown.
    pub bids: Vec<Seat>,
}

pub fn changed(events: &[Event], view: &ZaibatsuView) -> Changed {
    let mut c = Changed {
        money: vec![0; view.seats.len()],
        ..Changed::default()
    };
    let mut called: Vec<(u8, Vec<CompanyId>)> = Vec::new();
    // Piles won in this round: their cards are still on the pile in the view.
    let mut won_now: Vec<u8> = Vec::new();
    for e in events {
        match e {
            Event::RoundStarted { .. } => {
                for m in &mut c.money {
                    *m += i64::from(super::super::state::INCOME);
                }
                // New piles: marks on the last round's piles no longer apply.
                c.piles.clear();
                won_now.clear();
            }
            Event::Placed { company, pile, .. } => {
                c.cards.push(*company);
                c.piles.push(*pile);
            }
            Event::Called { pile, cards, .. } => {
                called.push((*pile, cards.clone()));
                // A new auction: the last one's bids are no longer shown.
                c.bids.clear();
            }
            Event::Bid { seat, .. } | Event::Passed { seat } | Event::CouldNotBid { seat, .. } => {
                c.bids.push(*seat)
            }
            Event::Won { seat, pile, price } => {
                if let Some(m) = c.money.get_mut(*seat) {
                    *m -= i64::from(*price);
                }
                c.bought.push(*seat);
                c.piles.push(*pile);
                match called.iter().rev().find(|(p, _)| p == pile) {
                    Some((_, cards)) => c.cards.extend_from_slice(cards),
                    None => won_now.push(*pile),
                }
            }
            Event::Unsold { pile, .. } => c.piles.push(*pile),
            _ => {}
        }
    }
    for p in won_now {
        if let Some(pv) = view.piles.get(p as usize) {
            c.cards.extend_from_slice(&pv.pile.cards);
        }
    }
    c
}
