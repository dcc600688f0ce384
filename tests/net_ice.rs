//! The servers that help devices meet (src/net/ice.rs): none unless set-up asks
//! for the public STUN server; the TURN fields are checked; the choice kept for
//! a game reads back; a guest uses the STUN server only when its invite says so.

use boardroom::net::ice::{RtcConfig, Turn, PUBLIC_STUN};
use boardroom::net::signal::{Kind, Signal};

const OFFER: &str = include_str!("net_support/chromium_offer.sdp");

fn turn() -> Turn {
    Turn {
        url: "turn:relay.example.org:3478".into(),
        user: "ana".into(),
        credential: "s3cret".into(),
    }
}

#[test]
fn by_default_no_server_at_all() {
    let none = RtcConfig::default();
    assert_eq!(none.stun, None);
    assert_eq!(none.turn, None);
    assert_eq!(none.to_stored(), "");
    assert_eq!(RtcConfig::from_stored(""), none);
}

#[test]
fn other_networks_use_the_public_stun_server() {
    assert!(PUBLIC_STUN.starts_with("stun:"));
    let config = RtcConfig::other_networks(None);
    assert_eq!(config.stun.as_deref(), Some(PUBLIC_STUN));
    assert_eq!(config.turn, None);
    let with_relay = RtcConfig::other_networks(Some(turn()));
    assert_eq!(with_relay.turn, Some(turn()));
}

#[test]
fn the_choice_kept_for_a_game_reads_back() {
    for config in [
        RtcConfig::default(),
        RtcConfig::other_networks(None),
        RtcConfig::other_networks(Some(turn())),
    ] {
        assert_eq!(RtcConfig::from_stored(&config.to_stored()), config);
    }
    // Anything else kept there means no server, never a half-read one.
    for junk in ["x", "http://evil\n", "stun\nturn:a\nb", "\n\n\n\n\n"] {
        let read = RtcConfig::from_stored(junk);
        assert_eq!(read.turn, None, "{junk:?}");
        assert_eq!(read.stun, None, "{junk:?}");
    }
}

#[test]
fn the_turn_fields_are_checked() {
    assert_eq!(Turn::parse("", "", ""), Ok(None));
    assert_eq!(Turn::parse("  ", "ana", "x"), Ok(None));
    assert_eq!(
        Turn::parse(" turn:relay.example.org:3478 ", " ana ", "s3cret"),
        Ok(Some(turn()))
    );
    assert!(
        Turn::parse("turns:relay.example.org:5349?transport=tcp", "a", "b")
            .unwrap()
            .is_some()
    );
    for (url, user, credential) in [
        ("stun:relay.example.org", "a", "b"),
        ("relay.example.org:3478", "a", "b"),
        ("turn:", "a", "b"),
        ("turn:relay.example.org", "", "b"),
        ("turn:relay.example.org", "a", ""),
        ("turn:relay.example.org", "a\nb", "c"),
    ] {
        let why = Turn::parse(url, user, credential).unwrap_err();
        assert!(why.contains("TURN"), "{url:?} {user:?}: {why}");
    }
}

#[test]
fn a_guest_uses_the_stun_server_only_when_its_invite_says_so() {
    let mut invite = Signal::from_sdp(OFFER, Kind::Offer, [9; 8]).unwrap();
    assert_eq!(RtcConfig::for_invite(&invite), RtcConfig::default());
    invite.stun = true;
    let read = Signal::decode(&invite.encode()).unwrap();
    assert_eq!(
        RtcConfig::for_invite(&read),
        RtcConfig::other_networks(None),
        "the host's relay is not the guest's"
    );
}
