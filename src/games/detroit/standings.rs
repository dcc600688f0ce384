//! The final standings of Detroit Motors explained: where each seat's tokens
//! came from (tallied from the game's events), and the position card that
//! breaks a tie. Its words are the catalog's (`words/en.ftl`, under Standings).

use crate::engine::{Game, Seat, Standings, Tally};
use crate::words::{self, Args};

use super::cards::Card;
use super::events::Event;
use super::state::DetroitMotors;

/// The parts of a seat's tokens, in column order: the gravy of a coalition,
/// its plunder split, a scrap dealt to an excluded player, and plunder held
/// when no coalition formed: their names' messages.
const PARTS: [&str; 4] = [
    "detroit-part-gravy",
    "detroit-part-plunder",
    "detroit-part-scraps",
    "detroit-part-no-coalition",
];

pub fn standings(g: &DetroitMotors, events: &[&Event]) -> Option<Standings> {
    let outcome = g.outcome()?;
    let catalog = words::current();
    let say = |id: &str, args: Args| catalog.say(id, &args);
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
                let said = if twin {
                    say(
                        "detroit-tie-card-dots",
                        Args::new().text("card", c.name()).number("dots", c.dots()),
                    )
                } else {
                    c.name()
                };
                (i64::from(c.strength()) + 1, said)
            }
            None => (0, say("detroit-tie-no-card", Args::new())),
        })
        .collect();
    let unit = (
        say("detroit-unit-one", Args::new()),
        say("detroit-unit-other", Args::new()),
    );
    let parts: Vec<String> = PARTS.iter().map(|&id| say(id, Args::new())).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    let tie_break = say("detroit-tie-break", Args::new());
    Some(
        Standings::ranked(
            (&unit.0, &unit.1),
            &parts,
            tally.parts(),
            Some((&tie_break, keys)),
        )
        .with_ranks(&outcome.ranks),
    )
}

/// Each seat's tokens now.
pub fn progress(g: &DetroitMotors) -> Vec<i64> {
    g.tokens.iter().map(|&t| i64::from(t)).collect()
}
