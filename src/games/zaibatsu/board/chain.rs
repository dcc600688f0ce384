//! Each conglomerate as a supply chain: mining → intermediate processing →
//! advanced processing → manufacturing, operating companies marked, with the
//! best plan (which company feeds which) in words on request, and always at the end.


use super::super::companies::{CompanyId, Kind};
use super::super::resources::{Resource, Symbol};
use super::super::solver::{Plan, PlannedCompany};
use super::super::view::{SeatView, Stage};
use super::{cards, Board};
use crate::app::kit;
use crate::app::markup::{div, el, span, sr, El, Node};
use crate::engine::Seat;

const TIERS: [(Kind, &str); 4] = [
    (Kind::Mining, "Mining"),
    (Kind::Intermediate, "Processing → intermediate"),
    (Kind::Advanced, "Processing → advanced"),
    (Kind::Manufacturing, "Manufacturing"),
];

pub fn conglomerates(b: &Board) -> El {
    let over = b.view.stage == Stage::Over;
    // The viewer's own conglomerate first: it is the one they plan around.
    let mut order: Vec<Seat> = (0..b.view.seats.len()).collect();
    if let Some(me) = b.view.viewer {
        crate::engine::sort::sort_by_key(&mut order, |&s| s != me);
    }
    let heading = el("h2")
        .attr("id", "z-cong-title")
        .text(if over { "Final plans" } else { "Conglomerates" });
    let digest = order
        .iter()
        .filter_map(|&s| b.view.seats.get(s).map(|sv| operating(b, s, sv)))
        .collect::<Vec<_>>()
        .join(" · ");
    let body = div("z-cong-body")
        .child(el("p").class("muted z-note").text(
            "Live best plan: ✓ operating, ✗ idle. Under each resource, the number of the card it comes from (←) or goes to (→).",
        ))
        .kids(
            order
                .into_iter()
                .filter_map(|s| b.view.seats.get(s).map(|sv| conglomerate(b, s, sv))),
        );
    b.panels
        .part("z-congloms", heading, digest, !b.changed.bought.is_empty(), body)
        .add_class("z-congloms")
        .attr("aria-labelledby", "z-cong-title")
}

/// One seat in the fold's summary, in the players' strip's words: "You: no
/// companies", "Ada: 2/3 operating".
fn operating(b: &Board, seat: Seat, sv: &SeatView) -> String {
    let who = if b.is_viewer(seat) {
        "You".to_string()
    } else {
        b.name(seat)
    };
    format!("{who}: {}", super::companies(sv))
}

fn planned(plan: &Plan, id: CompanyId) -> Option<&PlannedCompany> {
    plan.companies.iter().find(|c| c.company == id)
}

fn conglomerate(b: &Board, seat: Seat, sv: &SeatView) -> El {
    let over = b.view.stage == Stage::Over;
    let won = b.view.winners.contains(&seat);
    let tiers = TIERS.iter().map(|&(kind, label)| {
        let here: Vec<&PlannedCompany> = sv
            .conglomerate
            .iter()
            .filter(|c| c.company().kind == kind)
            .filter_map(|&c| planned(&sv.plan, c))
            .collect();
        let on = here.iter().filter(|c| c.operating).count();
        let empty = here.is_empty();
        let count = if here.is_empty() {
            "none".to_string()
        } else {
            format!("{on}/{} operating", here.len())
        };
        el("div")
            .classes("z-tier", &[("z-tier-empty", empty)])
            .child(
                el("h4")
                    .class("z-tier-head")
                    .child(el("span").text(label))
                    .child(span("z-tier-pts", format!("{} pts", kind.points())))
                    .child(span("z-tier-count muted", count)),
            )
            .child(
                div("z-tier-cards").kids(
                    here.into_iter()
                        .map(|pc| {
                        kit::changed(
                            cards::planned_chip(pc, b.is_fresh(pc.company)),
                            b.is_changed(pc.company),
                            None,
                        )
                        .key(pc.company.index().to_string())
                    }),
                ),
            )
    });
    let body: Vec<Node> = if sv.conglomerate.is_empty() {
        vec![el("p").class("muted").text("No companies yet.").into()]
    } else {
        let mut body = vec![div("z-chain").kids(tiers).into()];
        body.extend(spare_line(&sv.plan).map(Node::from));
        body.push(plan_words(b, seat, sv).into());
        body
    };
    let score = format!(
        " {} = {} from {} operating of {} companies + T¥{}",
        if over { "final" } else { "now" },
        sv.plan.score,
        sv.plan.companies.iter().filter(|c| c.operating).count(),
        sv.conglomerate.len(),
        sv.money
    );
    el("article")
        .classes("z-cong", &[("z-me", b.is_viewer(seat)), ("z-won", won)])
        .attr("aria-label", format!("{}'s conglomerate", b.name(seat)))
        .child(
            el("header")
                .class("z-cong-head")
                .child(el("h3").text(b.who(seat)))
                .opt(won.then(|| span("z-crown", "Winner")))
                .child(
                    el("span")
                        .class("z-cong-score")
                        .child(span("z-big", sv.score.to_string()))
                        .text(score),
                ),
        )
        .kids(body)
}

/// Resources made but used by nobody: what this conglomerate could still feed.
/// An unused split symbol stays a choice ("red or yellow"), not a colour.
fn spare_line(plan: &Plan) -> Option<El> {
    let mut items: Vec<(Symbol, u32)> = Vec::new();
    for c in plan.companies.iter().filter(|c| c.operating) {
        for p in c.outputs.iter().filter(|p| p.to.is_none()) {
            let symbol = match p.split {
                Some((a, b)) => Symbol::Split(a, b),
                None => Symbol::One(p.resource),
            };
            match items.iter_mut().find(|(s, _)| *s == symbol) {
                Some((_, n)) => *n += 1,
                None => items.push((symbol, 1)),
            }
        }
    }
    // Single colours first, in resource order, then the choices.
    crate::engine::sort::sort_by_key(&mut items, |(s, _)| match *s {
        Symbol::One(r) => (0, r, r),
        Symbol::Split(a, b) => (1, a, b),
    });
    (!items.is_empty()).then(|| {
        el("p")
            .class("z-spare")
            .child(span("muted", "Spare: "))
            .kids(items.into_iter().map(|(s, n)| {
                el("span")
                    .class("z-spare-item")
                    .text(format!("{n}× "))
                    .child(cards::symbol(s, None))
                    .text(format!(" {s}"))
            }))
    })
}

/// The plan in words: each operating processor or factory with its suppliers,
/// then the idle companies. Folded during the game, open at the end; an opened
/// one stays open as the board changes (the frame remembers it).
fn plan_words(b: &Board, seat: Seat, sv: &SeatView) -> El {
    let over = b.view.stage == Stage::Over;
    let fed: Vec<&PlannedCompany> = sv
        .plan
        .companies
        .iter()
        .filter(|c| c.operating && c.company.company().kind != Kind::Mining)
        .collect();
    let idle: Vec<&str> = sv
        .plan
        .companies
        .iter()
        .filter(|c| !c.operating)
        .map(|c| c.company.company().name)
        .collect();
    let mut sorted = fed;
    crate::engine::sort::sort_by_key(&mut sorted, |c| c.company.company().kind);
    let lines = sorted
        .into_iter()
        .map(|c| {
            // Equal supplies from one company are told once, with a count.
            let mut groups: Vec<(Resource, Option<CompanyId>, usize)> = Vec::new();
            for s in &c.inputs {
                match groups.last_mut() {
                    Some((r, f, n)) if *r == s.resource && *f == s.from => *n += 1,
                    _ => groups.push((s.resource, s.from, 1)),
                }
            }
            let supplies = groups.into_iter().map(|(r, from, n)| {
                let from = from.map_or("?", |f| f.company().name);
                let count = if n > 1 {
                    format!("{n}× ")
                } else {
                    String::new()
                };
                el("li")
                    .text(count)
                    .child(cards::token(r))
                    .child(sr(r.to_string()))
                    .text(format!(" {from}"))
            });
            let co = c.company.company();
            el("li")
                .child(el("strong").text(co.name))
                .text(format!(" ({} pts) ← ", co.points()))
                .child(el("ul").class("z-feeds").kids(supplies))
        })
        .collect::<Vec<_>>();
    let fed = if lines.is_empty() {
        el("p").text("No processing or manufacturing company is supplied yet.")
    } else {
        el("ul").class("z-plan-list").kids(lines)
    };
    let idle_line = (!idle.is_empty())
        .then(|| el("p").text(format!("Idle (not supplied): {}.", idle.join(", "))));
    let mines = sv
        .plan
        .companies
        .iter()
        .filter(|c| c.company.company().kind == Kind::Mining)
        .count();
    let whose = if b.is_viewer(seat) {
        "Your".to_string()
    } else {
        format!("{}'s", b.name(seat))
    };
    let what = if over { "final plan" } else { "supply plan" };
    let mining = el("p").text(match mines {
        0 => "No mining company: nothing is produced from scratch.".to_string(),
        1 => "1 mining company operates on its own (3 pts).".to_string(),
        n => format!("{n} mining companies operate on their own (3 pts each)."),
    });
    let words = div("z-plan-words")
        .child(mining)
        .child(fed)
        .opt(idle_line);
    b.panels
        .fold_open(
            format!("plan-{seat}"),
            over,
            el("summary")
                .class("z-plan-toggle")
                .text(format!("{whose} {what}")),
            words,
        )
        .class("z-plan")
}
