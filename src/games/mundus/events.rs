//! What happened in Mundus Novus, and its words for each reader.

use crate::engine::{and_list, plural, Narrator, Seat};

use super::cards::{resource_label, Cards, Resource, EventKind, DEVS, KINDS, RELIC};
use super::state::Ending;

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
        event: Option<EventKind>,
    },
    /// Coronado's owner paid 2 doubloons for an event.
    EventCalled {
        seat: Seat,
        event: EventKind,
    },
    /// Private: the five cards a seat was dealt.
    Dealt {
        seat: Seat,
        cards: Cards,
    },
    SupplyShown {
        cards: Vec<Resource>,
    },
    Picked {
        seat: Seat,
        kind: Resource,
    },
    /// A card lost to the pirates, face down: its kind is told to its owner only.
    PirateDiscard {
        seat: Seat,
        kind: Option<Resource>,
    },
    /// Ponce de León's owner split the caravels: a bit per caravel value in each fleet.
    FleetsChosen {
        seat: Seat,
        fleets: [u16; 2],
    },
    Called {
        seat: Seat,
        count: u8,
    },
    OfferSealed {
        seat: Seat,
    },
    OffersRevealed {
        offers: Vec<Cards>,
        totals: Vec<u32>,
    },
    NewMaster {
        seat: Seat,
        kept: bool,
    },
    Took {
        taker: Seat,
        from: Seat,
        kind: Resource,
        swap: Option<Resource>,
    },
    OrellanaPaid {
        seat: Seat,
    },
    /// Face-up cards nobody took went back to their owners.
    Returned {
        seat: Seat,
        count: u32,
    },
    /// The Trade Master gave a card to the player left short (the card is told
    /// only to the two of them).
    Gave {
        from: Seat,
        to: Seat,
        kind: Option<Resource>,
    },
    FirstPlayer {
        seat: Seat,
    },
    Converted {
        seat: Seat,
        from: Resource,
        to: Resource,
    },
    Developed {
        seat: Seat,
        kind: Resource,
        size: u8,
        relics: u8,
        dev: u8,
        from_deck: bool,
    },
    SoldDifferent {
        seat: Seat,
        kinds: u16,
        pay: u32,
    },
    SoldRelics {
        seat: Seat,
        count: u8,
        pay: u32,
    },
    Perfect {
        seat: Seat,
    },
    Stored {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
        discarded: u32,
        income: i32,
        shipyards: i32,
    },
    GameOver {
        ending: Ending,
        winners: Vec<Seat>,
        money: Vec<i32>,
    },
    /// The round just started is the last one (see `standings::LastRound`).
    LastRound {
        why: super::standings::LastRound,
    },
}

fn cards_words(c: &Cards) -> String {
    let mut words = Vec::new();
    for k in 0..KINDS {
        if c[k] > 0 {
            words.push(format!("{}× {}", c[k], resource_label(k)));
        }
    }
    if words.is_empty() {
        "nothing".into()
    } else {
        and_list(&words)
    }
}

fn kinds_words(mask: u16) -> String {
    let v: Vec<String> = (0..RELIC)
        .filter(|k| mask & (1 << k) != 0)
        .map(|k| (k + 1).to_string())
        .collect();
    v.join(", ")
}

/// A fleet by its caravels' values: "caravel 3", "caravels 1 + 8".
pub fn fleet_words(mask: u16) -> String {
    let v: Vec<String> = (0..16)
        .filter(|b| mask & (1 << b) != 0)
        .map(|b: u32| b.to_string())
        .collect();
    format!(
        "caravel{} {}",
        if v.len() == 1 { "" } else { "s" },
        v.join(" + ")
    )
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    match event {
        Event::RoundStarted { round, event } => match event {
            Some(e) => format!("Round {round}: event {}: {}.", e.name(), e.effect()),
            None => format!("Round {round}: no event."),
        },
        Event::EventCalled { seat, event } => format!(
            "Coronado: {} 2 doubloons to the bank for the event {}.",
            n.does(*seat, "pay", "pays"),
            event.name()
        ),
        Event::Dealt { seat, cards } => {
            format!(
                "{} dealt {}.",
                n.does(*seat, "are", "is"),
                cards_words(cards)
            )
        }
        Event::SupplyShown { cards } => {
            let words: Vec<String> = cards.iter().map(|&k| k.label()).collect();
            format!("Face up for the fleets: {}.", and_list(&words))
        }
        Event::Picked { seat, kind } => format!(
            "{} {} from the supply.",
            n.does(*seat, "take", "takes"),
            kind.label()
        ),
        Event::PirateDiscard { seat, kind } => match kind {
            // The loser's own line; the others read the face-down one.
            Some(k) => format!(
                "Pirates: {} {}, face down.",
                n.does(*seat, "discard", "discards"),
                k.label()
            ),
            None => format!(
                "Pirates: {} a card, face down.",
                n.does(*seat, "discard", "discards")
            ),
        },
        Event::FleetsChosen { seat, fleets } => {
            let who = n.does(*seat, "sail", "sails");
            if fleets[1] == 0 {
                format!(
                    "Ponce de León: {who} one fleet, {}.",
                    fleet_words(fleets[0])
                )
            } else {
                format!(
                    "Ponce de León: {who} two fleets, {} and {}.",
                    fleet_words(fleets[0]),
                    fleet_words(fleets[1])
                )
            }
        }
        Event::Called { seat, count } => format!(
            "{} for {} each.",
            n.does(*seat, "call", "calls"),
            plural(*count, "card", "cards")
        ),
        Event::OfferSealed { seat } => format!("{} an offer.", n.does(*seat, "seal", "seals")),
        Event::OffersRevealed { offers, totals } => {
            let parts: Vec<String> = offers
                .iter()
                .enumerate()
                .map(|(s, o)| format!("{} {} (worth {})", n.whom(s), cards_words(o), totals[s]))
                .collect();
            format!("Offers revealed: {}.", parts.join("; "))
        }
        Event::NewMaster { seat, kept } => {
            if *kept {
                format!("{} Trade Master.", n.does(*seat, "stay", "stays"))
            } else {
                format!(
                    "{} the new Trade Master.",
                    n.does(*seat, "become", "becomes")
                )
            }
        }
        Event::Took {
            taker,
            from,
            kind,
            swap,
        } => match swap {
            None => format!(
                "{} {} from {}.",
                n.does(*taker, "take", "takes"),
                kind.label(),
                n.whom(*from)
            ),
            Some(m) => format!(
                "{} {} from {}, {} it on the market and {} {}.",
                n.does(*taker, "take", "takes"),
                kind.label(),
                n.whom(*from),
                if n.is_viewer(*taker) { "put" } else { "puts" },
                if n.is_viewer(*taker) { "take" } else { "takes" },
                m.label()
            ),
        },
        Event::OrellanaPaid { seat } => format!(
            "Orellana: {} 2 doubloons for the market.",
            n.does(*seat, "earn", "earns")
        ),
        Event::Returned { seat, count } => format!(
            "{} {} back.",
            n.does(*seat, "take", "takes"),
            plural(*count, "untaken card", "untaken cards")
        ),
        Event::Gave { from, to, kind } => match kind {
            Some(k) => format!(
                "{} {} {} to even the trade.",
                n.does(*from, "give", "gives"),
                n.whom(*to),
                k.label()
            ),
            None => format!(
                "{} {} a card from the hand to even the trade.",
                n.does(*from, "give", "gives"),
                n.whom(*to)
            ),
        },
        Event::FirstPlayer { seat } => {
            format!("{} the progression.", n.does(*seat, "start", "starts"))
        }
        Event::Converted { seat, from, to } => format!(
            "{} a merchant to turn {} into {}.",
            n.does(*seat, "use", "uses"),
            from.label(),
            to.label()
        ),
        Event::Developed {
            seat,
            kind,
            size,
            relics,
            dev,
            from_deck,
        } => {
            let with = if *relics > 0 {
                format!(" ({} wild)", plural(*relics, "relic", "relics"))
            } else {
                String::new()
            };
            format!(
                "{} {size}× {}{with} for {}{}.",
                n.does(*seat, "trade", "trades"),
                kind.label(),
                DEVS[*dev as usize].name,
                if *from_deck {
                    ", drawn from the deck with Almagro"
                } else {
                    ""
                }
            )
        }
        Event::SoldDifferent { seat, kinds, pay } => format!(
            "{} the different set {} for {}.",
            n.does(*seat, "sell", "sells"),
            kinds_words(*kinds),
            plural(*pay, "doubloon", "doubloons")
        ),
        Event::SoldRelics { seat, count, pay } => format!(
            "{} {} for {}.",
            n.does(*seat, "sell", "sells"),
            plural(*count, "Inca relic", "Inca relics"),
            plural(*pay, "doubloon", "doubloons")
        ),
        Event::Perfect { seat } => format!(
            "{} the perfect set: nine different resources and a relic!",
            n.does(*seat, "show", "shows")
        ),
        Event::Stored { seat } => {
            format!("{} a card in a warehouse.", n.does(*seat, "keep", "keeps"))
        }
        Event::TurnEnded {
            seat,
            discarded,
            income,
            shipyards,
        } => {
            let mut parts = vec![format!(
                "{} {}",
                n.does(*seat, "discard", "discards"),
                plural(*discarded, "unused card", "unused cards")
            )];
            if *income > 0 {
                parts.push(format!(
                    "{} of income",
                    plural(*income, "doubloon", "doubloons")
                ));
            }
            if *shipyards > 0 {
                parts.push(format!("{shipyards} from shipyards"));
            }
            format!("{}.", parts.join(", "))
        }
        Event::LastRound { why } => why.words(),
        Event::GameOver {
            ending,
            winners,
            money,
        } => {
            let how = match ending {
                Ending::Perfect => "with the perfect set",
                Ending::Rich => "with 75 doubloons or more",
                Ending::QueueEmpty => "as the richest when the development queue ran out",
                Ending::RoundLimit => "as the richest after the last round",
            };
            let m: Vec<String> = winners.iter().map(|&w| money[w].to_string()).collect();
            format!(
                "{} {how} ({} doubloons).",
                if winners.len() == 1 {
                    n.does(winners[0], "win", "wins")
                } else {
                    // "You and Ada", "Ada and you": a capital only at the start.
                    let list = n.list(winners);
                    let mut first = list.chars();
                    let head = first.next().map(|c| c.to_uppercase().to_string());
                    format!("{}{} share the win", head.unwrap_or_default(), first.as_str())
                },
                m.join(", ")
            )
        }
    }
}
