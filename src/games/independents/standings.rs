//! The final standings of the Independents explained: where each seat's
//! victory tokens came from (tallied from the game's events), and the disks
//! that break a tie.

use crate::engine::{Game, Seat, Standings, Tally};

use super::events::{Event, Fiscal};
use super::state::{Edition, Independents};
use crate::words::{self, Args};

/// The parts of a seat's tokens, in column order.
const PARTS: [&str; 4] = [
    "independents-standings-majority",
    "independents-standings-trends",
    "independents-standings-coty",
    "independents-standings-bankruptcies",
];

pub fn standings(g: &Independents, events: &[&Event]) -> Option<Standings> {
    let outcome = g.outcome()?;
    let mut tally = Tally::new(g.players, PARTS.len());
    let mut add = |seat: Seat, part: usize, n: i64| tally.add(seat, part, n);
    for e in events {
        match e {
            Event::Majority { seats, .. } => seats.iter().for_each(|&s| add(s, 0, 1)),
            Event::Trend {
                seat, token: true, ..
            } => add(*seat, 1, 1),
            Event::CarOfTheYear { seat } => add(*seat, 2, 1),
            Event::Fiscal {
                seat,
                status: Fiscal::Bankrupt { token: true, .. },
                ..
            } => add(*seat, 3, -1),
            _ => {}
        }
    }
    let disks: Vec<(i64, String)> = (0..g.players)
        .map(|p| {
            let d = match g.edition {
                Edition::Second => g.disks_before_prep[p],
                Edition::First => g.owned(p),
            };
            (i64::from(d), d.to_string())
        })
        .collect();
    let say = |id: &str| words::current().say(id, &Args::new());
    let parts: Vec<String> = PARTS.iter().map(|&id| say(id)).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    let unit = (
        say("independents-standings-unit-one"),
        say("independents-standings-unit-other"),
    );
    let tie_break = say("independents-standings-tie-break");
    Some(
        Standings::ranked(
            (&unit.0, &unit.1),
            &parts,
            tally.parts(),
            Some((&tie_break, disks)),
        )
        .with_ranks(&outcome.ranks)
        .with_step(&say("independents-standings-step")),
    )
}

/// Each seat's victory tokens now.
pub fn progress(g: &Independents) -> Vec<i64> {
    g.companies.iter().map(|c| i64::from(c.tokens)).collect()
}
