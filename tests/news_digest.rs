//! The "since your last move" banner's short account of a long move in The
//! Last of the Independents: tokens won first, then the bag draws each won.

use boardroom::engine::Narrator;
use boardroom::games::independents::content::Category;
use boardroom::games::independents::events::Event;
use boardroom::games::independents::news::digest;

fn draw(section: u8, winner: usize) -> Event {
    Event::BagDraw {
        section: Some(section),
        category: None,
        bag: vec![(0, 2), (1, 1)],
        winner,
    }
}

#[test]
fn a_run_of_draws_reads_as_tokens_then_draws_won() {
    let names = ["Ann".to_string(), "Bo".to_string()];
    let events = [
        Event::Selected {
            seat: 0,
            section: 0,
            disks: 2,
        },
        draw(0, 1),
        draw(1, 1),
        draw(2, 0),
        Event::Majority {
            category: Category::Models,
            seats: vec![1],
            wins: 2,
        },
        Event::CarOfTheYear { seat: 0 },
    ];
    let for_ann = Narrator::new(&names, Some(0));
    assert_eq!(
        digest(&events, &for_ann).as_deref(),
        Some("Tokens won: Bo (majority in Models) and you (Car of the Year). Draws won: Bo 2, you 1.")
    );
    // Nothing to sum up: the banner counts the lines instead.
    assert_eq!(digest(&events[..1], &for_ann), None);
}

// ---- Every game: outcomes lead and are never folded ---------------------------

use boardroom::engine::news::{banner, moves, since_last_move, Weight};
use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match, Seat};
use boardroom::games::detroit::{events::Event as DetroitEvent, DetroitMotors};
use boardroom::games::independents::events::Fiscal;
use boardroom::games::independents::Independents;
use boardroom::games::mundus::{events::Event as MundusEvent, MundusNovus, Resource};
use boardroom::games::zaibatsu::{events::Event as ZaibatsuEvent, Zaibatsu};

/// What the issue counts as changing the reader's holdings or the standings,
/// written here from the rules, apart from the games' own ranking.
trait Outcomes: Game {
    fn is_outcome(e: &Self::Event, reader: Seat) -> bool;
}

impl Outcomes for Zaibatsu {
    fn is_outcome(e: &ZaibatsuEvent, reader: Seat) -> bool {
        match e {
            ZaibatsuEvent::Won { .. } | ZaibatsuEvent::Unsold { .. } => true,
            ZaibatsuEvent::GameOver { .. } => true,
            ZaibatsuEvent::CouldNotBid { seat, .. } => *seat == reader,
            _ => false,
        }
    }
}

impl Outcomes for DetroitMotors {
    fn is_outcome(e: &DetroitEvent, reader: Seat) -> bool {
        match e {
            DetroitEvent::CoalitionFormed { .. }
            | DetroitEvent::NoCoalition
            | DetroitEvent::ProposalFailed { .. }
            | DetroitEvent::ScrapsDealt { .. }
            | DetroitEvent::BrokerElected { .. }
            | DetroitEvent::PlunderSplit { .. }
            | DetroitEvent::Blame { .. }
            | DetroitEvent::GameWon { .. } => true,
            DetroitEvent::GaveExtra { to, .. } => *to == reader,
            _ => false,
        }
    }
}

impl Outcomes for Independents {
    fn is_outcome(e: &Event, reader: Seat) -> bool {
        match e {
            Event::Majority { seats, .. } => !seats.is_empty(),
            Event::CarOfTheYear { .. } | Event::GameOver { .. } => true,
            Event::Trend { seat, token, .. } => *token || *seat == reader,
            Event::Fiscal { seat, status, .. } => {
                *seat == reader || matches!(status, Fiscal::Bankrupt { .. })
            }
            Event::Lone { seat, returned, .. } => *seat == reader && *returned > 0,
            Event::Removed { seat, .. }
            | Event::Halved { seat, .. }
            | Event::Required { seat, .. } => *seat == reader,
            _ => false,
        }
    }
}

impl Outcomes for MundusNovus {
    fn is_outcome(e: &MundusEvent, reader: Seat) -> bool {
        match e {
            MundusEvent::Took { .. }
            | MundusEvent::Developed { .. }
            | MundusEvent::SoldDifferent { .. }
            | MundusEvent::SoldRelics { .. }
            | MundusEvent::Perfect { .. }
            | MundusEvent::NewMaster { .. }
            | MundusEvent::GameOver { .. } => true,
            MundusEvent::Gave { from, to, .. } => *from == reader || *to == reader,
            MundusEvent::TurnEnded { seat, .. }
            | MundusEvent::PirateDiscard { seat, .. }
            | MundusEvent::OrellanaPaid { seat }
            | MundusEvent::EventCalled { seat, .. } => *seat == reader,
            _ => false,
        }
    }
}

/// Plays random games of `G` at every table size; at each decision of every
/// seat (and at the end) checks the banner that seat would read.
fn outcomes_lead<G: Outcomes>(seeds: u64) -> usize {
    let info = G::info();
    let mut checked = 0;
    for players in info.min_players..=info.max_players {
        for seed in 0..seeds {
            let names: Vec<String> = (0..players).map(|s| format!("P{s}")).collect();
            let mut m = Match::<G>::new(names.clone(), G::Options::default(), 77 + seed).unwrap();
            let mut rng = seeded(seed * 31 + players as u64);
            for _ in 0..20_000 {
                let to_act = m.state().to_act();
                let over = to_act.is_empty();
                for &reader in if over { &[][..] } else { &to_act[..] }.iter().chain(
                    if over {
                        (0..players).collect::<Vec<_>>()
                    } else {
                        vec![]
                    }
                    .iter(),
                ) {
                    checked += check_banner(&m, reader, &names);
                }
                if over {
                    break;
                }
                let seat = to_act[below(&mut rng, to_act.len())];
                let legal = m.state().legal_actions(seat);
                let a = legal[below(&mut rng, legal.len())].clone();
                m.play(seat, a).unwrap();
            }
            assert!(
                m.state().outcome().is_some(),
                "{} {players}p seed {seed} did not end",
                info.id
            );
        }
    }
    checked
}

/// The banner `reader` reads now: every outcome line in view, the mechanics
/// of a move after its outcomes, and no line lost. Returns the outcome lines
/// checked.
fn check_banner<G: Outcomes>(m: &Match<G>, reader: Seat, names: &[String]) -> usize {
    let seen = since_last_move(m, Some(reader), m.moves());
    let n = Narrator::new(names, Some(reader));
    let news = moves::<G>(&seen, &n, m.moves(), |_| None);
    let Some(b) = banner(&news) else {
        assert!(seen.iter().all(|(_, e)| G::narrate(e, &n).is_empty()));
        return 0;
    };
    for mv in &news {
        let weights: Vec<Weight> = mv.lines.iter().map(|l| l.weight).collect();
        let mut sorted = weights.clone();
        sorted.sort();
        assert_eq!(
            weights,
            sorted,
            "{}: a move's lines out of order",
            G::info().id
        );
    }
    let mut in_view: Vec<&str> = b.in_view().iter().map(|l| l.text.as_str()).collect();
    let folded: Vec<&str> = b.folded().iter().map(|l| l.text.as_str()).collect();
    let all: usize = news.iter().map(|mv| mv.lines.len()).sum();
    assert_eq!(
        in_view.len() + folded.len(),
        all,
        "a line lost or shown twice"
    );
    let mut checked = 0;
    for (_, e) in &seen {
        if !G::is_outcome(e, reader) {
            continue;
        }
        let text = G::narrate(e, &n);
        if text.is_empty() {
            continue;
        }
        let at = in_view.iter().position(|l| *l == text).unwrap_or_else(|| {
            panic!(
                "{} seat {reader} after move {}: {text:?} is folded away",
                G::info().id,
                m.moves()
            )
        });
        // Each outcome once: a repeated line needs a visible copy each time.
        in_view.remove(at);
        checked += 1;
    }
    checked
}

#[test]
fn zaibatsu_outcomes_are_never_folded() {
    assert!(outcomes_lead::<Zaibatsu>(3) > 100);
}

#[test]
fn detroit_outcomes_are_never_folded() {
    assert!(outcomes_lead::<DetroitMotors>(3) > 100);
}

#[test]
fn independents_outcomes_are_never_folded() {
    assert!(outcomes_lead::<Independents>(2) > 100);
}

#[test]
fn mundus_outcomes_are_never_folded() {
    assert!(outcomes_lead::<MundusNovus>(3) > 100);
}

/// The case: "Bruno bids T¥10" must not hide the reader's forced pass
/// and Bruno's win behind "2 more".
#[test]
fn a_forced_pass_and_a_win_lead_the_bid_that_caused_them() {
    let names = ["You".to_string(), "Bruno".to_string()];
    let seen = vec![
        (
            5,
            ZaibatsuEvent::Bid {
                seat: 1,
                amount: 10,
            },
        ),
        (
            5,
            ZaibatsuEvent::CouldNotBid {
                seat: 0,
                money: 8,
                minimum: 11,
            },
        ),
        (
            5,
            ZaibatsuEvent::Won {
                seat: 1,
                pile: 1,
                price: 10,
            },
        ),
    ];
    let n = Narrator::new(&names, Some(0));
    let news = moves::<Zaibatsu>(&seen, &n, 5, |e| {
        boardroom::games::zaibatsu::news::digest(e, &n)
    });
    let b = banner(&news).unwrap();
    let shown: Vec<&str> = b.recent[0].open.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        shown,
        [
            "You have only T¥8 and cannot bid T¥11, so pass.",
            "Bruno wins pile 2 for T¥10."
        ]
    );
    assert_eq!(b.recent[0].folded[0].text, "Bruno bids T¥10.");
    assert_eq!(
        b.recent[0].summary,
        "Pile 2 to Bruno for T¥10, after 1 bid."
    );
}

#[test]
fn a_detroit_round_reads_as_its_coalition_broker_and_plunder() {
    use boardroom::games::detroit::news::digest;
    use boardroom::games::detroit::FactionSet;
    let names = ["You".to_string(), "Bo".to_string(), "Cy".to_string()];
    let n = Narrator::new(&names, Some(0));
    let proposed = |seat| DetroitEvent::Proposed {
        seat,
        factions: FactionSet::default(),
        players: 4,
        gravy: seat,
    };
    let formed = [
        proposed(1),
        DetroitEvent::ProposalFailed { next: 2 },
        proposed(2),
        DetroitEvent::CoalitionFormed {
            factions: FactionSet::default(),
            players: 4,
            gravy: 2,
        },
        DetroitEvent::BrokerElected {
            seat: 1,
            nominees: vec![1],
        },
        DetroitEvent::PlunderSplit {
            total: 3,
            shares: vec![(0, 2), (1, 1)],
        },
    ];
    assert_eq!(
        digest(&formed, &n).as_deref(),
        Some(
            "Coalition formed after 2 proposals, the gravy to Cy; broker Bo; plunder: you 2, Bo 1."
        )
    );
    let refused = [
        proposed(1),
        DetroitEvent::ProposalFailed { next: 2 },
        DetroitEvent::NoCoalition,
        DetroitEvent::Blame { paid: vec![0] },
    ];
    assert_eq!(
        digest(&refused, &n).as_deref(),
        Some("No coalition after 1 proposal; plunder pays you.")
    );
    assert_eq!(digest(&refused[..2], &n), None);
}

#[test]
fn a_mundus_trade_reads_as_its_master_and_takes() {
    use boardroom::games::mundus::news::digest;
    let names = ["You".to_string(), "Bo".to_string(), "Cy".to_string()];
    let n = Narrator::new(&names, Some(0));
    let took = |taker, from| MundusEvent::Took {
        taker,
        from,
        kind: Resource::new(1).unwrap(),
        swap: None,
    };
    let trade = [
        MundusEvent::NewMaster {
            seat: 1,
            kept: false,
        },
        took(1, 0),
        took(0, 2),
        took(1, 0),
    ];
    assert_eq!(
        digest(&trade, &n).as_deref(),
        Some("Trade: Bo is Trade Master; Bo took 2 cards, you took 1 card (2 from you).")
    );
    assert_eq!(digest(&[MundusEvent::Perfect { seat: 1 }], &n), None);
}

/// Earlier moves: their outcomes stay in view, only their mechanics fold.
#[test]
fn earlier_moves_keep_their_outcomes_in_view() {
    let names = ["You".to_string(), "Ann".to_string()];
    let n = Narrator::new(&names, Some(0));
    let seen = vec![
        (1, draw(0, 1)),
        (
            1,
            Event::Majority {
                category: Category::Models,
                seats: vec![0],
                wins: 2,
            },
        ),
        (2, draw(1, 1)),
        (3, draw(2, 0)),
        (4, draw(3, 1)),
    ];
    let news = moves::<Independents>(&seen, &n, 4, |_| None);
    let b = banner(&news).unwrap();
    let earlier = b.earlier.as_ref().unwrap();
    assert_eq!(earlier.moves, 2);
    assert_eq!(
        earlier
            .outcomes
            .iter()
            .map(|l| l.text.as_str())
            .collect::<Vec<_>>(),
        ["Majority bonus in Models (2 sections): a token for you."]
    );
    assert_eq!(earlier.outcomes[0].weight, Weight::Mine);
    assert_eq!(earlier.folded.iter().flatten().count(), 2);
    assert_eq!(b.recent.len(), 2);
}

/// The board's marks: disks and tokens that moved since the reader's last
/// decision, where they lie; a new year's board starts unmarked.
#[test]
fn independents_marks_count_disks_per_section_and_tokens() {
    use boardroom::games::independents::news::changed;
    let events = [
        Event::Selected {
            seat: 1,
            section: 3,
            disks: 2,
        },
        Event::Halved {
            seat: 0,
            section: 4,
            kept: 1,
            lost: 1,
        },
        Event::Majority {
            category: Category::Models,
            seats: vec![1],
            wins: 2,
        },
    ];
    let c = changed(&events, 3);
    assert_eq!(c.disks_on(3, 1), Some(2));
    assert_eq!(c.disks_on(4, 0), Some(-2));
    assert_eq!(c.disks_on(3, 0), None);
    assert_eq!(c.tokens, vec![0, 1, 0]);
    let mut later = events.to_vec();
    later.push(Event::YearBegins { year: 2 });
    assert!(changed(&later, 3).disks.is_empty());
}

#[test]
fn mundus_marks_money_moved_and_offers_taken_from() {
    use boardroom::games::mundus::news::changed;
    let events = [
        MundusEvent::Took {
            taker: 1,
            from: 0,
            kind: Resource::new(2).unwrap(),
            swap: Resource::new(4),
        },
        MundusEvent::SoldRelics {
            seat: 2,
            count: 2,
            pay: 6,
        },
        MundusEvent::EventCalled {
            seat: 0,
            event: boardroom::games::mundus::EventKind::ALL[0],
        },
    ];
    let c = changed(&events, 3);
    assert_eq!(c.money, vec![-2, 0, 6]);
    assert_eq!(c.taken_from, vec![0]);
    assert!(c.market);
    assert!(!c.master);
}
