//! What happened in Zaibatsu, as events every seat sees, and their words.

use crate::engine::{Narrator, Seat};
use crate::words::Args;

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
    let args = Args::new;
    match event {
        Event::RoundStarted {
            round,
            commissioner,
            each,
        } => n.say(
            "zaibatsu-round-started",
            n.person(args(), "commissioner", *commissioner)
                .number("round", *round)
                .number("rounds", ROUNDS)
                .number("income", INCOME)
                .number("cards", *each),
        ),
        Event::Placed {
            seat,
            company,
            pile,
        } => {
            let c = company.company();
            n.say(
                "zaibatsu-placed",
                n.actor(args(), "who", *seat)
                    .text("company", c.name)
                    .text("recipe", c.recipe())
                    .number("points", c.points())
                    .number("pile", *pile as i64 + 1),
            )
        }
        Event::DealDone { commissioner } => n.say(
            "zaibatsu-deal-done",
            n.person(args(), "commissioner", *commissioner),
        ),
        Event::Called { seat, pile, cards } => {
            let who = n.actor(args(), "who", *seat).number("pile", *pile as i64 + 1);
            if cards.is_empty() {
                n.say("zaibatsu-called-empty", who)
            } else {
                let names: Vec<&str> = cards.iter().map(|c| c.company().name).collect();
                n.say(
                    "zaibatsu-called",
                    who.text("companies", n.words.list(&names)),
                )
            }
        }
        Event::Bid { seat, amount } => n.say(
            "zaibatsu-bid",
            n.actor(args(), "who", *seat).number("amount", *amount),
        ),
        Event::Passed { seat } => n.say("zaibatsu-passed", n.actor(args(), "who", *seat)),
        Event::CouldNotBid {
            seat,
            money,
            minimum,
        } => n.say(
            "zaibatsu-could-not-bid",
            n.actor(args(), "who", *seat)
                .number("money", *money)
                .number("minimum", *minimum),
        ),
        Event::Won { seat, pile, price } => n.say(
            "zaibatsu-won",
            n.actor(args(), "who", *seat)
                .number("pile", *pile as i64 + 1)
                .number("price", *price),
        ),
        Event::Unsold { pile, cards } => n.say(
            "zaibatsu-unsold",
            args()
                .number("pile", *pile as i64 + 1)
                .number("cards", *cards),
        ),
        Event::GameOver { scores } => {
            let parts: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(s, (total, points, money))| {
                    n.say(
                        "zaibatsu-score",
                        n.person(args(), "who", s)
                            .number("total", *total)
                            .number("points", *points)
                            .number("money", *money),
                    )
                })
                .collect();
            n.say(
                "zaibatsu-game-over",
                args().text("scores", n.words.list(&parts)),
            )
        }
    }
}
