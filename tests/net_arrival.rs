//! A guest device between its invite and its game, natively: the host's first
//! messages as the device reads them before it knows the game.

use boardroom::engine::Match;
use boardroom::games::zaibatsu::Zaibatsu;
use boardroom::net::arrival::{Arrival, Arrived};
use boardroom::net::host::Shared;
use boardroom::net::proto::{self, Welcome};
use boardroom::net::proto::{Refusal, ToSeat};

type Z = Zaibatsu;

fn welcome() -> Welcome {
    Welcome {
        game: "zaibatsu".into(),
        seat: Some(1),
        names: vec!["You".into(), "Ann".into(), "Bo".into()],
        computers: vec![false, false, true],
    }
}

fn first_screen() -> Vec<u8> {
    let names = vec!["You".into(), "Ann".into(), "Bo".into()];
    let m = Match::<Z>::new(names, Default::default(), 3).unwrap();
    let update = Shared::of(&m).screen(&m, Some(1), None, false);
    proto::write(&ToSeat::<Z>::Update(Box::new(update)))
}

#[test]
fn a_welcome_then_the_first_screen_opens_the_game() {
    let mut arrival = Arrival::default();
    let said = proto::write(&ToSeat::<Z>::Welcome(welcome()));
    assert_eq!(arrival.hear(&said), Arrived::Welcomed);
    let Arrived::Game(w) = arrival.hear(&first_screen()) else {
        panic!("the first screen opens the game");
    };
    // The host's own seat, "You" on the host, is the host here.
    assert_eq!(w.names, ["Host", "Ann", "Bo"]);
    assert_eq!((w.game.as_str(), w.seat), ("zaibatsu", Some(1)));
}

#[test]
fn no_game_comes_and_the_device_says_why() {
    let stopped = |bytes: &[u8]| match Arrival::default().hear(bytes) {
        Arrived::Stopped(why) => why,
        other => panic!("expected a stop, got {other:?}"),
    };
    let other = ToSeat::<Z>::Mismatch {
        protocol: 1,
        build: "0.0.1".into(),
    };
    let why = stopped(&proto::write(&other));
    assert!(why.contains("The host runs Boardroom 0.0.1"), "{why}");
    assert!(why.contains("update the app on both devices"), "{why}");
    let why = stopped(&proto::write(&ToSeat::<Z>::Refused(Refusal::BadToken)));
    assert_eq!(why, Refusal::BadToken.to_string());
    // A screen before any welcome, or bytes that are no message.
    for bytes in [first_screen(), vec![0xff, 0xff, 0xff]] {
        let why = stopped(&bytes);
        assert!(why.starts_with("The host sent a damaged message"), "{why}");
    }
    let why = Arrival::closed("the host closed the page.");
    assert!(
        why.contains("before the game came (the host closed the page)"),
        "{why}"
    );
}
