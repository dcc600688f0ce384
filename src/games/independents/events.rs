//! What happened, as events, and each in words for one reader.

use super::content::{card, section_name, Category, SHEETS};
use super::state::Phase;
use crate::engine::{Narrator, Seat};
use crate::words::Args;

/// A company's fiscal status at year prep.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Fiscal {
    Success,
    /// Disks added from the supply.
    Subsidy(u8),
    /// Disks added from the supply, the new sheet, the token lost, cards lost.
    Bankrupt {
        added: u8,
        sheet: u8,
        token: bool,
        cards: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    YearBegins {
        year: u8,
    },
    /// The turn order track for what follows.
    Order {
        order: Vec<Seat>,
    },
    Selected {
        seat: Seat,
        section: u8,
        disks: u8,
    },
    /// Passed in a selective or card phase, taking `place` on the passing lane.
    Passed {
        seat: Seat,
        phase: Phase,
        place: u8,
    },
    Required {
        seat: Seat,
        section: u8,
        disks: u8,
    },
    Done {
        seat: Seat,
        phase: Phase,
    },
    Played {
        seat: Seat,
        card: u8,
    },
    Added {
        seat: Seat,
        section: u8,
        disks: u8,
    },
    Removed {
        seat: Seat,
        section: u8,
        disks: u8,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
        disks: u8,
    },
    Protected {
        section: u8,
    },
    /// Cards drawn (public: how many).
    Drew {
        seat: Seat,
        count: u8,
    },
    /// The cards themselves, seen by the drawer only.
    DrewCards {
        seat: Seat,
        cards: Vec<u8>,
    },
    /// A lone owner keeps one disk on the section and takes back the rest.
    Lone {
        section: u8,
        seat: Seat,
        returned: u8,
    },
    /// A bag draw for a section (`section` None: the Car of the Year draw;
    /// `category` set: a category's Car of the Year draw). `bag` holds each
    /// owner's disks in the bag before the draw.
    BagDraw {
        section: Option<u8>,
        category: Option<Category>,
        bag: Vec<(Seat, u8)>,
        winner: Seat,
    },
    /// A loser of a section draw: disks kept (to the return pool) and lost.
    Halved {
        seat: Seat,
        section: u8,
        winner: Seat,
        kept: u8,
        lost: u8,
    },
    Majority {
        category: Category,
        seats: Vec<Seat>,
        wins: u8,
    },
    Trend {
        seat: Seat,
        card: u8,
        covered: u8,
        disks: u8,
        token: bool,
    },
    CarOfTheYear {
        seat: Seat,
    },
    Fiscal {
        seat: Seat,
        status: Fiscal,
        disks: u8,
    },
    /// The 1st edition's new hand: cards dealt up to four.
    Dealt {
        seat: Seat,
        count: u8,
    },
    GameOver {
        winners: Vec<Seat>,
    },
}

/// Whole percentages of `weights` that add up to 100 (largest remainder: each
/// gets its share rounded down, and the points left go to the largest
/// fractions, the earlier one first on a tie). The board's odds and the log's
/// both use it, so the same bag always reads the same. All zero gives zeros.
pub fn shares(weights: &[u32]) -> Vec<u32> {
    let total: u32 = weights.iter().sum();
    if total == 0 {
        return vec![0; weights.len()];
    }
    let mut out: Vec<u32> = weights.iter().map(|&w| w * 100 / total).collect();
    let mut rest: Vec<u32> = weights.iter().map(|&w| w * 100 % total).collect();
    let mut left = 100 - out.iter().sum::<u32>();
    while left > 0 {
        let mut best = 0;
        for (i, &r) in rest.iter().enumerate() {
            if r > rest[best] {
                best = i;
            }
        }
        out[best] += 1;
        rest[best] = 0;
        left -= 1;
    }
    out
}

/// "Ann 3 (60%) and you 2 (40%)": each owner's disks in the bag and their
/// chance of the draw, as the catalog words a list.
pub fn bag_words(bag: &[(Seat, u8)], n: &Narrator<'_>) -> String {
    let weights: Vec<u32> = bag.iter().map(|&(_, d)| u32::from(d)).collect();
    let pct = shares(&weights);
    let parts: Vec<String> = bag
        .iter()
        .zip(pct)
        .map(|(&(s, d), p)| {
            n.say(
                "independents-bag-share",
                n.person(Args::new(), "name", s)
                    .number("disks", d)
                    .number("percent", p),
            )
        })
        .collect();
    n.words.list(&parts)
}

/// Seats as the catalog words one in a list: "you", or the name.
pub(super) fn seats(seats: &[Seat], n: &Narrator<'_>) -> Vec<String> {
    seats
        .iter()
        .map(|&s| n.say("independents-seat", n.person(Args::new(), "name", s)))
        .collect()
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    let args = Args::new;
    let section = |s: u8| section_name(s as usize);
    match event {
        Event::YearBegins { year } => {
            n.say("independents-year-begins", args().number("year", *year))
        }
        Event::Order { order } => {
            let order = seats(order, n)
                .into_iter()
                .reduce(|first, next| {
                    n.say(
                        "independents-order-next",
                        args().text("first", first).text("next", next),
                    )
                })
                .unwrap_or_default();
            n.say("independents-order", args().text("order", order))
        }
        Event::Selected {
            seat,
            section: s,
            disks,
        } => n.say(
            "independents-selected",
            n.actor(args(), "who", *seat)
                .number("disks", *disks)
                .text("section", section(*s)),
        ),
        Event::Passed { seat, phase, place } => {
            let phase = match phase {
                Phase::Selective(_) => "selective",
                _ => "cards",
            };
            n.say(
                "independents-passed",
                n.actor(args(), "who", *seat)
                    .text("phase", phase)
                    .number("place", *place as i64 + 1),
            )
        }
        Event::Required {
            seat,
            section: s,
            disks,
        } => n.say(
            "independents-required",
            n.actor(args(), "who", *seat)
                .number("disks", *disks)
                .text("section", section(*s)),
        ),
        Event::Done { seat, phase } => {
            let id = match phase {
                Phase::Trend => "independents-done-trends",
                _ => "independents-done-required",
            };
            n.say(id, n.actor(args(), "who", *seat))
        }
        Event::Played { seat, card: c } => {
            let k = card(*c).kind;
            n.say(
                "independents-played",
                n.actor(args(), "who", *seat)
                    .text("card", k.name)
                    .text("text", k.text),
            )
        }
        Event::Added {
            seat,
            section: s,
            disks,
        } => n.say(
            "independents-added",
            n.actor(args(), "who", *seat)
                .number("disks", *disks)
                .text("section", section(*s)),
        ),
        Event::Removed {
            seat,
            section: s,
            disks,
        } => n.say(
            "independents-removed",
            n.actor(args(), "who", *seat)
                .number("disks", *disks)
                .text("section", section(*s)),
        ),
        Event::Moved {
            seat,
            from,
            to,
            disks,
        } => n.say(
            "independents-moved",
            n.actor(args(), "who", *seat)
                .number("disks", *disks)
                .text("from", section(*from))
                .text("to", section(*to)),
        ),
        Event::Protected { section: s } => n.say(
            "independents-protected",
            args().text("section", section(*s)),
        ),
        Event::Drew { seat, count } => n.say(
            "independents-drew",
            n.actor(args(), "who", *seat).number("cards", *count),
        ),
        Event::DrewCards { seat, cards } => {
            let names: Vec<&str> = cards.iter().map(|&c| card(c).kind.name).collect();
            n.say(
                "independents-drew-cards",
                n.person(args(), "who", *seat)
                    .text("cards", n.words.list(&names)),
            )
        }
        Event::Lone {
            section: s,
            seat,
            returned,
        } => n.say(
            "independents-lone",
            n.actor(args(), "who", *seat)
                .text("section", section(*s))
                .number("returned", *returned),
        ),
        Event::BagDraw {
            section: s,
            category,
            bag,
            winner,
        } => {
            let place = match (s, category) {
                (Some(s), _) => section(*s).to_string(),
                (None, Some(c)) => n.say(
                    "independents-coty-category",
                    args().text("category", c.name()),
                ),
                (None, None) => n.say("independents-coty", args()),
            };
            // The winner is named after the bag, never the sentence's opening.
            n.say(
                "independents-bag-draw",
                n.person(args(), "winner", *winner)
                    .text("place", place)
                    .text("bag", bag_words(bag, n)),
            )
        }
        Event::Halved {
            seat,
            section: s,
            winner,
            kept,
            lost,
        } => n.say(
            "independents-halved",
            n.person(n.actor(args(), "who", *seat), "winner", *winner)
                .text("section", section(*s))
                .number("kept", *kept)
                .number("lost", *lost),
        ),
        Event::Majority {
            category,
            seats: won,
            wins,
        } => {
            if won.is_empty() {
                n.say(
                    "independents-no-majority",
                    args().text("category", category.name()),
                )
            } else {
                n.say(
                    "independents-majority",
                    args()
                        .text("category", category.name())
                        .number("wins", *wins)
                        .text("seats", n.words.list(&seats(won, n))),
                )
            }
        }
        Event::Trend {
            seat,
            card: c,
            covered,
            disks,
            token,
        } => n.say(
            "independents-trend",
            n.actor(args(), "who", *seat)
                .text("card", card(*c).kind.name)
                .number("covered", *covered)
                .number("disks", *disks)
                .text("token", if *token { "yes" } else { "no" }),
        ),
        // After "Car of the Year:", the winner is never the sentence's opening.
        Event::CarOfTheYear { seat } => n.say(
            "independents-car-of-the-year",
            n.person(args(), "who", *seat),
        ),
        Event::Fiscal {
            seat,
            status,
            disks,
        } => {
            let who = n.actor(args(), "who", *seat);
            match status {
                Fiscal::Success => n.say("independents-success", who.number("disks", *disks)),
                Fiscal::Subsidy(a) => n.say("independents-subsidy", who.number("disks", *a)),
                Fiscal::Bankrupt {
                    added,
                    sheet,
                    token,
                    cards,
                } => n.say(
                    "independents-bankrupt",
                    who.text("token", if *token { "yes" } else { "no" })
                        .number("cards", *cards)
                        .text("sheet", SHEETS[*sheet as usize % SHEETS.len()].name)
                        .number("added", *added),
                ),
            }
        }
        Event::Dealt { seat, count } => n.say(
            "independents-dealt",
            n.actor(args(), "who", *seat).number("cards", *count),
        ),
        Event::GameOver { winners } => match winners.as_slice() {
            [one] => n.say("independents-winner", n.person(args(), "who", *one)),
            _ => n.say(
                "independents-winners",
                args().text("winners", n.words.list(&seats(winners, n))),
            ),
        },
    }
}
