//! The auction in progress: the pile, every bidder's part (who has bid what, who
//! is still to bid), what the pile is worth to each, and the viewer's bid form.

use leptos::prelude::*;

use super::super::state::BidState;
use super::super::view::AuctionView;
use super::super::ZaibatsuAction;
use super::piles::{potential_to, worth_to};
use super::{cards, Board};
use crate::app::kit;
use crate::app::markup::{div, el, span, El, Node};
use crate::engine::plural;

fn part(a: &AuctionView, seat: usize) -> String {
    match a.bids.get(seat).copied().unwrap_or(BidState::Waiting) {
        BidState::Waiting if seat == a.bidder => "bidding now…".to_string(),
        BidState::Waiting => "still to bid".to_string(),
        BidState::Passed => "passed".to_string(),
        BidState::CouldNotBid => "could not afford a bid".to_string(),
        BidState::Bid(n) if a.high == Some((seat, n)) => format!("bid T¥{n} · highest"),
        BidState::Bid(n) => format!("bid T¥{n}"),
    }
}

pub fn panel(b: &Board) -> Option<El> {
    let a = b.view.auction.as_ref()?;
    let pv = b.view.piles.get(a.pile as usize)?;
    let cards_here = &pv.pile.cards;
    let high = match a.high {
        Some((s, n)) => format!("Highest bid: T¥{n} by {}.", b.name(s)),
        None => "No bids yet.".to_string(),
    };
    let left: Vec<String> = a
        .order
        .iter()
        .filter(|&&s| a.bids.get(s) == Some(&BidState::Waiting))
        .map(|&s| b.name(s))
        .collect();
    let rows = a.order.iter().map(|&s| {
        let money = b.view.seats.get(s).map_or(0, |sv| sv.money);
        let worth = worth_to(b, s, cards_here);
        let now = s == a.bidder;
        let top = a.high.is_some_and(|(h, _)| h == s);
        let waiting = a.bids.get(s) == Some(&BidState::Waiting);
        let role = if s == a.caller {
            " · caller, bids last"
        } else {
            ""
        };
        let whom = if b.is_viewer(s) { "you" } else { "them" };
        el("li")
            .classes(
                "z-bidder",
                &[
                    ("z-now", now),
                    ("z-top", top),
                    ("z-out", !waiting && !top),
                    ("fresh", b.fresh.bids.contains(&s)),
                ],
            )
            .child(
                el("span")
                    .class("z-b-name")
                    .opt(now.then(|| span("z-dot", "▶ ").hidden()))
                    .child(el("strong").text(b.who(s)))
                    .child(span("muted", role)),
            )
            .child(kit::changed(
                span("z-b-part", part(a, s)),
                b.changed.bids.contains(&s),
                None,
            ))
            .child(span(
                "z-b-facts",
                match worth {
                    Some(w) => format!("has T¥{money} · worth +{} to {whom}", plural(w, "pt", "pts")),
                    None => format!("has T¥{money}"),
                },
            ))
    });
    let mine = !b.offered.is_empty();
    Some(
        el("section")
            .classes("z-auction", &[("z-mine", mine), (kit::MY_MOVE, mine)])
            .attr("aria-labelledby", "z-auction-title")
            .child(
                el("h2")
                    .attr("id", "z-auction-title")
                    .text(format!("Auction: pile {}", a.pile + 1)),
            )
            .opt(b.guide.as_ref().filter(|_| mine).map(kit::guide))
            .child(
                el("p")
                    .class("z-auction-facts")
                    .text(format!("Called by {}. ", b.name(a.caller)))
                    .child(el("strong").text(high))
                    .opt(
                        (!left.is_empty()).then(|| format!(" Still to bid: {}.", left.join(", "))),
                    ),
            )
            .child(div("z-pile-cards").kids(cards_here.iter().map(|&c| cards::chip(c, false))))
            .child(
                el("ol")
                    .class("z-bidders")
                    .attr("aria-label", "Bidders in order")
                    .kids(rows),
            )
            .opt(bid_form(b, a).map(Node::View)),
    )
}

/// The viewer's bid: an amount within the legal range, "Bid T¥N", and "Pass".
/// The stepper and the submit button keep `view!`: they follow the amount's own
/// signal between redraws. The static parts around them are plain elements.
fn bid_form(b: &Board, a: &AuctionView) -> Option<AnyView> {
    let amounts: Vec<u32> = b
        .offered
        .iter()
        .filter_map(|(act, why)| match act {
            ZaibatsuAction::Bid { amount } if why.is_none() => Some(*amount as u32),
            _ => None,
        })
        .collect();
    let pass = b
        .offered
        .iter()
        .find(|(act, _)| *act == ZaibatsuAction::Pass)
        .cloned();
    if amounts.is_empty() && pass.is_none() {
        return None;
    }
    let lo = amounts.iter().copied().min();
    let hi = amounts.iter().copied().max();
    let act = b.act;
    let amount = RwSignal::new(lo.unwrap_or(0));
    let legal = move |n: u32| amounts.contains(&n);
    let cards = b
        .view
        .piles
        .get(a.pile as usize)
        .map_or(&[][..], |pv| &pv.pile.cards[..]);
    let (worth, later) = b.view.viewer.map_or((None, None), |me| {
        (
            worth_to(b, me, cards),
            potential_to(b, me, cards),
        )
    });
    let range = match (lo, hi) {
        (Some(lo), Some(hi)) if lo == hi => format!("You can bid only T¥{lo}."),
        (Some(lo), Some(hi)) => format!("You may bid from T¥{lo} to T¥{hi}."),
        _ => "You cannot afford a bid: pass.".to_string(),
    };
    let advice = match (worth, later) {
        (None, _) => "Each T¥ you keep is worth 1 point at the end.".to_string(),
        (Some(worth), Some(later)) if later > worth => format!(
            "The pile adds {worth} points to your best score now, up to {later} if the inputs its companies need come to you later; each T¥ you keep is worth 1 point at the end."
        ),
        (Some(worth), _) => format!(
            "The pile adds {worth} points to your best score; each T¥ you keep is worth 1 point at the end."
        ),
    };
    let legal2 = legal.clone();
    let bid_part = (lo.is_some()).then(|| {
        let (lo, hi) = (lo.unwrap_or(0), hi.unwrap_or(0));
        // Comparisons live outside `view!`, whose parser would take `>` for a tag end.
        let at_lo = move || amount.get() <= lo;
        let at_hi = move || amount.get() >= hi;
        let cannot_bid = move || !legal2(amount.get());
        view! {
            <div class="z-stepper">
                <button
                    type="button"
                    aria-label="Lower the bid by T¥1"
                    disabled=at_lo
                    on:click=move |_| amount.update(|n| *n = n.saturating_sub(1).max(lo))
                >
                    "−"
                </button>
                <label class="z-amount">
                    <span class="sr-only">"Bid amount in T¥"</span>
                    <span aria-hidden="true">"T¥"</span>
                    <input
                        type="number"
                        inputmode="numeric"
                        min=lo
                        max=hi
                        step="1"
                        prop:value=move || amount.get().to_string()
                        on:input=move |ev| {
                            if let Ok(n) = event_target_value(&ev).trim().parse::<u32>() {
                                amount.set(n);
                            }
                        }
                    />
                </label>
                <button
                    type="button"
                    aria-label="Raise the bid by T¥1"
                    disabled=at_hi
                    on:click=move |_| amount.update(|n| *n = (*n + 1).min(hi))
                >
                    "+"
                </button>
            </div>
            <button
                type="submit"
                class="primary z-bid-btn"
                disabled=cannot_bid
            >
                {move || format!("Bid T¥{}", amount.get())}
            </button>
        }
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let n = amount.get_untracked();
        if legal(n) {
            if let Ok(amount) = u8::try_from(n) {
                act.run(ZaibatsuAction::Bid { amount });
            }
        }
    };
    let pass_button = pass.map(|(action, why)| {
        el("button")
            .attr("type", "button")
            .class("z-pass")
            .flag("disabled", why.is_some())
            .title(why.unwrap_or_default())
            .on_click(move || act.run(action))
            .text("Pass")
    });
    let range = el("p").class("z-range").text(range);
    let row = div("z-bid-row")
        .opt(bid_part.map(|v| Node::View(v.into_any())))
        .opt(pass_button);
    let advice = el("p").class("muted z-note").text(advice);
    Some(
        view! {
            <form class="z-bid" aria-label="Your bid" on:submit=submit>
                {range}
                {row}
                {advice}
            </form>
        }
        .into_any(),
    )
}
