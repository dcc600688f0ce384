//! The content of Mundus Novus: the ten kinds of resource card and the 44
//! development cards (our own list: the printed rules describe only their kinds).

use serde::{Deserialize, Serialize};

/// Card counts per kind: index 0..=8 are the resources worth 1..=9, index 9 the Inca relic.
pub type Cards = [u8; 10];

pub const RELIC: usize = 9;
pub const KINDS: usize = 10;
pub const EMPTY: Cards = [0; 10];

/// How many of each resource card the game holds (120 in all).
pub const RESOURCE_COUNTS: Cards = [16, 16, 16, 12, 12, 12, 8, 8, 8, 12];

pub const RESOURCE_NAMES: [&str; KINDS] = [
    "cocoa",
    "corn",
    "tobacco",
    "coffee",
    "cotton",
    "sugar cane",
    "potatoes",
    "indigo",
    "vanilla",
    "Inca relic",
];

/// One kind of resource card, wherever a card is named (moves, the piles,
/// events, views): index 0..=8 the resources worth 1..=9, [`RELIC`] the Inca
/// relic. Only a kind that exists can be made, decoded included; it is saved
/// and sent as its index, one byte or number, as the plain numbers were before
/// it, so older save codes and other devices' messages still read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Resource(u8);

impl Resource {
    pub const RELIC: Resource = Resource(RELIC as u8);

    /// The kind at `index` in a [`Cards`] count, if there is one.
    pub fn new(index: usize) -> Option<Resource> {
        (index < KINDS).then_some(Resource(index as u8))
    }

    /// Every kind, in index order.
    pub fn all() -> impl Iterator<Item = Resource> {
        (0..KINDS as u8).map(Resource)
    }

    /// Its index in a [`Cards`] count.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// "cocoa (1)", "Inca relic".
    pub fn label(self) -> String {
        resource_label(self.index())
    }
}

/// A count of cards read by kind: `hand[kind]`.
impl std::ops::Index<Resource> for Cards {
    type Output = u8;
    fn index(&self, kind: Resource) -> &u8 {
        &self[kind.index()]
    }
}

impl std::ops::IndexMut<Resource> for Cards {
    fn index_mut(&mut self, kind: Resource) -> &mut u8 {
        &mut self[kind.index()]
    }
}

impl TryFrom<u8> for Resource {
    type Error = String;
    fn try_from(index: u8) -> Result<Self, String> {
        Resource::new(index.into()).ok_or_else(|| format!("no resource kind {index}"))
    }
}

impl From<Resource> for u8 {
    fn from(r: Resource) -> u8 {
        r.0
    }
}

/// "cocoa (1)", "Inca relic".
pub fn resource_label(kind: usize) -> String {
    if kind == RELIC {
        RESOURCE_NAMES[RELIC].to_string()
    } else {
        format!("{} ({})", RESOURCE_NAMES[kind], kind + 1)
    }
}

/// Orellana's pattern: three identical resources, or three consecutive
/// numbers, on a market of three (the bots ask the same question of a market
/// they imagine).
pub fn market_pattern(market: &[Resource]) -> bool {
    let mut m: Vec<usize> = market.iter().map(|r| r.index()).collect();
    if m.len() != 3 {
        return false;
    }
    m.sort_unstable();
    let same = m[0] == m[1] && m[1] == m[2];
    let run = m[2] < RELIC && m[1] == m[0] + 1 && m[2] == m[1] + 1;
    same || run
}

/// Value in the Trade Master contest: the printed number, 10 for a relic.
pub fn trade_value(kind: usize) -> u32 {
    kind as u32 + 1
}

/// 0 common (1–3), 1 uncommon (4–6), 2 rare (7–9); relics have no band.
pub fn band(kind: usize) -> usize {
    kind / 3
}

pub const BAND_NAMES: [&str; 3] = ["common (1–3)", "uncommon (4–6)", "rare (7–9)"];

pub fn total(c: &Cards) -> u32 {
    c.iter().map(|&n| n as u32).sum()
}

/// Doubloons for a set of `n` different resources (4..=9).
pub fn different_pay(n: u32) -> u32 {
    match n {
        4 => 5,
        5 => 7,
        6 => 10,
        7 => 15,
        8 => 20,
        9 => 25,
        _ => 0,
    }
}

/// What a set of `n` different resources really pays under `event` as it
/// applies to the seller: Indigenous peoples pay 1 a card. The rules, the hand
/// helper and the Sell buttons all ask this one function.
pub fn sale_pay(n: u32, event: Option<EventKind>) -> u32 {
    if event == Some(EventKind::Indigenous) {
        n
    } else {
        different_pay(n)
    }
}

/// Doubloons for `n` relics sold alone (1..=5).
pub fn relic_pay(n: u32) -> u32 {
    match n {
        1 => 3,
        2 => 7,
        3 => 12,
        4 => 18,
        5 => 25,
        _ => 0,
    }
}

/// Which queue cards a set of identical cards reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Access {
    First,
    FirstThree,
    Any,
}

impl Access {
    /// The access table, by set size and the scarcity of the resource.
    pub fn of(size: u32, kind: usize) -> Access {
        match (size, band(kind)) {
            (3, 0) => Access::First,
            (3, 1) | (4, 0) => Access::FirstThree,
            _ => Access::Any,
        }
    }

    /// How many queue positions (from the front) it reaches.
    pub fn reach(self, queue: usize) -> usize {
        match self {
            Access::First => queue.min(1),
            Access::FirstThree => queue.min(3),
            Access::Any => queue,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventKind {
    KingsAid,
    Indigenous,
    Storm,
    Fire,
    Pirates,
}

impl EventKind {
    pub const ALL: [EventKind; 5] = [
        EventKind::KingsAid,
        EventKind::Indigenous,
        EventKind::Storm,
        EventKind::Fire,
        EventKind::Pirates,
    ];

    pub fn name(self) -> &'static str {
        match self {
            EventKind::KingsAid => "King's Aid",
            EventKind::Indigenous => "Indigenous peoples",
            EventKind::Storm => "Storm",
            EventKind::Fire => "Fire",
            EventKind::Pirates => "Pirates",
        }
    }

    pub fn effect(self) -> &'static str {
        match self {
            EventKind::KingsAid => "any number of identical sets may be made this round",
            EventKind::Indigenous => "sets of different resources pay 1 doubloon a card",
            EventKind::Storm => "identical sets reach only the first development",
            EventKind::Fire => "warehouses cannot keep cards this round",
            EventKind::Pirates => {
                "after the supply, each fleet of two or more caravels costs its owner a card"
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Character {
    Almagro,
    DeLaCosa,
    Pizarro,
    LasCasas,
    PonceDeLeon,
    Valdivia,
    Orellana,
    Coronado,
    Cortes,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DevKind {
    Caravel {
        value: u8,
    },
    /// Turns one card into a resource of its band (0 common, 1 uncommon, 2 rare).
    Merchant {
        band: u8,
    },
    Warehouse {
        slots: u8,
    },
    Shipyard,
    Character(Character),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dev {
    pub name: &'static str,
    pub kind: DevKind,
    /// In play only with at least this many players.
    pub players: u8,
    /// Doubloons paid every round from the round it is taken.
    pub income: u8,
    pub icon: Option<EventKind>,
}

use Character as C;
use DevKind as K;
use EventKind as E;

const fn dev(
    name: &'static str,
    kind: DevKind,
    players: u8,
    income: u8,
    icon: Option<EventKind>,
) -> Dev {
    Dev {
        name,
        kind,
        players,
        income,
        icon,
    }
}

const fn caravel(name: &'static str, value: u8, players: u8, icon: Option<EventKind>) -> Dev {
    dev(name, K::Caravel { value }, players, 0, icon)
}

const fn merchant(name: &'static str, band: u8, players: u8, income: u8, icon: Option<EventKind>) -> Dev {
    dev(name, K::Merchant { band }, players, income, icon)
}

const fn warehouse(name: &'static str, slots: u8, players: u8, icon: Option<EventKind>) -> Dev {
    // The seed: two places, or one place and a doubloon a round.
    dev(name, K::Warehouse { slots }, players, 2 - slots, icon)
}

const fn character(name: &'static str, c: Character, players: u8, income: u8, icon: Option<EventKind>) -> Dev {
    dev(name, K::Character(c), players, income, icon)
}

/// The 44 development cards, by id. The player-count numbers make a deck of
/// 15 cards at 2 players, 17 at 3, 19 at 4, 25 at 5 and all 44 at 6 (see the
/// rules page for why).
pub static DEVS: [Dev; 44] = [
    caravel("Caravel 1", 1, 2, None),
    caravel("Caravel 2", 2, 3, Some(E::Pirates)),
    caravel("Caravel 3", 3, 2, None),
    caravel("Caravel 4", 4, 5, Some(E::Indigenous)),
    caravel("Caravel 5", 5, 4, Some(E::Storm)),
    caravel("Caravel 6", 6, 2, Some(E::KingsAid)),
    caravel("Caravel 7", 7, 5, None),
    caravel("Caravel 8", 8, 2, Some(E::Pirates)),
    caravel("Caravel 9", 9, 6, Some(E::KingsAid)),
    caravel("Caravel 10", 10, 6, None),
    caravel("Caravel 11", 11, 6, Some(E::Storm)),
    caravel("Caravel 12", 12, 6, Some(E::Pirates)),
    merchant("Cocoa trader", 0, 2, 0, None),
    merchant("Corn trader", 0, 5, 0, Some(E::KingsAid)),
    merchant("Tobacco house", 0, 6, 2, None),
    merchant("Coffee trader", 1, 2, 0, Some(E::KingsAid)),
    merchant("Cotton trader", 1, 6, 0, Some(E::Indigenous)),
    merchant("Sugar house", 1, 5, 1, Some(E::Fire)),
    merchant("Potato trader", 2, 2, 0, Some(E::KingsAid)),
    merchant("Indigo trader", 2, 5, 0, None),
    merchant("Vanilla house", 2, 6, 1, Some(E::KingsAid)),
    merchant("Guild of the Crown", 2, 6, 0, None),
    warehouse("Great warehouse", 2, 2, Some(E::Fire)),
    warehouse("Harbour warehouse", 1, 2, Some(E::Indigenous)),
    warehouse("River warehouse", 2, 4, None),
    warehouse("Dock warehouse", 2, 6, None),
    warehouse("Customs house", 1, 6, None),
    warehouse("Rented cellar", 1, 2, None),
    warehouse("Rented loft", 1, 6, Some(E::Fire)),
    warehouse("Rented shed", 1, 6, None),
    dev("Shipyard of Seville", K::Shipyard, 2, 0, None),
    dev("Shipyard of Cádiz", K::Shipyard, 5, 0, Some(E::Storm)),
    dev("Shipyard of Palos", K::Shipyard, 6, 0, Some(E::Storm)),
    dev("Shipyard of Bilbao", K::Shipyard, 6, 0, None),
    dev("Shipyard of Lisbon", K::Shipyard, 6, 0, Some(E::Indigenous)),
    character("Diego de Almagro", C::Almagro, 3, 2, None),
    character("Juan de la Cosa", C::DeLaCosa, 2, 1, None),
    character("Gonzalo Pizarro", C::Pizarro, 6, 0, None),
    character("Bartolomé de las Casas", C::LasCasas, 2, 1, Some(E::Storm)),
    character("Juan Ponce de León", C::PonceDeLeon, 6, 0, None),
    character("Pedro de Valdivia", C::Valdivia, 2, 1, None),
    character("Francisco de Orellana", C::Orellana, 6, 0, Some(E::Fire)),
    character("Francisco de Coronado", C::Coronado, 2, 0, None),
    character("Hernán Cortés", C::Cortes, 6, 3, Some(E::Pirates)),
];

pub fn dev_id(name: &str) -> Option<u8> {
    DEVS.iter().position(|d| d.name == name).map(|i| i as u8)
}

/// The caravels among `devs`, a bit per value.
pub fn caravel_mask(devs: &[u8]) -> u16 {
    devs.iter()
        .filter_map(|&d| match DEVS[d as usize].kind {
            DevKind::Caravel { value } => Some(1u16 << value),
            _ => None,
        })
        .fold(0, |m, b| m | b)
}

/// The round's event as it applies to the owner of `devs`: Juan de la Cosa's
/// owner is never affected.
pub fn event_for_devs(event: Option<EventKind>, devs: &[u8]) -> Option<EventKind> {
    let immune = devs
        .iter()
        .any(|&d| DEVS[d as usize].kind == DevKind::Character(Character::DeLaCosa));
    event.filter(|_| !immune)
}

pub fn character_id(c: Character) -> u8 {
    DEVS.iter()
        .position(|d| d.kind == DevKind::Character(c))
        .expect("every character has a card") as u8
}

/// What a card does, in one line for players.
pub fn dev_power(d: &Dev) -> String {
    let income = if d.income > 0 {
        format!(
            " Pays {} a round.",
            crate::engine::plural(d.income, "doubloon", "doubloons")
        )
    } else {
        String::new()
    };
    let power = match d.kind {
        K::Caravel { value } => format!("A caravel of value {value}: one more face-up card at each supply."),
        K::Merchant { band } => format!(
            "Once a round in your progression, turns one card into any {} resource.",
            BAND_NAMES[band as usize]
        ),
        K::Warehouse { slots } => format!(
            "Keeps {} from one round to your next progression.",
            crate::engine::plural(slots, "unused card", "unused cards")
        ),
        K::Shipyard => "At the end of your progression: 1 doubloon for each opponent with more caravels than you.".into(),
        K::Character(c) => match c {
            C::Almagro => "When a set of identical cards wins you a development, you may take the top card of the development deck instead.".into(),
            C::DeLaCosa => "Events do not affect you, good or bad.".into(),
            C::Pizarro => "Your highest caravel counts as value 0 in your fleet.".into(),
            C::LasCasas => "You may offer any number of cards from 0 up to the Trade Master's call.".into(),
            C::PonceDeLeon => "Each round you may split your caravels into two fleets, as you choose.".into(),
            C::Valdivia => "+3 to your offer's total in the Trade Master contest.".into(),
            C::Orellana => "2 doubloons each time your swap through the market leaves three identical or three consecutive resources there.".into(),
            C::Coronado => "When the first development shows no event, you may pay 2 doubloons to call the event of your choice.".into(),
            C::Cortes => "No other power.".into(),
        },
    };
    format!("{power}{income}")
}
