//! "What just happened": the view's public events (this round and the previous
//! one) told in words. Lines since the viewer's own last move stand out; lines
//! new since the last drawing flash once, and so do the seats they name.
//!
//! What was drawn last is remembered between drawings (the board itself is
//! redrawn from scratch). When the new view is not a plausible future of the
//! remembered one (looking back in the log, another game), nothing flashes.

use std::cell::RefCell;

use super::super::coalition::FactionSet;
use super::super::events::Event;
use super::super::view::DetroitView;
use super::cards::card_short;
use super::{and_list, Board};
use crate::app::markup::{el, El};
use crate::engine::Seat;

pub fn name_of(names: &[String], seat: Seat) -> String {
    crate::engine::Names(names).of(seat)
}

/// How far the game had got when last drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Progress {
    players: usize,
    round: u32,
    events: usize,
    extras: usize,
}

impl Progress {
    fn of(v: &DetroitView) -> Progress {
        Progress {
            players: v.players,
            round: v.round,
            events: v.events.len(),
            extras: extras_given(v).len(),
        }
    }
}

thread_local! {
    /// The progress last drawn and how many items were new then.
    static LAST: RefCell<Option<(Progress, usize)>> = const { RefCell::new(None) };
}

/// Something to tell: an event, or an odd plunder token handed out (the split
/// in progress has no events of its own).
#[derive(Clone, Debug)]
enum Item {
    Event(Event),
    Extra { broker: Seat, to: Seat },
}

fn extras_given(v: &DetroitView) -> Vec<Seat> {
    match (&v.plunder, v.stage) {
        (Some(p), super::super::view::Stage::SplittingPlunder) => p.chosen.clone(),
        _ => Vec::new(),
    }
}

/// One line of the news.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    /// New since the last drawing: flashes once.
    pub new: bool,
    /// Since the viewer's own last move.
    pub since: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct News {
    pub lines: Vec<Line>,
    /// Lines since the viewer's last move that did not fit.
    pub more: usize,
    /// Seats named by the new items, to highlight on the table.
    pub seats: Vec<Seat>,
}

/// Lines kept on show; the log has everything.
const MAX_LINES: usize = 6;

/// How many of the items at the end are new since the last drawing.
fn count_new(v: &DetroitView) -> usize {
    let now = Progress::of(v);
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        let new = match *last {
            Some((old, kept)) if old == now => kept,
            Some((old, _))
                if old.players == now.players
                    && old.round == now.round
                    && now.events >= old.events
                    && now.extras >= old.extras =>
            {
                now.events - old.events + now.extras - old.extras
            }
            Some((old, _)) if old.players == now.players && old.round + 1 == now.round => {
                v.previous_round.len().saturating_sub(old.events) + now.events + now.extras
            }
            _ => 0,
        };
        *last = Some((now, new));
        new
    })
}

pub fn since_last(v: &DetroitView, names: &[String]) -> News {
    let new = count_new(v);
    let mut items: Vec<Item> = v
        .previous_round
        .iter()
        .chain(&v.events)
        .cloned()
        .map(Item::Event)
        .collect();
    if let Some(broker) = v.broker {
        items.extend(
            extras_given(v)
                .into_iter()
                .map(|to| Item::Extra { broker, to }),
        );
    }
    let first_new = items.len().saturating_sub(new);
    let mine_last =
        v.me.and_then(|me| items.iter().rposition(|it| actor(it) == Some(me)));
    let first_since = mine_last.map_or(0, |i| i + 1);

    let mut seats: Vec<Seat> = Vec::new();
    for it in items.iter().skip(first_new) {
        for s in named_seats(it) {
            if !seats.contains(&s) {
                seats.push(s);
            }
        }
    }

    let lines = group(&items, names, first_new, first_since);
    let since_count = lines.iter().filter(|l| l.since).count();
    let shown = lines.len().min(MAX_LINES);
    let more = since_count.saturating_sub(shown);
    let lines = lines[lines.len() - shown..].to_vec();
    News { lines, more, seats }
}

/// Who made the decision an item records.
fn actor(it: &Item) -> Option<Seat> {
    match it {
        Item::Event(e) => match e {
            Event::TookPosition { seat, .. }
            | Event::Proposed { seat, .. }
            | Event::Responded { seat, .. }
            | Event::Nominated { seat }
            | Event::Folded { seat } => Some(*seat),
            _ => None,
        },
        Item::Extra { broker, .. } => Some(*broker),
    }
}

fn named_seats(it: &Item) -> Vec<Seat> {
    match it {
        Item::Event(e) => match e {
            Event::RoundStarted { .. } | Event::NoCoalition => Vec::new(),
            Event::TookPosition { seat, .. }
            | Event::Responded { seat, .. }
            | Event::Nominated { seat }
            | Event::Folded { seat }
            | Event::SupportRevealed { seat, .. }
            | Event::BrokerElected { seat, .. }
            | Event::GameWon { seat, .. } => vec![*seat],
            Event::Proposed { seat, gravy, .. } => vec![*seat, *gravy],
            Event::CoalitionFormed { gravy, .. } => vec![*gravy],
            Event::ScrapsDealt { scrap_to, .. } => scrap_to.clone(),
            Event::PlunderSplit { shares, .. } => shares.iter().map(|&(s, _)| s).collect(),
            Event::Blame { paid } => paid.clone(),
            // Only in the log, never in the view's round events.
            Event::NegotiationBegan { .. }
            | Event::ProposalFailed { .. }
            | Event::ElectionBegan { .. }
            | Event::SplitBegan { .. }
            | Event::GaveExtra { .. }
            | Event::TieBroken { .. } => Vec::new(),
        },
        Item::Extra { to, .. } => vec![*to],
    }
}

/// Items as lines; a run of more than three positions taken is one line.
fn group(items: &[Item], names: &[String], first_new: usize, first_since: usize) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < items.len() {
        let run_of = |f: fn(&Item) -> bool| items[i..].iter().take_while(|it| f(it)).count();
        let positions = run_of(|it| matches!(it, Item::Event(Event::TookPosition { .. })));
        let bids = run_of(|it| {
            matches!(
                it,
                Item::Event(Event::Nominated { .. } | Event::Folded { .. })
            )
        });
        let (text, len) = if positions > 3 {
            (positions_line(&items[i..i + positions], names), positions)
        } else if bids > 2 {
            (bids_line(&items[i..i + bids], names), bids)
        } else {
            (tell(&items[i], names), 1)
        };
        let end = i + len;
        lines.push(Line {
            text,
            new: end > first_new,
            since: end > first_since,
        });
        i = end;
    }
    lines
}

/// "Ana and Cy stood for broker; Ben, Dee and Eve folded."
fn bids_line(run: &[Item], names: &[String]) -> String {
    let (mut stood, mut folded) = (Vec::new(), Vec::new());
    for it in run {
        match it {
            Item::Event(Event::Nominated { seat }) => stood.push(name_of(names, *seat)),
            Item::Event(Event::Folded { seat }) => folded.push(name_of(names, *seat)),
            _ => {}
        }
    }
    let mut parts = Vec::new();
    if !stood.is_empty() {
        parts.push(format!("{} stood for broker", and_list(&stood)));
    }
    if !folded.is_empty() {
        parts.push(format!("{} folded", and_list(&folded)));
    }
    format!("{}.", parts.join("; "))
}

/// A run of positions: the last few with their cards (the table shows them all).
fn positions_line(run: &[Item], names: &[String]) -> String {
    let who: Vec<String> = run
        .iter()
        .filter_map(|it| match it {
            Item::Event(Event::TookPosition { seat, card }) => {
                Some(format!("{} {}", name_of(names, *seat), card_short(*card)))
            }
            _ => None,
        })
        .collect();
    const SHOWN: usize = 4;
    if who.len() <= 6 {
        return format!("Positions taken: {}.", who.join(", "));
    }
    format!(
        "{} players took positions (see the table); the last: {}.",
        who.len(),
        who[who.len() - SHOWN..].join(", ")
    )
}

fn factions(f: FactionSet) -> String {
    f.describe()
}

/// One item in words. Past tense throughout, so "You" reads as well as a name.
fn tell(it: &Item, names: &[String]) -> String {
    let n = |s: Seat| name_of(names, s);
    let list = |seats: &[Seat]| and_list(&seats.iter().map(|&s| n(s)).collect::<Vec<_>>());
    let e = match it {
        Item::Extra { broker, to } => {
            return format!("{} gave an odd plunder token to {}.", n(*broker), n(*to))
        }
        Item::Event(e) => e,
    };
    match e {
        Event::RoundStarted { round, first } => format!(
            "Round {round} began: three new cards each; first player: {}.",
            n(*first)
        ),
        Event::TookPosition { seat, card } => {
            format!("{} took a position: {}.", n(*seat), card_short(*card))
        }
        Event::Proposed {
            seat,
            factions: f,
            players,
            gravy,
        } => format!(
            "{} proposed {} ({players} players), the gravy to {}.",
            n(*seat),
            factions(*f),
            n(*gravy)
        ),
        Event::Responded { seat, accepted } => {
            if *accepted {
                format!("{} accepted.", n(*seat))
            } else {
                format!("{} refused: the proposal failed.", n(*seat))
            }
        }
        Event::CoalitionFormed {
            factions: f,
            players,
            gravy,
        } => format!(
            "The coalition formed: {} ({players} players). {} took the gravy token.",
            factions(*f),
            n(*gravy)
        ),
        Event::NoCoalition => "No coalition was agreed.".to_string(),
        Event::ScrapsDealt { excluded, scrap_to } => {
            let paid = if scrap_to.is_empty() {
                "nobody was dealt a scrap".to_string()
            } else {
                format!("{} took a token for a scrap", list(scrap_to))
            };
            format!(
                "The {} excluded players' cards were shuffled and dealt back: {paid}.",
                excluded.len()
            )
        }
        Event::Nominated { seat } => format!("{} stood for broker.", n(*seat)),
        Event::Folded { seat } => format!("{} folded.", n(*seat)),
        Event::SupportRevealed { seat, hand } => {
            format!(
                "{} revealed a {}: {} and {}.",
                n(*seat),
                hand.kind.name(),
                card_short(hand.high),
                card_short(hand.low)
            )
        }
        Event::BrokerElected { seat, nominees } => {
            if nominees.is_empty() {
                format!("Everyone folded: {} became broker.", n(*seat))
            } else {
                format!("{} became broker.", n(*seat))
            }
        }
        Event::PlunderSplit { total, shares } => {
            if shares.is_empty() {
                "No plunder in the coalition: nothing to split.".to_string()
            } else {
                let parts: Vec<String> = shares
                    .iter()
                    .map(|&(s, k)| format!("{} +{k}", n(s)))
                    .collect();
                format!("The plunder ({total}) was paid: {}.", parts.join(", "))
            }
        }
        Event::Blame { paid } => {
            if paid.is_empty() {
                "Blame and recriminations: nobody held plunder.".to_string()
            } else {
                format!(
                    "Blame and recriminations: plunder paid {} a token each.",
                    list(paid)
                )
            }
        }
        Event::GameWon { seat, tokens, tied } => {
            let mut text = format!("{} won with {tokens} tokens!", n(*seat));
            if !tied.is_empty() {
                text.push_str(&format!(
                    " {} also had {tokens}, but a lower position card.",
                    list(tied)
                ));
            }
            text
        }
        Event::NegotiationBegan { .. }
        | Event::ProposalFailed { .. }
        | Event::ElectionBegan { .. }
        | Event::SplitBegan { .. }
        | Event::GaveExtra { .. }
        | Event::TieBroken { .. } => {
            super::super::narrate::narrate(e, &crate::engine::Narrator::new(names, None))
        }
    }
}

pub fn banner(b: &Board) -> Option<El> {
    let news = &b.news;
    (!news.lines.is_empty()).then(|| {
        el("section")
            .class("dm-news")
            .attr("aria-label", "What just happened")
            .opt((news.more > 0).then(|| {
                el("p").class("dm-more muted").text(format!(
                    "… {} more since your last move in the log.",
                    news.more
                ))
            }))
            .kids(news.lines.iter().map(|l| {
                el("p")
                    .classes(
                        "",
                        &[
                            ("dm-flash", l.new),
                            ("dm-since", l.since),
                            ("dm-old", !l.since),
                        ],
                    )
                    .text(l.text.clone())
            }))
    })
}

/// How a round ended, in words: the coalition (or none), scraps, broker,
/// plunder or blame, and the winner.
pub fn outcome_lines(events: &[Event], names: &[String]) -> Vec<String> {
    events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::CoalitionFormed { .. }
                    | Event::NoCoalition
                    | Event::ScrapsDealt { .. }
                    | Event::BrokerElected { .. }
                    | Event::PlunderSplit { .. }
                    | Event::Blame { .. }
                    | Event::GameWon { .. }
            )
        })
        .map(|e| tell(&Item::Event(e.clone()), names))
        .collect()
}
