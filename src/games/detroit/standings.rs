//! The final standings of Detroit Motors explained: where each seat's tokens
//! came from (tallied from the game's events), and the position card that
//! breaks a tie.

use crate::engine::{plural, Game, Seat, Standings, Tally};

use super::cards::Card;
use super::events::Event;
use super::state::DetroitMotors;

/// The parts of a seat's tokens, in column order: the gravy of a coalition,
/// its plunder split, a scrap dealt to an excluded player, and plunder held
/// when no coalition formed.
const PARTS: [&str; 4] = ["Gravy", "Plunder", "Scraps", "No coalition"];

pub fn standings(g: &DetroitMotors, events: &[&Event]) -> Option<Standings> {
    let outcome = g.outcome()?;
    let mut tally = Tally::new(g.players, PARTS.len());
    let mut add = |seat: Seat, part: usize, n: i64| tally.add(seat, part, n);
    for e in events {
        match e {
            Event::CoalitionFormed { gravy, .. } => add(*gravy, 0, 1),
            Event::PlunderSplit { shares, .. } => {
                shares.iter().for_each(|&(s, k)| add(s, 1, i64::from(k)))
            }
            Event::ScrapsDealt { scrap_to, .. } => scrap_to.iter().for_each(|&s| add(s, 2, 1)),
            Event::Blame { paid } => paid.iter().for_each(|&s| add(s, 3, 1)),
            _ => {}
        }
    }
    let cards: Vec<Option<Card>> = (0..g.players).map(|s| g.position_now(s)).collect();
    let keys: Vec<(i64, String)> = (0..g.players)
        .map(|s| match cards[s] {
            Some(c) => {
                // Two tied seats' cards of one number differ by their dots:
                // say them then.
                let twin = (0..g.players).any(|o| {
                    o != s
                        && g.tokens[o] == g.tokens[s]
                        && cards[o].is_some_and(|x| x.number() == c.number())
                });
                let dots = if twin {
                    format!(" ({})", plural(c.dots(), "dot", "dots"))
                } else {
                    String::new()
                };
                (i64::from(c.strength()) + 1, format!("{}{dots}", c.name()))
            }
            None => (0, "no card".into()),
        })
        .collect();
    Some(
        Standings::ranked(
            ("token", "tokens"),
            &PARTS,
            tally.parts(),
            Some(("the higher position card", keys)),
        )
        .with_ranks(&outcome.ranks),
    )
}

/// Each seat's tokens now.
pub fn progress(g: &DetroitMotors) -> Vec<i64> {
    g.tokens.iter().map(|&t| i64::from(t)).collect()
}
