//! What happened, as events, and each in words for one reader.

use super::content::{card, section_name, Category, SHEETS};
use super::state::Phase;
use crate::engine::{and_list, plural, Narrator, Seat};

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

/// "Ann 3 (60%), you 2 (40%)".
pub fn bag_words(bag: &[(Seat, u8)], n: &Narrator<'_>) -> String {
    let weights: Vec<u32> = bag.iter().map(|&(_, d)| u32::from(d)).collect();
    let pct = shares(&weights);
    let parts: Vec<String> = bag
        .iter()
        .zip(pct)
        .map(|(&(s, d), p)| format!("{} {} ({}%)", n.whom(s), d, p))
        .collect();
    and_list(&parts)
}

fn disks(n: u8) -> String {
    plural(n, "disk", "disks")
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    match event {
        Event::YearBegins { year } => format!("Year {year} begins."),
        Event::Order { order } => {
            let names: Vec<String> = order.iter().map(|&s| n.whom(s)).collect();
            format!("Turn order: {}.", names.join(", "))
        }
        Event::Selected {
            seat,
            section,
            disks: d,
        } => format!(
            "{} {} on {}.",
            n.does(*seat, "put", "puts"),
            disks(*d),
            section_name(*section as usize)
        ),
        Event::Passed { seat, phase, place } => {
            let what = match phase {
                Phase::Selective(_) => "selective allocation",
                _ => "card play",
            };
            format!(
                "{} in {what} (passing lane {}).",
                n.does(*seat, "pass", "passes"),
                place + 1
            )
        }
        Event::Required {
            seat,
            section,
            disks: d,
        } => format!(
            "{} {} from {} company sheet to {}.",
            n.does(*seat, "move", "moves"),
            disks(*d),
            if n.is_viewer(*seat) { "your" } else { "their" },
            section_name(*section as usize)
        ),
        Event::Done { seat, phase } => match phase {
            Phase::Trend => format!("{} revealing trends.", n.does(*seat, "finish", "finishes")),
            _ => format!(
                "{} required allocation.",
                n.does(*seat, "finish", "finishes")
            ),
        },
        Event::Played { seat, card: c } => {
            let k = card(*c).kind;
            format!("{} {}: {}", n.does(*seat, "play", "plays"), k.name, k.text)
        }
        Event::Added {
            seat,
            section,
            disks: d,
        } => format!(
            "{} {} to {}.",
            n.does(*seat, "add", "adds"),
            disks(*d),
            section_name(*section as usize)
        ),
        Event::Removed {
            seat,
            section,
            disks: d,
        } => format!(
            "{} {} from {} to the supply.",
            n.does(*seat, "lose", "loses"),
            disks(*d),
            section_name(*section as usize)
        ),
        Event::Moved {
            seat,
            from,
            to,
            disks: d,
        } => format!(
            "{} {} from {} to {}.",
            n.does(*seat, "move", "moves"),
            disks(*d),
            section_name(*from as usize),
            section_name(*to as usize)
        ),
        Event::Protected { section } => format!(
            "{} is protected from cards for the rest of the category.",
            section_name(*section as usize)
        ),
        Event::Drew { seat, count } => format!(
            "{} {}.",
            n.does(*seat, "draw", "draws"),
            if *count == 0 {
                "no cards".to_string()
            } else if *count == 1 {
                "a card".to_string()
            } else {
                format!("{count} cards")
            }
        ),
        Event::DrewCards { cards, .. } => {
            let names: Vec<&str> = cards.iter().map(|&c| card(c).kind.name).collect();
            format!("You drew {}.", and_list(&names))
        }
        Event::Lone {
            section,
            seat,
            returned,
        } => format!(
            "{} {} alone: one disk stays, {} to the return pool.",
            n.does(*seat, "hold", "holds"),
            section_name(*section as usize),
            disks(*returned)
        ),
        Event::BagDraw {
            section,
            category,
            bag,
            winner,
        } => {
            let place = match (section, category) {
                (Some(s), _) => section_name(*s as usize).to_string(),
                (None, Some(c)) => format!("Car of the Year, {}", c.name()),
                (None, None) => "Car of the Year".to_string(),
            };
            format!(
                "{place}: the bag holds {}. {} the draw.",
                bag_words(bag, n),
                n.does(*winner, "win", "wins")
            )
        }
        Event::Halved {
            seat,
            section,
            winner,
            kept,
            lost,
        } => format!(
            "{} the draw on {} to {}: {} to the return pool, {} to the supply.",
            n.does(*seat, "lose", "loses"),
            section_name(*section as usize),
            n.whom(*winner),
            kept,
            lost
        ),
        Event::Majority {
            category,
            seats,
            wins,
        } => {
            if seats.is_empty() {
                format!("No majority bonus in {}.", category.name())
            } else {
                format!(
                    "Majority bonus in {} ({}): a token for {}.",
                    category.name(),
                    plural(*wins, "section", "sections"),
                    n.list(seats)
                )
            }
        }
        Event::Trend {
            seat,
            card: c,
            covered,
            disks: d,
            token,
        } => format!(
            "{} {} for its trend: {} of 3 sections covered, {}{}.",
            n.does(*seat, "reveal", "reveals"),
            card(*c).kind.name,
            covered,
            disks(*d),
            if *token { " and a victory token" } else { "" }
        ),
        Event::CarOfTheYear { seat } => format!(
            "Car of the Year: {} a victory token.",
            n.does(*seat, "win", "wins")
        ),
        Event::Fiscal {
            seat,
            status,
            disks: d,
        } => match status {
            Fiscal::Success => format!(
                "{} a financial success with {}.",
                n.does(*seat, "are", "is"),
                disks(*d)
            ),
            Fiscal::Subsidy(a) => format!(
                "{} a government subsidy of {}.",
                n.does(*seat, "receive", "receives"),
                disks(*a)
            ),
            Fiscal::Bankrupt {
                added,
                sheet,
                token,
                cards,
            } => format!(
                "{} bankrupt{}{}: new company {}, {} from the supply.",
                n.does(*seat, "go", "goes"),
                if *token { ", losing a token" } else { "" },
                if *cards > 0 {
                    format!(" and {}", plural(*cards, "saved card", "saved cards"))
                } else {
                    String::new()
                },
                SHEETS[*sheet as usize % SHEETS.len()].name,
                disks(*added)
            ),
        },
        Event::Dealt { seat, count } => {
            format!(
                "{} dealt {}.",
                n.does(*seat, "are", "is"),
                plural(*count, "new card", "new cards")
            )
        }
        Event::GameOver { winners } => {
            if winners.len() == 1 {
                format!(
                    "The game is over: {} the winner.",
                    n.does(winners[0], "are", "is")
                )
            } else {
                format!("The game is over: {} share the win.", n.list(winners))
            }
        }
    }
}
