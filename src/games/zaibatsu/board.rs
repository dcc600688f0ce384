//! The Zaibatsu board in the browser: a pure function of one seat's view.
//!
//! From top to bottom (under the frame's news): whose move it is and what to do, the
//! players with their money and live scores, the auction in progress, the
//! viewer's hand, the auction piles, and every conglomerate as a supply chain.
//! Controls come only from the offered actions.

mod auction;
mod cards;
mod chain;
mod lost;
mod news;
mod piles;
mod tokens;

use leptos::prelude::*;

use super::view::{SeatView, Stage, ZaibatsuView};
use super::{Zaibatsu, ZaibatsuAction};
use crate::app::kit::{self, Seats};
use crate::app::markup::{div, el, span, sr, El};
use crate::app::registry::{BoardCtx, GameUi};
use crate::engine::{plural, Seat};

impl GameUi for Zaibatsu {
    const OWN_CONTROLS: bool = true;

    /// A long move's result in one line (see [`super::news::digest`]).
    fn news_digest(events: &[super::Event], n: &crate::engine::Narrator<'_>) -> Option<String> {
        super::news::digest(events, n)
    }

    /// The hand, by company.
    fn hidden(view: &ZaibatsuView) -> Vec<String> {
        let names: Vec<&str> = view.hand.iter().map(|id| id.company().name).collect();
        vec![hand_words(&names)]
    }

    fn rules_figure(name: &str) -> Option<El> {
        match name {
            "key" => Some(cards::key()),
            "cards" => Some(cards::card_list()),
            _ => None,
        }
    }

    fn board(ctx: BoardCtx<Self>) -> El {
        let lost = ctx
            .view
            .viewer
            .and_then(|v| super::lost::lost_call(&ctx.since, v, ctx.view.round))
            .filter(|l| ctx.panels.is_open(&l.key(), true));
        let b = Board {
            lost,
            live: ctx.live,
            guide: ctx.guide,
            panels: ctx.panels,
            fresh: news::of(&ctx.fresh, &ctx.view),
            changed: news::changed(&ctx.since, &ctx.view),
            view: ctx.view,
            seats: ctx.seats,
            offered: ctx.offered,
            act: ctx.act,
        };
        div("zb")
            .child(prompt(&b))
            .child(players(&b))
            .opt(lost::alone(&b))
            .opt(auction::panel(&b).map(|p| lost::above(&b, lost::Part::Auction, p)))
            .opt(piles::hand(&b).map(|p| lost::above(&b, lost::Part::Hand, p)))
            .child(lost::above(&b, lost::Part::Piles, piles::piles(&b)))
            .child(chain::conglomerates(&b))
            .child(cards::key())
            .opt(discarded(&b))
    }
}

/// Everything the parts of the board draw from.
pub(super) struct Board {
    pub view: ZaibatsuView,
    pub seats: Seats,
    /// The guided game's word on the viewer's decision.
    pub guide: Option<kit::Guide>,
    /// Which plans the player opened or closed.
    pub panels: kit::Panels,
    pub offered: Vec<(ZaibatsuAction, Option<String>)>,
    pub act: Callback<ZaibatsuAction>,
    pub fresh: news::Fresh,
    /// What changed since the viewer's last decision: marked where it lies.
    pub changed: news::Changed,
    /// The auction the viewer called and lost without deciding, until they
    /// move on (see [`lost`]).
    pub lost: Option<super::lost::LostCall>,
    /// The live position (not a replay, not looking back).
    pub live: bool,
}

impl Board {
    pub fn name(&self, seat: Seat) -> String {
        self.seats.name(seat)
    }

    /// The name, with "(you)" for the viewer.
    pub fn who(&self, seat: Seat) -> String {
        self.seats.label(seat)
    }

    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.view.viewer == Some(seat)
    }

    /// The seat whose move it is, if any.
    pub fn to_act(&self) -> Option<Seat> {
        match self.view.stage {
            Stage::Deal { turn } => Some(turn),
            Stage::Call { caller } => Some(caller),
            Stage::Bidding { bidder } => Some(bidder),
            Stage::Over => None,
        }
    }

    pub fn is_fresh(&self, id: super::CompanyId) -> bool {
        self.fresh.cards.contains(&id)
    }

    /// Whether the card was placed or bought since the viewer's last decision.
    pub fn is_changed(&self, id: super::CompanyId) -> bool {
        self.changed.cards.contains(&id)
    }
}

/// English ordinals for the call order ("1st", "2nd").
/// "Hand: A, B and C", or "Hand: empty".
fn hand_words(names: &[&str]) -> String {
    if names.is_empty() {
        return "Hand: empty".into();
    }
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    format!("Hand: {}", crate::engine::and_list(&names))
}

pub(super) fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One sentence saying what the game waits for, addressed to the viewer when it
/// is their move.
fn prompt(b: &Board) -> El {
    let v = &b.view;
    let mine = b.to_act().is_some_and(|s| b.is_viewer(s)) && !b.offered.is_empty();
    let text = match v.stage {
        Stage::Deal { .. } if mine => {
            "Your turn: place one card from your hand on an auction pile (buttons under each card)."
                .to_string()
        }
        Stage::Deal { turn } => {
            let left = v.seats.get(turn).map_or(0, |s| s.hand_size);
            format!(
                "The deal: {} is placing a card ({left} in hand).",
                b.name(turn)
            )
        }
        Stage::Call { .. } if mine => {
            "Your call: choose the next pile to auction. The others bid first; you bid last."
                .to_string()
        }
        Stage::Call { caller } => {
            format!("{} is choosing the next pile to auction.", b.name(caller))
        }
        Stage::Bidding { .. } if mine => {
            let pile = v.auction.as_ref().map_or(0, |a| a.pile as usize + 1);
            format!("Your bid on pile {pile}: bid an amount or pass.")
        }
        Stage::Bidding { bidder } => {
            let pile = v.auction.as_ref().map_or(0, |a| a.pile as usize + 1);
            format!("{} is bidding on pile {pile}.", b.name(bidder))
        }
        Stage::Over => {
            let names: Vec<String> = v.winners.iter().map(|&w| b.name(w)).collect();
            match names.len() {
                0 => "The game is over.".to_string(),
                1 => format!(
                    "The game is over: {}. Below, each final plan.",
                    b.seats.does(v.winners[0], "win", "wins")
                ),
                _ => format!(
                    "The game is over: {} share the win. Below, each final plan.",
                    names.join(" and ")
                ),
            }
        }
    };
    let round = if v.stage == Stage::Over {
        format!("Round {} of {} · final", v.round, v.rounds)
    } else {
        format!(
            "Round {} of {} · {} still to come",
            v.round,
            v.rounds,
            plural(v.deck_left, "card", "cards")
        )
    };
    kit::prompt(round, text, mine)
}

/// A seat's conglomerate in a few words: "no companies", "2/3 operating".
fn companies(sv: &SeatView) -> String {
    let operating = sv.plan.companies.iter().filter(|c| c.operating).count();
    match sv.conglomerate.len() {
        0 => "no companies".to_string(),
        n => format!("{operating}/{n} operating"),
    }
}

/// Every player at a glance: money, companies, live score, who is to act.
fn players(b: &Board) -> El {
    let v = &b.view;
    let over = v.stage == Stage::Over;
    let deal = matches!(v.stage, Stage::Deal { .. });
    let items = v.seats.iter().enumerate().map(|(s, sv)| {
        let turn = b.to_act() == Some(s);
        let won = v.winners.contains(&s);
        let companies = companies(sv);
        let now = if over { "final" } else { "now" };
        let paid = b.changed.money.get(s).copied().unwrap_or(0);
        el("li")
            .classes(
                "z-player",
                &[("z-turn", turn), ("z-won", won), ("z-me", b.is_viewer(s))],
            )
            .child(
                div("z-pl-name")
                    .opt(turn.then(|| span("z-dot", "▶").hidden()))
                    .opt(turn.then(|| sr("To play: ")))
                    .opt(won.then(|| span("z-crown", "Winner")))
                    .child(el("strong").text(b.who(s)))
                    .opt((s == v.commissioner && !over).then(|| {
                        span("z-badge", "Commissioner")
                            .title("Places first and calls the first and last auction")
                    })),
            )
            .child(
                div("z-pl-facts")
                    .child(kit::changed(
                        el("span").text(format!("T¥{}", sv.money)),
                        paid != 0,
                        kit::delta(paid, "T¥"),
                    ))
                    .child(kit::changed(
                        el("span").text(companies),
                        b.changed.bought.contains(&s),
                        None,
                    ))
                    .opt(deal.then(|| el("span").text(format!("{} in hand", sv.hand_size)))),
            )
            .child(
                div("z-pl-score")
                    .title("Points of the operating companies plus money")
                    .child(span("z-big", sv.score.to_string()))
                    .child(el("span").text(format!(" {now} = {} + T¥{}", sv.plan.score, sv.money))),
            )
    });
    el("section")
        .class("z-players-wrap")
        .attr("aria-label", "Players and scores")
        .child(el("ul").class("z-players").kids(items))
}

fn discarded(b: &Board) -> Option<El> {
    let d = &b.view.discarded;
    (!d.is_empty()).then(|| {
        let names: Vec<&str> = d.iter().map(|c| c.company().name).collect();
        el("p").class("z-discarded muted").text(format!(
            "Left the game unsold ({}): {}.",
            d.len(),
            names.join(", ")
        ))
    })
}
