//! What the board takes from the events: the seats the latest move concerned
//! (highlighted on the table), and how the round ended, in the game's own words.
//! The news banner itself is the frame's, from the same events.

use super::super::events::Event;
use super::super::narrate::narrate;
use super::Board;
use crate::engine::{Narrator, Seat};

/// Every seat the events name, once each, in order.
pub fn named_seats(events: &[Event]) -> Vec<Seat> {
    let mut seats = Vec::new();
    for e in events {
        for s in seats_in(e) {
            if !seats.contains(&s) {
                seats.push(s);
            }
        }
    }
    seats
}

fn seats_in(e: &Event) -> Vec<Seat> {
    match e {
        Event::RoundStarted { .. }
        | Event::NoCoalition
        | Event::NegotiationBegan { .. }
        | Event::TieBroken { .. } => Vec::new(),
        Event::TookPosition { seat, .. }
        | Event::Responded { seat, .. }
        | Event::Nominated { seat }
        | Event::Folded { seat }
        | Event::SupportRevealed { seat, .. }
        | Event::BrokerElected { seat, .. }
        | Event::GameWon { seat, .. }
        | Event::ProposalFailed { next: seat }
        | Event::ElectionBegan { first: seat } => vec![*seat],
        Event::Proposed { seat, gravy, .. } => vec![*seat, *gravy],
        Event::CoalitionFormed { gravy, .. } => vec![*gravy],
        Event::ScrapsDealt { scrap_to, .. } => scrap_to.clone(),
        Event::SplitBegan { broker, .. } => vec![*broker],
        Event::GaveExtra { broker, to } => vec![*broker, *to],
        Event::PlunderSplit { shares, .. } => shares.iter().map(|&(s, _)| s).collect(),
        Event::Blame { paid } => paid.clone(),
    }
}

/// How a round ended, in words: the coalition (or none), scraps, broker,
/// plunder or blame, and the winner.
pub fn outcome_lines(events: &[Event], b: &Board) -> Vec<String> {
    let n = Narrator::new(&b.seats.names, b.seats.viewer);
    events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CoalitionFormed { .. }
                    | Event::NoCoalition
                    | Event::ScrapsDealt { .. }
                    | Event::BrokerElected { .. }
                    | Event::PlunderSplit { .. }
                    | Event::Blame { .. }
                    | Event::GameWon { .. }
            )
        })
        .map(|e| narrate(e, &n))
        .collect()
}
