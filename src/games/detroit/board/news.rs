//! What the board takes from the events: the seats the latest move concerned
//! (highlighted on the table), and how the round ended, in the game's own words.
//! The news banner itself is the frame's, from the same events.

use super::super::events::{narrate, Event};
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

/// What changed since the viewer's last decision, to mark on the board where
/// it lies: tokens won, positions taken, proposals made, a round ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changed {
    /// Per seat, tokens won.
    pub tokens: Vec<i64>,
    /// Seats that took a position (this round's card on their tile).
    pub positions: Vec<Seat>,
    /// Proposals made in the round now shown, counted from its last one.
    pub proposals: usize,
    /// A round ended (its account is on the board until the next begins).
    pub round_ended: bool,
}

pub fn changed(events: &[Event], players: usize) -> Changed {
    let mut c = Changed {
        tokens: vec![0; players],
        ..Changed::default()
    };
    let add = |c: &mut Changed, s: Seat, k: i64| {
        if let Some(t) = c.tokens.get_mut(s) {
            *t += k;
        }
    };
    for e in events {
        match e {
            Event::RoundStarted { .. } => {
                // The board shows the new round: earlier positions and
                // proposals are gone from it, its account stays.
                c.positions.clear();
                c.proposals = 0;
            }
            Event::TookPosition { seat, .. } => c.positions.push(*seat),
            Event::Proposed { .. } => c.proposals += 1,
            Event::CoalitionFormed { gravy, .. } => {
                add(&mut c, *gravy, 1);
                c.round_ended = true;
            }
            Event::NoCoalition => c.round_ended = true,
            Event::ScrapsDealt { scrap_to, .. } => {
                for &s in scrap_to {
                    add(&mut c, s, 1);
                }
            }
            Event::PlunderSplit { shares, .. } => {
                for &(s, k) in shares {
                    add(&mut c, s, i64::from(k));
                }
            }
            Event::Blame { paid } => {
                for &s in paid {
                    add(&mut c, s, 1);
                }
            }
            _ => {}
        }
    }
    c
}
