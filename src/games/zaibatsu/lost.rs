//! An auction the viewer called that ended without their decision: the
//! others bid past the viewer's money before the caller's turn (the caller
//! bids last), so the rules passed for them and the pile went. Found in the
//! events the viewer saw since their last decision (their call), so that the
//! board keeps the auction and its result on screen until they move on.

use super::companies::CompanyId;
use super::events::{narrate, Event};
use crate::engine::{Narrator, Seat};

/// A called auction lost without a decision, as the viewer saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LostCall {
    /// The round it was called in.
    pub round: u8,
    pub pile: u8,
    pub cards: Vec<CompanyId>,
    /// Every bid, pass and forced pass, in order.
    pub bids: Vec<Event>,
    /// How it ended: `Event::Won` or `Event::Unsold`.
    pub result: Event,
}

/// The panel's words, each made from the events as the news makes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LostWords {
    pub heading: String,
    pub bids: Vec<String>,
    pub result: String,
}

impl LostCall {
    /// Names this auction among the screen's panels: a pile is called once a
    /// round, so an acknowledged one stays acknowledged as play goes on.
    pub fn key(&self) -> String {
        format!("z-lost-{}-{}", self.round, self.pile)
    }

    /// The winner and the price, if anyone bid.
    pub fn winner(&self) -> Option<(Seat, u32)> {
        match self.result {
            Event::Won { seat, price, .. } => Some((seat, price)),
            _ => None,
        }
    }

    pub fn words(&self, n: &Narrator<'_>) -> LostWords {
        LostWords {
            heading: n.say(
                "zaibatsu-lost-heading",
                crate::words::Args::new().number("pile", self.pile as i64 + 1),
            ),
            bids: self.bids.iter().map(|e| narrate(e, n)).collect(),
            result: narrate(&self.result, n),
        }
    }
}

/// The auction `viewer` called among `since` (the events they saw since their
/// last decision, oldest first) that ended with the rules passing for them,
/// if there is one; `round_now` is the round the game is in now.
pub fn lost_call(since: &[Event], viewer: Seat, round_now: u8) -> Option<LostCall> {
    // The auction under way: its caller, pile, cards and turns so far.
    let mut open: Option<(Seat, u8, Vec<CompanyId>, Vec<Event>)> = None;
    let mut found: Option<(usize, LostCall)> = None;
    for (at, e) in since.iter().enumerate() {
        match e {
            Event::Called { seat, pile, cards } if !cards.is_empty() => {
                open = Some((*seat, *pile, cards.clone(), Vec::new()));
            }
            Event::Bid { .. } | Event::Passed { .. } | Event::CouldNotBid { .. } => {
                if let Some((_, _, _, bids)) = &mut open {
                    bids.push(e.clone());
                }
            }
            Event::Won { .. } | Event::Unsold { .. } => {
                let Some((caller, pile, cards, bids)) = open.take() else {
                    continue;
                };
                let forced = bids
                    .iter()
                    .any(|b| matches!(b, Event::CouldNotBid { seat, .. } if *seat == viewer));
                if caller == viewer && forced {
                    let lost = LostCall {
                        round: 0,
                        pile,
                        cards,
                        bids,
                        result: e.clone(),
                    };
                    found = Some((at, lost));
                }
            }
            _ => {}
        }
    }
    let (at, mut lost) = found?;
    // Rounds begun since it ended.
    let later = since[at..]
        .iter()
        .filter(|e| matches!(e, Event::RoundStarted { .. }))
        .count();
    lost.round = round_now.saturating_sub(u8::try_from(later).unwrap_or(u8::MAX));
    Some(lost)
}
