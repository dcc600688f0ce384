//! The exact scoring solver: which companies of a conglomerate operate, which
//! colour each split symbol takes, and which company feeds which input.
//!
//! Why it is exact and fast. Resources flow strictly upwards by tier (mines make
//! basic resources, intermediate processors turn basic into intermediate,
//! advanced processors and manufacturers consume lower tiers), so a set of
//! operating companies is feasible exactly when, tier by tier, the split symbols
//! can cover every colour's shortfall. With split symbols only joining colours of
//! one tier, that is Hall's condition on at most three colours, checked in O(1).
//!
//! Mines always operate. The rest splits in two layers: the "upper" layer
//! (advanced + manufacturing, at most 14 cards) and the "lower" layer
//! (intermediate, at most 13). Every upper subset is enumerated once, best first;
//! what it asks of the lower layer is a small key (orange, black, red, yellow,
//! green needed), and for each key the lower subsets are scanned best first,
//! resuming where an earlier query with the same key stopped. A branch-and-bound
//! cut stops as soon as no remaining upper subset can beat the best found. Every
//! combination is either examined or provably worse, so the result is optimal;
//! the tests check it against brute force.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::companies::{CompanyId, Kind};
use super::resources::{Resource, Symbol};

/// Where one input of a company comes from.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Supply {
    pub resource: Resource,
    /// The operating company whose output feeds it; `None` when not operating.
    pub from: Option<CompanyId>,
}

/// One output symbol of a company, as the plan uses it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Produced {
    /// The colour it makes in this plan (for an unused split symbol, its first option).
    pub resource: Resource,
    /// The two options of a split symbol.
    pub split: Option<(Resource, Resource)>,
    /// The company it feeds; `None` when spare or not operating.
    pub to: Option<CompanyId>,
}

/// One company of the conglomerate in the best plan.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlannedCompany {
    pub company: CompanyId,
    pub operating: bool,
    pub inputs: Vec<Supply>,
    pub outputs: Vec<Produced>,
}

/// The best way to run a conglomerate.
#[derive(Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Plan {
    /// Points of the operating companies (money not included).
    pub score: u32,
    /// Every card of the conglomerate once, in the order given.
    pub companies: Vec<PlannedCompany>,
}

impl Plan {
    pub fn is_operating(&self, id: CompanyId) -> bool {
        self.companies
            .iter()
            .any(|c| c.company == id && c.operating)
    }

    /// Resources produced by operating companies but consumed by none, per
    /// [`Resource::index`]; unused split symbols are counted under their first option.
    pub fn spare(&self) -> [u32; 7] {
        let mut spare = [0; 7];
        for c in self.companies.iter().filter(|c| c.operating) {
            for p in c.outputs.iter().filter(|p| p.to.is_none()) {
                spare[p.resource.index()] += 1;
            }
        }
        spare
    }
}

/// The best score of a conglomerate (company points only).
pub fn best_score(companies: &[CompanyId]) -> u32 {
    best_score_with(companies, [0; 5])
}

/// Extra split symbols, as if from imaginary companies: red/yellow, yellow/green,
/// red/green, orange/black and white/blue, in that order.
pub type Extra = [u32; 5];

/// The best score if the conglomerate also had the `extra` split symbols (whose
/// own points are not counted). The bots use it to judge what a conglomerate
/// could become with a few more purchases.
pub fn best_score_with(companies: &[CompanyId], extra: Extra) -> u32 {
    let cards = distinct(companies);
    let prepared = Prepared::new(&cards, extra);
    prepared.search().score
}

/// The best plan for a conglomerate. Duplicate cards are ignored.
pub fn best_plan(companies: &[CompanyId]) -> Plan {
    let cards = distinct(companies);
    let prepared = Prepared::new(&cards, [0; 5]);
    let best = prepared.search();
    let mut operating = vec![false; cards.len()];
    for (i, &id) in cards.iter().enumerate() {
        if id.company().kind == Kind::Mining {
            operating[i] = true;
        }
    }
    for (bit, &i) in prepared.upper.iter().enumerate() {
        operating[i] = best.upper_mask >> bit & 1 == 1;
    }
    for (bit, &i) in prepared.lower.iter().enumerate() {
        operating[i] = best.lower_mask >> bit & 1 == 1;
    }
    build_plan(&cards, &operating)
}

fn distinct(companies: &[CompanyId]) -> Vec<CompanyId> {
    let mut seen = [false; CompanyId::COUNT];
    let mut cards = Vec::with_capacity(companies.len());
    for &id in companies {
        if !std::mem::replace(&mut seen[id.index()], true) {
            cards.push(id);
        }
    }
    cards
}

// ---- Packed resource counts ------------------------------------------------
//
// Counts live in 8-bit lanes of a u64 so a subset's totals are one addition.
// Demand lanes follow `Resource::index`; supply uses the same lanes for single
// symbols and a second word for split symbols (lanes `PAIR_*`).

const PAIR_RY: usize = 0;
const PAIR_YG: usize = 1;
const PAIR_RG: usize = 2;
const PAIR_OK: usize = 3;
const PAIR_WB: usize = 4;

fn lane(word: u64, i: usize) -> u32 {
    ((word >> (8 * i)) & 0xff) as u32
}

fn one(i: usize) -> u64 {
    1u64 << (8 * i)
}

/// Which split lane a pair of resources belongs to (cards only pair within a tier).
fn pair_lane(a: Resource, b: Resource) -> usize {
    use Resource::*;
    match (a.min(b), a.max(b)) {
        (Red, Yellow) => PAIR_RY,
        (Yellow, Green) => PAIR_YG,
        (Red, Green) => PAIR_RG,
        (Orange, Black) => PAIR_OK,
        // The only other same-tier pair; cross-tier splits are ruled out by tests.
        _ => PAIR_WB,
    }
}

fn demand_of(id: CompanyId) -> u64 {
    id.company().inputs.iter().map(|r| one(r.index())).sum()
}

/// (single-symbol supply, split-symbol supply).
fn supply_of(id: CompanyId) -> (u64, u64) {
    let mut fixed = 0;
    let mut split = 0;
    for s in id.company().outputs {
        match *s {
            Symbol::One(r) => fixed += one(r.index()),
            Symbol::Split(a, b) => split += one(pair_lane(a, b)),
        }
    }
    (fixed, split)
}

fn short(need: u32, have: u32) -> u32 {
    need.saturating_sub(have)
}

/// Hall's condition for the basic tier: can the split symbols cover the shortfalls?
fn basic_ok(short: [u32; 3], pairs: [u32; 3]) -> bool {
    let [r, y, g] = short;
    let [ry, yg, rg] = pairs;
    r <= ry + rg && y <= ry + yg && g <= yg + rg && r + y + g <= ry + yg + rg
}

/// The totals of one subset of cards.
#[derive(Clone, Copy, Default)]
struct Totals {
    demand: u64,
    fixed: u64,
    split: u64,
    points: u32,
}

/// Subset totals for every subset of `cards`, by bitmask.
struct Subsets {
    of: Vec<Totals>,
    /// Masks sorted by points, best first (ties: smaller mask first, for determinism).
    order: Vec<u32>,
}

impl Subsets {
    fn new(cards: &[CompanyId]) -> Self {
        let n = 1usize << cards.len();
        let per: Vec<Totals> = cards
            .iter()
            .map(|&id| {
                let (fixed, split) = supply_of(id);
                Totals {
                    demand: demand_of(id),
                    fixed,
                    split,
                    points: id.company().points(),
                }
            })
            .collect();
        // Each subset is a smaller one plus its lowest card.
        let mut of = vec![Totals::default(); n];
        for mask in 1..n {
            let card = per[mask.trailing_zeros() as usize];
            let rest = of[mask & (mask - 1)];
            of[mask] = Totals {
                demand: rest.demand + card.demand,
                fixed: rest.fixed + card.fixed,
                split: rest.split + card.split,
                points: rest.points + card.points,
            };
        }
        // Counting sort by points, best first; masks ascending within equal points.
        let top = of.last().map_or(0, |t| t.points) as usize;
        let mut start = vec![0u32; top + 2];
        for t in &of {
            start[top - t.points as usize + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        let mut order = vec![0u32; n];
        for (mask, t) in of.iter().enumerate() {
            let slot = &mut start[top - t.points as usize];
            order[*slot as usize] = mask as u32;
            *slot += 1;
        }
        Subsets { of, order }
    }

    fn points(&self, mask: usize) -> u32 {
        self.of[mask].points
    }
}

struct Prepared {
    mining_points: u32,
    basic_fixed: [u32; 3],
    basic_pairs: [u32; 3],
    extra_ok: u32,
    extra_wb: u32,
    /// Input counts of the lower layer's cards, smallest first: bounds how many
    /// of them a given basic supply can feed.
    lower_inputs: Vec<u32>,
    /// Where in `lower_sets.order` the subsets of at most n cards can start, by n.
    lower_from_size: Vec<u32>,
    /// Card positions of the intermediate processors (the lower layer).
    lower: Vec<usize>,
    /// Card positions of the advanced processors and manufacturers (the upper layer).
    upper: Vec<usize>,
    lower_sets: Subsets,
    upper_sets: Subsets,
}

struct Best {
    score: u32,
    upper_mask: u32,
    lower_mask: u32,
}

/// A lower-layer scan for one key, resumable.
#[derive(Clone, Copy)]
struct Scan {
    pos: u32,
    found: Option<u32>,
}

/// A small fast hasher for the packed keys (they are already well mixed by the multiply).
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (n ^ (n >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

impl Prepared {
    fn new(cards: &[CompanyId], extra: Extra) -> Self {
        let mut mining_points = 0;
        let mut fixed = 0u64;
        let mut split = 0u64;
        let mut lower_cards = Vec::new();
        let mut upper_cards = Vec::new();
        let mut lower = Vec::new();
        let mut upper = Vec::new();
        for (i, &id) in cards.iter().enumerate() {
            match id.company().kind {
                Kind::Mining => {
                    mining_points += id.company().points();
                    let (f, s) = supply_of(id);
                    fixed += f;
                    split += s;
                }
                Kind::Intermediate => {
                    lower.push(i);
                    lower_cards.push(id);
                }
                Kind::Advanced | Kind::Manufacturing => {
                    upper.push(i);
                    upper_cards.push(id);
                }
            }
        }
        let mut lower_inputs: Vec<u32> = lower_cards
            .iter()
            .map(|c| c.company().inputs.len() as u32)
            .collect();
        crate::engine::sort::sort(&mut lower_inputs);
        let lower_top_points = lower_cards
            .iter()
            .map(|c| c.company().points())
            .max()
            .unwrap_or(0);
        let lower_sets = Subsets::new(&lower_cards);
        // Subsets are sorted by points; a subset of `n` cards scores at most
        // `n * lower_top_points`, so the scan for at most `n` cards starts where
        // points first drop to that.
        let lower_from_size = (0..=lower_cards.len() as u32)
            .map(|n| {
                let cap = n * lower_top_points;
                lower_sets
                    .order
                    .partition_point(|&m| lower_sets.points(m as usize) > cap)
                    as u32
            })
            .collect();
        Prepared {
            mining_points,
            basic_fixed: [0, 1, 2].map(|i| lane(fixed, i)),
            basic_pairs: [PAIR_RY, PAIR_YG, PAIR_RG].map(|i| lane(split, i) + extra[i]),
            extra_ok: extra[PAIR_OK],
            extra_wb: extra[PAIR_WB],
            lower,
            upper,
            lower_inputs,
            lower_from_size,
            lower_sets,
            upper_sets: Subsets::new(&upper_cards),
        }
    }

    /// Can the upper subset's own advanced outputs feed its manufacturers?
    fn upper_ok(&self, mask: usize) -> bool {
        let u = self.upper_sets.of[mask];
        let w = short(lane(u.demand, 5), lane(u.fixed, 5));
        let b = short(lane(u.demand, 6), lane(u.fixed, 6));
        w + b <= lane(u.split, PAIR_WB) + self.extra_wb
    }

    /// Can lower subset `l` meet the upper layer's demand `key` (lanes R Y G O K)?
    fn lower_ok(&self, key: u64, l: usize) -> bool {
        let s = self.lower_sets.of[l];
        let o = short(lane(key, 3), lane(s.fixed, 3));
        let k = short(lane(key, 4), lane(s.fixed, 4));
        if o + k > lane(s.split, PAIR_OK) + self.extra_ok {
            return false;
        }
        let d = key + s.demand;
        let shortfall = [0, 1, 2].map(|i| short(lane(d, i), self.basic_fixed[i]));
        basic_ok(shortfall, self.basic_pairs)
    }

    /// Where the scan for `key` may start: subsets needing more basic resources
    /// than are left after the upper layer's demand cannot be feasible.
    fn scan_start(&self, key: u64) -> u32 {
        let supply: u32 =
            self.basic_fixed.iter().sum::<u32>() + self.basic_pairs.iter().sum::<u32>();
        let used = lane(key, 0) + lane(key, 1) + lane(key, 2);
        let Some(mut left) = supply.checked_sub(used) else {
            return self.lower_sets.order.len() as u32;
        };
        let mut fits = 0;
        for &n in &self.lower_inputs {
            if n > left {
                break;
            }
            left -= n;
            fits += 1;
        }
        self.lower_from_size.get(fits).copied().unwrap_or(0)
    }

    fn search(&self) -> Best {
        let lower = &self.lower_sets;
        let upper = &self.upper_sets;
        let max_lower = lower.of.last().map_or(0, |t| t.points);
        // Sized up front: growing it showed up in profiles of the bots.
        let mut scans: HashMap<u64, Scan, BuildHasherDefault<KeyHasher>> =
            HashMap::with_capacity_and_hasher(upper.order.len().min(256), Default::default());
        let mut best: Option<Best> = None;
        for &um in &upper.order {
            let um = um as usize;
            let up = upper.points(um);
            let floor = best.as_ref().map(|b| b.score);
            // Sorted best first: once even a full lower layer cannot win, nothing can.
            if floor.is_some_and(|f| up + max_lower + self.mining_points <= f) {
                break;
            }
            if !self.upper_ok(um) {
                continue;
            }
            // Only the basic and intermediate lanes matter below.
            let key = upper.of[um].demand & 0xff_ffff_ffff;
            // The lower layer must score more than this to improve on the best.
            let need = floor.map(|f| f as i64 - (up + self.mining_points) as i64);
            let scan = scans.entry(key).or_insert_with(|| Scan {
                pos: self.scan_start(key),
                found: None,
            });
            if scan.found.is_none() {
                while let Some(&lm) = lower.order.get(scan.pos as usize) {
                    if need.is_some_and(|n| lower.points(lm as usize) as i64 <= n) {
                        break;
                    }
                    if self.lower_ok(key, lm as usize) {
                        scan.found = Some(lm);
                        break;
                    }
                    scan.pos += 1;
                }
            }
            if let Some(lm) = scan.found {
                let score = self.mining_points + up + lower.points(lm as usize);
                if floor.is_none_or(|f| score > f) {
                    best = Some(Best {
                        score,
                        upper_mask: um as u32,
                        lower_mask: lm,
                    });
                }
            }
        }
        // The empty upper layer with the empty lower layer is always feasible, so
        // `best` is set; the fallback only keeps this total.
        best.unwrap_or(Best {
            score: self.mining_points,
            upper_mask: 0,
            lower_mask: 0,
        })
    }
}

// ---- Building the plan -------------------------------------------------------

/// Colours for the split symbols of the operating companies, per pair lane:
/// how many of that lane's symbols take the pair's first colour.
fn split_firsts(shortfall: [u32; 7], pairs: [u32; 5]) -> [u32; 5] {
    let mut firsts = [0; 5];
    // Intermediate and advanced tiers have one pair each: first colour as needed.
    firsts[PAIR_OK] = shortfall[Resource::Orange.index()].min(pairs[PAIR_OK]);
    firsts[PAIR_WB] = shortfall[Resource::White.index()].min(pairs[PAIR_WB]);
    // Basic tier: red comes from red/yellow (x) and red/green (z) symbols.
    let [r, y, g] = [shortfall[0], shortfall[1], shortfall[2]];
    let [ry, yg, rg] = [pairs[PAIR_RY], pairs[PAIR_YG], pairs[PAIR_RG]];
    for x in 0..=ry {
        for z in 0..=rg {
            if x + z < r {
                continue;
            }
            let y_need = short(y, ry - x);
            let g_need = short(g, rg - z);
            if y_need + g_need <= yg {
                firsts[PAIR_RY] = x; // red
                firsts[PAIR_RG] = z; // red
                firsts[PAIR_YG] = y_need; // yellow
                return firsts;
            }
        }
    }
    firsts
}

fn build_plan(cards: &[CompanyId], operating: &[bool]) -> Plan {
    let on = |i: usize| operating.get(i).copied().unwrap_or(false);
    let mut demand = [0u32; 7];
    let mut fixed = [0u32; 7];
    let mut pairs = [0u32; 5];
    for (i, &id) in cards.iter().enumerate() {
        if !on(i) {
            continue;
        }
        for r in id.company().inputs {
            demand[r.index()] += 1;
        }
        for s in id.company().outputs {
            match *s {
                Symbol::One(r) => fixed[r.index()] += 1,
                Symbol::Split(a, b) => pairs[pair_lane(a, b)] += 1,
            }
        }
    }
    let shortfall: [u32; 7] = std::array::from_fn(|c| short(demand[c], fixed[c]));
    let mut firsts = split_firsts(shortfall, pairs);

    let mut companies: Vec<PlannedCompany> = cards
        .iter()
        .enumerate()
        .map(|(i, &id)| {
            let c = id.company();
            PlannedCompany {
                company: id,
                operating: on(i),
                inputs: c
                    .inputs
                    .iter()
                    .map(|&resource| Supply {
                        resource,
                        from: None,
                    })
                    .collect(),
                outputs: c
                    .outputs
                    .iter()
                    .map(|s| match *s {
                        Symbol::One(r) => Produced {
                            resource: r,
                            split: None,
                            to: None,
                        },
                        Symbol::Split(a, b) => {
                            let lane = pair_lane(a, b);
                            let (first, second) = pair_colours(lane, a, b);
                            let take_first = on(i) && firsts[lane] > 0;
                            if take_first {
                                firsts[lane] -= 1;
                            }
                            Produced {
                                resource: if take_first { first } else { second },
                                split: Some((a, b)),
                                to: None,
                            }
                        }
                    })
                    .collect(),
            }
        })
        .collect();

    // Feed each input of an operating company from an unused output of its colour:
    // single symbols first, so spare split symbols stay visibly flexible.
    for colour in Resource::ALL {
        let mut producers: Vec<(usize, usize)> = Vec::new();
        for want_split in [false, true] {
            for (ci, c) in companies.iter().enumerate().filter(|(_, c)| c.operating) {
                for (oi, p) in c.outputs.iter().enumerate() {
                    if p.resource == colour && p.split.is_some() == want_split {
                        producers.push((ci, oi));
                    }
                }
            }
        }
        let mut next = producers.into_iter();
        for ci in 0..companies.len() {
            if !companies[ci].operating {
                continue;
            }
            for ii in 0..companies[ci].inputs.len() {
                if companies[ci].inputs[ii].resource != colour {
                    continue;
                }
                let Some((pc, po)) = next.next() else { break };
                let consumer = companies[ci].company;
                let producer = companies[pc].company;
                companies[ci].inputs[ii].from = Some(producer);
                if let Some(out) = companies[pc].outputs.get_mut(po) {
                    out.to = Some(consumer);
                }
            }
        }
    }
    // Unused split symbols show their first printed option.
    for c in &mut companies {
        for p in &mut c.outputs {
            if let (None, Some((a, _))) = (p.to, p.split) {
                p.resource = a;
            }
        }
    }

    let score = companies
        .iter()
        .filter(|c| c.operating)
        .map(|c| c.company.company().points())
        .sum();
    Plan { score, companies }
}

/// The pair's first colour as `split_firsts` counts it (red for red pairs, orange,
/// white, yellow for yellow/green), and the other.
fn pair_colours(lane: usize, a: Resource, b: Resource) -> (Resource, Resource) {
    let first = match lane {
        PAIR_RY | PAIR_RG => Resource::Red,
        PAIR_YG => Resource::Yellow,
        PAIR_OK => Resource::Orange,
        _ => Resource::White,
    };
    if a == first {
        (a, b)
    } else {
        (b, a)
    }
}
