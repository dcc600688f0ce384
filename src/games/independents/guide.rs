//! The guided first game's words: each kind of decision has its own short
//! course (what to do, then why, then a tip), one step per decision, and what
//! the player saw happen (a category's token, the trends, Car of the Year, the
//! new year) is explained the first time. A term from the board's "What the
//! words mean" panel is said in plain words where it first appears.

use super::content::Category;
use super::content::{card, section_name};
use super::events::{Event, Fiscal};
use super::state::{Edition, Independents, Phase};
use crate::engine::{Lesson, Seat};
use crate::words::{self, Args};

/// Message `id` of the catalog in use.
fn say(id: &str, args: Args) -> String {
    words::current().say(id, &args)
}

/// A lesson's title: message `id` with `-title`.
fn title(id: &str) -> String {
    say(&format!("{id}-title"), Args::new())
}

/// The rule book, as the catalog chooses on it.
fn edition(e: Edition) -> &'static str {
    match e {
        Edition::First => "first",
        Edition::Second => "second",
    }
}

/// A revealed trend card that covers none of the player's sections only goes to
/// the discards: the board asks before it is thrown away.
pub fn trend_gains_nothing() -> String {
    say("independents-guide-trend-gains-nothing", Args::new())
}

impl Independents {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let mut out = self.goal().into_iter().collect::<Vec<_>>();
        out.extend(self.happenings(seat, seen));
        if self.seat_to_act() == Some(seat) {
            out.extend(self.course(seat));
        }
        out
    }

    /// How to win, in the first box of the game (its first category), so the
    /// tokens are a goal before they are a happening.
    fn goal(&self) -> Option<Lesson> {
        let opening = self.year <= 1 && self.phase == Phase::Selective(Category::Models);
        opening.then(|| {
            Lesson::happened(
                "goal",
                title("independents-guide-goal"),
                say(
                    "independents-guide-goal",
                    Args::new()
                        .number("years", self.years)
                        .text("edition", edition(self.edition)),
                ),
            )
        })
    }

    /// What the player saw happen, the first time each kind came up.
    fn happenings(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let edition = || Args::new().text("edition", edition(self.edition));
        let mut out = Vec::new();
        if seen.iter().any(|e| matches!(e, Event::Majority { .. })) {
            out.push(Lesson::happened(
                "majority",
                title("independents-guide-majority"),
                say("independents-guide-majority", edition()),
            ));
        }
        // Someone else's trend, when the player has no trend of their own to
        // reveal now (that decision explains trends itself).
        let trend_now = self.phase == Phase::Trend && self.seat_to_act() == Some(seat);
        if !trend_now
            && seen
                .iter()
                .any(|e| matches!(e, Event::Trend { seat: s, .. } if *s != seat))
        {
            out.push(Lesson::happened(
                "trend",
                title("independents-guide-trend"),
                say("independents-guide-trend-seen", edition()),
            ));
        }
        if seen.iter().any(|e| matches!(e, Event::CarOfTheYear { .. })) {
            out.push(Lesson::happened(
                "car-of-the-year",
                title("independents-guide-coty"),
                say("independents-guide-coty", Args::new()),
            ));
        }
        let fiscal = seen.iter().find_map(|e| match e {
            Event::Fiscal {
                seat: s, status, ..
            } if *s == seat => Some(status),
            _ => None,
        });
        if let Some(status) = fiscal {
            let status = match status {
                Fiscal::Success => "success",
                Fiscal::Subsidy(_) => "subsidy",
                Fiscal::Bankrupt { .. } => "bankrupt",
            };
            out.push(Lesson::happened(
                "new-year",
                title("independents-guide-new-year"),
                say("independents-guide-new-year", edition().text("status", status)),
            ));
        }
        out
    }

    /// The course on `seat`'s decision now, in the order to learn it.
    fn course(&self, seat: Seat) -> Vec<Lesson> {
        let c = &self.companies[seat];
        let step = |topic: &'static str, id: &str, args: Args| {
            Lesson::decision(topic, title(id), say(id, args))
        };
        let edition = || Args::new().text("edition", edition(self.edition));
        match self.phase {
            Phase::Selective(cat) => {
                let here = || {
                    edition()
                        .text("category", cat.name())
                        .number("pool", c.pool)
                };
                vec![
                    step("selective", "independents-guide-selective", here()),
                    step("sections", "independents-guide-sections", Args::new()),
                    step(
                        "selective-pass",
                        "independents-guide-selective-pass",
                        here(),
                    ),
                    step("selective-tip", "independents-guide-selective-tip", here()),
                ]
            }
            Phase::Required(cat) => {
                let named: Vec<&str> = cat
                    .sections()
                    .filter(|&s| c.on_sheet[s] > 0)
                    .map(section_name)
                    .collect();
                let here = || {
                    Args::new()
                        .text("category", cat.name())
                        .number("held", named.len())
                        .text("sections", words::current().list(&named))
                };
                vec![
                    step("sheet", "independents-guide-sheet", here()),
                    step("sheet-tip", "independents-guide-sheet-tip", here()),
                ]
            }
            Phase::Cards(cat) => {
                let here = || {
                    Args::new()
                        .text("category", cat.name())
                        .number("cards", c.hand.len())
                };
                vec![
                    step("cards", "independents-guide-cards", here()),
                    step("cards-why", "independents-guide-cards-why", Args::new()),
                    step("cards-pass", "independents-guide-cards-pass", here()),
                ]
            }
            Phase::Trend => {
                let ticked = c
                    .hand
                    .iter()
                    .filter(|&&id| self.trend_cover(seat, id) > 0)
                    .count();
                vec![
                    step(
                        "trend",
                        "independents-guide-trend",
                        edition().number("ticked", ticked),
                    ),
                    step(
                        "trend-tip",
                        "independents-guide-trend-tip",
                        Args::new().number("ticked", ticked),
                    ),
                ]
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Why a legal move deserves a second thought, if it does.
    pub fn warning(&self, seat: Seat, id: u8) -> Option<String> {
        (self.trend_cover(seat, id) == 0).then(trend_gains_nothing)
    }
}

/// A card's trend in words, each section ticked where `mine(section)`.
pub fn trend_words(id: u8, mine: impl Fn(usize) -> bool) -> String {
    let [first, second, third] = card(id).trend.map(|s| {
        let s = s as usize;
        if mine(s) {
            say(
                "independents-guide-trend-ticked",
                Args::new().text("section", section_name(s)),
            )
        } else {
            section_name(s).to_string()
        }
    });
    say(
        "independents-guide-trend-words",
        Args::new()
            .text("first", first)
            .text("second", second)
            .text("third", third),
    )
}
