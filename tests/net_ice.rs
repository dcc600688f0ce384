//! The servers that help devices meet (src/net/ice.rs): none unless set-up asks
//! for the public STUN server; the TURN fields are checked; the choice kept for
//! a game reads back; a guest uses the STUN server only when its invite says so.

use boardroom::net::ice::{check_address, RtcConfig, Server, Turn, PUBLIC_STUN};
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
fn a_malformed_turn_address_is_refused_at_set_up_saying_what_is_wrong() {
    for url in [
        "turn:relay.example.org",
        "turn:relay.example.org:3478",
        "TURNS:relay.example.org:5349?transport=tcp",
        "turn:10.199.0.9:3478?transport=udp",
        "turn:[2001:db8::1]:3478",
        "turn:[2001:db8::1]",
        "turn:my_relay.local",
    ] {
        assert!(
            matches!(Turn::parse(url, "ana", "x"), Ok(Some(_))),
            "{url} is an address"
        );
    }
    // Each refusal names the part that is wrong.
    for (url, named) in [
        ("turn:a b", "“turn:a b” has a space"),
        ("turn:relay.example.org:34 78", "has a space"),
        ("turn:relay.example.org:port", "not “port”"),
        ("turn:relay.example.org:0", "not “0”"),
        ("turn:relay.example.org:70000", "not “70000”"),
        ("turn:relay.example.org:3478:1", "not “3478:1”"),
        ("turn:relay..example.org", "“relay..example.org”"),
        ("turn:relay/example", "“relay/example”"),
        ("turn::3478", "no server name"),
        ("turn:relay.example.org?transport=sctp", "“?transport=sctp”"),
        ("turn:[2001:db8::zz]:3478", "“[2001:db8::zz]”"),
        ("turn:[2001:db8::1]3478", "not “3478”"),
        ("http://relay.example.org", "starts with turn: or turns:"),
    ] {
        let why = Turn::parse(url, "ana", "x").unwrap_err();
        assert!(why.contains(named), "{url}: {why}");
        assert!(why.contains("TURN"), "{url}: {why}");
    }
}

#[test]
fn stun_addresses_are_checked_too() {
    assert_eq!(check_address(PUBLIC_STUN, Server::Stun), Ok(()));
    let why = check_address("stun:a b", Server::Stun).unwrap_err();
    assert!(why.contains("STUN") && why.contains("space"), "{why}");
    assert!(check_address("stun:relay?transport=udp", Server::Stun).is_err());
    assert!(check_address(PUBLIC_STUN, Server::Turn).is_err());
    // A malformed address kept for a game is no server, not one the browser
    // would refuse when the game connects.
    assert_eq!(RtcConfig::from_stored("stun:a b").stun, None);
    assert_eq!(
        RtcConfig::from_stored(&format!("{PUBLIC_STUN}\nturn:a b\nana\nx")).turn,
        None
    );
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
