//! What happened, in public terms only: the game's event stream (also this
//! round's events, kept in the view for the board's round panel), and its words
//! from the catalog (`words/en.ftl`) for the log and the board's news, in the
//! present tense: "You take a position", "Ann takes a position". Secrets never
//! appear here.

use crate::engine::{Narrator, Seat};
use crate::words::Args;

use super::cards::{Card, Mark, Suit, SupportHand, SupportKind};
use super::coalition::FactionSet;

/// One public happening. Secrets (hands, redealt cards, folded support) never
/// appear here.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    RoundStarted {
        round: u32,
        first: Seat,
    },
    TookPosition {
        seat: Seat,
        card: Card,
    },
    /// Every position is down: the factions (suit, size, boss) and the majority.
    NegotiationBegan {
        factions: Vec<(Suit, u8, Seat)>,
        majority: u8,
        players: u8,
    },
    /// A proposal was refused; `next` proposes.
    ProposalFailed {
        next: Seat,
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
    /// The broker election begins with `first`.
    ElectionBegan {
        first: Seat,
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
    /// The broker must hand out `extras` odd tokens one by one.
    SplitBegan {
        broker: Seat,
        total: u8,
        eligible: u8,
        base: u8,
        extras: u8,
    },
    /// The broker gave one odd plunder token.
    GaveExtra {
        broker: Seat,
        to: Seat,
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
    /// After `GameWon` with ties: the position card that won and those it beat.
    TieBroken {
        winner: Card,
        beaten: Vec<(Seat, Card)>,
    },
}

/// Items one after another by the catalog's message `id` (`$first`, `$next`).
pub(super) fn series(n: &Narrator<'_>, id: &str, items: Vec<String>) -> String {
    items
        .into_iter()
        .reduce(|first, next| n.say(id, Args::new().text("first", first).text("next", next)))
        .unwrap_or_default()
}

/// Seats as a list of players: "you, Ann and Bo".
pub(super) fn players(n: &Narrator<'_>, seats: &[Seat]) -> String {
    let words: Vec<String> = seats
        .iter()
        .map(|&s| n.say("detroit-player", n.person(Args::new(), "name", s)))
        .collect();
    n.words.list(&words)
}

/// Whether the reader is among `seats` (as [`Narrator::person`] has it).
/// Each seat's share of the plunder ("Ann 2"), in the order given.
pub(super) fn shares_words(n: &Narrator<'_>, shares: &[(Seat, u8)]) -> Vec<String> {
    shares
        .iter()
        .map(|&(s, k)| {
            n.say(
                "detroit-share",
                n.person(Args::new(), "name", s).number("tokens", k),
            )
        })
        .collect()
}

fn reader_among(n: &Narrator<'_>, seats: &[Seat]) -> bool {
    seats
        .iter()
        .any(|&s| n.is_viewer(s) || n.names.of(s).eq_ignore_ascii_case("you"))
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    let args = Args::new;
    match event {
        Event::RoundStarted { round, first } => n.say(
            "detroit-round-started",
            n.person(args(), "first", *first).number("round", *round),
        ),
        Event::TookPosition { seat, card } => {
            let mark = match card.mark() {
                Mark::Plunder => "plunder",
                Mark::Scrap => "scrap",
                Mark::Plain => "plain",
            };
            n.say(
                "detroit-took-position",
                n.actor(args(), "who", *seat)
                    .text("card", card.to_string())
                    .text("mark", mark),
            )
        }
        Event::NegotiationBegan {
            factions,
            majority,
            players,
        } => {
            let parts: Vec<String> = factions
                .iter()
                .map(|&(suit, count, boss)| {
                    n.say(
                        "detroit-faction",
                        n.person(args(), "boss", boss)
                            .text("suit", suit.name())
                            .number("count", count),
                    )
                })
                .collect();
            n.say(
                "detroit-negotiation-began",
                args()
                    .text("factions", series(n, "detroit-series", parts))
                    .number("majority", *majority)
                    .number("players", *players),
            )
        }
        Event::Proposed {
            seat,
            factions,
            players,
            gravy,
        } => n.say(
            "detroit-proposed",
            n.person(n.actor(args(), "who", *seat), "gravy", *gravy)
                .text("factions", factions.describe())
                .number("players", *players),
        ),
        Event::Responded { seat, accepted } => n.say(
            if *accepted {
                "detroit-accepted"
            } else {
                "detroit-refused"
            },
            n.actor(args(), "who", *seat),
        ),
        Event::ProposalFailed { next } => n.say(
            "detroit-proposal-failed",
            n.person(args(), "next", *next),
        ),
        Event::CoalitionFormed {
            factions,
            players,
            gravy,
        } => n.say(
            "detroit-coalition-formed",
            n.person(args(), "gravy", *gravy)
                .text("factions", factions.describe())
                .number("players", *players),
        ),
        Event::NoCoalition => n.say("detroit-no-coalition", args()),
        Event::ScrapsDealt { excluded, scrap_to } => {
            let scrapped = match scrap_to.as_slice() {
                [one] => n.person(args(), "scrapped", *one),
                many => args()
                    .text("scrapped", players(n, many))
                    .text("scrapped-is", "they"),
            };
            let excluded_is = if reader_among(n, excluded) { "you" } else { "they" };
            n.say(
                "detroit-scraps-dealt",
                scrapped
                    .number("scrapped-count", scrap_to.len())
                    .text("excluded", players(n, excluded))
                    .text("excluded-is", excluded_is)
                    .number("excluded-count", excluded.len()),
            )
        }
        Event::ElectionBegan { first } => n.say(
            "detroit-election-began",
            n.person(args(), "first", *first),
        ),
        Event::Nominated { seat } => n.say("detroit-nominated", n.actor(args(), "who", *seat)),
        Event::Folded { seat } => n.say("detroit-folded", n.actor(args(), "who", *seat)),
        Event::SupportRevealed { seat, hand } => {
            let kind = match hand.kind {
                SupportKind::Mess => "mess",
                SupportKind::Brace => "brace",
                SupportKind::Pair => "pair",
            };
            n.say(
                "detroit-support-revealed",
                n.actor(args(), "who", *seat)
                    .text("kind", kind)
                    .text("high", hand.high.to_string())
                    .text("low", hand.low.to_string()),
            )
        }
        Event::BrokerElected { seat, nominees } => {
            if nominees.is_empty() {
                n.say(
                    "detroit-broker-by-default",
                    n.person(args(), "broker", *seat),
                )
            } else {
                n.say("detroit-broker-elected", n.actor(args(), "who", *seat))
            }
        }
        Event::SplitBegan {
            broker,
            total,
            eligible,
            base,
            extras,
        } => n.say(
            "detroit-split-began",
            n.actor(args(), "who", *broker)
                .number("total", *total)
                .number("eligible", *eligible)
                .number("base", *base)
                .number("extras", *extras),
        ),
        // The broker may pick themself: they keep it.
        Event::GaveExtra { broker, to } if broker == to => {
            n.say("detroit-kept-extra", n.actor(args(), "who", *broker))
        }
        Event::GaveExtra { broker, to } => n.say(
            "detroit-gave-extra",
            n.person(n.actor(args(), "who", *broker), "to", *to),
        ),
        Event::PlunderSplit { total, shares } => {
            if shares.is_empty() {
                n.say("detroit-nothing-to-split", args())
            } else {
                let parts = shares_words(n, shares);
                n.say(
                    "detroit-plunder-split",
                    args()
                        .number("total", *total)
                        .text("shares", series(n, "detroit-series", parts)),
                )
            }
        }
        Event::Blame { paid } => {
            if paid.is_empty() {
                n.say("detroit-nobody-holds-plunder", args())
            } else {
                n.say(
                    "detroit-blame",
                    args()
                        .text("paid", players(n, paid))
                        .number("count", paid.len()),
                )
            }
        }
        Event::GameWon { seat, tokens, .. } => n.say(
            "detroit-game-won",
            n.actor(args(), "who", *seat).number("tokens", *tokens),
        ),
        Event::TieBroken { winner, beaten } => {
            let parts: Vec<String> = beaten
                .iter()
                .map(|&(s, card)| {
                    n.say(
                        "detroit-beaten",
                        n.person(args(), "name", s)
                            .text("winner", winner.to_string())
                            .text("card", card.to_string()),
                    )
                })
                .collect();
            series(n, "detroit-beaten-next", parts)
        }
    }
}
