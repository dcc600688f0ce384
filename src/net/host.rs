//! The host: a plain value that knows, for every guest device, which seat it
//! plays and what it has been sent. It takes a typed message from a device
//! ([`FromSeat`]), does what it asks through the game it is handed (a
//! [`Keeper`]), and returns typed replies ([`ToSeat`]); after any change of the
//! game, [`Host::updates`] gives each device its new screen. Bytes are the
//! transport's business (see [`crate::net::proto`]), so the same host serves a
//! live data channel, links passed by hand, or a test.
//!
//! The host keeps the only full game; a device is sent its seat's view and the
//! events its seat saw, nothing more.

use crate::engine::{Game, Match, PlayError, Seat};
use crate::net::proto::{
    FromSeat, Offered, Refusal, Seen, ToSeat, Token, Update, Welcome, BUILD, PROTOCOL,
};

/// One device's connection, as the host numbers them (never reused).
pub type Conn = usize;

/// The game a host serves, as the host needs it: read it, and change it the
/// way its own player would (so the keeper saves, and lets computers play).
pub trait Keeper<G: Game> {
    fn with_match<R>(&self, read: impl FnOnce(&Match<G>) -> R) -> R;
    /// Plays an action for `seat`; an illegal one changes nothing and says why.
    fn play(&mut self, seat: Seat, action: G::Action) -> Result<(), PlayError<G::Error>>;
    /// Whether `seat` may take back its last decision now.
    fn may_take_back(&self, seat: Seat) -> bool;
    fn take_back(&mut self, seat: Seat);
    /// Starts the coach on `seat`'s decision; `false` when it is switched off.
    /// Its word goes to the device when it comes (as [`ToSeat::Advice`]).
    fn ask_coach(&mut self, seat: Seat) -> bool;
    /// Whether a computer plays each seat (a device's table says so).
    fn computers(&self) -> Vec<bool>;
}

/// One invited device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invited {
    /// The seat it plays (`None`: a table display, which sees what every
    /// seat sees and plays none).
    pub seat: Option<Seat>,
    /// The invite's secret: the first message must carry it.
    pub token: Token,
    /// Whether it said a good hello on this connection.
    pub joined: bool,
    /// Whether the connection is still there.
    pub open: bool,
    sent: SentSoFar,
}

/// What a device has been sent, so that the next screen carries only what is new.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct SentSoFar {
    /// How far into the match's events (all of them, whoever saw them) the
    /// device's part has been sent.
    events: usize,
    /// The moves made and taken back, and whether the seat could take back,
    /// at the last screen sent; `None`: nothing yet on this connection, so
    /// the next screen carries the whole log.
    screen: Option<(usize, usize, bool)>,
}

/// The host's side of every device of one game.
#[derive(Clone, Debug, Default)]
pub struct Host {
    links: Vec<Invited>,
}

impl Host {
    pub fn new() -> Self {
        Host::default()
    }

    /// A new connection for `seat`, with its invite's secret.
    pub fn connect(&mut self, seat: Option<Seat>, token: Token) -> Conn {
        self.links.push(Invited {
            seat,
            token,
            joined: false,
            open: true,
            sent: SentSoFar::default(),
        });
        self.links.len() - 1
    }

    /// The connection is gone: nothing more is sent to it.
    pub fn close(&mut self, conn: Conn) {
        if let Some(link) = self.links.get_mut(conn) {
            link.open = false;
            link.joined = false;
        }
    }

    /// Lets go of the devices whose seat `by_message` says is played by
    /// message again: each is told so (its last word from this host), and
    /// nothing it sends is taken any more.
    pub fn part<G: Game>(&mut self, by_message: impl Fn(Seat) -> bool) -> Vec<(Conn, ToSeat<G>)> {
        let parted: Vec<Conn> = self
            .joined()
            .filter(|(_, seat)| seat.is_some_and(&by_message))
            .map(|(conn, _)| conn)
            .collect();
        for &conn in &parted {
            self.close(conn);
        }
        parted.into_iter().map(|c| (c, ToSeat::ByMessage)).collect()
    }

    pub fn link(&self, conn: Conn) -> Option<&Invited> {
        self.links.get(conn)
    }

    /// The open connections that said a good hello, with their seats.
    pub fn joined(&self) -> impl Iterator<Item = (Conn, Option<Seat>)> + '_ {
        self.links
            .iter()
            .enumerate()
            .filter(|(_, l)| l.open && l.joined)
            .map(|(c, l)| (c, l.seat))
    }

    /// Reads one message from a device and does what it asks; returns the
    /// replies to that device. A refusal changes nothing.
    pub fn receive<G: Game>(
        &mut self,
        conn: Conn,
        message: FromSeat<G>,
        keeper: &mut impl Keeper<G>,
    ) -> Vec<ToSeat<G>> {
        match self.take(conn, message, keeper) {
            Ok(replies) => replies,
            Err(Refusal::Version { .. }) => vec![ToSeat::Mismatch {
                protocol: PROTOCOL,
                build: BUILD.to_string(),
            }],
            Err(why) => vec![ToSeat::Refused(why)],
        }
    }

    fn take<G: Game>(
        &mut self,
        conn: Conn,
        message: FromSeat<G>,
        keeper: &mut impl Keeper<G>,
    ) -> Result<Vec<ToSeat<G>>, Refusal> {
        let Some(link) = self.links.get_mut(conn).filter(|l| l.open) else {
            return Err(Refusal::NotJoined);
        };
        let now = keeper.with_match(|m| m.moves());
        let current = |asked: usize| {
            if asked == now {
                Ok(())
            } else {
                Err(Refusal::Stale { asked, now })
            }
        };
        if let FromSeat::Hello {
            protocol,
            build,
            token,
        } = message
        {
            // Another build may read and draw the same messages differently
            // even on the same protocol: both must match.
            if protocol != PROTOCOL || build != BUILD {
                return Err(Refusal::Version { protocol, build });
            }
            if token != link.token {
                return Err(Refusal::BadToken);
            }
            link.joined = true;
            link.sent = SentSoFar::default();
            let seat = link.seat;
            let may = seat.is_some_and(|s| keeper.may_take_back(s));
            let computers = keeper.computers();
            let (welcome, update) = keeper.with_match(|m| {
                let shared = Shared::of(m);
                let update = screen(m, &shared, seat, &mut self.links[conn].sent, may);
                (welcome_of(m, seat, computers), update)
            });
            return Ok(vec![
                ToSeat::Welcome(welcome),
                ToSeat::Update(Box::new(update)),
            ]);
        }
        if !link.joined {
            return Err(Refusal::NotJoined);
        }
        let seat = link.seat.ok_or(Refusal::Spectator)?;
        match message {
            // A second hello on a joined connection was answered above.
            FromSeat::Hello { .. } => return Err(Refusal::NotJoined),
            FromSeat::Act { moves, action } => {
                current(moves)?;
                let action = action
                    .open()
                    .map_err(|e| Refusal::NotAnAction(e.to_string()))?;
                keeper
                    .play(seat, action)
                    .map_err(|e| Refusal::Rule(e.to_string()))?;
            }
            FromSeat::Suggested { moves, index } => {
                current(moves)?;
                let action = keeper
                    .with_match(|m| m.state().legal_actions(seat).get(index).cloned())
                    .ok_or_else(|| Refusal::NotAnAction(format!("no choice {index}")))?;
                keeper
                    .play(seat, action)
                    .map_err(|e| Refusal::Rule(e.to_string()))?;
            }
            FromSeat::TakeBack { moves } => {
                current(moves)?;
                if !keeper.may_take_back(seat) {
                    return Err(Refusal::TakeBack);
                }
                keeper.take_back(seat);
            }
            FromSeat::Coach { moves } => {
                current(moves)?;
                if !keeper.ask_coach(seat) {
                    return Err(Refusal::CoachOff);
                }
            }
        }
        // The change reaches every device, this one too, with the next updates.
        Ok(Vec::new())
    }

    /// Every joined device's new screen, for those whose screen changed since
    /// the last one sent (after any move or take back, whoever made it).
    /// `may_take_back(seat)`: whether that seat may take back its last
    /// decision now.
    pub fn updates<G: Game>(
        &mut self,
        m: &Match<G>,
        may_take_back: impl Fn(Seat) -> bool,
    ) -> Vec<(Conn, ToSeat<G>)> {
        let shared = Shared::of(m);
        let mut out = Vec::new();
        for (conn, link) in self.links.iter_mut().enumerate() {
            if !(link.open && link.joined) {
                continue;
            }
            let may = link.seat.is_some_and(&may_take_back);
            let key = Some((shared.moves, shared.taken_back, may));
            if link.sent.screen == key {
                continue;
            }
            let update = screen(m, &shared, link.seat, &mut link.sent, may);
            out.push((conn, ToSeat::Update(Box::new(update))));
        }
        out
    }

    /// Every joined device's welcome again: after a seat changed hands, each
    /// table says who plays where. `computers[s]`: a computer plays seat `s`.
    pub fn welcomes<G: Game>(&self, m: &Match<G>, computers: &[bool]) -> Vec<(Conn, ToSeat<G>)> {
        self.joined()
            .map(|(conn, seat)| {
                (
                    conn,
                    ToSeat::Welcome(welcome_of(m, seat, computers.to_vec())),
                )
            })
            .collect()
    }
}

/// What every device's screen shares at one position: worked out once for all
/// of them (at a table of 18, once rather than 17 times). [`Shared::screen`]
/// gives a seat's screen from it, live or by message.
pub struct Shared {
    pub moves: usize,
    pub taken_back: usize,
    to_act: Vec<Seat>,
    outcome: Option<crate::engine::Outcome>,
    end: Option<crate::engine::End>,
}

impl Shared {
    pub fn of<G: Game>(m: &Match<G>) -> Self {
        let outcome = m.state().outcome();
        Shared {
            moves: m.moves(),
            taken_back: m.taken_back(),
            to_act: m.state().to_act(),
            // The end replays the game: only once it is over.
            end: outcome.as_ref().and_then(|_| m.end()),
            outcome,
        }
    }
}

/// The welcome of a device at `seat`.
fn welcome_of<G: Game>(m: &Match<G>, seat: Option<Seat>, computers: Vec<bool>) -> Welcome {
    Welcome {
        game: G::info().id.to_string(),
        seat,
        names: m.names().to_vec(),
        computers,
    }
}

/// What `seat` may see of the game now, with the events it saw that it has not
/// been sent (all of them on a fresh connection or after a take back).
fn screen<G: Game>(
    m: &Match<G>,
    shared: &Shared,
    seat: Option<Seat>,
    sent: &mut SentSoFar,
    may_take_back: bool,
) -> Update<G> {
    // A take back rewrites the log; a log shorter than what was sent was
    // rewritten too: send it all.
    let reset = sent
        .screen
        .is_none_or(|(_, taken_back, _)| taken_back != shared.taken_back)
        || sent.events > m.events().len();
    let update = shared.screen(m, seat, (!reset).then_some(sent.events), may_take_back);
    *sent = SentSoFar {
        events: m.events().len(),
        screen: Some((shared.moves, shared.taken_back, may_take_back)),
    };
    update
}

impl Shared {
    /// What `seat` may see of the game now (`None`: what everyone may), with
    /// the events it saw from the match's `from`th event on (`None`: all of
    /// them, as a fresh screen).
    pub fn screen<G: Game>(
        &self,
        m: &Match<G>,
        seat: Option<Seat>,
        from: Option<usize>,
        may_take_back: bool,
    ) -> Update<G> {
        let state = m.state();
        let all = m.events();
        let events = all[from.unwrap_or(0).min(all.len())..]
            .iter()
            .filter(|h| h.audience.includes(seat))
            .map(|h| Seen {
                after: h.after,
                seat: h.seat,
                event: h.event.clone(),
            })
            .collect();
        let acting = seat.filter(|s| self.to_act.contains(s));
        let offered = acting
            .map(|s| {
                state
                    .offered_actions(s)
                    .into_iter()
                    .map(|(action, why)| Offered {
                        label: state.action_label(s, &action),
                        action,
                        why,
                    })
                    .collect()
            })
            .unwrap_or_default();
        let news_from = seat
            .and_then(|v| m.record().actions.iter().rposition(|(s, _)| *s == v))
            .map_or(0, |i| i + 1);
        Update {
            moves: self.moves,
            reset: from.is_none(),
            events,
            view: state.view(seat),
            to_act: self.to_act.clone(),
            offered,
            explain: acting.and_then(|s| {
                let lessons = crate::engine::lesson::offered(state, s, &[]);
                lessons.into_iter().find(|l| !l.happened).map(|l| l.text)
            }),
            news_from,
            outcome: self.outcome.clone(),
            end: self.end.clone(),
            may_take_back,
        }
    }
}

/// A game kept in a plain `Match`, as a test or a tool hosts it: the rules
/// decide, take backs follow [`Match::may_take_back`] with `people` at the
/// table, and the coach is off.
pub struct Plain<G: Game> {
    pub m: Match<G>,
    pub people: usize,
}

impl<G: Game> Keeper<G> for Plain<G> {
    fn with_match<R>(&self, read: impl FnOnce(&Match<G>) -> R) -> R {
        read(&self.m)
    }
    fn play(&mut self, seat: Seat, action: G::Action) -> Result<(), PlayError<G::Error>> {
        self.m.play(seat, action)
    }
    fn may_take_back(&self, seat: Seat) -> bool {
        self.m.may_take_back(seat, self.people)
    }
    fn take_back(&mut self, seat: Seat) {
        self.m.take_back(seat);
    }
    fn ask_coach(&mut self, _seat: Seat) -> bool {
        false
    }
    fn computers(&self) -> Vec<bool> {
        vec![false; self.m.names().len()]
    }
}
