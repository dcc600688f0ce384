//! The host's row for a seat on another device (net::seat_row): each state,
//! and what moves it on, as the devices panel shows it.

use boardroom::engine::Match;
use boardroom::games::nim::Nim;
use boardroom::net::host::{Host, Plain};
use boardroom::net::proto::FromSeat;
use boardroom::net::proto::PROTOCOL;
use boardroom::net::seat_row::{judged, other_version, Report, Row, Step};
use boardroom::save::Controller;

const TOKEN: [u8; 8] = *b"seat-tok";

#[test]
fn a_seat_opens_as_who_plays_it() {
    assert_eq!(Row::of(Some(Controller::StandIn)), Row::Computer);
    assert_eq!(Row::of(Some(Controller::Message)), Row::ByMessage);
    assert_eq!(Row::of(Some(Controller::Remote)), Row::Invited);
    // A table display has no seat, so no controller: it is invited.
    assert_eq!(Row::of(None), Row::Invited);
    assert!(Row::Invited.waiting());
    assert!(Row::Away("gone".into()).waiting());
    for row in [
        Row::Computer,
        Row::ByMessage,
        Row::Connected { refused: None },
    ] {
        assert!(!row.waiting(), "{row:?} holds nobody's eyes");
    }
}

#[test]
fn an_invite_connects_drops_and_is_made_again() {
    let row = Row::after(Step::Linked);
    assert_eq!(row, Row::Connected { refused: None });
    let row = Row::after(Step::Report(Report::Refused("not your turn".into())));
    assert_eq!(
        row,
        Row::Connected {
            refused: Some("not your turn".into())
        }
    );
    // The next message taken clears the refusal.
    let row = Row::after(Step::Report(Report::Heard));
    assert_eq!(row, Row::Connected { refused: None });
    let row = Row::after(Step::Report(Report::Closed("the page was closed".into())));
    assert_eq!(row, Row::Away("the page was closed".into()));
    assert_eq!(Row::after(Step::NewInvite), Row::Invited);
    assert_eq!(
        Row::after(Step::Report(Report::OtherVersion)),
        Row::Away(other_version())
    );
}

#[test]
fn the_host_hands_a_seat_on() {
    // Whatever the row showed: the hand-over says all there is to show.
    assert_eq!(Row::after(Step::Handed(Controller::StandIn)), Row::Computer);
    assert_eq!(Row::after(Step::Handed(Controller::Remote)), Row::Invited);
    assert_eq!(
        Row::after(Step::Handed(Controller::Message)),
        Row::ByMessage
    );
}

#[test]
fn the_hosts_replies_say_how_a_device_stands() {
    let m = Match::<Nim>::new(vec!["Ann".into(), "Bo".into()], (), 3).unwrap();
    let mut keeper = Plain { m, people: 2 };
    let mut host = Host::new();

    let other = host.connect(Some(1), TOKEN);
    let replies = host.receive(
        other,
        FromSeat::Hello {
            protocol: PROTOCOL + 1,
            build: "0.0.0".into(),
            token: TOKEN,
        },
        &mut keeper,
    );
    assert_eq!(judged(&replies), Report::OtherVersion);

    let forged = host.connect(Some(1), TOKEN);
    let replies = host.receive(forged, FromSeat::hello(*b"forged!!"), &mut keeper);
    assert!(matches!(judged(&replies), Report::Refused(why) if !why.is_empty()));

    let good = host.connect(Some(1), TOKEN);
    let replies = host.receive(good, FromSeat::hello(TOKEN), &mut keeper);
    assert_eq!(judged(&replies), Report::Heard);
    // Seat 1 acting out of turn (seat 0 moves first) is refused, with why.
    let replies = host.receive(
        good,
        FromSeat::act(0, &boardroom::games::nim::Take(1)),
        &mut keeper,
    );
    assert!(
        matches!(judged(&replies), Report::Refused(_)),
        "{replies:?}"
    );
}
