//! The end explained: the breakdown of every seat's total adds up and agrees
//! with the outcome, ties are put in words with what settled them, the chart's
//! series ends on the totals, and Mundus Novus warns of its last round.

use crate::common;

use boardroom::engine::standings::{capitalised, Line, Standings};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, GameRng, Match};
use boardroom::games::{self, Listed, Visitor};

const NAMES: [&str; 18] = [
    "Ada", "You", "Cy", "Dmitri", "Eve", "Flo", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu", "Max",
    "Ned", "Oz", "Pia", "Quin", "Rex",
];

fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// A random game to its end (half of the moves by the game's rollout policy).
fn play<G: Game>(players: usize, options: &G::Options, seed: u64) -> Match<G> {
    let mut m: Match<G> = Match::new(names(players), options.clone(), seed).expect("set-up");
    let mut r: GameRng = rng::seeded(seed ^ 0x57a9);
    let mut steps = 0;
    while m.state().outcome().is_none() {
        assert!(steps < 20_000, "no end");
        let state = m.state().clone();
        let to_act = state.to_act();
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let action = common::mixed_move(&state, seat, &mut r);
        m.play(seat, action).expect("legal");
        steps += 1;
    }
    m
}

fn line(parts: Vec<i64>, rank: usize, tb: Option<i64>) -> Line {
    Line {
        total: parts.iter().sum(),
        parts,
        rank,
        tie_break: tb.map(|t| (t, t.to_string())),
    }
}

fn tokens(lines: Vec<Line>, tie_break: Option<&str>) -> Standings {
    Standings {
        unit: ("token".into(), "tokens".into()),
        parts: vec!["Majority".into(), "Trends".into()],
        tie_break: tie_break.map(str::to_string),
        lines,
        ending: None,
        step: "Year".into(),
    }
}

#[test]
fn a_tie_broken_on_disks_says_who_won_on_what() {
    let s = tokens(
        vec![
            line(vec![4, 2], 0, Some(28)),
            line(vec![3, 3], 1, Some(27)),
            line(vec![1, 1], 2, Some(30)),
        ],
        Some("disks"),
    );
    let names = names(3);
    assert_eq!(
        s.ties_in_words(&names, None),
        vec!["Tied on 6 tokens: Ada wins on disks, 28 to 27."]
    );
    assert_eq!(
        s.in_words(&names),
        "Ada won on disks (28 to 27) after a tie on 6 tokens: Ada 6, you 6, Cy 2"
    );
    // Read by the seat that won, at a table with no seat named "You".
    let named: Vec<String> = ["Ada", "Bo", "Cy"].map(String::from).to_vec();
    assert_eq!(
        s.ties_in_words(&named, Some(0)),
        vec!["Tied on 6 tokens: You win on disks, 28 to 27."]
    );
    // A seat named "You" is "you" whoever reads.
    assert_eq!(
        s.ties_in_words(&names, Some(2)),
        vec!["Tied on 6 tokens: Ada wins on disks, 28 to 27."]
    );
}

#[test]
fn you_winning_a_tie_reads_you_win() {
    let s = tokens(
        vec![line(vec![5, 1], 1, Some(27)), line(vec![6, 0], 0, Some(28))],
        Some("disks"),
    );
    let names = names(2);
    assert_eq!(
        s.ties_in_words(&names, None),
        vec!["Tied on 6 tokens: You win on disks, 28 to 27."]
    );
    assert_eq!(
        s.in_words(&names),
        "You won on disks (28 to 27) after a tie on 6 tokens: You 6, Ada 6"
    );
}

#[test]
fn ties_without_a_tie_break_or_below_the_top_are_said_too() {
    let names = names(4);
    // Zaibatsu: no tie-break, the tied share the win.
    let shared = tokens(
        vec![
            line(vec![40, 5], 0, None),
            line(vec![45, 0], 0, None),
            line(vec![20, 1], 2, None),
            line(vec![21, 0], 2, None),
        ],
        None,
    );
    assert_eq!(
        shared.ties_in_words(&names, None),
        vec![
            "Tied on 45 tokens: You and Ada share the win.",
            "Tied on 21 tokens: Cy and Dmitri share 3rd place."
        ]
    );
    assert_eq!(
        shared.in_words(&names),
        "You and Ada shared the win: Ada 45, you 45, Cy 21, Dmitri 21"
    );
    // Below the top, and equal on the tie-break as well.
    let lower = tokens(
        vec![
            line(vec![3, 0], 0, Some(10)),
            line(vec![1, 0], 1, Some(12)),
            line(vec![1, 0], 2, Some(9)),
            line(vec![1, 0], 1, Some(12)),
        ],
        Some("disks"),
    );
    assert_eq!(
        lower.ties_in_words(&names, None),
        vec![
            "Tied on 1 token: You and Dmitri share 2nd place, ahead of Cy on disks, 12 each to 9."
        ]
    );
    // Three tied, settled: each value said with whose it is.
    let three = tokens(
        vec![
            line(vec![2, 0], 1, Some(8)),
            line(vec![2, 0], 3, Some(6)),
            line(vec![2, 0], 0, Some(9)),
            line(vec![2, 0], 2, Some(7)),
        ],
        Some("disks"),
    );
    assert_eq!(
        three.ties_in_words(&names, None),
        vec!["Tied on 2 tokens: Cy wins on disks, 9 against Ada's 8, Dmitri's 7 and your 6."]
    );
    let all_equal = tokens(
        vec![line(vec![2, 0], 0, Some(9)), line(vec![2, 0], 0, Some(9))],
        Some("disks"),
    );
    assert_eq!(
        all_equal.ties_in_words(&names[..2], None),
        vec!["Tied on 2 tokens and on disks (9): You and Ada share the win."]
    );
    assert_eq!(
        all_equal.in_words(&names[..2]),
        "You and Ada shared the win: Ada 2, you 2"
    );
}

/// What a finished random game's standings must satisfy.
fn check<G: Game>(m: &Match<G>, at: &str) -> (usize, usize) {
    let end = m.end().expect("standings at the end");
    let s = &end.standings;
    let o = m.state().outcome().expect("over");
    assert_eq!(s.lines.len(), o.scores.len(), "{at}");
    for (seat, l) in s.lines.iter().enumerate() {
        assert_eq!(l.parts.len(), s.parts.len(), "{at}");
        assert_eq!(
            l.parts.iter().sum::<i64>(),
            l.total,
            "{at}: seat {seat} parts {:?}",
            l.parts
        );
        assert_eq!(l.total, o.scores[seat], "{at}: seat {seat}");
        assert_eq!(l.rank, o.ranks[seat], "{at}: seat {seat}");
    }
    let series = end.series.expect("the game replays");
    assert_eq!(
        series.samples.last(),
        Some(&o.scores),
        "{at}: the chart ends on the totals"
    );
    assert!(
        series.steps.windows(2).all(|w| w[0] < w[1]),
        "{at}: steps {:?}",
        series.steps
    );
    assert!(
        series.samples.iter().all(|v| v.len() == o.scores.len()),
        "{at}"
    );
    let names: Vec<String> = m.names().to_vec();
    let ties = s.ties_in_words(&names, None);
    let tied_totals = (0..o.scores.len())
        .filter(|&a| (0..a).any(|b| o.scores[a] == o.scores[b]))
        .count();
    assert_eq!(ties.is_empty(), tied_totals == 0, "{at}: {ties:?}");
    // A tie on the top settled by the tie-break is named in the list's words.
    let words = s.in_words(&names);
    let top = o.scores.iter().max().copied().unwrap_or(0);
    let at_top = o.scores.iter().filter(|&&x| x == top).count();
    let broken = at_top > 1 && o.winners().len() == 1;
    if broken {
        if let Some(tb) = &s.tie_break {
            assert!(words.contains(&format!("won on {tb}")), "{at}: {words}");
            assert!(ties[0].contains(&format!("on {tb}, ")), "{at}: {ties:?}");
        }
    }
    (usize::from(at_top > 1), usize::from(broken))
}

struct Random {
    games: u64,
}

impl Visitor for Random {
    type Out = (usize, usize, usize);
    fn visit<G: Listed>(self) -> Self::Out {
        let info = G::info();
        let (mut played, mut tied, mut broken) = (0, 0, 0);
        // Each rule book: the Independents' 1st edition too.
        let mut books = vec![G::Options::default()];
        if info.id == "independents" {
            books.push(serde_json::from_str(r#"{"edition":"First","years":3}"#).expect("options"));
        }
        for (book, options) in books.iter().enumerate() {
            for players in [info.min_players, info.default_players, info.max_players] {
                for g in 0..self.games {
                    let seed = 0x5e_0000 ^ ((players as u64) << 12) ^ ((book as u64) << 20) ^ g;
                    let m = play::<G>(players, options, seed);
                    let at = format!("{} book {book}, {players} players, seed {seed}", info.id);
                    let (t, b) = check(&m, &at);
                    played += 1;
                    tied += t;
                    broken += b;
                }
            }
        }
        (played, tied, broken)
    }
}

#[test]
fn random_finished_games_break_down_into_their_totals() {
    for info in games::infos() {
        let (played, tied, broken) = games::visit(info.id, Random { games: 40 }).expect("listed");
        println!(
            "{}: {played} games, {tied} tied at the top, {broken} settled by the tie-break",
            info.id
        );
        assert!(played > 0);
    }
}

/// Mundus Novus ends with the round in which the development queue cannot be
/// refilled. The round that may bring it (fewer developments left in the deck
/// than it may take) is announced as perhaps the last when it starts, and the
/// moment the queue runs short, the rest of the round is told it is the last.
#[test]
fn mundus_novus_announces_its_last_round() {
    use boardroom::games::mundus::standings::LastRound;
    use boardroom::games::mundus::{Ending, Event, MundusNovus};
    let (mut queue_ends, mut foreseen) = (0, 0);
    for g in 0..60u64 {
        let players = 3 + (g % 3) as usize;
        let m = play::<MundusNovus>(players, &Default::default(), 0x1a57 ^ g);
        let events: Vec<&Event> = m.seen_by(Some(0)).map(|h| &h.event).collect();
        let last_start = events
            .iter()
            .rposition(|e| matches!(e, Event::RoundStarted { .. }))
            .expect("a round");
        let said = |why: fn(&LastRound) -> bool| {
            events[last_start..]
                .iter()
                .any(|e| matches!(e, Event::LastRound { why: w } if why(w)))
        };
        if m.state().ending() == Some(Ending::QueueEmpty) {
            queue_ends += 1;
            assert!(
                said(|w| *w == LastRound::QueueShort),
                "seed {g}: the queue ran out unannounced"
            );
            if said(|w| matches!(w, LastRound::DeckLow { .. })) {
                foreseen += 1;
            }
            let end = m.end().expect("over");
            assert!(end
                .standings
                .ending
                .as_deref()
                .is_some_and(|e| e.contains("queue")));
        }
        // Announced at a round's start only when the deck is that low.
        let mut state = MundusNovus::new(players, &Default::default(), 0x1a57 ^ g).unwrap();
        for (seat, action) in &m.record().actions {
            let mut log = boardroom::engine::Log::recording();
            state.play(*seat, action, &mut log).unwrap();
            for (_, e) in log.into_events() {
                if let Event::LastRound {
                    why: LastRound::DeckLow { left },
                } = e
                {
                    assert!(
                        usize::from(left) < 2 * players,
                        "seed {g}: announced too early"
                    );
                    assert_eq!(usize::from(left), state.dev_deck().len(), "seed {g}");
                }
            }
        }
    }
    println!("mundus: {queue_ends} of 60 games ended on the queue, {foreseen} announced at the round's start");
    assert!(
        queue_ends > 0,
        "no game ran the queue out: the test checks nothing"
    );
    assert_eq!(
        foreseen, queue_ends,
        "a last round came without warning at its start"
    );
}

// ---- Finished games for the browser test (tests/browser/end.test.mjs) ---------

/// Where the browser test finds its finished games: a save code per game,
/// written by `BOARDROOM_WRITE_STATIC=1 cargo test --test suite standings::`.
const CODES: &str = "tests/browser/end-codes.json";

/// The table of these games: "You", a person, at seat `you`; the others
/// Normal computers, named as in `names` (seat 1, "You" there, as "Bea").
fn table_with_you(players: usize, you: usize) -> boardroom::save::Table {
    use boardroom::engine::bots::BotKind;
    use boardroom::save::{SeatSpec, Table};
    let seats = (0..players)
        .map(|s| match s {
            s if s == you => SeatSpec::human("You"),
            1 => SeatSpec::bot("Bea", BotKind::Normal),
            _ => SeatSpec::bot(NAMES[s], BotKind::Normal),
        })
        .collect();
    Table::new(seats)
}

/// A finished random game of `G` at `players` seats (seat 1 is "You", a
/// person; the others computers) meeting `want`, from the first seed that does.
fn finished<G: Game>(players: usize, want: impl Fn(&Match<G>) -> bool) -> (u64, String, String) {
    use boardroom::save::{encode, SavedGame};
    for seed in 1..2000u64 {
        let m = play::<G>(players, &G::Options::default(), seed);
        if !want(&m) {
            continue;
        }
        let saved = SavedGame::of_match(table_with_you(players, 1), &m).expect("saves");
        let words = m.end().expect("over").standings.in_words(m.names());
        return (seed, encode(&saved).expect("encodes"), words);
    }
    panic!("{}: no seed gives the game wanted", G::info().id);
}

/// A tie at the top that the tie-break settled, "You" among the tied.
fn tie_broken<G: Game>(m: &Match<G>) -> bool {
    let o = m.state().outcome().expect("over");
    let top = o.scores.iter().max().copied().unwrap_or(0);
    o.scores[1] == top
        && o.scores.iter().filter(|&&x| x == top).count() > 1
        && o.winners().len() == 1
}

#[test]
fn the_browser_test_has_finished_games_of_every_title() {
    use boardroom::games::detroit::DetroitMotors;
    use boardroom::games::independents::Independents;
    use boardroom::games::mundus::{Ending, MundusNovus};
    use boardroom::games::zaibatsu::Zaibatsu;
    let games = [
        ("independents", finished::<Independents>(3, tie_broken)),
        ("detroit", finished::<DetroitMotors>(6, tie_broken)),
        (
            "mundus-novus",
            finished::<MundusNovus>(3, |m| m.state().ending() == Some(Ending::QueueEmpty)),
        ),
        ("zaibatsu", finished::<Zaibatsu>(2, |_| true)),
    ];
    // For the layout audit (scripts/layout-audit.mjs): the end of Detroit
    // Motors at bigger tables, whose standings put a player in each row.
    let big: Vec<(String, (u64, String, String))> = [8, 12, 18]
        .into_iter()
        .map(|n| {
            (
                format!("detroit-{n}"),
                finished::<DetroitMotors>(n, |_| true),
            )
        })
        .collect();
    let last_round = last_round_code();
    let last_move = last_move_code::<DetroitMotors>(6, 4);
    // For scripts/measure-end.mjs: the end of a big table.
    let last_move_12 = last_move_code::<DetroitMotors>(12, 5);
    let mut json = String::from("{\n");
    json += &format!("  \"mundus-last-round\": {{ \"code\": \"{last_round}\" }},\n");
    json += &format!("  \"detroit-last-move\": {{ \"code\": \"{last_move}\" }},\n");
    json += &format!("  \"detroit-12-last-move\": {{ \"code\": \"{last_move_12}\" }},\n");
    let games: Vec<(&str, &(u64, String, String))> = games
        .iter()
        .map(|(id, g)| (*id, g))
        .chain(big.iter().map(|(id, g)| (id.as_str(), g)))
        .collect();
    for (i, (id, (seed, code, words))) in games.iter().enumerate() {
        let comma = if i + 1 < games.len() { "," } else { "" };
        json += &format!(
            "  \"{id}\": {{ \"seed\": {seed}, \"words\": {:?}, \"code\": \"{code}\" }}{comma}\n",
            words
        );
    }
    json += "}\n";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(CODES);
    if std::env::var_os("BOARDROOM_WRITE_STATIC").is_some() {
        std::fs::write(&path, &json).expect("writes");
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == json,
        "{CODES} is stale: run BOARDROOM_WRITE_STATIC=1 cargo test --test suite standings::"
    );
}

/// A random game of `G` stopped before its last move, from the first seed
/// from `seed` on where that move is the person's alone (named "You"; the
/// others computers) and any move they make ends the game: the end reached by
/// a tap.
fn last_move_code<G: Game>(players: usize, seed: u64) -> String {
    use boardroom::save::{encode, SavedGame};
    for seed in seed..seed + 200 {
        let mut record = play::<G>(players, &G::Options::default(), seed)
            .record()
            .clone();
        let (last, _) = record.actions.pop().expect("moves");
        let before = Match::<G>::replay(names(players), &record).expect("replays");
        let alone = before.state().to_act() == vec![last];
        let any_ends = before.state().legal_actions(last).into_iter().all(|a| {
            let mut m = before.clone();
            m.play(last, a).is_ok() && m.state().outcome().is_some()
        });
        if !(alone && any_ends) {
            continue;
        }
        return encode(&SavedGame::new(table_with_you(players, last), record).expect("saves"))
            .expect("encodes");
    }
    panic!("{}: no game ends on any move of one person", G::info().id);
}

/// A Mundus Novus game stopped just after a round announced as perhaps the
/// last one started, for the board's mark.
fn last_round_code() -> String {
    use boardroom::games::mundus::{Event, MundusNovus};
    use boardroom::save::{encode, SavedGame};
    let m = play::<MundusNovus>(3, &Default::default(), 3);
    let at = m
        .events()
        .iter()
        .find(|h| matches!(h.event, Event::LastRound { .. }))
        .expect("announced")
        .after;
    let mut record = m.record().clone();
    record.actions.truncate(at);
    encode(&SavedGame::new(table_with_you(3, 1), record).expect("saves")).expect("encodes")
}

#[test]
fn a_games_own_words_take_a_capital_and_other_letters_are_left_alone() {
    assert_eq!(capitalised("points"), "Points");
    assert_eq!(capitalised("Year"), "Year");
    assert_eq!(capitalised(""), "");
    // Not ASCII: unchanged rather than cut in the middle of a letter.
    assert_eq!(capitalised("écus"), "écus");
}
