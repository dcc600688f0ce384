//! The guided first game's words for Detroit Motors: a short course on each
//! kind of decision (a position, a proposal, an answer, a broker bid, the
//! split), one step per decision, and what the player saw happen (the factions,
//! a coalition formed or none, the scraps, the broker and the plunder)
//! explained the first time. Every title and text is the catalog's
//! (`words/en.ftl`, `detroit-guide-…`).

use std::sync::Mutex;

use super::events::Event;
use super::state::{DetroitMotors, Phase};
use crate::engine::{Lesson, Seat};
use crate::words::{self, Args};

/// A lesson's text from the catalog.
fn text(id: &str) -> String {
    words::current().say(id, &Args::new())
}

/// A lesson's title from the catalog. A [`Lesson`] keeps its title for the
/// whole game (`&'static str`), so each is worded once per language and kept.
fn title(id: &'static str) -> &'static str {
    type Kept = Vec<(&'static str, &'static str, &'static str)>;
    static KEPT: Mutex<Kept> = Mutex::new(Vec::new());
    let catalog = words::current();
    let lang = catalog.lang();
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&(_, _, t)) = kept.iter().find(|&&(l, i, _)| l == lang && i == id) {
        return t;
    }
    let t: &'static str = Box::leak(catalog.say(id, &Args::new()).into_boxed_str());
    kept.push((lang, id, t));
    t
}

impl DetroitMotors {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let any = |f: fn(&Event) -> bool| seen.iter().any(f);
        let mut out = Vec::new();
        if any(|e| matches!(e, Event::NegotiationBegan { .. })) {
            out.push(Lesson::happened(
                "factions",
                title("detroit-guide-factions-title"),
                text("detroit-guide-factions"),
            ));
        }
        if any(|e| matches!(e, Event::CoalitionFormed { .. })) {
            out.push(Lesson::happened(
                "coalition",
                title("detroit-guide-coalition-title"),
                text("detroit-guide-coalition"),
            ));
        }
        if any(|e| matches!(e, Event::ScrapsDealt { .. })) {
            out.push(Lesson::happened(
                "scraps",
                title("detroit-guide-scraps-title"),
                text("detroit-guide-scraps"),
            ));
        }
        if any(|e| matches!(e, Event::NoCoalition)) {
            out.push(Lesson::happened(
                "no-coalition",
                title("detroit-guide-no-coalition-title"),
                text("detroit-guide-no-coalition"),
            ));
        }
        if any(|e| matches!(e, Event::BrokerElected { .. })) {
            out.push(Lesson::happened(
                "broker",
                title("detroit-guide-broker-title"),
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
                    title("detroit-guide-position-title"),
                    text("detroit-guide-position"),
                ),
                Lesson::decision(
                    "position-tip",
                    title("detroit-guide-position-tip-title"),
                    text("detroit-guide-position-tip"),
                ),
            ],
            Phase::Propose => vec![
                Lesson::decision(
                    "propose",
                    title("detroit-guide-propose-title"),
                    text("detroit-guide-propose"),
                ),
                Lesson::decision(
                    "propose-gravy",
                    title("detroit-guide-propose-gravy-title"),
                    text("detroit-guide-propose-gravy"),
                ),
            ],
            Phase::Respond => vec![Lesson::decision(
                "respond",
                title("detroit-guide-respond-title"),
                text("detroit-guide-respond"),
            )],
            Phase::Bid => vec![Lesson::decision(
                "stand",
                title("detroit-guide-stand-title"),
                text("detroit-guide-stand"),
            )],
            Phase::Split => vec![Lesson::decision(
                "split",
                title("detroit-guide-split-title"),
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
