//! The host's side of one guest device: which seat it plays, what it has been
//! sent, and the reading of what it asks. The host keeps the only full game; a
//! guest is sent its seat's view and the events its seat saw, nothing more.

use crate::engine::{Game, Match, Seat};
use crate::net::proto::{
    self, Seen, ToGuest, ToHost, Token, Update, Welcome, BUILD, MAX_TO_HOST, PROTOCOL,
};

/// One invited device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guest {
    /// The seat it plays (`None`: a spectator, who sees what every seat sees).
    pub seat: Option<Seat>,
    /// The invite's secret: the first message must carry it.
    pub token: Token,
    /// Whether it said a good hello on this connection.
    pub joined: bool,
    /// How many of the events its seat saw it has been sent; `None`: send all.
    sent: Option<usize>,
}

/// What a guest asked for, once read and checked.
#[derive(Clone, Debug)]
pub enum Asked<G: Game> {
    /// A good hello: answer with [`welcome`], then an update.
    Joined,
    /// Play this action for the guest's seat.
    Act(G::Action),
    Coach,
    TakeBack,
    /// Play the coach's suggestion: the `index`th legal action.
    Suggested(usize),
}

// By hand: a derive would ask the game itself to be comparable.
impl<G: Game> PartialEq for Asked<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Asked::Act(a), Asked::Act(b)) => a == b,
            (Asked::Suggested(a), Asked::Suggested(b)) => a == b,
            (Asked::Joined, Asked::Joined)
            | (Asked::Coach, Asked::Coach)
            | (Asked::TakeBack, Asked::TakeBack) => true,
            _ => false,
        }
    }
}

/// Why a guest's message changed nothing. The words go back to the guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Wire(proto::WireError),
    /// The guest runs another version: the answer tells it so.
    Version {
        protocol: u16,
        build: String,
    },
    BadToken,
    NotJoined,
    /// The message answers an older (or newer) position.
    Stale {
        asked: usize,
        now: usize,
    },
    Spectator,
    NotAnAction(String),
    /// The game refused it: the rules' own words.
    Rule(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Wire(e) => write!(f, "The host could not read that: {e}."),
            Refusal::Version { build, .. } => write!(
                f,
                "{}: update the app on both devices, then join again.",
                proto::versions(build, "This device", "the host")
            ),
            Refusal::BadToken => write!(
                f,
                "This invite is not for this seat any more: ask the host for a new one."
            ),
            Refusal::NotJoined => write!(f, "Join the table first."),
            Refusal::Stale { asked, now } => write!(
                f,
                "That answered the position after {asked} moves, and the game is at move \
                 {now}: look again and decide."
            ),
            Refusal::Spectator => write!(f, "A spectator watches and does not play."),
            Refusal::NotAnAction(why) => write!(f, "That is not a move of this game ({why})."),
            Refusal::Rule(why) => write!(f, "{why}"),
        }
    }
}

impl Guest {
    pub fn new(seat: Option<Seat>, token: Token) -> Self {
        Guest {
            seat,
            token,
            joined: false,
            sent: None,
        }
    }

    /// A new connection of the same device (or a new invite for the same
    /// seat): it must say hello again, and is sent the whole log again.
    pub fn reconnect(&mut self, token: Token) {
        self.token = token;
        self.joined = false;
        self.sent = None;
    }

    /// Reads one message from the guest against the game now.
    pub fn read<G: Game>(&mut self, m: &Match<G>, bytes: &[u8]) -> Result<Asked<G>, Refusal> {
        let message: ToHost = proto::read(bytes, MAX_TO_HOST).map_err(Refusal::Wire)?;
        let current = |moves: u32| {
            let now = m.moves();
            if moves as usize == now {
                Ok(())
            } else {
                Err(Refusal::Stale {
                    asked: moves as usize,
                    now,
                })
            }
        };
        if let ToHost::Hello {
            protocol,
            build,
            token,
        } = message
        {
            // Another build may read and draw the same messages differently even
            // on the same protocol: both must match.
            if protocol != PROTOCOL || build != BUILD {
                return Err(Refusal::Version { protocol, build });
            }
            if token != self.token {
                return Err(Refusal::BadToken);
            }
            self.joined = true;
            self.sent = None;
            return Ok(Asked::Joined);
        }
        if !self.joined {
            return Err(Refusal::NotJoined);
        }
        if self.seat.is_none() {
            return Err(Refusal::Spectator);
        }
        match message {
            ToHost::Hello { .. } => Err(Refusal::NotJoined),
            ToHost::Act { moves, action } => {
                current(moves)?;
                let action = proto::read::<G::Action>(&action, MAX_TO_HOST)
                    .map_err(|e| Refusal::NotAnAction(e.to_string()))?;
                Ok(Asked::Act(action))
            }
            ToHost::Coach { moves } => current(moves).map(|()| Asked::Coach),
            ToHost::TakeBack { moves } => current(moves).map(|()| Asked::TakeBack),
            ToHost::Suggested { moves, index } => {
                current(moves).map(|()| Asked::Suggested(index as usize))
            }
        }
    }

    /// The guest's screen now, as the message to send, with the events it has
    /// not been sent yet. After a take back the log is sent whole again.
    pub fn update<G: Game>(&mut self, m: &Match<G>, may_take_back: bool) -> Vec<u8> {
        let update = screen(m, self.seat, self.sent, may_take_back);
        self.sent = Some(m.seen_by(self.seat).count());
        proto::write(&ToGuest::Update(proto::write(&update)))
    }

    /// Forget what was sent: the next update carries the whole log (after a
    /// take back, which rewrites it).
    pub fn resend_all(&mut self) {
        self.sent = None;
    }
}

/// What `seat` may see of the game, with the events it saw from the
/// `sent`-th on (`None`: all of them, as a reset).
pub fn screen<G: Game>(
    m: &Match<G>,
    seat: Option<Seat>,
    sent: Option<usize>,
    may_take_back: bool,
) -> Update<G> {
    let state = m.state();
    let seen: Vec<_> = m.seen_by(seat).collect();
    // A log shorter than what was sent was rewritten (taken back): send it all.
    let reset = sent.is_none_or(|n| n > seen.len());
    let from = if reset { 0 } else { sent.unwrap_or(0) };
    let events = seen[from..]
        .iter()
        .map(|h| Seen {
            after: h.after,
            seat: h.seat,
            event: h.event.clone(),
        })
        .collect();
    let to_act = state.to_act();
    let acting = seat.filter(|s| to_act.contains(s));
    let offered = acting.map(|s| state.offered_actions(s)).unwrap_or_default();
    let labels = acting
        .map(|s| {
            offered
                .iter()
                .map(|(a, _)| state.action_label(s, a))
                .collect()
        })
        .unwrap_or_default();
    let news_from = seat
        .and_then(|v| m.record().actions.iter().rposition(|(s, _)| *s == v))
        .map_or(0, |i| i + 1);
    Update {
        moves: m.moves(),
        reset,
        events,
        view: state.view(seat),
        to_act,
        offered,
        labels,
        explain: acting.and_then(|s| {
            let lessons = crate::engine::lesson::offered(state, s, &[]);
            lessons.into_iter().find(|l| !l.happened).map(|l| l.text)
        }),
        news_from,
        outcome: state.outcome(),
        end: m.end(),
        may_take_back,
    }
}

/// The first answer to a good hello: the game, the guest's seat and the table
/// (`computers[s]`: a computer plays seat `s`).
pub fn welcome<G: Game>(m: &Match<G>, seat: Option<Seat>, computers: Vec<bool>) -> Vec<u8> {
    proto::write(&ToGuest::Welcome(Welcome {
        game: G::info().id.to_string(),
        seat,
        names: m.names().to_vec(),
        computers,
    }))
}

/// The answer to a refused message.
pub fn refused(why: &Refusal) -> Vec<u8> {
    match why {
        Refusal::Version { .. } => proto::write(&ToGuest::Mismatch {
            protocol: PROTOCOL,
            build: BUILD.to_string(),
        }),
        _ => proto::write(&ToGuest::Refused {
            why: why.to_string(),
        }),
    }
}
