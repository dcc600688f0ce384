//! The guided first game's words: one new thing per decision, in plain words,
//! about what the board shows at that moment. Each kind of decision has its own
//! short course (what to do, then why, then a tip); a term from the board's
//! "What the words mean" panel is said in plain words where it first appears.

use super::content::{card, section_name};
use super::state::{Edition, Independents, Phase};
use crate::engine::{and_list, plural, Seat};

/// A revealed trend card that covers none of the player's sections only goes to
/// the discards: the board asks before it is thrown away.
pub const TREND_GAINS_NOTHING: &str = "none of this card's trend sections holds your disk: \
     revealing it gains nothing and throws the card away";

impl Independents {
    /// The guide's word for `seat`'s decision now (see [`super::Game::explain`]).
    pub fn guide_text(&self, seat: Seat) -> Option<String> {
        if self.seat_to_act() != Some(seat) {
            return None;
        }
        let c = &self.companies[seat];
        let [selective, required, cards, trends] = self.decided[seat];
        let second = self.edition == Edition::Second;
        Some(match self.phase {
            Phase::Selective(cat) => match selective {
                0 => format!(
                    "Each disk is a million dollars. Your selective pool (disks you may put on \
                     any section) holds {}, for all three categories this year. Each row is a \
                     section of {}, with every company's disks there and its chance in a draw. \
                     Choose how many disks with − and +, then tap Put on a row.",
                    c.pool,
                    cat.name()
                ),
                1 => "Why sections matter: a company alone on a section wins it with one disk. \
                      Where several are, one disk is drawn from a bag, so more disks mean better \
                      odds, and each loser loses half its disks there. The company that wins the \
                      most sections of a category earns a victory token, and the most tokens \
                      wins the game."
                    .into(),
                2 => format!(
                    "You choose each section only once in this step (its Put button is greyed \
                     then). When you have placed enough, Pass: passing is final for {}, and \
                     what stays in your pool ({} now) is kept for the categories still to \
                     come.{}",
                    cat.name(),
                    c.pool,
                    if second {
                        " The order in which players pass sets the next turn order."
                    } else {
                        ""
                    }
                ),
                _ => format!(
                    "{}: single disks where few rivals are win cheaply; stack disks only where \
                     a win matters. {} left in your pool.",
                    cat.name(),
                    c.pool
                ),
            },
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
                match required {
                    0 => format!(
                        "Your company sheet (your company's plan: ten disks on circles, each \
                         marked with a section) may now send its disks to the {} sections. {here} \
                         Tap Move on a row as often as you like, then Done.",
                        cat.name()
                    ),
                    1 => format!(
                        "Move sheet disks where they decide a section: one is enough where you \
                         are alone, more help where a rival's odds beat yours. Disks left on the \
                         sheet are safe and count toward next year. {here}"
                    ),
                    _ => format!(
                        "Your sheet still has {} for {}. {here}",
                        match cat.sections().map(|s| c.on_sheet[s]).sum::<u8>() {
                            1 => "1 disk".to_string(),
                            n => format!("{n} disks"),
                        },
                        cat.name()
                    ),
                }
            }
            Phase::Cards(cat) => match cards {
                0 => format!(
                    "Card play: each card below says what it does. Play one marked {} or Any \
                     category: its buttons name the section it aims at. Then the next company \
                     plays, and you may play again. Disks a card adds come from your supply \
                     (the rest of your colour, outside play). Pass when you are done: it is \
                     final for {}.",
                    cat.name(),
                    cat.name()
                ),
                1 => "Read the rows above before you play: add disks where your odds are \
                      close, take a rival's where they lead. A card you keep is not wasted: \
                      after Promotions its trend (the three sections printed on it) can earn \
                      disks and a victory token."
                    .into(),
                _ => format!(
                    "When no card helps in {}, Pass: its sections are then decided by the bag. \
                     {} in your hand.",
                    cat.name(),
                    plural(c.hand.len(), "card", "cards")
                ),
            },
            Phase::Trend => {
                let ticked = c
                    .hand
                    .iter()
                    .filter(|&&id| self.trend_cover(seat, id) > 0)
                    .count();
                match trends {
                    0 => format!(
                        "Trends: each card lists three sections, ticked ✓ where you hold a \
                         section now. Revealing it adds a disk from your supply to each ticked \
                         section{}. A card with no tick gains nothing. Revealed cards are \
                         discarded; tap Done when finished. {ticked} of your cards have a tick.",
                        if second {
                            "; all three ticked also earns a victory token"
                        } else {
                            "; all three ticked earns a victory token instead of the disks"
                        }
                    ),
                    _ => format!(
                        "Next comes Car of the Year: each category's disks go into a bag, and \
                         the more disks you have on the board, the better your chance of its \
                         victory token. {ticked} of your cards still have a tick."
                    ),
                }
            }
            Phase::Over => return None,
        })
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
