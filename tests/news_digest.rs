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

// ---- Every game: news by move in the order it happened, the end last; the strip

use boardroom::engine::news::{
    banner, moves, since_last_move, Announced, Banner, NewsLine, NewsMove, Weight, IN_VIEW_LINES,
};
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
    /// A share of what the game is scored by won or lost, by anyone.
    fn is_scored(e: &Self::Event) -> bool;
}

impl Outcomes for Zaibatsu {
    fn is_scored(e: &ZaibatsuEvent) -> bool {
        matches!(e, ZaibatsuEvent::Won { .. })
    }

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
    fn is_scored(e: &DetroitEvent) -> bool {
        match e {
            DetroitEvent::PlunderSplit { shares, .. } => !shares.is_empty(),
            DetroitEvent::Blame { paid } => !paid.is_empty(),
            DetroitEvent::GaveExtra { .. } => true,
            _ => false,
        }
    }

    fn is_end(e: &DetroitEvent) -> bool {
        matches!(
            e,
            DetroitEvent::GameWon { .. } | DetroitEvent::TieBroken { .. }
        )
    }

    fn is_outcome(e: &DetroitEvent, _reader: Seat) -> bool {
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
            | DetroitEvent::GaveExtra { .. }
            | DetroitEvent::GameWon { .. } => true,
            _ => false,
        }
    }
}

impl Outcomes for Independents {
    fn is_scored(e: &Event) -> bool {
        match e {
            Event::Majority { seats, .. } => !seats.is_empty(),
            Event::CarOfTheYear { .. } => true,
            Event::Trend { token, .. } => *token,
            Event::Fiscal {
                status: Fiscal::Bankrupt { token, .. },
                ..
            } => *token,
            _ => false,
        }
    }

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
    fn is_scored(e: &MundusEvent) -> bool {
        matches!(
            e,
            MundusEvent::SoldDifferent { .. } | MundusEvent::SoldRelics { .. }
        )
    }

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

/// The banner `reader` reads now: the moves in the order they happened,
/// each under its mover's name, the oldest folded whole when there are many,
/// the game's end the last line of all; and the strip beside the controls,
/// the most important outcomes. Returns the outcome lines checked.
fn check_banner<G: Outcomes>(m: &Match<G>, reader: Seat, names: &[String]) -> usize {
    let seen = since_last_move(m, Some(reader), m.moves());
    let n = Narrator::new(names, Some(reader));
    let news = moves::<G>(&seen, &n, m.moves(), |_| None);
    let Some(b) = banner(&news) else {
        assert!(seen.iter().all(|(_, _, e)| G::narrate(e, &n).is_empty()));
        return 0;
    };
    let id = G::info().id;
    check_order::<G>(&seen, &news, &n);
    // Whole moves: the fold's, then those in view, is every move in order.
    let folded: Vec<NewsMove> = b.earlier.iter().flat_map(|e| e.moves.clone()).collect();
    let laid: Vec<NewsMove> = folded.iter().chain(&b.shown).cloned().collect();
    assert_eq!(laid, news, "{id}: a move lost, split or out of order");
    assert!(!b.shown.is_empty());
    let in_view = b.in_view().len();
    if let Some(e) = &b.earlier {
        // Folded only to keep the banner short: the newest folded move
        // would not have fitted.
        let newest = e.moves.last().unwrap().lines.len();
        assert!(
            in_view + newest > IN_VIEW_LINES,
            "{id}: folded with room left"
        );
        let count = if e.moves.len() == 1 {
            "1 earlier move: ".to_string()
        } else {
            format!("{} earlier moves: ", e.moves.len())
        };
        assert!(e.summary.starts_with(&count), "{id}: {:?}", e.summary);
    } else {
        assert_eq!(b.shown.len(), news.len());
    }
    assert!(
        in_view <= IN_VIEW_LINES || b.shown.len() == 1,
        "{id}: {in_view} lines in view"
    );
    // The mover named once: the heading, and left out of the lines that
    // open with them, which stay their sentences otherwise.
    for mv in &news {
        let (mover, _) = &m.record().actions[mv.lines[0].at.0 - 1];
        assert_eq!(mv.mover, *mover, "{id}");
        assert_eq!(mv.heading, n.subject(*mover), "{id}");
        for l in &mv.lines {
            if let Some(short) = &l.short {
                assert_eq!(l.text, format!("{} {short}", mv.heading), "{id}");
            }
        }
    }
    // The end is the last line of all.
    let all: Vec<&NewsLine> = b.folded().into_iter().chain(b.in_view()).collect();
    if let Some(first_end) = all.iter().position(|l| l.weight == Weight::End) {
        assert!(
            all[first_end..].iter().all(|l| l.weight == Weight::End),
            "{id}: a line after the end: {:?}",
            all[first_end..].iter().map(|l| &l.text).collect::<Vec<_>>()
        );
    }
    if m.state().outcome().is_some() {
        assert_eq!(all.last().map(|l| l.weight), Some(Weight::End), "{id}");
    }
    check_brief::<G>(&b, &seen, &n, &all);
    let mut checked = 0;
    for (_, _, e) in &seen {
        if !G::is_outcome(e, reader) || G::narrate(e, &n).is_empty() {
            continue;
        }
        // Ranked as an outcome, so the strip may pick it.
        assert!(
            G::news_weight(e, Some(reader)).is_outcome(),
            "{id}: {:?} ranked as mechanics",
            G::narrate(e, &n)
        );
        checked += 1;
    }
    checked
}

/// The strip beside the controls: the two most important outcomes, the
/// newer first among equals, in the order they happened; a score that moved
/// (anyone's) is always among them.
fn check_brief<G: Outcomes>(
    b: &Banner,
    seen: &[(usize, Seat, G::Event)],
    n: &Narrator<'_>,
    all: &[&NewsLine],
) {
    let id = G::info().id;
    let brief = b.brief(2);
    let place = |l: &NewsLine| all.iter().position(|a| a.at == l.at).unwrap();
    let ranked = all.iter().filter(|l| l.weight.rank().is_some()).count();
    assert_eq!(brief.len(), ranked.min(2), "{id}: {brief:?}");
    let chosen: Vec<usize> = brief.iter().map(|l| place(l)).collect();
    assert!(chosen.windows(2).all(|w| w[0] < w[1]), "{id}: out of order");
    for (i, l) in all.iter().enumerate() {
        let Some(r) = l.weight.rank() else { continue };
        if chosen.contains(&i) {
            continue;
        }
        // Nothing left out outranks what was chosen, nor is newer than an equal.
        for &c in &chosen {
            let rc = all[c].weight.rank().unwrap();
            assert!(
                rc < r || (rc == r && c > i),
                "{id}: {:?} left for {:?}",
                l.text,
                all[c].text
            );
        }
    }
    let scored: Vec<String> = seen
        .iter()
        .filter(|(_, _, e)| G::is_scored(e))
        .map(|(_, _, e)| G::narrate(e, n))
        .filter(|t| !t.is_empty())
        .collect();
    let ends = all.iter().filter(|l| l.weight == Weight::End).count();
    if !scored.is_empty() && ends < 2 {
        assert!(
            brief.iter().any(|l| scored.contains(&l.text)),
            "{id}: a score moved, the strip says {:?}",
            brief.iter().map(|l| &l.text).collect::<Vec<_>>()
        );
    }
}

/// Each move's lines are its events' words in the order they happened, the
/// game's end moved last, and only the end is ranked [`Weight::End`].
fn check_order<G: Outcomes>(seen: &[(usize, Seat, G::Event)], news: &[NewsMove], n: &Narrator<'_>) {
    let mut happened: Vec<Vec<(String, bool)>> = Vec::new();
    let mut last = None;
    for (after, _, e) in seen {
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

#[test]
fn zaibatsu_news_reads_as_moves_and_the_strip_ranks_it() {
    assert!(outcomes_lead::<Zaibatsu>(3) > 100);
}

#[test]
fn detroit_news_reads_as_moves_and_the_strip_ranks_it() {
    assert!(outcomes_lead::<DetroitMotors>(3) > 100);
}

#[test]
fn independents_news_reads_as_moves_and_the_strip_ranks_it() {
    assert!(outcomes_lead::<Independents>(2) > 100);
}

#[test]
fn mundus_news_reads_as_moves_and_the_strip_ranks_it() {
    assert!(outcomes_lead::<MundusNovus>(3) > 100);
}

/// The case: "Bruno bids T¥10" comes before the reader's forced
/// pass and Bruno's win, each a line of its own under Bruno's name.
#[test]
fn a_forced_pass_and_a_win_follow_the_bid_that_caused_them() {
    let names = ["You".to_string(), "Bruno".to_string()];
    let seen = vec![
        (
            5,
            1,
            ZaibatsuEvent::Bid {
                seat: 1,
                amount: 10,
            },
        ),
        (
            5,
            1,
            ZaibatsuEvent::CouldNotBid {
                seat: 0,
                money: 8,
                minimum: 11,
            },
        ),
        (
            5,
            1,
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
    assert!(b.earlier.is_none());
    assert_eq!(b.shown[0].heading, "Bruno");
    assert_eq!(
        shown(&b.shown[0].lines),
        [
            "bids T¥10.",
            "You have only T¥8 and cannot bid T¥11, so pass.",
            "wins pile 2 for T¥10."
        ]
    );
    // The strip: the pile won outranks the forced pass; both, as they happened.
    assert_eq!(
        texts(&b.brief(2)),
        [
            "You have only T¥8 and cannot bid T¥11, so pass.",
            "Bruno wins pile 2 for T¥10."
        ]
    );
    assert_eq!(texts(&b.brief(1)), ["Bruno wins pile 2 for T¥10."]);
}

fn texts<'a>(lines: &[&'a NewsLine]) -> Vec<&'a str> {
    lines.iter().map(|l| l.text.as_str()).collect()
}

fn shown(lines: &[NewsLine]) -> Vec<&str> {
    lines.iter().map(|l| l.under_heading()).collect()
}

/// The end of a game: each bid before the pile it won, and the final
/// scores the last line of all, even if the rules logged them earlier.
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
        (7, 0, bid(0, 5)),
        (7, 0, ZaibatsuEvent::Passed { seat: 1 }),
        (7, 0, won(0, 5)),
        (9, 1, bid(1, 12)),
        // Out of order on purpose: the end still reads last.
        (9, 1, over.clone()),
        (9, 1, won(1, 12)),
    ];
    let news = moves::<Zaibatsu>(&seen, &n, 9, |e| {
        boardroom::games::zaibatsu::news::digest(e, &n)
    });
    let b = banner(&news).unwrap();
    assert_eq!(
        shown(&b.shown[0].lines),
        ["bids T¥5.", "Bruno passes.", "wins pile 2 for T¥5."]
    );
    assert_eq!(
        shown(&b.shown[1].lines),
        [
            "bids T¥12.",
            "wins pile 2 for T¥12.",
            Zaibatsu::narrate(&over, &n).as_str()
        ]
    );
    assert_eq!(b.in_view().last().unwrap().weight, Weight::End);
    assert_eq!(b.brief(1)[0].weight, Weight::End);
}

/// The auction: many moves since the reader's last, so the oldest
/// fold, whole (Ada's call is not lost from the middle), and the fold says
/// what it holds.
#[test]
fn a_fold_holds_whole_moves_from_the_oldest_end() {
    let names = ["Ada".to_string(), "Bruno".to_string(), "You".to_string()];
    let n = Narrator::new(&names, Some(2));
    let bid = |seat, amount| ZaibatsuEvent::Bid { seat, amount };
    let mut seen = vec![
        (
            1,
            0,
            ZaibatsuEvent::Called {
                seat: 0,
                pile: 2,
                cards: vec![boardroom::games::zaibatsu::CompanyId::new(0).unwrap()],
            },
        ),
        (1, 0, bid(0, 1)),
        (2, 1, bid(1, 2)),
        (
            2,
            1,
            ZaibatsuEvent::CouldNotBid {
                seat: 2,
                money: 1,
                minimum: 3,
            },
        ),
    ];
    for k in 0..4 {
        seen.push((3 + k, k % 2, bid(k % 2, 3 + k as u8)));
        seen.push((3 + k, k % 2, ZaibatsuEvent::Passed { seat: 1 - k % 2 }));
    }
    let news = moves::<Zaibatsu>(&seen, &n, 6, |e| {
        boardroom::games::zaibatsu::news::digest(e, &n)
    });
    let b = banner(&news).unwrap();
    let earlier = b.earlier.as_ref().unwrap();
    assert_eq!(earlier.moves, news[..2]);
    assert!(
        earlier
            .summary
            .starts_with("2 earlier moves: Ada calls pile 3: ")
            && earlier.summary.ends_with("; Bruno bids T¥2"),
        "{}",
        earlier.summary
    );
    assert_eq!(b.shown, news[2..]);
    assert_eq!(b.in_view().len(), 8);
    assert_eq!(b.shown[0].heading, "Ada");
    // The strip looks behind the fold too.
    assert_eq!(
        texts(&b.brief(2)),
        ["You have only T¥1 and cannot bid T¥3, so pass."]
    );
}

/// The reader's own move reads under "You", each line agreeing with it.
#[test]
fn the_readers_move_reads_under_you() {
    let names = ["Ada".to_string(), "You".to_string()];
    let n = Narrator::new(&names, Some(1));
    let seen = vec![
        (
            4,
            1,
            ZaibatsuEvent::Bid {
                seat: 1,
                amount: 11,
            },
        ),
        (
            4,
            1,
            ZaibatsuEvent::Won {
                seat: 1,
                pile: 1,
                price: 11,
            },
        ),
    ];
    let news = moves::<Zaibatsu>(&seen, &n, 4, |_| None);
    assert_eq!(news[0].heading, "You");
    assert_eq!(shown(&news[0].lines), ["bid T¥11.", "win pile 2 for T¥11."]);
    assert_eq!(
        texts(&news[0].lines.iter().collect::<Vec<_>>()),
        ["You bid T¥11.", "You win pile 2 for T¥11."]
    );
    assert_eq!(news[0].lines[1].weight, Weight::Scored { mine: true });
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
        (4, 1, proposed(1)),
        (
            5,
            2,
            DetroitEvent::Responded {
                seat: 2,
                accepted: false,
            },
        ),
        (5, 2, DetroitEvent::ProposalFailed { next: 2 }),
        (6, 2, proposed(2)),
        (
            7,
            1,
            DetroitEvent::Responded {
                seat: 1,
                accepted: true,
            },
        ),
        (
            7,
            1,
            DetroitEvent::CoalitionFormed {
                factions: FactionSet::default(),
                players: 2,
                gravy: 2,
            },
        ),
        (
            7,
            1,
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
    assert_eq!(shown(&b.shown[3].lines)[0], "accepts.");
}

/// The Independents: a draw the reader won is theirs, in bold, as the draw
/// they lost is, and the lost one says who won it.
#[test]
fn a_draw_won_reads_as_plainly_as_a_draw_lost() {
    let names = ["You".to_string(), "Bo".to_string()];
    let n = Narrator::new(&names, Some(0));
    let seen = vec![
        (3, 1, draw(0, 0)),
        (3, 1, draw(1, 1)),
        (
            3,
            1,
            Event::Halved {
                seat: 0,
                section: 1,
                winner: 1,
                kept: 1,
                lost: 1,
            },
        ),
        (3, 1, draw(2, 1)),
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
    assert!(news[0].lines[0].text.contains("You win the draw"));
    assert!(
        news[0].lines[2].text.starts_with("You lose the draw on ")
            && news[0].lines[2].text.contains(" to Bo: "),
        "{}",
        news[0].lines[2].text
    );
}

/// The year 1: Bruno's Car of the Year outranks the reader's won
/// draw and fiscal result; year 2: Chiyo's majority outranks two won draws.
#[test]
fn a_token_won_by_anyone_outranks_a_draw() {
    let names = ["You".to_string(), "Bruno".to_string(), "Chiyo".to_string()];
    let n = Narrator::new(&names, Some(0));
    let fiscal = Event::Fiscal {
        seat: 0,
        status: Fiscal::Success,
        disks: 23,
    };
    let year1 = vec![
        (8, 2, draw(3, 0)),
        (8, 2, Event::CarOfTheYear { seat: 1 }),
        (8, 2, draw(4, 0)),
        (8, 2, fiscal),
    ];
    let news = moves::<Independents>(&year1, &n, 8, |_| None);
    let b = banner(&news).unwrap();
    assert_eq!(
        texts(&b.brief(2)),
        [
            "Car of the Year: Bruno wins a victory token.",
            "You are a financial success with 23 disks."
        ]
    );
    let year2 = vec![
        (20, 1, draw(0, 0)),
        (20, 1, draw(1, 0)),
        (
            20,
            1,
            Event::Majority {
                category: Category::Models,
                seats: vec![2],
                wins: 4,
            },
        ),
    ];
    let news = moves::<Independents>(&year2, &n, 20, |_| None);
    let b = banner(&news).unwrap();
    let brief = texts(&b.brief(2));
    assert_eq!(brief.len(), 2);
    assert!(brief[0].contains("You win the draw"));
    assert_eq!(
        brief[1],
        "Majority bonus in Models (4 sections): a token for Chiyo."
    );
}

/// Said aloud once each, in order: a redraw says nothing again, a new move
/// only its own lines, and after a take back the moves made in its place.
#[test]
fn the_strip_is_announced_once_in_order() {
    let line = |after, i, text: &str| NewsLine {
        text: text.to_string(),
        short: None,
        weight: Weight::Mine,
        at: (after, i),
    };
    let mut heard = Announced::default();
    let first = [line(3, 0, "a"), line(4, 1, "b")];
    assert_eq!(texts(&heard.hear(4, &first)), ["a", "b"]);
    assert!(heard.hear(4, &first).is_empty());
    let next = [line(4, 1, "b"), line(6, 0, "c")];
    assert_eq!(texts(&heard.hear(6, &next)), ["c"]);
    // Taken back to move 5, then another move 6.
    let again = [line(4, 1, "b"), line(6, 0, "d")];
    assert_eq!(texts(&heard.hear(5, &again[..1])), Vec::<&str>::new());
    assert_eq!(texts(&heard.hear(6, &again)), ["d"]);
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
            winner: 1,
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
