//! The guided first game's words for Detroit Motors: a short course on each
//! kind of decision (a position, a proposal, an answer, a broker bid, the
//! split), one step per decision, and what the player saw happen (the factions,
//! a coalition formed or none, the scraps, the broker and the plunder)
//! explained the first time. Every title and text is the catalog's
//! (`words/en.ftl`, `detroit-guide-…`).

use super::events::Event;
use super::state::{DetroitMotors, Phase};
use crate::engine::{Lesson, Seat};
use crate::words::{self, Args};

/// A lesson's title or text from the catalog.
fn text(id: &str) -> String {
    words::current().say(id, &Args::new())
}

impl DetroitMotors {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let any = |f: fn(&Event) -> bool| seen.iter().any(f);
        let mut out = Vec::new();
        if any(|e| matches!(e, Event::NegotiationBegan { .. })) {
            out.push(Lesson::happened(
                "factions",
                text("detroit-guide-factions-title"),
                text("detroit-guide-factions"),
            ));
        }
        if any(|e| matches!(e, Event::CoalitionFormed { .. })) {
            out.push(Lesson::happened(
                "coalition",
                text("detroit-guide-coalition-title"),
                text("detroit-guide-coalition"),
            ));
        }
        if any(|e| matches!(e, Event::ScrapsDealt { .. })) {
            out.push(Lesson::happened(
                "scraps",
                text("detroit-guide-scraps-title"),
                text("detroit-guide-scraps"),
            ));
        }
        if any(|e| matches!(e, Event::NoCoalition)) {
            out.push(Lesson::happened(
                "no-coalition",
                text("detroit-guide-no-coalition-title"),
                text("detroit-guide-no-coalition"),
            ));
        }
        if any(|e| matches!(e, Event::BrokerElected { .. })) {
            out.push(Lesson::happened(
                "broker",
                text("detroit-guide-broker-title"),
                text("detroit-guide-broker"),
            ));
        }
        if crate::engine::Game::to_act(self).contains(&seat) {
            out.extend(self.course());
        }
        out
    }

    /// The course on the decision at hand, in the order to learn it.
    fn course(&self) -> Vec<Lesson> {
        match self.phase {
            Phase::Position => vec![
                Lesson::decision(
                    "position",
                    text("detroit-guide-position-title"),
                    text("detroit-guide-position"),
                ),
                Lesson::decision(
                    "position-tip",
                    text("detroit-guide-position-tip-title"),
                    text("detroit-guide-position-tip"),
                ),
            ],
            Phase::Propose => vec![
                Lesson::decision(
                    "propose",
                    text("detroit-guide-propose-title"),
                    text("detroit-guide-propose"),
                ),
                Lesson::decision(
                    "propose-gravy",
                    text("detroit-guide-propose-gravy-title"),
                    text("detroit-guide-propose-gravy"),
                ),
            ],
            Phase::Respond => vec![Lesson::decision(
                "respond",
                text("detroit-guide-respond-title"),
                text("detroit-guide-respond"),
            )],
            Phase::Bid => vec![Lesson::decision(
                "stand",
                text("detroit-guide-stand-title"),
                text("detroit-guide-stand"),
            )],
            Phase::Split => vec![Lesson::decision(
                "split",
                text("detroit-guide-split-title"),
                text("detroit-guide-split"),
            )],
            Phase::Over => Vec::new(),
        }
    }
}

impl DetroitMotors {
    /// The step the round is at: which kind of decision is at hand.
    pub fn phase(&self) -> Phase {
        self.phase
    }
}
