//! Who a position waits for: one rule for every game and every mix of seats
//! (people at this device, on their own devices, by message, computers), so
//! that no mix waits for ever. The game screen starts whoever acts now from
//! it, the keeper's panel offers the table link from it, and both say from it
//! whom the game waits for.

use crate::engine::bots::BotKind;
use crate::engine::Seat;
use crate::save::{Controller, Table};

/// What each seat to act does now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Turn {
    /// The person at this device who decides now: the first in seat order.
    pub here: Option<Seat>,
    /// The other people at this device who are to act, after `here` (the
    /// device passes to them in turn).
    pub here_next: Vec<Seat>,
    /// The computer that thinks now (one at a time, in seat order). A computer
    /// choosing at the same time as a person at this device waits for that
    /// person, who is deciding right there, so the board they are choosing on
    /// is not redrawn under them; it never waits for anyone else.
    pub computer: Option<(Seat, BotKind)>,
    /// The computers still to choose after `computer` or after the person here.
    pub computers_next: Vec<Seat>,
    /// People on their own devices (live) who are to act: their devices decide.
    pub devices: Vec<Seat>,
    /// People by message who are to act.
    pub by_message: Vec<Seat>,
    /// Whether the people by message can act now: the table link is due. It
    /// waits only for a computer thinking now (its move is a moment away, and
    /// one link then shows it too).
    pub link_due: bool,
}

impl Turn {
    /// Who acts now among `to_act`, given who plays each seat.
    pub fn of(to_act: &[Seat], table: &Table) -> Turn {
        let mut turn = Turn::default();
        let mut computers = Vec::new();
        for &seat in to_act {
            match table.controller(seat) {
                Some(Controller::Human) if turn.here.is_none() => turn.here = Some(seat),
                Some(Controller::Human) => turn.here_next.push(seat),
                Some(c @ (Controller::Bot(_) | Controller::StandIn)) => {
                    computers.extend(c.bot().map(|kind| (seat, kind)));
                }
                Some(Controller::Remote) => turn.devices.push(seat),
                Some(Controller::Message) => turn.by_message.push(seat),
                None => {}
            }
        }
        if turn.here.is_none() && !computers.is_empty() {
            turn.computer = Some(computers.remove(0));
        }
        turn.computers_next = computers.into_iter().map(|(s, _)| s).collect();
        turn.link_due = !turn.by_message.is_empty() && turn.computer.is_none();
        turn
    }

    /// Whether someone can act now: true whenever any seat is to act.
    pub fn moves_on(&self) -> bool {
        self.here.is_some() || self.computer.is_some() || !self.devices.is_empty() || self.link_due
    }

    /// Whom the game waits for, by name, for the status line and the keeper's
    /// panel ("Ada (by message), Bruno (on their device) and Cleo (computer)");
    /// `None` when no seat is to act.
    pub fn waiting_for(&self, names: &[String]) -> Option<String> {
        let name = |s: Seat| {
            names
                .get(s)
                .cloned()
                .unwrap_or_else(|| format!("Seat {}", s + 1))
        };
        let mut who: Vec<(Seat, String)> = Vec::new();
        who.extend(
            self.here
                .iter()
                .chain(&self.here_next)
                .map(|&s| (s, name(s))),
        );
        who.extend(
            self.computer
                .map(|(s, _)| (s, format!("{} (computer)", name(s)))),
        );
        who.extend(
            self.computers_next
                .iter()
                .map(|&s| (s, format!("{} (computer)", name(s)))),
        );
        who.extend(
            self.devices
                .iter()
                .map(|&s| (s, format!("{} (on their device)", name(s)))),
        );
        who.extend(
            self.by_message
                .iter()
                .map(|&s| (s, format!("{} (by message)", name(s)))),
        );
        if who.is_empty() {
            return None;
        }
        who.sort_by_key(|(s, _)| *s);
        let words: Vec<String> = who.into_iter().map(|(_, w)| w).collect();
        Some(format!(
            "The game waits for {}.",
            crate::engine::and_list(&words)
        ))
    }
}
