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

// ---- Every game: outcomes never folded, news in the order it happened, the end last

use boardroom::engine::news::{banner, moves, since_last_move, NewsLine, NewsMove, Weight};
use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match, Seat};
use boardroom::games::detroit::{events::Event as DetroitEvent, DetroitMotors};
use boardroom::games::independents::events::Fiscal;
use boardroom::games::independents::Independents;
use boardroom::games::mundus::{events::Event as MundusEvent, MundusNovus, Resource};
use boardroom::games::zaibatsu::{events::Event as ZaibatsuEvent, Zaibatsu};

/// What the issue counts as changing the reader's holdings or the standings,
/// and the game's end, written here from the rules, apart from the games' own
/// ranking.
trait Outcomes: Game {
    fn is_outcome(e: &Self::Event, reader: Seat) -> bool;
    fn is_end(e: &Self::Event) -> bool;
}

impl Outcomes for Zaibatsu {
    fn is_end(e: &ZaibatsuEvent) -> bool {
        matches!(e, ZaibatsuEvent::GameOver { .. })
    }

    fn is_outcome(e: &ZaibatsuEvent, reader: Seat) -> bool {
        match e {
            // Every bid: what a pile went for, and who pushed it there.
            ZaibatsuEvent::Won { .. }
            | ZaibatsuEvent::Unsold { .. }
            | ZaibatsuEvent::Bid { .. } => true,
            ZaibatsuEvent::GameOver { .. } => true,
            ZaibatsuEvent::CouldNotBid { seat, .. } => *seat == reader,
            _ => false,
        }
    }
}

impl Outcomes for DetroitMotors {
    fn is_end(e: &DetroitEvent) -> bool {
        matches!(
            e,
            DetroitEvent::GameWon { .. } | DetroitEvent::TieBroken { .. }
        )
    }

    fn is_outcome(e: &DetroitEvent, reader: Seat) -> bool {
        match e {
            // Who refused a failed proposal.
            DetroitEvent::Responded {
                accepted: false, ..
            } => true,
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
    fn is_end(e: &Event) -> bool {
        matches!(e, Event::GameOver { .. })
    }

    fn is_outcome(e: &Event, reader: Seat) -> bool {
        match e {
            // A draw won, as plain as a draw lost.
            Event::BagDraw { winner, .. } => *winner == reader,
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
    fn is_end(e: &MundusEvent) -> bool {
        matches!(e, MundusEvent::GameOver { .. })
    }

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

/// The banner `reader` reads now: every outcome line in view, each move's
/// lines in the order they happened with the game's end last, and no line
/// lost. Returns the outcome lines checked.
fn check_banner<G: Outcomes>(m: &Match<G>, reader: Seat, names: &[String]) -> usize {
    let seen = since_last_move(m, Some(reader), m.moves());
    let n = Narrator::new(names, Some(reader));
    let news = moves::<G>(&seen, &n, m.moves(), |_| None);
    let Some(b) = banner(&news) else {
        assert!(seen.iter().all(|(_, e)| G::narrate(e, &n).is_empty()));
        return 0;
    };
    let id = G::info().id;
    check_order::<G>(&seen, &news, &n);
    let shown = &news[news.len() - b.recent.len()..];
    for (s, mv) in b.recent.iter().zip(shown) {
        // In view and behind the tap, each part as it happened.
        assert!(in_order(&s.open, &mv.lines), "{id}: {:?}", s.open);
        assert!(in_order(&s.folded, &mv.lines), "{id}: {:?}", s.folded);
    }
    // The brief beside the controls: the newest of the reader's own outcomes
    // in view, in order, and the end when the game is over.
    let brief = b.brief(2);
    let mine: Vec<&NewsLine> = b
        .in_view()
        .into_iter()
        .filter(|l| matches!(l.weight, Weight::Mine | Weight::End))
        .collect();
    assert_eq!(brief.len(), mine.len().min(2), "{id}: {brief:?}");
    assert_eq!(
        brief,
        mine[mine.len() - brief.len()..],
        "{id}: the newest, in order"
    );
    if m.state().outcome().is_some() {
        assert_eq!(brief.last().map(|l| l.weight), Some(Weight::End), "{id}");
        let last = b.in_view().last().map(|l| l.weight);
        assert_eq!(
            last,
            Some(Weight::End),
            "{id}: the end is not the last line"
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

/// Each move's lines are its events' words in the order they happened, the
/// game's end moved last, and only the end is ranked [`Weight::End`].
fn check_order<G: Outcomes>(seen: &[(usize, G::Event)], news: &[NewsMove], n: &Narrator<'_>) {
    let mut happened: Vec<Vec<(String, bool)>> = Vec::new();
    let mut last = None;
    for (after, e) in seen {
        let text = G::narrate(e, n);
        if text.is_empty() {
            continue;
        }
        if last != Some(*after) {
            happened.push(Vec::new());
            last = Some(*after);
        }
        happened.last_mut().unwrap().push((text, G::is_end(e)));
    }
    assert_eq!(happened.len(), news.len(), "{}: a move lost", G::info().id);
    for (events, mv) in happened.iter().zip(news) {
        let expected: Vec<&(String, bool)> = events
            .iter()
            .filter(|(_, end)| !end)
            .chain(events.iter().filter(|(_, end)| *end))
            .collect();
        let got: Vec<(String, bool)> = mv
            .lines
            .iter()
            .map(|l| (l.text.clone(), l.weight == Weight::End))
            .collect();
        assert_eq!(
            got,
            expected.into_iter().cloned().collect::<Vec<_>>(),
            "{}: a move's lines out of the order they happened",
            G::info().id
        );
    }
}

/// `part` is `lines` with some left out, in the same order.
fn in_order(part: &[NewsLine], lines: &[NewsLine]) -> bool {
    let mut rest = lines.iter();
    part.iter().all(|p| rest.any(|l| l == p))
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
/// and Bruno's win behind "2 more"; and the bid reads before what it caused.
#[test]
fn a_forced_pass_and_a_win_follow_the_bid_that_caused_them() {
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
    assert_eq!(
        texts(&b.recent[0].open),
        [
            "Bruno bids T¥10.",
            "You have only T¥8 and cannot bid T¥11, so pass.",
            "Bruno wins pile 2 for T¥10."
        ]
    );
    assert!(b.recent[0].folded.is_empty());
}

fn texts(lines: &[NewsLine]) -> Vec<&str> {
    lines.iter().map(|l| l.text.as_str()).collect()
}

/// The end of a game: each bid before the pile it won, every bid in
/// view, and the final scores last, even if the rules logged them earlier.
#[test]
fn the_last_auction_reads_before_the_end_of_the_game() {
    let names = ["Ada".to_string(), "Bruno".to_string(), "You".to_string()];
    let n = Narrator::new(&names, Some(2));
    let over = ZaibatsuEvent::GameOver {
        scores: vec![(20, 15, 5), (30, 18, 12), (25, 25, 0)],
    };
    let won = |seat, price| ZaibatsuEvent::Won {
        seat,
        pile: 1,
        price,
    };
    let bid = |seat, amount| ZaibatsuEvent::Bid { seat, amount };
    let seen = vec![
        (7, bid(0, 5)),
        (7, ZaibatsuEvent::Passed { seat: 1 }),
        (7, won(0, 5)),
        (9, bid(1, 12)),
        // Out of order on purpose: the end still reads last.
        (9, over.clone()),
        (9, won(1, 12)),
    ];
    let news = moves::<Zaibatsu>(&seen, &n, 9, |_| None);
    let b = banner(&news).unwrap();
    assert_eq!(
        texts(&b.recent[0].open),
        ["Ada bids T¥5.", "Ada wins pile 2 for T¥5."]
    );
    assert_eq!(texts(&b.recent[0].folded), ["Bruno passes."]);
    assert_eq!(
        texts(&b.recent[1].open),
        [
            "Bruno bids T¥12.",
            "Bruno wins pile 2 for T¥12.",
            Zaibatsu::narrate(&over, &n).as_str()
        ]
    );
    assert_eq!(b.recent[1].open[2].weight, Weight::End);
}

/// Detroit: who refused is in view before "The proposal fails", and "Excluded:
/// you" comes after the proposal and the coalition that left the reader out.
#[test]
fn a_refusal_and_an_exclusion_follow_what_caused_them() {
    use boardroom::games::detroit::FactionSet;
    let names = ["You".to_string(), "Bo".to_string(), "Cy".to_string()];
    let n = Narrator::new(&names, Some(0));
    let proposed = |seat| DetroitEvent::Proposed {
        seat,
        factions: FactionSet::default(),
        players: 2,
        gravy: seat,
    };
    let seen = vec![
        (4, proposed(1)),
        (
            5,
            DetroitEvent::Responded {
                seat: 2,
                accepted: false,
            },
        ),
        (5, DetroitEvent::ProposalFailed { next: 2 }),
        (6, proposed(2)),
        (
            7,
            DetroitEvent::Responded {
                seat: 1,
                accepted: true,
            },
        ),
        (
            7,
            DetroitEvent::CoalitionFormed {
                factions: FactionSet::default(),
                players: 2,
                gravy: 2,
            },
        ),
        (
            7,
            DetroitEvent::ScrapsDealt {
                excluded: vec![0],
                scrap_to: vec![],
            },
        ),
    ];
    let news = moves::<DetroitMotors>(&seen, &n, 7, |_| None);
    let b = banner(&news).unwrap();
    let in_view: Vec<&str> = b.in_view().iter().map(|l| l.text.as_str()).collect();
    let at = |start: &str| {
        in_view
            .iter()
            .position(|t| t.starts_with(start))
            .unwrap_or_else(|| panic!("{start:?} not in view: {in_view:?}"))
    };
    assert_eq!(at("Cy refuses.") + 1, at("The proposal fails"));
    assert!(at("Cy proposes") < at("The coalition forms"));
    assert!(at("The coalition forms") < at("Excluded: you"));
    assert_eq!(texts(&b.recent[1].folded), ["Bo accepts."]);
}

/// The Independents: a draw the reader won is theirs, in view and bold, as
/// the draw they lost is.
#[test]
fn a_draw_won_reads_as_plainly_as_a_draw_lost() {
    let names = ["You".to_string(), "Bo".to_string()];
    let n = Narrator::new(&names, Some(0));
    let seen = vec![
        (3, draw(0, 0)),
        (3, draw(1, 1)),
        (
            3,
            Event::Halved {
                seat: 0,
                section: 1,
                kept: 1,
                lost: 1,
            },
        ),
        (3, draw(2, 1)),
    ];
    let news = moves::<Independents>(&seen, &n, 3, |_| None);
    let weights: Vec<Weight> = news[0].lines.iter().map(|l| l.weight).collect();
    assert_eq!(
        weights,
        [
            Weight::Mine,
            Weight::Mechanics,
            Weight::Mine,
            Weight::Mechanics
        ]
    );
    let b = banner(&news).unwrap();
    assert_eq!(b.recent[0].open.len(), 2);
    assert!(b.recent[0].open[0].text.contains("You win the draw"));
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
