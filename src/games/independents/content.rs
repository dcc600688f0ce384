//! The printed parts the rules only name: the board's eighteen sections, the
//! company profile sheets of the historical independents and the card deck.
//! The reasons for each choice are on the rules page (rules_page.rs).

use serde::{Deserialize, Serialize};

/// Sections per category: six, so that at 3 players a majority (four) is
/// reachable and at 6 players every company can still win a section.
pub const PER_CATEGORY: usize = 6;
/// All sections on the board: Models 0..6, Engineering 6..12, Promotions 12..18.
pub const SECTIONS: usize = 3 * PER_CATEGORY;
/// Disks of one colour in the box: the supply never runs dry in practice.
pub const DISKS_PER_COLOUR: u8 = 60;
/// Disks each company starts a game with (10 on the sheet, 10 selective).
pub const START_DISKS: u8 = 20;
/// Required circles on every company sheet.
pub const CIRCLES: u8 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    Models,
    Engineering,
    Promotions,
}

impl Category {
    pub const ALL: [Category; 3] = [
        Category::Models,
        Category::Engineering,
        Category::Promotions,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Category::Models => "Models",
            Category::Engineering => "Engineering",
            Category::Promotions => "Promotions",
        }
    }

    /// The category's sections, as board indices.
    pub fn sections(self) -> std::ops::Range<usize> {
        let first = self.index() * PER_CATEGORY;
        first..first + PER_CATEGORY
    }

    pub fn of(section: usize) -> Category {
        Category::ALL[(section / PER_CATEGORY).min(2)]
    }
}

/// The sections' names, in board order.
pub const SECTION_NAMES: [&str; SECTIONS] = [
    // Models: the body styles of the late forties and fifties.
    "Sedan",
    "Club Coupe",
    "Convertible",
    "Station Wagon",
    "Hardtop",
    "Compact",
    // Engineering: engines, transmissions and features.
    "Straight-Eight",
    "OHV V8",
    "Automatic Transmission",
    "Unit Body",
    "Power Steering",
    "Safety Features",
    // Promotions: advertising and sales channels.
    "Radio",
    "Television",
    "Magazines",
    "Dealer Network",
    "Auto Shows",
    "Stock-Car Racing",
];

pub fn section_name(section: usize) -> &'static str {
    SECTION_NAMES.get(section).copied().unwrap_or("?")
}

/// A company profile sheet: ten required circles on specific sections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sheet {
    pub name: &'static str,
    pub blurb: &'static str,
    /// (section, circles); circles sum to [`CIRCLES`].
    pub circles: &'static [(u8, u8)],
}

impl Sheet {
    /// Circles on one section.
    pub fn circles_on(&self, section: usize) -> u8 {
        self.circles
            .iter()
            .filter(|&&(s, _)| s as usize == section)
            .map(|&(_, c)| c)
            .sum()
    }
}

/// Ten sheets, each 10 circles. Every sheet reaches all three categories (so
/// nobody sits out a category) and covers six or seven sections, but the
/// weights differ: a 4/3/3 generalist, 5/3/2 specialists of each category, and
/// two "stacked" sheets that put three circles on one section.
pub const SHEETS: [Sheet; 10] = [
    Sheet {
        name: "Hudson",
        blurb: "Step-down unit body and the Hornet that ruled stock-car racing.",
        circles: &[(0, 2), (1, 1), (9, 2), (6, 1), (17, 3), (15, 1)],
    },
    Sheet {
        name: "Nash",
        blurb: "Unit bodies, the compact Rambler and a strong dealer body.",
        circles: &[(5, 3), (3, 1), (9, 2), (11, 1), (15, 2), (14, 1)],
    },
    Sheet {
        name: "Packard",
        blurb: "Luxury sedans, the Ultramatic and the straight-eight.",
        circles: &[(0, 2), (4, 1), (6, 3), (8, 2), (14, 1), (16, 1)],
    },
    Sheet {
        name: "Studebaker",
        blurb: "Loewy's coupes, an early V8 and the Automatic Drive.",
        circles: &[(1, 3), (4, 1), (7, 2), (8, 1), (12, 1), (16, 2)],
    },
    Sheet {
        name: "Kaiser-Frazer",
        blurb: "Big post-war sedans sold on safety and a national ad push.",
        circles: &[(0, 2), (3, 1), (11, 2), (10, 1), (13, 2), (14, 2)],
    },
    Sheet {
        name: "Willys",
        blurb: "The Jeep Station Wagon and rugged four-wheel-drive engineering.",
        circles: &[(3, 3), (5, 1), (10, 1), (9, 1), (15, 2), (12, 2)],
    },
    Sheet {
        name: "Crosley",
        blurb: "Tiny cars, disc brakes first, and sold in appliance stores.",
        circles: &[(5, 2), (2, 1), (11, 2), (9, 1), (15, 2), (12, 2)],
    },
    Sheet {
        name: "Tucker",
        blurb: "The Tucker 48: rear engine, safety first, and pure showmanship.",
        circles: &[(0, 1), (4, 1), (11, 3), (7, 1), (16, 2), (13, 2)],
    },
    Sheet {
        name: "Checker",
        blurb: "Tough sedans and wagons for cab fleets, built to last.",
        circles: &[(0, 2), (3, 2), (6, 2), (10, 1), (15, 2), (14, 1)],
    },
    Sheet {
        name: "Muntz",
        blurb: "The Muntz Jet convertible, sold by a television pioneer.",
        circles: &[(2, 3), (1, 1), (7, 1), (8, 1), (13, 3), (17, 1)],
    },
];

/// Where a card's effect may be played (the icon on the card; none = any).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Only(Category),
    Any,
}

impl Icon {
    pub fn allows(self, category: Category) -> bool {
        match self {
            Icon::Only(c) => c == category,
            Icon::Any => true,
        }
    }
}

/// What a card does, exactly as its text reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Add this many disks from your supply to one section.
    Add(u8),
    /// Remove up to this many of one rival's disks from one section to their supply.
    Remove(u8),
    /// Remove one disk of every rival from one section to their supplies.
    Strike,
    /// Move up to this many of your disks from one section to another of the category.
    Move(u8),
    /// No card may remove or move disks in one section for the rest of the category.
    Protect,
    /// Draw this many cards.
    Draw(u8),
    /// Remove one of a rival's disks from a section and add one of yours there.
    Raid,
    /// Add one disk to every section of the category that holds one of yours.
    FullLine,
    /// Move one of your disks from each other section of the category into one.
    Consolidate,
    /// Everyone in one section returns half their disks there (rounded down) to supply.
    PriceCut,
    /// Add two disks to one section and draw a card.
    AddDraw,
    /// Add one disk to each of two different sections.
    Split,
}

/// How a card's target is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetKind {
    Nothing,
    Section,
    Rival,
    Move,
    Pair,
}

impl Effect {
    pub fn target(self) -> TargetKind {
        match self {
            Effect::Add(_)
            | Effect::Strike
            | Effect::Protect
            | Effect::Consolidate
            | Effect::PriceCut
            | Effect::AddDraw => TargetKind::Section,
            Effect::Remove(_) | Effect::Raid => TargetKind::Rival,
            Effect::Move(_) => TargetKind::Move,
            Effect::Draw(_) | Effect::FullLine => TargetKind::Nothing,
            Effect::Split => TargetKind::Pair,
        }
    }
}

/// One kind of card (the deck holds [`COPIES`] of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardKind {
    pub name: &'static str,
    pub icon: Icon,
    pub effect: Effect,
    pub text: &'static str,
}

pub const COPIES: usize = 4;

pub const CARD_KINDS: [CardKind; 16] = [
    CardKind {
        name: "Assembly Line Push",
        icon: Icon::Only(Category::Models),
        effect: Effect::Add(3),
        text: "Add 3 disks from your supply to one Models section.",
    },
    CardKind {
        name: "Research Lab",
        icon: Icon::Only(Category::Engineering),
        effect: Effect::Add(3),
        text: "Add 3 disks from your supply to one Engineering section.",
    },
    CardKind {
        name: "Ad Campaign",
        icon: Icon::Only(Category::Promotions),
        effect: Effect::Add(3),
        text: "Add 3 disks from your supply to one Promotions section.",
    },
    CardKind {
        name: "Bank Loan",
        icon: Icon::Any,
        effect: Effect::Add(2),
        text: "Add 2 disks from your supply to one section of the active category.",
    },
    CardKind {
        name: "Price War",
        icon: Icon::Any,
        effect: Effect::Remove(2),
        text: "Remove up to 2 of one rival's disks from one section to their supply.",
    },
    CardKind {
        name: "Steel Strike",
        icon: Icon::Only(Category::Models),
        effect: Effect::Strike,
        text: "Remove 1 disk of every rival from one Models section to their supplies.",
    },
    CardKind {
        name: "Patent Suit",
        icon: Icon::Only(Category::Engineering),
        effect: Effect::Remove(3),
        text: "Remove up to 3 of one rival's disks from one Engineering section to their supply.",
    },
    CardKind {
        name: "Retooling",
        icon: Icon::Any,
        effect: Effect::Move(3),
        text: "Move up to 3 of your disks from one section to another section of the active category.",
    },
    CardKind {
        name: "Union Contract",
        icon: Icon::Any,
        effect: Effect::Protect,
        text: "Protect one section: for the rest of this category no card may remove or move disks there.",
    },
    CardKind {
        name: "Market Research",
        icon: Icon::Any,
        effect: Effect::Draw(2),
        text: "Draw 2 cards.",
    },
    CardKind {
        name: "Talent Raid",
        icon: Icon::Any,
        effect: Effect::Raid,
        text: "Remove 1 of a rival's disks from one section to their supply and add 1 of yours there.",
    },
    CardKind {
        name: "Full Line",
        icon: Icon::Any,
        effect: Effect::FullLine,
        text: "Add 1 disk from your supply to every section of the active category that holds one of yours.",
    },
    CardKind {
        name: "Merger Talks",
        icon: Icon::Any,
        effect: Effect::Consolidate,
        text: "Move 1 of your disks from each other section of the active category into one section.",
    },
    CardKind {
        name: "Big Three Price Cut",
        icon: Icon::Any,
        effect: Effect::PriceCut,
        text: "In one section every company, yours too, returns half its disks there (rounded down) to its supply.",
    },
    CardKind {
        name: "Celebrity Endorsement",
        icon: Icon::Only(Category::Promotions),
        effect: Effect::AddDraw,
        text: "Add 2 disks from your supply to one Promotions section and draw 1 card.",
    },
    CardKind {
        name: "Defense Contract",
        icon: Icon::Only(Category::Engineering),
        effect: Effect::Split,
        text: "Add 1 disk from your supply to each of two different Engineering sections.",
    },
];

/// Cards in the deck.
pub const DECK_SIZE: usize = CARD_KINDS.len() * COPIES;

/// A card: its kind and its trend of three sections (one per category).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    pub id: u8,
    pub kind: &'static CardKind,
    pub trend: [u8; 3],
}

/// Card `id` (0..DECK_SIZE). The four copies of a kind carry different trends,
/// and the trends are spread so that every section appears on 10 or 11 cards.
pub fn card(id: u8) -> Card {
    let i = id as usize % DECK_SIZE;
    let kind = &CARD_KINDS[i / COPIES];
    let m = i % PER_CATEGORY;
    let e = (i / PER_CATEGORY + 2 * i) % PER_CATEGORY;
    let p = (i * 5 / 3 + i / 11) % PER_CATEGORY;
    Card {
        id: i as u8,
        kind,
        trend: [
            m as u8,
            (PER_CATEGORY + e) as u8,
            (2 * PER_CATEGORY + p) as u8,
        ],
    }
}
