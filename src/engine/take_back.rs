//! What a player reads after taking back: the decisions taken back, in words.
//!
//! Taps in a row take back one decision each; the line after them names every
//! decision of the run, not only the last one. A plain value, kept by the game
//! screen between taps and tested natively.

use super::play::TakeBack;
use super::{and_list, plural, Seat};

/// One seat's take backs in a row, with no move made between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBackRun {
    seat: Seat,
    /// The position (number of moves) the last take back went back to.
    reached: usize,
    /// The seat's decisions taken back, in the order they were played, each
    /// as its button said it ("" when it has no words).
    decisions: Vec<String>,
    /// The others' moves taken back with them.
    others: usize,
}

impl TakeBackRun {
    /// The run after `back` (`decision`: the decision it took back, in words):
    /// `run` goes on when it is the same seat's and `back` started where `run`
    /// stopped (nobody moved in between); otherwise a new run starts.
    pub fn after(run: Option<&TakeBackRun>, back: TakeBack, decision: Option<String>) -> Self {
        let goes_on = run.filter(|r| r.seat == back.seat && r.reached == back.to + back.moves);
        let (mut decisions, others) =
            goes_on.map_or((Vec::new(), 0), |r| (r.decisions.clone(), r.others));
        decisions.insert(0, decision.unwrap_or_default());
        TakeBackRun {
            seat: back.seat,
            reached: back.to,
            decisions,
            others: others + back.moves.saturating_sub(1),
        }
    }

    /// The position the run went back to: its line is shown while the game
    /// is still there.
    pub fn reached(&self) -> usize {
        self.reached
    }

    /// The line shown to the player.
    pub fn line(&self) -> String {
        let quoted: Vec<String> = self
            .decisions
            .iter()
            .filter(|d| !d.is_empty())
            .map(|d| format!("“{d}”"))
            .collect();
        match (self.decisions.len(), quoted.len()) {
            (_, 0) => "Taken back.".to_string(),
            (1, _) => {
                let after = match self.others {
                    0 => String::new(),
                    1 => " and the move after it".to_string(),
                    n => format!(" and the {n} moves after it"),
                };
                format!("Taken back: {}{after}. Decide again.", quoted[0])
            }
            (n, _) => {
                let after = match self.others {
                    0 => String::new(),
                    k => format!(", with {}", plural(k, "other move", "other moves")),
                };
                format!(
                    "Taken back {n} of your decisions, {}{after}. Decide again.",
                    and_list(&quoted)
                )
            }
        }
    }
}
