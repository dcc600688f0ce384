//! The viewer's cards and every control they may use, built only from the
//! offered actions: a button per card for the position; a form to propose a
//! coalition (tick factions, pick the gravy, the majority counted live, the
//! reason shown when the pick is not valid); accept or refuse; nominate or fold;
//! the broker's odd plunder tokens, one button per player.

use std::sync::Arc;

use leptos::prelude::*;

use super::super::cards::{Card, Suit, SupportHand};
use super::super::coalition::FactionSet;
use super::super::view::{DetroitView, FactionView, Stage};
use super::super::DetroitAction;
use super::cards::{self, card_words};
use super::round::majority_meter;
use super::Board;
use crate::app::kit::{self, Pick, PickItem};
use crate::app::markup::{div, el, span, El, Node};
use crate::engine::{plural, Seat};

pub fn panel(b: &Board) -> Option<El> {
    let me = b.view.me?;
    let v = &b.view;
    let has = |f: fn(&DetroitAction) -> bool| b.offered.iter().any(|(a, _)| f(a));
    let choosing = has(|a| matches!(a, DetroitAction::Position(_)));
    let body: Option<Vec<Node>> = if choosing {
        Some(nodes(position_buttons(b)))
    } else if has(|a| matches!(a, DetroitAction::Propose { .. })) {
        Some(vec![propose_form(b)])
    } else if has(|a| matches!(a, DetroitAction::Accept | DetroitAction::Refuse)) {
        Some(nodes(respond(b)))
    } else if has(|a| matches!(a, DetroitAction::Nominate | DetroitAction::Fold)) {
        Some(nodes(bid(b)))
    } else if has(|a| matches!(a, DetroitAction::GiveExtra(_))) {
        Some(nodes(give_extra(b)))
    } else {
        None
    };
    let bidding = has(|a| matches!(a, DetroitAction::Nominate | DetroitAction::Fold));
    let hand = if choosing { None } else { my_cards(b) };
    let excluded = v.seats.get(me).is_some_and(|s| s.excluded);
    let redealt = v.my_redealt.filter(|_| excluded).map(|c| {
        let over = v.stage == Stage::GameOver;
        let text = match (c.is_scrap(), over) {
            (true, true) => "a scrap: you took a token.",
            (false, true) => "no scrap this time.",
            (true, false) => "a scrap: you took a token. You sit out the rest of the round.",
            (false, false) => "no scrap this time. You sit out the rest of the round.",
        };
        el("p")
            .class("dm-redealt")
            .text("You were excluded and dealt back ")
            .child(cards::card(c, false))
            .text(" — ")
            .text(text)
    });
    if body.is_none() && hand.is_none() && redealt.is_none() {
        return None;
    }
    let mine = body.is_some();
    // The decision first; the support cards first only when they are what
    // the decision is about (standing for broker).
    let (before, after) = if bidding { (hand, None) } else { (None, hand) };
    Some(
        el("section")
            .classes(
                "dm-panel dm-you",
                &[("dm-mine", mine), (kit::MY_MOVE, mine)],
            )
            .attr("aria-labelledby", "dm-you-title")
            .child(el("h2").attr("id", "dm-you-title").text(if mine {
                "Your move"
            } else {
                "Your cards"
            }))
            .opt(b.guide.as_ref().filter(|_| mine).map(kit::guide))
            .kids(before.into_iter().flatten())
            .opt(redealt)
            .kids(body.into_iter().flatten())
            .kids(after.into_iter().flatten()),
    )
}

/// Elements as the nodes a panel holds beside the form (a view).
fn nodes(els: Vec<El>) -> Vec<Node> {
    els.into_iter().map(Node::from).collect()
}

/// `<p class="dm-note">`: the board's small print.
fn note(text: impl Into<String>) -> El {
    el("p").class("dm-note").text(text)
}

/// The hidden cards held, and what they make as support.
fn my_cards(b: &Board) -> Option<Vec<El>> {
    let hand = &b.view.my_hand;
    if hand.is_empty() || b.view.stage == Stage::GameOver {
        return None;
    }
    let text = match hand.as_slice() {
        &[a, c] => format!(
            "Your support: {}. Nominees compare support: pair, then brace, then mess.",
            describe(SupportHand::new(a, c))
        ),
        _ => "You take a position when your turn comes; the other two cards become your support."
            .to_string(),
    };
    Some(
        [
            div("dm-hand").kids(hand.iter().map(|&c| cards::card(c, true))),
            note(text),
        ]
        .into_iter()
        .chain(outlook(b))
        .chain(coalitions(b))
        .collect(),
    )
}

/// Most coalitions listed while waiting: the rest are named by count.
const COALITIONS_LISTED: usize = 5;

/// While other bosses negotiate: the coalitions that could still form, those
/// with the player's faction first, so the wait shows what is at stake.
fn coalitions(b: &Board) -> Option<El> {
    let v = &b.view;
    let proposing = b
        .offered
        .iter()
        .any(|(a, _)| matches!(a, DetroitAction::Propose { .. }));
    if proposing || v.stage == Stage::GameOver {
        return None;
    }
    let own = v.me.and_then(|m| v.seats.get(m)).and_then(|s| s.faction);
    let mut valid: Vec<(bool, usize, FactionSet)> = v
        .coalition_candidates
        .iter()
        .filter(|c| c.valid.is_ok())
        .map(|c| (own.is_some_and(|o| c.factions.contains(o)), c.players, c.factions))
        .collect();
    if valid.is_empty() {
        return None;
    }
    crate::engine::sort::sort_by_key(&mut valid, |&(with, players, f)| (!with, players, f.bits()));
    let with_you = valid.iter().filter(|c| c.0).count();
    let title = format!(
        "Coalitions that can form ({} of {} players needed): {with_you} with you, {} without",
        v.majority,
        v.players,
        valid.len() - with_you
    );
    let more = valid.len().saturating_sub(COALITIONS_LISTED);
    Some(
        div("dm-outlook")
            .child(note(title))
            .child(el("ul").kids(valid.iter().take(COALITIONS_LISTED).map(|&(with, players, f)| {
                el("li").text(format!(
                    "{}: {players} players, {}● plunder, {}",
                    f.describe(),
                    b.plunder_in(f),
                    if with { "with you" } else { "without you" }
                ))
            })))
            .opt((more > 0).then(|| note(format!("And {more} more.")))),
    )
}

/// While the others take positions: what each card in hand would do against
/// the positions laid so far, something to weigh before the turn comes.
fn outlook(b: &Board) -> Option<El> {
    let v = &b.view;
    let laid = b.positions_taken();
    if v.stage != Stage::TakingPositions || v.my_hand.len() != 3 || laid == 0 {
        return None;
    }
    let title = format!("Against the {laid} of {} positions laid", v.players);
    Some(
        div("dm-outlook")
            .child(note(title))
            .child(el("ul").kids(v.my_hand.iter().map(|&c| el("li").text(card_outlook(b, c))))),
    )
}

/// One card against its faction so far: would it lead it, or join under whom.
fn card_outlook(b: &Board, c: Card) -> String {
    let suit = c.suit().name();
    let same: Vec<(Seat, Card)> = b
        .view
        .seats
        .iter()
        .filter_map(|s| s.position.filter(|p| p.suit() == c.suit()).map(|p| (s.seat, p)))
        .collect();
    let Some(&(boss, best)) = same.iter().max_by_key(|(_, p)| *p) else {
        return format!("{c}: no {suit} laid yet; you would lead it for now.");
    };
    let faction = plural(same.len() + 1, "player", "players");
    if c > best {
        format!("{c}: beats {}'s {best}; you would lead {suit} ({faction}).", b.name(boss))
    } else {
        format!("{c}: joins {suit} under {}'s {best} ({faction}).", b.name(boss))
    }
}

fn describe(h: SupportHand) -> String {
    format!("a {} ({} and {})", h.kind.name(), h.high, h.low)
}

fn position_buttons(b: &Board) -> Vec<El> {
    let act = b.act;
    let buttons = b
        .offered
        .iter()
        .filter_map(|(a, why)| match a {
            DetroitAction::Position(c) => Some((*c, why.clone())),
            _ => None,
        })
        .map(|(c, why)| {
            let action = DetroitAction::Position(c);
            // Named by its words, not an aria-label, so that what a player
            // sees is what a voice user says: "Play", the card, "as your
            // position" (the card's words first on screen, see board.css).
            el("button")
                .attr("type", "button")
                .class("dm-play")
                .title(why.clone().unwrap_or_else(|| card_words(c)))
                .flag("disabled", why.is_some())
                .on_click(move || act.run(action))
                .child(span("dm-play-say", "Play "))
                .child(cards::card(c, true))
                .child(span("dm-play-say", " as your position"))
        });
    vec![
        div("dm-hand").kids(buttons),
        note("Its faction is the one you back; a high card may make you its boss. ● plunder pays if your faction is in the coalition (or if none forms); ○ scraps may pay if you are left out."),
    ]
}

/// A number per faction this round (players, plunder cards), summed over a
/// set of factions.
fn tally(
    v: &DetroitView,
    of: impl Fn(&FactionView) -> usize,
) -> impl Fn(FactionSet) -> usize + Copy {
    let mut per_suit = [0usize; 5];
    for f in &v.factions {
        if let Some(n) = per_suit.get_mut(f.suit.index()) {
            *n = of(f);
        }
    }
    move |set: FactionSet| {
        set.suits()
            .map(|s| per_suit.get(s.index()).copied().unwrap_or(0))
            .sum()
    }
}

/// The coalition form. Only the offered proposals can be sent; the reason an
/// invalid pick cannot comes from the offered actions too.
fn propose_form(b: &Board) -> Node {
    let v = &b.view;
    let act = b.act;
    let offers: Vec<(FactionSet, Suit, Option<String>)> = b
        .offered
        .iter()
        .filter_map(|(a, why)| match a {
            DetroitAction::Propose { factions, gravy } => Some((*factions, *gravy, why.clone())),
            _ => None,
        })
        .collect();
    let size_of = tally(v, |f| f.members.len());
    let own = v.me.and_then(|m| v.seats.get(m)).and_then(|s| s.faction);
    let mut valid: Vec<FactionSet> = Vec::new();
    for (f, _, why) in &offers {
        if why.is_none() && !valid.contains(f) {
            valid.push(*f);
        }
    }
    crate::engine::sort::sort_by_key(&mut valid, |&f| (size_of(f), f.len(), f.bits()));
    // Start from the smallest valid coalition that includes the proposer's own
    // faction: the fewest mouths to feed.
    let initial = valid
        .iter()
        .copied()
        .find(|f| own.is_some_and(|o| f.contains(o)))
        .or_else(|| valid.first().copied())
        .unwrap_or_default();
    let first_boss = v.factions.first().map(|f| f.suit);
    let gravy = RwSignal::new(own.or(first_boss).map_or(0, Suit::index));
    let (total, needed) = (v.players, v.majority);
    let plunder_of = tally(v, |f| f.plunder);

    // The pick form counts one tick per faction on the table, in table order.
    let suits: Arc<Vec<Suit>> = Arc::new(v.factions.iter().map(|f| f.suit).collect());
    let counts_of = {
        let suits = suits.clone();
        move |set: FactionSet| -> Vec<u32> {
            suits.iter().map(|&s| u32::from(set.contains(s))).collect()
        }
    };
    let set_of = {
        let suits = suits.clone();
        move |counts: &[u32]| {
            suits
                .iter()
                .zip(counts)
                .filter(|(_, &c)| c > 0)
                .fold(FactionSet::default(), |set, (&s, _)| set.with(s))
        }
    };
    let offers = Arc::new(offers);
    let check = {
        let set_of = set_of.clone();
        move |counts: &[u32]| -> Result<DetroitAction, String> {
            let s = set_of(counts);
            if s.is_empty() {
                return Err("Tick at least one faction.".into());
            }
            if let Some((_, _, Some(why))) = offers.iter().find(|(f, _, _)| *f == s) {
                return Err(why.clone());
            }
            let g = Suit::from_index(gravy.get()).ok_or("Pick who takes the gravy token.")?;
            offers
                .iter()
                .find(|(f, gs, why)| *f == s && *gs == g && why.is_none())
                .map(|_| DetroitAction::Propose {
                    factions: s,
                    gravy: g,
                })
                .ok_or_else(|| "This combination cannot be proposed.".to_string())
        }
    };
    let summary = move |counts: &[u32]| {
        let s = set_of(counts);
        div("dm-live")
            .child(majority_meter(size_of(s), total, needed))
            .child(note(format!(
                "Plunder in it: {}● — tokens the broker will split among its players.",
                plunder_of(s)
            )))
    };
    let items = v
        .factions
        .iter()
        .map(|f| {
            let players = match f.members.len() {
                1 => "1 player".to_string(),
                n => format!("{n} players"),
            };
            PickItem {
                label: el("span")
                    .class(&format!("dm-tick {}", cards::suit_class(f.suit)))
                    .child(cards::badge(f.suit))
                    .child(el("span").text(format!(" {}", f.suit.name())))
                    .child(span(
                        "dm-tick-facts",
                        format!("{players} · boss {}", b.who(f.boss)),
                    )),
                name: format!("{}: {players}, boss {}", f.suit.name(), b.who(f.boss)),
                max: 1,
            }
        })
        .collect();
    let gravy_options: Vec<AnyView> = v
        .factions
        .iter()
        .map(|f| {
            let i = f.suit.index();
            el("option")
                .attr("value", i.to_string())
                .flag("selected", gravy.get_untracked() == i)
                .text(format!("{} ({} boss)", b.who(f.boss), f.suit.name()))
                .into_view()
        })
        .collect();
    let select = view! {
        <select
            id="dm-gravy"
            prop:value=move || gravy.get().to_string()
            on:change=move |ev| {
                if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                    gravy.set(i);
                }
            }
        >
            {gravy_options}
        </select>
    };
    let presets = valid
        .iter()
        .map(|&f| {
            (
                format!("{} · {} · {}●", f.describe(), size_of(f), plunder_of(f)),
                counts_of(f),
                format!("Tick {} ({})", f.describe(), plural(size_of(f), "player", "players")),
            )
        })
        .collect();
    kit::pick_form(Pick {
        class: "dm-propose",
        legend: "Factions in the coalition".into(),
        items,
        initial: counts_of(initial),
        check: Arc::new(check),
        summary: Some(Arc::new(summary)),
        extra: vec![div("dm-gravy")
            .child(el("label").attr("for", "dm-gravy").text("Gravy token to"))
            .child(select.into_any())
            .into()],
        presets,
        presets_note: "Valid coalitions (tap to tick):".into(),
        valid: "A valid coalition.".into(),
        submit: "Propose".into(),
        act,
    })
}

fn respond(b: &Board) -> Vec<El> {
    let v = &b.view;
    let about = v.proposals.last().map(|p| {
        format!(
            "{} proposes {}: {} of {} players (needs {}), {}● plunder to split. Gravy token to {}.",
            b.name(p.proposer),
            p.factions.describe(),
            p.players,
            v.players,
            v.majority,
            b.plunder_in(p.factions),
            b.seats.whom(p.gravy)
        )
    });
    let hint = match v.proposers_left.first() {
        None => "If you refuse, no boss is left to propose: no coalition, and each plunder position pays its holder.".to_string(),
        Some(&next) => format!(
            "If you refuse, the proposal fails; the next proposer is {}.",
            b.seats.whom(next)
        ),
    };
    vec![
        el("p").class("dm-summary").opt(about),
        note(hint),
        div("dm-row").kids(buttons(b, &[DetroitAction::Accept, DetroitAction::Refuse])),
    ]
}

fn bid(b: &Board) -> Vec<El> {
    vec![
        note("Nominees reveal their support; the best hand becomes broker and splits the plunder. A failed nominee gets no plunder. Folding discards your support unseen."),
        div("dm-row")
            .kids(buttons(b, &[DetroitAction::Nominate, DetroitAction::Fold])),
    ]
}

/// `<span class="dm-why">`: why a control is disabled.
fn why_span(why: Option<String>) -> Option<El> {
    why.map(|w| span("dm-why", w))
}

/// A button for each of `wanted` that is offered, with its reason when disabled.
fn buttons(b: &Board, wanted: &[DetroitAction]) -> Vec<El> {
    let act = b.act;
    wanted
        .iter()
        .filter_map(|w| b.offered.iter().find(|(a, _)| a == w))
        .flat_map(|(a, why)| {
            let action = *a;
            let (text, primary) = match action {
                DetroitAction::Accept => ("Accept", true),
                DetroitAction::Refuse => ("Refuse", false),
                DetroitAction::Nominate => ("Nominate (stand for broker)", true),
                DetroitAction::Fold => ("Fold", false),
                _ => ("", false),
            };
            let button = el("button")
                .attr("type", "button")
                .classes("", &[("primary", primary)])
                .flag("disabled", why.is_some())
                .title(why.clone().unwrap_or_default())
                .on_click(move || act.run(action))
                .text(text);
            [Some(button), why_span(why.clone())].into_iter().flatten()
        })
        .collect()
}

fn give_extra(b: &Board) -> Vec<El> {
    let act = b.act;
    let v = &b.view;
    let rows = b
        .offered
        .iter()
        .filter_map(|(a, why)| match a {
            DetroitAction::GiveExtra(to) => Some((*to as usize, why.clone())),
            _ => None,
        })
        .map(|(to, why)| {
            // The engine's reason names "Player N"; say the same with the name.
            let why = why.map(|engine| extra_refusal(b, to).unwrap_or(engine));
            let action = DetroitAction::GiveExtra(to as u8);
            let tokens = v.seats.get(to).map_or(0, |s| s.tokens);
            let share = v.plunder.as_ref().map_or(0, |p| p.share(to));
            let off = why.is_some();
            el("li")
                .classes("dm-give", &[("dm-off", off)])
                .child(
                    el("button")
                        .attr("type", "button")
                        .flag("disabled", off)
                        .title(why.clone().unwrap_or_default())
                        .on_click(move || act.run(action))
                        .text(if b.is_me(to) {
                            "Keep an extra token".to_string()
                        } else {
                            format!("Give an extra token to {}", b.name(to))
                        }),
                )
                .child(span(
                    "dm-give-facts",
                    format!(
                        "has {} · plunder so far +{share}",
                        plural(tokens, "token", "tokens")
                    ),
                ))
                .opt(why_span(why))
        });
    let summary = v.plunder.as_ref().map(|p| super::round::split_text(b, p));
    vec![
        el("p").class("dm-summary").opt(summary),
        note("Custom: favour yourself first, then players with few tokens."),
        el("ul").class("dm-gives").kids(rows),
    ]
}

/// Why `to` may not get an odd plunder token, in the players' names, from the
/// view: already given one, a failed nominee, or outside the coalition.
fn extra_refusal(b: &Board, to: usize) -> Option<String> {
    let v = &b.view;
    let who = b.who(to);
    let seat = v.seats.get(to)?;
    if v.plunder.as_ref()?.chosen.contains(&to) {
        Some(format!(
            "{who} already has an odd token: nobody may get two, so the split stays even."
        ))
    } else if seat.failed_nominee {
        Some(format!(
            "{who} stood for broker and lost: a failed nominee gets no plunder."
        ))
    } else if seat.in_coalition != Some(true) {
        Some(format!("{who} is not in the coalition."))
    } else {
        None
    }
}
