//! Where a seat played on another device stands, as the host's devices panel
//! shows it: one state per seat, moved on by what its connection reports and
//! by what the host does. Plain, so each step is tested natively; the panel
//! (`app::remote::host`) draws each state and sends each step here.

use crate::engine::Game;
use crate::net::proto::{Refusal, ToSeat};
use crate::save::Controller;

/// What the host is told when a guest's device runs another version: the
/// guest is told the same, and neither can play until both are updated.
pub fn other_version() -> String {
    crate::words::current().say("net-seat-row-other-version", &crate::words::Args::new())
}

/// A seat's row shows this and nothing else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row {
    /// Its invite is out, or being made (entering this state makes a new one).
    Invited,
    /// Its device is connected; `refused`: why its last message changed nothing.
    Connected { refused: Option<String> },
    /// Its device left, and why: a new invite brings it back to the same seat.
    Away(String),
    /// A computer plays it until a person is invited back.
    Computer,
    /// Its person plays by message (the other panel has its links); an
    /// invite brings their device here live, when the group meets.
    ByMessage,
}

/// How a device's connection stands, as its row says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A message was taken.
    Heard,
    /// Its last message changed nothing, and why.
    Refused(String),
    /// It runs another version of the app.
    OtherVersion,
    /// The connection closed, and why.
    Closed(String),
}

/// What moves a row on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// What the seat's connection said.
    Report(Report),
    /// A device connected on the seat's invite.
    Linked,
    /// The host handed the seat to a computer, to a device, or to play by message.
    Handed(Controller),
    /// The host asked for a new invite for the seat, after a drop.
    NewInvite,
}

impl Row {
    /// The row of a seat as the game opens, by who plays it.
    pub fn of(controller: Option<Controller>) -> Row {
        match controller {
            Some(Controller::StandIn) => Row::Computer,
            Some(Controller::Message) => Row::ByMessage,
            _ => Row::Invited,
        }
    }

    /// Whether the seat waits for its person (the host's eyes belong here).
    pub fn waiting(&self) -> bool {
        matches!(self, Row::Invited | Row::Away(_))
    }

    /// The row after `step`, whatever it was before: each step says all
    /// there is to show.
    pub fn after(step: Step) -> Row {
        match step {
            Step::Report(Report::Heard) => Row::Connected { refused: None },
            Step::Report(Report::Refused(why)) => Row::Connected { refused: Some(why) },
            Step::Report(Report::OtherVersion) => Row::Away(other_version()),
            Step::Report(Report::Closed(why)) => Row::Away(why),
            Step::Linked => Row::Connected { refused: None },
            Step::Handed(Controller::Remote) | Step::NewInvite => Row::Invited,
            Step::Handed(Controller::Message) => Row::ByMessage,
            Step::Handed(_) => Row::Computer,
        }
    }
}

/// What the host's replies to a device's message say of its standing.
pub fn judged<G: Game>(replies: &[ToSeat<G>]) -> Report {
    replies
        .iter()
        .find_map(|r| match r {
            ToSeat::Refused(Refusal::Version { .. }) | ToSeat::Mismatch { .. } => {
                Some(Report::OtherVersion)
            }
            ToSeat::Refused(why) => Some(Report::Refused(why.to_string())),
            _ => None,
        })
        .unwrap_or(Report::Heard)
}
