//! A guest's page for an invite (`net::joining`): the reply, then connected or
//! lost; the warning when the invite was made on this browser; the hint after a
//! long wait; and when leaving withdraws the reply.

use boardroom::net::joining::{Event, Joining, Shown, Step};

fn replied() -> Event {
    Event::Replied {
        link: "https://example.test/#reply/abc".into(),
        code: "abc".into(),
    }
}

fn after(events: impl IntoIterator<Item = Event>) -> Joining {
    events.into_iter().fold(Joining::default(), Joining::next)
}

#[test]
fn the_reply_is_shown_then_connected() {
    assert_eq!(Joining::default().shown(), Shown::Preparing);
    let waiting = after([replied()]);
    assert_eq!(
        waiting.shown(),
        Shown::Reply {
            link: "https://example.test/#reply/abc".into(),
            code: "abc".into(),
        }
    );
    assert_eq!(waiting.hint(Some("Ana")), None);
    assert!(waiting.withdraws_on_leaving());
    let connected = waiting.next(Event::Opened);
    assert_eq!(connected.shown(), Shown::Connected);
    assert!(
        !connected.withdraws_on_leaving(),
        "leaving a connected page keeps the link"
    );
}

#[test]
fn after_a_long_wait_the_page_says_what_may_hold_the_reply_up() {
    let waited = after([replied(), Event::Waited]);
    let hint = |host| waited.hint(host).expect("a hint");
    // The reply itself stays as it was.
    assert_eq!(waited.shown(), after([replied()]).shown());
    assert!(hint(Some("Ana")).starts_with("Still waiting. If Ana already let another device in"));
    assert!(hint(Some("Ana")).ends_with("ask Ana for a new invite for your seat."));
    // An invite with no name, or an empty one, says "the host".
    assert!(hint(None).contains("If the host already"));
    assert!(hint(Some("")).contains("ask the host for a new invite"));
    // Once connected, or before the reply is made, there is nothing to wait for.
    assert_eq!(waited.clone().next(Event::Opened).hint(None), None);
    assert_eq!(after([Event::Waited]).hint(None), None);
}

#[test]
fn an_invite_made_on_this_browser_is_warned_about_until_the_player_joins_anyway() {
    // The other tab may answer before or after the reply is made.
    for events in [
        vec![Event::OwnInvite, replied()],
        vec![replied(), Event::OwnInvite],
    ] {
        let warned = after(events);
        assert_eq!(warned.shown(), Shown::OwnInvite);
        let anyway = warned.next(Event::JoinAnyway);
        assert!(matches!(anyway.shown(), Shown::Reply { .. }));
    }
    // Once connected, the warning has no place.
    assert_eq!(
        after([replied(), Event::OwnInvite, Event::Opened]).shown(),
        Shown::Connected
    );
}

#[test]
fn a_lost_connection_says_why_and_asks_for_a_new_invite_unless_it_says_so() {
    let lost = after([replied(), Event::Lost("the host closed the game".into())]);
    assert_eq!(
        lost.shown(),
        Shown::Lost {
            why: "the host closed the game".into(),
            ask_again: true,
        }
    );
    assert!(lost.withdraws_on_leaving());
    let said = after([Event::Lost(
        "this invite was used: ask for a new invite".into(),
    )]);
    assert!(matches!(
        said.shown(),
        Shown::Lost {
            ask_again: false,
            ..
        }
    ));
    // A connection lost after it opened.
    let dropped = after([
        replied(),
        Event::Opened,
        Event::Lost("the link dropped".into()),
    ]);
    assert_eq!(dropped.step, Step::Lost("the link dropped".into()));
}

#[test]
fn a_reply_made_after_the_page_moved_on_changes_nothing() {
    let lost = after([Event::Lost("no network".into()), replied()]);
    assert_eq!(lost.step, Step::Lost("no network".into()));
}
