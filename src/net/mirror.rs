//! A guest device's copy of what its seat may see: the latest screen the host
//! sent and the events its seat saw. It never holds another seat's secrets,
//! because the host never sends them.

use crate::engine::{Game, LogEntry, Narrator, Seat};
use crate::net::proto::{self, Seen, Update, Welcome};
use crate::net::proto::{Advice, Refusal, ToSeat};
use crate::words::Args;

/// What the guest knows of the game.
#[derive(Clone, Debug)]
pub struct Mirror<G: Game> {
    pub welcome: Welcome,
    /// The latest screen (its `events` emptied into [`Mirror::events`]).
    pub screen: Update<G>,
    /// Every event the seat saw, oldest first.
    pub events: Vec<Seen<G>>,
}

/// Why a host's update was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MirrorError {
    Wire(proto::WireError),
    /// Events that follow ones this device never got.
    Gap,
}

impl std::fmt::Display for MirrorError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = crate::words::current();
        f.write_str(&match self {
            MirrorError::Wire(e) => words.say(
                "net-mirror-host-sent",
                &Args::new().text("what", e.to_string()),
            ),
            MirrorError::Gap => words.say("net-mirror-gap", &Args::new()),
        })
    }
}

/// What a host's message meant to the device, once taken.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// A new screen (or the same one again).
    Screen,
    /// A seat changed hands: the table is in the mirror's welcome.
    Seats,
    Refused(Refusal),
    Advice(Advice),
    /// The host runs another version (its build): it says nothing more.
    Mismatch(String),
    /// The seat went back to playing by message.
    ByMessage,
}

impl<G: Game> Mirror<G> {
    /// The first screen after the welcome: it must carry the whole log.
    pub fn new(welcome: Welcome, mut first: Update<G>) -> Result<Self, MirrorError> {
        if !first.reset {
            return Err(MirrorError::Gap);
        }
        let events = std::mem::take(&mut first.events);
        Ok(Mirror {
            welcome,
            screen: first,
            events,
        })
    }

    /// Takes the next screen.
    pub fn apply(&mut self, mut next: Update<G>) {
        let events = std::mem::take(&mut next.events);
        if next.reset {
            self.events = events;
        } else {
            self.events.extend(events);
        }
        self.screen = next;
    }

    /// Takes one of the host's messages.
    pub fn take(&mut self, message: ToSeat<G>) -> Heard {
        match message {
            ToSeat::Update(next) => {
                self.apply(*next);
                Heard::Screen
            }
            ToSeat::Welcome(w) => {
                self.welcome = w;
                Heard::Seats
            }
            ToSeat::Refused(why) => Heard::Refused(why),
            ToSeat::Advice(a) => Heard::Advice(a),
            ToSeat::Mismatch { build, .. } => Heard::Mismatch(build),
            ToSeat::ByMessage => Heard::ByMessage,
        }
    }

    pub fn seat(&self) -> Option<Seat> {
        self.welcome.seat
    }

    /// The news: what the seat saw from its own last move on, each with the
    /// move that brought it.
    pub fn news(&self) -> Vec<(usize, Seat, G::Event)> {
        self.events
            .iter()
            .filter(|e| e.after >= self.screen.news_from)
            .map(|e| (e.after, e.seat, e.event.clone()))
            .collect()
    }

    /// The newest `limit` lines of the log in this reader's words, newest first.
    pub fn log(&self, limit: usize) -> Vec<LogEntry> {
        let narrator = Narrator::new(&self.welcome.names, self.seat());
        self.events
            .iter()
            .rev()
            .take(limit)
            .map(|e| LogEntry {
                after: e.after,
                seat: e.seat,
                text: G::narrate(&e.event, &narrator),
            })
            .collect()
    }
}
