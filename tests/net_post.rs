//! Play by message, natively: whole random games of every listed game played
//! through table and move links, each remote seat's device holding exactly what
//! the engine shows its seat (a keeper that mixes up seat links is caught);
//! sealed simultaneous choices wait until every seat's move link came; damaged,
//! forged, replayed, stale and wrong-key links are refused and change nothing;
//! random text never panics a reader. With `-- --nocapture`, the link lengths.

use crate::net_support;

use boardroom::codecs::{self, Codecs};
use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match};
use boardroom::games::{self, Listed, Visitor};
use boardroom::net::host::Plain;
use boardroom::net::post::{
    self, Desk, LinkKind, Opened, Post, PostError, PostOffice, SeatPass, Since,
};
use net_support::check_mirror;
use proptest::prelude::*;

/// The codecs, in (natively they always are).
const CODECS: Codecs = codecs::all();

fn names(players: usize) -> Vec<String> {
    (0..players).map(|i| format!("P{i}")).collect()
}

fn pass_of(link: &str) -> SeatPass {
    match post::read(link).expect("a seat link reads") {
        Post::Seat(pass) => pass,
        other => panic!("expected a seat link, got {other:?}"),
    }
}

fn table_of(link: &str) -> post::TablePost {
    match post::read(link).expect("a table link reads") {
        Post::Table(t) => t,
        other => panic!("expected a table link, got {other:?}"),
    }
}

/// What one game by message measured.
struct Lengths {
    table: Vec<usize>,
    moves: Vec<usize>,
}

/// Plays a random game: seat 0 on the keeper's device, every other seat by
/// message. A device misses a table link now and then (never one where it must
/// act) and catches up from the next. `swap`: the keeper sends seat 1's person
/// seat 2's link (a leak the devices' check must catch).
fn play<G: Game>(players: usize, seed: u64, swap: bool) -> Result<(Match<G>, Lengths), String> {
    let m =
        Match::<G>::new(names(players), G::Options::default(), seed).map_err(|e| e.to_string())?;
    let mut keeper = Plain { m, people: players };
    let mut office = PostOffice::new(post::random(), G::info().id, players);
    let mut rng = seeded(seed ^ 0x9057);
    let links: Vec<String> = (1..players)
        .map(|s| office.issue(s, post::random(), keeper.m.names()))
        .collect();
    let mut desks: Vec<Desk<G>> = (1..players)
        .map(|s| {
            let link = if swap && s == 1 {
                &links[1]
            } else {
                &links[s - 1]
            };
            Desk::new(pass_of(link))
        })
        .collect();
    let computers = vec![false; players];
    let mut lengths = Lengths {
        table: Vec::new(),
        moves: Vec::new(),
    };
    loop {
        let link = office.table_link(&CODECS, &keeper.m, &computers);
        lengths.table.push(link.len());
        let table = table_of(&link);
        let to_act = keeper.m.state().to_act();
        for (i, desk) in desks.iter_mut().enumerate() {
            let seat = i + 1;
            // Devices miss links, but always open the one that asks them to act.
            if !to_act.contains(&seat) && below(&mut rng, 4) == 0 {
                continue;
            }
            desk.open(&CODECS, &table)
                .map_err(|e| format!("seat {seat}: {e}"))?;
            let mirror = desk.mirror.as_ref().ok_or("no screen after a table link")?;
            check_mirror(mirror, &keeper.m, Some(seat))?;
            // Opening the same link again changes nothing.
            if desk.open(&CODECS, &table) != Ok(Opened::Same) {
                return Err("the same link opened twice was not the same".into());
            }
        }
        if to_act.is_empty() || keeper.m.moves() > 4000 {
            return Ok((keeper.m, lengths));
        }
        if to_act.contains(&0) && below(&mut rng, 2) == 0 || to_act == [0] {
            let legal = keeper.m.state().legal_actions(0);
            let action = legal[below(&mut rng, legal.len())].clone();
            keeper.m.play(0, action).map_err(|e| e.to_string())?;
            continue;
        }
        // Every remote seat to act chooses on this same table link (a sealed
        // step asks several at once), then the keeper opens the move links.
        let mut moves = Vec::new();
        for &seat in to_act.iter().filter(|&&s| s > 0) {
            let desk = &desks[seat - 1];
            let mirror = desk.mirror.as_ref().ok_or("no screen")?;
            let open: Vec<_> = mirror
                .screen
                .offered
                .iter()
                .filter(|o| o.why.is_none())
                .collect();
            let action = open[below(&mut rng, open.len())].action.clone();
            let link = desk.move_link(&CODECS, &action);
            lengths.moves.push(link.len());
            moves.push((seat, link));
        }
        for (seat, link) in &moves {
            let before = keeper.m.moves();
            let done = office
                .deliver::<G>(&CODECS, link, &mut keeper)
                .map_err(|e| format!("seat {seat}'s move link at {before}: {e}"))?;
            if done.seat != *seat || keeper.m.moves() != before + 1 {
                return Err(format!("seat {seat}'s move was not played"));
            }
            // The keeper's device names a sealed choice only once its step
            // is revealed: the keeper may be a player still choosing.
            let state = keeper.m.state();
            let open = state.simultaneous() && !state.to_act().contains(seat);
            if done.label.is_some() == open {
                return Err(format!(
                    "seat {seat}'s move was worded {:?} with its sealed step open: {open}",
                    done.label
                ));
            }
            // The same link again is refused and changes nothing.
            let again = office.deliver::<G>(&CODECS, link, &mut keeper);
            if again != Err(PostError::Played) || keeper.m.moves() != before + 1 {
                return Err(format!("a replayed move link was answered {again:?}"));
            }
        }
    }
}

fn median(v: &mut [usize]) -> usize {
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

struct Whole;
impl Visitor for Whole {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let counts = [info.min_players, info.max_players.min(6)];
        for players in counts {
            let (m, mut lengths) = play::<G>(players, 7, false)
                .unwrap_or_else(|e| panic!("{} at {players}: {e}", info.id));
            assert!(m.state().outcome().is_some(), "{} did not end", info.id);
            println!(
                "{} at {players}: {} moves; table link median {} max {} chars; move link max {}",
                info.id,
                m.moves(),
                median(&mut lengths.table),
                lengths.table.iter().max().unwrap(),
                lengths.moves.iter().max().unwrap_or(&0),
            );
        }
    }
}

#[test]
fn whole_games_by_message_show_each_seat_exactly_its_own_screen() {
    for info in games::infos() {
        games::visit(info.id, Whole).unwrap();
    }
}

struct Swapped;
impl Visitor for Swapped {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        if info.max_players < 3 {
            return; // no third seat to mix up
        }
        let players = info.min_players.max(3);
        let caught = (0..3).any(|seed| play::<G>(players, seed, true).is_err());
        assert!(
            caught,
            "{}: seat 1 reading seat 2's screens went unnoticed",
            info.id
        );
    }
}

#[test]
fn a_keeper_that_sends_a_seat_another_seats_screen_is_caught() {
    for info in games::infos() {
        games::visit(info.id, Swapped).unwrap();
    }
}

/// A Zaibatsu table of three: the keeper at seat 0, seats 1 and 2 by message,
/// played until seat 1 is to act.
fn zaibatsu_at_seat_1() -> (
    Plain<boardroom::games::zaibatsu::Zaibatsu>,
    PostOffice,
    Vec<Desk<boardroom::games::zaibatsu::Zaibatsu>>,
) {
    type Z = boardroom::games::zaibatsu::Zaibatsu;
    let m = Match::<Z>::new(names(3), Default::default(), 11).unwrap();
    let mut keeper = Plain { m, people: 3 };
    let mut office = PostOffice::new(*b"table-id", "zaibatsu", 3);
    let desks = (1..3)
        .map(|s| Desk::new(pass_of(&office.issue(s, [s as u8; 32], &names(3)))))
        .collect();
    while !keeper.m.state().to_act().contains(&1) {
        let s = keeper.m.state().to_act()[0];
        let a = keeper.m.state().legal_actions(s)[0];
        keeper.m.play(s, a).unwrap();
    }
    (keeper, office, desks)
}

#[test]
fn bad_move_links_are_refused_with_their_reason_and_change_nothing() {
    let (mut keeper, mut office, mut desks) = zaibatsu_at_seat_1();
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    desks[0].open(&CODECS, &table).unwrap();
    let action = desks[0].mirror.as_ref().unwrap().screen.offered[0].action;
    let good = desks[0].move_link(&CODECS, &action);
    let moves = keeper.m.moves();

    // Every single changed character is refused.
    let chars: Vec<char> = good.chars().collect();
    for i in 0..chars.len() {
        let mut bad = chars.clone();
        bad[i] = if bad[i] == 'A' { 'B' } else { 'A' };
        let bad: String = bad.into_iter().collect();
        assert!(
            office.deliver(&CODECS, &bad, &mut keeper).is_err(),
            "a change at {i} was taken"
        );
    }
    // Cut short.
    assert_eq!(
        office.deliver(&CODECS, &good[..good.len() - 5], &mut keeper),
        Err(PostError::Damaged)
    );
    // Sealed with another key: seat 2's device claiming to be seat 1.
    let mut forged = desks[1].clone();
    forged.pass.seat = 1;
    forged.mirror = desks[0].mirror.clone();
    assert_eq!(
        office.deliver(&CODECS, &forged.move_link(&CODECS, &action), &mut keeper),
        Err(PostError::Seal(1))
    );
    // Another game's move link.
    let mut other = desks[0].clone();
    other.pass.table = *b"other-id";
    assert_eq!(
        office.deliver(&CODECS, &other.move_link(&CODECS, &action), &mut keeper),
        Err(PostError::OtherTable)
    );
    // A table link is not a move.
    assert_eq!(
        office.deliver(&CODECS, &table.link(), &mut keeper),
        Err(PostError::Kind {
            found: LinkKind::Table,
            wanted: LinkKind::Move
        })
    );
    assert_eq!(keeper.m.moves(), moves, "a refused link changed the game");

    // The good one plays; played again it is refused.
    let done = office.deliver(&CODECS, &good, &mut keeper).unwrap();
    assert_eq!(done.seat, 1);
    // The keeper is told whose move it was, and what (Zaibatsu has no sealed step).
    let label = done.label.clone().expect("an open move is named");
    assert_eq!(
        done.words(keeper.m.names()),
        format!("{}'s move is played: “{label}”.", keeper.m.names()[1])
    );
    let sealed = post::Delivered {
        seat: 0,
        label: None,
    };
    assert!(sealed
        .words(keeper.m.names())
        .ends_with("'s move is in, sealed: it is shown when every sealed choice is in."));
    assert_eq!(keeper.m.moves(), moves + 1);
    assert_eq!(
        office.deliver(&CODECS, &good, &mut keeper),
        Err(PostError::Played)
    );

    // A move chosen on an old table link, after the game went on, is stale.
    while keeper.m.state().to_act() != vec![1] || keeper.m.moves() < moves + 3 {
        let s = keeper.m.state().to_act()[0];
        let Some(a) = keeper.m.state().legal_actions(s).first().cloned() else {
            break;
        };
        if keeper.m.state().outcome().is_some() {
            break;
        }
        keeper.m.play(s, a).unwrap();
    }
    if keeper.m.state().to_act() == vec![1] {
        let old = desks[0].move_link(&CODECS, &action);
        assert!(matches!(
            office.deliver(&CODECS, &old, &mut keeper),
            Err(PostError::Stale { .. } | PostError::Played)
        ));
    }

    // A new seat link retires the old key.
    let fresh = office.issue(1, [9; 32], &names(3));
    assert_ne!(pass_of(&fresh).key, desks[0].pass.key);
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    assert_eq!(desks[0].open(&CODECS, &table), Err(PostError::Seal(1)));
}

#[test]
fn a_table_part_opens_only_with_its_own_seats_key() {
    let (keeper, office, desks) = zaibatsu_at_seat_1();
    let link = office.table_link(&CODECS, &keeper.m, &[false; 3]);
    let table = table_of(&link);
    assert_eq!(table.seats(), vec![1, 2]);
    // Seat 2's key on seat 1's part.
    let mut thief = desks[1].clone();
    thief.pass.seat = 1;
    assert_eq!(thief.open(&CODECS, &table), Err(PostError::Seal(1)));
    // The keeper's own seat has no part.
    let mut keeper_seat = desks[0].clone();
    keeper_seat.pass.seat = 0;
    assert_eq!(keeper_seat.open(&CODECS, &table), Err(PostError::NoPart(0)));
    // Any byte of the link changed (its check made good again, as a forger
    // would) leaves seat 1's part unopened, a seat's seal covering the shared
    // part too, unless it was in another seat's part: then seat 1 sees what
    // the keeper sent it.
    let mut honest = desks[0].clone();
    honest.open(&CODECS, &table).unwrap();
    let seen = |d: &Desk<boardroom::games::zaibatsu::Zaibatsu>| {
        d.mirror
            .as_ref()
            .map(|m| boardroom::net::proto::write(&(&m.screen, &m.events)))
    };
    let mut bytes = boardroom::base64url::decode(&link, true).unwrap();
    let body = bytes.len() - 4;
    for i in 2..body {
        bytes[i] ^= 0x20;
        let check = crc32fast::hash(&bytes[..body]).to_le_bytes();
        let mut forged = bytes.clone();
        forged[body..].copy_from_slice(&check);
        if let Ok(Post::Table(t)) = post::read(&boardroom::base64url::encode(&forged)) {
            let mut desk = desks[0].clone();
            if desk.open(&CODECS, &t).is_ok() {
                assert_eq!(seen(&desk), seen(&honest), "a change at byte {i} was taken");
            }
        }
        bytes[i] ^= 0x20;
    }
    // An older link after a newer one is said to be older, and changes nothing.
    let mut desk = desks[0].clone();
    desk.open(&CODECS, &table).unwrap();
    let stored = desk.store();
    let back = Desk::<boardroom::games::zaibatsu::Zaibatsu>::restore(&stored).unwrap();
    assert_eq!(back.moves(), desk.moves());
    assert_eq!(
        back.mirror.unwrap().events.len(),
        desk.mirror.as_ref().unwrap().events.len()
    );
}

#[test]
fn another_versions_link_says_so() {
    let (keeper, office, _) = zaibatsu_at_seat_1();
    let link = office.table_link(&CODECS, &keeper.m, &[false; 3]);
    let mut bytes = boardroom::base64url::decode(&link, true).unwrap();
    bytes[0] = 9;
    let other = boardroom::base64url::encode(&bytes);
    assert_eq!(post::read(&other), Err(PostError::Version(9)));
    assert_eq!(post::read("hello"), Err(PostError::Damaged));
    // The whole address reads as its code.
    assert!(post::read(&format!("https://example.org/#table/{link}")).is_ok());
}

/// `text` with every character outside `keep` written as `%XX`, as some
/// chat apps copy a link.
fn percent_encoded(text: &str, keep: impl Fn(char) -> bool) -> String {
    text.bytes()
        .map(|b| {
            if keep(b as char) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn a_move_link_copied_percent_encoded_still_plays() {
    let (mut keeper, mut office, mut desks) = zaibatsu_at_seat_1();
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    desks[0].open(&CODECS, &table).unwrap();
    let action = desks[0].mirror.as_ref().unwrap().screen.offered[0].action;
    let code = desks[0].move_link(&CODECS, &action);
    let address = format!("https://example.org/boardroom/#move/{code}");
    // Only the fragment's `#` and `/` encoded, then the whole address.
    let fragment = format!("https://example.org/boardroom/%23move%2F{code}");
    let whole = percent_encoded(&address, |c| c.is_ascii_alphanumeric());
    assert!(whole.starts_with("https%3A%2F%2F"), "{whole}");
    for link in [&fragment, &whole] {
        assert!(
            matches!(post::read(link), Ok(Post::Move(_))),
            "{link} did not read"
        );
        assert_eq!(post::sender(link), Some(1));
    }
    let moves = keeper.m.moves();
    let done = office.deliver(&CODECS, &whole, &mut keeper).unwrap();
    assert_eq!(done.seat, 1);
    assert_eq!(keeper.m.moves(), moves + 1);
    // Encoded or not, it is the same link: played once only.
    assert_eq!(
        office.deliver(&CODECS, &fragment, &mut keeper),
        Err(PostError::Played)
    );
    assert_eq!(
        office.deliver(&CODECS, &address, &mut keeper),
        Err(PostError::Played)
    );
}

#[test]
fn a_link_of_another_kind_is_named_with_what_to_do_with_it() {
    let (mut keeper, mut office, _) = zaibatsu_at_seat_1();
    let table = office.table_link(&CODECS, &keeper.m, &[false; 3]);
    let seat = office.seat_link(1, &names(3)).unwrap();
    let moves = keeper.m.moves();
    let refused = office.deliver(&CODECS, &table, &mut keeper).unwrap_err();
    assert_eq!(
        refused,
        PostError::Kind {
            found: LinkKind::Table,
            wanted: LinkKind::Move
        }
    );
    let words = refused.to_string();
    assert!(words.starts_with("This is a table link"), "{words}");
    assert!(words.contains("phone"), "{words}");
    let refused = office.deliver(&CODECS, &seat, &mut keeper).unwrap_err();
    let words = refused.to_string();
    assert!(words.starts_with("This is a seat link"), "{words}");
    assert!(words.contains("player"), "{words}");
    // The keeper reads the same: it says what the link is.
    assert_eq!(refused.for_keeper("P1", false), words);
    assert_eq!(keeper.m.moves(), moves, "a refused link changed the game");
    let wrong = PostError::Kind {
        found: LinkKind::Move,
        wanted: LinkKind::Table,
    };
    assert!(wrong.to_string().starts_with("This is a move link"));
    assert!(wrong.to_string().contains("keeper"));
}

#[test]
fn refusals_are_worded_for_the_keeper_and_say_when_the_game_is_over() {
    let stale = PostError::Stale {
        asked: 12,
        now: 14,
        since: Since::Moved,
    };
    let keeper = stale.for_keeper("Bo", false);
    assert_ne!(keeper, stale.to_string());
    assert!(keeper.starts_with("Bo's move"), "{keeper}");
    assert!(keeper.contains("12") && keeper.contains("14"), "{keeper}");
    assert!(keeper.contains("newest table link"), "{keeper}");
    // The player's words tell the player what to do.
    assert!(stale.to_string().contains("decide again"));
    let over = stale.for_keeper("Bo", true);
    assert!(over.contains("game is over"), "{over}");
    assert!(!stale.to_string().contains("game is over"));
    for refusal in [
        PostError::NotToAct,
        PostError::Rule("You cannot bid less.".into()),
    ] {
        let words = refusal.for_keeper("Bo", true);
        assert!(words.contains("game is over"), "{refusal:?}: {words}");
        assert_ne!(refusal.for_keeper("Bo", false), refusal.to_string());
    }
    // Each refusal that names a seat names it for the keeper, and reads as
    // a sentence even when the name is not known.
    for refusal in [
        PostError::Seal(1),
        PostError::NotBySeat(1),
        PostError::Played,
        PostError::NotToAct,
        PostError::Contents("cut".into()),
        stale,
    ] {
        let words = refusal.for_keeper("Bo", false);
        assert!(words.contains("Bo"), "{refusal:?}: {words}");
        assert_ne!(words, refusal.to_string(), "{refusal:?}");
        let unnamed = refusal.for_keeper("", false);
        assert!(unnamed.starts_with(char::is_uppercase), "{unnamed}");
    }
    // A seat link replaced: the player's device says to ask for a new one.
    assert!(PostError::Seal(1).to_string().contains("new seat link"));
}

proptest! {
    #[test]
    fn random_text_never_panics_a_reader(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        type Z = boardroom::games::zaibatsu::Zaibatsu;
        let text = boardroom::base64url::encode(&bytes);
        let _ = post::read(&text);
        let _ = post::read(&String::from_utf8_lossy(&bytes));
        let (mut keeper, mut office, mut desks) = zaibatsu_at_seat_1();
        let moves = keeper.m.moves();
        prop_assert!(office.deliver::<Z>(&CODECS, &text, &mut keeper).is_err());
        prop_assert_eq!(keeper.m.moves(), moves);
        if let Ok(Post::Table(t)) = post::read(&text) {
            let _ = desks[0].open(&CODECS, &t);
        }
        let _ = Desk::<Z>::restore(&text);
    }
}

/// The keeper takes back their own sealed offer (the step still open) and
/// seals again: a friend's move link made on the table link from before is
/// still played, since the table it answered is unchanged; a take back that
/// went back before that table makes it stale.
#[test]
fn a_keepers_sealed_take_back_leaves_the_others_links_good() {
    use boardroom::games::mundus::MundusNovus;
    type M = MundusNovus;
    let mut r = seeded(3);
    let mut keeper = Plain {
        m: Match::<M>::new(names(3), Default::default(), 21).unwrap(),
        people: 3,
    };
    let mut office = PostOffice::new(post::random(), M::info().id, 3);
    let mut desks: Vec<Desk<M>> = (1..3)
        .map(|s| Desk::new(pass_of(&office.issue(s, post::random(), keeper.m.names()))))
        .collect();
    // To the first sealed step that asks all three.
    while !(keeper.m.state().simultaneous() && keeper.m.state().to_act().len() == 3) {
        let seat = keeper.m.state().to_act()[0];
        let legal = keeper.m.state().legal_actions(seat);
        keeper
            .m
            .play(seat, legal[below(&mut r, legal.len())])
            .unwrap();
    }
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    let mut links = Vec::new();
    for desk in &mut desks {
        desk.open(&CODECS, &table).unwrap();
        let offered = &desk.mirror.as_ref().unwrap().screen.offered;
        let action = offered.iter().find(|o| o.why.is_none()).unwrap().action;
        links.push(desk.move_link(&CODECS, &action));
    }
    let offer = |m: &Match<M>| m.state().legal_actions(0)[0];
    // Seat 1's offer comes; the keeper seals, takes it back, seals again.
    let done = office
        .deliver::<M>(&CODECS, &links[0], &mut keeper)
        .unwrap();
    assert_eq!(
        done.label, None,
        "a sealed offer is not named while the step is open"
    );
    let mine = offer(&keeper.m);
    keeper.m.play(0, mine).unwrap();
    assert!(
        keeper.m.may_take_back(0, 3),
        "the step is open: nothing was revealed"
    );
    keeper.m.take_back(0).unwrap();
    let mine = offer(&keeper.m);
    keeper.m.play(0, mine).unwrap();
    // The keeper need not post a newer table link for seat 2: the old one
    // still serves it (and not seat 1, who answered it).
    let asked = table.moves as usize;
    assert!(post::link_serves(&keeper.m, asked, 0, &[2]));
    assert!(!post::link_serves(&keeper.m, asked, 0, &[1, 2]));
    // Seat 2's link, made before all this, plays and reveals the offers.
    let done = office
        .deliver::<M>(&CODECS, &links[1], &mut keeper)
        .unwrap();
    assert!(
        !post::link_serves(&keeper.m, asked, 0, &[2]),
        "seat 2 answered it"
    );
    assert_eq!(done.seat, 2);
    assert!(done.label.is_some(), "revealed: the offer may be named");
    assert!(!keeper.m.may_take_back(2, 3));

    // Taken back to before the table the link answered: stale.
    let mut again = Plain {
        m: Match::<M>::new(names(3), Default::default(), 21).unwrap(),
        people: 3,
    };
    for (seat, action) in keeper.m.record().actions[..table.moves as usize]
        .iter()
        .cloned()
    {
        again.m.play(seat, action).unwrap();
    }
    let last = again.m.record().actions.last().unwrap().0;
    again.m.take_back(last).unwrap();
    while again.m.moves() < table.moves as usize {
        let (seat, action) = keeper.m.record().actions[again.m.moves()];
        again.m.play(seat, action).unwrap();
    }
    assert!(matches!(
        office.deliver::<M>(&CODECS, &links[1], &mut again),
        Err(PostError::Stale {
            since: Since::TakenBack { .. },
            ..
        })
    ));
}

/// The keeper's office as the game's page opens: the one kept on the device
/// keeps its table and every key (so links already sent still open); a new
/// game gets a new table; a seat with no mailbox yet gets one.
#[test]
fn an_office_opens_as_kept_with_a_key_for_every_seat_by_message() {
    let names = names(4);
    let fresh = PostOffice::opened(None, "zaibatsu", 4, &[1, 3], &names);
    assert_eq!(fresh.seats(), vec![1, 3]);
    assert_eq!(fresh.game, "zaibatsu");
    let other = PostOffice::opened(None, "zaibatsu", 4, &[1, 3], &names);
    assert_ne!(fresh.table, other.table, "each new game its own table");

    let link = fresh.seat_link(1, &names).unwrap();
    let again = PostOffice::opened(Some(fresh.clone()), "zaibatsu", 4, &[1, 3], &names);
    assert_eq!(again, fresh, "a kept office is unchanged");
    assert_eq!(again.seat_link(1, &names).unwrap(), link);

    // Seat 2 turned to play by message: a key of its own, the others kept.
    let more = PostOffice::opened(Some(fresh.clone()), "zaibatsu", 4, &[1, 2, 3], &names);
    assert_eq!(more.seats(), vec![1, 2, 3]);
    assert_eq!(more.table, fresh.table);
    assert_eq!(more.mailbox(1), fresh.mailbox(1));
    assert_ne!(more.mailbox(2).unwrap().key, more.mailbox(1).unwrap().key);
}

/// What the keeper reads after pasting a move link: the move played, in the
/// words of the seat's button, or the refusal worded for the keeper with the
/// name of the seat the link comes from.
#[test]
fn the_keeper_hears_the_move_played_or_why_not_with_the_players_name() {
    type Z = boardroom::games::zaibatsu::Zaibatsu;
    let (mut keeper, mut office, mut desks) = zaibatsu_at_seat_1();
    let names = names(3);
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    desks[0].open(&CODECS, &table).unwrap();
    let offered = desks[0].mirror.as_ref().unwrap().screen.offered[0].clone();
    let link = desks[0].move_link(&CODECS, &offered.action);

    let played = office.deliver::<Z>(&CODECS, &link, &mut keeper);
    let heard = post::keeper_heard(&played, &link, &names, false).expect("played");
    assert!(
        heard.starts_with(&format!("{}'s move is played", names[1])),
        "{heard}"
    );
    assert!(
        heard.contains(&offered.label),
        "{heard} names {}",
        offered.label
    );

    // The same link again: refused, naming the seat's player.
    let again = office.deliver::<Z>(&CODECS, &link, &mut keeper);
    let why = post::keeper_heard(&again, &link, &names, false).expect_err("refused");
    assert_eq!(
        why,
        again.as_ref().unwrap_err().for_keeper(&names[1], false)
    );
    assert!(why.contains(&names[1]), "{why}");
    // Not a link at all: refused without a name, still a sentence.
    let garbage = office.deliver::<Z>(&CODECS, "hello", &mut keeper);
    let why = post::keeper_heard(&garbage, "hello", &names, true).expect_err("refused");
    assert!(why.starts_with(char::is_uppercase), "{why}");
}

/// A Zaibatsu table of three where the keeper (seat 0) just moved and Ada
/// (seat 1) is to act, its table link opened on Ada's device.
fn zaibatsu_after_the_keepers_move() -> (
    Plain<boardroom::games::zaibatsu::Zaibatsu>,
    PostOffice,
    Desk<boardroom::games::zaibatsu::Zaibatsu>,
    Vec<String>,
) {
    let names: Vec<String> = ["Kim", "Ada", "Bo"].map(String::from).to_vec();
    let m =
        Match::<boardroom::games::zaibatsu::Zaibatsu>::new(names.clone(), Default::default(), 11)
            .unwrap();
    let mut keeper = Plain { m, people: 3 };
    let mut office = PostOffice::new(*b"table-id", "zaibatsu", 3);
    let mut ada = Desk::new(pass_of(&office.issue(1, [1; 32], &names)));
    office.issue(2, [2; 32], &names);
    let keeper_moved = |m: &Match<boardroom::games::zaibatsu::Zaibatsu>| {
        m.record().actions.last().is_some_and(|(s, _)| *s == 0)
    };
    while !(keeper.m.state().to_act() == [1] && keeper_moved(&keeper.m)) {
        assert!(keeper.m.moves() < 200, "the keeper never moved before Ada");
        let s = keeper.m.state().to_act()[0];
        let a = keeper.m.state().legal_actions(s)[0];
        keeper.m.play(s, a).unwrap();
    }
    let table = table_of(&office.table_link(&CODECS, &keeper.m, &[false; 3]));
    ada.open(&CODECS, &table).unwrap();
    (keeper, office, ada, names)
}

/// The keeper took back their own move after posting the table link Ada
/// answered: her move link answers a table that no longer stands, and the
/// keeper is told so, not that the table is older than the game's.
#[test]
fn a_move_link_after_the_keepers_take_back_says_the_table_was_taken_back() {
    type Z = boardroom::games::zaibatsu::Zaibatsu;
    let (mut keeper, mut office, ada, names) = zaibatsu_after_the_keepers_move();
    let asked = keeper.m.moves();
    let offered = &ada.mirror.as_ref().unwrap().screen.offered;
    let action = offered.iter().find(|o| o.why.is_none()).unwrap().action;
    let link = ada.move_link(&CODECS, &action);
    keeper.m.take_back(0).unwrap();
    let now = keeper.m.moves();
    assert!(now < asked);

    // The game is behind the table, and the keeper is to play again.
    let refused = office.deliver::<Z>(&CODECS, &link, &mut keeper);
    assert_eq!(
        refused,
        Err(PostError::Stale {
            asked,
            now,
            since: Since::TakenBack { acts: false }
        })
    );
    assert_eq!(keeper.m.moves(), now, "a refused link changed the game");
    let words = post::keeper_heard(&refused, &link, &names, false).unwrap_err();
    assert_eq!(
        words,
        format!(
            "Ada's move answers the table of move {asked}, which was taken back on this device \
             (the game is now at move {now}): the move is not played, and Ada decides again \
             on a newer table link, when it is their turn."
        )
    );
    assert!(!words.contains("older table"), "{words}");
    let player = refused.unwrap_err().to_string();
    assert!(player.contains("taken back"), "{player}");

    // The keeper moves again, otherwise: the same number of moves, another
    // table, and Ada to play: the newest table link asks her again.
    let legal = keeper.m.state().legal_actions(0);
    keeper.m.play(0, *legal.last().unwrap()).unwrap();
    assert_eq!(keeper.m.moves(), asked);
    let refused = office.deliver::<Z>(&CODECS, &link, &mut keeper);
    assert_eq!(
        refused,
        Err(PostError::Stale {
            asked,
            now: asked,
            since: Since::TakenBack { acts: true }
        })
    );
    let words = post::keeper_heard(&refused, &link, &names, false).unwrap_err();
    assert!(
        words.ends_with(": post the newest table link so Ada decides again."),
        "{words}"
    );
    assert!(words.contains("taken back"), "{words}");
}

/// Ada sent two move links from the same table; the first played: the
/// second is no longer needed, and nobody is asked to decide again.
#[test]
fn a_second_move_link_for_an_answered_table_is_no_longer_needed() {
    type Z = boardroom::games::zaibatsu::Zaibatsu;
    let (mut keeper, mut office, ada, names) = zaibatsu_after_the_keepers_move();
    let asked = keeper.m.moves();
    let open: Vec<_> = ada
        .mirror
        .as_ref()
        .unwrap()
        .screen
        .offered
        .iter()
        .filter(|o| o.why.is_none())
        .map(|o| o.action)
        .collect();
    assert!(open.len() >= 2, "Ada has a choice");
    let first = ada.move_link(&CODECS, &open[0]);
    let other = ada.move_link(&CODECS, &open[1]);
    office.deliver::<Z>(&CODECS, &first, &mut keeper).unwrap();
    let moves = keeper.m.moves();

    let refused = office.deliver::<Z>(&CODECS, &other, &mut keeper);
    assert_eq!(
        refused,
        Err(PostError::Stale {
            asked,
            now: moves,
            since: Since::Answered
        })
    );
    assert_eq!(keeper.m.moves(), moves, "a refused link changed the game");
    let words = post::keeper_heard(&refused, &other, &names, false).unwrap_err();
    assert_eq!(
        words,
        format!(
            "Ada's move on the table of move {asked} was already played: this other move link \
             is no longer needed."
        )
    );
    assert!(!words.contains("decide"), "{words}");
    let player = refused.unwrap_err().to_string();
    assert!(!player.contains("decide"), "{player}");
    assert!(player.contains("already played"), "{player}");
}
