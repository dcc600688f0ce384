//! The guided first game's words for Zaibatsu: a short course on each kind of
//! decision (placing a card, calling a pile, bidding), one step per decision,
//! and what the player saw happen (an auction won or unsold, a pile of their
//! own, a new round) explained the first time.

use super::events::Event;
use super::state::{Phase, PileStatus, Zaibatsu, INCOME, ROUNDS};
use crate::engine::{Lesson, Seat};
use crate::words::{self, Args};

impl Zaibatsu {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let mut out = Vec::new();
        if seen
            .iter()
            .any(|e| matches!(e, Event::Won { .. } | Event::Unsold { .. }))
        {
            // Also the first step of the bidding course: whichever comes first.
            out.push(Lesson::happened(
                "auction",
                say("zaibatsu-guide-auction-title", Args::new()),
                say("zaibatsu-guide-auction", Args::new()),
            ));
        }
        if seen
            .iter()
            .any(|e| matches!(e, Event::Won { seat: s, .. } if *s == seat))
        {
            out.push(Lesson::happened(
                "conglomerate",
                say("zaibatsu-guide-conglomerate-title", Args::new()),
                say("zaibatsu-guide-conglomerate", Args::new()),
            ));
        }
        if seen
            .iter()
            .any(|e| matches!(e, Event::RoundStarted { round, .. } if *round > 1))
        {
            out.push(Lesson::happened(
                "new-round",
                say("zaibatsu-guide-new-round-title", Args::new()),
                say(
                    "zaibatsu-guide-new-round",
                    Args::new()
                        .number("income", INCOME)
                        .number("rounds", ROUNDS),
                ),
            ));
        }
        if crate::engine::Game::to_act(self).contains(&seat) {
            out.extend(self.course());
        }
        out
    }

    /// The course on the decision at hand, in the order to learn it.
    fn course(&self) -> Vec<Lesson> {
        match self.phase() {
            Phase::Deal { .. } => vec![
                Lesson::decision(
                    "deal",
                    say("zaibatsu-guide-deal-title", Args::new()),
                    // The game's first box, with how to win: every auction
                    // is weighed against it.
                    say("zaibatsu-guide-deal", Args::new().number("rounds", ROUNDS)),
                ),
                Lesson::decision(
                    "recipes",
                    say("zaibatsu-guide-recipes-title", Args::new()),
                    say("zaibatsu-guide-recipes", Args::new()),
                ),
                Lesson::decision(
                    "deal-tip",
                    say("zaibatsu-guide-deal-tip-title", Args::new()),
                    say("zaibatsu-guide-deal-tip", Args::new()),
                ),
            ],
            Phase::Call => {
                let empty = self
                    .piles()
                    .iter()
                    .any(|p| p.status == PileStatus::Open && p.cards.is_empty());
                let mut course = vec![Lesson::decision(
                    "call",
                    say("zaibatsu-guide-call-title", Args::new()),
                    say("zaibatsu-guide-call", Args::new()),
                )];
                if empty {
                    course.push(Lesson::decision(
                        "call-empty",
                        say("zaibatsu-guide-call-empty-title", Args::new()),
                        say("zaibatsu-guide-call-empty", Args::new()),
                    ));
                }
                course
            }
            Phase::Bid(_) => vec![
                Lesson::decision(
                    "auction",
                    say("zaibatsu-guide-auction-title", Args::new()),
                    say("zaibatsu-guide-auction", Args::new()),
                ),
                Lesson::decision(
                    "bid-worth",
                    say("zaibatsu-guide-bid-worth-title", Args::new()),
                    say("zaibatsu-guide-bid-worth", Args::new()),
                ),
            ],
            Phase::Over => Vec::new(),
        }
    }
}

/// A lesson's words, from the catalog in use.
fn say(id: &str, args: Args) -> String {
    words::current().say(id, &args)
}
