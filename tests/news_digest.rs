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
use boardroom::games::mundus::{events::Event as MundusEvent, MundusNovus};
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
            Event::Removed { seat, .. }
            | Event::Halved { seat, .. }
            | Event::Lone { seat, .. }
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
