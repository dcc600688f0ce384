//! The card list respects every constraint the seed states, the structure the
//! solver relies on, and the rules page shows it exactly.

use std::collections::HashSet;

use boardroom::games::zaibatsu::companies::{Kind, COMPANIES};
use boardroom::games::zaibatsu::resources::{Resource, Symbol};
use boardroom::games::zaibatsu::RULES;

use Resource::*;

fn of_kind(kind: Kind) -> Vec<&'static boardroom::games::zaibatsu::companies::Company> {
    COMPANIES.iter().filter(|c| c.kind == kind).collect()
}

fn makes(c: &boardroom::games::zaibatsu::companies::Company, r: Resource) -> bool {
    c.outputs.iter().any(|s| s.can_be(r))
}

#[test]
fn counts_match_the_seed() {
    assert_eq!(COMPANIES.len(), 48);
    assert_eq!(of_kind(Kind::Mining).len(), 21);
    assert_eq!(
        of_kind(Kind::Intermediate).len() + of_kind(Kind::Advanced).len(),
        22
    );
    assert_eq!(of_kind(Kind::Manufacturing).len(), 5);
    let points: Vec<u32> = [
        Kind::Mining,
        Kind::Intermediate,
        Kind::Advanced,
        Kind::Manufacturing,
    ]
    .iter()
    .map(|k| k.points())
    .collect();
    assert_eq!(points, vec![3, 6, 15, 30]);
    let names: HashSet<&str> = COMPANIES.iter().map(|c| c.name).collect();
    assert_eq!(names.len(), 48, "names are unique");
}

#[test]
fn kinds_have_the_right_shape() {
    for c in &COMPANIES {
        let out_tiers: HashSet<u8> = c.outputs.iter().map(|s| s.tier()).collect();
        match c.kind {
            Kind::Mining => {
                assert!(c.inputs.is_empty(), "{}", c.name);
                assert_eq!(out_tiers, HashSet::from([0]), "{}", c.name);
            }
            Kind::Intermediate | Kind::Advanced => {
                let tier = if c.kind == Kind::Intermediate { 1 } else { 2 };
                assert!(!c.inputs.is_empty(), "{}", c.name);
                assert_eq!(out_tiers, HashSet::from([tier]), "{}", c.name);
                // The solver relies on resources flowing strictly upwards.
                assert!(c.inputs.iter().all(|r| r.tier() < tier), "{}", c.name);
            }
            Kind::Manufacturing => {
                assert!(!c.inputs.is_empty() && c.outputs.is_empty(), "{}", c.name);
            }
        }
        for s in c.outputs {
            if let Symbol::Split(a, b) = s {
                assert!(
                    a != b && a.tier() == b.tier(),
                    "{}: split within one tier",
                    c.name
                );
            }
        }
    }
}

#[test]
fn split_mines_all_have_two_symbols() {
    for c in of_kind(Kind::Mining) {
        if c.outputs.iter().any(|s| matches!(s, Symbol::Split(..))) {
            assert_eq!(c.outputs.len(), 2, "{}", c.name);
        }
    }
}

#[test]
fn the_seeds_forbidden_combinations_never_occur() {
    for c in &COMPANIES {
        let uses = |r: Resource| c.inputs.contains(&r);
        assert!(!(uses(Red) && makes(c, Black)), "{}: red → black", c.name);
        assert!(
            !(uses(Green) && makes(c, Orange)),
            "{}: green → orange",
            c.name
        );
        assert!(
            !(uses(Orange) && makes(c, Blue)),
            "{}: orange → blue",
            c.name
        );
        assert!(
            !(uses(Black) && makes(c, White)),
            "{}: black → white",
            c.name
        );
    }
}

#[test]
fn yellow_is_in_every_kind_of_processing_but_rarely_alone() {
    for product in [Orange, Black, White, Blue] {
        assert!(
            COMPANIES
                .iter()
                .any(|c| makes(c, product) && c.inputs.contains(&Yellow)),
            "no {product:?} maker uses yellow"
        );
    }
    let processors: Vec<_> = COMPANIES
        .iter()
        .filter(|c| matches!(c.kind, Kind::Intermediate | Kind::Advanced))
        .collect();
    let with_yellow = processors
        .iter()
        .filter(|c| c.inputs.contains(&Yellow))
        .count();
    let yellow_alone = processors
        .iter()
        .filter(|c| c.inputs.iter().all(|&r| r == Yellow))
        .count();
    assert!(with_yellow * 2 > processors.len(), "yellow is common");
    assert_eq!(yellow_alone, 1, "but rarely alone");
}

/// The box's tokens as a guide to quantities: at most as many of each resource
/// can exist as there are tokens, and the brown "?" tokens cover the split symbols.
#[test]
fn quantities_follow_the_token_counts() {
    let max_of = |r: Resource| -> usize {
        COMPANIES
            .iter()
            .flat_map(|c| c.outputs.iter())
            .filter(|s| s.can_be(r))
            .count()
    };
    for (r, tokens) in [
        (Red, 24),
        (Yellow, 24),
        (Green, 24),
        (Orange, 7),
        (Black, 7),
        (White, 5),
        (Blue, 5),
    ] {
        assert!(max_of(r) <= tokens, "{r:?}: {} > {tokens}", max_of(r));
    }
    assert_eq!(max_of(Orange), 7);
    assert_eq!(max_of(White), 5);
    let splits = COMPANIES
        .iter()
        .flat_map(|c| c.outputs.iter())
        .filter(|s| matches!(s, Symbol::Split(..)))
        .count();
    assert_eq!(splits, 20, "one brown token per split symbol");
}

/// The rules page's claims about supply and demand.
#[test]
fn supply_is_short_as_the_rules_page_says() {
    let basic_demand: usize = COMPANIES
        .iter()
        .flat_map(|c| c.inputs.iter())
        .filter(|r| r.tier() == 0)
        .count();
    let basic_supply: usize = of_kind(Kind::Mining).iter().map(|c| c.outputs.len()).sum();
    assert_eq!((basic_demand, basic_supply), (48, 36));
    let factory_demand: usize = of_kind(Kind::Manufacturing)
        .iter()
        .flat_map(|c| c.inputs.iter())
        .filter(|r| r.tier() == 2)
        .count();
    assert_eq!((factory_demand, of_kind(Kind::Advanced).len()), (8, 9));
}

#[test]
fn the_rules_page_draws_every_card_with_the_board_symbols() {
    // The list itself is drawn from the card data by the board code (a browser
    // test counts its 48 cards); the page must ask for it and for the key.
    let section = RULES
        .iter()
        .find(|s| s.title == "The company cards")
        .expect("a card section");
    let blocks: Vec<&str> = section.body.split("\n\n").map(str::trim).collect();
    assert!(blocks.contains(&"[figure: cards]"), "{blocks:?}");
    assert!(blocks.contains(&"[figure: key]"), "{blocks:?}");
}

#[test]
fn the_rules_page_lists_the_decisions() {
    let decisions = RULES
        .iter()
        .find(|s| s.title == "Decisions where the printed rules are silent")
        .expect("a decisions section");
    for topic in [
        "four rounds",
        "First Commissioner",
        "T¥10",
        "bids last",
        "leave the game",
        "empty pile",
        "passes automatically",
        "best plan",
        "Ties share the win",
    ] {
        assert!(
            decisions.body.contains(topic),
            "decisions do not mention {topic:?}"
        );
    }
}
