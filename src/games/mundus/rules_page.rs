//! The in-app rules page, the development list, and the words on action buttons.

use crate::games::rules_text::{RulesPage, Section};

use super::cards::{resource_label, total, DEVS, KINDS, RELIC};
use super::rules::{Action, FROM_DECK};
use super::state::MundusNovus;

/// Short text for a button.
pub fn label(g: &MundusNovus, a: &Action) -> String {
    let r = |k: u8| resource_label(k as usize);
    match *a {
        Action::Coronado(None) => "No event".into(),
        Action::Coronado(Some(e)) => format!("Pay 2 for {}", e.name()),
        Action::Pick(k) => format!("Take {}", r(k)),
        Action::Discard(k) => format!("Lose {}", r(k)),
        Action::Call(n) => format!("Call {n}"),
        Action::Offer(c) => {
            if total(&c) == 0 {
                return "Offer nothing".into();
            }
            let parts: Vec<String> = (0..KINDS)
                .filter(|&k| c[k] > 0)
                .map(|k| {
                    if k == RELIC {
                        format!("{}×R", c[k])
                    } else {
                        format!("{}×{}", c[k], k + 1)
                    }
                })
                .collect();
            format!("Offer {}", parts.join(" "))
        }
        Action::Appoint(s) => format!("Appoint player {}", s + 1),
        Action::Take { from, kind, swap } => match swap {
            None => format!("Take {} from player {}", r(kind), from + 1),
            Some(m) => format!(
                "Take {} from player {}, swap for {}",
                r(kind),
                from + 1,
                r(m)
            ),
        },
        Action::Give(k) => format!("Give {}", r(k)),
        Action::First(s) => format!("Player {} starts", s + 1),
        Action::Convert { from, to, .. } => format!("Merchant: {} → {}", r(from), r(to)),
        Action::Develop {
            kind,
            size,
            relics,
            pick,
        } => {
            let dev = if pick == FROM_DECK {
                "the top of the deck".to_string()
            } else {
                g.queue
                    .get(pick as usize)
                    .map(|&d| DEVS[d as usize].name.to_string())
                    .unwrap_or_default()
            };
            let wild = if relics > 0 {
                format!(" ({relics} relic)")
            } else {
                String::new()
            };
            format!("{size}× {}{wild} → {dev}", r(kind))
        }
        Action::Sell(mask) => {
            let v: Vec<String> = (0..RELIC)
                .filter(|k| mask & (1 << k) != 0)
                .map(|k| (k + 1).to_string())
                .collect();
            format!(
                "Sell {} for {}",
                v.join("-"),
                super::cards::different_pay(mask.count_ones())
            )
        }
        Action::SellRelics(n) => format!(
            "Sell {n} relic{} for {}",
            if n == 1 { "" } else { "s" },
            super::cards::relic_pay(n as u32)
        ),
        Action::Perfect => "Show the perfect set".into(),
        Action::Store(k) => format!("Keep {}", r(k)),
        Action::End => "End progression".into(),
    }
}

pub static RULES: RulesPage = &[Section {
    title: "Overview",
    body: "TODO",
}];
