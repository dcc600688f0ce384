//! Mundus Novus' news for a reader: how much each event matters to them (see
//! [`crate::engine::news`]), and a trade round's result in one line.

use super::events::Event;
use crate::engine::{Narrator, Seat, Weight};
use crate::words::Args;

/// A sale, by anyone, is scored (doubloons are the score); cards taken from
/// or given to the reader, money they paid, what pirates made them discard
/// are theirs; the winner ends the game; others' takes, developments, the
/// Trade Master and the round's event are the standings; deals, picks and sealed offers are the mechanics.
pub fn weight(e: &Event, reader: Option<Seat>) -> Weight {
    let mine = |s: &Seat| reader == Some(*s);
    match e {
        Event::GameOver { .. } => Weight::End,
        // The end coming concerns everyone as much as the end itself.
        Event::LastRound { .. } => Weight::Mine,
        // Doubloons are the score.
        Event::SoldDifferent { seat, .. } | Event::SoldRelics { seat, .. } => Weight::Scored {
            mine: mine(seat),
        },
        Event::Took { taker, from, .. } if mine(taker) || mine(from) => Weight::Mine,
        Event::Gave { from, to, .. } if mine(from) || mine(to) => Weight::Mine,
        Event::EventCalled { seat, .. }
        | Event::PirateDiscard { seat, .. }
        | Event::NewMaster { seat, .. }
        | Event::OrellanaPaid { seat }
        | Event::Returned { seat, .. }
        | Event::Developed { seat, .. }
        | Event::Perfect { seat }
        | Event::TurnEnded { seat, .. }
            if mine(seat) =>
        {
            Weight::Mine
        }
        Event::RoundStarted { .. }
        | Event::EventCalled { .. }
        | Event::OffersRevealed { .. }
        | Event::NewMaster { .. }
        | Event::Took { .. }
        | Event::Developed { .. }
        | Event::Perfect { .. }
        | Event::FirstPlayer { .. } => Weight::Standings,
        Event::Dealt { .. }
        | Event::SupplyShown { .. }
        | Event::Picked { .. }
        | Event::PirateDiscard { .. }
        | Event::FleetsChosen { .. }
        | Event::Called { .. }
        | Event::OfferSealed { .. }
        | Event::OrellanaPaid { .. }
        | Event::Returned { .. }
        | Event::Gave { .. }
        | Event::Converted { .. }
        | Event::Stored { .. }
        | Event::TurnEnded { .. } => Weight::Mechanics,
    }
}

/// "Trade: Ann is Trade Master; you took 2 cards, Bo took 1 card (2 from
/// you)." for a move that settled a trade round; `None` otherwise.
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let mut master = None;
    let mut takers: Vec<(Seat, u32)> = Vec::new();
    let mut from_reader = 0;
    for e in events {
        match e {
            Event::NewMaster { seat, .. } => master = Some(*seat),
            Event::Took { taker, from, .. } => {
                if n.is_viewer(*from) {
                    from_reader += 1;
                }
                match takers.iter_mut().find(|(s, _)| s == taker) {
                    Some((_, k)) => *k += 1,
                    None => takers.push((*taker, 1)),
                }
            }
            _ => {}
        }
    }
    let master = master.map(|m| n.say("mundus-trade-master", n.actor(Args::new(), "who", m)));
    let takes = (!takers.is_empty()).then(|| {
        let took = takers.iter().map(|&(s, k)| {
            n.say(
                "mundus-trade-took",
                n.person(Args::new(), "who", s).number("cards", k),
            )
        });
        let took = took
            .reduce(|first, next| {
                n.say(
                    "mundus-trade-took-more",
                    Args::new().text("first", first).text("next", next),
                )
            })
            .unwrap_or_default();
        n.say(
            "mundus-trade-takes",
            Args::new()
                .text("takes", took)
                .number("from-you", from_reader),
        )
    });
    Some(match (master, takes) {
        (Some(master), Some(takes)) => n.say(
            "mundus-trade",
            Args::new().text("master", master).text("takes", takes),
        ),
        (Some(master), None) => n.say("mundus-trade-master-only", Args::new().text("master", master)),
        (None, Some(takes)) => n.say("mundus-trade-takes-only", Args::new().text("takes", takes)),
        (None, None) => return None,
    })
}

/// What changed since the reader's last decision, to mark on the board where
/// it lies: money moved, developments bought, cards taken from offers, the
/// market swapped, a new Trade Master.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changed {
    /// Per seat, doubloons gained (or paid, below zero).
    pub money: Vec<i64>,
    /// Seats that bought a development.
    pub developed: Vec<Seat>,
    /// Seats whose offer lost cards to a take.
    pub taken_from: Vec<Seat>,
    /// A card was taken from the market by a swap.
    pub market: bool,
    /// The Trade Master changed hands.
    pub master: bool,
}

pub fn changed(events: &[Event], players: usize) -> Changed {
    let mut c = Changed {
        money: vec![0; players],
        ..Changed::default()
    };
    let pay = |c: &mut Changed, s: Seat, k: i64| {
        if let Some(m) = c.money.get_mut(s) {
            *m += k;
        }
    };
    for e in events {
        match e {
            Event::EventCalled { seat, .. } => pay(&mut c, *seat, -2),
            Event::OrellanaPaid { seat } => pay(&mut c, *seat, 2),
            Event::SoldDifferent { seat, pay: p, .. } | Event::SoldRelics { seat, pay: p, .. } => {
                pay(&mut c, *seat, i64::from(*p))
            }
            Event::TurnEnded {
                seat,
                income,
                shipyards,
                ..
            } => pay(&mut c, *seat, i64::from(*income) + i64::from(*shipyards)),
            Event::Developed { seat, .. } => c.developed.push(*seat),
            Event::Took { from, swap, .. } => {
                c.taken_from.push(*from);
                c.market |= swap.is_some();
            }
            Event::NewMaster { kept: false, .. } => c.master = true,
            // A new round's offers are new: marks on the last ones are gone.
            Event::RoundStarted { .. } => c.taken_from.clear(),
            _ => {}
        }
    }
    c
}
