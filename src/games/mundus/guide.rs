//! The guided first game's words for Mundus Novus: a short course on each kind
//! of decision, one step per decision, and what the player saw happen (the
//! offers revealed, the development queue, each kind of event, the caravels'
//! picks) explained the first time.

use super::cards::EventKind;
use super::events::Event;
use super::state::{MundusNovus, Phase};
use crate::engine::{Lesson, Seat};

impl MundusNovus {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let any = |f: &dyn Fn(&Event) -> bool| seen.iter().any(f);
        let mut out = vec![Lesson::happened(
            "goal",
            "How to win",
            "How to win: have 75 doubloons at the end of a round, or show the perfect set \
             (the nine resources 1 to 9 plus an Inca relic), or be the richest when the \
             development queue can no longer be refilled to five cards: that round is then \
             the last.",
        )];
        for kind in EventKind::ALL {
            let met = any(&|e| match e {
                Event::RoundStarted { event, .. } => *event == Some(kind),
                Event::EventCalled { event, .. } => *event == kind,
                _ => false,
            });
            if met {
                let (topic, title, text) = event_words(kind);
                out.push(Lesson::happened(topic, title, text));
            }
        }
        if any(&|e| matches!(e, Event::SupplyShown { .. })) {
            out.push(Lesson::happened("supply", "Caravels and the supply", SUPPLY));
        }
        if any(&|e| matches!(e, Event::OffersRevealed { .. })) {
            out.push(Lesson::happened(
                "offers",
                "Offers and the Trade Master",
                "The offers were revealed together. The highest total (relics count 10) \
                 made its owner Trade Master, who takes the first card from the others' \
                 offers; whoever is taken from takes next. Cards nobody takes go back to \
                 their owners.",
            ));
        }
        if any(&|e| matches!(e, Event::Developed { .. })) {
            out.push(Lesson::happened("queue", "The development queue", QUEUE));
        }
        if self.seat_to_act().contains(&seat) {
            out.extend(self.course());
        }
        out
    }

    /// The course on the decision at hand, in the order to learn it.
    fn course(&self) -> Vec<Lesson> {
        let one = |topic, title, text: &str| vec![Lesson::decision(topic, title, text)];
        match self.phase {
            Phase::Coronado { .. } => one(
                "coronado",
                "Coronado's event",
                "Coronado lets you pay 2 doubloons for the event of your choice: King's Aid if \
                 you hold several sets, or a bad one for rivals who are ahead.",
            ),
            Phase::Fleets { .. } => one(
                "fleets",
                "Two fleets",
                "Ponce de León lets you split your caravels into two fleets: each picks from \
                 the supply in its own turn (the lowest fleet value first), and under Pirates \
                 each fleet of two or more loses a card. A lone low caravel picks early.",
            ),
            Phase::Supply => vec![
                Lesson::decision("supply", "Caravels and the supply", SUPPLY),
                Lesson::decision(
                    "supply-pick",
                    "Which card to pick",
                    "Pick a face-up card: one that completes three of a kind, a relic, or a \
                     number you lack for a set of different resources.",
                ),
            ],
            Phase::Pirates => one(
                "pirates-discard",
                "Losing a card to pirates",
                "Pirates take a card per fleet of two or more caravels: give up the card that \
                 fits none of your sets.",
            ),
            Phase::Call => one(
                "call",
                "Calling the trade",
                "As Trade Master, call how many cards everyone offers. A big call moves more \
                 cards: good when your hand is poor, risky when it is strong.",
            ),
            Phase::Offer => vec![
                Lesson::decision(
                    "offer",
                    "Your offer",
                    "Choose your offer in secret. The highest total (relics count 10) becomes \
                     Trade Master and takes first; offer what you can spare, since others \
                     will take it.",
                ),
                Lesson::decision(
                    "offer-tip",
                    "What to offer",
                    "A tip: the cards you offer are the ones others take, and you take theirs \
                     in return. Offer cards that fit none of your sets, and put a high card in \
                     your offer only when you want to be Trade Master.",
                ),
            ],
            Phase::Appoint { .. } => one(
                "appoint",
                "Appointing the Trade Master",
                "Offers are tied for the lead: appoint the Trade Master among them.",
            ),
            Phase::Take { .. } => vec![
                Lesson::decision(
                    "take",
                    "Taking a card",
                    "Take a card from someone's offer, or put it on the market and take a \
                     market card instead. Whoever you take from takes next.",
                ),
                Lesson::decision(
                    "take-rule",
                    "Three times in a row",
                    "Nobody may take from the same player three times in a row: if you took \
                     from a player and they took from you, take from someone else now (with \
                     two players this rule does not apply).",
                ),
            ],
            Phase::Adjust { .. } => one(
                "adjust",
                "Evening up",
                "The last player taken from is one card short: give them the card you need \
                 least.",
            ),
            Phase::First => one(
                "first",
                "Who starts",
                "Choose who starts the progression: the first player has the first pick of \
                 the development queue.",
            ),
            Phase::Progress { .. } => vec![
                Lesson::decision(
                    "progress",
                    "Making sets",
                    "Make your sets: identical cards (relics wild) for a development, \
                     different ones for doubloons, relics alone for doubloons. Whatever you do \
                     not use or store is discarded.",
                ),
                Lesson::decision("queue", "The development queue", QUEUE),
            ],
            Phase::Over => Vec::new(),
        }
    }
}

const SUPPLY: &str = "The supply: one face-up card for each caravel in play. Each player picks \
     one card per caravel they own, the lowest fleet value first. A caravel is a development: \
     more caravels, more cards each round.";

const QUEUE: &str = "The development queue: a set of identical cards takes one of its five \
     cards (a bigger set, or rarer cards, reaches further along it); the queue slides forward \
     and the deck fills the fifth place. When the deck can no longer refill it, that round \
     is the last, and the richest player wins.";

/// An event's topic, title and meaning, the first time it comes up.
fn event_words(kind: EventKind) -> (&'static str, &'static str, &'static str) {
    match kind {
        EventKind::KingsAid => (
            "event-kings-aid",
            "King's Aid",
            "This round's event is King's Aid: you may make any number of sets of identical \
             cards this round, so several developments.",
        ),
        EventKind::Indigenous => (
            "event-indigenous",
            "Indigenous peoples",
            "This round's event is Indigenous peoples: a set of different resources pays only \
             1 doubloon a card this round.",
        ),
        EventKind::Storm => (
            "event-storm",
            "Storm",
            "This round's event is Storm: a set of identical cards reaches only the first card \
             of the development queue this round.",
        ),
        EventKind::Fire => (
            "event-fire",
            "Fire",
            "This round's event is Fire: warehouses cannot keep cards at the end of this \
             round.",
        ),
        EventKind::Pirates => (
            "event-pirates",
            "Pirates",
            "This round's event is Pirates: just after the supply, each fleet of two or more \
             caravels loses a card of its owner's choice; a lone caravel is safe.",
        ),
    }
}
