//! The board kit: what every board draws the same way. A board is a function of
//! one seat's view and the events that seat saw since its last move; the kit
//! gives it the seats' names, the prompt of whose turn it is and what to do, and
//! the frame draws the news from the same events.

use crate::app::markup::{el, El};
use crate::engine::{Names, Seat};

/// The table as a board names it.
#[derive(Clone, Debug)]
pub struct Seats {
    pub names: Vec<String>,
    /// Whose eyes the board borrows (`None`: a spectator).
    pub viewer: Option<Seat>,
}

impl Seats {
    pub fn new(names: Vec<String>, viewer: Option<Seat>) -> Self {
        Seats { names, viewer }
    }

    /// The seat's name ("Player N" when it has none).
    pub fn name(&self, seat: Seat) -> String {
        Names(&self.names).of(seat)
    }

    /// The name, with "(you)" for the viewer (unless the name already says "You").
    pub fn label(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if self.is_viewer(seat) && !name.eq_ignore_ascii_case("you") {
            format!("{name} (you)")
        } else {
            name
        }
    }

    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.viewer == Some(seat)
    }

    /// Several seats by name: "Ann, Bob and Cy"; "nobody" for none.
    pub fn list(&self, seats: &[Seat]) -> String {
        if seats.is_empty() {
            return "nobody".into();
        }
        let names: Vec<String> = seats.iter().map(|&s| self.name(s)).collect();
        crate::engine::and_list(&names)
    }
}

/// Whose turn it is and what to do: a line of facts (round, stage) and one
/// sentence, set off when it is addressed to the viewer.
pub fn prompt(facts: impl Into<String>, what: impl Into<String>, mine: bool) -> El {
    el("div")
        .classes("prompt", &[("prompt-mine", mine)])
        .child(el("p").class("prompt-facts").text(facts))
        .child(el("p").class("prompt-do").text(what))
}

/// One line of news for the banner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewsLine {
    pub text: String,
    /// From the latest move: it flashes once.
    pub new: bool,
}

/// Lines kept on show (on a phone the stylesheet keeps three); the log has all.
pub const NEWS_LINES: usize = 6;

/// "What just happened" since the viewer's last move: the newest lines, with a
/// note of how many earlier ones the log holds.
pub fn news(lines: &[NewsLine]) -> Option<El> {
    if lines.is_empty() {
        return None;
    }
    let shown = lines.len().min(NEWS_LINES);
    let more = lines.len() - shown;
    Some(
        el("section")
            .class("news")
            .attr("aria-label", "What just happened")
            .opt((more > 0).then(|| {
                el("p")
                    .class("news-more muted")
                    .text(format!("… {more} more since your last move in the log."))
            }))
            .kids(lines[lines.len() - shown..].iter().map(|l| {
                el("p")
                    .classes("", &[("news-new", l.new)])
                    .text(l.text.clone())
            })),
    )
}
