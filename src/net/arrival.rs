//! A guest device between its invite and its game: what it does with each of
//! the host's first messages, before it knows which game they are about.
//! Plain, so each step is tested natively; the page (`app::remote::join`)
//! shows each outcome.

use crate::net::proto::{self, Opening, Welcome};
use crate::words::Args;

fn say(id: &str, args: Args) -> String {
    crate::words::current().say(id, &args)
}

/// What the host's messages have said so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Arrival {
    welcome: Option<Welcome>,
}

/// What one message means to a device still waiting for its game.
#[derive(Clone, Debug, PartialEq)]
pub enum Arrived {
    /// The table and the device's seat: the game's first screen comes next.
    Welcomed,
    /// The game's first message, after this welcome: open the game with it.
    Game(Welcome),
    /// No game will come, and why (in words for the player).
    Stopped(String),
}

impl Arrival {
    /// Takes the host's next message.
    pub fn hear(&mut self, bytes: &[u8]) -> Arrived {
        match (proto::opening(bytes), &self.welcome) {
            (Ok(Opening::Welcome(w)), _) => {
                self.welcome = Some(in_our_words(w));
                Arrived::Welcomed
            }
            (Ok(Opening::Mismatch { build, .. }), _) => Arrived::Stopped(say(
                "net-arrival-other-version",
                Args::new()
                    .text("same", if build == proto::BUILD { "yes" } else { "no" })
                    .text("theirs", build)
                    .text("ours", proto::BUILD),
            )),
            (Ok(Opening::Refused(why)), _) => Arrived::Stopped(why.to_string()),
            // Not one of the first words: the game's own, read typed by the game.
            (Err(_), Some(w)) => Arrived::Game(w.clone()),
            (Err(e), None) => Arrived::Stopped(say(
                "net-arrival-host-sent",
                Args::new().text("what", e.to_string()),
            )),
        }
    }

    /// Why no game came when the link closed before it (`why`: the link's
    /// own words).
    pub fn closed(why: &str) -> String {
        say(
            "net-arrival-closed",
            Args::new().text("why", why.trim_end_matches('.')),
        )
    }
}

/// The host's welcome as this device says it: set-up names the host's seat
/// "You" by default, which here would read as this player.
pub fn in_our_words(mut w: Welcome) -> Welcome {
    for (s, name) in w.names.iter_mut().enumerate() {
        if w.seat != Some(s) && name.eq_ignore_ascii_case("you") {
            *name = "Host".into();
        }
    }
    w
}
