//! The scoring solver: optimal (agrees with brute force), plans that are valid
//! supply chains, split symbols, no company operating twice.

use std::collections::HashMap;

use boardroom::engine::rng;
use boardroom::games::zaibatsu::companies::{by_name, CompanyId, Kind};
use boardroom::games::zaibatsu::resources::{Resource, Symbol};
use boardroom::games::zaibatsu::solver::{best_plan, best_score, best_score_with, Plan};

fn ids(names: &[&str]) -> Vec<CompanyId> {
    names
        .iter()
        .map(|n| by_name(n).unwrap_or_else(|| panic!("no company {n}")))
        .collect()
}

// ---- An independent brute force ---------------------------------------------

/// Tries every set of operating processors/manufacturers and, for each, every
/// way of splitting the split symbols (counted per pair of colours).
fn brute_force(cards: &[CompanyId]) -> u32 {
    let mines: Vec<CompanyId> = cards
        .iter()
        .copied()
        .filter(|c| c.company().kind == Kind::Mining)
        .collect();
    let others: Vec<CompanyId> = cards
        .iter()
        .copied()
        .filter(|c| c.company().kind != Kind::Mining)
        .collect();
    let mut best = 0;
    for mask in 0u32..1 << others.len() {
        let running: Vec<CompanyId> = mines
            .iter()
            .copied()
            .chain(
                (0..others.len())
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| others[i]),
            )
            .collect();
        let points: u32 = running.iter().map(|c| c.company().points()).sum();
        if points > best && feasible(&running) {
            best = points;
        }
    }
    best
}

fn feasible(running: &[CompanyId]) -> bool {
    let mut need = [0i32; 7];
    let mut have = [0i32; 7];
    let mut splits: HashMap<(Resource, Resource), i32> = HashMap::new();
    for c in running {
        for r in c.company().inputs {
            need[r.index()] += 1;
        }
        for s in c.company().outputs {
            match *s {
                Symbol::One(r) => have[r.index()] += 1,
                Symbol::Split(a, b) => *splits.entry((a, b)).or_default() += 1,
            }
        }
    }
    let pairs: Vec<((Resource, Resource), i32)> = splits.into_iter().collect();
    try_splits(&pairs, &mut have, &need)
}

fn try_splits(pairs: &[((Resource, Resource), i32)], have: &mut [i32; 7], need: &[i32; 7]) -> bool {
    let Some((&((a, b), n), rest)) = pairs.split_first() else {
        return (0..7).all(|i| have[i] >= need[i]);
    };
    for first in 0..=n {
        have[a.index()] += first;
        have[b.index()] += n - first;
        let ok = try_splits(rest, have, need);
        have[a.index()] -= first;
        have[b.index()] -= n - first;
        if ok {
            return true;
        }
    }
    false
}

// ---- Plan validity -------------------------------------------------------------

fn check_plan(cards: &[CompanyId], plan: &Plan) {
    let listed: Vec<CompanyId> = plan.companies.iter().map(|c| c.company).collect();
    assert_eq!(listed, cards, "the plan lists every card once, in order");
    let running = |id: CompanyId| plan.is_operating(id);
    let mut fed: HashMap<(CompanyId, CompanyId, Resource), i32> = HashMap::new();
    let mut score = 0;
    for c in &plan.companies {
        let company = c.company.company();
        assert_eq!(c.inputs.len(), company.inputs.len());
        assert_eq!(c.outputs.len(), company.outputs.len());
        if company.kind == Kind::Mining {
            assert!(c.operating, "mines always operate");
        }
        if c.operating {
            score += company.points();
        }
        for (slot, input) in c.inputs.iter().enumerate() {
            assert_eq!(input.resource, company.inputs[slot]);
            match input.from {
                Some(from) => {
                    assert!(c.operating, "only operating companies are supplied");
                    assert!(running(from), "{} fed by an idle company", company.name);
                    *fed.entry((from, c.company, input.resource)).or_default() += 1;
                }
                None => assert!(!c.operating, "{} operates without input", company.name),
            }
        }
        for (slot, out) in c.outputs.iter().enumerate() {
            let symbol = company.outputs[slot];
            assert!(
                symbol.can_be(out.resource),
                "{}: {symbol:?} cannot be {:?}",
                company.name,
                out.resource
            );
            assert_eq!(out.split.is_some(), matches!(symbol, Symbol::Split(..)));
            if let Some(to) = out.to {
                assert!(c.operating, "an idle company supplies nothing");
                *fed.entry((c.company, to, out.resource)).or_default() -= 1;
            }
        }
    }
    // Every input fed is matched by exactly one output marked as feeding it.
    assert!(
        fed.values().all(|&n| n == 0),
        "inputs and outputs disagree: {fed:?}"
    );
    assert_eq!(plan.score, score);
}

fn random_conglomerate(r: &mut rng::GameRng, max_others: usize) -> Vec<CompanyId> {
    let mut all: Vec<CompanyId> = CompanyId::all().collect();
    rng::shuffle(r, &mut all);
    let mines = rng::below(r, 12);
    let others = rng::below(r, max_others + 1);
    let mut out: Vec<CompanyId> = all
        .iter()
        .copied()
        .filter(|c| c.company().kind == Kind::Mining)
        .take(mines)
        .chain(
            all.iter()
                .copied()
                .filter(|c| c.company().kind != Kind::Mining)
                .take(others),
        )
        .collect();
    rng::shuffle(r, &mut out);
    out
}

#[test]
fn agrees_with_brute_force_on_random_conglomerates() {
    let mut r = rng::seeded(2024);
    for case in 0..3000 {
        let cards = random_conglomerate(&mut r, 11);
        let expected = brute_force(&cards);
        assert_eq!(best_score(&cards), expected, "case {case}: {cards:?}");
        let plan = best_plan(&cards);
        assert_eq!(plan.score, expected, "case {case}");
        check_plan(&cards, &plan);
    }
}

/// Conglomerates rich in processors, where choices interact the most.
#[test]
fn agrees_with_brute_force_on_processor_heavy_conglomerates() {
    let mut r = rng::seeded(77);
    for case in 0..300 {
        let mut cards = random_conglomerate(&mut r, 15);
        cards.retain(|c| c.company().kind != Kind::Mining || rng::below(&mut r, 3) > 0);
        let expected = brute_force(&cards);
        let plan = best_plan(&cards);
        assert_eq!(plan.score, expected, "case {case}: {cards:?}");
        check_plan(&cards, &plan);
    }
}

#[test]
fn whole_deck_plan_is_valid_and_beats_every_part() {
    let all: Vec<CompanyId> = CompanyId::all().collect();
    let plan = best_plan(&all);
    check_plan(&all, &plan);
    // Adding cards never lowers the best score (a company may always stay idle).
    let mut r = rng::seeded(5);
    for _ in 0..50 {
        let part = random_conglomerate(&mut r, 20);
        assert!(best_score(&part) <= plan.score);
    }
}

#[test]
fn duplicates_are_ignored() {
    let cards = ids(&["Akaishi Iron", "Akaishi Iron", "Tetsu Works"]);
    let plan = best_plan(&cards);
    assert_eq!(plan.companies.len(), 2);
    assert_eq!(plan.score, 3 + 6);
}

#[test]
fn empty_conglomerate_scores_nothing() {
    assert_eq!(best_score(&[]), 0);
    assert_eq!(best_plan(&[]).companies.len(), 0);
}

// ---- Split symbols --------------------------------------------------------------

#[test]
fn split_mine_gives_one_of_each_colour() {
    // Red/yellow split mine: one red and one yellow feed a red + yellow smelter.
    let cards = ids(&["Hinode Mining", "Oda Smelting"]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 6);
    let mine = &plan.companies[0];
    let mut colours: Vec<Resource> = mine.outputs.iter().map(|o| o.resource).collect();
    colours.sort();
    assert_eq!(colours, vec![Resource::Red, Resource::Yellow]);
    assert!(mine.outputs.iter().all(|o| o.to == Some(cards[1])));
}

#[test]
fn split_mine_gives_two_of_one_colour() {
    // Both symbols of a red/green split mine become red for a red + red works.
    let cards = ids(&["Kaki Estates", "Tetsu Works"]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 6);
    assert!(plan.companies[0]
        .outputs
        .iter()
        .all(|o| o.resource == Resource::Red && o.to == Some(cards[1])));
}

#[test]
fn one_split_mine_cannot_supply_three_resources() {
    // Hoshi Foundry needs red, red, yellow: a two-symbol mine is not enough.
    let cards = ids(&["Yuhi Quarries", "Hoshi Foundry"]);
    assert_eq!(best_score(&cards), 3);
    let cards = ids(&["Yuhi Quarries", "Hoshi Foundry", "Kihada Salt Pans"]);
    assert_eq!(best_score(&cards), 3 + 3 + 6);
}

#[test]
fn split_choices_interact_across_mines() {
    // Red from the red/green mine, yellow from the yellow/green mine, green from
    // both leftovers: feeds Oda Smelting (red + yellow) and Tanso Fibres (green + green).
    let cards = ids(&[
        "Kaki Estates",
        "Wakaba Agro",
        "Oda Smelting",
        "Tanso Fibres",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 3 + 6 + 6);
    check_plan(&cards, &plan);
}

#[test]
fn split_processor_output_is_chosen_to_fit() {
    // Kiiro Catalysts (yellow + yellow → orange or black) feeds Ruri Batteries,
    // which needs two black: the other black comes from Tanso Fibres.
    let cards = ids(&[
        "Kogane Sulphur",
        "Midori Timber",
        "Kiiro Catalysts",
        "Tanso Fibres",
        "Ruri Batteries",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 3 + 6 + 6 + 15);
    let catalysts = &plan.companies[2];
    assert_eq!(catalysts.outputs[0].resource, Resource::Black);
    assert_eq!(
        catalysts.outputs[0].split,
        Some((Resource::Orange, Resource::Black))
    );
}

#[test]
fn unused_split_symbols_stay_flexible() {
    let cards = ids(&["Inaho Farms"]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3);
    for o in &plan.companies[0].outputs {
        assert_eq!(o.to, None);
        assert_eq!(o.split, Some((Resource::Yellow, Resource::Green)));
    }
}

// ---- Operating at most once --------------------------------------------------------

#[test]
fn a_company_never_operates_twice() {
    // Enough red and yellow for Oda Smelting three times over: it still scores 6 once.
    let cards = ids(&[
        "Akaishi Iron",
        "Benigara Ochre",
        "Kogane Sulphur",
        "Yamabuki Clayworks",
        "Oda Smelting",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 4 * 3 + 6);
    let oda = &plan.companies[4];
    assert_eq!(oda.inputs.len(), 2);
    assert_eq!(plan.spare()[Resource::Red.index()], 3);
    assert_eq!(plan.spare()[Resource::Yellow.index()], 3);
}

#[test]
fn a_resource_feeds_only_one_input() {
    // One red: Oda Smelting or Kurenai Refining, not both.
    let cards = ids(&[
        "Shuiro Copper",
        "Kogane Sulphur",
        "Oda Smelting",
        "Kurenai Refining",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 3 + 6);
    check_plan(&cards, &plan);
}

// ---- Whole chains --------------------------------------------------------------------

#[test]
fn full_supply_chain_to_manufacturing() {
    // Tenka Motors (white + blue): white from Shiro Optics (orange + yellow), blue
    // from Aoi Circuits (black + yellow); orange from Oda Smelting (red + yellow),
    // black from Sumi Carbon (green + yellow).
    let cards = ids(&[
        "Hinode Mining",  // red/yellow ×2 → red, yellow
        "Kogane Sulphur", // yellow ×2
        "Wakaba Agro",    // yellow/green ×2 → green, yellow
        "Oda Smelting",
        "Sumi Carbon",
        "Shiro Optics",
        "Aoi Circuits",
        "Tenka Motors",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 * 3 + 2 * 6 + 2 * 15 + 30);
    check_plan(&cards, &plan);
    let motors = plan
        .companies
        .iter()
        .find(|c| c.company == cards[7])
        .unwrap();
    let feeders: Vec<CompanyId> = motors.inputs.iter().filter_map(|i| i.from).collect();
    assert_eq!(feeders, vec![cards[5], cards[6]]);
}

#[test]
fn missing_link_idles_the_chain_above() {
    // Without a black producer, the blue side and the factory stay idle.
    let cards = ids(&[
        "Hinode Mining",
        "Kogane Sulphur",
        "Wakaba Agro",
        "Oda Smelting",
        "Shiro Optics",
        "Aoi Circuits",
        "Tenka Motors",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 * 3 + 6 + 15);
    assert!(!plan.is_operating(cards[5]));
    assert!(!plan.is_operating(cards[6]));
}

#[test]
fn the_solver_gives_up_a_small_company_for_a_bigger_one() {
    // Two red and one yellow: either Oda Smelting + nothing (6), or Tetsu Works and
    // then Shiro Optics with the yellow (6 + 15). The second is better.
    let cards = ids(&[
        "Akaishi Iron",
        "Kihada Salt Pans",
        "Oda Smelting",
        "Tetsu Works",
        "Shiro Optics",
    ]);
    let plan = best_plan(&cards);
    assert_eq!(plan.score, 3 + 3 + 6 + 15);
    assert!(!plan.is_operating(cards[2]));
    assert!(plan.is_operating(cards[3]));
    assert!(plan.is_operating(cards[4]));
}

#[test]
fn extra_supply_only_adds() {
    let mut r = rng::seeded(9);
    for _ in 0..300 {
        let cards = random_conglomerate(&mut r, 10);
        let base = best_score(&cards);
        let more = best_score_with(&cards, [1, 1, 1, 1, 1]);
        assert!(more >= base);
        // An orange/black wildcard lets a lone Hakuto Ceramics-type chain run.
    }
    let cards = ids(&["Shiro Optics"]);
    assert_eq!(best_score_with(&cards, [1, 0, 0, 1, 0]), 15);
    assert_eq!(best_score_with(&cards, [0, 0, 0, 1, 0]), 0);
}
