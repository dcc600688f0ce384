//! The round in progress: the factions and their bosses, the proposals with
//! their majority counts and answers, the broker election with the revealed
//! support, and the plunder split. Before the factions exist, how the last
//! round ended.

use super::super::error::Decision;
use super::super::state::{Bid, PlunderSplit, Proposal};
use super::super::view::{FactionView, Stage};
use super::cards::{self, badge};
use super::news::outcome_lines;
use super::Board;
use crate::app::kit;
use crate::app::markup::{div, el, span, sr, El, Node};
use crate::engine::{and_list, plural};
use crate::engine::Seat;

pub fn panel(b: &Board) -> El {
    let v = &b.view;
    let round = div("dm-round");
    match v.stage {
        Stage::TakingPositions => round.opt(last_round(b)),
        _ => round
            .opt(factions(b))
            .opt(proposals(b))
            .opt(election(b))
            .opt(plunder(b))
            .opt((v.stage == Stage::GameOver).then(|| ending(b))),
    }
}

/// A titled panel of the round: `<section class="dm-panel …">` labelled by its
/// `<h2>`.
fn section(class: &str, id: &'static str, title: impl Into<String>) -> El {
    el("section")
        .class(class)
        .attr("aria-labelledby", id)
        .child(el("h2").attr("id", id).text(title))
}

/// A list of plain lines.
fn lines_list(lines: Vec<String>) -> El {
    el("ul").kids(lines.into_iter().map(|l| el("li").text(l)))
}

/// How the previous round ended (the plunder split or the blame included).
fn last_round(b: &Board) -> Option<El> {
    let lines = outcome_lines(&b.view.previous_round, b);
    (!lines.is_empty()).then(|| {
        let ended = section(
            "dm-panel dm-last",
            "dm-last-title",
            format!("How round {} ended", b.view.round.saturating_sub(1)),
        )
        .child(lines_list(lines));
        kit::changed(ended, b.changed.round_ended, None)
    })
}

fn ending(b: &Board) -> El {
    let lines = outcome_lines(&b.view.events, b);
    section(
        "dm-panel dm-last",
        "dm-end-title",
        "How the last round ended",
    )
    .child(lines_list(lines))
}

/// One faction: badge, size, boss and boss card, plunder and scraps on show, and
/// whether it is in the coalition.
fn faction_row(b: &Board, f: &FactionView) -> El {
    let v = &b.view;
    let status = v.coalition.map(|c| c.factions.contains(f.suit));
    let proposer = v.waiting_for == Some(Decision::Propose) && v.to_act == Some(f.boss);
    let members = match f.members.len() {
        1 => "1 player".to_string(),
        n => format!("{n} players"),
    };
    let tag = match status {
        Some(true) => Some(span("dm-tag dm-t-in", "In coalition")),
        Some(false) => Some(span("dm-tag dm-t-out", "Excluded")),
        None if proposer => Some(span("dm-tag dm-t-plain", "Proposing")),
        None => None,
    };
    el("li")
        .classes(
            &format!("dm-faction {}", cards::suit_class(f.suit)),
            &[
                ("dm-f-in", status == Some(true)),
                ("dm-f-out", status == Some(false)),
            ],
        )
        .child(
            div("dm-f-top")
                .child(el("span").class("dm-f-name").child(cards::named(f.suit)))
                .child(span("dm-f-size", members))
                .opt(tag),
        )
        .child(
            div("dm-f-bot")
                .child(
                    el("span")
                        .class("dm-f-boss")
                        .text("boss ")
                        .child(el("strong").text(b.who(f.boss)))
                        .text(" ")
                        .child(cards::card(f.boss_card, false)),
                )
                .child(
                    span(
                        "dm-f-marks",
                        format!("plunder {}● · scraps {}○", f.plunder, f.scraps),
                    )
                    .title("Plunder and scraps among its position cards"),
                ),
        )
}

fn factions(b: &Board) -> Option<El> {
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
    Some(
        section("dm-panel", "dm-factions-title", "Factions")
            .child(el("p").class("dm-summary").text(summary))
            .child(
                el("ul")
                    .class("dm-factions")
                    .kids(v.factions.iter().map(|f| faction_row(b, f))),
            ),
    )
}

/// "7 of 12 players · needs 7", with a bar; the bar's mark is the majority.
pub fn majority_meter(players: usize, total: usize, needed: usize) -> El {
    let pct = |n: usize| (n * 100).checked_div(total).unwrap_or(0);
    let ok = players >= needed;
    el("span")
        .classes("dm-meter", &[("dm-ok", ok)])
        .child(
            el("span")
                .class("dm-bar")
                .hidden()
                .child(
                    el("span")
                        .class("dm-fill")
                        .attr("style", format!("width:{}%", pct(players))),
                )
                .child(
                    el("span")
                        .class("dm-need")
                        .attr("style", format!("left:{}%", pct(needed))),
                ),
        )
        .child(
            el("span")
                .class("dm-count")
                .text(format!("{players} of {total} players · needs {needed}"))
                .text(if ok { " ✓" } else { " ✗" }),
        )
}

fn proposal_row(b: &Board, p: &Proposal, live: bool) -> El {
    let v = &b.view;
    let answers: Vec<El> = p
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
            span(&format!("dm-tag {class}"), text)
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
    let answers = if answers.is_empty() {
        vec![span(
            "muted",
            "Only the proposer's faction: nobody else to ask.",
        )]
    } else {
        answers
    };
    el("li")
        .classes(
            "dm-proposal",
            &[("dm-live", live), ("dm-failed", p.refused())],
        )
        .child(
            div("dm-p-head")
                .child(el("strong").text(b.who(p.proposer)))
                .text(" proposed ")
                .kids(
                    p.factions
                        .suits()
                        .flat_map(|s| [Node::from(badge(s)), " ".into()]),
                )
                .child(sr(p.factions.describe()))
                .text(" · gravy to ")
                .child(el("strong").text(b.who(p.gravy)))
                .child(span("dm-result", result)),
        )
        .child(
            div("dm-row")
                .child(majority_meter(p.players, v.players, v.majority))
                .child(span(
                    "dm-p-plunder",
                    format!("{}● plunder", b.plunder_in(p.factions)),
                )),
        )
        .child(div("dm-answers").kids(answers))
}

fn proposals(b: &Board) -> Option<El> {
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
    Some(
        section("dm-panel", "dm-proposals-title", "Proposals")
            .opt((count == 0).then(|| {
                el("p").class("muted").text(
                    "No proposal yet: the bosses propose in turn, largest faction first.",
                )
            }))
            .child(
                el("ol").class("dm-proposals").kids(
                    v.proposals
                        .iter()
                        .enumerate()
                        .map(|(i, p)| {
                            let new = i + b.changed.proposals >= count;
                            kit::changed(proposal_row(b, p, live_open && i + 1 == count), new, None)
                        }),
                ),
            )
            .opt(next.map(|s| {
                el("p")
                    .class("dm-next")
                    .text(format!("Now proposing: {}.", b.who(s)))
            }))
            .opt((!left.is_empty() && v.stage == Stage::Negotiating).then(|| {
                el("p").class("muted").text(format!(
                    "Still to propose after that: {}. If no proposal is agreed, there is no coalition and each plunder position pays its holder.",
                    and_list(&left)
                ))
            })),
    )
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

fn election(b: &Board) -> Option<El> {
    let v = &b.view;
    let first = v.election_first?;
    let rows = election_order(b, first).into_iter().filter_map(|s| {
        let sv = v.seats.get(s)?;
        let state = match sv.bid {
            Some(Bid::Nominated) => "stood for broker",
            Some(Bid::Folded) => "folded",
            None if sv.to_act => "deciding…",
            None => "to decide",
        };
        Some(
            el("li")
                .classes(
                    "dm-voter",
                    &[
                        ("dm-broker", sv.is_broker),
                        ("dm-failed", sv.failed_nominee),
                        ("dm-now", sv.to_act),
                    ],
                )
                .child(el("strong").text(b.who(s)))
                .child(span("dm-state", state))
                .opt(sv.support.map(cards::support))
                .opt(sv.is_broker.then(|| span("dm-tag dm-t-broker", "Broker")))
                .opt(
                    sv.failed_nominee
                        .then(|| span("dm-tag dm-t-out", "no plunder")),
                ),
        )
    });
    let note = match v.broker {
        Some(br) if v.stage == Stage::GameOver => format!("Broker: {}.", b.who(br)),
        Some(br) => format!("Broker: {}, first player next round.", b.who(br)),
        None => format!(
            "From {}, each coalition player nominates or folds. Then the nominees reveal their support: best hand wins (pair, then brace, then mess; ties by the high card).",
            b.name(first)
        ),
    };
    Some(
        section("dm-panel", "dm-election-title", "Broker election")
            .child(el("p").class("dm-summary").text(note))
            .child(el("ol").class("dm-voters").kids(rows)),
    )
}

pub fn split_text(b: &Board, p: &PlunderSplit) -> String {
    let eligible = p.eligible.len();
    if p.total == 0 {
        return "No plunder position in the coalition: nothing to split.".to_string();
    }
    let mut text = format!(
        "{} for {}: {} each",
        plural(p.total, "plunder token", "plunder tokens"),
        plural(eligible, "eligible player", "eligible players"),
        p.base
    );
    if p.extras > 0 {
        let given: Vec<String> = p.chosen.iter().map(|&s| b.name(s)).collect();
        text.push_str(&format!(
            ", and {} for the broker to give, one per player (given: {})",
            plural(p.extras, "odd token", "odd tokens"),
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

fn plunder(b: &Board) -> Option<El> {
    let v = &b.view;
    let p = v.plunder.as_ref()?;
    let rows = p.eligible.iter().map(|&s| {
        let share = p.share(s);
        let extra = p.chosen.contains(&s);
        el("li")
            .classes("dm-share", &[("dm-extra", extra)])
            .child(el("strong").text(b.who(s)))
            .child(
                el("span")
                    .text(format!("+{share}"))
                    .opt(extra.then_some(" (odd token)")),
            )
    });
    Some(
        section("dm-panel", "dm-plunder-title", "Plunder split")
            .child(el("p").class("dm-summary").text(split_text(b, p)))
            .child(el("ul").class("dm-shares").kids(rows))
            .child(
                el("p")
                    .class("muted dm-note")
                    .text("Failed nominees and excluded players get none."),
            ),
    )
}
