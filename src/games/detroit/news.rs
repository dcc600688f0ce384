//! Detroit Motors' news for a reader: how much each event matters to them
//! (see [`crate::engine::news`]), and a round's result in one line.

use super::events::Event;
use crate::engine::{plural, Narrator, Seat, Weight};

/// Tokens paid out, to anyone (a share of the plunder, the broker's extra
/// token, plunder paid on a failed round), are scored; scraps, the gravy and
/// the broker's post going to the reader are theirs; the win (and its
/// tie-break) ends the game; coalitions proposed, refused (and who refused)
/// and formed are the standings; positions taken, acceptances and
/// the election's steps are the mechanics.
pub fn weight(e: &Event, reader: Option<Seat>) -> Weight {
    let mine = |s: &Seat| reader == Some(*s);
    match e {
        Event::GameWon { .. } | Event::TieBroken { .. } => Weight::End,
        Event::CoalitionFormed { gravy, .. } if mine(gravy) => Weight::Mine,
        Event::ScrapsDealt { excluded, scrap_to }
            if excluded.iter().chain(scrap_to).any(mine) =>
        {
            Weight::Mine
        }
        Event::BrokerElected { seat, .. } if mine(seat) => Weight::Mine,
        // Tokens paid out, to anyone: what the game is won by.
        Event::GaveExtra { to, .. } => Weight::Scored { mine: mine(to) },
        Event::PlunderSplit { shares, .. } if !shares.is_empty() => Weight::Scored {
            mine: shares.iter().any(|(s, _)| mine(s)),
        },
        Event::Blame { paid } if !paid.is_empty() => Weight::Scored {
            mine: paid.iter().any(mine),
        },
        Event::Proposed { gravy, .. } if mine(gravy) => Weight::Mine,
        Event::RoundStarted { .. }
        | Event::Proposed { .. }
        | Event::ProposalFailed { .. }
        | Event::CoalitionFormed { .. }
        | Event::NoCoalition
        | Event::ScrapsDealt { .. }
        | Event::BrokerElected { .. }
        | Event::PlunderSplit { .. }
        | Event::Blame { .. }
        // A refusal sinks the proposal: the failure says who sank it.
        | Event::Responded {
            accepted: false, ..
        } => Weight::Standings,
        Event::TookPosition { .. }
        | Event::NegotiationBegan { .. }
        | Event::Responded { .. }
        | Event::ElectionBegan { .. }
        | Event::Nominated { .. }
        | Event::Folded { .. }
        | Event::SupportRevealed { .. }
        | Event::SplitBegan { .. } => Weight::Mechanics,
    }
}

/// "Coalition formed after 2 proposals, the gravy to Ann; plunder: you 2,
/// Bo 1." or "No coalition after 3 proposals; plunder pays Bo." for a move
/// that settled a round; `None` otherwise.
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let proposals = events
        .iter()
        .filter(|e| matches!(e, Event::Proposed { .. }))
        .count();
    let after = match proposals {
        0 => String::new(),
        k => format!(" after {}", plural(k, "proposal", "proposals")),
    };
    let mut parts = Vec::new();
    for e in events {
        match e {
            Event::CoalitionFormed { gravy, .. } => parts.push(format!(
                "Coalition formed{after}, the gravy to {}",
                n.whom(*gravy)
            )),
            Event::NoCoalition => parts.push(format!("No coalition{after}")),
            Event::BrokerElected { seat, .. } => parts.push(format!("broker {}", n.whom(*seat))),
            Event::PlunderSplit { shares, .. } if !shares.is_empty() => {
                let each: Vec<String> = shares
                    .iter()
                    .map(|&(s, k)| format!("{} {k}", n.whom(s)))
                    .collect();
                parts.push(format!("plunder: {}", each.join(", ")));
            }
            Event::Blame { paid } if !paid.is_empty() => {
                parts.push(format!("plunder pays {}", n.list(paid)));
            }
            Event::GameWon { seat, .. } => parts.push(format!(
                "{} {} the game",
                n.whom(*seat),
                if n.is_viewer(*seat) { "win" } else { "wins" }
            )),
            _ => {}
        }
    }
    (!parts.is_empty()).then(|| format!("{}.", parts.join("; ")))
}
