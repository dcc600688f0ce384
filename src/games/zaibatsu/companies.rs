//! The 48 company cards. The seed gives only the counts and the constraints; the
//! recipes below are ours (see the rules page for why they look this way).
//!
//! Structural rules the solver relies on (checked by tests): a company's inputs
//! are all of a lower tier than its outputs, split symbols join two resources
//! of the same tier, and manufacturing companies have inputs but no outputs.

use serde::{Deserialize, Serialize};

use super::resources::{Resource, Symbol};

/// A company card, `0..48`. Always valid: deserializing an out-of-range number fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct CompanyId(u8);

impl CompanyId {
    pub const COUNT: usize = 48;

    pub fn new(n: u8) -> Option<CompanyId> {
        ((n as usize) < Self::COUNT).then_some(CompanyId(n))
    }

    /// Every card, in card-list order.
    pub fn all() -> impl Iterator<Item = CompanyId> {
        (0..Self::COUNT as u8).map(CompanyId)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn company(self) -> &'static Company {
        // In range by construction.
        &COMPANIES[self.index() % Self::COUNT]
    }
}

impl TryFrom<u8> for CompanyId {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, String> {
        CompanyId::new(n).ok_or_else(|| format!("no company card {n}"))
    }
}

impl From<CompanyId> for u8 {
    fn from(id: CompanyId) -> u8 {
        id.0
    }
}

/// The three kinds of company, with processing split by what it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// No inputs; basic outputs; always operates (3 points).
    Mining,
    /// Basic inputs; an intermediate output (6 points).
    Intermediate,
    /// Intermediate (and basic) inputs; an advanced output (15 points).
    Advanced,
    /// Inputs only (30 points).
    Manufacturing,
}

impl Kind {
    pub fn points(self) -> u32 {
        match self {
            Kind::Mining => 3,
            Kind::Intermediate => 6,
            Kind::Advanced => 15,
            Kind::Manufacturing => 30,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Mining => "mining",
            Kind::Intermediate => "processing (intermediate)",
            Kind::Advanced => "processing (advanced)",
            Kind::Manufacturing => "manufacturing",
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct Company {
    pub name: &'static str,
    pub kind: Kind,
    pub inputs: &'static [Resource],
    pub outputs: &'static [Symbol],
}

impl Company {
    pub fn points(&self) -> u32 {
        self.kind.points()
    }

    /// "red diamond + yellow half-circle → orange X".
    pub fn recipe(&self) -> String {
        let join = |parts: Vec<String>| parts.join(" + ");
        let ins = join(self.inputs.iter().map(|r| r.to_string()).collect());
        let outs = join(self.outputs.iter().map(|s| s.to_string()).collect());
        match (self.inputs.is_empty(), self.outputs.is_empty()) {
            (true, _) => format!("→ {outs}"),
            (false, true) => format!("{ins} →"),
            (false, false) => format!("{ins} → {outs}"),
        }
    }
}

use Resource::{Black as K, Blue as B, Green as G, Orange as O, Red as R, White as W, Yellow as Y};
use Symbol::{One, Split};

const fn mine(name: &'static str, outputs: &'static [Symbol]) -> Company {
    Company {
        name,
        kind: Kind::Mining,
        inputs: &[],
        outputs,
    }
}

const fn make(
    name: &'static str,
    kind: Kind,
    inputs: &'static [Resource],
    outputs: &'static [Symbol],
) -> Company {
    Company {
        name,
        kind,
        inputs,
        outputs,
    }
}

const I: Kind = Kind::Intermediate;
const A: Kind = Kind::Advanced;
const M: Kind = Kind::Manufacturing;

/// The card list. Indices are [`CompanyId`]s and go into save codes: never reorder.
pub const COMPANIES: [Company; CompanyId::COUNT] = [
    // Mining: 12 single-colour mines, 9 with two split symbols (seed: "all have two").
    mine("Akaishi Iron", &[One(R), One(R)]),
    mine("Benigara Ochre", &[One(R), One(R)]),
    mine("Shuiro Copper", &[One(R)]),
    mine("Kaen Ore Pits", &[One(R)]),
    mine("Kogane Sulphur", &[One(Y), One(Y)]),
    mine("Yamabuki Clayworks", &[One(Y), One(Y)]),
    mine("Kihada Salt Pans", &[One(Y)]),
    mine("Tanpopo Sands", &[One(Y)]),
    mine("Midori Timber", &[One(G), One(G)]),
    mine("Aoba Plantations", &[One(G), One(G)]),
    mine("Matcha Fields", &[One(G)]),
    mine("Koke Forestry", &[One(G)]),
    mine("Hinode Mining", &[Split(R, Y), Split(R, Y)]),
    mine("Yuhi Quarries", &[Split(R, Y), Split(R, Y)]),
    mine("Sango Minerals", &[Split(R, Y), Split(R, Y)]),
    mine("Wakaba Agro", &[Split(Y, G), Split(Y, G)]),
    mine("Inaho Farms", &[Split(Y, G), Split(Y, G)]),
    mine("Yuzu Growers", &[Split(Y, G), Split(Y, G)]),
    mine("Kaki Estates", &[Split(R, G), Split(R, G)]),
    mine("Momiji Holdings", &[Split(R, G), Split(R, G)]),
    mine("Tsubaki Land", &[Split(R, G), Split(R, G)]),
    // Intermediate processing: orange never from green, black never from red.
    make("Oda Smelting", I, &[R, Y], &[One(O)]),
    make("Kurenai Refining", I, &[R, Y], &[One(O)]),
    make("Hoshi Foundry", I, &[R, R, Y], &[One(O)]),
    make("Tetsu Works", I, &[R, R], &[One(O)]),
    make("Kohaku Chemicals", I, &[R, Y, Y], &[One(O)]),
    make("Hibana Alloys", I, &[R, R, R], &[One(O)]),
    make("Sumi Carbon", I, &[G, Y], &[One(K)]),
    make("Kuro Pulp & Paper", I, &[G, Y], &[One(K)]),
    make("Yami Rubber", I, &[G, G, Y], &[One(K)]),
    make("Tanso Fibres", I, &[G, G], &[One(K)]),
    make("Urushi Lacquer", I, &[G, Y, Y], &[One(K)]),
    make("Kokutan Plastics", I, &[G, G, G], &[One(K)]),
    // The one company that runs on yellow alone ("rarely alone").
    make("Kiiro Catalysts", I, &[Y, Y], &[Split(O, K)]),
    // Advanced processing: white never from black, blue never from orange.
    make("Shiro Optics", A, &[O, Y], &[One(W)]),
    make("Hakuto Ceramics", A, &[O, O], &[One(W)]),
    make("Yuki Semiconductors", A, &[O, R, Y], &[One(W)]),
    make("Gin Precision", A, &[O, O, Y], &[One(W)]),
    make("Aoi Circuits", A, &[K, Y], &[One(B)]),
    make("Ruri Batteries", A, &[K, K], &[One(B)]),
    make("Gunjo Polymers", A, &[K, G, Y], &[One(B)]),
    make("Sora Composites", A, &[K, K, Y], &[One(B)]),
    // Only basic inputs, so it may make either advanced resource.
    make("Niji Biotech", A, &[R, G, Y, Y], &[Split(W, B)]),
    // Manufacturing.
    make("Tenka Motors", M, &[W, B], &[]),
    make("Kagayaki Shipyards", M, &[W, W, Y], &[]),
    make("Seiten Aerospace", M, &[B, B, Y], &[]),
    make("Raijin Electronics", M, &[W, K, Y], &[]),
    make("Fujin Rail", M, &[B, O, Y], &[]),
];

/// Looks a card up by name (for tests and tools).
pub fn by_name(name: &str) -> Option<CompanyId> {
    CompanyId::all().find(|id| id.company().name == name)
}
