//! A guest's page for an invite (`#join/<code>`) as plain data: where it is,
//! from what has happened, and what it shows. `app::connect::join` feeds it the
//! browser's events and draws its [`Shown`]; tests/net_joining.rs checks it.

use crate::words::Args;

/// Where joining is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The reply is being made.
    Preparing,
    /// The reply is ready to send back.
    Reply { link: String, code: String },
    /// The host took the reply: the devices are connected.
    Connected,
    /// The connection never opened or was lost: why.
    Lost(String),
}

/// What can happen to the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The reply is made.
    Replied { link: String, code: String },
    /// The host took it.
    Opened,
    /// Making the reply failed, or the connection closed: why.
    Lost(String),
    /// Another tab of this browser says it made the invite.
    OwnInvite,
    /// The player chose to join here all the same.
    JoinAnyway,
    /// The reply has waited long enough that the page says what may hold it up.
    Waited,
}

/// The page's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joining {
    pub step: Step,
    /// A tab of this browser made the invite.
    own: bool,
    /// The player said to join here all the same.
    anyway: bool,
    /// The reply has waited long.
    waited: bool,
}

/// What the page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    Preparing,
    /// A warning before this browser takes the seat: the invite was made here.
    OwnInvite,
    /// The reply to send back (and, once it has waited long, [`Joining::hint`]).
    Reply {
        link: String,
        code: String,
    },
    Connected,
    /// Why; `ask_again`: add that a new invite is needed (unless `why` says so).
    Lost {
        why: String,
        ask_again: bool,
    },
}

impl Default for Joining {
    fn default() -> Self {
        Joining {
            step: Step::Preparing,
            own: false,
            anyway: false,
            waited: false,
        }
    }
}

impl Joining {
    /// The state after `event`.
    pub fn next(mut self, event: Event) -> Joining {
        match event {
            // A reply made after the page has moved on changes nothing.
            Event::Replied { link, code } if self.step == Step::Preparing => {
                self.step = Step::Reply { link, code };
            }
            Event::Replied { .. } => {}
            Event::Opened => self.step = Step::Connected,
            Event::Lost(why) => self.step = Step::Lost(why),
            Event::OwnInvite => self.own = true,
            Event::JoinAnyway => self.anyway = true,
            Event::Waited => self.waited = true,
        }
        self
    }

    /// What the page shows.
    pub fn shown(&self) -> Shown {
        match &self.step {
            Step::Preparing => Shown::Preparing,
            Step::Reply { .. } if self.own && !self.anyway => Shown::OwnInvite,
            Step::Reply { link, code } => Shown::Reply {
                link: link.clone(),
                code: code.clone(),
            },
            Step::Connected => Shown::Connected,
            Step::Lost(why) => Shown::Lost {
                why: why.clone(),
                ask_again: !why.contains("new invite"),
            },
        }
    }

    /// Once the reply has waited long, what may keep the host from taking it
    /// (a line of its own under the reply, which stays as it is meanwhile).
    pub fn hint(&self, host: Option<&str>) -> Option<String> {
        let waiting = matches!(self.step, Step::Reply { .. }) && self.waited;
        let args = match host.filter(|h| !h.is_empty()) {
            Some(host) => Args::new().text("host-is", "named").text("host", host),
            None => Args::new().text("host-is", "unknown"),
        };
        waiting.then(|| crate::words::current().say("net-joining-hint", &args))
    }

    /// Whether leaving the page now withdraws the reply (it does until the
    /// devices are connected).
    pub fn withdraws_on_leaving(&self) -> bool {
        self.step != Step::Connected
    }
}
