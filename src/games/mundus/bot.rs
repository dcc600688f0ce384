//! What the computer players know: resampling the hidden cards, a quick policy
//! for rollouts and the Easy level, and a position's value.

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::{rng, GameRng, Seat};

use super::cards::{
    band, different_pay, relic_pay, total, Cards, Character, DevKind, DEVS, EMPTY, KINDS, RELIC,
    RESOURCE_COUNTS,
};
use super::rules::{sub_hands, Action, FROM_DECK};
use super::state::{MundusNovus, Phase, TARGET};

/// Everything `observer` cannot see is dealt again from the cards it cannot
/// account for: the others' hands and warehouses, the discards and the deck
/// (whose order is unknown too); the others' sealed offers are chosen afresh.
pub fn determinize(g: &MundusNovus, observer: Seat, rng: &mut GameRng) -> MundusNovus {
    let mut d = g.clone();
    let mut unseen = RESOURCE_COUNTS;
    let mut seen = |c: &Cards| {
        for k in 0..KINDS {
            unseen[k] -= c[k];
        }
    };
    seen(&g.hands[observer]);
    seen(&g.stores[observer]);
    for t in &g.table {
        seen(t);
    }
    let mut open = EMPTY;
    for &k in g.market.iter().chain(&g.supply) {
        open[k as usize] += 1;
    }
    seen(&open);
    let mut pool: Vec<u8> = (0..KINDS)
        .flat_map(|k| std::iter::repeat_n(k as u8, unseen[k] as usize))
        .collect();
    rng::shuffle(rng, &mut pool);
    let mut deal = |n: u32| {
        let mut c = EMPTY;
        for _ in 0..n {
            let k = pool.pop().expect("the unseen cards add up");
            c[k as usize] += 1;
        }
        c
    };
    for s in 0..g.players {
        if s != observer {
            d.hands[s] = deal(total(&g.hands[s]));
            d.stores[s] = deal(total(&g.stores[s]));
        }
    }
    d.discard = deal(total(&g.discard));
    d.deck = pool;
    d.rng = rng::seeded(rng::below(rng, usize::MAX) as u64);
    if g.phase == Phase::Offer {
        let ranges: Vec<(u32, u32)> = (0..g.players).map(|s| d.offer_range(s)).collect();
        let hands = d.hands.clone();
        d.offers.resample_others(observer, |s| {
            let options = sub_hands(&hands[s], ranges[s].0, ranges[s].1);
            *rng::choose(rng, &options).unwrap_or(&EMPTY)
        });
    }
    d
}

/// How much a card of `kind` is worth to a hand already holding `h`.
fn card_worth(h: &Cards, kind: usize) -> f64 {
    if kind == RELIC {
        return 3.0;
    }
    let rare = band(kind) as f64 * 0.2;
    match h[kind] {
        0 => 1.6 + rare,
        1 => 1.2 + rare,
        2 => 2.4 + rare,
        _ => 0.5,
    }
}

/// The kind in `h` whose loss hurts least.
fn least_useful(h: &Cards) -> Option<usize> {
    let mut best: Option<(f64, usize)> = None;
    for k in 0..KINDS {
        if h[k] == 0 {
            continue;
        }
        let mut without = *h;
        without[k] -= 1;
        let w = card_worth(&without, k);
        if best.is_none_or(|(bw, _)| w < bw) {
            best = Some((w, k));
        }
    }
    best.map(|(_, k)| k)
}

/// A rough worth of a development to `seat`, in doubloons.
pub fn dev_worth(g: &MundusNovus, seat: Seat, dev: u8) -> f64 {
    let d = &DEVS[dev as usize];
    let rounds_left = 12.0_f64.max(1.0);
    let income = d.income as f64 * rounds_left * 0.6;
    let power = match d.kind {
        DevKind::Caravel { value } => 9.0 - value as f64 * 0.2,
        DevKind::Merchant { .. } => 5.0,
        DevKind::Warehouse { slots } => 2.5 * slots as f64,
        DevKind::Shipyard => 2.0 * (g.players as f64 - 1.0),
        DevKind::Character(c) => match c {
            Character::Almagro | Character::Cortes => 2.0,
            Character::LasCasas | Character::Valdivia | Character::DeLaCosa => 3.0,
            _ => 4.0,
        },
    };
    let _ = seat;
    power + income
}

fn offer_of(h: &Cards, n: u32) -> Cards {
    let mut left = *h;
    let mut offer = EMPTY;
    for _ in 0..n.min(total(h)) {
        if let Some(k) = least_useful(&left) {
            left[k] -= 1;
            offer[k] += 1;
        }
    }
    offer
}

/// The Easy player's move, and the rollouts' policy.
pub fn rollout_action(g: &MundusNovus, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    let h = g.hands[seat];
    Some(match &g.phase {
        Phase::Coronado { .. } => Action::Coronado(None),
        Phase::Supply => {
            let k = g.supply.iter().copied().max_by(|&a, &b| {
                card_worth(&h, a as usize).total_cmp(&card_worth(&h, b as usize))
            })?;
            Action::Pick(k)
        }
        Phase::Pirates => Action::Discard(least_useful(&h)? as u8),
        Phase::Call => Action::Call(2 + rng::below(rng, 3) as u8),
        Phase::Offer => {
            let (lo, hi) = g.offer_range(seat);
            Action::Offer(offer_of(&h, if lo == 0 { lo.max(hi.min(1)) } else { hi }))
        }
        Phase::Appoint { tied } => Action::Appoint(*tied.first()? as u8),
        Phase::Take { .. } => {
            let legal = g.legal(seat);
            let score = |a: &Action| match *a {
                Action::Take { kind, swap, .. } => card_worth(&h, swap.unwrap_or(kind) as usize),
                _ => 0.0,
            };
            legal
                .into_iter()
                .max_by(|a, b| score(a).total_cmp(&score(b)))?
        }
        Phase::Adjust { .. } => Action::Give(least_useful(&h)? as u8),
        Phase::First => Action::First(seat as u8),
        Phase::Progress { .. } => progress_policy(g, seat),
        Phase::Over => return None,
    })
}

/// Greedy progression: the perfect set, the best development, the biggest
/// different set, relics, a warehouse, then end.
fn progress_policy(g: &MundusNovus, seat: Seat) -> Action {
    let legal = g.legal(seat);
    if legal.contains(&Action::Perfect) {
        return Action::Perfect;
    }
    let mut best: Option<(f64, Action)> = None;
    for a in &legal {
        let v = match *a {
            Action::Develop {
                kind,
                size,
                relics,
                pick,
            } => {
                let dev = if pick == FROM_DECK {
                    6.0
                } else {
                    dev_worth(g, seat, g.queue[pick as usize])
                };
                // Before any different set, which would break the identical one.
                dev + 20.0 - relics as f64 * 3.0 - (size as f64 - 3.0) * 1.5 - kind as f64 * 0.1
            }
            Action::Sell(mask) => different_pay(mask.count_ones()) as f64 + 0.1,
            Action::Convert { from, to, .. } => {
                let e = g.effective(seat);
                let (f, t) = (from as usize, to as usize);
                let distinct = (0..RELIC).filter(|&k| e[k] > 0).count();
                let missing_for_perfect = (0..KINDS).filter(|&k| e[k] == 0).count();
                if missing_for_perfect == 1 && e[t] == 0 && e[f] >= 2 {
                    100.0 // the perfect set
                } else if e[f] >= 2 && e[f] != 3 && e[t] == 0 && distinct >= 3 {
                    30.0 // one more different resource, no triple broken
                } else {
                    -1.0
                }
            }
            Action::SellRelics(n) => {
                let have = g.effective(seat)[RELIC];
                if n == have.min(5) {
                    relic_pay(n as u32) as f64 - 4.0
                } else {
                    -1.0
                }
            }
            _ => continue,
        };
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, *a));
        }
    }
    if let Some((v, a)) = best {
        if v > 0.0 {
            return a;
        }
    }
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Store(RELIC_U8))) {
        return *a;
    }
    if let Some(a) = legal.iter().rev().find(|a| matches!(a, Action::Store(_))) {
        return *a;
    }
    Action::End
}

const RELIC_U8: u8 = RELIC as u8;

/// Doubloons now plus what the position promises.
fn potential(g: &MundusNovus, s: Seat) -> f64 {
    let h = g.hands[s];
    let cards = total(&h) as f64 + total(&g.stores[s]) as f64;
    let devs: f64 = g.devs[s].iter().map(|&d| dev_worth(g, s, d)).sum::<f64>() * 0.5;
    let perfect = if g.perfect[s] { 1000.0 } else { 0.0 };
    g.money[s] as f64 + g.income(s) as f64 * 3.0 + devs * 0.5 + cards * 1.0 + perfect
}

pub fn evaluate(g: &MundusNovus) -> Vec<f64> {
    let p: Vec<f64> = (0..g.players).map(|s| potential(g, s)).collect();
    let scale = (TARGET as f64 / 6.0).max(1.0);
    let max = p.iter().cloned().fold(f64::MIN, f64::max);
    let w: Vec<f64> = p.iter().map(|v| ((v - max) / scale).exp()).collect();
    let sum: f64 = w.iter().sum();
    w.iter().map(|x| x / sum).collect()
}

pub fn mcts_params(kind: BotKind) -> Option<MctsParams> {
    match kind {
        BotKind::Random | BotKind::Simple => None,
        BotKind::Medium => Some(MctsParams {
            iterations: 500,
            exploration: 0.7,
            rollout_depth: 40,
        }),
        BotKind::Strong => Some(MctsParams {
            iterations: 1200,
            exploration: 0.7,
            rollout_depth: 60,
        }),
    }
}
