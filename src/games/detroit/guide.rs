//! The guided first game's words for Detroit Motors: a short course on each
//! kind of decision (a position, a proposal, an answer, a broker bid, the
//! split), one step per decision, and what the player saw happen (the factions,
//! a coalition formed or none, the scraps, the broker and the plunder)
//! explained the first time.

use super::events::Event;
use super::state::{DetroitMotors, Phase};
use crate::engine::{Lesson, Seat};

impl DetroitMotors {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let any = |f: fn(&Event) -> bool| seen.iter().any(f);
        let mut out = Vec::new();
        if any(|e| matches!(e, Event::NegotiationBegan { .. })) {
            out.push(Lesson::happened(
                "factions",
                "Factions and bosses",
                "Everyone who played a card of the same suit is in that faction for the round, \
                 and its highest card makes its boss. The bosses now take turns to propose a \
                 coalition (largest faction first); each boss named in a proposal may refuse it, \
                 and one refusal sinks it.",
            ));
        }
        if any(|e| matches!(e, Event::CoalitionFormed { .. })) {
            out.push(Lesson::happened(
                "coalition",
                "A coalition",
                "A coalition formed: its factions hold more than half of the players, and the \
                 boss named for the gravy took a token. Only the coalition's players share its \
                 plunder: one token for each plunder card (●) among their position cards.",
            ));
        }
        if any(|e| matches!(e, Event::ScrapsDealt { .. })) {
            out.push(Lesson::happened(
                "scraps",
                "Scraps for those left out",
                "Players left out of the coalition had their position cards shuffled and dealt \
                 back to them, one each: whoever got a scrap card (○) took a token. Then they \
                 sat out the rest of the round.",
            ));
        }
        if any(|e| matches!(e, Event::NoCoalition)) {
            out.push(Lesson::happened(
                "no-coalition",
                "No coalition",
                "Every boss proposed once and no proposal was accepted, so no coalition \
                 formed: each player whose position card is plunder (●) took a token, and the \
                 boss of the largest faction starts the next round.",
            ));
        }
        if any(|e| matches!(e, Event::BrokerElected { .. })) {
            out.push(Lesson::happened(
                "broker",
                "The broker and the plunder",
                "The broker was elected: of the coalition players who stood, the best two \
                 hidden cards won (a pair of numbers beats two of a suit, which beats two \
                 unrelated cards; then the highest card). The broker splits the plunder evenly, \
                 hands out the odd tokens, and starts the next round; players who stood and \
                 lost get no plunder.",
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
                    "Taking a position",
                    "Play one card face up: its suit is the faction you back this round, and \
                     the highest card of a faction makes its boss. Your two other cards stay \
                     hidden for later. The first player to reach 5 tokens wins at once.",
                ),
                Lesson::decision(
                    "position-tip",
                    "Which card to play",
                    "A tip: a low card (1–3) is plunder (●), a token for the coalition to share, \
                     or for you if no coalition forms; a middling one (4–6) is a scrap (○), a \
                     chance of a token if your faction is left out; a high one (7–11) makes a \
                     boss and wins ties. Keep a pair for the broker election if you can.",
                ),
            ],
            Phase::Propose => vec![
                Lesson::decision(
                    "propose",
                    "Proposing a coalition",
                    "As a boss, propose factions that together hold more than half of the \
                     players, with none that could be left out. Fewer players in it means more \
                     plunder each.",
                ),
                Lesson::decision(
                    "propose-gravy",
                    "The gravy",
                    "A proposal also names a boss for the gravy, one token at once, even a boss \
                     outside the coalition: giving it to a boss who must agree buys their yes.",
                ),
            ],
            Phase::Respond => vec![Lesson::decision(
                "respond",
                "Answering a proposal",
                "Accept or refuse the proposal. Refusing sinks it at once; accept if your \
                 faction is in it and the plunder is worth more than your chances with the \
                 next proposer.",
            )],
            Phase::Bid => vec![Lesson::decision(
                "stand",
                "Standing for broker",
                "Stand for broker or fold. The best two hidden cards win (a pair, then two of \
                 a suit, then the highest card); the broker splits the plunder and hands out \
                 the odd tokens, but a player who stands and loses gets no plunder at all: \
                 stand only with a strong pair.",
            )],
            Phase::Split => vec![Lesson::decision(
                "split",
                "Splitting the plunder",
                "As broker, give the odd plunder tokens one at a time. A good broker gives \
                 them to players who are far from winning, never to the leader.",
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
