//! Zaibatsu's news for a reader: how much each event matters to them (see
//! [`crate::engine::news`]), and an auction's result in one line.

use super::events::Event;
use crate::engine::{Narrator, Seat, Weight};
use crate::words::Args;

/// A pile won, by anyone, is scored (the piles' companies are what the game
/// counts); the reader's forced pass is theirs; the final scores end the
/// game; unsold piles and every bid (a handful an auction, and what a pile
/// went for) are the standings; passes and placements are the mechanics.
pub fn weight(e: &Event, reader: Option<Seat>) -> Weight {
    let mine = |s: &Seat| reader == Some(*s);
    match e {
        Event::Won { seat, .. } => Weight::Scored { mine: mine(seat) },
        Event::CouldNotBid { seat, .. } if mine(seat) => Weight::Mine,
        Event::GameOver { .. } => Weight::End,
        Event::Unsold { .. }
        | Event::RoundStarted { .. }
        | Event::Bid { .. } => Weight::Standings,
        Event::Placed { .. }
        | Event::DealDone { .. }
        | Event::Called { .. }
        | Event::Passed { .. }
        | Event::CouldNotBid { .. } => Weight::Mechanics,
    }
}

/// "Pile 2 to Bruno for T¥10, after 3 bids." for a move that ended an
/// auction; `None` when none ended.
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let bids = events
        .iter()
        .filter(|e| matches!(e, Event::Bid { .. }))
        .count();
    let results = events
        .iter()
        .filter_map(|e| match e {
            Event::Won { seat, pile, price } => Some(n.say(
                "zaibatsu-news-won",
                n.person(Args::new(), "who", *seat)
                    .number("pile", i64::from(*pile) + 1)
                    .number("price", *price),
            )),
            Event::Unsold { pile, .. } => Some(n.say(
                "zaibatsu-news-unsold",
                Args::new().number("pile", i64::from(*pile) + 1),
            )),
            _ => None,
        })
        .reduce(|first, next| {
            n.say(
                "zaibatsu-news-results",
                Args::new().text("first", first).text("next", next),
            )
        })?;
    Some(n.say(
        "zaibatsu-news-auction",
        Args::new().text("results", results).number("bids", bids),
    ))
}
