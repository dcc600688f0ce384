//! The narrated log. Games describe what happened in words a player understands;
//! bots replay thousands of moves with a silent log that never formats a string.

use crate::engine::Seat;

/// Player names, indexed by seat; a missing name reads "Player N".
#[derive(Clone, Copy, Debug)]
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    pub fn of(&self, seat: Seat) -> String {
        self.0
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat + 1))
    }
}

/// Where `Game::apply` tells what happened.
pub struct Log<'a> {
    names: Names<'a>,
    lines: Option<Vec<String>>,
}

impl Log<'static> {
    /// A log that records nothing (for bots and replays that do not show text).
    pub fn silent() -> Self {
        Log {
            names: Names(&[]),
            lines: None,
        }
    }
}

impl<'a> Log<'a> {
    pub fn recording(names: &'a [String]) -> Self {
        Log {
            names: Names(names),
            lines: Some(Vec::new()),
        }
    }

    /// Adds a line; the closure runs only when the log records.
    pub fn say(&mut self, line: impl FnOnce(Names<'_>) -> String) {
        if let Some(lines) = &mut self.lines {
            lines.push(line(self.names));
        }
    }

    pub fn is_recording(&self) -> bool {
        self.lines.is_some()
    }

    pub fn into_lines(self) -> Vec<String> {
        self.lines.unwrap_or_default()
    }
}
