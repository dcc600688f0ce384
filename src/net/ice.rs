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
    pub fn parse(url: &str, user: &str, credential: &str) -> Result<Option<Turn>, &'static str> {
        let (url, user) = (url.trim(), user.trim());
        if url.is_empty() {
            return Ok(None);
        }
        let scheme = url.split(':').next().unwrap_or("");
        if !matches!(scheme, "turn" | "turns") || url.len() <= scheme.len() + 1 {
            return Err(
                "A TURN server's address starts with turn: or turns:, as in \
                        turn:relay.example.org:3478.",
            );
        }
        // Browsers refuse a relay with no account, when the game is already on.
        if user.is_empty() || credential.is_empty() {
            return Err("A TURN server needs its user name and password too.");
        }
        let fields = [url, user, credential];
        if fields.iter().any(|f| f.chars().any(char::is_control)) {
            return Err("The TURN server's fields cannot hold line breaks.");
        }
        Ok(Some(Turn {
            url: url.to_string(),
            user: user.to_string(),
            credential: credential.to_string(),
        }))
    }
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
            .filter(|s| s.starts_with("stun:"))
            .map(|s| s.to_string());
        let turn = match lines[..] {
            [_, url, user, credential] => Turn::parse(url, user, credential).ok().flatten(),
            _ => None,
        };
        RtcConfig { stun, turn }
    }
}
