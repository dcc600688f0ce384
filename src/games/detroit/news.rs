//! Detroit Motors' news for a reader: how much each event matters to them
//! (see [`crate::engine::news`]), and a round's result in one line.

use super::events::{players, series, shares_words, Event};
use crate::engine::{Narrator, Seat, Weight};
use crate::words::Args;

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
/// that settled a round; `None` otherwise. Its words are the catalog's
/// (`words/en.ftl`, under News).
pub fn digest(events: &[Event], n: &Narrator<'_>) -> Option<String> {
    let args = Args::new;
    let proposals = events
        .iter()
        .filter(|e| matches!(e, Event::Proposed { .. }))
        .count();
    let mut parts = Vec::new();
    for e in events {
        match e {
            Event::CoalitionFormed { gravy, .. } => parts.push(n.say(
                "detroit-digest-coalition",
                n.person(args(), "gravy", *gravy)
                    .number("proposals", proposals),
            )),
            Event::NoCoalition => parts.push(n.say(
                "detroit-digest-no-coalition",
                args().number("proposals", proposals),
            )),
            Event::BrokerElected { seat, .. } => parts.push(n.say(
                "detroit-digest-broker",
                n.person(args(), "broker", *seat),
            )),
            Event::PlunderSplit { shares, .. } if !shares.is_empty() => {
                let each = shares_words(n, shares);
                parts.push(n.say(
                    "detroit-digest-plunder",
                    args().text("shares", series(n, "detroit-series", each)),
                ));
            }
            Event::Blame { paid } if !paid.is_empty() => parts.push(n.say(
                "detroit-digest-blame",
                args().text("paid", players(n, paid)),
            )),
            Event::GameWon { seat, .. } => {
                parts.push(n.say("detroit-digest-won", n.person(args(), "who", *seat)))
            }
            _ => {}
        }
    }
    (!parts.is_empty()).then(|| {
        n.say(
            "detroit-digest",
            args().text("parts", series(n, "detroit-digest-next", parts)),
        )
    })
}
