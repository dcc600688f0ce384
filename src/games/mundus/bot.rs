//! What the computer players know: resampling the hidden cards, a quick policy
//! for rollouts and the Easy level, and a position's value.

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::{rng, GameRng, Seat};

use super::cards::{
    band, different_pay, relic_pay, total, Access, Cards, Character, DevKind, EventKind, DEVS,
    EMPTY, KINDS, RELIC, RESOURCE_COUNTS,
};
use super::rules::{sub_hands, Action, FROM_DECK};
use super::state::{MundusNovus, Phase, DEAL, TARGET};

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

// ---- What a position is worth ----------------------------------------------

/// About how many rounds the game has left: until the leader reaches 75
/// doubloons at about 8 a round, or until the development deck runs dry.
pub fn rounds_left(g: &MundusNovus) -> f64 {
    let lead = g.money.iter().copied().max().unwrap_or(0) as f64;
    let by_money = (TARGET as f64 - lead) / 8.0;
    let by_deck = g.dev_deck.len() as f64 / (g.players as f64 * 0.4);
    by_money.min(by_deck).clamp(1.0, 12.0)
}

fn caravel_count(g: &MundusNovus, seat: Seat) -> usize {
    g.devs[seat]
        .iter()
        .filter(|&&d| matches!(DEVS[d as usize].kind, DevKind::Caravel { .. }))
        .count()
}

/// Cards a seat can hold at its progression: the deal, one per caravel and
/// what its warehouses keep.
pub fn capacity(g: &MundusNovus, seat: Seat) -> u32 {
    DEAL as u32 + caravel_count(g, seat) as u32 + g.store_slots(seat)
}

/// Merchant cards by band; at a progression, those not used yet this turn.
fn merchant_bands(g: &MundusNovus, seat: Seat) -> [u8; 3] {
    let mut m = [0u8; 3];
    let progressing = g.phase == (Phase::Progress { seat });
    for &d in &g.devs[seat] {
        if let DevKind::Merchant { band } = DEVS[d as usize].kind {
            if !(progressing && g.turn.merchants_used.contains(&d)) {
                m[band as usize] += 1;
            }
        }
    }
    m
}

/// A development's worth to `seat` over `rounds` more rounds, in doubloons.
pub fn dev_worth(g: &MundusNovus, seat: Seat, dev: u8, rounds: f64) -> f64 {
    let d = &DEVS[dev as usize];
    let caravels = caravel_count(g, seat);
    let power = match d.kind {
        // One more card every round, and a step towards the perfect set.
        DevKind::Caravel { value } => 1.3 - value as f64 * 0.02,
        DevKind::Merchant { band } => 0.7 + band as f64 * 0.15,
        DevKind::Warehouse { slots } => 0.9 * slots as f64,
        DevKind::Shipyard => {
            let richer = (0..g.players)
                .filter(|&o| o != seat && caravel_count(g, o) > caravels)
                .count() as f64;
            (richer + 0.3 * (g.players as f64 - 1.0)) * 0.6
        }
        DevKind::Character(c) => match c {
            Character::Almagro => 0.2,
            Character::DeLaCosa => 0.3,
            Character::Pizarro if caravels >= 1 => 0.35,
            Character::PonceDeLeon if caravels >= 2 => 0.35,
            Character::Pizarro | Character::PonceDeLeon => 0.1,
            Character::LasCasas | Character::Valdivia => 0.25,
            Character::Orellana => 0.4,
            Character::Coronado => 0.3,
            Character::Cortes => 0.0,
        },
    };
    // A step towards the perfect set: more cards, or a merchant of a new band.
    let cap = capacity(g, seat);
    let all = merchant_bands_all(g, seat);
    let bands = all.iter().filter(|&&m| m > 0).count();
    let (cap2, bands2) = match d.kind {
        DevKind::Caravel { .. } => (cap + 1, bands),
        DevKind::Warehouse { slots } => (cap + slots as u32, bands),
        DevKind::Merchant { band } if all[band as usize] == 0 => (cap, bands + 1),
        _ => (cap, bands),
    };
    let chase = 75.0
        * ((1.0 - perfect_chance(cap, bands)).powf(rounds)
            - (1.0 - perfect_chance(cap2, bands2)).powf(rounds));
    (power + d.income as f64) * rounds + chase
}

/// Merchant cards by band, used or not.
fn merchant_bands_all(g: &MundusNovus, seat: Seat) -> [u8; 3] {
    let mut m = [0u8; 3];
    for &d in &g.devs[seat] {
        if let DevKind::Merchant { band } = DEVS[d as usize].kind {
            m[band as usize] += 1;
        }
    }
    m
}

/// What a seat knows of its progression to come: its merchants, the round's
/// event and the best development each reach of the access table would bring.
struct Know {
    merchants: [u8; 3],
    indigenous: bool,
    storm: bool,
    /// Best worth in reach of First, FirstThree, Any.
    reach: [f64; 3],
    /// The seat holds enough cards and merchants to aim for the perfect set.
    chase: bool,
}

fn know(g: &MundusNovus, seat: Seat) -> Know {
    let rounds = rounds_left(g);
    let mut reach = [0.0f64; 3];
    let mut best = 0.0f64;
    for (i, &d) in g.queue.iter().enumerate() {
        best = best.max(dev_worth(g, seat, d, rounds));
        if i == 0 {
            reach[0] = best;
        }
        if i < 3 {
            reach[1] = best;
        }
        reach[2] = best;
    }
    let event = g.event_for(seat);
    Know {
        merchants: merchant_bands(g, seat),
        indigenous: event == Some(EventKind::Indigenous),
        storm: event == Some(EventKind::Storm),
        reach,
        chase: chasing(g, seat),
    }
}

fn access_index(a: Access) -> usize {
    match a {
        Access::First => 0,
        Access::FirstThree => 1,
        Access::Any => 2,
    }
}

/// Whether a seat's cards and merchants make the perfect set worth aiming for.
pub fn chasing(g: &MundusNovus, seat: Seat) -> bool {
    let bands = merchant_bands_all(g, seat).iter().filter(|&&m| m > 0).count();
    perfect_chance(capacity(g, seat), bands) >= CHASE
}

/// The chance a round from which the perfect set is worth aiming for.
const CHASE: f64 = 0.03;

/// Kinds of the perfect set a hand covers, merchants filling gaps.
fn covered(h: &Cards, m: [u8; 3]) -> u32 {
    distinct_with_merchants(h, m) + (h[RELIC] > 0) as u32
}

/// Spare numbered cards: those beyond the first of their kind.
fn spares(h: &Cards) -> u32 {
    (0..RELIC).map(|k| h[k].saturating_sub(1) as u32).sum()
}

/// Different kinds a hand shows once its merchants fill gaps with spare cards.
fn distinct_with_merchants(h: &Cards, m: [u8; 3]) -> u32 {
    let present = (0..RELIC).filter(|&k| h[k] > 0).count() as u32;
    let fills: u32 = (0..3)
        .map(|b| {
            let missing = (b * 3..b * 3 + 3).filter(|&k| h[k] == 0).count() as u32;
            missing.min(m[b] as u32)
        })
        .sum();
    present + fills.min(spares(h))
}

/// The hand, with its merchants, makes the perfect set.
fn perfect_in(h: &Cards, m: [u8; 3]) -> bool {
    if h[RELIC] == 0 {
        return false;
    }
    let mut missing = 0u32;
    for b in 0..3 {
        let miss = (b * 3..b * 3 + 3).filter(|&k| h[k] == 0).count() as u32;
        if miss > m[b] as u32 {
            return false;
        }
        missing += miss;
    }
    missing <= spares(h)
}

fn different_value(h: &Cards, m: [u8; 3], indigenous: bool) -> f64 {
    let d = distinct_with_merchants(h, m);
    if d < 4 {
        0.0
    } else if indigenous {
        d as f64
    } else {
        different_pay(d.min(9)) as f64
    }
}

/// Doubloons (and developments, at their worth) a progression with hand `h`
/// would bring: the best identical set, then a different set and the relics.
fn hand_value(h: &Cards, k: &Know) -> f64 {
    if perfect_in(h, k.merchants) {
        return 200.0;
    }
    let relics = h[RELIC];
    let rest = |h: &Cards, m: [u8; 3]| {
        different_value(h, m, k.indigenous) + relic_pay(h[RELIC].min(5) as u32) as f64
    };
    let mut best = rest(h, k.merchants);
    let mut partial = 0.0f64;
    for kind in 0..RELIC {
        if h[kind] == 0 {
            continue;
        }
        let b = band(kind);
        // A merchant may turn another card into this kind.
        let other = (0..RELIC)
            .filter(|&o| o != kind && h[o] > 0)
            .max_by_key(|&o| h[o]);
        let convert = k.merchants[b] > 0 && other.is_some();
        let n = h[kind] + convert as u8;
        if n + relics < 3 {
            if n + relics == 2 {
                let a = if k.storm {
                    Access::First
                } else {
                    Access::of(3, kind)
                };
                partial = partial.max(0.25 * k.reach[access_index(a)]);
            }
            continue;
        }
        for size in 3u8..=5 {
            let wild = size.saturating_sub(n);
            if wild > relics {
                break;
            }
            let a = if k.storm {
                Access::First
            } else {
                Access::of(size as u32, kind)
            };
            let mut left = *h;
            let mut m = k.merchants;
            let mut real = size - wild;
            if convert && real == n {
                // The converted card is used: it leaves its own kind.
                left[other.unwrap()] -= 1;
                m[b] -= 1;
                real -= 1;
            }
            left[kind] -= real;
            left[RELIC] -= wild;
            let v = k.reach[access_index(a)] + rest(&left, m);
            best = best.max(v);
        }
    }
    let chase = if k.chase {
        2.0 * covered(h, k.merchants) as f64
    } else {
        0.0
    };
    best + partial + chase
}

/// What the seat will hold at its progression: hand and warehouse.
fn holding(g: &MundusNovus, seat: Seat) -> Cards {
    let mut h = g.hands[seat];
    for kind in 0..KINDS {
        h[kind] += g.stores[seat][kind];
    }
    h
}

fn with(h: &Cards, kind: usize) -> Cards {
    let mut c = *h;
    c[kind] += 1;
    c
}

/// The Easy player's move, and the rollouts' policy.
pub fn rollout_action(g: &MundusNovus, seat: Seat, rng: &mut GameRng) -> Option<Action> {
    Some(match &g.phase {
        Phase::Coronado { .. } => Action::Coronado(coronado_choice(g, seat)),
        Phase::Supply => {
            let k = know(g, seat);
            let h = holding(g, seat);
            let kind = g.supply.iter().copied().max_by(|&a, &b| {
                hand_value(&with(&h, a as usize), &k)
                    .total_cmp(&hand_value(&with(&h, b as usize), &k))
            })?;
            Action::Pick(kind)
        }
        Phase::Pirates | Phase::Adjust { .. } => {
            let k = know(g, seat);
            // Only the hand can be given up, not the warehouse.
            let mut h = g.hands[seat];
            let stored = g.stores[seat];
            for kind in 0..KINDS {
                h[kind] += stored[kind];
            }
            let mut choice = None;
            let mut best = f64::MIN;
            for kind in 0..KINDS {
                if g.hands[seat][kind] == 0 {
                    continue;
                }
                let mut without = h;
                without[kind] -= 1;
                let v = hand_value(&without, &k);
                if v > best {
                    best = v;
                    choice = Some(kind as u8);
                }
            }
            let kind = choice?;
            if matches!(g.phase, Phase::Pirates) {
                Action::Discard(kind)
            } else {
                Action::Give(kind)
            }
        }
        Phase::Call => Action::Call(2 + rng::below(rng, 3) as u8),
        Phase::Offer => Action::Offer(offer_of(g, seat)),
        Phase::Appoint { tied } => {
            // The poorest of the tied.
            let s = tied.iter().copied().min_by_key(|&s| g.money[s])?;
            Action::Appoint(s as u8)
        }
        Phase::Take { .. } => take_choice(g, seat)?,
        Phase::First => Action::First(seat as u8),
        Phase::Progress { .. } => progress_policy(g, seat),
        Phase::Over => return None,
    })
}

/// Coronado calls an event that hurts the others more than its owner.
fn coronado_choice(g: &MundusNovus, seat: Seat) -> Option<EventKind> {
    let safe = |s: Seat| g.has(s, Character::DeLaCosa);
    let squadrons = |s: Seat| g.fleets(s).iter().filter(|f| f.len() >= 2).count();
    let others: Vec<Seat> = (0..g.players).filter(|&s| s != seat && !safe(s)).collect();
    let their_squadrons: usize = others.iter().map(|&s| squadrons(s)).sum();
    if their_squadrons >= 2 && (squadrons(seat) == 0 || safe(seat)) {
        return Some(EventKind::Pirates);
    }
    let their_slots: u32 = others.iter().map(|&s| g.store_slots(s)).sum();
    if their_slots >= 4 && (g.store_slots(seat) <= 1 || safe(seat)) {
        return Some(EventKind::Fire);
    }
    None
}

/// The offer: the cards the hand misses least; with Las Casas, only cards
/// it hardly misses.
fn offer_of(g: &MundusNovus, seat: Seat) -> Cards {
    let (lo, hi) = g.offer_range(seat);
    let k = know(g, seat);
    let mut h = holding(g, seat);
    let mut hand = g.hands[seat];
    let mut offer = EMPTY;
    for n in 0..hi {
        let before = hand_value(&h, &k);
        let mut best: Option<(f64, usize)> = None;
        for kind in 0..KINDS {
            if hand[kind] == 0 {
                continue;
            }
            let mut without = h;
            without[kind] -= 1;
            let v = hand_value(&without, &k) - (kind == RELIC) as u8 as f64;
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, kind));
            }
        }
        let Some((v, kind)) = best else { break };
        if n >= lo && before - v > 0.5 {
            break;
        }
        h[kind] -= 1;
        hand[kind] -= 1;
        offer[kind] += 1;
    }
    offer
}

/// The take that improves the hand most (Orellana's bonus counted).
fn take_choice(g: &MundusNovus, seat: Seat) -> Option<Action> {
    let k = know(g, seat);
    let h = holding(g, seat);
    let orellana = g.has(seat, Character::Orellana);
    let leader = dangerous(g).filter(|&l| l != seat);
    let mut best: Option<(f64, Action)> = None;
    for a in g.legal(seat) {
        let Action::Take { from, kind, swap } = a else {
            continue;
        };
        let got = swap.unwrap_or(kind) as usize;
        let mut v = hand_value(&with(&h, got), &k);
        if leader == Some(from as usize) {
            // Whoever is taken from takes next: leave the leader out of the chain.
            v -= LEAVE_OUT;
        }
        if let (true, Some(m)) = (orellana, swap) {
            let mut market = g.market.clone();
            if let Some(i) = market.iter().position(|&c| c == m) {
                market[i] = kind;
            }
            if pattern(&market) {
                v += 2.0;
            }
        }
        if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// What ending the game sooner is worth to the richest player.
const HURRY: f64 = 8.0;

/// What a card must be worth more to be taken from the leader all the same.
const LEAVE_OUT: f64 = 8.0;

/// A player clearly ahead (doubloons and income to come), whom the others
/// leave out of the trade, as the rules suggest for a player deemed too dangerous.
pub fn dangerous(g: &MundusNovus) -> Option<Seat> {
    let rounds = rounds_left(g);
    let pace = |s: Seat| g.money[s] as f64 + g.income(s) as f64 * rounds;
    let mut order: Vec<Seat> = (0..g.players).collect();
    order.sort_by(|&a, &b| pace(b).total_cmp(&pace(a)));
    (pace(order[0]) >= pace(order[1]) + 8.0).then_some(order[0])
}

fn pattern(market: &[u8]) -> bool {
    let mut m = market.to_vec();
    if m.len() != 3 {
        return false;
    }
    m.sort_unstable();
    (m[0] == m[1] && m[1] == m[2]) || (m[2] < RELIC as u8 && m[1] == m[0] + 1 && m[2] == m[1] + 1)
}

/// What the cards left after an identical set still bring: a different set
/// and relics, with the merchants not used yet.
fn rest_value(h: &Cards, m: [u8; 3], indigenous: bool) -> f64 {
    different_value(h, m, indigenous) + relic_pay(h[RELIC].min(5) as u32) as f64
}

/// The best identical set of `kind` a hand makes now: (worth, size, relics).
fn best_develop_of(g: &MundusNovus, seat: Seat, h: &Cards, kind: usize, k: &Know) -> Option<f64> {
    let relics = h[RELIC];
    let n = h[kind];
    if n == 0 || n + relics < 3 {
        return None;
    }
    let mut best: Option<f64> = None;
    for size in 3u8..=5 {
        let wild = size.saturating_sub(n);
        if wild > relics {
            break;
        }
        let a = if k.storm {
            Access::First
        } else {
            Access::of(size as u32, kind)
        };
        let mut left = *h;
        left[kind] -= size - wild;
        left[RELIC] -= wild;
        let v = k.reach[access_index(a)] + rest_value(&left, k.merchants, k.indigenous);
        best = Some(best.map_or(v, |b: f64| b.max(v)));
    }
    let _ = (g, seat);
    best
}

/// Greedy progression: the perfect set (with merchants), the best development
/// (a merchant completing the set if need be), the longest different set,
/// warehouses filled with what is left, relics, then end.
fn progress_policy(g: &MundusNovus, seat: Seat) -> Action {
    let legal = g.legal(seat);
    if legal.contains(&Action::Perfect) {
        return Action::Perfect;
    }
    let e = g.effective(seat);
    let k = know(g, seat);
    let converts = || {
        legal.iter().filter_map(|a| match *a {
            Action::Convert { from, to, .. } => Some((*a, from as usize, to as usize)),
            _ => None,
        })
    };
    // The perfect set, with merchants turning spare cards into the gaps.
    if perfect_in(&e, k.merchants) {
        if let Some((a, _, _)) = converts().find(|&(_, f, t)| e[t] == 0 && e[f] >= 2) {
            return a;
        }
    }
    // A set of identical cards, directly or with a merchant's help.
    let rest_now = rest_value(&e, k.merchants, k.indigenous);
    let mut best: Option<(f64, Action)> = None;
    let rounds = rounds_left(g);
    // The richest player hastens the end when the deck is about to run dry.
    let richest = (0..g.players).all(|o| o == seat || g.money[o] < g.money[seat]);
    let hurry = if richest && g.dev_deck.len() <= g.players {
        HURRY
    } else {
        0.0
    };
    for a in &legal {
        if let Action::Develop {
            kind,
            size,
            relics,
            pick,
        } = *a
        {
            let worth = if pick == FROM_DECK {
                // The unknown top card: about an average development.
                4.0 + rounds * 0.6
            } else {
                dev_worth(g, seat, g.queue[pick as usize], rounds)
            };
            let mut left = e;
            left[kind as usize] -= size - relics;
            left[RELIC] -= relics;
            let v = worth + rest_value(&left, k.merchants, k.indigenous) - rest_now + hurry;
            if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                best = Some((v, *a));
            }
        }
    }
    let may_develop = legal.iter().any(|a| matches!(a, Action::Develop { .. }))
        || (g.turn.identical_sets == 0 && !g.queue.is_empty());
    if may_develop {
        for (a, f, t) in converts() {
            let mut h = e;
            h[f] -= 1;
            h[t] += 1;
            let mut m = k.merchants;
            m[band(t)] -= 1;
            let k2 = Know {
                merchants: m,
                indigenous: k.indigenous,
                storm: k.storm,
                reach: k.reach,
                chase: k.chase,
            };
            if let Some(v) = best_develop_of(g, seat, &h, t, &k2) {
                let v = v - rest_now - 0.5;
                if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                    best = Some((v, a));
                }
            }
        }
    }
    if let Some((v, a)) = best {
        if v > 0.0 {
            return a;
        }
    }
    // Aiming for the perfect set, the warehouses keep the kinds hardest to
    // come by (a relic, then rare kinds where no merchant helps) out of the sale.
    let reserve = if k.chase && g.event_for(seat) != Some(EventKind::Fire) {
        reserve_for_perfect(g, seat, &e, &k)
    } else {
        0
    };
    // A set of different resources, a merchant adding one more kind.
    if !g.turn.sold_different {
        let sellable = |kd: usize| e[kd] > 0 && !(reserve & (1 << kd) != 0 && e[kd] == 1);
        let distinct = (0..RELIC).filter(|&kd| sellable(kd)).count();
        if distinct >= 3 {
            if let Some((a, _, _)) = converts().find(|&(_, f, t)| {
                e[t] == 0 && e[f] >= 2 + (reserve & (1 << f) != 0) as u8
            }) {
                return a;
            }
        }
        if distinct >= 4 {
            let mask = (0..RELIC)
                .filter(|&kd| sellable(kd))
                .fold(0u16, |m, kd| m | (1 << kd));
            return Action::Sell(mask);
        }
    }
    // Warehouses keep the best of what is left: relics, pairs, rare cards.
    let stores = g.stores[seat];
    let mut keep: Option<(f64, u8)> = None;
    for a in &legal {
        if let Action::Store(kind) = *a {
            let kd = kind as usize;
            let score = if reserve & (1 << kd) != 0 && stores[kd] == 0 {
                10.0
            } else if kd == RELIC {
                5.0
            } else {
                let together = e[kd] + stores[kd];
                (if together >= 2 { 3.0 } else { 1.0 }) + band(kd) as f64 * 0.5
            };
            if keep.is_none_or(|(s, _)| score > s) {
                keep = Some((score, kind));
            }
        }
    }
    if let Some((_, kind)) = keep {
        return Action::Store(kind);
    }
    if !g.turn.sold_relics && e[RELIC] > 0 {
        return Action::SellRelics(e[RELIC].min(5));
    }
    Action::End
}

/// The kinds (a bit each, the relic's too) a seat aiming for the perfect set
/// keeps in its warehouses: as many as it has free places, hardest first.
fn reserve_for_perfect(g: &MundusNovus, seat: Seat, e: &Cards, k: &Know) -> u16 {
    let free = g.store_slots(seat).saturating_sub(total(&g.stores[seat])) as usize;
    let all = merchant_bands_all(g, seat);
    let mut kinds: Vec<(u32, usize)> = (0..KINDS)
        .filter(|&kd| e[kd] > 0 && g.stores[seat][kd] == 0)
        .map(|kd| {
            let score = if kd == RELIC {
                100
            } else {
                // Rarer kinds first; a band with a merchant is easier to fill.
                10 * band(kd) as u32 + if all[band(kd)] == 0 { 20 } else { 0 } + kd as u32
            };
            (score, kd)
        })
        .collect();
    kinds.sort_unstable_by(|a, b| b.cmp(a));
    let _ = k;
    kinds
        .into_iter()
        .take(free)
        .fold(0u16, |m, (_, kd)| m | (1 << kd))
}

/// The chance, each round, that a seat holding `capacity` cards with merchants
/// in `bands` different bands makes the perfect set (random hands; trading
/// for the missing kinds roughly doubles it).
fn perfect_chance(capacity: u32, bands: usize) -> f64 {
    if capacity < 10 {
        return 0.0;
    }
    let base = [0.0006, 0.007, 0.04, 0.12][bands.min(3)];
    (4.0 * base * 1.8f64.powi(capacity as i32 - 10)).min(0.6)
}

/// Doubloons now plus what the position promises.
fn potential(g: &MundusNovus, s: Seat, rounds: f64) -> f64 {
    if g.perfect[s] {
        return 1000.0 + g.money[s] as f64;
    }
    let devs: f64 = g.devs[s]
        .iter()
        .map(|&d| dev_worth(g, s, d, rounds))
        .sum::<f64>();
    let k = know(g, s);
    let held = holding(g, s);
    let cards = if total(&held) > 0 {
        hand_value(&held, &k).min(60.0)
    } else {
        0.0
    };
    let bands = k.merchants.iter().filter(|&&m| m > 0).count();
    let p = perfect_chance(capacity(g, s), bands);
    let chase = 75.0 * (1.0 - (1.0 - p).powf(rounds));
    g.money[s] as f64 + devs * 0.8 + cards * 0.8 + chase
}

pub fn evaluate(g: &MundusNovus) -> Vec<f64> {
    let rounds = rounds_left(g);
    let p: Vec<f64> = (0..g.players).map(|s| potential(g, s, rounds)).collect();
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
