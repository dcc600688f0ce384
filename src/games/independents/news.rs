//! The "since your last move" banner's short account of a long move: after a
//! pass closes a category, a dozen bag draws and the tokens they brought read
//! as two lines. The banner keeps every line behind a tap.

use super::events::Event;
use crate::engine::{and_list, Narrator, Seat};

/// "Tokens won: Ann (majority in Models), you (Car of the Year). Draws won:
/// Ann 3, you 1." `None` when the events hold neither.
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let mut tokens: Vec<String> = Vec::new();
    let mut draws: Vec<(Seat, u32)> = Vec::new();
    for e in events {
        match e {
            Event::Majority { category, seats, .. } if !seats.is_empty() => tokens.push(format!(
                "{} (majority in {})",
                n.list(seats),
                category.name()
            )),
            Event::CarOfTheYear { seat } => {
                tokens.push(format!("{} (Car of the Year)", n.whom(*seat)));
            }
            Event::Trend {
                seat, token: true, ..
            } => tokens.push(format!("{} (trend)", n.whom(*seat))),
            Event::BagDraw { winner, .. } => match draws.iter_mut().find(|(s, _)| s == winner) {
                Some((_, won)) => *won += 1,
                None => draws.push((*winner, 1)),
            },
            _ => {}
        }
    }
    let mut parts = Vec::new();
    if !tokens.is_empty() {
        parts.push(format!("Tokens won: {}.", and_list(&tokens)));
    }
    if !draws.is_empty() {
        let won: Vec<String> = draws
            .iter()
            .map(|&(s, k)| format!("{} {k}", n.whom(s)))
            .collect();
        parts.push(format!("Draws won: {}.", won.join(", ")));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}
