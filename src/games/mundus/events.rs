//! What happened in Mundus Novus, and its words for each reader, from the
//! game's catalog (`words/<lang>.ftl`).

use crate::engine::{Narrator, Seat};
use crate::words::Args;

use super::cards::{Cards, EventKind, Resource, DEVS, RELIC};
use super::standings::LastRound;
use super::state::{Ending, TARGET};

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

/// A fleet by its caravels' values: "caravel 3", "caravels 1 + 8", for the
/// action labels (rules_page.rs), still worded in code; the events' words are
/// the catalog's ([`fleet`]).
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

/// A count of cards by kind, in the reader's words: "2× cocoa (1) and
/// 1× Inca relic", or "nothing".
fn cards_words(c: &Cards, n: &Narrator<'_>) -> String {
    let words: Vec<String> = Resource::all()
        .filter(|&k| c[k] > 0)
        .map(|k| {
            n.say(
                "mundus-cards-of-a-kind",
                Args::new().number("count", c[k]).text("card", k.label()),
            )
        })
        .collect();
    if words.is_empty() {
        n.say("mundus-no-cards", Args::new())
    } else {
        n.words.list(&words)
    }
}

/// `items` one after another, each added to those before by message `id`
/// (`{ $first }` and `{ $next }`).
fn chain(n: &Narrator<'_>, id: &str, items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .reduce(|first, next| n.say(id, Args::new().text("first", first).text("next", next)))
        .unwrap_or_default()
}

/// A fleet in the reader's words, as [`fleet_words`].
fn fleet(mask: u16, n: &Narrator<'_>) -> String {
    let values: Vec<String> = (0..16u32)
        .filter(|b| mask & (1 << b) != 0)
        .map(|b| b.to_string())
        .collect();
    n.say(
        "mundus-fleet",
        Args::new()
            .number("caravels", values.len())
            .text("values", chain(n, "mundus-caravels-more", values)),
    )
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    let args = Args::new;
    match event {
        Event::RoundStarted { round, event } => match event {
            Some(e) => n.say(
                "mundus-round-event",
                args()
                    .number("round", *round)
                    .text("event", e.name())
                    .text("effect", e.effect()),
            ),
            None => n.say("mundus-round-quiet", args().number("round", *round)),
        },
        Event::EventCalled { seat, event } => n.say(
            "mundus-event-called",
            n.actor(args(), "who", *seat).text("event", event.name()),
        ),
        Event::Dealt { seat, cards } => n.say(
            "mundus-dealt",
            n.actor(args(), "who", *seat)
                .text("cards", cards_words(cards, n)),
        ),
        Event::SupplyShown { cards } => {
            let words: Vec<String> = cards.iter().map(|&k| k.label()).collect();
            n.say(
                "mundus-supply",
                args().text("cards", n.words.list(&words)),
            )
        }
        Event::Picked { seat, kind } => n.say(
            "mundus-picked",
            n.actor(args(), "who", *seat).text("card", kind.label()),
        ),
        Event::PirateDiscard { seat, kind } => {
            let who = n.actor(args(), "who", *seat);
            match kind {
                // The loser's own line; the others read the face-down one.
                Some(k) => n.say("mundus-pirates-discard-seen", who.text("card", k.label())),
                None => n.say("mundus-pirates-discard", who),
            }
        }
        Event::FleetsChosen { seat, fleets } => {
            let who = n.actor(args(), "who", *seat);
            if fleets[1] == 0 {
                n.say("mundus-fleets-one", who.text("fleet", fleet(fleets[0], n)))
            } else {
                n.say(
                    "mundus-fleets-two",
                    who.text("first", fleet(fleets[0], n))
                        .text("second", fleet(fleets[1], n)),
                )
            }
        }
        Event::Called { seat, count } => n.say(
            "mundus-called",
            n.actor(args(), "who", *seat).number("cards", *count),
        ),
        Event::OfferSealed { seat } => {
            n.say("mundus-offer-sealed", n.actor(args(), "who", *seat))
        }
        Event::OffersRevealed { offers, totals } => {
            let parts = offers.iter().enumerate().map(|(s, o)| {
                n.say(
                    "mundus-offer",
                    n.person(args(), "who", s)
                        .text("cards", cards_words(o, n))
                        .number("worth", totals[s]),
                )
            });
            n.say(
                "mundus-offers",
                args().text("offers", chain(n, "mundus-offers-more", parts)),
            )
        }
        Event::NewMaster { seat, kept } => n.say(
            if *kept {
                "mundus-master-kept"
            } else {
                "mundus-master-new"
            },
            n.actor(args(), "who", *seat),
        ),
        Event::Took {
            taker,
            from,
            kind,
            swap,
        } => {
            let took = n.person(n.actor(args(), "who", *taker), "from", *from);
            let took = took.text("card", kind.label());
            match swap {
                None => n.say("mundus-took", took),
                Some(m) => n.say("mundus-took-swap", took.text("swap", m.label())),
            }
        }
        Event::OrellanaPaid { seat } => {
            n.say("mundus-orellana-paid", n.actor(args(), "who", *seat))
        }
        Event::Returned { seat, count } => n.say(
            "mundus-returned",
            n.actor(args(), "who", *seat).number("cards", *count),
        ),
        Event::Gave { from, to, kind } => {
            let gave = n.person(n.actor(args(), "who", *from), "to", *to);
            match kind {
                Some(k) => n.say("mundus-gave", gave.text("card", k.label())),
                None => n.say("mundus-gave-hidden", gave),
            }
        }
        Event::FirstPlayer { seat } => {
            n.say("mundus-first-player", n.actor(args(), "who", *seat))
        }
        Event::Converted { seat, from, to } => n.say(
            "mundus-converted",
            n.actor(args(), "who", *seat)
                .text("from", from.label())
                .text("to", to.label()),
        ),
        Event::Developed {
            seat,
            kind,
            size,
            relics,
            dev,
            from_deck,
        } => n.say(
            "mundus-developed",
            n.actor(args(), "who", *seat)
                .number("size", *size)
                .text("card", kind.label())
                .number("relics", *relics)
                .text("dev", DEVS[*dev as usize].name)
                .text("almagro", if *from_deck { "yes" } else { "no" }),
        ),
        Event::SoldDifferent { seat, kinds, pay } => {
            let kinds = (0..RELIC)
                .filter(|k| kinds & (1 << k) != 0)
                .map(|k| (k + 1).to_string());
            n.say(
                "mundus-sold-different",
                n.actor(args(), "who", *seat)
                    .text("kinds", chain(n, "mundus-numbers-more", kinds))
                    .number("pay", *pay),
            )
        }
        Event::SoldRelics { seat, count, pay } => n.say(
            "mundus-sold-relics",
            n.actor(args(), "who", *seat)
                .number("relics", *count)
                .number("pay", *pay),
        ),
        Event::Perfect { seat } => n.say("mundus-perfect", n.actor(args(), "who", *seat)),
        Event::Stored { seat } => n.say("mundus-stored", n.actor(args(), "who", *seat)),
        Event::TurnEnded {
            seat,
            discarded,
            income,
            shipyards,
        } => n.say(
            "mundus-turn-ended",
            // Nothing earned is not said: a count below one reads as none.
            n.actor(args(), "who", *seat)
                .number("cards", *discarded)
                .number("income", (*income).max(0))
                .number("shipyards", (*shipyards).max(0)),
        ),
        Event::LastRound { why } => match why {
            LastRound::DeckLow { left: 0 } => n.say("mundus-last-round-deck-empty", args()),
            LastRound::DeckLow { left } => {
                n.say("mundus-last-round-deck-low", args().number("left", *left))
            }
            LastRound::QueueShort => n.say("mundus-last-round-queue", args()),
            LastRound::RoundLimit => n.say("mundus-last-round-limit", args()),
        },
        Event::GameOver {
            ending,
            winners,
            money,
        } => {
            let how = args()
                .text(
                    "ending",
                    match ending {
                        Ending::Perfect => "perfect",
                        Ending::Rich => "rich",
                        Ending::QueueEmpty => "queue",
                        Ending::RoundLimit => "limit",
                    },
                )
                .number("target", TARGET);
            if let [winner] = winners[..] {
                n.say(
                    "mundus-won",
                    n.actor(how, "who", winner).number("money", money[winner]),
                )
            } else {
                // "You and Ada", "Ada and you": the first opens the sentence.
                let names: Vec<String> = winners
                    .iter()
                    .enumerate()
                    .map(|(i, &w)| {
                        let id = if i == 0 {
                            "mundus-winner-first"
                        } else {
                            "mundus-winner"
                        };
                        n.say(id, n.person(args(), "who", w))
                    })
                    .collect();
                let amounts = winners.iter().map(|&w| money[w].to_string());
                n.say(
                    "mundus-shared-win",
                    how.text("winners", n.words.list(&names))
                        .text("money", chain(n, "mundus-numbers-more", amounts)),
                )
            }
        }
    }
}
