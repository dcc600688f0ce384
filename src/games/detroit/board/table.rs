//! The table: one compact tile per seat, in seating order, so that 18 players fit
//! two to a row on a phone. Each tile shows the player's tokens toward 5, the
//! position card, and their part in the round (boss, coalition or excluded,
//! gravy, scrap, nominee, broker, plunder share).

use leptos::prelude::*;

use super::super::state::Bid;
use super::super::view::{SeatView, Stage};
use super::cards::{self, suit_class};
use super::{cls, Board};

/// A role tag; `kind` picks its look.
fn tag(text: String, kind: &'static str, title: &'static str) -> AnyView {
    view! { <span class=format!("dm-tag {kind}") title=title>{text}</span> }.into_any()
}

fn roles(b: &Board, s: &SeatView) -> Vec<AnyView> {
    let v = &b.view;
    let mut out = Vec::new();
    if s.is_boss {
        let f = s.faction.map_or("", |f| f.short());
        out.push(tag(
            format!("Boss {f}"),
            "dm-t-boss",
            "Highest position card of the faction: negotiates the coalition",
        ));
    }
    if s.is_broker {
        out.push(tag(
            "Broker".into(),
            "dm-t-broker",
            "Splits the plunder; first player next round",
        ));
    }
    if v.coalition.is_some_and(|c| c.gravy == s.seat) {
        out.push(tag("Gravy +1".into(), "dm-t-gain", "Took the gravy token"));
    }
    match (s.in_coalition, s.got_scrap) {
        (Some(true), _) => out.push(tag(
            "Coalition".into(),
            "dm-t-in",
            "In the coalition this round",
        )),
        (Some(false), Some(true)) => out.push(tag(
            "Excluded · scrap +1".into(),
            "dm-t-gain",
            "Left out of the coalition, and dealt a scrap card back: one token",
        )),
        (Some(false), Some(false)) => out.push(tag(
            "Excluded · no scrap".into(),
            "dm-t-out",
            "Left out of the coalition, and dealt back a card without scraps",
        )),
        (Some(false), None) => out.push(tag(
            "Excluded".into(),
            "dm-t-out",
            "Left out of the coalition: scraps only",
        )),
        (None, _) => {}
    }
    match s.bid {
        Some(Bid::Nominated) if s.failed_nominee => out.push(tag(
            "Failed nominee".into(),
            "dm-t-out",
            "Stood for broker and lost: no plunder",
        )),
        Some(Bid::Nominated) if !s.is_broker => {
            out.push(tag("Nominee".into(), "dm-t-plain", "Stands for broker"))
        }
        Some(Bid::Folded) => out.push(tag(
            "Folded".into(),
            "dm-t-plain",
            "Did not stand for broker",
        )),
        _ => {}
    }
    if let Some(k) = s.plunder_share.filter(|&k| k > 0) {
        out.push(tag(
            format!("Plunder +{k}"),
            "dm-t-gain",
            "Tokens from the plunder split",
        ));
    }
    if v.stage == Stage::GameOver && v.winner == Some(s.seat) {
        out.push(tag("Winner".into(), "dm-t-win", "Won the game"));
    }
    out
}

fn tile(b: &Board, s: &SeatView) -> impl IntoView {
    let v = &b.view;
    let me = b.is_me(s.seat);
    let out = s.excluded;
    let fresh = b.news.seats.contains(&s.seat);
    let won = v.stage == Stage::GameOver && v.winner == Some(s.seat);
    let faction = s.faction.map_or("dm-none", suit_class);
    let first = s.seat == v.first_player && v.stage != Stage::GameOver;
    let card = match s.position {
        Some(c) => cards::card(c, false).into_any(),
        None if v.stage == Stage::TakingPositions => view! {
            <span class="dm-card dm-empty" title="No position yet">
                <span aria-hidden="true">"?"</span>
                <span class="sr-only">"no position yet"</span>
            </span>
        }
        .into_any(),
        None => ().into_any(),
    };
    view! {
        <li
            class=cls(
                &format!("dm-seat {faction}"),
                &[("dm-turn", s.to_act), ("dm-me", me), ("dm-out", out), ("dm-fresh", fresh), ("dm-won", won)],
            )
            aria-current=s.to_act.then_some("true")
        >
            <div class="dm-seat-top">
                {s.to_act.then(|| view! { <span class="dm-arrow" aria-hidden="true">"▶"</span><span class="sr-only">"To play: "</span> })}
                <strong class="dm-seat-name">{b.who(s.seat)}</strong>
                {cards::tokens(s.tokens)}
            </div>
            <div class="dm-seat-mid">
                {card}
                {first.then(|| view! { <span class="dm-tag dm-first" title="First player this round">"1st"</span> })}
                {roles(b, s)}
            </div>
            {s.support.map(|h| view! { <div class="dm-seat-support">{cards::support(h)}</div> })}
        </li>
    }
}

pub fn seats(b: &Board) -> impl IntoView {
    let v = &b.view;
    view! {
        <section class="dm-table" aria-labelledby="dm-table-title">
            <h2 id="dm-table-title">{format!("The table · {} players", v.players)}</h2>
            <ol class="dm-seats">
                {v.seats.iter().map(|s| tile(b, s)).collect_view()}
            </ol>
        </section>
    }
}
