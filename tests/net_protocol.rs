//! The several-devices protocol, natively: in random games of every listed game,
//! every guest device is sent exactly what its seat may see (the engine's view for
//! that seat and the events that seat saw) and nothing else; a deliberately leaky
//! host is caught by the same check; forged, stale, oversized and garbled messages
//! are refused and change nothing; random bytes never panic a reader.

use crate::net_support;

use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match, Seat};
use boardroom::games::detroit::{Card, DetroitAction, DetroitMotors, Suit};
use boardroom::games::{self, Listed, Visitor};
use boardroom::net::host::{Conn, Host, Plain, Shared};
use boardroom::net::mirror::{Heard, Mirror};
use boardroom::net::proto::{self, Opening, Update, Welcome, PROTOCOL};
use boardroom::net::proto::{FromSeat, Refusal, ToSeat};
use net_support::check_mirror;
use net_support::detroit::{named_in, Secrets};
use proptest::prelude::*;

const TOKEN: proto::Token = *b"seat-tok";

fn names(players: usize) -> Vec<String> {
    ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]
        .iter()
        .cycle()
        .take(players)
        .enumerate()
        .map(|(i, n)| format!("{n}{i}"))
        .collect()
}

/// A device's message, through the wire as a real device sends it.
fn sent<G: Game>(message: FromSeat<G>) -> FromSeat<G> {
    proto::from_guest::<G>(&proto::write(&message)).expect("a device's message reads")
}

fn update_of<G: Game>(bytes: &[u8]) -> Update<G> {
    match proto::from_host::<G>(bytes).expect("a host message reads") {
        ToSeat::Update(update) => *update,
        other => panic!("expected an update, got {other:?}"),
    }
}

/// One simulated device: what it received, and its copy of its seat's part.
struct Device<G: Game> {
    conn: Conn,
    seat: Option<Seat>,
    welcome: Option<Welcome>,
    mirror: Option<Mirror<G>>,
    received: Vec<Vec<u8>>,
}

impl<G: Game> Device<G> {
    /// Takes the host's messages as a device does: through the wire.
    fn hear(&mut self, messages: Vec<ToSeat<G>>) -> Result<(), String> {
        for message in messages {
            let bytes = proto::write(&message);
            let typed = proto::from_host::<G>(&bytes).map_err(|e| e.to_string())?;
            self.received.push(bytes);
            match (typed, &mut self.mirror) {
                (ToSeat::Welcome(w), None) => self.welcome = Some(w),
                (ToSeat::Update(first), None) => {
                    let w = self.welcome.clone().ok_or("a screen before the welcome")?;
                    self.mirror = Some(Mirror::new(w, *first).map_err(|e| e.to_string())?);
                }
                (other, Some(mirror)) => match mirror.take(other) {
                    Heard::Refused(why) => return Err(format!("refused: {why}")),
                    Heard::Mismatch(build) => return Err(format!("mismatch with {build}")),
                    Heard::Screen | Heard::Seats | Heard::Advice(_) | Heard::ByMessage => {}
                },
                (other, None) => return Err(format!("{other:?} before the first screen")),
            }
        }
        Ok(())
    }
}

/// A random game as the host played it: the match, the largest message it
/// sent, and every message each device received (one per seat, then a
/// spectator's), in order.
struct Played<G: Game> {
    m: Match<G>,
    largest: usize,
    received: Vec<Vec<Vec<u8>>>,
}

/// Plays random games through a [`Host`]: every seat and a spectator have a
/// device, which sends its seat's moves and takes every screen, all through
/// the wire. `leak`: seat 0's device is handed seat 1's screens.
fn play<G: Game>(players: usize, seed: u64, leak: bool) -> Result<Played<G>, String> {
    let m =
        Match::<G>::new(names(players), G::Options::default(), seed).map_err(|e| e.to_string())?;
    let mut keeper = Plain { m, people: players };
    let mut host = Host::new();
    let mut rng = seeded(seed ^ 0x5eed);
    let mut devices: Vec<Device<G>> = (0..players)
        .map(Some)
        .chain([None])
        .map(|seat| Device {
            conn: host.connect(seat, TOKEN),
            seat,
            welcome: None,
            mirror: None,
            received: Vec::new(),
        })
        .collect();
    for d in &mut devices {
        let replies = host.receive(d.conn, sent(FromSeat::hello(TOKEN)), &mut keeper);
        d.hear(replies)?;
    }
    let mut largest = 0;
    loop {
        let mut updates = host.updates(&keeper.m, |s| keeper.m.may_take_back(s, players));
        if leak {
            let of = |c: Conn| updates.iter().position(|(to, _)| *to == c);
            if let (Some(a), Some(b)) = (of(devices[0].conn), of(devices[1].conn)) {
                let theirs = updates[b].1.clone();
                updates[a].1 = theirs;
            }
        }
        for (conn, message) in updates {
            largest = largest.max(proto::write(&message).len());
            devices[conn].hear(vec![message])?;
        }
        for d in &devices {
            let mirror = d.mirror.as_ref().ok_or("a device without a screen")?;
            check_mirror(mirror, &keeper.m, d.seat)?;
        }
        let to_act = keeper.m.state().to_act();
        if to_act.is_empty() || keeper.m.moves() > 4000 {
            // A device joining at the end is sent the whole log its seat saw.
            let late = host.connect(Some(0), TOKEN);
            let rejoin = host.receive(late, sent(FromSeat::hello(TOKEN)), &mut keeper);
            let rejoin = rejoin.iter().map(|r| proto::write(r).len()).max();
            return Ok(Played {
                m: keeper.m,
                largest: largest.max(rejoin.unwrap_or(0)),
                received: devices.into_iter().map(|d| d.received).collect(),
            });
        }
        let seat = to_act[below(&mut rng, to_act.len())];
        let legal = keeper.m.state().legal_actions(seat);
        let action = legal[below(&mut rng, legal.len())].clone();
        // The seat's own device sends it.
        let moves = keeper.m.moves();
        let replies = host.receive(seat, sent(FromSeat::act(moves, &action)), &mut keeper);
        if !replies.is_empty() || keeper.m.moves() != moves + 1 {
            return Err(format!("a good action was answered with {replies:?}"));
        }
    }
}

struct Honest;
impl Visitor for Honest {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        for players in [info.min_players, info.max_players] {
            for seed in 0..2 {
                let largest = play::<G>(players, seed, false)
                    .unwrap_or_else(|e| panic!("{} at {players}: {e}", info.id))
                    .largest;
                // A figure for the notes: `cargo test --test suite net_protocol:: -- --nocapture`.
                println!(
                    "{} at {players} players, game {seed}: largest message {largest} bytes",
                    info.id
                );
            }
        }
    }
}

#[test]
fn every_guest_is_sent_exactly_what_its_seat_may_see() {
    for info in games::infos() {
        games::visit(info.id, Honest).unwrap();
    }
}

struct Leaky;
impl Visitor for Leaky {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let caught = (0..3).any(|seed| play::<G>(info.min_players.max(2), seed, true).is_err());
        assert!(
            caught,
            "{}: a host sending seat 1's screen to seat 0 was not caught",
            info.id
        );
    }
}

#[test]
fn a_leaky_host_is_caught() {
    for info in games::infos() {
        games::visit(info.id, Leaky).unwrap();
    }
}

/// The audit of recorded messages (what examples/net_audit.rs runs on what
/// real browsers received) passes every device of an honest game, and catches
/// a recording where one screen was swapped for another seat's.
struct Recordings;
impl Visitor for Recordings {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let players = info.min_players.max(2);
        let played = play::<G>(players, 3, false).unwrap();
        let (names, record) = (played.m.names(), played.m.record());
        for (i, received) in played.received.iter().enumerate() {
            let audited = net_support::audit(names, record, received)
                .unwrap_or_else(|e| panic!("{}, device {i}: {e}", info.id));
            assert_eq!(audited.seat, (i < players).then_some(i));
            assert_eq!(audited.updates, received.len() - 1);
            assert_eq!(
                audited.moves_after.last(),
                Some(&Some(record.actions.len()))
            );
        }
        if G::PERFECT_INFORMATION {
            // Every seat sees the same screen: a swapped one is no leak.
            return;
        }
        // Halfway through, a screen of seat 1's where seat 0's was.
        let (mine, theirs) = (&played.received[0], &played.received[1]);
        let at = (mine.len() / 2..mine.len())
            .find(|&i| update_of::<G>(&mine[i]).view != update_of::<G>(&theirs[i]).view)
            .expect("two seats see the game differently at some point");
        let mut doctored = mine.clone();
        doctored[at] = theirs[at].clone();
        let caught = net_support::audit(names, record, &doctored).unwrap_err();
        assert!(
            caught.starts_with(&format!("message {} of", at + 1)),
            "{}: {caught}",
            info.id
        );
    }
}

#[test]
fn recorded_messages_are_audited_against_the_engine() {
    for info in games::infos() {
        games::visit(info.id, Recordings).unwrap();
    }
}

/// Detroit Motors' screens are read for secrets (see net_support::detroit):
/// a hand card of another seat named on a screen is caught, the seat's own
/// is not, and a card laid face up is no secret any more.
#[test]
fn a_detroit_screen_naming_another_seats_hidden_card_is_caught() {
    let played = play::<DetroitMotors>(6, 1, false).unwrap();
    let (names, record) = (played.m.names(), played.m.record());
    let secrets = Secrets::of(names, record).unwrap();
    let start =
        Match::<DetroitMotors>::new(names.to_vec(), Default::default(), record.seed).unwrap();
    let hand = start.state().view(Some(1)).my_hand;
    assert_eq!(hand.len(), 3);
    // The board writes a card as "Railroad 7, plunder, 2 dots".
    let screen: String = hand
        .iter()
        .map(|c| format!("<li>{c}, 2 dots</li>"))
        .collect();
    let mut expected = hand.clone();
    expected.sort_by_key(|c| c.id());
    assert_eq!(named_in(&screen, secrets.from(0, Some(0))), expected);
    assert_eq!(named_in(&screen, secrets.from(0, None)), expected);
    assert_eq!(named_in(&screen, secrets.from(0, Some(1))), vec![]);
    assert_eq!(named_in(&screen, secrets.own(0, 1)), expected);
    assert_eq!(secrets.holder(0, hand[0]), Some(1));
    // "Railroad 11" does not name Railroad 1, nor does a faction of one.
    let one = Card::new(Suit::Railroad, 1).unwrap();
    assert_eq!(named_in("Railroad 11, plain", 1 << one.id()), vec![]);
    assert_eq!(
        named_in("Factions: Railroad 1 (boss Ann).", 1 << one.id()),
        vec![]
    );
    assert_eq!(
        named_in("Ann takes a position: Railroad 1 (plunder).", 1 << one.id()),
        vec![one]
    );
    assert_eq!(named_in("Railroad 1, plunder", 1 << one.id()), vec![one]);
    // The first position is laid face up: from then on it is no secret.
    let (seat, action) = record.actions[0];
    let DetroitAction::Position(laid) = action else {
        panic!("the game opens with a position, not {action:?}");
    };
    assert_eq!(secrets.holder(0, laid), Some(seat));
    assert_eq!(secrets.holder(1, laid), None);
    assert_eq!(secrets.moves(), record.actions.len());
}

/// A refused message must change nothing: the game and the device's standing.
struct Refusals;
impl Visitor for Refusals {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let m = Match::<G>::new(names(info.min_players), G::Options::default(), 7).unwrap();
        let seat = m.state().to_act()[0];
        let action = m.state().legal_actions(seat)[0].clone();
        let mut keeper = Plain {
            m,
            people: info.min_players,
        };
        let mut host = Host::new();
        for s in 0..seat {
            host.connect(Some(s), *b"others!!");
        }
        let conn = host.connect(Some(seat), TOKEN);
        let act = |moves: usize| sent(FromSeat::act(moves, &action));
        let refused = |replies: Vec<ToSeat<G>>| match &replies[..] {
            [ToSeat::Refused(why)] => why.clone(),
            other => panic!("expected a refusal, got {other:?}"),
        };
        // Before a hello, nothing is taken.
        let r = host.receive(conn, act(0), &mut keeper);
        assert_eq!(refused(r), Refusal::NotJoined);
        // A forged token.
        let r = host.receive(conn, sent(FromSeat::hello(*b"forged!!")), &mut keeper);
        assert_eq!(refused(r), Refusal::BadToken);
        assert!(!host.link(conn).unwrap().joined);
        // Another protocol, and the same protocol from another build: the
        // device is told the host's version.
        for protocol in [PROTOCOL + 1, PROTOCOL] {
            let old = FromSeat::Hello {
                protocol,
                build: "9.9.9".into(),
                token: TOKEN,
            };
            let r = host.receive(conn, sent(old), &mut keeper);
            assert!(
                matches!(
                    &r[..],
                    [ToSeat::Mismatch {
                        protocol: PROTOCOL,
                        ..
                    }]
                ),
                "{r:?}"
            );
            assert!(!host.link(conn).unwrap().joined);
        }
        let words = Refusal::Version {
            protocol: PROTOCOL,
            build: "9.9.9".into(),
        }
        .to_string();
        assert!(
            words.contains("Boardroom 9.9.9 and the host runs"),
            "{words}"
        );
        let r = host.receive(conn, sent(FromSeat::hello(TOKEN)), &mut keeper);
        assert!(matches!(&r[..], [ToSeat::Welcome(_), ToSeat::Update(_)]));
        // Stale: it answers a position that is not the current one.
        let r = host.receive(conn, act(3), &mut keeper);
        assert_eq!(refused(r), Refusal::Stale { asked: 3, now: 0 });
        // Oversized and garbage never reach the host.
        assert!(matches!(
            proto::from_guest::<G>(&vec![1u8; proto::MAX_TO_HOST + 1]),
            Err(Refusal::Wire(_))
        ));
        assert!(matches!(
            proto::from_guest::<G>(&[0xff, 0xff, 0xff]),
            Err(Refusal::Wire(_))
        ));
        // A move (variant 1, after `moves` moves) whose 40 bytes are no action
        // of any game: the message reads, the move does not.
        let damaged = |moves: u8| {
            let mut bytes = vec![1, moves, 40];
            bytes.extend([0xff; 40]);
            proto::from_guest::<G>(&bytes).expect("the message reads")
        };
        let r = host.receive(conn, damaged(0), &mut keeper);
        assert!(matches!(refused(r), Refusal::NotAnAction(_)));
        // No take back before a decision, and the coach is off here.
        let r = host.receive(conn, sent(FromSeat::TakeBack { moves: 0 }), &mut keeper);
        assert_eq!(refused(r), Refusal::TakeBack);
        let r = host.receive(conn, sent(FromSeat::Coach { moves: 0 }), &mut keeper);
        assert_eq!(refused(r), Refusal::CoachOff);
        assert_eq!(keeper.m.moves(), 0);
        // And the good one is still taken.
        assert!(host.receive(conn, act(0), &mut keeper).is_empty());
        assert_eq!(keeper.m.moves(), 1);
        // A spectator plays nothing, and is told so even when its move does
        // not read; so is a device that has not joined.
        let watcher = host.connect(None, TOKEN);
        let r = host.receive(watcher, damaged(1), &mut keeper);
        assert_eq!(refused(r), Refusal::NotJoined);
        host.receive(watcher, sent(FromSeat::hello(TOKEN)), &mut keeper);
        let r = host.receive(watcher, act(1), &mut keeper);
        assert_eq!(refused(r), Refusal::Spectator);
        let r = host.receive(watcher, damaged(1), &mut keeper);
        assert_eq!(refused(r), Refusal::Spectator);
        let r = host.receive(conn, damaged(1), &mut keeper);
        assert!(matches!(refused(r), Refusal::NotAnAction(_)));
        // A closed connection is not heard, and is sent nothing.
        host.close(conn);
        let r = host.receive(conn, act(1), &mut keeper);
        assert_eq!(refused(r), Refusal::NotJoined);
        let updates = host.updates(&keeper.m, |_| false);
        assert!(updates.iter().all(|(to, _)| *to != conn));
        // Every refusal reads on the other side.
        for why in [Refusal::NotJoined, Refusal::BadToken, Refusal::Spectator] {
            let bytes = proto::write(&ToSeat::<G>::Refused(why.clone()));
            assert!(matches!(proto::from_host::<G>(&bytes), Ok(ToSeat::Refused(r)) if r == why));
        }
    }
}

#[test]
fn forged_stale_oversized_and_garbled_messages_are_refused() {
    for info in games::infos() {
        games::visit(info.id, Refusals).unwrap();
    }
}

/// A device is sent a screen only when it changed, and each screen carries
/// only the events it has not been sent; a take back sends the whole log again.
struct Incremental;
impl Visitor for Incremental {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let players = info.min_players;
        let m = Match::<G>::new(names(players), G::Options::default(), 11).unwrap();
        let mut keeper = Plain { m, people: 1 };
        let mut host = Host::new();
        let conns: Vec<Conn> = (0..players).map(|s| host.connect(Some(s), TOKEN)).collect();
        for &c in &conns {
            host.receive(c, sent(FromSeat::hello(TOKEN)), &mut keeper);
        }
        assert!(host.updates(&keeper.m, |_| false).is_empty());
        let seat = keeper.m.state().to_act()[0];
        let action = keeper.m.state().legal_actions(seat)[0].clone();
        host.receive(seat, sent(FromSeat::act(0, &action)), &mut keeper);
        let updates = host.updates(&keeper.m, |_| false);
        assert_eq!(updates.len(), players);
        for (conn, message) in &updates {
            let ToSeat::Update(u) = message else {
                panic!("{message:?}")
            };
            assert!(!u.reset);
            let fresh = keeper
                .m
                .seen_by(Some(*conn))
                .filter(|h| h.after == 1)
                .count();
            assert_eq!(u.events.len(), fresh, "{}: device {conn}", info.id);
        }
        assert!(host.updates(&keeper.m, |_| false).is_empty());
        // Against computers (one person), the seat may take its move back.
        assert!(keeper.m.may_take_back(seat, 1));
        let r = host.receive(seat, sent(FromSeat::TakeBack { moves: 1 }), &mut keeper);
        assert!(r.is_empty(), "{r:?}");
        assert_eq!(keeper.m.moves(), 0);
        for (_, message) in host.updates(&keeper.m, |_| false) {
            let ToSeat::Update(u) = message else {
                panic!("{message:?}")
            };
            assert!(
                u.reset,
                "{}: after a take back the log is sent whole",
                info.id
            );
        }
    }
}

#[test]
fn screens_carry_only_what_changed() {
    for info in games::infos() {
        games::visit(info.id, Incremental).unwrap();
    }
}

struct Garbage(Vec<u8>);
impl Visitor for Garbage {
    type Out = ();
    fn visit<G: Listed>(self) {
        let m = Match::<G>::new(names(G::info().min_players), G::Options::default(), 1).unwrap();
        let mut keeper = Plain { m, people: 2 };
        let mut host = Host::new();
        let conn = host.connect(Some(0), TOKEN);
        for _ in 0..2 {
            if let Ok(message) = proto::from_guest::<G>(&self.0) {
                let _ = host.receive(conn, message, &mut keeper);
            }
            let _ = host.receive(conn, sent(FromSeat::hello(TOKEN)), &mut keeper);
        }
        let _ = proto::opening(&self.0);
        let _ = proto::from_host::<G>(&self.0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_bytes_never_panic_a_reader(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        for info in games::infos() {
            games::visit(info.id, Garbage(bytes.clone())).unwrap();
        }
    }
}

/// A seat handed back to play by message: its live device is told so (over
/// the wire too), once, and what it sends afterwards changes nothing.
#[test]
fn a_seat_back_to_play_by_message_lets_its_device_go() {
    use boardroom::games::zaibatsu::Zaibatsu;
    type Z = Zaibatsu;
    let m = Match::<Z>::new(names(3), Default::default(), 5).unwrap();
    let mut keeper = Plain { m, people: 3 };
    let mut host = Host::new();
    let conns: Vec<Conn> = (0..3).map(|s| host.connect(Some(s), TOKEN)).collect();
    for &c in &conns {
        host.receive(c, sent(FromSeat::hello(TOKEN)), &mut keeper);
    }
    let parted = host.part::<Z>(|s| s == 1);
    assert_eq!(parted.len(), 1);
    assert_eq!(parted[0].0, conns[1]);
    let wire = proto::write(&parted[0].1);
    assert!(matches!(
        proto::from_host::<Z>(&wire),
        Ok(ToSeat::ByMessage)
    ));
    assert!(host.part::<Z>(|s| s == 1).is_empty(), "told once");
    assert_eq!(host.joined().count(), 2);
    // Its moves are no longer taken.
    while keeper.m.state().to_act() != vec![1] {
        let seat = keeper.m.state().to_act()[0];
        let action = keeper.m.state().legal_actions(seat)[0];
        keeper.m.play(seat, action).unwrap();
    }
    let moves = keeper.m.moves();
    let action = keeper.m.state().legal_actions(1)[0];
    let replies = host.receive(conns[1], sent(FromSeat::act(moves, &action)), &mut keeper);
    assert!(
        matches!(replies.as_slice(), [ToSeat::Refused(_)]),
        "{replies:?}"
    );
    assert_eq!(keeper.m.moves(), moves);
}

/// The first words each way are read before the game (or the other device's
/// version) is known: a device's hello, and the host's welcome, mismatch or
/// refusal read the same for every game, while a game's own message does not
/// pass for one of them.
#[test]
fn first_words_read_before_the_game_is_known() {
    struct First;
    impl Visitor for First {
        type Out = ();
        fn visit<G: Listed>(self) {
            let token = *b"firstwd!";
            assert!(matches!(
                proto::from_guest::<G>(&proto::hello(token)),
                Ok(FromSeat::Hello { protocol: PROTOCOL, token: t, .. }) if t == token
            ));
            let welcome = Welcome {
                game: G::info().id.into(),
                seat: Some(1),
                names: names(2),
                computers: vec![false, true],
            };
            let build = "0.1.0".to_string();
            for (message, opening) in [
                (
                    ToSeat::<G>::Welcome(welcome.clone()),
                    Opening::Welcome(welcome),
                ),
                (
                    ToSeat::Mismatch {
                        protocol: 3,
                        build: build.clone(),
                    },
                    Opening::Mismatch { protocol: 3, build },
                ),
                (
                    ToSeat::Refused(Refusal::BadToken),
                    Opening::Refused(Refusal::BadToken),
                ),
            ] {
                assert_eq!(proto::opening(&proto::write(&message)), Ok(opening));
            }
            let m =
                Match::<G>::new(names(G::info().min_players), G::Options::default(), 1).unwrap();
            let update = Shared::of(&m).screen(&m, Some(0), None, false);
            let bytes = proto::write(&ToSeat::Update(Box::new(update)));
            assert!(proto::opening(&bytes).is_err());
            assert!(matches!(
                proto::from_host::<G>(&bytes),
                Ok(ToSeat::Update(_))
            ));
        }
    }
    for info in games::infos() {
        games::visit(info.id, First).unwrap();
    }
}
