//! The viewer's hand with the deal controls, and the auction piles with the call
//! controls.

use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Duration;

use leptos::callback::Callable;
use leptos::prelude::set_timeout;

use super::super::companies::CompanyId;
use super::super::solver;
use super::super::state::PileStatus;
use super::super::view::{PileView, Stage};
use super::super::ZaibatsuAction;
use super::{cards, ordinal, Board};
use crate::app::kit;
use crate::app::markup::{div, el, span, El};
use crate::engine::{and_list, plural};

/// The sets of companies the board has scored, remembered for the page: it
/// asks the same sets again at every redraw (each bid of an auction).
struct Known {
    scores: RefCell<HashMap<u64, u32>>,
    /// Sets asked for and not yet known, by key, solved one to a task after
    /// the drawing (see [`score_later`]).
    waiting: RefCell<Vec<(u64, Vec<CompanyId>)>>,
}

thread_local! {
    static KNOWN: Known = Known {
        scores: RefCell::default(),
        waiting: RefCell::default(),
    };
}

/// The solver ignores duplicates, so the set is the key (48 companies fit).
fn key(companies: &[CompanyId]) -> u64 {
    const _: () = assert!(CompanyId::COUNT <= 64);
    companies.iter().fold(0u64, |k, c| k | 1 << c.index())
}

/// The solver's best score of a set of companies, solved now if not known.
fn best_score(companies: &[CompanyId]) -> u32 {
    let key = key(companies);
    if let Some(score) = KNOWN.with(|k| k.scores.borrow().get(&key).copied()) {
        return score;
    }
    let score = solver::best_score(companies);
    KNOWN.with(|k| {
        let mut scores = k.scores.borrow_mut();
        if scores.len() >= 512 {
            scores.clear();
        }
        scores.insert(key, score);
    });
    score
}

/// The best score of a set if known; if not, none now, and the set is solved
/// after this drawing, which is then drawn again. A set with every company
/// still to come took a slowed phone about 17 ms, and a new round's first
/// drawing asked for up to five: in one task, the longest the app ran
/// (`scripts/measure-taps.mjs`).
fn score_later(companies: Vec<CompanyId>) -> Option<u32> {
    let key = key(&companies);
    KNOWN.with(|k| {
        if let Some(&score) = k.scores.borrow().get(&key) {
            return Some(score);
        }
        let mut waiting = k.waiting.borrow_mut();
        if !waiting.iter().any(|(w, _)| *w == key) {
            waiting.push((key, companies));
            if waiting.len() == 1 {
                set_timeout(solve_next, Duration::ZERO);
            }
        }
        None
    })
}

/// Solves one waiting set; then the next in a task of its own, or, the last
/// one solved, draws the board again.
fn solve_next() {
    if let Some((_, set)) = KNOWN.with(|k| k.waiting.borrow_mut().pop()) {
        best_score(&set);
    }
    if KNOWN.with(|k| k.waiting.borrow().is_empty()) {
        crate::app::markup::draw_again();
    } else {
        set_timeout(solve_next, Duration::ZERO);
    }
}

/// What a pile would add to a seat's best score; None until that set is
/// solved (see [`score_later`]): a conglomerate late in the game with a pile
/// of four took a slowed phone tens of milliseconds, asked for each pile and
/// each bidder in the drawing.
pub fn worth_to(b: &Board, seat: usize, extra: &[CompanyId]) -> Option<u32> {
    let sv = b.view.seats.get(seat)?;
    let mut all = sv.conglomerate.clone();
    all.extend_from_slice(extra);
    Some(score_later(all)?.saturating_sub(sv.plan.score))
}

/// What a pile could add to the viewer's best score with what is still to come:
/// the most it adds when every company nobody owns yet (in the deck, in hands,
/// on the piles) also came to the viewer. A pile of factories whose inputs are
/// still out there is worth little now and much later; this says how much.
/// None until both sets are solved (see [`score_later`]).
pub fn potential_to(b: &Board, seat: usize, extra: &[CompanyId]) -> Option<u32> {
    let sv = b.view.seats.get(seat)?;
    let taken = |c: &CompanyId| {
        b.view.seats.iter().any(|s| s.conglomerate.contains(c))
            || b.view.discarded.contains(c)
            || extra.contains(c)
    };
    let mut rest: Vec<CompanyId> = sv.conglomerate.clone();
    rest.extend(CompanyId::all().filter(|c| !taken(c)));
    let mut with = rest.clone();
    with.extend_from_slice(extra);
    // Both asked for before either is awaited, so that they are solved together.
    let (without, with) = (score_later(rest), score_later(with));
    Some(with?.saturating_sub(without?))
}

/// "+N to your score now if you win it", and how much more it could be worth
/// with what is still to come, when that is more.
pub fn worth_words(now: u32, potential: Option<u32>) -> String {
    match potential {
        Some(later) if later > now => {
            format!(
                "+{now} to your score now if you win it, up to +{later} with what is still to come"
            )
        }
        _ => format!("+{now} to your score now if you win it"),
    }
}

/// A button that plays one offered action, disabled with its reason when the
/// action is offered but not allowed.
fn act_button(b: &Board, action: ZaibatsuAction, why: &Option<String>) -> El {
    let act = b.act;
    el("button")
        .flag("disabled", why.is_some())
        .title(why.clone().unwrap_or_default())
        .on_click(move || act.run(action))
}

/// The viewer's secret hand; during their turn in the deal, each card has one
/// button per pile.
pub fn hand(b: &Board) -> Option<El> {
    let v = &b.view;
    if v.hand.is_empty() {
        return None;
    }
    let piles = v.piles.len();
    let my_turn = b
        .offered
        .iter()
        .any(|(a, _)| matches!(a, ZaibatsuAction::Place { .. }));
    let items = v.hand.iter().map(|&id| {
        let name = id.company().name;
        let buttons: Vec<El> = (0..piles)
            .filter_map(|p| {
                let (action, why) = b.offered.iter().find(|(a, _)| {
                    *a == ZaibatsuAction::Place {
                        company: id,
                        pile: p as u8,
                    }
                })?;
                Some(
                    act_button(b, *action, why)
                        .class("z-place")
                        .attr("aria-label", format!("Place {name} on pile {}", p + 1))
                        .text(format!("{}", p + 1)),
                )
            })
            .collect();
        let controls = (!buttons.is_empty()).then(|| {
            div("z-place-row")
                .attr("role", "group")
                .attr("aria-label", format!("Place {name}"))
                .child(span("z-place-label", "On pile:").hidden())
                .kids(buttons)
        });
        // Keyed by card: a card played leaves the others as they are drawn.
        el("li")
            .class("z-hand-card")
            .key(id.index().to_string())
            .child(cards::chip(id, false))
            .opt(controls)
    });
    let note = if my_turn {
        "Pick a card and the pile to put it on."
    } else {
        "Secret: only you see these. You place one each time the deal comes round to you."
    };
    Some(
        el("section")
            .classes("z-hand", &[("z-mine", my_turn), (kit::MY_MOVE, my_turn)])
            .attr("aria-labelledby", "z-hand-title")
            .child(
                el("h2")
                    .attr("id", "z-hand-title")
                    .text(format!("Your hand ({})", v.hand.len())),
            )
            .opt(b.guide.as_ref().filter(|_| my_turn).map(kit::guide))
            .opt(my_turn.then(|| strip(b)))
            .child(el("p").class("muted z-note").text(note))
            .child(el("ul").class("z-hand-list").kids(items)),
    )
}

/// The piles in a few lines, for the hand while placing: so that on a phone
/// what each pile holds is on screen with the cards to put on it (the full
/// piles are below).
fn strip(b: &Board) -> El {
    let piles = &b.view.piles;
    let items = piles.iter().enumerate().filter(|(_, pv)| !pv.pile.cards.is_empty()).map(|(p, pv)| {
        let cards_here = &pv.pile.cards;
        let worth = b
            .view
            .viewer
            .and_then(|me| worth_to(b, me, cards_here))
            .map(|now| span("z-worth", format!("+{now} to you")));
        el("li")
            .class("z-strip-pile")
            .child(el("strong").text(format!("Pile {}", p + 1)))
            .child(span("z-strip-cards", "").kids(cards_here.iter().map(|&c| cards::mini(c))))
            .opt(worth)
    });
    // The empty piles in one line.
    let empty: Vec<String> = piles
        .iter()
        .enumerate()
        .filter(|(_, pv)| pv.pile.cards.is_empty())
        .map(|(p, _)| (p + 1).to_string())
        .collect();
    let empty = match empty.as_slice() {
        [] => None,
        [one] => Some(format!("Pile {one}: empty")),
        _ => Some(format!("Piles {}: empty", and_list(&empty))),
    };
    el("ol")
        .class("z-strip")
        .attr("aria-label", "The piles now")
        .kids(items)
        .opt(empty.map(|e| el("li").class("z-strip-pile z-empty").text(e)))
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

fn pile(b: &Board, p: usize, pv: &PileView) -> El {
    let cards_here = &pv.pile.cards;
    let live = matches!(pv.pile.status, PileStatus::Open | PileStatus::Auctioning);
    let auctioning = pv.pile.status == PileStatus::Auctioning;
    let printed: u32 = cards_here.iter().map(|c| c.company().points()).sum();
    let worth = match b.view.viewer {
        Some(me) if live && !cards_here.is_empty() => {
            worth_to(b, me, cards_here).map(|now| worth_words(now, potential_to(b, me, cards_here)))
        }
        _ => None,
    };
    let call = b.offered.iter().find_map(|(a, why)| match *a {
        ZaibatsuAction::Call { pile } if pile as usize == p => {
            let label = if cards_here.is_empty() {
                format!("Call pile {} (empty)", p + 1)
            } else {
                format!("Call pile {}", p + 1)
            };
            Some(act_button(b, *a, why).class("primary z-call").text(label))
        }
        _ => None,
    });
    let body = if !live {
        let names: Vec<&str> = cards_here.iter().map(|c| c.company().name).collect();
        Some(el("p").class("z-gone").text(names.join(", ")))
    } else if cards_here.is_empty() {
        None
    } else {
        Some(div("z-pile-cards").kids(cards_here.iter().map(|&c| {
            kit::changed(cards::chip(c, b.is_fresh(c)), b.is_changed(c), None).key(c.index().to_string())
        })))
    };
    let facts = (!cards_here.is_empty() && live).then(|| {
        let n = cards_here.len();
        el("p")
            .class("z-pile-facts")
            .child(el("span").text(format!(
                "{} · {}",
                plural(n, "company", "companies"),
                plural(printed, "printed point", "printed points")
            )))
            .opt(worth.map(|w| span("z-worth", w)))
    });
    let fresh = b.fresh.piles.contains(&(p as u8));
    let callable = call.is_some();
    let changed = b.changed.piles.contains(&(p as u8));
    let pile = el("article")
        .classes(
            "z-pile",
            &[
                ("z-live", auctioning),
                ("z-done", !live),
                ("fresh", fresh),
                ("z-callable", callable),
            ],
        )
        .attr("aria-label", format!("Pile {}", p + 1))
        .child(
            el("header")
                .class("z-pile-head")
                .child(el("h3").text(format!("Pile {}", p + 1)))
                .child(span("z-status", status_text(b, pv))),
        )
        .opt(facts)
        .opt(body)
        .opt(call);
    kit::changed(pile, changed, None)
}

/// The order of this round's calls, marking those done and the one now.
fn call_order(b: &Board) -> El {
    let v = &b.view;
    let calling = matches!(v.stage, Stage::Call { .. } | Stage::Bidding { .. });
    let items = v.callers.iter().enumerate().map(|(i, &s)| {
        let done = i < v.calls_made;
        let now = calling && i == v.calls_made;
        let text = format!(
            "{}{}{}",
            if done { "✓ " } else { "" },
            b.who(s),
            if now { " (now)" } else { "" }
        );
        el("li")
            .classes("", &[("z-done", done), ("z-now", now)])
            .text(text)
    });
    div("z-calls")
        .child(span("muted", "Calls this round:"))
        .child(el("ol").kids(items))
}

pub fn piles(b: &Board) -> El {
    let v = &b.view;
    let title = if v.stage == Stage::Over {
        "The last round's piles"
    } else {
        "Auction piles"
    };
    let calling =
        matches!(v.stage, Stage::Call { caller } if b.is_viewer(caller)) && !b.offered.is_empty();
    el("section")
        .classes("z-piles-wrap", &[(kit::MY_MOVE, calling)])
        .attr("aria-labelledby", "z-piles-title")
        .child(el("h2").attr("id", "z-piles-title").text(title))
        .opt(b.guide.as_ref().filter(|_| calling).map(kit::guide))
        .child(call_order(b))
        .child(div("z-piles").kids(v.piles.iter().enumerate().map(|(p, pv)| pile(b, p, pv))))
}
