//! The Mundus Novus board in the browser: a pure function of one seat's view.
//!
//! Phone first, top to bottom: whose move it is; the viewer's move (their hand,
//! sorted, with the sets it makes and what each brings, and their controls);
//! the round's event, the development queue, the market and the supply; the
//! offers and the chain of takes; then every player's doubloons, fleet and
//! developments.

use std::sync::Arc;

use leptos::prelude::*;

use super::cards::{
    dev_power, resource_label, total, Cards, DevKind, Resource, DEVS, KINDS, RELIC,
};
use super::hints;
use super::rules::Action;
use super::rules::FROM_DECK;
use super::rules_page::{label, set_words};
use super::state::{Ending, Phase};
use super::view::MundusView;
use super::MundusNovus;
use crate::app::kit::{self, Pick, PickItem, Seats};
use crate::app::markup::{div, el, span, El, Node};
use crate::app::registry::{BoardCtx, GameUi};
use crate::engine::{plural, Seat};

impl GameUi for MundusNovus {
    const OWN_CONTROLS: bool = true;

    /// A long move's result in one line (see [`super::news::digest`]).
    fn news_digest(events: &[super::Event], n: &crate::engine::Narrator<'_>) -> Option<String> {
        super::news::digest(events, n)
    }

    /// The hand and the warehouse, by card.
    fn hidden(view: &MundusView) -> Vec<String> {
        let words = |what: &str, c: &Option<Cards>| {
            let c = c.as_ref()?;
            let cards: Vec<String> = (0..KINDS)
                .filter(|&k| c[k] > 0)
                .map(|k| match c[k] {
                    1 => resource_label(k),
                    n => format!("{n} × {}", resource_label(k)),
                })
                .collect();
            Some(match cards.len() {
                0 => format!("{what}: empty"),
                _ => format!("{what}: {}", cards.join(", ")),
            })
        };
        [words("Hand", &view.hand), words("In warehouses", &view.store)]
            .into_iter()
            .flatten()
            .collect()
    }

    /// The board's buttons name seats as the table does.
    fn action_text(&self, seat: Seat, a: &Action, seats: &Seats) -> String {
        label(&self.label_ctx(seat), a, &|s| seats.label(s))
    }

    fn board(ctx: BoardCtx<Self>) -> El {
        let changed = super::news::changed(&ctx.since, ctx.view.seats.len());
        let b = Board {
            changed,
            view: ctx.view,
            seats: ctx.seats,
            offered: ctx.offered,
            act: ctx.act,
            guide: ctx.guide,
            panels: ctx.panels,
        };
        // While cards are taken, the offers come right under the player's move:
        // on a phone they are what the "Take…" buttons speak of.
        let taking = matches!(b.view.phase, Phase::Take { .. });
        let board = div("mn").child(prompt(&b)).opt(my_move(&b));
        let board = if taking {
            board.opt(trade(&b)).child(table(&b))
        } else {
            board.child(table(&b)).opt(trade(&b))
        };
        board.child(players(&b))
    }
}

struct Board {
    view: MundusView,
    seats: Seats,
    offered: Vec<(Action, Option<String>)>,
    act: Callback<Action>,
    guide: Option<kit::Guide>,
    panels: kit::Panels,
    /// What changed since the viewer's last decision: marked where it lies.
    changed: super::news::Changed,
}

impl Board {
    fn mine(&self) -> bool {
        !self.offered.is_empty()
    }

    /// A move's words: the very text the coach and the guide use.
    fn words(&self, a: &Action) -> String {
        label(&self.view.label_ctx(), a, &|s| self.seats.label(s))
    }

    /// The moves open now, without those shown only with a reason.
    fn open(&self) -> impl Iterator<Item = Action> + '_ {
        self.offered
            .iter()
            .filter(|(_, why)| why.is_none())
            .map(|(a, _)| *a)
    }
}

/// A resource as a small card: its number (R for a relic) and its name. The
/// number is drawn by the stylesheet (from `data-n`), so that a button showing
/// the card is labelled by its name as its words say it ("Take corn (2) from
/// Ann"), and a voice user names it by the word seen.
fn chip(kind: usize) -> El {
    chip_titled(kind, resource_label(kind))
}

fn chip_titled(kind: usize, title: String) -> El {
    let (num, cls) = if kind == RELIC {
        ("R".to_string(), "mn-chip mn-relic".to_string())
    } else {
        ((kind + 1).to_string(), format!("mn-chip mn-b{}", kind / 3))
    };
    el("span")
        .class(&cls)
        .attr("data-n", num)
        .title(title)
        .child(span("mn-chip-name", short_name(kind)))
}

fn short_name(kind: usize) -> &'static str {
    super::cards::RESOURCE_NAMES[kind]
}

fn chips(c: &Cards) -> El {
    turned_chips(c, &[])
}

/// `c`'s chips, the cards a merchant turned (printed kind, kind now) marked.
fn turned_chips(c: &Cards, turned: &[(Resource, Resource)]) -> El {
    let mut row = div("mn-chips");
    for k in 0..KINDS {
        let mut from = turned.iter().filter(|t| t.1.index() == k).map(|t| t.0);
        // Keyed by kind and count: a card gained or lost leaves the others
        // as they are drawn.
        for n in 0..c[k] {
            let chip = match from.next() {
                Some(printed) => chip_titled(
                    k,
                    format!("{}, turned from {} by a merchant", resource_label(k), printed.label()),
                )
                .add_class("mn-turned"),
                None => chip(k),
            };
            row = row.child(chip.key(format!("{k}.{n}")));
        }
    }
    row
}

fn phase_words(b: &Board) -> String {
    let v = &b.view;
    let to = v.to_act.first().copied();
    match &v.phase {
        Phase::Coronado { seat } => format!(
            "{} pay 2 doubloons for an event (Coronado).",
            b.seats.does(*seat, "may", "may")
        ),
        Phase::Fleets { seat } => format!(
            "Ponce de León: {} how the caravels sail, as one fleet or two.",
            b.seats.does(*seat, "choose", "chooses")
        ),
        Phase::Supply => match to {
            Some(s) => format!(
                "Supply: {} a face-up card for a caravel.",
                b.seats.does(s, "pick", "picks")
            ),
            None => "Supply.".into(),
        },
        Phase::Pirates => format!("Pirates: {} discards.", b.seats.list(&v.to_act)),
        Phase::Call => format!(
            "Trade: {} 2, 3 or 4 cards.",
            b.seats.does(v.master, "call", "calls")
        ),
        Phase::Offer => format!(
            "Trade: everyone offers {} cards in secret. Still choosing: {}.",
            v.call,
            b.seats.list(&v.to_act)
        ),
        Phase::Appoint { tied } => format!(
            "{} the Trade Master among {}.",
            b.seats.does(v.master, "appoint", "appoints"),
            b.seats.list(tied)
        ),
        Phase::Take { taker } => format!(
            "The chain of takes: {} a card.",
            b.seats.does(*taker, "take", "takes")
        ),
        Phase::Adjust { to } => format!(
            "{} {} a card to even the trade.",
            b.seats.does(v.master, "give", "gives"),
            b.seats.whom(*to)
        ),
        Phase::First => format!(
            "{} who starts the progression.",
            b.seats.does(v.master, "choose", "chooses")
        ),
        Phase::Progress { seat } => format!(
            "Progression: {} sets.",
            b.seats.does(*seat, "make", "makes")
        ),
        Phase::Over => {
            let best = v
                .seats
                .iter()
                .map(|s| (s.perfect, s.money))
                .max()
                .unwrap_or((false, 0));
            let winners: Vec<Seat> = (0..v.seats.len())
                .filter(|&s| (v.seats[s].perfect, v.seats[s].money) == best)
                .collect();
            let how = match v.ending {
                Some(Ending::Perfect) => "with the perfect set",
                Some(Ending::Rich) => "with 75 doubloons or more",
                Some(Ending::QueueEmpty) => "as the richest when the queue ran out",
                _ => "as the richest",
            };
            format!(
                "Game over: {} {how}.",
                if winners.len() == 1 {
                    b.seats.does(winners[0], "win", "wins")
                } else {
                    format!("{} share the win", b.seats.list(&winners))
                }
            )
        }
    }
}

fn prompt(b: &Board) -> El {
    let v = &b.view;
    let event = match v.event {
        Some(e) => format!("event: {}", e.name()),
        None => "no event".into(),
    };
    let facts = format!(
        "Round {} · {event} · Trade Master: {}",
        v.round,
        b.seats.name(v.master)
    );
    let what = if b.mine() {
        match &v.phase {
            Phase::Offer => format!("Your move: choose {} cards to offer, in secret.", v.call),
            Phase::Progress { .. } => {
                "Your move: make your sets, and end your progression when you are done.".into()
            }
            _ => format!("Your move. {}", phase_words(b)),
        }
    } else {
        phase_words(b)
    };
    kit::prompt(facts, what, b.mine())
}

/// The viewer's hand with the helper, and their controls.
fn my_move(b: &Board) -> Option<El> {
    let v = &b.view;
    let hand = v.hand?;
    let mut sorted = div(&format!("mn-me {}", kit::MY_MOVE));
    if let Some(g) = &b.guide {
        sorted = sorted.child(kit::guide(g));
    }
    let store = v.store.filter(|s| total(s) > 0);
    // In the viewer's progression a converted card shows as what it counts as.
    let turned: &[(Resource, Resource)] = v.turn.as_ref().map_or(&[], |t| &t.converted);
    let shown = v.turn.as_ref().map_or(hand, |t| t.counted(hand));
    sorted = sorted
        .child(el("h2").text(format!("Your hand ({})", plural(total(&hand), "card", "cards"))))
        .child(turned_chips(&shown, turned))
        .opt(store.map(|s| {
            div("mn-store")
                .child(span("muted", "In your warehouses: "))
                .child(chips(&s))
        }));
    let event = v.label_ctx().event;
    let hints = hints::sets(&v.holding().unwrap_or(hand), event);
    if !hints.is_empty() {
        sorted = sorted.child(
            el("ul")
                .class("mn-hints")
                .attr("aria-label", "Sets your cards make")
                .kids(hints.into_iter().map(|h| {
                    el("li")
                        .child(el("b").text(h.set))
                        .child(span("", format!(" → {}", h.brings)))
                })),
        );
    }
    if b.mine() {
        sorted = sorted
            .opt(picking(b).then(|| supply(b)).flatten())
            .child(controls(b, &hand));
    }
    Some(sorted)
}

fn button(b: &Board, a: Action) -> El {
    bare_button(b, a).text(b.words(&a))
}

/// A button that plays `a`, with its face still to draw.
fn bare_button(b: &Board, a: Action) -> El {
    let act = b.act;
    el("button")
        .attr("type", "button")
        .on_click(move || act.run(a))
}

fn group(title: &str, buttons: Vec<El>) -> Option<El> {
    (!buttons.is_empty()).then(|| {
        el("div")
            .class("mn-group")
            .child(el("h3").text(title.to_string()))
            .child(div("mn-buttons").kids(buttons))
    })
}

fn controls(b: &Board, hand: &Cards) -> Node {
    if b.view.phase == Phase::Offer {
        return offer_form(b, hand);
    }
    if let Phase::Take { .. } = b.view.phase {
        return take_rows(b);
    }
    let of = |f: fn(&Action) -> bool| -> Vec<El> {
        b.open().filter(&f).map(|a| button(b, a)).collect()
    };
    if let Phase::Progress { .. } = b.view.phase {
        let mut sells: Vec<Action> = b.open().filter(|a| matches!(a, Action::Sell(_))).collect();
        crate::engine::sort::sort_by_key(&mut sells, |a| match a {
            Action::Sell(m) => std::cmp::Reverse(m.count_ones()),
            _ => std::cmp::Reverse(0),
        });
        let (best, rest) = sells.split_at(sells.len().min(3));
        // Ending comes first: the sets below can run past a phone's screen, and
        // the decision's way out stays in view with its first choice.
        let mut box_ = div("mn-controls")
            .child(div("mn-end").child(button(b, Action::End).class("primary")))
            .opt(group("Perfect set", of(|a| matches!(a, Action::Perfect))))
            .opt(develop_rows(b))
            .opt(group(
                "Different set → doubloons",
                best.iter().map(|&a| button(b, a)).collect(),
            ))
            .opt(group(
                "Relics → doubloons",
                of(|a| matches!(a, Action::SellRelics(_))),
            ))
            .opt(group(
                "Merchants",
                of(|a| matches!(a, Action::Convert { .. })),
            ))
            .opt(group(
                "Keep in a warehouse",
                of(|a| matches!(a, Action::Store(_))),
            ));
        if !rest.is_empty() {
            box_ = box_.child(b.panels.fold(
                "mn-smaller-sets",
                format!("Smaller different sets ({})", rest.len()),
                div("mn-buttons").kids(rest.iter().map(|&a| button(b, a))),
            ));
        }
        return box_.into();
    }
    if let Phase::Coronado { .. } = b.view.phase {
        // Each event with what it does, so the choice reads without the rules.
        return div("mn-controls")
            .kids(b.open().map(|a| {
                let effect = match a {
                    Action::Coronado(Some(e)) => e.effect(),
                    _ => "the round stays without an event",
                };
                div("mn-choice")
                    .child(button(b, a))
                    .child(span("mn-power", effect))
            }))
            .into();
    }
    div("mn-controls")
        .child(div("mn-buttons").kids(b.open().map(|a| button(b, a))))
        .into()
}

/// The sets of identical cards, one row per development they reach, with what
/// it does: the player decides here without looking down to the queue.
fn develop_rows(b: &Board) -> Option<El> {
    let mut rows: Vec<(u8, Vec<El>)> = Vec::new();
    for a in b.open() {
        let Action::Develop {
            kind,
            size,
            relics,
            pick,
        } = a
        else {
            continue;
        };
        let face = set_words(kind.into(), size, relics);
        let button = bare_button(b, a).attr("aria-label", b.words(&a)).text(face);
        match rows.iter_mut().find(|(p, _)| *p == pick) {
            Some((_, buttons)) => buttons.push(button),
            None => rows.push((pick, vec![button])),
        }
    }
    crate::engine::sort::sort_by_key(&mut rows, |(p, _)| *p);
    let row = |(pick, buttons): (u8, Vec<El>)| {
        let (name, power) = match b.view.queue.get(pick as usize) {
            Some(&d) if pick != FROM_DECK => {
                let dev = &DEVS[d as usize];
                (dev.name.to_string(), dev_power(dev))
            }
            _ => (
                "The top of the deck (Almagro)".to_string(),
                "a card unseen until you take it".to_string(),
            ),
        };
        div("mn-dev-row")
            .child(el("p").child(el("b").text(name)).child(span("mn-power", format!(" {power}"))))
            .child(div("mn-buttons").kids(buttons))
    };
    (!rows.is_empty()).then(|| {
        div("mn-group")
            .child(el("h3").text("Identical set → development"))
            .kids(rows.into_iter().map(row))
    })
}

/// The chain of takes, one row per offer: whose it is, then its cards, each
/// card a button that takes it, followed (after ⇄) by the market cards it can
/// be swapped for, each a button that takes it and swaps it. A 4-player chain
/// fits a phone's screen this way; as a row per card with "Take" and "or swap
/// for" it did not (eleven rows).
/// A card on offer: its kind, its takes, and why it is held back.
type TakeCard<'a> = (u8, Vec<Action>, Option<&'a str>);

fn take_rows(b: &Board) -> Node {
    let mut offers: Vec<(u8, Vec<TakeCard>)> = Vec::new();
    let mut rest = Vec::new();
    for (a, why) in &b.offered {
        let Action::Take { from, kind, .. } = *a else {
            rest.push(button(b, *a));
            continue;
        };
        let at = match offers.iter().position(|(f, _)| *f == from) {
            Some(at) => at,
            None => {
                offers.push((from, Vec::new()));
                offers.len() - 1
            }
        };
        let cards = &mut offers[at].1;
        match cards.iter_mut().find(|(k, _, _)| *k == u8::from(kind)) {
            Some((_, takes, _)) => takes.push(*a),
            None => cards.push((kind.into(), vec![*a], why.as_deref())),
        }
    }
    let named = |a: Action, face: El| bare_button(b, a).attr("aria-label", b.words(&a)).child(face);
    let card = |(kind, takes, why): &TakeCard| {
        // A card the two-trade rule holds back: shown, not takeable; the row
        // says why.
        if why.is_some() {
            return el("li").class("mn-take mn-held").child(
                named(takes[0], chip(*kind as usize))
                    .class("mn-take-card")
                    .attr("disabled", ""),
            );
        }
        let mut take = None;
        let mut swaps = Vec::new();
        for &a in takes {
            match a {
                Action::Take { swap: Some(m), .. } => swaps.push(named(a, chip(m.index()))),
                _ => take = Some(named(a, chip(*kind as usize)).class("mn-take-card")),
            }
        }
        el("li").class("mn-take").opt(take).opt((!swaps.is_empty()).then(|| {
            span("mn-swaps", "")
                .child(span("mn-swap-mark", "⇄").hidden())
                .kids(swaps)
        }))
    };
    let row = |(from, cards): (u8, Vec<TakeCard>)| {
        let mut whys: Vec<&str> = cards.iter().filter_map(|(_, _, why)| *why).collect();
        whys.dedup();
        div("mn-offer-row")
            .child(span("mn-from", format!("{}:", b.seats.label(from as usize))))
            .child(el("ul").class("mn-offer-cards").kids(cards.iter().map(card)))
            .kids(whys.into_iter().map(|why| el("p").class("mn-why").text(format!("Not now: {why}."))))
    };
    div("mn-controls")
        .child(el("p").class("mn-take-help muted").text(
            "Tap a card to take it, or a market card after ⇄ to take the offered card and swap it for that one.",
        ))
        .kids(offers.into_iter().map(row))
        .child(div("mn-buttons").kids(rest))
        .into()
}

/// The sealed offer: a tick box per card in the hand; only a legal offer can be sent.
fn offer_form(b: &Board, hand: &Cards) -> Node {
    // One tick box per card, duplicates included, so the form reads the same
    // whatever the hand holds (steppers for pairs beside tick boxes did not).
    let cards: Vec<usize> = (0..KINDS)
        .flat_map(|k| std::iter::repeat_n(k, hand[k] as usize))
        .collect();
    let items = cards
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let copy = cards[..i].iter().filter(|&&c| c == k).count();
            PickItem {
                label: chip(k),
                name: match copy {
                    0 => resource_label(k),
                    n => format!("{} (card {})", resource_label(k), n + 1),
                },
                max: 1,
            }
        })
        .collect();
    let legal: Vec<Cards> = b
        .offered
        .iter()
        .filter_map(|(a, _)| match a {
            Action::Offer(c) => Some(*c),
            _ => None,
        })
        .collect();
    let sizes: Vec<u32> = legal.iter().map(total).collect();
    let (lo, hi) = (
        sizes.iter().copied().min().unwrap_or(0),
        sizes.iter().copied().max().unwrap_or(0),
    );
    let picked = move |counts: &[u32]| {
        let mut c = [0u8; KINDS];
        for (&k, &n) in cards.iter().zip(counts) {
            c[k] += n as u8;
        }
        c
    };
    let picked = Arc::new(picked);
    let p1 = picked.clone();
    let check: kit::PickCheck<Action> = Arc::new(move |counts: &[u32]| {
        let c = p1(counts);
        let n = total(&c);
        if legal.contains(&c) {
            Ok(Action::Offer(c))
        } else if lo == hi {
            Err(format!("Offer exactly {} ({n} chosen).", plural(hi, "card", "cards")))
        } else {
            Err(format!("Offer {lo} to {hi} cards ({n} chosen)."))
        }
    });
    let summary: kit::PickSummary = Arc::new(move |counts: &[u32]| {
        let c = picked(counts);
        let worth: u32 = (0..KINDS)
            .map(|k| u32::from(c[k]) * if k == RELIC { 10 } else { k as u32 + 1 })
            .sum();
        el("p").text(format!(
            "Your offer is worth {worth} in the Trade Master contest (relics 10)."
        ))
    });
    kit::pick_form(Pick {
        class: "mn-offer",
        legend: "Cards to offer".into(),
        items,
        initial: Vec::new(),
        check,
        summary: Some(summary),
        extra: Vec::new(),
        presets: Vec::new(),
        presets_note: String::new(),
        valid: "Ready to seal.".into(),
        submit: "Seal my offer".into(),
        act: b.act,
    })
}

fn dev_card(d: u8, first: bool) -> El {
    let dev = &DEVS[d as usize];
    let kind = match dev.kind {
        DevKind::Caravel { .. } => "caravel",
        DevKind::Merchant { .. } => "merchant",
        DevKind::Warehouse { .. } => "warehouse",
        DevKind::Shipyard => "shipyard",
        DevKind::Character(_) => "character",
    };
    el("li")
        .classes(&format!("mn-dev mn-{kind}"), &[("mn-head", first)])
        .child(el("b").text(dev.name))
        .opt(
            dev.icon
                .map(|e| span("mn-icon", format!("event: {}", e.name()))),
        )
        .child(el("p").class("mn-power").text(dev_power(dev)))
}

/// Whether the viewer is choosing from the face-up supply (or, with Ponce de
/// León, how their fleets will pick from it).
fn picking(b: &Board) -> bool {
    b.mine() && matches!(b.view.phase, Phase::Supply | Phase::Fleets { .. })
}

/// The face-up supply and the picking order.
fn supply(b: &Board) -> Option<El> {
    let v = &b.view;
    (!v.supply.is_empty()).then(|| {
        let mut c = [0u8; KINDS];
        for &k in &v.supply {
            c[k] += 1;
        }
        div("mn-supply")
            .child(el("h3").text("Supply, face up"))
            .child(chips(&c))
            .child(
                el("p")
                    .class("muted")
                    .text(picking_order(b, &v.order)),
            )
    })
}

/// The supply picks still to come, each seat's run of picks together: "Picks
/// to come: 2 for you, then 1 for Ann." (a seat picks once per caravel).
fn picking_order(b: &Board, order: &[Seat]) -> String {
    let mut runs: Vec<(Seat, usize)> = Vec::new();
    for &s in order {
        match runs.last_mut() {
            Some((last, n)) if *last == s => *n += 1,
            _ => runs.push((s, 1)),
        }
    }
    let runs: Vec<String> = runs
        .iter()
        .map(|&(s, n)| format!("{n} for {}", b.seats.whom(s)))
        .collect();
    format!("Picks to come: {}.", runs.join(", then "))
}

fn table(b: &Board) -> El {
    let v = &b.view;
    let event = match v.event {
        Some(e) => div("mn-event")
            .child(el("b").text(e.name()))
            .child(span("", format!(": {}.", e.effect()))),
        None => div("mn-event muted").text("No event this round."),
    };
    let queue = el("ol")
        .class("mn-queue")
        .attr("aria-label", "Development queue")
        .kids(
            v.queue
                .iter()
                .enumerate()
                .map(|(i, &d)| dev_card(d, i == 0)),
        );
    // While the viewer picks from it, the supply sits with their move instead.
    let supply = (!picking(b)).then(|| supply(b)).flatten();
    let mut market = [0u8; KINDS];
    for &k in &v.market {
        market[k] += 1;
    }
    el("section")
        .class("mn-table")
        .attr("aria-label", "The table")
        .opt(last_round(v))
        .child(event)
        .child(el("h2").text(format!(
            "Development queue ({} left in the deck)",
            v.dev_deck
        )))
        .child(queue)
        .child(
            kit::changed(div("mn-market"), b.changed.market, None)
                .child(el("h3").text("Market"))
                .child(chips(&market)),
        )
        .opt(supply)
        .child(el("p").class("muted").text(format!(
            "Resource deck: {} · discards: {}",
            v.deck, v.discard
        )))
}

/// The offers on the table and the chain so far.
fn trade(b: &Board) -> Option<El> {
    let v = &b.view;
    let on_table = v.seats.iter().any(|s| total(&s.table) > 0);
    if !on_table && v.takes.is_empty() && v.phase != Phase::Offer {
        return None;
    }
    let offers = el("ul")
        .class("mn-offers")
        .kids((0..v.seats.len()).map(|s| {
            let t = &v.seats[s].table;
            let state: Node = if v.phase == Phase::Offer {
                if v.offers.committed[s] {
                    "offer sealed".into()
                } else {
                    "choosing…".into()
                }
            } else if total(t) > 0 {
                chips(t).into()
            } else {
                "nothing left".into()
            };
            kit::changed(el("li"), b.changed.taken_from.contains(&s), None)
                .child(el("b").text(format!("{}: ", b.seats.label(s))))
                .child(state)
        }));
    let chain = (!v.takes.is_empty()).then(|| {
        let steps: Vec<String> = v
            .takes
            .iter()
            .map(|&(t, f)| format!("{} from {}", b.seats.whom(t), b.seats.whom(f)))
            .collect();
        let took = !b.changed.taken_from.is_empty();
        kit::changed(el("p").class("mn-chain"), took, None)
            .text(format!("Takes so far: {}.", steps.join(", ")))
    });
    Some(
        el("section")
            .class("mn-trade")
            .attr("aria-label", "Trade")
            .child(el("h2").text("Offers"))
            .child(offers)
            .opt(chain),
    )
}

fn players(b: &Board) -> El {
    let v = &b.view;
    el("ul")
        .class("mn-players")
        .kids(v.seats.iter().enumerate().map(|(s, p)| {
            let turn = v.to_act.contains(&s);
            el("li")
                .classes("mn-player", &[("mn-turn", turn)])
                .child(
                    div("mn-pl-name")
                        .child(el("b").text(b.seats.label(s)))
                        .opt((v.master == s).then(|| {
                            kit::changed(span("mn-badge", "Trade Master"), b.changed.master, None)
                        }))
                        .opt(p.perfect.then(|| span("mn-badge", "perfect set"))),
                )
                .child(
                    div("mn-pl-facts")
                        .child({
                            let moved = b.changed.money.get(s).copied().unwrap_or(0);
                            kit::changed(
                                span("mn-big", plural(p.money, "doubloon", "doubloons")),
                                moved != 0,
                                kit::delta(moved, ""),
                            )
                        })
                        .child(span(
                            "",
                            format!(
                                "+{}/round · fleet {} · {} in hand · warehouse {}/{}",
                                p.income,
                                p.fleet_value,
                                plural(p.hand_count, "card", "cards"),
                                p.store_count,
                                p.store_slots
                            ),
                        )),
                )
                .child(kit::changed(el("p").class("mn-devs"), b.changed.developed.contains(&s), None).text(if p.devs.is_empty() {
                    "No developments yet".to_string()
                } else {
                    p.devs
                        .iter()
                        .map(|&d| DEVS[d as usize].name)
                        .collect::<Vec<_>>()
                        .join(", ")
                }))
        }))
}

/// The mark that the round under way is (perhaps) the last, with why.
fn last_round(v: &MundusView) -> Option<El> {
    let why = super::standings::LastRound::on_board(v)?;
    Some(
        el("p")
            .class("mn-last-round")
            .child(el("b").text(why.mark()))
            .child(span("", why.words().split_once(": ").map_or(String::new(), |(_, w)| format!(": {w}")))),
    )
}
