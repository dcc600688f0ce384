//! The viewer's hand with the deal controls, and the auction piles with the call
//! controls.

use leptos::prelude::*;

use super::super::companies::CompanyId;
use super::super::solver;
use super::super::state::PileStatus;
use super::super::view::{PileView, Stage};
use super::super::ZaibatsuAction;
use super::{cards, cls, ordinal, Board};

/// What a pile would add to the viewer's best score.
pub fn worth_to(b: &Board, seat: usize, extra: &[CompanyId]) -> Option<u32> {
    let sv = b.view.seats.get(seat)?;
    let mut all = sv.conglomerate.clone();
    all.extend_from_slice(extra);
    Some(solver::best_score(&all).saturating_sub(sv.plan.score))
}

/// The viewer's secret hand; during their turn in the deal, each card has one
/// button per pile.
pub fn hand(b: &Board) -> Option<impl IntoView> {
    let v = &b.view;
    if v.hand.is_empty() {
        return None;
    }
    let piles = v.piles.len();
    let my_turn = b
        .offered
        .iter()
        .any(|(a, _)| matches!(a, ZaibatsuAction::Place { .. }));
    let act = b.act;
    let items = v
        .hand
        .iter()
        .map(|&id| {
            let name = id.company().name;
            let buttons = (0..piles)
                .filter_map(|p| {
                    let (action, why) = b.offered.iter().find(|(a, _)| {
                        *a == ZaibatsuAction::Place {
                            company: id,
                            pile: p as u8,
                        }
                    })?;
                    let action = *action;
                    Some(view! {
                        <button
                            class="z-place"
                            disabled=why.is_some()
                            title=why.clone().unwrap_or_default()
                            aria-label=format!("Place {name} on pile {}", p + 1)
                            on:click=move |_| act.run(action)
                        >
                            {format!("{}", p + 1)}
                        </button>
                    })
                })
                .collect::<Vec<_>>();
            let controls = (!buttons.is_empty()).then(|| {
                view! {
                    <div class="z-place-row" role="group" aria-label=format!("Place {name}")>
                        <span class="z-place-label" aria-hidden="true">"On pile:"</span>
                        {buttons}
                    </div>
                }
            });
            view! {
                <li class="z-hand-card">
                    {cards::chip(id, false)}
                    {controls}
                </li>
            }
        })
        .collect_view();
    let note = if my_turn {
        "Pick a card and the pile to put it on."
    } else {
        "Secret: only you see these. You place one each time the deal comes round to you."
    };
    Some(view! {
        <section class=cls("z-hand", &[("z-mine", my_turn)]) aria-labelledby="z-hand-title">
            <h2 id="z-hand-title">{format!("Your hand ({})", v.hand.len())}</h2>
            <p class="muted z-note">{note}</p>
            <ul class="z-hand-list">{items}</ul>
        </section>
    })
}

fn status_text(b: &Board, pv: &PileView) -> String {
    let called = |s: String| match pv.called_at {
        Some(at) => {
            let caller = b
                .view
                .callers
                .get(at)
                .map(|&c| b.name(c))
                .unwrap_or_default();
            format!("{s} · called {} by {caller}", ordinal(at + 1))
        }
        None => s,
    };
    match pv.pile.status {
        PileStatus::Open if pv.pile.cards.is_empty() => "empty".to_string(),
        PileStatus::Open => "open".to_string(),
        PileStatus::Auctioning => called("up for auction".to_string()),
        PileStatus::Sold { to, price } => called(format!("sold to {} for T¥{price}", b.name(to))),
        PileStatus::Unsold if pv.pile.cards.is_empty() => called("closed empty".to_string()),
        PileStatus::Unsold => called("no bids: left the game".to_string()),
    }
}

fn pile(b: &Board, p: usize, pv: &PileView) -> impl IntoView {
    let cards_here = &pv.pile.cards;
    let live = matches!(pv.pile.status, PileStatus::Open | PileStatus::Auctioning);
    let auctioning = pv.pile.status == PileStatus::Auctioning;
    let printed: u32 = cards_here.iter().map(|c| c.company().points()).sum();
    let worth = match b.view.viewer {
        Some(me) if live && !cards_here.is_empty() => worth_to(b, me, cards_here),
        _ => None,
    };
    let act = b.act;
    let call = b.offered.iter().find_map(|(a, why)| match *a {
        ZaibatsuAction::Call { pile } if pile as usize == p => {
            let label = if cards_here.is_empty() {
                format!("Call pile {} (empty)", p + 1)
            } else {
                format!("Call pile {}", p + 1)
            };
            let action = *a;
            Some(view! {
                <button
                    class="primary z-call"
                    disabled=why.is_some()
                    title=why.clone().unwrap_or_default()
                    on:click=move |_| act.run(action)
                >
                    {label}
                </button>
                {why.clone().map(|w| view! { <span class="z-why">{w}</span> })}
            })
        }
        _ => None,
    });
    let body = if live {
        if cards_here.is_empty() {
            ().into_any()
        } else {
            view! {
                <div class="z-pile-cards">
                    {cards_here.iter().map(|&c| cards::chip(c, b.is_fresh(c))).collect_view()}
                </div>
            }
            .into_any()
        }
    } else {
        let names: Vec<&str> = cards_here.iter().map(|c| c.company().name).collect();
        view! { <p class="z-gone">{names.join(", ")}</p> }.into_any()
    };
    let facts = (!cards_here.is_empty() && live).then(|| {
        view! {
            <p class="z-pile-facts">
                <span>
                    {format!(
                        "{} compan{} · {printed} printed points",
                        cards_here.len(),
                        if cards_here.len() == 1 { "y" } else { "ies" },
                    )}
                </span>
                {worth.map(|w| view! { <span class="z-worth">{format!("+{w} to your score now if you win it")}</span> })}
            </p>
        }
    });
    let fresh = b.fresh.piles.contains(&(p as u8));
    let callable = call.is_some();
    view! {
        <article
            class=cls(
                "z-pile",
                &[("z-live", auctioning), ("z-done", !live), ("z-fresh", fresh), ("z-callable", callable)],
            )
            aria-label=format!("Pile {}", p + 1)
        >
            <header class="z-pile-head">
                <h3>{format!("Pile {}", p + 1)}</h3>
                <span class="z-status">{status_text(b, pv)}</span>
            </header>
            {facts}
            {body}
            {call}
        </article>
    }
}

/// The order of this round's calls, marking those done and the one now.
fn call_order(b: &Board) -> impl IntoView {
    let v = &b.view;
    let calling = matches!(v.stage, Stage::Call { .. } | Stage::Bidding { .. });
    let items = v
        .callers
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let done = i < v.calls_made;
            let now = calling && i == v.calls_made;
            let text = format!(
                "{}{}{}",
                if done { "✓ " } else { "" },
                b.who(s),
                if now { " (now)" } else { "" }
            );
            view! { <li class=cls("", &[("z-done", done), ("z-now", now)])>{text}</li> }
        })
        .collect_view();
    view! {
        <div class="z-calls">
            <span class="muted">"Calls this round:"</span>
            <ol>{items}</ol>
        </div>
    }
}

pub fn piles(b: &Board) -> impl IntoView {
    let v = &b.view;
    let title = if v.stage == Stage::Over {
        "The last round's piles"
    } else {
        "Auction piles"
    };
    view! {
        <section class="z-piles-wrap" aria-labelledby="z-piles-title">
            <h2 id="z-piles-title">{title}</h2>
            {call_order(b)}
            <div class="z-piles">
                {v.piles.iter().enumerate().map(|(p, pv)| pile(b, p, pv)).collect_view()}
            </div>
        </section>
    }
}
