//! "What just happened": the view carries no events, so the board remembers the
//! public part of the last view it drew and tells the difference in words, and
//! which cards, piles and bids to highlight.
//!
//! When the new view is not a plausible future of the remembered one (looking
//! back in the log, another game opened), nothing is told: better silent than wrong.

use std::cell::RefCell;

use super::super::companies::CompanyId;
use super::super::state::{BidState, PileStatus};
use super::super::view::{Stage, ZaibatsuView};
use crate::engine::Seat;

/// The public facts we compare between two views.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Snapshot {
    players: usize,
    round: u8,
    piles: Vec<(Vec<CompanyId>, PileStatus)>,
    /// The pile under auction and everyone's part in it.
    auction: Option<(u8, Vec<BidState>)>,
    hands: Vec<usize>,
    owned: Vec<Vec<CompanyId>>,
    money: Vec<u32>,
    over: bool,
}

impl Snapshot {
    fn of(v: &ZaibatsuView) -> Self {
        Snapshot {
            players: v.players,
            round: v.round,
            piles: v
                .piles
                .iter()
                .map(|p| (p.pile.cards.clone(), p.pile.status))
                .collect(),
            auction: v.auction.as_ref().map(|a| (a.pile, a.bids.clone())),
            hands: v.seats.iter().map(|s| s.hand_size).collect(),
            owned: v.seats.iter().map(|s| s.conglomerate.clone()).collect(),
            money: v.seats.iter().map(|s| s.money).collect(),
            over: v.stage == Stage::Over,
        }
    }
}

/// What changed since the last drawing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fresh {
    /// The latest sentences, oldest first, each marked when it is new in this drawing.
    pub lines: Vec<(String, bool)>,
    /// Cards newly placed on a pile or newly bought.
    pub cards: Vec<CompanyId>,
    /// Piles whose status changed.
    pub piles: Vec<u8>,
    /// Seats that bid or passed in the auction in progress.
    pub bids: Vec<Seat>,
}

thread_local! {
    static LAST: RefCell<Option<(Snapshot, Fresh)>> = const { RefCell::new(None) };
}

/// The latest sentences kept on show: computer moves can follow each other faster
/// than anyone reads, so the last few stay (the log has them all).
const MAX_LINES: usize = 6;

/// The news for this drawing of `view`, remembered for the next one. Drawing the
/// same position again (another viewer, an error message) repeats the news.
pub fn since_last(view: &ZaibatsuView, names: &[String]) -> Fresh {
    let now = Snapshot::of(view);
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        let fresh = match last.as_ref() {
            Some((old, kept)) if *old == now => kept.clone(),
            Some((old, kept)) => match diff(old, &now, view, names) {
                Some(mut fresh) => {
                    let mut lines: Vec<(String, bool)> =
                        kept.lines.iter().map(|(l, _)| (l.clone(), false)).collect();
                    lines.append(&mut fresh.lines);
                    let extra = lines.len().saturating_sub(MAX_LINES);
                    lines.drain(..extra);
                    fresh.lines = lines;
                    fresh
                }
                None => Fresh::default(),
            },
            None => Fresh::default(),
        };
        *last = Some((now, fresh.clone()));
        fresh
    })
}

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

fn list(cards: &[CompanyId]) -> String {
    let names: Vec<&str> = cards.iter().map(|c| c.company().name).collect();
    match names.len() {
        0 => String::new(),
        1 => names[0].to_string(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// The tail that `new` added to `old`, or `None` if `old` is not its prefix.
fn added<'a>(old: &[CompanyId], new: &'a [CompanyId]) -> Option<&'a [CompanyId]> {
    new.starts_with(old).then(|| &new[old.len()..])
}

/// How far a pile's status has gone: it only ever moves forward within a round.
fn progress(s: PileStatus) -> u8 {
    match s {
        PileStatus::Open => 0,
        PileStatus::Auctioning => 1,
        PileStatus::Sold { .. } | PileStatus::Unsold => 2,
    }
}

fn say(fresh: &mut Fresh, line: String) {
    fresh.lines.push((line, true));
}

fn diff(old: &Snapshot, new: &Snapshot, view: &ZaibatsuView, names: &[String]) -> Option<Fresh> {
    if old.players != new.players || old.piles.len() != new.piles.len() {
        return None;
    }
    let mut fresh = Fresh::default();
    // Conglomerates only grow, by whole piles appended.
    let mut bought: Vec<&[CompanyId]> = Vec::new();
    for (o, n) in old.owned.iter().zip(&new.owned) {
        let more = added(o, n)?;
        fresh.cards.extend_from_slice(more);
        bought.push(more);
    }
    let same_round = new.round == old.round;
    if same_round {
        // A finished pile never reopens; an open pile only gains cards.
        for ((oc, os), (nc, ns)) in old.piles.iter().zip(&new.piles) {
            let reopened = progress(*ns) < progress(*os);
            let resold = progress(*os) == 2 && os != ns;
            if reopened || resold {
                return None;
            }
            added(oc, nc)?;
        }
    } else if new.round == old.round + 1 {
        // The last auctions of the old round are gone from the piles: tell them
        // from the conglomerates and the money (income included).
        for (seat, more) in bought.iter().enumerate() {
            if more.is_empty() {
                continue;
            }
            let before = old.money.get(seat).copied().unwrap_or(0) + super::super::state::INCOME;
            let paid = before.saturating_sub(new.money.get(seat).copied().unwrap_or(0));
            say(
                &mut fresh,
                format!("{} bought {} for T¥{paid}.", name(names, seat), list(more)),
            );
        }
        say(
            &mut fresh,
            format!(
                "Round {} begins: {} is the Commissioner. Everyone receives T¥{} and new cards.",
                new.round,
                name(names, view.commissioner),
                super::super::state::INCOME
            ),
        );
    } else {
        return None;
    }

    // Placements during the deal.
    // Who placed is known when exactly one hand shrank (new hands hide it).
    let shrank: Vec<Seat> = (0..new.players)
        .filter(|&s| new.hands.get(s) < old.hands.get(s))
        .collect();
    let placer = match shrank[..] {
        [s] if same_round => Some(s),
        _ => None,
    };
    for (p, (nc, _)) in new.piles.iter().enumerate() {
        let before: &[CompanyId] = if same_round { &old.piles[p].0 } else { &[] };
        let Some(more) = added(before, nc) else {
            continue;
        };
        for &card in more {
            fresh.cards.push(card);
            say(
                &mut fresh,
                match placer {
                    Some(s) => format!(
                        "{} placed {} on pile {}.",
                        name(names, s),
                        card.company().name,
                        p + 1
                    ),
                    None => format!("{} was placed on pile {}.", card.company().name, p + 1),
                },
            );
        }
    }

    // Calls, bids and results, in the order the piles were called.
    let mut called: Vec<(usize, usize)> = view
        .piles
        .iter()
        .enumerate()
        .filter_map(|(p, pv)| pv.called_at.map(|at| (at, p)))
        .collect();
    crate::engine::sort::sort(&mut called);
    for (at, p) in called {
        let (cards, status) = &new.piles[p];
        let was = if same_round {
            old.piles[p].1
        } else {
            PileStatus::Open
        };
        if was != *status {
            fresh.piles.push(p as u8);
        }
        let caller = view.callers.get(at).copied().unwrap_or(0);
        if was == PileStatus::Open {
            say(
                &mut fresh,
                if cards.is_empty() {
                    format!(
                        "{} called pile {}: it was empty, so it closed.",
                        name(names, caller),
                        p + 1
                    )
                } else {
                    format!("{} put pile {} up for auction.", name(names, caller), p + 1)
                },
            );
        }
        // Bids seen in the auction of this pile, now or when last drawn.
        let old_bids = match &old.auction {
            Some((ap, bids)) if *ap as usize == p && same_round => bids.clone(),
            _ => vec![BidState::Waiting; new.players],
        };
        let new_bids = match &new.auction {
            Some((ap, bids)) if *ap as usize == p => Some(bids.clone()),
            _ => None,
        };
        if let Some(bids) = new_bids {
            let order = view
                .auction
                .as_ref()
                .map(|a| a.order.clone())
                .unwrap_or_default();
            for s in order {
                let (Some(o), Some(n)) = (old_bids.get(s), bids.get(s)) else {
                    continue;
                };
                if o == n {
                    continue;
                }
                let who = name(names, s);
                let line = match n {
                    BidState::Bid(a) => format!("{who} bid T¥{a}."),
                    BidState::Passed => format!("{who} passed."),
                    BidState::CouldNotBid => format!("{who} could not afford to bid, so passed."),
                    BidState::Waiting => continue,
                };
                fresh.bids.push(s);
                say(&mut fresh, line);
            }
        }
        if progress(was) < 2 && !cards.is_empty() {
            match *status {
                PileStatus::Sold { to, price } => say(
                    &mut fresh,
                    format!(
                        "{} won pile {} for T¥{price}: {}.",
                        name(names, to),
                        p + 1,
                        list(cards)
                    ),
                ),
                PileStatus::Unsold => say(
                    &mut fresh,
                    format!(
                        "Nobody bid on pile {}: {} left the game.",
                        p + 1,
                        list(cards)
                    ),
                ),
                _ => {}
            }
        }
    }
    if new.over && !old.over {
        say(
            &mut fresh,
            "The game is over: the last auction is done.".to_string(),
        );
    }
    Some(fresh)
}
