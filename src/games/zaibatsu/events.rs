//! What happened in Zaibatsu, as events every seat sees, and their words.

use crate::engine::{plural, Narrator, Seat};

use super::companies::CompanyId;
use super::state::{INCOME, ROUNDS};

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    /// A new round: the Commissioner, and how many cards each player was dealt.
    RoundStarted {
        round: u8,
        commissioner: Seat,
        each: usize,
    },
    Placed {
        seat: Seat,
        company: CompanyId,
        pile: u8,
    },
    /// Every card is placed; the Commissioner calls first.
    DealDone {
        commissioner: Seat,
    },
    /// A pile is called; an empty one closes at once.
    Called {
        seat: Seat,
        pile: u8,
        cards: Vec<CompanyId>,
    },
    Bid {
        seat: Seat,
        amount: u8,
    },
    Passed {
        seat: Seat,
    },
    /// Passed for the bidder, who cannot pay the minimum bid.
    CouldNotBid {
        seat: Seat,
        money: u32,
        minimum: u32,
    },
    Won {
        seat: Seat,
        pile: u8,
        price: u32,
    },
    /// Everyone passed: the pile's companies leave the game.
    Unsold {
        pile: u8,
        cards: usize,
    },
    /// Per seat: the total, the points from companies and the money.
    GameOver {
        scores: Vec<(i64, u32, u32)>,
    },
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    match event {
        Event::RoundStarted {
            round,
            commissioner,
            each,
        } => format!(
            "Round {round} of {ROUNDS}: {} the Commissioner. Everyone receives T¥{INCOME} \
             and {}.",
            n.does(*commissioner, "are", "is"),
            plural(*each, "new card", "new cards")
        ),
        Event::Placed {
            seat,
            company,
            pile,
        } => {
            let c = company.company();
            format!(
                "{} {} ({}, {}) on pile {}.",
                n.does(*seat, "place", "places"),
                c.name,
                c.recipe(),
                plural(c.points(), "point", "points"),
                pile + 1
            )
        }
        Event::DealDone { commissioner } => format!(
            "The deal is done. {} the first auction.",
            n.does(*commissioner, "call", "calls")
        ),
        Event::Called { seat, pile, cards } => {
            let who = n.does(*seat, "call", "calls");
            if cards.is_empty() {
                format!(
                    "{who} pile {}, which is empty; it closes without bids.",
                    pile + 1
                )
            } else {
                let list: Vec<&str> = cards.iter().map(|c| c.company().name).collect();
                format!("{who} pile {}: {}.", pile + 1, list.join(", "))
            }
        }
        Event::Bid { seat, amount } => format!("{} T¥{amount}.", n.does(*seat, "bid", "bids")),
        Event::Passed { seat } => format!("{}.", n.does(*seat, "pass", "passes")),
        Event::CouldNotBid {
            seat,
            money,
            minimum,
        } => format!(
            "{} only T¥{money} and cannot bid T¥{minimum}, so {}.",
            n.does(*seat, "have", "has"),
            if n.is_viewer(*seat) { "pass" } else { "passes" }
        ),
        Event::Won { seat, pile, price } => format!(
            "{} pile {} for T¥{price}.",
            n.does(*seat, "win", "wins"),
            pile + 1
        ),
        Event::Unsold { pile, cards } => format!(
            "Everyone passed on pile {}: {}.",
            pile + 1,
            if *cards == 1 {
                "its company leaves the game".to_string()
            } else {
                format!("its {cards} companies leave the game")
            }
        ),
        Event::GameOver { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(s, (total, points, money))| {
                    format!(
                        "{} {total} ({points} from companies + T¥{money})",
                        n.whom(s)
                    )
                })
                .collect();
            format!("The game is over. Final scores: {}.", parts.join(", "))
        }
    }
}
