//! The guided first game's words for Zaibatsu: a short course on each kind of
//! decision (placing a card, calling a pile, bidding), one step per decision,
//! and what the player saw happen (an auction won or unsold, a pile of their
//! own, a new round) explained the first time.

use super::events::Event;
use super::state::{Phase, PileStatus, Zaibatsu, INCOME, ROUNDS};
use crate::engine::{Lesson, Seat};

impl Zaibatsu {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let mut out = Vec::new();
        if seen
            .iter()
            .any(|e| matches!(e, Event::Won { .. } | Event::Unsold { .. }))
        {
            // Also the first step of the bidding course: whichever comes first.
            out.push(Lesson::happened("auction", "How an auction works", AUCTION));
        }
        if seen
            .iter()
            .any(|e| matches!(e, Event::Won { seat: s, .. } if *s == seat))
        {
            out.push(Lesson::happened(
                "conglomerate",
                "Your conglomerate",
                "You won a pile: its companies are now part of your conglomerate for the rest \
                 of the game. The board shows how many of them operate and your best score \
                 as it stands.",
            ));
        }
        if seen
            .iter()
            .any(|e| matches!(e, Event::RoundStarted { round, .. } if *round > 1))
        {
            out.push(Lesson::happened(
                "new-round",
                "A new round",
                format!(
                    "A new round: everyone received T¥{INCOME}, the Commissioner marker \
                     passed to the left, and new cards were dealt. The game lasts {ROUNDS} \
                     rounds; then the highest score wins."
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
                    "Placing cards on piles",
                    format!(
                        "Place a card from your hand on a pile. When all cards are placed, \
                         every pile is auctioned, and anyone may win any of them: the cards you \
                         place are for sale, not yours yet. {}",
                        goal()
                    ),
                ),
                Lesson::decision(
                    "recipes",
                    "What a company needs",
                    "Each card shows what the company needs → what it makes, and its points. \
                     A mine needs nothing and always scores 3. A processor (6 or 15 points) \
                     or a factory (30) scores only when other companies of your own make \
                     everything it needs: build chains from the mines up.",
                ),
                Lesson::decision(
                    "deal-tip",
                    "Where to place",
                    "A tip: spread the cards that fit your own chains over piles you can afford, \
                     and make piles of cards nobody needs.",
                ),
            ],
            Phase::Call => {
                let empty = self
                    .piles()
                    .iter()
                    .any(|p| p.status == PileStatus::Open && p.cards.is_empty());
                let mut course = vec![Lesson::decision(
                    "call",
                    "Calling a pile",
                    "Choose which pile is auctioned next. The others bid first and you bid \
                     last, so you see their bids before you decide: call the pile you want \
                     most while your rivals are short of money.",
                )];
                if empty {
                    course.push(Lesson::decision(
                        "call-empty",
                        "Calling an empty pile",
                        "Calling an empty pile closes it at once, with no bids: a way to let \
                         the next player call while you wait for rivals to spend.",
                    ));
                }
                course
            }
            Phase::Bid(_) => vec![
                Lesson::decision("auction", "How an auction works", AUCTION),
                Lesson::decision(
                    "bid-worth",
                    "How much to bid",
                    "A company only scores when what it needs is in your conglomerate, and \
                     every T¥ you keep is a point at the end: bid up to what the pile adds to \
                     your score (the hint at the auction says it), not more.",
                ),
            ],
            Phase::Over => Vec::new(),
        }
    }
}

/// How to win, in the game's first box (the first card placed), so every
/// auction is weighed against it.
fn goal() -> String {
    format!(
        "How to win: after {ROUNDS} rounds the highest score wins. Your score is the points \
         of the companies you won that operate (a mine always does; any other only when your \
         own companies make everything it needs), plus 1 point for each T¥ you still have."
    )
}

const AUCTION: &str = "How an auction works: the player who calls a pile bids last, and \
     bidding goes once around the table, starting at their left. Each player passes or bids \
     more than the highest bid so far. The highest bidder pays the bank and takes every \
     company in the pile; if everyone passes, those companies leave the game.";
