//! The "since your last move" banner's short account of a long move: after a
//! pass closes a category, a dozen bag draws and the tokens they brought read
//! as two lines. The banner keeps every line behind a tap.

use super::events::{seats, Event, Fiscal};
use crate::engine::{Narrator, Seat, Weight};
use crate::words::Args;

/// "Tokens won: Ann (majority in Models), you (Car of the Year). Draws won:
/// Ann 3, you 1." `None` when the events hold neither.
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let mut tokens: Vec<String> = Vec::new();
    let mut draws: Vec<(Seat, u32)> = Vec::new();
    for e in events {
        match e {
            Event::Majority {
                category, seats: won, ..
            } if !won.is_empty() => tokens.push(n.say(
                "independents-digest-majority",
                Args::new()
                    .text("seats", n.words.list(&seats(won, n)))
                    .text("category", category.name()),
            )),
            Event::CarOfTheYear { seat } => tokens.push(n.say(
                "independents-digest-coty",
                n.person(Args::new(), "who", *seat),
            )),
            Event::Trend {
                seat, token: true, ..
            } => tokens.push(n.say(
                "independents-digest-trend",
                n.person(Args::new(), "who", *seat),
            )),
            Event::BagDraw { winner, .. } => match draws.iter_mut().find(|(s, _)| s == winner) {
                Some((_, won)) => *won += 1,
                None => draws.push((*winner, 1)),
            },
            _ => {}
        }
    }
    let tokens = (!tokens.is_empty()).then(|| {
        n.say(
            "independents-digest-tokens",
            Args::new().text("tokens", n.words.list(&tokens)),
        )
    });
    let draws = draws
        .iter()
        .map(|&(s, k)| {
            n.say(
                "independents-digest-draw",
                n.person(Args::new(), "who", s).number("draws", k),
            )
        })
        .reduce(|first, next| {
            n.say(
                "independents-digest-draws-next",
                Args::new().text("first", first).text("next", next),
            )
        })
        .map(|draws| n.say("independents-digest-draws", Args::new().text("draws", draws)));
    match (tokens, draws) {
        (Some(tokens), Some(draws)) => Some(n.say(
            "independents-digest-both",
            Args::new().text("tokens", tokens).text("draws", draws),
        )),
        (tokens, draws) => tokens.or(draws),
    }
}

/// A victory token won or lost, by anyone, is scored; disks the reader
/// lost, draws won and lost, disks they were made to move and their fiscal
/// result are theirs; the final result ends the game; others' bankruptcies
/// and the year's start are the standings; placements, others' draws,
/// passes and cards dealt are the mechanics.
pub fn weight(e: &Event, reader: Option<Seat>) -> Weight {
    let mine = |s: &Seat| reader == Some(*s);
    match e {
        Event::GameOver { .. } => Weight::End,
        Event::Majority { seats, .. } if !seats.is_empty() => Weight::Scored {
            mine: seats.iter().any(mine),
        },
        Event::CarOfTheYear { seat }
        | Event::Trend {
            seat, token: true, ..
        }
        | Event::Fiscal {
            seat,
            status: Fiscal::Bankrupt { token: true, .. },
            ..
        } => Weight::Scored { mine: mine(seat) },
        // A draw won reads as plainly as a draw lost (`Halved`).
        Event::BagDraw { winner, .. } if mine(winner) => Weight::Mine,
        // Alone with a single disk: nothing goes back, nothing changed.
        Event::Lone { returned: 0, .. } => Weight::Mechanics,
        Event::Removed { seat, .. }
        | Event::Required { seat, .. }
        | Event::Lone { seat, .. }
        | Event::Halved { seat, .. }
        | Event::Trend { seat, .. }
        | Event::Fiscal { seat, .. }
            if mine(seat) =>
        {
            Weight::Mine
        }
        Event::YearBegins { .. }
        | Event::Fiscal {
            status: Fiscal::Bankrupt { .. },
            ..
        } => Weight::Standings,
        Event::Order { .. }
        | Event::Selected { .. }
        | Event::Passed { .. }
        | Event::Required { .. }
        | Event::Done { .. }
        | Event::Played { .. }
        | Event::Added { .. }
        | Event::Removed { .. }
        | Event::Majority { .. }
        | Event::Moved { .. }
        | Event::Protected { .. }
        | Event::Drew { .. }
        | Event::DrewCards { .. }
        | Event::Lone { .. }
        | Event::BagDraw { .. }
        | Event::Halved { .. }
        | Event::Trend { .. }
        | Event::Fiscal { .. }
        | Event::Dealt { .. } => Weight::Mechanics,
    }
}

/// What changed since the reader's last decision, to mark on the board where
/// it lies: disks placed or lost on each section, tokens won or lost.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changed {
    /// (section, seat, disks gained or lost there).
    pub disks: Vec<(usize, Seat, i64)>,
    /// Per seat, tokens won (or lost, below zero).
    pub tokens: Vec<i64>,
}

impl Changed {
    /// Disks `seat` gained (or lost) on `section`, if any moved.
    pub fn disks_on(&self, section: usize, seat: Seat) -> Option<i64> {
        self.disks
            .iter()
            .find(|&&(s, p, _)| s == section && p == seat)
            .map(|&(_, _, d)| d)
    }

    /// Whether any disk moved on `section`.
    pub fn section(&self, section: usize) -> bool {
        self.disks.iter().any(|&(s, _, _)| s == section)
    }
}

pub fn changed(events: &[Event], players: usize) -> Changed {
    let mut c = Changed {
        tokens: vec![0; players],
        ..Changed::default()
    };
    let disks = |c: &mut Changed, section: u8, seat: Seat, d: i64| {
        let section = section as usize;
        match c
            .disks
            .iter_mut()
            .find(|(s, p, _)| *s == section && *p == seat)
        {
            Some((_, _, n)) => *n += d,
            None => c.disks.push((section, seat, d)),
        }
    };
    let token = |c: &mut Changed, seat: Seat, k: i64| {
        if let Some(t) = c.tokens.get_mut(seat) {
            *t += k;
        }
    };
    for e in events {
        match e {
            // A new year clears the board: last year's moves are not on it.
            Event::YearBegins { .. } => c.disks.clear(),
            Event::Selected {
                seat,
                section,
                disks: d,
            }
            | Event::Required {
                seat,
                section,
                disks: d,
            }
            | Event::Added {
                seat,
                section,
                disks: d,
            } => disks(&mut c, *section, *seat, i64::from(*d)),
            Event::Removed {
                seat,
                section,
                disks: d,
            } => disks(&mut c, *section, *seat, -i64::from(*d)),
            Event::Moved {
                seat,
                from,
                to,
                disks: d,
            } => {
                disks(&mut c, *from, *seat, -i64::from(*d));
                disks(&mut c, *to, *seat, i64::from(*d));
            }
            Event::Lone {
                section,
                seat,
                returned,
            } => disks(&mut c, *section, *seat, -i64::from(*returned)),
            Event::Halved {
                seat,
                section,
                kept,
                lost,
                ..
            } => disks(&mut c, *section, *seat, -i64::from(*kept + *lost)),
            Event::Majority { seats, .. } => {
                for &s in seats {
                    token(&mut c, s, 1);
                }
            }
            Event::CarOfTheYear { seat }
            | Event::Trend {
                seat, token: true, ..
            } => token(&mut c, *seat, 1),
            Event::Fiscal {
                seat,
                status: Fiscal::Bankrupt { token: true, .. },
                ..
            } => token(&mut c, *seat, -1),
            _ => {}
        }
    }
    c.disks.retain(|&(_, _, d)| d != 0);
    c
}
