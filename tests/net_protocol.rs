//! The several-devices protocol, natively: in random games of every listed game,
//! every guest device is sent exactly what its seat may see (the engine's view for
//! that seat and the events that seat saw) and nothing else; a deliberately leaky
//! host is caught by the same check; forged, stale, oversized and garbled messages
//! are refused and change nothing; random bytes never panic a reader.

mod net_support;

use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{Game, Match, Seat};
use boardroom::games::detroit::{Card, DetroitAction, DetroitMotors, Suit};
use boardroom::games::{self, Listed, Visitor};
use boardroom::net::host::{self, Asked, Guest, Refusal};
use boardroom::net::mirror::{self, Mirror};
use boardroom::net::proto::{self, ToGuest, ToHost, Update, PROTOCOL};
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

fn hello(token: proto::Token) -> Vec<u8> {
    proto::write(&ToHost::Hello {
        protocol: PROTOCOL,
        build: proto::BUILD.into(),
        token,
    })
}

fn update_of<G: Game>(bytes: &[u8]) -> Update<G> {
    match mirror::read(bytes).expect("a host message reads") {
        ToGuest::Update(inner) => mirror::read_update::<G>(&inner).expect("an update reads"),
        other => panic!("expected an update, got {other:?}"),
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

/// Plays random games; every seat and a spectator have a guest device, updated
/// after every move. `leak`: the host builds seat 0's screen from seat 1's eyes.
fn play<G: Game>(players: usize, seed: u64, leak: bool) -> Result<Played<G>, String> {
    let mut m =
        Match::<G>::new(names(players), G::Options::default(), seed).map_err(|e| e.to_string())?;
    let mut rng = seeded(seed ^ 0x5eed);
    let seats: Vec<Option<Seat>> = (0..players).map(Some).chain([None]).collect();
    let mut guests: Vec<Guest> = seats.iter().map(|&s| Guest::new(s, TOKEN)).collect();
    let mut mirrors: Vec<Option<Mirror<G>>> = seats.iter().map(|_| None).collect();
    let mut received: Vec<Vec<Vec<u8>>> = seats.iter().map(|_| Vec::new()).collect();
    let mut moves = 0;
    let mut largest = 0;
    loop {
        for (i, guest) in guests.iter_mut().enumerate() {
            if !guest.joined {
                assert_eq!(guest.read(&m, &hello(TOKEN)), Ok(Asked::Joined));
            }
            let bytes = if leak && guest.seat == Some(0) {
                let mut spy = Guest::new(Some(1), TOKEN);
                spy.update(&m, false)
            } else {
                guest.update(&m, false)
            };
            largest = largest.max(bytes.len());
            let update = update_of::<G>(&bytes);
            match &mut mirrors[i] {
                Some(mirror) => mirror.apply(update),
                slot => {
                    let hi = host::welcome(&m, guest.seat, vec![false; players]);
                    let welcome = match mirror::read(&hi) {
                        Ok(ToGuest::Welcome(w)) => w,
                        other => panic!("expected a welcome, got {other:?}"),
                    };
                    received[i].push(hi);
                    *slot = Some(Mirror::new(welcome, update).map_err(|e| e.to_string())?);
                }
            }
            received[i].push(bytes);
            check_mirror(mirrors[i].as_ref().unwrap(), &m, guest.seat)?;
        }
        let to_act = m.state().to_act();
        if to_act.is_empty() || moves > 4000 {
            // A device joining at the end is sent the whole log its seat saw.
            let rejoin = Guest::new(Some(0), TOKEN).update(&m, false).len();
            return Ok(Played {
                m,
                largest: largest.max(rejoin),
                received,
            });
        }
        let seat = to_act[below(&mut rng, to_act.len())];
        let legal = m.state().legal_actions(seat);
        let action = legal[below(&mut rng, legal.len())].clone();
        // The seat's own device sends it, as a guest would.
        let bytes = proto::write(&ToHost::Act {
            moves: m.moves() as u32,
            action: proto::write(&action),
        });
        match guests[seat].read(&m, &bytes) {
            Ok(Asked::Act(a)) => m.play(seat, a).map_err(|e| e.to_string())?,
            other => return Err(format!("a good action was read as {other:?}")),
        }
        moves += 1;
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
                // A figure for the notes: `cargo test --test net_protocol -- --nocapture`.
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

/// A refused message must change nothing: the game and the guest's standing.
struct Refusals;
impl Visitor for Refusals {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        let m = Match::<G>::new(names(info.min_players), G::Options::default(), 7).unwrap();
        let seat = m.state().to_act()[0];
        let action = m.state().legal_actions(seat)[0].clone();
        let act = |moves: u32| {
            proto::write(&ToHost::Act {
                moves,
                action: proto::write(&action),
            })
        };
        let mut guest = Guest::new(Some(seat), TOKEN);
        // Before a hello, nothing is taken.
        assert_eq!(guest.read(&m, &act(0)), Err(Refusal::NotJoined));
        // A forged token.
        assert_eq!(guest.read(&m, &hello(*b"forged!!")), Err(Refusal::BadToken));
        assert!(!guest.joined);
        // Another protocol.
        let old = proto::write(&ToHost::Hello {
            protocol: PROTOCOL + 1,
            build: "9.9.9".into(),
            token: TOKEN,
        });
        assert!(matches!(guest.read(&m, &old), Err(Refusal::Version { .. })));
        // The same protocol from another build: refused too, and said with both numbers.
        let other_build = proto::write(&ToHost::Hello {
            protocol: PROTOCOL,
            build: "9.9.9".into(),
            token: TOKEN,
        });
        let refusal = guest.read(&m, &other_build).unwrap_err();
        assert!(matches!(refusal, Refusal::Version { .. }));
        assert!(refusal
            .to_string()
            .contains("Boardroom 9.9.9 and the host runs"));
        assert!(!guest.joined);
        assert!(matches!(
            mirror::read(&host::refused(&Refusal::Version {
                protocol: 9,
                build: "9".into()
            })),
            Ok(ToGuest::Mismatch {
                protocol: PROTOCOL,
                ..
            })
        ));
        assert_eq!(guest.read(&m, &hello(TOKEN)), Ok(Asked::Joined));
        // Stale: it answers a position that is not the current one.
        assert_eq!(
            guest.read(&m, &act(3)),
            Err(Refusal::Stale { asked: 3, now: 0 })
        );
        // Oversized and garbage.
        assert!(matches!(
            guest.read(&m, &vec![1u8; proto::MAX_TO_HOST + 1]),
            Err(Refusal::Wire(proto::WireError::TooLarge { .. }))
        ));
        assert!(matches!(
            guest.read(&m, &[0xff, 0xff, 0xff]),
            Err(Refusal::Wire(_))
        ));
        let not_an_action = proto::write(&ToHost::Act {
            moves: 0,
            action: vec![0xff; 40],
        });
        assert!(matches!(
            guest.read(&m, &not_an_action),
            Err(Refusal::NotAnAction(_))
        ));
        // And the good one is still taken.
        assert_eq!(guest.read(&m, &act(0)), Ok(Asked::Act(action.clone())));
        // A spectator plays nothing.
        let mut watcher = Guest::new(None, TOKEN);
        watcher.read(&m, &hello(TOKEN)).unwrap();
        assert_eq!(watcher.read(&m, &act(0)), Err(Refusal::Spectator));
        // Every refusal has words for the guest.
        for why in [Refusal::NotJoined, Refusal::BadToken, Refusal::Spectator] {
            assert!(matches!(
                mirror::read(&host::refused(&why)),
                Ok(ToGuest::Refused { .. })
            ));
        }
    }
}

#[test]
fn forged_stale_oversized_and_garbled_messages_are_refused() {
    for info in games::infos() {
        games::visit(info.id, Refusals).unwrap();
    }
}

struct Garbage(Vec<u8>);
impl Visitor for Garbage {
    type Out = ();
    fn visit<G: Listed>(self) {
        let m = Match::<G>::new(names(G::info().min_players), G::Options::default(), 1).unwrap();
        let mut guest = Guest::new(Some(0), TOKEN);
        let _ = guest.read(&m, &self.0);
        guest.joined = true;
        let _ = guest.read(&m, &self.0);
        let _ = mirror::read(&self.0);
        let _ = mirror::read_update::<G>(&self.0);
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
