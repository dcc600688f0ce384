//! The invite and reply codes: a WebRTC offer or answer cut down to what the other
//! device cannot guess, so it fits a link, a QR code or a chat message.
//!
//! A browser's session description (SDP) for one data channel is about 1 KB of
//! text, and nearly all of it is the same on every device. What differs is the ICE
//! user fragment and password, the DTLS certificate's fingerprint, the DTLS role
//! and the network addresses (candidates). The code keeps those, in binary:
//!
//! ```text
//! version(1) kind+role+flags(1) seat token(8)
//! an invite only: game tag(1), then if not 0: seat name, host name (each
//!   length(1) + UTF-8; an empty seat name is a table display)
//! ufrag: length(1) + 6 bits a character   pwd: the same
//! fingerprint: 32 bytes of SHA-256
//! candidates: count(1), each: type+family(1) address(4 or 16) port(2, big-endian)
//! check(2): the low half of the CRC-32 of all before it
//! ```
//!
//! written in URL-safe base64 without padding: about 110 characters for an offer
//! with two addresses, plus a character and a third for each letter of the
//! names. [`Signal::to_sdp`] rebuilds a description Chromium, Firefox
//! and Safari accept. Only UDP candidates with an IP address are kept: TCP
//! candidates rarely help between two phones, and mDNS names (`….local`) cannot be
//! resolved by the other device when the names are hidden from it anyway.
//!
//! The second byte holds the kind (bit 0), the DTLS role (bits 1–2) and whether
//! the host uses the public STUN server, so the guest should too (bit 3; an
//! invite only). Readers refuse any other bit as damage, as did those from before
//! the STUN bit: given such an invite, they say it is damaged rather than join
//! without the server it needs.
//!
//! Every later format must keep the version byte first (at most
//! [`LAST_VERSION`]) and the two check bytes last: that is how a reader tells a
//! newer code ("update the app") from text that is no code at all.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use crate::save::CodeError;

/// The format of the codes this release writes and reads (2: invites name
/// the game, the seat and the host).
pub const VERSION: u8 = 2;

/// The highest version byte a later format may use: a code of 2 to this one
/// with a valid check is called another version's; anything else is no code.
pub const LAST_VERSION: u8 = 15;

/// Bytes in the seat token an invite carries and its reply repeats.
pub const TOKEN_LEN: usize = 8;

/// At most this many candidates are kept (a phone with Wi-Fi, mobile data and a
/// VPN has five or six); more would only make the code longer.
pub const MAX_CANDIDATES: usize = 8;

/// The SCTP port and largest message both sides announce (Chromium's values).
const SCTP_PORT: &str = "5000";
const MAX_MESSAGE_SIZE: &str = "262144";

/// Longest text accepted as a code: far more than a real one.
const MAX_CODE_CHARS: usize = 1000;

/// The ICE characters (RFC 8445: letters, digits, `+`, `/`), in base64's order so
/// each is 6 bits.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Same algorithm as the save codes' checksum, so the wasm holds it once.
const CRC32: crc::Crc<u32, crc::NoTable> =
    crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);

/// Which half of the handshake a code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The host's invite.
    Offer,
    /// The guest's reply.
    Answer,
}

/// The DTLS role (`a=setup:`): an offer says either, the answer picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    ActPass,
    Active,
    Passive,
}

/// Where an address came from: this device's own, as a STUN server saw it, or a
/// TURN relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateType {
    Host,
    Srflx,
    Relay,
}

/// A UDP address the other device may reach this one at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub kind: CandidateType,
    pub ip: IpAddr,
    pub port: u16,
}

/// Longest name an invite carries, in bytes: a set-up name (24 characters)
/// of 4-byte characters. Longer ones are cut on a character's boundary.
pub const MAX_NAME_BYTES: usize = 96;

/// What an invite says of itself, so the guest's page can name the game, the
/// seat and the host before anything else: a friend who scanned the wrong one
/// of two codes can tell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The game's tag, as in save codes (`GameInfo::code_tag`; never 0).
    pub game: u8,
    /// The seat's name; `None`: a table display, which plays no seat.
    pub seat: Option<String>,
    /// Who invites (a name of a seat played on the host's device), or empty.
    pub host: String,
}

/// What one side of the connection must tell the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    pub kind: Kind,
    pub setup: Setup,
    /// Chosen by the host for one seat; the reply repeats it.
    pub token: [u8; TOKEN_LEN],
    pub ufrag: String,
    pub pwd: String,
    /// SHA-256 of the DTLS certificate.
    pub fingerprint: [u8; 32],
    pub candidates: Vec<Candidate>,
    /// The host connects through the public STUN server
    /// ([`crate::net::ice::PUBLIC_STUN`]): the guest should as well.
    pub stun: bool,
    /// An invite's game, seat and host (a reply carries none).
    pub about: Option<About>,
}

/// Why a description could not be made into a code, or a code read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalError {
    /// Nothing but spaces was given.
    Empty,
    /// Not made of a code's characters, or far too long.
    NotACode,
    /// The right characters, but cut short, mistyped or changed.
    Damaged,
    /// Written by another release of the app.
    OtherVersion,
    /// A Boardroom save code (a saved game to open), not an invite or reply.
    SaveCode,
    /// An invite where a reply was wanted, or the other way round.
    WrongKind { found: Kind },
    /// The browser found no address to offer.
    NoAddress,
    /// The browser's description lacks something every connection needs (a bug
    /// or a browser we do not know); says what.
    Description(&'static str),
}

impl SignalError {
    /// What went wrong and what to try, in a player's words.
    pub fn reason(&self) -> &'static str {
        lasting(match self {
            SignalError::Empty => "net-signal-empty",
            SignalError::NotACode => "net-signal-not-a-code",
            SignalError::Damaged => "net-signal-damaged",
            SignalError::OtherVersion => "net-signal-other-version",
            SignalError::SaveCode => "net-signal-save-code",
            SignalError::WrongKind { found: Kind::Offer } => "net-signal-invite",
            SignalError::WrongKind {
                found: Kind::Answer,
            } => "net-signal-reply",
            SignalError::NoAddress => "net-signal-no-address",
            SignalError::Description(_) => "net-signal-description",
        })
    }
}

/// Message `id` of the app's catalog, worded once per language and kept for
/// the app's life: a reason is read where only a `'static` one fits, and
/// there are a few of them in each language.
fn lasting(id: &'static str) -> &'static str {
    use std::sync::Mutex;
    static SAID: Mutex<Vec<(&'static str, &'static str, &'static str)>> = Mutex::new(Vec::new());
    let words = crate::words::current();
    let lang = words.lang();
    let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, text)) = said.iter().find(|(l, i, _)| *l == lang && *i == id) {
        return text;
    }
    let text: &'static str = Box::leak(words.say(id, &crate::words::Args::new()).into_boxed_str());
    said.push((lang, id, text));
    text
}

impl Signal {
    /// Reads a browser's complete description (all candidates gathered).
    pub fn from_sdp(sdp: &str, kind: Kind, token: [u8; TOKEN_LEN]) -> Result<Signal, SignalError> {
        let mut ufrag = None;
        let mut pwd = None;
        let mut fingerprint = None;
        let mut setup = None;
        let mut candidates: Vec<Candidate> = Vec::new();
        for line in sdp.lines() {
            let Some(attr) = line.trim_end().strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attr.split_once(':').unwrap_or((attr, ""));
            match name {
                "ice-ufrag" if ufrag.is_none() => ufrag = Some(value),
                "ice-pwd" if pwd.is_none() => pwd = Some(value),
                "fingerprint" if fingerprint.is_none() => {
                    fingerprint = parse_fingerprint(value);
                }
                "setup" if setup.is_none() => {
                    setup = Some(match value {
                        "actpass" => Setup::ActPass,
                        "active" => Setup::Active,
                        "passive" => Setup::Passive,
                        _ => return Err(SignalError::Description("setup")),
                    })
                }
                "candidate" => {
                    if let Some(c) = parse_candidate(value) {
                        if !candidates.contains(&c) && candidates.len() < MAX_CANDIDATES {
                            candidates.push(c);
                        }
                    }
                }
                _ => {}
            }
        }
        let ufrag = ufrag.ok_or(SignalError::Description("ice-ufrag"))?;
        let pwd = pwd.ok_or(SignalError::Description("ice-pwd"))?;
        if !ice_text_ok(ufrag, 4) || !ice_text_ok(pwd, 22) {
            return Err(SignalError::Description("ice credentials"));
        }
        if candidates.is_empty() {
            return Err(SignalError::NoAddress);
        }
        Ok(Signal {
            kind,
            setup: setup.ok_or(SignalError::Description("setup"))?,
            token,
            ufrag: ufrag.to_string(),
            pwd: pwd.to_string(),
            fingerprint: fingerprint.ok_or(SignalError::Description("sha-256 fingerprint"))?,
            candidates,
            stun: false,
            about: None,
        })
    }

    /// The code: binary, then URL-safe base64.
    pub fn encode(&self) -> String {
        let mut out = vec![VERSION, kind_byte(self.kind, self.setup, self.stun)];
        out.extend_from_slice(&self.token);
        if self.kind == Kind::Offer {
            pack_about(&mut out, self.about.as_ref());
        }
        pack_ice(&mut out, &self.ufrag);
        pack_ice(&mut out, &self.pwd);
        out.extend_from_slice(&self.fingerprint);
        out.push(self.candidates.len() as u8);
        for c in &self.candidates {
            let kind = c.kind as u8;
            match c.ip {
                IpAddr::V4(ip) => {
                    out.push(kind);
                    out.extend_from_slice(&ip.octets());
                }
                IpAddr::V6(ip) => {
                    out.push(kind | 4);
                    out.extend_from_slice(&ip.octets());
                }
            }
            out.extend_from_slice(&c.port.to_be_bytes());
        }
        let check = CRC32.checksum(&out) as u16;
        out.extend_from_slice(&check.to_le_bytes());
        crate::base64url::encode(&out)
    }

    /// Reads a code, or a link or text holding one (the code is the last run of code
    /// characters, so `https://…/#join/CODE` and `CODE.` both work).
    pub fn decode(text: &str) -> Result<Signal, SignalError> {
        // A link passed on by a chat app may have its fragment percent-encoded.
        let squeezed: String = crate::save::link::percent_decode(text)
            .chars()
            .filter(|c| {
                !c.is_whitespace()
                    && !matches!(
                        c,
                        '\u{AD}' | '\u{200B}'..='\u{200D}' | '\u{2060}' | '\u{FEFF}'
                    )
            })
            .collect();
        if squeezed.is_empty() {
            return Err(SignalError::Empty);
        }
        if squeezed.len() > MAX_CODE_CHARS {
            return Err(SignalError::NotACode);
        }
        let code = squeezed
            .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .find(|part| !part.is_empty())
            .ok_or(SignalError::NotACode)?;
        let bytes = crate::base64url::decode(code, false).ok_or(if code.len() < 8 {
            SignalError::NotACode
        } else {
            SignalError::Damaged
        })?;
        // A save code has an envelope of its own (a mark, then a CRC-32), which
        // random text matches once in four billion.
        if matches!(
            crate::save::check(code),
            Ok(_) | Err(CodeError::NewerVersion { .. })
        ) {
            return Err(SignalError::SaveCode);
        }
        let checked = bytes.len() >= 3 && {
            let (body, check) = bytes.split_at(bytes.len() - 2);
            (CRC32.checksum(body) as u16).to_le_bytes() == check
        };
        match bytes.first() {
            Some(&VERSION) if checked => {}
            // One changed or lost character in a code of this version.
            Some(&VERSION) => return Err(SignalError::Damaged),
            // Only a plausible version byte with a valid check says "another
            // version" (older or newer): other text would meet the first test
            // alone once in 17 times.
            Some(&v) if (1..=LAST_VERSION).contains(&v) && checked => {
                return Err(SignalError::OtherVersion)
            }
            _ => return Err(SignalError::NotACode),
        }
        read_body(&mut Reader(&bytes[..bytes.len() - 2])).ok_or(SignalError::Damaged)
    }

    /// [`Signal::decode`], and the code must be of `kind`.
    pub fn decode_as(text: &str, kind: Kind) -> Result<Signal, SignalError> {
        let signal = Signal::decode(text)?;
        if signal.kind != kind {
            return Err(SignalError::WrongKind { found: signal.kind });
        }
        Ok(signal)
    }

    /// A complete description with one data channel, as the browser that made the
    /// code would have given it (no trickle: every candidate is in it).
    pub fn to_sdp(&self) -> String {
        let mut s = String::with_capacity(700);
        s.push_str("v=0\r\no=- ");
        // The session id only has to be a number; the token makes it differ per seat.
        s.push_str(&(u64::from_le_bytes(self.token) >> 2).to_string());
        s.push_str(
            " 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n",
        );
        for (i, c) in self.candidates.iter().enumerate() {
            // RFC 8445's recommended priority: type, then the order the browser
            // listed them in.
            let type_pref: u32 = match c.kind {
                CandidateType::Host => 126,
                CandidateType::Srflx => 100,
                CandidateType::Relay => 0,
            };
            let priority = (type_pref << 24) | ((65535 - i as u32) << 8) | 255;
            s.push_str("a=candidate:");
            s.push_str(&(i + 1).to_string());
            s.push_str(" 1 udp ");
            s.push_str(&priority.to_string());
            s.push(' ');
            push_ip(&mut s, c.ip);
            s.push(' ');
            s.push_str(&c.port.to_string());
            s.push_str(match c.kind {
                CandidateType::Host => " typ host",
                CandidateType::Srflx => " typ srflx",
                CandidateType::Relay => " typ relay",
            });
            s.push_str(" generation 0\r\n");
        }
        s.push_str("a=end-of-candidates\r\na=ice-ufrag:");
        s.push_str(&self.ufrag);
        s.push_str("\r\na=ice-pwd:");
        s.push_str(&self.pwd);
        s.push_str("\r\na=fingerprint:sha-256 ");
        for (i, b) in self.fingerprint.iter().enumerate() {
            if i > 0 {
                s.push(':');
            }
            push_hex(&mut s, *b as u16, 2);
        }
        s.push_str(match self.setup {
            Setup::ActPass => "\r\na=setup:actpass",
            Setup::Active => "\r\na=setup:active",
            Setup::Passive => "\r\na=setup:passive",
        });
        s.push_str("\r\na=mid:0\r\na=sctp-port:");
        s.push_str(SCTP_PORT);
        s.push_str("\r\na=max-message-size:");
        s.push_str(MAX_MESSAGE_SIZE);
        s.push_str("\r\n");
        s
    }
}

/// The STUN flag's bit in the second byte.
const STUN_BIT: u8 = 8;

fn kind_byte(kind: Kind, setup: Setup, stun: bool) -> u8 {
    let k = match kind {
        Kind::Offer => 0,
        Kind::Answer => 1,
    };
    let s = match setup {
        Setup::ActPass => 0,
        Setup::Active => 1,
        Setup::Passive => 2,
    };
    k | s << 1 | if stun { STUN_BIT } else { 0 }
}

/// ICE text: ufrag at least 4 characters, pwd at least 22, both at most 255 here
/// (RFC 8839 allows 256; browsers make 4–32).
fn ice_text_ok(text: &str, min: usize) -> bool {
    (min..=255).contains(&text.len()) && text.bytes().all(|b| ICE_CHARS.contains(&b))
}

/// Length, then 6 bits a character, most significant first.
fn pack_ice(out: &mut Vec<u8>, text: &str) {
    out.push(text.len() as u8);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for b in text.bytes() {
        let v = ICE_CHARS.iter().position(|&c| c == b).unwrap_or(0) as u32;
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    if bits > 0 {
        out.push((acc << (8 - bits)) as u8);
    }
}

/// The game's tag, then (unless it is 0: nothing to say) the two names.
fn pack_about(out: &mut Vec<u8>, about: Option<&About>) {
    let Some(about) = about.filter(|a| a.game != 0) else {
        out.push(0);
        return;
    };
    out.push(about.game);
    for name in [about.seat.as_deref().unwrap_or(""), &about.host] {
        let name = cut_name(name);
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
    }
}

/// `name` cut to [`MAX_NAME_BYTES`], on a character's boundary.
pub fn cut_name(name: &str) -> &str {
    let mut end = name.len().min(MAX_NAME_BYTES);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    &name[..end]
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    /// `Some(None)`: an invite that says nothing of itself; `None`: damage.
    fn about(&mut self) -> Option<Option<About>> {
        let game = self.byte()?;
        if game == 0 {
            return Some(None);
        }
        let seat = self.name()?;
        let host = self.name()?;
        Some(Some(About {
            game,
            seat: (!seat.is_empty()).then_some(seat),
            host,
        }))
    }

    /// A name: valid UTF-8 with no control characters (it is shown to a player).
    fn name(&mut self) -> Option<String> {
        let len = self.byte()? as usize;
        if len > MAX_NAME_BYTES {
            return None;
        }
        let text = std::str::from_utf8(self.take(len)?).ok()?;
        (!text.chars().any(char::is_control)).then(|| text.to_string())
    }

    fn ice(&mut self, min: usize) -> Option<String> {
        let len = self.byte()? as usize;
        if len < min {
            return None;
        }
        let packed = self.take((len * 6).div_ceil(8))?;
        let mut text = String::with_capacity(len);
        for i in 0..len {
            let bit = i * 6;
            let pair =
                (packed[bit / 8] as u16) << 8 | *packed.get(bit / 8 + 1).unwrap_or(&0) as u16;
            let v = (pair >> (10 - bit % 8)) & 63;
            text.push(ICE_CHARS[v as usize] as char);
        }
        Some(text)
    }
}

fn read_body(r: &mut Reader) -> Option<Signal> {
    let _version = r.byte()?;
    let kb = r.byte()?;
    let kind = match kb & 1 {
        0 => Kind::Offer,
        _ => Kind::Answer,
    };
    let setup = match kb >> 1 & 3 {
        0 => Setup::ActPass,
        1 => Setup::Active,
        2 => Setup::Passive,
        _ => return None,
    };
    if kb & !(STUN_BIT | 7) != 0 {
        return None;
    }
    let stun = kb & STUN_BIT != 0;
    let token = r.take(TOKEN_LEN)?.try_into().ok()?;
    let about = match kind {
        Kind::Offer => r.about()?,
        Kind::Answer => None,
    };
    let ufrag = r.ice(4)?;
    let pwd = r.ice(22)?;
    let fingerprint = r.take(32)?.try_into().ok()?;
    let count = r.byte()? as usize;
    if count == 0 || count > MAX_CANDIDATES {
        return None;
    }
    let mut candidates = Vec::with_capacity(count);
    for _ in 0..count {
        let tb = r.byte()?;
        let kind = match tb & 3 {
            0 => CandidateType::Host,
            1 => CandidateType::Srflx,
            2 => CandidateType::Relay,
            _ => return None,
        };
        let ip = match tb >> 2 {
            0 => IpAddr::V4(Ipv4Addr::from(<[u8; 4]>::try_from(r.take(4)?).ok()?)),
            1 => IpAddr::V6(Ipv6Addr::from(<[u8; 16]>::try_from(r.take(16)?).ok()?)),
            _ => return None,
        };
        let port = u16::from_be_bytes(r.take(2)?.try_into().ok()?);
        if port == 0 {
            return None;
        }
        candidates.push(Candidate { kind, ip, port });
    }
    if !r.0.is_empty() {
        return None;
    }
    Some(Signal {
        kind,
        setup,
        token,
        ufrag,
        pwd,
        fingerprint,
        candidates,
        stun,
        about,
    })
}

/// `sha-256 AB:CD:…` as 32 bytes; other hashes are not kept (every browser
/// offers SHA-256).
fn parse_fingerprint(value: &str) -> Option<[u8; 32]> {
    let (algo, hex) = value.split_once(' ')?;
    if !algo.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let mut out = [0u8; 32];
    let mut parts = hex.trim().split(':');
    for byte in out.iter_mut() {
        let part = parts.next()?;
        if part.len() != 2 {
            return None;
        }
        *byte = u8::from_str_radix(part, 16).ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// `foundation component transport priority address port typ type …`: a UDP
/// candidate of component 1 with an IP address, or nothing.
fn parse_candidate(value: &str) -> Option<Candidate> {
    let mut f = value.split_ascii_whitespace();
    let _foundation = f.next()?;
    if f.next()? != "1" || !f.next()?.eq_ignore_ascii_case("udp") {
        return None;
    }
    let _priority = f.next()?;
    let ip: IpAddr = f.next()?.parse().ok()?;
    let port: u16 = f.next()?.parse().ok()?;
    if f.next()? != "typ" || port == 0 {
        return None;
    }
    let kind = match f.next()? {
        "host" => CandidateType::Host,
        "srflx" => CandidateType::Srflx,
        "relay" => CandidateType::Relay,
        _ => return None,
    };
    // Link-local IPv6 needs an interface index the other device cannot know.
    if let IpAddr::V6(v6) = ip {
        if v6.segments()[0] & 0xffc0 == 0xfe80 {
            return None;
        }
    }
    Some(Candidate { kind, ip, port })
}

/// The address as SDP writes it (IPv6 in full, uncompressed groups: valid, and
/// no formatting machinery needed).
fn push_ip(s: &mut String, ip: IpAddr) {
    match ip {
        IpAddr::V4(v4) => {
            for (i, o) in v4.octets().iter().enumerate() {
                if i > 0 {
                    s.push('.');
                }
                s.push_str(&o.to_string());
            }
        }
        IpAddr::V6(v6) => {
            for (i, g) in v6.segments().iter().enumerate() {
                if i > 0 {
                    s.push(':');
                }
                push_hex(s, *g, 1);
            }
        }
    }
}

/// `value` in upper-case hex, at least `min` digits.
fn push_hex(s: &mut String, value: u16, min: usize) {
    let mut digits = 4;
    while digits > min && value >> ((digits - 1) * 4) == 0 {
        digits -= 1;
    }
    for d in (0..digits).rev() {
        s.push(char::from(
            b"0123456789ABCDEF"[(value >> (d * 4) & 15) as usize],
        ));
    }
}
