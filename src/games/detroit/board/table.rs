//! The table: one compact tile per seat, in seating order, so that 18 players fit
//! two to a row on a phone. Each tile shows the player's tokens toward 5, the
//! position card, and their part in the round (boss, coalition or excluded,
//! gravy, scrap, nominee, broker, plunder share).

use super::super::cards::WINNING_TOKENS;
use super::super::state::Bid;
use super::super::view::{SeatView, Stage};
use super::cards::{self, suit_class};
use super::Board;
use crate::app::kit;
use crate::app::markup::{div, el, span, sr, El};
use crate::engine::Seat;

/// A role tag; `kind` picks its look.
fn tag(text: String, kind: &'static str, title: &'static str) -> El {
    span(&format!("dm-tag {kind}"), text).title(title)
}

fn roles(b: &Board, s: &SeatView) -> Vec<El> {
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

fn tile(b: &Board, s: &SeatView) -> El {
    let v = &b.view;
    let me = b.is_me(s.seat);
    let out = s.excluded;
    let fresh = b.fresh.contains(&s.seat);
    let won = v.stage == Stage::GameOver && v.winner == Some(s.seat);
    let faction = s.faction.map_or("dm-none", suit_class);
    let first = s.seat == v.first_player && v.stage != Stage::GameOver;
    let card = match s.position {
        Some(c) => Some(kit::changed(
            cards::card(c, false),
            b.changed.positions.contains(&s.seat),
            None,
        )),
        None if v.stage == Stage::TakingPositions => Some(
            el("span")
                .class("dm-card dm-empty")
                .title("No position yet")
                .child(el("span").hidden().text("?"))
                .child(sr("no position yet")),
        ),
        None => None,
    };
    let top = div("dm-seat-top")
        .opt(s.to_act.then(|| span("dm-arrow", "▶").hidden()))
        .opt(s.to_act.then(|| sr("To play: ")))
        .child(el("strong").class("dm-seat-name").text(b.who(s.seat)))
        .child({
            let won = b.changed.tokens.get(s.seat).copied().unwrap_or(0);
            kit::changed(cards::tokens(s.tokens), won != 0, kit::delta(won, ""))
        });
    let mid = div("dm-seat-mid")
        .opt(card)
        .opt(first.then(|| span("dm-tag dm-first", "1st").title("First player this round")))
        .kids(roles(b, s));
    el("li")
        .classes(
            &format!("dm-seat {faction}"),
            &[
                ("dm-turn", s.to_act),
                ("dm-me", me),
                ("dm-out", out),
                ("fresh", fresh),
                ("dm-won", won),
            ],
        )
        .maybe("aria-current", s.to_act.then_some("true"))
        .child(top)
        .child(mid)
        .opt(
            s.support
                .map(|h| div("dm-seat-support").child(cards::support(h))),
        )
}

/// The seats' tiles, a fold on a phone (see `kit::Panels::part`): its summary
/// says who holds the most tokens, and the viewer's own.
pub fn seats(b: &Board) -> El {
    let v = &b.view;
    let heading = el("h2")
        .attr("id", "dm-table-title")
        .text(format!("The table · {} players", v.players));
    let c = &b.changed;
    let changed = !c.positions.is_empty() || c.tokens.iter().any(|&t| t != 0);
    b.panels
        .part(
            "dm-table",
            heading,
            standing(b),
            changed,
            el("ol")
                .class("dm-seats")
                .kids(v.seats.iter().map(|s| tile(b, s))),
        )
        .add_class("dm-table")
        .attr("aria-labelledby", "dm-table-title")
}

/// "Most tokens: Greta 3 · you 2", out of the tokens that win.
fn standing(b: &Board) -> String {
    let v = &b.view;
    let most = v.seats.iter().map(|s| s.tokens).max().unwrap_or(0);
    if most == 0 {
        return format!("No tokens yet · {WINNING_TOKENS} win");
    }
    let leaders: Vec<Seat> = v.seats.iter().filter(|s| s.tokens == most).map(|s| s.seat).collect();
    let names: Vec<String> = leaders.iter().map(|&s| b.who(s)).collect();
    // No-break spaces hold a figure to its words: a narrow line breaks
    // between the parts, never leaving a "0" alone.
    let mut line = format!(
        "Most tokens: {} {most}\u{a0}of\u{a0}{WINNING_TOKENS}",
        crate::engine::and_list(&names)
    );
    if let Some(me) = v.me.filter(|m| !leaders.contains(m)) {
        let mine = v.seats.get(me).map_or(0, |s| s.tokens);
        line.push_str(&format!(" · you\u{a0}{mine}"));
    }
    line
}
