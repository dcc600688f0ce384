//! Detroit Motors' events in words, once, for the log and the board's news.
//! Present tense: "You take a position", "Ann takes a position".

use crate::engine::{plural, Narrator, Seat};

use super::cards::{Card, Mark};
use super::events::Event;

/// " (plunder)" or " (scraps)" after a card's name.
fn mark_note(card: Card) -> &'static str {
    match card.mark() {
        Mark::Plunder => " (plunder)",
        Mark::Scrap => " (scraps)",
        Mark::Plain => "",
    }
}

pub fn narrate(event: &Event, n: &Narrator<'_>) -> String {
    let list = |seats: &[Seat]| n.list(seats);
    match event {
        Event::RoundStarted { round, first } => format!(
            "Round {round}: three cards to each player; {} {} a position first.",
            n.whom(*first),
            if n.is_viewer(*first) { "take" } else { "takes" }
        ),
        Event::TookPosition { seat, card } => format!(
            "{} a position: {card}{}.",
            n.does(*seat, "take", "takes"),
            mark_note(*card)
        ),
        Event::NegotiationBegan {
            factions,
            majority,
            players,
        } => {
            let parts: Vec<String> = factions
                .iter()
                .map(|&(suit, count, boss)| format!("{suit} {count} (boss {})", n.whom(boss)))
                .collect();
            format!(
                "Factions: {}. A coalition needs {majority} of {players} players.",
                parts.join(", ")
            )
        }
        Event::Proposed {
            seat,
            factions,
            players,
            gravy,
        } => format!(
            "{} a coalition of {} ({}), the gravy to {}.",
            n.does(*seat, "propose", "proposes"),
            factions.describe(),
            plural(*players, "player", "players"),
            n.whom(*gravy)
        ),
        Event::Responded { seat, accepted } => {
            if *accepted {
                format!("{}.", n.does(*seat, "accept", "accepts"))
            } else {
                format!("{}.", n.does(*seat, "refuse", "refuses"))
            }
        }
        Event::ProposalFailed { next } => format!(
            "The proposal fails; {} next.",
            if n.is_viewer(*next) {
                "you propose".to_string()
            } else {
                format!("{} proposes", n.whom(*next))
            }
        ),
        Event::CoalitionFormed {
            factions,
            players,
            gravy,
        } => format!(
            "The coalition forms: {} ({}). {} the gravy token.",
            factions.describe(),
            plural(*players, "player", "players"),
            n.does(*gravy, "take", "takes")
        ),
        Event::NoCoalition => "No coalition: blame and recriminations.".into(),
        Event::ScrapsDealt { excluded, scrap_to } => {
            let paid = if scrap_to.is_empty() {
                "nobody receives a scrap".to_string()
            } else if scrap_to.len() == 1 && !n.is_viewer(scrap_to[0]) {
                format!("{} receives a scrap and a token", list(scrap_to))
            } else {
                format!("{} receive a scrap and a token", list(scrap_to))
            };
            format!(
                "Excluded: {}. Their position cards are shuffled and dealt back: {paid}. \
                 They sit out the rest of the round.",
                list(excluded)
            )
        }
        Event::ElectionBegan { first } => format!(
            "Broker election: from {}, each coalition player nominates or folds.",
            n.whom(*first)
        ),
        Event::Nominated { seat } => format!("{} for broker.", n.does(*seat, "stand", "stands")),
        Event::Folded { seat } => format!("{}.", n.does(*seat, "fold", "folds")),
        Event::SupportRevealed { seat, hand } => format!(
            "{} {}.",
            n.does(*seat, "reveal", "reveals"),
            hand.describe()
        ),
        Event::BrokerElected { seat, nominees } => {
            if nominees.is_empty() {
                format!("Everyone folded: {} broker.", n.does(*seat, "are", "is"))
            } else {
                format!("{} elected broker.", n.does(*seat, "are", "is"))
            }
        }
        Event::SplitBegan {
            broker,
            total,
            eligible,
            base,
            extras,
        } => format!(
            "{} {} for {}: {base} each, and {extras} extra to hand out one by one.",
            n.does(*broker, "have", "has"),
            plural(*total, "plunder token", "plunder tokens"),
            plural(*eligible, "eligible player", "eligible players")
        ),
        // The broker may pick themself: they keep it.
        Event::GaveExtra { broker, to } if broker == to => format!(
            "{} an extra plunder token.",
            n.does(*broker, "keep", "keeps")
        ),
        Event::GaveExtra { broker, to } => format!(
            "{} an extra plunder token to {}.",
            n.does(*broker, "give", "gives"),
            n.whom(*to)
        ),
        Event::PlunderSplit { total, shares } => {
            if shares.is_empty() {
                "No plunder position in the coalition: nothing to split.".into()
            } else {
                let parts: Vec<String> = shares
                    .iter()
                    .map(|&(s, k)| format!("{} {k}", n.whom(s)))
                    .collect();
                format!("The plunder ({total}) is paid out: {}.", parts.join(", "))
            }
        }
        Event::Blame { paid } => {
            if paid.is_empty() {
                "Nobody holds plunder.".into()
            } else {
                let each = if paid.len() == 1 { "" } else { " each" };
                format!("Plunder pays {} a token{each}.", list(paid))
            }
        }
        Event::GameWon { seat, tokens, .. } => format!(
            "{} {} and {}!",
            n.does(*seat, "have", "has"),
            plural(*tokens, "token", "tokens"),
            if n.is_viewer(*seat) { "win" } else { "wins" }
        ),
        Event::TieBroken { winner, beaten } => {
            let parts: Vec<String> = beaten
                .iter()
                .map(|&(s, card)| {
                    format!(
                        "{} also {} as many, but {winner} beats {card}.",
                        n.who(s),
                        if n.is_viewer(s) { "have" } else { "has" }
                    )
                })
                .collect();
            parts.join(" ")
        }
    }
}
