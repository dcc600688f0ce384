//! Which outside servers help two devices find a way to each other (ICE
//! servers), and how the choice is kept for a game.
//!
//! None by default: devices on one Wi-Fi or one phone's hotspot reach each
//! other by their own addresses. Friends on other networks need a STUN server,
//! which tells each device the address the internet sees it at; set-up offers a
//! well-known public one, named on screen. Some mobile networks let no
//! stranger in even then: only a relay (TURN) gets through, and the players
//! must bring their own, as the app has no server.

use crate::net::signal::Signal;
use crate::words::Args;

fn say(id: &str, args: Args) -> String {
    crate::words::current().say(id, &args)
}

/// The public STUN server friends on other networks use: Google's, the best
/// known and long-lived. Named on the set-up screen.
pub const PUBLIC_STUN: &str = "stun:stun.l.google.com:19302";

/// The servers a connection may use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RtcConfig {
    /// A STUN server (`stun:host:port`), for devices on different networks.
    pub stun: Option<String>,
    /// A TURN relay the players have themselves.
    pub turn: Option<Turn>,
}

/// A TURN relay: its address and the account on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub url: String,
    pub user: String,
    pub credential: String,
}

impl Turn {
    /// Reads the set-up's three TURN fields: `None` when the address is empty
    /// (no relay), else the relay, or what is wrong in a player's words.
    pub fn parse(url: &str, user: &str, credential: &str) -> Result<Option<Turn>, String> {
        let (url, user) = (url.trim(), user.trim());
        if url.is_empty() {
            return Ok(None);
        }
        check_address(url, Server::Turn)?;
        // Browsers refuse a relay with no account, when the game is already on.
        if user.is_empty() || credential.is_empty() {
            return Err(say("net-ice-turn-account", Args::new()));
        }
        if [user, credential]
            .iter()
            .any(|f| f.chars().any(char::is_control))
        {
            return Err(say("net-ice-turn-line-breaks", Args::new()));
        }
        Ok(Some(Turn {
            url: url.to_string(),
            user: user.to_string(),
            credential: credential.to_string(),
        }))
    }
}

/// Which kind of server an address names.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Server {
    Stun,
    Turn,
}

/// Checks a STUN or TURN address as RFC 7064 and 7065 write them,
/// `turn:host[:port][?transport=udp|tcp]`, before any browser sees it: a
/// browser refuses a malformed one only when the game tries to connect, and
/// then as if it could not connect at all. The error names what is wrong.
pub fn check_address(url: &str, server: Server) -> Result<(), String> {
    let (what, schemes, example) = match server {
        Server::Stun => ("STUN", ["stun", "stuns"], "stun:stun.example.org:3478"),
        Server::Turn => ("TURN", ["turn", "turns"], "turn:relay.example.org:3478"),
    };
    // Every message names the server's kind, and some an example.
    let args = || Args::new().text("server", what).text("example", example);
    let (scheme, rest) = url.split_once(':').unwrap_or(("", url));
    if !schemes.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
        return Err(say(
            "net-ice-scheme",
            args().text("plain", schemes[0]).text("secure", schemes[1]),
        ));
    }
    if let Some(c) = url.chars().find(|c| c.is_whitespace() || c.is_control()) {
        let space = if c == ' ' { "space" } else { "other" };
        return Err(say(
            "net-ice-space",
            args().text("url", url).text("space", space),
        ));
    }
    let (place, query) = match rest.split_once('?') {
        Some((place, query)) => (place, Some(query)),
        None => (rest, None),
    };
    if let Some(query) = query {
        let transport = query.strip_prefix("transport=").unwrap_or("");
        if server == Server::Stun || !["udp", "tcp"].contains(&transport) {
            return Err(say(
                "net-ice-query",
                args().text("url", url).text("query", query),
            ));
        }
    }
    // `[IPv6]:port`, or `host:port` with one colon at most.
    let (host, port) = if let Some(v6) = place.strip_prefix('[') {
        let (ip, after) = v6.split_once(']').unwrap_or((v6, "-"));
        if ip.parse::<std::net::Ipv6Addr>().is_err() {
            return Err(say("net-ice-ipv6", args().text("ip", ip)));
        }
        match after {
            "" => (None, None),
            _ => match after.strip_prefix(':') {
                Some(port) => (None, Some(port)),
                None => return Err(say("net-ice-after-bracket", args().text("after", after))),
            },
        }
    } else {
        match place.split_once(':') {
            Some((host, port)) => (Some(host), Some(port)),
            None => (Some(place), None),
        }
    };
    if let Some(host) = host {
        if host.is_empty() {
            return Err(say("net-ice-no-host", args().text("scheme", scheme)));
        }
        let label_ok = |l: &str| {
            !l.is_empty()
                && !l.starts_with('-')
                && l.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        };
        if !host.split('.').all(label_ok) {
            return Err(say("net-ice-host", args().text("host", host)));
        }
    }
    if let Some(port) = port {
        if !port.parse::<u16>().is_ok_and(|p| p > 0) || !port.bytes().all(|b| b.is_ascii_digit()) {
            return Err(say("net-ice-port", args().text("port", port)));
        }
    }
    Ok(())
}

impl RtcConfig {
    /// The set-up's "Friends on other networks": the public STUN server, and
    /// the players' own relay if they gave one.
    pub fn other_networks(turn: Option<Turn>) -> RtcConfig {
        RtcConfig {
            stun: Some(PUBLIC_STUN.to_string()),
            turn,
        }
    }

    /// What a guest device uses for an invite: the public STUN server when the
    /// host uses one (the invite says so), else nothing. The host's relay is not
    /// in the invite (its password would travel in a link): one side's relay is
    /// enough for the two to meet.
    pub fn for_invite(invite: &Signal) -> RtcConfig {
        RtcConfig {
            stun: invite.stun.then(|| PUBLIC_STUN.to_string()),
            turn: None,
        }
    }

    /// The choice as kept for a game: empty for none, else a line for the STUN
    /// server, then the relay's three fields a line each.
    pub fn to_stored(&self) -> String {
        let mut text = self.stun.clone().unwrap_or_default();
        if let Some(t) = &self.turn {
            for field in [&t.url, &t.user, &t.credential] {
                text.push('\n');
                text.push_str(field);
            }
        }
        text
    }

    /// Reads [`RtcConfig::to_stored`]; anything else is no server at all.
    pub fn from_stored(text: &str) -> RtcConfig {
        let lines: Vec<&str> = text.split('\n').collect();
        let stun = lines
            .first()
            .filter(|s| s.starts_with("stun:") && check_address(s, Server::Stun).is_ok())
            .map(|s| s.to_string());
        let turn = match lines[..] {
            [_, url, user, credential] => Turn::parse(url, user, credential).ok().flatten(),
            _ => None,
        };
        RtcConfig { stun, turn }
    }
}
