//! Scenario tests for the bots' judgement (they build positions directly, so
//! they live beside the private state).

use crate::engine::{rng, Game};

use super::bot;
use super::companies::{by_name, CompanyId};
use super::rules::ZaibatsuAction;
use super::state::{Auction, BidState, Phase, PileStatus, Zaibatsu};

fn ids(names: &[&str]) -> Vec<CompanyId> {
    names.iter().filter_map(|n| by_name(n)).collect()
}

/// The last round, deck empty, seat 0 the caller of an auction for `pile` in
/// which seat 1 (who bids first) has bid `high`.
fn last_auction(own: &[&str], pile: &[&str], high: Option<u32>) -> Zaibatsu {
    let mut g = Zaibatsu::setup(2, 1);
    g.round = 4;
    g.deck.clear();
    g.hands = vec![Vec::new(), Vec::new()];
    g.money = vec![20, 20];
    g.paid_out = 40;
    g.owned = vec![ids(own), Vec::new()];
    g.discarded = CompanyId::all()
        .filter(|c| !g.owned[0].contains(c) && !ids(pile).contains(c))
        .collect();
    g.piles[0].cards = ids(pile);
    g.piles[0].status = PileStatus::Auctioning;
    g.piles[1].status = PileStatus::Unsold;
    g.piles[2].status = PileStatus::Unsold;
    g.calls = 2;
    g.commissioner = 0;
    let mut bids = vec![BidState::Waiting, BidState::Passed];
    if let Some(h) = high {
        bids[1] = BidState::Bid(h);
    }
    g.phase = Phase::Bid(Auction {
        pile: 0,
        turns: 1,
        high: high.map(|h| (1, h)),
        bids,
    });
    g
}

const CHAIN: [&str; 7] = [
    "Hinode Mining",
    "Kogane Sulphur",
    "Wakaba Agro",
    "Oda Smelting",
    "Sumi Carbon",
    "Shiro Optics",
    "Aoi Circuits",
];

#[test]
fn easy_bot_buys_the_missing_link_cheaply() {
    let g = last_auction(&CHAIN, &["Tenka Motors"], None);
    assert_eq!(g.to_act(), vec![0]);
    g.check_invariants().expect("a sound position");
    let a = bot::rollout_action(&g, 0, &mut rng::seeded(1));
    assert_eq!(
        a,
        Some(ZaibatsuAction::Bid { amount: 1 }),
        "last to bid: the minimum wins"
    );
    let g = last_auction(&CHAIN, &["Tenka Motors"], Some(12));
    let a = bot::rollout_action(&g, 0, &mut rng::seeded(1));
    assert_eq!(
        a,
        Some(ZaibatsuAction::Bid { amount: 13 }),
        "worth 30: outbid 12"
    );
}

#[test]
fn easy_bot_passes_on_what_it_cannot_use() {
    // In the last round a lone factory with no supply is worth nothing.
    let g = last_auction(&[], &["Tenka Motors"], None);
    let a = bot::rollout_action(&g, 0, &mut rng::seeded(1));
    assert_eq!(a, Some(ZaibatsuAction::Pass));
}

#[test]
fn worth_counts_potential_only_while_rounds_remain() {
    let factory = bot::mask_of(&ids(&["Tenka Motors"]));
    assert_eq!(bot::worth(factory, 0), 0.0);
    let chain = bot::mask_of(&ids(&CHAIN));
    let without = bot::worth(chain, 0);
    assert_eq!(bot::worth(chain | factory, 0) - without, 30.0);
    // A lone processor has some value early, none at the end.
    let smelter = bot::mask_of(&ids(&["Oda Smelting"]));
    assert!(bot::worth(smelter, 3) > 0.0);
    assert_eq!(bot::worth(smelter, 0), 0.0);
}

#[test]
fn evaluate_favours_the_stronger_conglomerate() {
    let mut g = last_auction(&CHAIN, &["Tenka Motors"], None);
    let v = bot::evaluate(&g);
    assert_eq!(v.len(), 2);
    assert!((v.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    assert!(v[0] > 0.9, "{v:?}");
    g.owned.swap(0, 1);
    let v = bot::evaluate(&g);
    assert!(v[1] > v[0], "{v:?}");
}
