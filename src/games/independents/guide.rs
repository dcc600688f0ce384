//! The guided first game's words: each kind of decision has its own short
//! course (what to do, then why, then a tip), one step per decision, and what
//! the player saw happen (a category's token, the trends, Car of the Year, the
//! new year) is explained the first time. A term from the board's "What the
//! words mean" panel is said in plain words where it first appears.

use super::content::Category;
use super::content::{card, section_name};
use super::events::{Event, Fiscal};
use super::state::{Edition, Independents, Phase};
use crate::engine::{and_list, plural, Lesson, Seat};

/// A revealed trend card that covers none of the player's sections only goes to
/// the discards: the board asks before it is thrown away.
pub const TREND_GAINS_NOTHING: &str = "none of this card's trend sections holds your disk: \
     revealing it gains nothing and throws the card away";

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
        let majority = if self.edition == Edition::Second {
            "winning more of a category's sections than anyone else (a tie for the most gives \
             each a token)"
        } else {
            "winning four of a category's six sections"
        };
        opening.then(|| {
            Lesson::happened(
                "goal",
                "How to win",
                format!(
                    "How to win: have the most victory tokens after {}; a tie goes to the \
                     company with the most disks. A token comes from {majority}, from a trend \
                     (the three sections at the foot of a card all holding your disks) and \
                     from Car of the Year (a draw at the end of each year); a bankruptcy \
                     costs one.",
                    plural(self.years, "year", "years")
                ),
            )
        })
    }

    /// What the player saw happen, the first time each kind came up.
    fn happenings(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let second = self.edition == Edition::Second;
        let mut out = Vec::new();
        if seen.iter().any(|e| matches!(e, Event::Majority { .. })) {
            out.push(Lesson::happened(
                "majority",
                "A category's victory token",
                if second {
                    "After a category's sections are decided, the company that won the most \
                     of them earns a victory token, and companies tied for the most each earn \
                     one. The most tokens at the end of the last year wins the game."
                } else {
                    "After a category's sections are decided, a company that won more than half \
                     of them (four of six) earns a victory token; nobody does otherwise. The \
                     most tokens at the end of the last year wins the game."
                },
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
                "Trends",
                format!(
                    "Trends: after Promotions, a company may reveal cards from its hand. The \
                     three sections printed at the bottom of a card are its trend: each that \
                     holds one of the company's disks gets one more disk from its supply (the rest \
                     of its colour, outside play){}. \
                     Revealed cards are discarded.",
                    trend_reward(second)
                ),
            ));
        }
        if seen.iter().any(|e| matches!(e, Event::CarOfTheYear { .. })) {
            out.push(Lesson::happened(
                "car-of-the-year",
                "Car of the Year",
                "Car of the Year: at the end of each year, all of a category's disks go into a \
                 bag and one is drawn; that company's disks there go on to the final bag. After the \
                 three categories, one disk is drawn from the final bag, and its company earns \
                 a victory token. The more disks you keep on the board, the better your chance.",
            ));
        }
        let fiscal = seen.iter().find_map(|e| match e {
            Event::Fiscal {
                seat: s, status, ..
            } if *s == seat => Some(status),
            _ => None,
        });
        if let Some(status) = fiscal {
            out.push(Lesson::happened(
                "new-year",
                "A new year",
                new_year_words(second, status),
            ));
        }
        out
    }

    /// The course on `seat`'s decision now, in the order to learn it.
    fn course(&self, seat: Seat) -> Vec<Lesson> {
        let c = &self.companies[seat];
        let second = self.edition == Edition::Second;
        match self.phase {
            Phase::Selective(cat) => vec![
                Lesson::decision(
                    "selective",
                    "Putting disks on sections",
                    format!(
                        "Each disk is a million dollars. Your selective pool (disks you may put \
                         on any section) holds {}, for all three categories this year. Each row \
                         is a section of {}, with every company's disks there and its chance in \
                         a draw. Choose how many disks with − and +, then tap Put on a row.",
                        c.pool,
                        cat.name()
                    ),
                ),
                Lesson::decision(
                    "sections",
                    "How a section is won",
                    "Why sections matter: a company alone on a section wins it with one disk. \
                     Where several are, one disk is drawn from a bag, so more disks mean better \
                     odds, and each loser loses half its disks there. Winning the most sections \
                     of a category can earn a victory token.",
                ),
                Lesson::decision(
                    "selective-pass",
                    "Passing",
                    format!(
                        "You choose each section only once in this step (its Put button is \
                         greyed then). When you have placed enough, Pass: passing is final for \
                         {}, and what stays in your pool ({} now) is kept for the categories \
                         still to come.{}",
                        cat.name(),
                        c.pool,
                        if second {
                            " The order in which players pass sets the next turn order."
                        } else {
                            ""
                        }
                    ),
                ),
                Lesson::decision(
                    "selective-tip",
                    "Where to put disks",
                    format!(
                        "A tip for {}: single disks where few rivals are win cheaply; stack \
                         disks only where a win matters. {} left in your pool.",
                        cat.name(),
                        c.pool
                    ),
                ),
            ],
            Phase::Required(cat) => {
                let named: Vec<&str> = cat
                    .sections()
                    .filter(|&s| c.on_sheet[s] > 0)
                    .map(section_name)
                    .collect();
                let here = match named.as_slice() {
                    [] => "It has none in this category: tap Done.".to_string(),
                    _ => format!("Here it has disks for {}.", and_list(&named)),
                };
                vec![
                    Lesson::decision(
                        "sheet",
                        "Your company sheet",
                        format!(
                            "Your company sheet (your company's plan: ten disks on circles, \
                             each marked with a section) may now send its disks to the {} \
                             sections. {here} Tap Move on a row as often as you like, then Done.",
                            cat.name()
                        ),
                    ),
                    Lesson::decision(
                        "sheet-tip",
                        "When to move sheet disks",
                        format!(
                            "Move sheet disks where they decide a section: one is enough where \
                             you are alone, more help where a rival's odds beat yours. Disks \
                             left on the sheet are safe and count toward next year. {here}"
                        ),
                    ),
                ]
            }
            Phase::Cards(cat) => vec![
                Lesson::decision(
                    "cards",
                    "Playing cards",
                    format!(
                        "Card play: each card below says what it does. Play one marked {} or \
                         Any category: its buttons name the section it aims at. Then the next \
                         company plays, and you may play again. Disks a card adds come from \
                         your supply (the rest of your colour, outside play). Pass when you are \
                         done: it is final for {}.",
                        cat.name(),
                        cat.name()
                    ),
                ),
                Lesson::decision(
                    "cards-why",
                    "Which card to play",
                    "Read the rows above before you play: add disks where your odds are close, \
                     take a rival's where they lead. A card you keep is not wasted: after \
                     Promotions its trend (the three sections printed on it) can earn disks and \
                     a victory token.",
                ),
                Lesson::decision(
                    "cards-pass",
                    "When to pass",
                    format!(
                        "When no card helps in {}, Pass: its sections are then decided by the \
                         bag. {} in your hand.",
                        cat.name(),
                        plural(c.hand.len(), "card", "cards")
                    ),
                ),
            ],
            Phase::Trend => {
                let ticked = c
                    .hand
                    .iter()
                    .filter(|&&id| self.trend_cover(seat, id) > 0)
                    .count();
                vec![
                    Lesson::decision(
                        "trend",
                        "Trends",
                        format!(
                            "Trends: each card lists three sections, ticked ✓ where you hold a \
                             section now. Revealing it adds a disk from your supply (the rest \
                             of your colour, outside play) to each ticked section{}. A card with no tick gains nothing. Revealed cards \
                             are discarded; tap Done when finished. {ticked} of your cards have \
                             a tick.",
                            trend_reward(second)
                        ),
                    ),
                    Lesson::decision(
                        "trend-tip",
                        "Trends before Car of the Year",
                        format!(
                            "Next comes Car of the Year: each category's disks go into a bag, \
                             and the more disks you have on the board, the better your chance \
                             of its victory token. {ticked} of your cards still have a tick."
                        ),
                    ),
                ]
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Why a legal move deserves a second thought, if it does.
    pub fn warning(&self, seat: Seat, id: u8) -> Option<&'static str> {
        (self.trend_cover(seat, id) == 0).then_some(TREND_GAINS_NOTHING)
    }
}

/// A card's trend in words, each section ticked where `mine(section)`.
pub fn trend_words(id: u8, mine: impl Fn(usize) -> bool) -> String {
    let parts: Vec<String> = card(id)
        .trend
        .iter()
        .map(|&s| {
            let s = s as usize;
            if mine(s) {
                format!("✓ {}", section_name(s))
            } else {
                section_name(s).to_string()
            }
        })
        .collect();
    format!("Trend: {}", parts.join(" · "))
}

/// What a trend with all three sections held earns, by rule book.
fn trend_reward(second: bool) -> &'static str {
    if second {
        "; all three held also earns a victory token"
    } else {
        "; all three held earns a victory token instead of the disks"
    }
}

/// The new year's prep, the first time the player sees it.
fn new_year_words(second: bool, status: &Fiscal) -> String {
    let yours = match status {
        Fiscal::Success => "Your company did well: no help was needed.",
        Fiscal::Subsidy(_) => "Your company got a subsidy this time.",
        Fiscal::Bankrupt { .. } => "Your company went bankrupt this time.",
    };
    if second {
        format!(
            "A new year: your disks came back from the board and filled your company sheet's \
             circles first; the rest is your pool. A pool under 6 disks is topped up to 6 \
             (a subsidy); a company that cannot fill its sheet goes bankrupt: it loses a \
             victory token and its cards, and starts again with a new sheet. {yours} Everyone \
             then drew four cards; saved cards stay in your hand."
        )
    } else {
        format!(
            "A new year: your disks came back from the board and filled your company sheet's \
             circles; the rest is your pool. A company with 10 disks or fewer goes \
             bankrupt: it loses a victory token and starts again with a new sheet and 16 \
             disks; one with 11 or 12 is topped up to 16 (a subsidy). {yours} Hands are dealt \
             up to four cards, and the leader in tokens now plays first."
        )
    }
}
