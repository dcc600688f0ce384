//! The round in progress: the factions and their bosses, the proposals with
//! their majority counts and answers, the broker election with the revealed
//! support, and the plunder split. Before the factions exist, how the last
//! round ended.

use leptos::prelude::*;

use super::super::error::Decision;
use super::super::state::{Bid, PlunderSplit, Proposal};
use super::super::view::{FactionView, Stage};
use super::cards::{self, badge};
use super::news::outcome_lines;
use super::{and_list, cls, Board};
use crate::engine::Seat;

pub fn panel(b: &Board) -> impl IntoView {
    let v = &b.view;
    let body = match v.stage {
        Stage::TakingPositions => last_round(b).into_any(),
        _ => view! {
            {factions(b)}
            {proposals(b)}
            {election(b)}
            {plunder(b)}
            {(v.stage == Stage::GameOver).then(|| ending(b))}
        }
        .into_any(),
    };
    view! { <div class="dm-round">{body}</div> }
}

/// How the previous round ended (the plunder split or the blame included).
fn last_round(b: &Board) -> Option<impl IntoView> {
    let lines = outcome_lines(&b.view.previous_round, &b.names);
    (!lines.is_empty()).then(|| {
        view! {
            <section class="dm-panel dm-last" aria-labelledby="dm-last-title">
                <h2 id="dm-last-title">{format!("How round {} ended", b.view.round.saturating_sub(1))}</h2>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        }
    })
}

fn ending(b: &Board) -> impl IntoView {
    let lines = outcome_lines(&b.view.events, &b.names);
    view! {
        <section class="dm-panel dm-last" aria-labelledby="dm-end-title">
            <h2 id="dm-end-title">"How the last round ended"</h2>
            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
        </section>
    }
}

/// One faction: badge, size, boss and boss card, plunder and scraps on show, and
/// whether it is in the coalition.
fn faction_row(b: &Board, f: &FactionView) -> impl IntoView {
    let v = &b.view;
    let status = v.coalition.map(|c| c.factions.contains(f.suit));
    let proposer = v.waiting_for == Some(Decision::Propose) && v.to_act == Some(f.boss);
    let members = match f.members.len() {
        1 => "1 player".to_string(),
        n => format!("{n} players"),
    };
    view! {
        <li class=cls(
            &format!("dm-faction {}", cards::suit_class(f.suit)),
            &[("dm-f-in", status == Some(true)), ("dm-f-out", status == Some(false))],
        )>
            <div class="dm-f-top">
                <span class="dm-f-name">{cards::named(f.suit)}</span>
                <span class="dm-f-size">{members}</span>
                {match status {
                    Some(true) => Some(view! { <span class="dm-tag dm-t-in">"In coalition"</span> }.into_any()),
                    Some(false) => Some(view! { <span class="dm-tag dm-t-out">"Excluded"</span> }.into_any()),
                    None if proposer => Some(view! { <span class="dm-tag dm-t-plain">"Proposing"</span> }.into_any()),
                    None => None,
                }}
            </div>
            <div class="dm-f-bot">
                <span class="dm-f-boss">
                    "boss " <strong>{b.who(f.boss)}</strong> " " {cards::card(f.boss_card, false)}
                </span>
                <span class="dm-f-marks" title="Plunder and scraps among its position cards">
                    {format!("plunder {}● · scraps {}○", f.plunder, f.scraps)}
                </span>
            </div>
        </li>
    }
}

fn factions(b: &Board) -> Option<impl IntoView> {
    let v = &b.view;
    if v.factions.is_empty() {
        return None;
    }
    let summary = match v.coalition {
        Some(c) => format!(
            "Coalition: {} — {} of {} players. Gravy token to {}.",
            c.factions.describe(),
            c.players,
            v.players,
            b.name(c.gravy)
        ),
        None if v.stage == Stage::Negotiating => format!(
            "A coalition needs {} of {} players, and no faction it could do without.",
            v.majority, v.players
        ),
        None => "No coalition this round.".to_string(),
    };
    Some(view! {
        <section class="dm-panel" aria-labelledby="dm-factions-title">
            <h2 id="dm-factions-title">"Factions"</h2>
            <p class="dm-summary">{summary}</p>
            <ul class="dm-factions">{v.factions.iter().map(|f| faction_row(b, f)).collect_view()}</ul>
        </section>
    })
}

/// "7 of 12 players · needs 7", with a bar; the bar's mark is the majority.
pub fn majority_meter(players: usize, total: usize, needed: usize) -> impl IntoView {
    let pct = |n: usize| (n * 100).checked_div(total).unwrap_or(0);
    let ok = players >= needed;
    view! {
        <span class=cls("dm-meter", &[("dm-ok", ok)])>
            <span class="dm-bar" aria-hidden="true">
                <span class="dm-fill" style=format!("width:{}%", pct(players))></span>
                <span class="dm-need" style=format!("left:{}%", pct(needed))></span>
            </span>
            <span class="dm-count">
                {format!("{players} of {total} players · needs {needed}")}
                {if ok { " ✓" } else { " ✗" }}
            </span>
        </span>
    }
}

fn proposal_row(b: &Board, p: &Proposal, live: bool) -> impl IntoView {
    let v = &b.view;
    let answers: Vec<AnyView> = p
        .responders
        .iter()
        .map(|&r| {
            let answer = p
                .responses
                .iter()
                .find(|&&(s, _)| s == r)
                .map(|&(_, yes)| yes);
            let (text, class) = match answer {
                Some(true) => (format!("{} ✓ accepted", b.name(r)), "dm-t-in"),
                Some(false) => (format!("{} ✗ refused", b.name(r)), "dm-t-out"),
                None if p.next_responder() == Some(r) => {
                    (format!("{} … answering", b.name(r)), "dm-t-plain")
                }
                None if p.refused() => (format!("{} —", b.name(r)), "dm-t-none"),
                None => (format!("{} to answer", b.name(r)), "dm-t-none"),
            };
            view! { <span class=format!("dm-tag {class}")>{text}</span> }.into_any()
        })
        .collect();
    let result = if p.accepted() {
        "Agreed"
    } else if p.refused() {
        "Failed"
    } else if p.responders.is_empty() {
        "Agreed"
    } else {
        "Open"
    };
    view! {
        <li class=cls("dm-proposal", &[("dm-live", live), ("dm-failed", p.refused())])>
            <div class="dm-p-head">
                <strong>{b.who(p.proposer)}</strong>
                " proposed "
                {p.factions.suits().map(|s| view! { {badge(s)} " " }).collect_view()}
                <span class="sr-only">{p.factions.describe()}</span>
                " · gravy to "
                <strong>{b.who(p.gravy)}</strong>
                <span class="dm-result">{result}</span>
            </div>
            <div class="dm-row">
                {majority_meter(p.players, v.players, v.majority)}
                <span class="dm-p-plunder">{format!("{}● plunder", b.plunder_in(p.factions))}</span>
            </div>
            <div class="dm-answers">
                {if answers.is_empty() {
                    view! { <span class="muted">"Only the proposer's faction: nobody else to ask."</span> }.into_any()
                } else {
                    answers.into_iter().collect_view().into_any()
                }}
            </div>
        </li>
    }
}

fn proposals(b: &Board) -> Option<impl IntoView> {
    let v = &b.view;
    if v.proposals.is_empty() && v.stage != Stage::Negotiating {
        return None;
    }
    let count = v.proposals.len();
    let live_open = v
        .proposals
        .last()
        .is_some_and(|p| p.next_responder().is_some());
    let left: Vec<String> = v
        .proposers_left
        .iter()
        .skip(usize::from(!live_open && v.stage == Stage::Negotiating))
        .map(|&s| b.name(s))
        .collect();
    let next = (v.stage == Stage::Negotiating && !live_open)
        .then(|| v.proposers_left.first().copied())
        .flatten();
    Some(view! {
        <section class="dm-panel" aria-labelledby="dm-proposals-title">
            <h2 id="dm-proposals-title">"Proposals"</h2>
            {(count == 0).then(|| view! { <p class="muted">"No proposal yet: the bosses propose in turn, largest faction first."</p> })}
            <ol class="dm-proposals">
                {v.proposals
                    .iter()
                    .enumerate()
                    .map(|(i, p)| proposal_row(b, p, live_open && i + 1 == count))
                    .collect_view()}
            </ol>
            {next.map(|s| view! { <p class="dm-next">{format!("Now proposing: {}.", b.who(s))}</p> })}
            {(!left.is_empty() && v.stage == Stage::Negotiating).then(|| view! {
                <p class="muted">{format!("Still to propose after that: {}. If no proposal is agreed, there is no coalition and each plunder position pays its holder.", and_list(&left))}</p>
            })}
        </section>
    })
}

/// The coalition players in election order.
fn election_order(b: &Board, first: Seat) -> Vec<Seat> {
    let n = b.view.players;
    (0..n)
        .map(|k| (first + k) % n)
        .filter(|&s| {
            b.view
                .seats
                .get(s)
                .is_some_and(|sv| sv.in_coalition == Some(true))
        })
        .collect()
}

fn election(b: &Board) -> Option<impl IntoView> {
    let v = &b.view;
    let first = v.election_first?;
    let rows = election_order(b, first)
        .into_iter()
        .filter_map(|s| {
            let sv = v.seats.get(s)?;
            let state = match sv.bid {
                Some(Bid::Nominated) => "stood for broker",
                Some(Bid::Folded) => "folded",
                None if sv.to_act => "deciding…",
                None => "to decide",
            };
            Some(view! {
                <li class=cls("dm-voter", &[("dm-broker", sv.is_broker), ("dm-failed", sv.failed_nominee), ("dm-now", sv.to_act)])>
                    <strong>{b.who(s)}</strong>
                    <span class="dm-state">{state}</span>
                    {sv.support.map(|h| cards::support(h).into_view())}
                    {sv.is_broker.then(|| view! { <span class="dm-tag dm-t-broker">"Broker"</span> })}
                    {sv.failed_nominee.then(|| view! { <span class="dm-tag dm-t-out">"no plunder"</span> })}
                </li>
            })
        })
        .collect_view();
    let note = match v.broker {
        Some(br) if v.stage == Stage::GameOver => format!("Broker: {}.", b.who(br)),
        Some(br) => format!("Broker: {}, first player next round.", b.who(br)),
        None => format!(
            "From {}, each coalition player nominates or folds. Then the nominees reveal their support: best hand wins (pair, then brace, then mess; ties by the high card).",
            b.name(first)
        ),
    };
    Some(view! {
        <section class="dm-panel" aria-labelledby="dm-election-title">
            <h2 id="dm-election-title">"Broker election"</h2>
            <p class="dm-summary">{note}</p>
            <ol class="dm-voters">{rows}</ol>
        </section>
    })
}

pub fn split_text(b: &Board, p: &PlunderSplit) -> String {
    let eligible = p.eligible.len();
    if p.total == 0 {
        return "No plunder position in the coalition: nothing to split.".to_string();
    }
    let mut text = format!(
        "{} plunder token{} for {eligible} eligible player{}: {} each",
        p.total,
        if p.total == 1 { "" } else { "s" },
        if eligible == 1 { "" } else { "s" },
        p.base
    );
    if p.extras > 0 {
        let given: Vec<String> = p.chosen.iter().map(|&s| b.name(s)).collect();
        text.push_str(&format!(
            ", and {} odd token{} for the broker to give, one per player (given: {})",
            p.extras,
            if p.extras == 1 { "" } else { "s" },
            if given.is_empty() {
                "none yet".to_string()
            } else {
                and_list(&given)
            }
        ));
    }
    text.push('.');
    text
}

fn plunder(b: &Board) -> Option<impl IntoView> {
    let v = &b.view;
    let p = v.plunder.as_ref()?;
    let rows = p
        .eligible
        .iter()
        .map(|&s| {
            let share = p.share(s);
            let extra = p.chosen.contains(&s);
            view! {
                <li class=cls("dm-share", &[("dm-extra", extra)])>
                    <strong>{b.who(s)}</strong>
                    <span>{format!("+{share}")}{extra.then_some(" (odd token)")}</span>
                </li>
            }
        })
        .collect_view();
    Some(view! {
        <section class="dm-panel" aria-labelledby="dm-plunder-title">
            <h2 id="dm-plunder-title">"Plunder split"</h2>
            <p class="dm-summary">{split_text(b, p)}</p>
            <ul class="dm-shares">{rows}</ul>
            <p class="muted dm-note">"Failed nominees and excluded players get none."</p>
        </section>
    })
}
