//! What the computer opponents know about Zaibatsu.
//!
//! Everything rests on one valuation: what a set of companies is worth by the
//! end of the game. It is the exact best score now, plus a share of what the set
//! would score with a few more basic and intermediate resources, the share
//! growing with the rounds still to come (a lone processor is worth little in
//! the last round, more in the first). A pile is worth to a player what it adds
//! to that valuation. Valuations are memoised by card set: the same sets recur
//! endlessly in a search.
//!
//! - The Easy bot (`rollout_action`) values piles for every player, bids up to
//!   a share of its own value (just enough to beat what later bidders would pay),
//!   calls the pile it profits most from, and deals cards where the piles end up
//!   best for it relative to its rivals.
//! - The Normal and Hard bots are the engine's ISMCTS over sampled hidden hands
//!   ([`determinize`]) with the Easy bot as rollout policy, stopping rollouts
//!   early with [`evaluate`], which settles the piles still on the table by the
//!   same valuations. They search every legal bid: a reduced set of bids (pass,
//!   minimum, amounts around each valuation) was tried and won clearly less.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use rand::RngCore;

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::{rng, GameRng, Outcome, Seat};

use super::companies::CompanyId;
use super::rules::ZaibatsuAction;
use super::solver;
use super::state::{Auction, Phase, PileStatus, Zaibatsu, ROUNDS};

// ---- Valuation ---------------------------------------------------------------

/// A set of companies as a bitmask of card indices.
pub fn mask_of(cards: &[CompanyId]) -> u64 {
    cards.iter().fold(0, |m, c| m | 1u64 << c.index())
}

fn cards_of(mask: u64) -> Vec<CompanyId> {
    CompanyId::all()
        .filter(|c| mask >> c.index() & 1 == 1)
        .collect()
}

/// How much of the "could score with more resources" potential counts, by rounds to come.
const POTENTIAL_SHARE: [f64; 4] = [0.0, 0.4, 0.5, 0.55];

/// Rounds still to be dealt after the current one.
pub fn rounds_after(state: &Zaibatsu) -> u8 {
    match state.phase {
        Phase::Over => 0,
        _ => ROUNDS.saturating_sub(state.round),
    }
}

/// Memoised worths in two generations: when the young one is full it becomes
/// the old one, so a long session never starts again from a cold cache. Both
/// keep their capacity, so a full search never rehashes or reallocates.
struct Memo {
    young: WorthMap,
    old: WorthMap,
}

/// Keys are card masks with the rounds to come in the top bits.
type WorthMap = HashMap<u64, f64, BuildHasherDefault<solver::KeyHasher>>;

impl Memo {
    fn new() -> Self {
        let map = || WorthMap::with_capacity_and_hasher(MEMO_LIMIT, Default::default());
        Memo {
            young: map(),
            old: map(),
        }
    }
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::new());
}

/// Entries per generation (a bound on memory: a few MB at most).
const MEMO_LIMIT: usize = 1 << 16;

/// The expected final worth of a set of companies with `later` rounds still to come.
pub fn worth(mask: u64, later: u8) -> f64 {
    let later = later.min(3);
    // Card masks use the low 48 bits.
    let key = mask | (later as u64) << 56;
    let hit = MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if let Some(&v) = m.young.get(&key) {
            return Some(v);
        }
        let v = m.old.get(&key).copied()?;
        m.young.insert(key, v);
        Some(v)
    });
    if let Some(v) = hit {
        return v;
    }
    let cards = cards_of(mask);
    let base = solver::best_score(&cards) as f64;
    let value = if later == 0 {
        base
    } else {
        let k = later as u32;
        let extra = solver::best_score_with(&cards, [k, k, k, k, k.div_ceil(2)]) as f64;
        base + POTENTIAL_SHARE[later as usize] * (extra - base)
    };
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.young.len() >= MEMO_LIMIT {
            let m = &mut *m;
            std::mem::swap(&mut m.old, &mut m.young);
            m.young.clear();
        }
        m.young.insert(key, value);
    });
    value
}

/// What `cards` would add to each player's conglomerate.
pub fn values_for(state: &Zaibatsu, cards: u64) -> Vec<f64> {
    let later = rounds_after(state);
    (0..state.players)
        .map(|s| {
            let own = mask_of(state.conglomerate(s));
            worth(own | cards, later) - worth(own, later)
        })
        .collect()
}

/// The share of its value a player pays at most.
const PAY_SHARE: f64 = 0.8;

/// The most `seat` would pay for something worth `value` to it.
fn limit(state: &Zaibatsu, seat: Seat, value: f64) -> u32 {
    let pay = (value * PAY_SHARE).floor().max(0.0) as u32;
    pay.min(state.money(seat))
}

/// The expected result of auctioning a pile with these values: (winner, price).
fn expected_sale(state: &Zaibatsu, values: &[f64], floor: u32) -> Option<(Seat, u32)> {
    let limits: Vec<u32> = (0..values.len())
        .map(|s| limit(state, s, values[s]))
        .collect();
    let winner = (0..limits.len()).max_by_key(|&s| (limits[s], std::cmp::Reverse(s)))?;
    if limits[winner] < floor.max(1) {
        return None;
    }
    let second = (0..limits.len())
        .filter(|&s| s != winner)
        .map(|s| limits[s])
        .max()
        .unwrap_or(0);
    let price = (second + 1).max(floor).min(limits[winner]);
    Some((winner, price))
}

/// How good a pile is for `seat` compared with its rivals, if sold as expected.
fn advantage(state: &Zaibatsu, seat: Seat, cards: u64) -> f64 {
    if cards == 0 {
        return 0.0;
    }
    let values = values_for(state, cards);
    let rivals = (state.players - 1).max(1) as f64;
    match expected_sale(state, &values, 1) {
        Some((w, price)) if w == seat => values[w] - price as f64,
        Some((w, price)) => -(values[w] - price as f64) / rivals,
        None => 0.0,
    }
}

// ---- The Easy bot / rollout policy --------------------------------------------

pub fn rollout_action(state: &Zaibatsu, seat: Seat, rng: &mut GameRng) -> Option<ZaibatsuAction> {
    if state.seat_to_act() != Some(seat) {
        return None;
    }
    match &state.phase {
        Phase::Deal { .. } => deal_action(state, seat, rng),
        Phase::Call => call_action(state, seat),
        Phase::Bid(a) => Some(bid_action(state, seat, a)),
        Phase::Over => None,
    }
}

/// Piles worth considering: every non-empty open pile and one empty one (empty
/// piles are interchangeable).
fn distinct_piles(state: &Zaibatsu, open_only: bool) -> Vec<usize> {
    let mut out = Vec::new();
    let mut empty_seen = false;
    for (i, p) in state.piles.iter().enumerate() {
        if open_only && p.status != PileStatus::Open {
            continue;
        }
        if p.cards.is_empty() {
            if empty_seen {
                continue;
            }
            empty_seen = true;
        }
        out.push(i);
    }
    out
}

fn deal_action(state: &Zaibatsu, seat: Seat, rng: &mut GameRng) -> Option<ZaibatsuAction> {
    let piles = distinct_piles(state, false);
    let now: Vec<f64> = piles
        .iter()
        .map(|&p| advantage(state, seat, mask_of(&state.piles[p].cards)))
        .collect();
    let mut best: Option<(f64, ZaibatsuAction)> = None;
    for &company in state.hand(seat) {
        for (i, &p) in piles.iter().enumerate() {
            let after = advantage(
                state,
                seat,
                mask_of(&state.piles[p].cards) | 1 << company.index(),
            );
            // A whisker of noise breaks ties differently from one rollout to the next.
            let noise = (rng.next_u32() % 1000) as f64 * 1e-6;
            let gain = after - now[i] + noise;
            if best.as_ref().is_none_or(|(g, _)| gain > *g) {
                best = Some((
                    gain,
                    ZaibatsuAction::Place {
                        company,
                        pile: p as u8,
                    },
                ));
            }
        }
    }
    best.map(|(_, a)| a)
}

fn call_action(state: &Zaibatsu, seat: Seat) -> Option<ZaibatsuAction> {
    // The caller bids last, so it can take any pile it values above everyone's limits.
    let mut best: Option<(f64, usize)> = None;
    for p in distinct_piles(state, true) {
        let cards = mask_of(&state.piles[p].cards);
        let gain = if cards == 0 {
            0.0
        } else {
            let values = values_for(state, cards);
            let mine = limit(state, seat, values[seat]);
            let rival = (0..state.players)
                .filter(|&s| s != seat)
                .map(|s| limit(state, s, values[s]))
                .max()
                .unwrap_or(0);
            if mine > rival {
                values[seat] - (rival + 1) as f64
            } else {
                advantage(state, seat, cards)
            }
        };
        if best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, p));
        }
    }
    best.map(|(_, p)| ZaibatsuAction::Call { pile: p as u8 })
}

/// Seats still to bid after `seat` in this auction.
fn later_bidders(state: &Zaibatsu, auction: &Auction) -> Vec<Seat> {
    (auction.turns + 1..state.players)
        .map(|t| (state.caller() + 1 + t) % state.players)
        .collect()
}

fn bid_action(state: &Zaibatsu, seat: Seat, auction: &Auction) -> ZaibatsuAction {
    let Some(pile) = state.piles.get(auction.pile as usize) else {
        return ZaibatsuAction::Pass;
    };
    let values = values_for(state, mask_of(&pile.cards));
    let minimum = Zaibatsu::minimum_bid(auction);
    let mine = limit(state, seat, values[seat]);
    if mine < minimum {
        return ZaibatsuAction::Pass;
    }
    let rival = later_bidders(state, auction)
        .into_iter()
        .map(|s| limit(state, s, values[s]))
        .max();
    // Last to bid: the minimum wins. Otherwise just beat what the others would
    // pay, or make them pay up to our own limit.
    let amount = match rival {
        None => minimum,
        Some(r) => (r + 1).max(minimum).min(mine),
    };
    ZaibatsuAction::Bid {
        amount: amount.min(u8::MAX as u32) as u8,
    }
}

// ---- Search support -------------------------------------------------------------

/// Everything `observer` cannot see (the deck and the other hands) dealt afresh,
/// and the generator reseeded so the future is not the real one either.
pub fn determinize(state: &Zaibatsu, observer: Seat, rng: &mut GameRng) -> Zaibatsu {
    let mut d = state.clone();
    let mut unseen = rng::IdSet::default();
    d.deck.iter().for_each(|c| unseen.insert(c.index()));
    for (s, hand) in d.hands.iter().enumerate() {
        if s != observer {
            hand.iter().for_each(|c| unseen.insert(c.index()));
        }
    }
    let hands = d
        .hands
        .iter_mut()
        .enumerate()
        .filter(|&(s, _)| s != observer)
        .flat_map(|(_, h)| h.iter_mut());
    rng::redeal(
        rng,
        CompanyId::all().filter(|c| unseen.contains(c.index())),
        hands.chain(d.deck.iter_mut()),
    );
    // Hands are kept in card order: by marking, as above, rather than sorting.
    for (s, hand) in d.hands.iter_mut().enumerate() {
        if s != observer {
            let mask = hand.iter().fold(0u64, |m, c| m | 1 << c.index());
            hand.clear();
            hand.extend(CompanyId::all().filter(|c| mask & (1 << c.index()) != 0));
        }
    }
    d.rng = rng::seeded(rng.next_u64());
    d
}

/// Win chances from expected final scores: the piles still on the table are
/// settled by valuation, the rest is each conglomerate's worth plus money.
pub fn evaluate(state: &Zaibatsu) -> Vec<f64> {
    if let Some(scores) = &state.final_scores {
        return Outcome::from_scores(scores.clone(), &[]).rewards();
    }
    let later = rounds_after(state);
    let mut score: Vec<f64> = (0..state.players)
        .map(|s| worth(mask_of(state.conglomerate(s)), later) + state.money(s) as f64)
        .collect();
    for p in &state.piles {
        let cards = mask_of(p.in_play());
        if cards == 0 {
            continue;
        }
        let floor = match (&state.phase, p.status) {
            (Phase::Bid(a), PileStatus::Auctioning) => Zaibatsu::minimum_bid(a),
            _ => 1,
        };
        let values = values_for(state, cards);
        if let Some((w, price)) = expected_sale(state, &values, floor) {
            score[w] += values[w] - price as f64;
        }
    }
    // Closer to the end, a point matters more.
    let temperature = 3.0 + 3.0 * later as f64;
    let top = score.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = score
        .iter()
        .map(|s| ((s - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    weights.iter().map(|w| w / total).collect()
}

pub fn mcts_params(kind: BotKind) -> Option<MctsParams> {
    match kind {
        BotKind::Random | BotKind::Easy => None,
        BotKind::Normal => Some(MctsParams {
            iterations: 300,
            exploration: 0.5,
            rollout_depth: 8,
        }),
        BotKind::Hard => Some(MctsParams {
            iterations: 2000,
            exploration: 0.5,
            rollout_depth: 12,
        }),
    }
}
