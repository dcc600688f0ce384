//! The invite and reply codes (src/net/signal.rs): real Chromium descriptions
//! round-trip through a code, garbage is refused with a reason, and no input
//! makes the decoder panic.
//!
//! The fixtures are Chromium's own descriptions after gathering every candidate,
//! captured in the test network namespace (tests/browser/netns.sh) with
//! tests/browser/capture-sdp.mjs.

use std::net::IpAddr;

use boardroom::net::signal::{
    About, Candidate, CandidateType, Kind, Setup, Signal, SignalError, MAX_CANDIDATES,
    MAX_NAME_BYTES, TOKEN_LEN, VERSION,
};
use proptest::prelude::*;

const OFFER: &str = include_str!("net_support/chromium_offer.sdp");
const ANSWER: &str = include_str!("net_support/chromium_answer.sdp");
const TOKEN: [u8; TOKEN_LEN] = [1, 2, 3, 4, 5, 6, 7, 8];

/// The attribute lines of `sdp` named `name`, values only.
fn attrs<'a>(sdp: &'a str, name: &str) -> Vec<&'a str> {
    let prefix = format!("a={name}:");
    sdp.lines()
        .filter_map(|l| l.trim_end().strip_prefix(prefix.as_str()))
        .collect()
}

/// The UDP candidates with an IP address, as (address, port, type).
fn udp_candidates(sdp: &str) -> Vec<(IpAddr, u16, String)> {
    attrs(sdp, "candidate")
        .into_iter()
        .filter_map(|c| {
            let f: Vec<&str> = c.split_whitespace().collect();
            if f[2].to_lowercase() != "udp" {
                return None;
            }
            Some((f[4].parse().ok()?, f[5].parse().ok()?, f[7].to_string()))
        })
        .collect()
}

#[test]
fn chromium_offer_round_trips_through_a_short_code() {
    let signal = Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap();
    assert_eq!(signal.setup, Setup::ActPass);
    assert_eq!(signal.ufrag, attrs(OFFER, "ice-ufrag")[0]);
    assert_eq!(signal.pwd, attrs(OFFER, "ice-pwd")[0]);
    // Every UDP address with an IP is kept.
    let kept: Vec<(IpAddr, u16)> = signal.candidates.iter().map(|c| (c.ip, c.port)).collect();
    let udp: Vec<(IpAddr, u16)> = udp_candidates(OFFER)
        .into_iter()
        .map(|(ip, p, _)| (ip, p))
        .collect();
    assert!(!udp.is_empty());
    assert_eq!(kept, udp);

    let code = signal.encode();
    assert!(code.len() <= 200, "{} characters: {code}", code.len());
    assert!(code
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    let back = Signal::decode(&code).unwrap();
    assert_eq!(back, signal);

    // The rebuilt description says the same as Chromium's on what matters.
    let sdp = back.to_sdp();
    for name in [
        "ice-ufrag",
        "ice-pwd",
        "fingerprint",
        "setup",
        "mid",
        "sctp-port",
    ] {
        assert_eq!(attrs(&sdp, name), attrs(OFFER, name), "a={name}");
    }
    assert_eq!(attrs(&sdp, "group"), attrs(OFFER, "group"));
    assert!(sdp.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
    assert!(attrs(&sdp, "ice-options").is_empty());
    let rebuilt: Vec<(IpAddr, u16, String)> = udp_candidates(&sdp);
    assert_eq!(rebuilt, udp_candidates(OFFER));
    // And reading the rebuilt description gives the same signal again.
    assert_eq!(Signal::from_sdp(&sdp, Kind::Offer, TOKEN).unwrap(), signal);
}

#[test]
fn chromium_answer_round_trips() {
    let signal = Signal::from_sdp(ANSWER, Kind::Answer, TOKEN).unwrap();
    assert_eq!(signal.setup, Setup::Active);
    let code = signal.encode();
    let back = Signal::decode_as(&code, Kind::Answer).unwrap();
    assert_eq!(back, signal);
    assert_eq!(attrs(&back.to_sdp(), "setup"), vec!["active"]);
    assert_eq!(
        attrs(&back.to_sdp(), "fingerprint"),
        attrs(ANSWER, "fingerprint")
    );
}

#[test]
fn a_code_is_found_in_a_link_or_pasted_text() {
    let code = Signal::from_sdp(OFFER, Kind::Offer, TOKEN)
        .unwrap()
        .encode();
    let signal = Signal::decode(&code).unwrap();
    for text in [
        format!("https://example.org/boardroom/#join/{code}"),
        format!("  {}\n{}.  ", &code[..40], &code[40..]),
        format!("http://127.0.0.1:8080/#join%2F{code}"),
    ] {
        assert_eq!(Signal::decode(&text).as_ref(), Ok(&signal), "{text}");
    }
}

#[test]
fn wrong_kind_says_which_device_it_belongs_on() {
    let offer = Signal::from_sdp(OFFER, Kind::Offer, TOKEN)
        .unwrap()
        .encode();
    let err = Signal::decode_as(&offer, Kind::Answer).unwrap_err();
    assert_eq!(err, SignalError::WrongKind { found: Kind::Offer });
    assert!(err.reason().contains("invite"));
}

#[test]
fn garbage_is_refused_with_a_reason() {
    let code = Signal::from_sdp(OFFER, Kind::Offer, TOKEN)
        .unwrap()
        .encode();
    let mut changed = code.clone().into_bytes();
    changed[30] = if changed[30] == b'A' { b'B' } else { b'A' };
    let changed = String::from_utf8(changed).unwrap();
    let cases: Vec<(String, SignalError)> = vec![
        ("".into(), SignalError::Empty),
        ("   \n".into(), SignalError::Empty),
        ("hello!".into(), SignalError::NotACode),
        ("%%%%".into(), SignalError::NotACode),
        (code[..code.len() - 5].into(), SignalError::Damaged),
        (changed, SignalError::Damaged),
        ("x".repeat(5000), SignalError::NotACode),
    ];
    for (text, want) in cases {
        let got = Signal::decode(&text);
        assert_eq!(got, Err(want), "{text:?}");
        assert!(!want.reason().is_empty());
    }
    // Another format version, older or newer, is named as such when its
    // check holds.
    for version in [VERSION - 1, VERSION + 1] {
        let mut bytes = vec![version];
        bytes.extend_from_slice(&[0; 60]);
        let crc = crc32(&bytes) as u16;
        bytes.extend_from_slice(&crc.to_le_bytes());
        let other = base64_url(&bytes);
        assert_eq!(Signal::decode(&other), Err(SignalError::OtherVersion));
        assert!(SignalError::OtherVersion
            .reason()
            .contains("update the app"));
        // The same bytes with a wrong check are no code of any version.
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        assert_eq!(
            Signal::decode(&base64_url(&bytes)),
            Err(SignalError::NotACode)
        );
    }
}

/// What people open as an invite that is none: a short word, random text in
/// the code's alphabet, a saved game's code. None may be called a code from
/// another version of the app.
#[test]
fn what_is_no_invite_says_so() {
    let said = |text: &str| Signal::decode_as(text, Kind::Offer).unwrap_err();
    assert_eq!(said("abc"), SignalError::NotACode);
    assert_eq!(
        said("https://example.org/boardroom/#join/abc"),
        SignalError::NotACode
    );
    assert!(SignalError::NotACode
        .reason()
        .starts_with("This is not an invite"));

    // Random base64url of every length a code could have: "damaged" at worst
    // (a first byte that is this version's), never "another version".
    let abc = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for len in 2..400 {
        for _ in 0..20 {
            let text: String = (0..len)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    abc[(x % 64) as usize] as char
                })
                .collect();
            let err = said(&text);
            assert!(
                matches!(err, SignalError::NotACode | SignalError::Damaged),
                "{text}: {err:?}"
            );
            assert!(!err.reason().contains("another version"), "{text}");
        }
    }

    // A saved game's code (kept by the end-of-game browser test) and its link.
    let codes: serde_json::Value =
        serde_json::from_str(include_str!("browser/end-codes.json")).unwrap();
    let code = codes["mundus-last-round"]["code"].as_str().unwrap();
    assert!(boardroom::save::peek(code).is_ok());
    for text in [
        code.to_string(),
        format!("https://example.org/boardroom/#load={code}"),
    ] {
        let err = said(&text);
        assert_eq!(err, SignalError::SaveCode, "{text}");
        assert!(err.reason().contains("saved game"));
        assert!(!err.reason().contains("another version"));
    }
}

#[test]
fn descriptions_without_what_a_connection_needs_are_refused() {
    let no_udp: String = OFFER
        .lines()
        .filter(|l| !(l.starts_with("a=candidate:") && l.contains(" udp ")))
        .map(|l| format!("{l}\r\n"))
        .collect();
    assert_eq!(
        Signal::from_sdp(&no_udp, Kind::Offer, TOKEN),
        Err(SignalError::NoAddress)
    );
    let no_fp: String = OFFER
        .lines()
        .filter(|l| !l.starts_with("a=fingerprint"))
        .map(|l| format!("{l}\r\n"))
        .collect();
    assert!(matches!(
        Signal::from_sdp(&no_fp, Kind::Offer, TOKEN),
        Err(SignalError::Description(_))
    ));
    // TCP candidates are dropped.
    let with_tcp = OFFER.replace(
        "a=ice-ufrag",
        "a=candidate:3 1 tcp 1518280447 10.199.0.9 9 typ host tcptype active generation 0\r\na=ice-ufrag",
    );
    assert_eq!(
        Signal::from_sdp(&with_tcp, Kind::Offer, TOKEN),
        Signal::from_sdp(OFFER, Kind::Offer, TOKEN)
    );
    // mDNS names are dropped: with only those, there is no address.
    let only_names: String = OFFER
        .lines()
        .map(|l| match l.strip_prefix("a=candidate:") {
            Some(c) => {
                let mut f: Vec<&str> = c.split_whitespace().collect();
                f[4] = "1c0ffee0-7a1e-4b1d-9e2f-000000000001.local";
                format!("a=candidate:{}\r\n", f.join(" "))
            }
            None => format!("{l}\r\n"),
        })
        .collect();
    assert_eq!(
        Signal::from_sdp(&only_names, Kind::Offer, TOKEN),
        Err(SignalError::NoAddress)
    );
}

#[test]
fn every_kind_of_address_survives() {
    let base = Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap();
    let candidates = vec![
        Candidate {
            kind: CandidateType::Host,
            ip: "192.168.1.20".parse().unwrap(),
            port: 50000,
        },
        Candidate {
            kind: CandidateType::Host,
            ip: "2001:db8::1".parse().unwrap(),
            port: 1,
        },
        Candidate {
            kind: CandidateType::Srflx,
            ip: "203.0.113.9".parse().unwrap(),
            port: 65535,
        },
        Candidate {
            kind: CandidateType::Relay,
            ip: "2001:db8:0:1::ff".parse().unwrap(),
            port: 3478,
        },
    ];
    let two = Signal {
        candidates: candidates[..1]
            .iter()
            .chain(&candidates[2..3])
            .copied()
            .collect(),
        ..base.clone()
    };
    let code = two.encode();
    assert!(
        code.len() <= 200,
        "an offer with two addresses: {} characters",
        code.len()
    );
    let signal = Signal { candidates, ..base };
    let back = Signal::decode(&signal.encode()).unwrap();
    assert_eq!(back, signal);
    // The rebuilt description reads back the same, IPv6 written in full.
    assert_eq!(
        Signal::from_sdp(&back.to_sdp(), Kind::Offer, TOKEN).unwrap(),
        signal
    );
}

#[test]
fn at_most_a_few_candidates_are_kept() {
    let mut sdp = String::from(OFFER);
    for i in 0..20 {
        sdp.push_str(&format!(
            "a=candidate:9{i} 1 udp 1 10.0.0.{i} 4000{} typ host\r\n",
            i % 10
        ));
    }
    let signal = Signal::from_sdp(&sdp, Kind::Offer, TOKEN).unwrap();
    assert_eq!(signal.candidates.len(), MAX_CANDIDATES);
}

#[test]
fn the_stun_flag_travels_in_the_invite_and_costs_no_length() {
    let plain = Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap();
    assert!(!plain.stun, "a description alone never asks for STUN");
    let flagged = Signal {
        stun: true,
        ..plain.clone()
    };
    let (a, b) = (plain.encode(), flagged.encode());
    assert_eq!(a.len(), b.len());
    assert_ne!(a, b);
    assert_eq!(Signal::decode(&b).unwrap(), flagged);
    assert!(!Signal::decode(&a).unwrap().stun);
}

#[test]
fn an_unknown_bit_in_the_kind_byte_is_damage() {
    let code = Signal::from_sdp(OFFER, Kind::Offer, TOKEN)
        .unwrap()
        .encode();
    let bytes = base64_decode(&code);
    for bit in [4u8, 5, 6, 7] {
        let mut body = bytes[..bytes.len() - 2].to_vec();
        body[1] |= 1 << bit;
        let crc = crc32(&body) as u16;
        body.extend_from_slice(&crc.to_le_bytes());
        assert_eq!(
            Signal::decode(&base64_url(&body)),
            Err(SignalError::Damaged),
            "bit {bit}"
        );
    }
    // And the role's unused value (3).
    let mut body = bytes[..bytes.len() - 2].to_vec();
    body[1] |= 6;
    let crc = crc32(&body) as u16;
    body.extend_from_slice(&crc.to_le_bytes());
    assert_eq!(
        Signal::decode(&base64_url(&body)),
        Err(SignalError::Damaged)
    );
}

fn maria() -> About {
    About {
        game: 4,
        seat: Some("Maria".into()),
        host: "Ana".into(),
    }
}

#[test]
fn an_invite_names_its_game_seat_and_host_in_a_few_characters() {
    let plain = Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap();
    assert_eq!(plain.about, None, "a description alone names nobody");
    let named = Signal {
        about: Some(maria()),
        ..plain.clone()
    };
    let code = named.encode();
    assert_eq!(Signal::decode(&code).unwrap(), named);
    // Two lengths and the names' 8 letters (an invite naming nobody has its
    // tag byte too): 10 bytes, 13 or 14 characters.
    let extra = code.len() - plain.encode().len();
    assert!((13..=14).contains(&extra), "{extra} more characters");

    // A table display has no seat; a host who plays no seat, no name.
    let display = About {
        game: 1,
        seat: None,
        host: String::new(),
    };
    let shown = Signal {
        about: Some(display.clone()),
        ..plain.clone()
    };
    assert_eq!(
        Signal::decode(&shown.encode()).unwrap().about,
        Some(display)
    );
}

#[test]
fn long_names_are_cut_on_a_character_and_a_reply_names_no_one() {
    let long = "Ünïcödé-Ñame-😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀";
    let signal = Signal {
        about: Some(About {
            host: long.into(),
            ..maria()
        }),
        ..Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap()
    };
    let host = Signal::decode(&signal.encode())
        .unwrap()
        .about
        .unwrap()
        .host;
    assert!(
        host.len() <= MAX_NAME_BYTES && long.starts_with(&host),
        "{host}"
    );
    assert!(host.len() > MAX_NAME_BYTES - 4);

    // A reply repeats the token only: its names would be the host's own.
    let reply = Signal {
        about: Some(maria()),
        ..Signal::from_sdp(ANSWER, Kind::Answer, TOKEN).unwrap()
    };
    let plain = Signal::from_sdp(ANSWER, Kind::Answer, TOKEN).unwrap();
    assert_eq!(reply.encode(), plain.encode());
    assert_eq!(Signal::decode(&reply.encode()).unwrap().about, None);
}

#[test]
fn a_name_that_is_not_text_is_damage() {
    let signal = Signal {
        about: Some(maria()),
        ..Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap()
    };
    let bytes = base64_decode(&signal.encode());
    // Byte 10 is the tag, 11 the seat name's length, 12.. its letters.
    assert_eq!(&bytes[10..13], &[4, 5, b'M']);
    for (at, value) in [(12, 0xffu8), (12, b'\n'), (11, 200)] {
        let mut body = bytes[..bytes.len() - 2].to_vec();
        body[at] = value;
        let crc = crc32(&body) as u16;
        body.extend_from_slice(&crc.to_le_bytes());
        assert_eq!(
            Signal::decode(&base64_url(&body)),
            Err(SignalError::Damaged),
            "byte {at} = {value}"
        );
    }
}

fn base64_decode(code: &str) -> Vec<u8> {
    const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0u32;
    let mut n = 0;
    let mut out = Vec::new();
    for c in code.bytes() {
        bits = bits << 6 | ABC.iter().position(|&a| a == c).unwrap() as u32;
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
        }
    }
    out
}

fn base64_url(bytes: &[u8]) -> String {
    const ABC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | (*b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ABC[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let _ = Signal::decode(&base64_url(&bytes));
        // With a right version and checksum, the body itself is what is tried.
        let mut body = vec![VERSION];
        body.extend_from_slice(&bytes);
        let crc = crc32(&body) as u16;
        body.extend_from_slice(&crc.to_le_bytes());
        let _ = Signal::decode(&base64_url(&body));
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,300}") {
        let _ = Signal::decode(&text);
        let _ = Signal::from_sdp(&text, Kind::Offer, TOKEN);
    }

    #[test]
    fn any_signal_round_trips(
        ufrag in "[A-Za-z0-9+/]{4,40}",
        pwd in "[A-Za-z0-9+/]{22,60}",
        fingerprint in any::<[u8; 32]>(),
        token in any::<[u8; TOKEN_LEN]>(),
        stun in any::<bool>(),
        ports in proptest::collection::vec((1u16.., any::<[u8; 4]>()), 1..=MAX_CANDIDATES),
    ) {
        let candidates = ports
            .into_iter()
            .map(|(port, ip)| Candidate { kind: CandidateType::Host, ip: IpAddr::from(ip), port })
            .collect();
        let signal = Signal {
            kind: Kind::Answer,
            setup: Setup::Passive,
            token,
            ufrag,
            pwd,
            fingerprint,
            candidates,
            stun,
            about: None,
        };
        prop_assert_eq!(Signal::decode(&signal.encode()), Ok(signal));
    }

    #[test]
    fn any_invite_names_round_trip(
        game in 1u8..,
        seat in proptest::option::of("[^\\p{Cc}]{1,24}"),
        host in "[^\\p{Cc}]{0,24}",
    ) {
        let about = About { game, seat, host };
        let signal = Signal {
            about: Some(about.clone()),
            ..Signal::from_sdp(OFFER, Kind::Offer, TOKEN).unwrap()
        };
        prop_assert_eq!(Signal::decode(&signal.encode()).unwrap().about, Some(about));
    }
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut c = 0xffff_ffffu32;
    for &b in bytes {
        c ^= b as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
    }
    !c
}
