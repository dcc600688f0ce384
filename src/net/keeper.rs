//! The keeper's way through play by message: which of its three steps is due
//! now (send each seat link, post the table link, paste the move links that
//! come back), decided from whom the position waits for ([`Turn`]), so that
//! the keeper's panel leads with it and the page keeps it in view.

use crate::engine::Seat;
use crate::save::Turn;
use crate::words::Args;

/// The step of play by message that is due now on the keeper's device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// These seats by message have not had their seat link yet: send each
    /// its own, before anything else (nobody can open a table link without it).
    SeatLinks(Vec<Seat>),
    /// The table link of this position is to post to the group: these seats
    /// by message are to act, or (none) the game is over and everyone should
    /// see its end.
    PostTable(Vec<Seat>),
    /// The table link of this position is posted: the move links of these
    /// seats are awaited, to paste as they come back.
    PasteMoves(Vec<Seat>),
    /// A person at this device decides, on the board; the table link follows.
    PlayHere(Seat),
    /// A computer is choosing; the table link comes a moment later.
    Computers,
    /// People on their own devices (live) are to act.
    Devices(Vec<Seat>),
    /// The game is over and its last table link posted.
    Done,
}

impl Step {
    /// The step due now. `unsent`: the seats by message whose seat link the
    /// keeper has not taken yet (and who never answered); `posted`: the table
    /// link of this very position was copied or shared.
    pub fn due(turn: &Turn, unsent: &[Seat], over: bool, posted: bool) -> Step {
        if !unsent.is_empty() && !over {
            return Step::SeatLinks(unsent.to_vec());
        }
        if over {
            return if posted {
                Step::Done
            } else {
                Step::PostTable(Vec::new())
            };
        }
        if turn.link_due {
            return if posted {
                Step::PasteMoves(turn.by_message.clone())
            } else {
                Step::PostTable(turn.by_message.clone())
            };
        }
        if let Some(seat) = turn.here {
            return Step::PlayHere(seat);
        }
        if turn.computer.is_some() {
            return Step::Computers;
        }
        Step::Devices(turn.devices.clone())
    }

    /// Which of the panel's three steps (1 seat links, 2 table link, 3 move
    /// links) this is, if one of them.
    pub fn number(&self) -> Option<usize> {
        match self {
            Step::SeatLinks(_) => Some(1),
            Step::PostTable(_) => Some(2),
            Step::PasteMoves(_) => Some(3),
            _ => None,
        }
    }

    /// What the keeper is to do now, in a sentence naming the people.
    pub fn advice(&self, names: &[String]) -> String {
        let words = crate::words::current();
        let who = |seats: &[Seat]| {
            let names: Vec<String> = seats
                .iter()
                .map(|&s| {
                    names.get(s).cloned().unwrap_or_else(|| {
                        words.say("net-keeper-seat", &Args::new().number("seat", s + 1))
                    })
                })
                .collect();
            Args::new()
                .text("who", words.list(&names))
                .number("count", seats.len())
        };
        let say = |id: &str, args: Args| words.say(id, &args);
        match self {
            Step::SeatLinks(seats) => say("net-keeper-seat-links", who(seats)),
            Step::PostTable(seats) if seats.is_empty() => say("net-keeper-post-last", Args::new()),
            Step::PostTable(seats) => say("net-keeper-post-table", who(seats)),
            Step::PasteMoves(seats) => say("net-keeper-paste-moves", who(seats)),
            Step::PlayHere(seat) => say("net-keeper-play-here", who(&[*seat])),
            Step::Computers => say("net-keeper-computers", Args::new()),
            Step::Devices(seats) if seats.is_empty() => say("net-keeper-nothing", Args::new()),
            Step::Devices(seats) => say("net-keeper-devices", who(seats)),
            Step::Done => say("net-keeper-done", Args::new()),
        }
    }
}
