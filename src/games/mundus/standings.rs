//! The final standings of Mundus Novus explained: where each seat's
//! doubloons came from (tallied from the game's events), how the game ended,
//! and the warning that the round under way is the last.

use crate::engine::{Game, Seat, Standings, Tally};
use crate::words::{self, Args};

use super::events::Event;
use super::cards::EventKind;
use super::state::{Ending, MundusNovus, LAST_ROUND, QUEUE, TARGET};
use super::view::MundusView;

/// The parts of a seat's doubloons, in column order, by their heads'
/// messages: sets of different resources, relics sold, income from
/// developments, shipyards, and "Characters": Orellana's 2 doubloons for a
/// market swap, less Coronado's 2 for an event.
const PARTS: [&str; 5] = [
    "mundus-standings-sets",
    "mundus-standings-relics",
    "mundus-standings-income",
    "mundus-standings-shipyards",
    "mundus-standings-characters",
];

/// Message `id` of the catalog in use.
fn say(id: &str, args: Args) -> String {
    words::current().say(id, &args)
}

pub fn standings(g: &MundusNovus, events: &[&Event]) -> Option<Standings> {
    let outcome = g.outcome()?;
    let mut tally = Tally::new(g.players, PARTS.len());
    let mut add = |seat: Seat, part: usize, n: i64| tally.add(seat, part, n);
    for e in events {
        match e {
            Event::SoldDifferent { seat, pay, .. } => add(*seat, 0, i64::from(*pay)),
            Event::SoldRelics { seat, pay, .. } => add(*seat, 1, i64::from(*pay)),
            Event::TurnEnded {
                seat,
                income,
                shipyards,
                ..
            } => {
                add(*seat, 2, i64::from(*income));
                add(*seat, 3, i64::from(*shipyards));
            }
            Event::OrellanaPaid { seat } => add(*seat, 4, 2),
            Event::EventCalled { seat, .. } => add(*seat, 4, -2),
            _ => {}
        }
    }
    let round = Args::new().number("round", g.round);
    let ending = g.ending.map(|e| match e {
        Ending::Perfect => say("mundus-ending-perfect", Args::new()),
        Ending::Rich => say("mundus-ending-rich", round.number("target", TARGET)),
        Ending::QueueEmpty => say("mundus-ending-queue", round),
        Ending::RoundLimit => say("mundus-ending-limit", round),
    });
    let unit = (
        say("mundus-standings-unit-one", Args::new()),
        say("mundus-standings-unit-other", Args::new()),
    );
    let parts: Vec<String> = PARTS.iter().map(|id| say(id, Args::new())).collect();
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    Some(
        Standings::ranked((&unit.0, &unit.1), &parts, tally.parts(), None)
            .with_ranks(&outcome.ranks)
            .with_ending(ending),
    )
}

/// Each seat's doubloons now.
pub fn progress(g: &MundusNovus) -> Vec<i64> {
    g.money.iter().map(|&m| i64::from(m)).collect()
}

/// Why the round under way is (or may be) the last. The game ends with the
/// round in which a development is taken from the queue and the deck has none
/// left to refill it: that is certain only once it happens, but foreseeable
/// when the deck holds fewer developments than this round may take (one set
/// of identical cards per player, any number under King's Aid).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LastRound {
    /// At the round's start: only `left` developments remain in the deck.
    DeckLow { left: u8 },
    /// The queue could not be refilled: the game ends with this round.
    QueueShort,
    /// The round limit (see the rules page).
    RoundLimit,
}

impl LastRound {
    /// What a round starting with `dev_deck` developments in the deck may
    /// bring, at a table of `players`.
    pub fn at_start(
        round: u32,
        dev_deck: usize,
        players: usize,
        event: Option<EventKind>,
    ) -> Option<LastRound> {
        let takes = if event == Some(EventKind::KingsAid) {
            2 * players
        } else {
            players
        };
        if round >= LAST_ROUND {
            Some(LastRound::RoundLimit)
        } else if dev_deck < takes {
            Some(LastRound::DeckLow {
                left: dev_deck.min(u8::MAX as usize) as u8,
            })
        } else {
            None
        }
    }

    /// What the board shows now, from a seat's view.
    pub fn on_board(v: &MundusView) -> Option<LastRound> {
        if v.ending.is_some() {
            None
        } else if v.queue.len() < QUEUE {
            Some(LastRound::QueueShort)
        } else {
            LastRound::at_start(v.round, v.dev_deck, v.seats.len(), v.event)
        }
    }

    /// A short mark for the board.
    pub fn mark(self) -> String {
        let id = match self {
            LastRound::DeckLow { .. } => "mundus-last-round-mark-perhaps",
            LastRound::QueueShort | LastRound::RoundLimit => "mundus-last-round-mark",
        };
        say(id, Args::new())
    }

    /// What the news and the board say: the news's words (events.rs).
    pub fn words(self) -> String {
        match self {
            LastRound::DeckLow { left: 0 } => say("mundus-last-round-deck-empty", Args::new()),
            LastRound::DeckLow { left } => {
                say("mundus-last-round-deck-low", Args::new().number("left", left))
            }
            LastRound::QueueShort => say("mundus-last-round-queue", Args::new()),
            LastRound::RoundLimit => say("mundus-last-round-limit", Args::new()),
        }
    }
}
