//! The board in the browser: a pure function of one seat's view and the events
//! it saw. Phone first, top to bottom: whose move and what to do, the viewer's
//! own controls (hand with each card's effect and trend), the last bag draws
//! with their odds, the active category's sections with every company's disks
//! and the bag odds if a draw happened now, the other categories, the turn
//! order and passing lane, and every company (sheet circles, pools, hand
//! counts, return pool, supply, Car of the Year disks, tokens).

use leptos::prelude::*;

use super::content::{card, section_name, Category, Icon, SHEETS};
use super::events::Event;
use super::rules::Action;
use super::view::IndependentsView;
use super::{Edition, Independents, IndependentsOptions, Phase, RULES};
use crate::app::kit::{self, Seats};
use crate::app::markup::{div, el, span, El};
use crate::app::registry::{BoardCtx, GameUi};
use crate::engine::Seat;
use crate::games::rules_text::RulesPage;

impl GameUi for Independents {
    fn rules() -> RulesPage {
        RULES
    }

    const OWN_CONTROLS: bool = true;

    const STYLE: &'static str = include_str!("board.css");

    fn news_digest(events: &[Event], n: &crate::engine::Narrator<'_>) -> Option<String> {
        super::news::digest(events, n)
    }

    fn board(ctx: BoardCtx<Self>) -> AnyView {
        let b = Board {
            view: ctx.view,
            seats: ctx.seats,
            offered: ctx.offered,
            act: ctx.act,
            draws: ctx
                .since
                .iter()
                .filter(|e| matches!(e, Event::BagDraw { .. }))
                .cloned()
                .collect(),
            guide: ctx.guide,
            panels: ctx.panels,
        };
        div("li")
            .child(prompt(&b))
            .opt(controls(&b))
            .opt(draws(&b))
            .child(categories(&b))
            .child(order(&b))
            .child(companies(&b))
            .child(words(&b))
            .into_view()
    }

    fn variants() -> Vec<(&'static str, IndependentsOptions)> {
        vec![
            ("Rules 2.0, 3 years", IndependentsOptions::default()),
            (
                "1st edition, 3 years",
                IndependentsOptions {
                    edition: Edition::First,
                    years: 3,
                },
            ),
            (
                "Rules 2.0, 2 years (short)",
                IndependentsOptions {
                    edition: Edition::Second,
                    years: 2,
                },
            ),
            (
                "Rules 2.0, 4 years (long)",
                IndependentsOptions {
                    edition: Edition::Second,
                    years: 4,
                },
            ),
        ]
    }
}

struct Board {
    view: IndependentsView,
    seats: Seats,
    offered: Vec<(Action, Option<String>)>,
    act: Callback<Action>,
    draws: Vec<Event>,
    guide: Option<kit::Guide>,
    panels: kit::Panels,
}

fn phase_name(p: Phase) -> String {
    match p {
        Phase::Selective(c) => format!("{}: selective allocation", c.name()),
        Phase::Required(c) => format!("{}: required allocation", c.name()),
        Phase::Cards(c) => format!("{}: card play", c.name()),
        Phase::Trend => "Trends".into(),
        Phase::Over => "Final standings".into(),
    }
}

fn chip(seat: Seat, text: impl Into<String>) -> El {
    span(&format!("li-chip li-p{seat}"), text)
}

fn prompt(b: &Board) -> El {
    let v = &b.view;
    let facts = format!(
        "Year {} of {} · {} · {}",
        v.year,
        v.years,
        phase_name(v.phase),
        match v.edition {
            Edition::Second => "rules 2.0",
            Edition::First => "1st edition",
        }
    );
    let (what, mine) = match v.to_act {
        Some(s) if b.seats.is_viewer(s) => (
            match v.phase {
                Phase::Selective(_) => {
                    "Your move: choose a new section and how many disks, or pass for good."
                }
                Phase::Required(_) => "Your move: move disks from your sheet's circles, then Done.",
                Phase::Cards(_) => "Your move: play a card, or pass for good.",
                Phase::Trend => "Your move: reveal cards for their trends, then Done.",
                Phase::Over => "",
            }
            .to_string(),
            true,
        ),
        Some(s) => (format!("{} to move.", b.seats.name(s)), false),
        None => (format!("Winner: {}.", b.seats.list(&v.winners)), false),
    };
    kit::prompt(facts, what, mine)
}

fn button(b: &Board, action: Action, label: String, why: &Option<String>) -> El {
    let act = b.act;
    el("button")
        .attr("type", "button")
        .class("li-btn")
        .flag("disabled", why.is_some())
        .maybe("title", why.clone())
        .on_click(move || act.run(action))
        .text(label)
}

fn card_face(id: u8) -> El {
    let c = card(id);
    let icon = match c.kind.icon {
        Icon::Only(cat) => cat.name(),
        Icon::Any => "Any category",
    };
    let trend: Vec<&str> = c.trend.iter().map(|&s| section_name(s as usize)).collect();
    div("li-card")
        .child(el("strong").text(c.kind.name))
        .child(span("li-icon", format!(" · {icon}")))
        .child(el("p").text(c.kind.text))
        .child(
            el("p")
                .class("li-trend")
                .text(format!("Trend: {}", trend.join(" · "))),
        )
}

/// The viewer's own move and hand. While disks are placed the cards cannot be
/// played, so the section rows come first and the hand below them: on a phone
/// the move is then on screen with the guide.
fn controls(b: &Board) -> Option<El> {
    b.view.viewer?;
    let label = |a: &Action| super::action_words(b.view.phase, a);
    let mut hand = vec![el("h2").text(format!("Your hand ({} cards)", b.view.hand.len()))];
    for &id in &b.view.hand {
        let mine: Vec<El> = b
            .offered
            .iter()
            .filter(|(a, _)| matches!(a, Action::Play { card, .. } | Action::Trend { card } if *card == id))
            .map(|(a, why)| {
                let words = match *a {
                    Action::Play {
                        target: super::Target::Rival { section, rival },
                        ..
                    } => format!(
                        "{} on {}",
                        b.seats.name(rival as usize),
                        section_name(section as usize)
                    ),
                    _ => label(a),
                };
                button(b, *a, words, why)
            })
            .collect();
        hand.push(card_face(id).child(div("li-acts").kids(mine)));
    }
    // Allocation: one row per section, a button per number of disks (named in
    // full for screen readers: "3 on Sedan").
    let mut rows: Vec<(u8, Vec<El>)> = Vec::new();
    let mut loose = Vec::new();
    for (a, why) in &b.offered {
        match *a {
            Action::Select { section, disks } | Action::Require { section, disks } => {
                let btn = button(b, *a, disks.to_string(), why).attr("aria-label", label(a));
                match rows.iter_mut().find(|(s, _)| *s == section) {
                    Some((_, r)) => r.push(btn),
                    None => rows.push((section, vec![btn])),
                }
            }
            Action::Pass => loose.push(button(b, *a, label(a), why)),
            _ => {}
        }
    }
    let allocating = !rows.is_empty();
    let rows: Vec<El> = rows
        .into_iter()
        .map(|(s, btns)| {
            div("li-row")
                .child(span("li-sec", section_name(s as usize)))
                .child(div("li-acts").kids(btns))
        })
        .collect();
    let moves = rows.into_iter().chain([div("li-acts").kids(loose)]);
    let part = div(&format!("li-controls {}", kit::MY_MOVE)).opt(b.guide.as_ref().map(kit::guide));
    Some(if allocating {
        part.kids(moves).kids(hand)
    } else {
        part.kids(hand).kids(moves)
    })
}

/// The bag draws since the viewer's last move: each owner's disks and odds,
/// then the disk drawn (revealed by a short animation).
fn draws(b: &Board) -> Option<El> {
    if b.draws.is_empty() {
        return None;
    }
    let items = b.draws.iter().rev().take(8).rev().filter_map(|e| {
        let Event::BagDraw {
            section,
            category,
            bag,
            winner,
        } = e
        else {
            return None;
        };
        let place = match (section, category) {
            (Some(s), _) => section_name(*s as usize).to_string(),
            (None, Some(c)) => format!("Car of the Year · {}", c.name()),
            (None, None) => "Car of the Year".into(),
        };
        let total: u32 = bag.iter().map(|&(_, d)| u32::from(d)).sum::<u32>().max(1);
        Some(
            div("li-draw")
                .child(el("strong").text(place))
                .kids(bag.iter().map(|&(s, d)| {
                    let pct = u32::from(d) * 100 / total;
                    div("li-odds")
                        .child(chip(s, format!("{} {d}", b.seats.name(s))))
                        .child(div("li-bar").child(
                            div(&format!("li-fill li-p{s}")).attr("style", format!("width:{pct}%")),
                        ))
                        .child(span("", format!("{pct}%")))
                }))
                .child(div("li-result").text(format!("Drawn: {}", b.seats.name(*winner)))),
        )
    });
    Some(
        el("section")
            .class("li-draws")
            .child(el("h2").text("Bag draws"))
            .kids(items),
    )
}

fn section_row(b: &Board, s: usize) -> El {
    let v = &b.view;
    let disks = &v.board[s];
    let total: u32 = disks.iter().map(|&d| u32::from(d)).sum();
    let owners: Vec<(Seat, u8)> = disks
        .iter()
        .enumerate()
        .filter(|(_, &d)| d > 0)
        .map(|(p, &d)| (p, d))
        .collect();
    let odds = if owners.len() > 1 {
        let parts: Vec<String> = owners
            .iter()
            .map(|&(p, d)| format!("{} {}%", b.seats.name(p), u32::from(d) * 100 / total.max(1)))
            .collect();
        format!("Bag odds: {}", parts.join(", "))
    } else {
        String::new()
    };
    let protected = v.protected & (1 << s) != 0;
    div("li-row")
        .child(span("li-sec", section_name(s)))
        .opt(protected.then(|| span("li-prot", "protected")))
        .child(div("li-chips").kids(owners.iter().map(|&(p, d)| chip(p, format!("{d}")))))
        .opt((!odds.is_empty()).then(|| el("p").class("li-odds-line").text(odds)))
}

fn categories(b: &Board) -> El {
    let active = match b.view.phase {
        Phase::Selective(c) | Phase::Required(c) | Phase::Cards(c) => Some(c),
        _ => None,
    };
    el("section")
        .class("li-cats")
        .kids(Category::ALL.iter().map(|&c| {
            div("li-cat")
                .classes("li-cat", &[("li-active", active == Some(c))])
                .child(el("h2").text(c.name()))
                .kids(c.sections().map(|s| section_row(b, s)))
        }))
}

fn order(b: &Board) -> El {
    let v = &b.view;
    div("li-order")
        .child(
            el("p")
                .text("Turn order: ")
                .kids(v.order.iter().map(|&s| chip(s, b.seats.name(s)))),
        )
        .child(
            el("p")
                .text("Passing lane: ")
                .kids(v.lane.iter().map(|&s| chip(s, b.seats.name(s)))),
        )
        .child(el("p").class("muted").text(format!(
            "Deck {} · discards {}",
            v.deck,
            v.discard.len()
        )))
}

/// The board's terms in one line each, for a newcomer (the rules page has more).
fn words(b: &Board) -> El {
    let terms = [
        ("Selective pool", "disks you may place on any sections in selective allocation."),
        ("Company sheet", "its circles: disks it places on its own sections in required allocation."),
        ("Return pool", "disks back from the board; at the end of the year they refill your sheet and pool."),
        ("Supply", "the rest of your colour: cards add disks from it, and half a loser's disks go back to it."),
        ("Passing lane", "the order in which players passed; under rules 2.0 it sets the next turn order."),
        (
            "Car of the Year",
            "each category's section disks go into a bag; the drawn owner's disks go to this \
             section, and one draw from it wins a victory token.",
        ),
    ];
    let list = el("dl").kids(
        terms
            .into_iter()
            .flat_map(|(term, meaning)| [el("dt").text(term), el("dd").text(meaning)]),
    );
    b.panels.fold("li-words", "What the words mean", list).class("li-words")
}

fn companies(b: &Board) -> El {
    let v = &b.view;
    el("section").class("li-companies").kids(v.companies.iter().enumerate().map(|(p, c)| {
        let sheet = &SHEETS[c.sheet as usize];
        let circles = sheet.circles.iter().map(|&(s, n)| {
            let full = c.on_sheet[s as usize];
            let dots: String = (0..n).map(|i| if i < full { '●' } else { '○' }).collect();
            span("li-circle", format!("{} {dots}", section_name(s as usize)))
        });
        div(&format!("li-company li-b{p}"))
            .child(el("h3").child(chip(p, b.seats.label(p))).text(format!(" · {}", sheet.name)))
            .child(el("p").text(format!(
                "Tokens {} · selective pool {} · hand {} · return pool {} · Car of the Year {} · supply {}",
                c.tokens, c.pool, c.hand_count, c.returned, c.coty, c.supply
            )))
            .child(div("li-sheet").kids(circles))
    }))
}
