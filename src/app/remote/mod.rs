//! Playing on several devices, in the page: the host's side of its guests
//! ([`host`]) and a guest device's game ([`guest`]). What they say to each
//! other is `crate::net`; how they reach each other, `crate::app::connect`.

pub mod desk;
pub mod guest;
pub mod host;
pub mod hub;
pub mod office;

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::connect::join::join_page;
use crate::app::connect::rtc::{Link, LinkEvent};
use crate::app::markup::{alert, el};
use crate::app::play::coach::{Advice, Suggestion};
use crate::app::play::{game_screen, Frame};
use crate::app::registry::{self, Listed, Visitor};
use crate::codecs::Codecs;
use crate::net::arrival::{in_our_words, Arrival, Arrived};
use crate::net::mirror::{Heard, Mirror};
use crate::net::proto::{self, Welcome};
use crate::net::transport::{Event, Transport};
use crate::save::{SeatSpec, Table};
use guest::{Guest, Outbox};

/// The WebRTC data channel is this app's live transport.
impl Transport for Link {
    fn send(&self, bytes: &[u8]) {
        // A lost link says so through its own event.
        let _ = Link::send(self, bytes);
    }
    fn listen(&self, on: Box<dyn Fn(Event)>) {
        self.on_event(move |e| {
            on(match e {
                LinkEvent::Open => Event::Open,
                LinkEvent::Message(bytes) => Event::Message(bytes),
                LinkEvent::Closed { why } => Event::Closed { why },
            })
        });
    }
}

/// The table as a guest sees it: its own seat is played here, the other
/// people's as `others` says (on their devices, or by message), the
/// computers on the host.
pub(super) fn guest_table(w: &Welcome, others: crate::save::Controller) -> Table {
    let seats = w
        .names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let mut spec = SeatSpec::human(name.clone());
            if w.seat != Some(s) {
                spec.controller = if w.computers.get(s).copied().unwrap_or(false) {
                    crate::save::Controller::Bot(crate::engine::bots::BotKind::Normal)
                } else {
                    others
                };
            }
            spec
        })
        .collect();
    Table::new(seats)
}

/// A guest device's page: one state, shown whole.
#[derive(Clone, Debug, PartialEq)]
enum Page {
    /// The invite's page: the reply to send back.
    Joining,
    /// Connected; the host's table has not come yet.
    Waiting,
    /// The game, as this device's seat sees it (a lost link is said on the
    /// game's own screen, where the controls are).
    Playing,
    /// This tab played the invite's seat before it was reloaded: the invite
    /// is spent, and what to do instead.
    Reloaded(Joined),
    /// It never came to a game, and why.
    Stopped(String),
}

/// What this tab remembers of the seat it joined with an invite (in
/// sessionStorage: a reload of the tab keeps it, nothing else does).
#[derive(Clone, Debug, PartialEq)]
struct Joined {
    game: String,
    seat: String,
}

const JOINED_KEY: &str = "boardroom.joined";

fn session_storage() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// The seat this tab played with the invite `code`, if it did.
fn joined_with(code: &str) -> Option<Joined> {
    let kept = session_storage()?.get_item(JOINED_KEY).ok()??;
    let mut parts = kept.splitn(3, '\n');
    let (Some(c), Some(game), Some(seat)) = (parts.next(), parts.next(), parts.next()) else {
        return None;
    };
    (c == code).then(|| Joined {
        game: game.into(),
        seat: seat.into(),
    })
}

fn remember_joined(code: &str, w: &Welcome) {
    let game = crate::games::infos()
        .into_iter()
        .find(|i| i.id == w.game)
        .map_or(w.game.as_str(), |i| i.name)
        .to_string();
    let seat = w.seat.map_or_else(
        || "the table display".to_string(),
        |s| w.names.get(s).cloned().unwrap_or_default(),
    );
    if let Some(s) = session_storage() {
        let _ = s.set_item(JOINED_KEY, &format!("{code}\n{game}\n{seat}"));
    }
}

/// The page an invite link opens: the reply to send back, then, once the host
/// took it, the game as this device's seat sees it.
pub fn join(code: &str, codecs: Codecs) -> AnyView {
    let page = RwSignal::new(match joined_with(code) {
        Some(j) => Page::Reloaded(j),
        None => Page::Joining,
    });
    let joiner = Joiner {
        page,
        link: StoredValue::new_local(None),
        game: StoredValue::new_local(None),
        feed: StoredValue::new(None),
        lost: RwSignal::new(None),
        arrival: StoredValue::new(Arrival::default()),
        code: StoredValue::new(code.to_string()),
        owner: StoredValue::new_local(Owner::current()),
    };
    let invite = StoredValue::new_local(Some(code.to_string()));
    (move || match page.get() {
        Page::Joining => invite
            .try_update_value(|c| c.take())
            .flatten()
            .map(|code| join_page(&code, codecs, move |l| joiner.connect(l)))
            .unwrap_or_else(|| ().into_any()),
        Page::Waiting => el("p")
            .class("muted")
            .attr("role", "status")
            .text("Connected. Waiting for the host's table…")
            .into_view(),
        Page::Playing => joiner
            .game
            .try_update_value(|g| g.take())
            .flatten()
            .unwrap_or_else(|| ().into_any()),
        Page::Reloaded(j) => reloaded(&j),
        Page::Stopped(why) => alert(why).into_view(),
    })
    .into_any()
}

/// What the invite page keeps between the browser's events: the link to the
/// host, what arrived on it so far, and the game once it is on the screen.
#[derive(Clone, Copy)]
struct Joiner {
    page: RwSignal<Page>,
    link: StoredValue<Option<Link>, LocalStorage>,
    /// The game's screen, made when the host's welcome arrives, until shown.
    game: StoredValue<Option<AnyView>, LocalStorage>,
    /// Where the host's messages go once the game is on the screen, typed.
    feed: StoredValue<Option<Feed>>,
    /// Why the link to the host was lost, while playing.
    lost: RwSignal<Option<String>>,
    arrival: StoredValue<Arrival>,
    /// The invite's code, kept to know this tab later if it is reloaded.
    code: StoredValue<String>,
    /// The page's reactive owner: the host's messages come from a browser
    /// callback, outside any, and the game's screen is made under this one.
    owner: StoredValue<Option<Owner>, LocalStorage>,
}

impl Joiner {
    /// Sends to the host, once linked.
    fn outbox(self) -> Outbox {
        Arc::new(move |bytes: Vec<u8>| {
            self.link.with_value(|l| {
                if let Some(l) = l {
                    Transport::send(l, &bytes);
                }
            })
        })
    }

    /// The devices are linked: say hello, and listen to the host.
    fn connect(self, l: Link) {
        Transport::listen(
            &l,
            Box::new(move |event| match event {
                Event::Message(bytes) => self.hear(bytes),
                Event::Closed { why } => self.closed(why.trim_end_matches('.')),
                Event::Open => {}
            }),
        );
        let token = l.token();
        self.link.set_value(Some(l));
        self.outbox()(proto::hello(token));
        self.page.set(Page::Waiting);
    }

    /// A message from the host: to the game once it is on the screen, else
    /// to the arrival, which may stop here or bring the game.
    fn hear(self, bytes: Vec<u8>) {
        if let Some(feed) = self.feed.get_value() {
            return feed(&bytes);
        }
        let Some(arrived) = self.arrival.try_update_value(|a| a.hear(&bytes)) else {
            return;
        };
        match arrived {
            Arrived::Welcomed => {}
            Arrived::Stopped(why) => self.page.set(Page::Stopped(why)),
            Arrived::Game(w) => self.start(w, bytes),
        }
    }

    /// The host's table arrived: its game's screen, as this seat sees it.
    fn start(self, w: Welcome, first: Vec<u8>) {
        let start = Start {
            welcome: w.clone(),
            first,
            send: self.outbox(),
            lost: self.lost,
        };
        let started = match self.owner.get_value() {
            Some(o) => o.with(|| registry::dispatch(&w.game, start)),
            None => registry::dispatch(&w.game, start),
        };
        match started {
            Some(Ok((view, typed_feed))) => {
                self.code.with_value(|code| remember_joined(code, &w));
                self.game.set_value(Some(view));
                self.feed.set_value(Some(typed_feed));
                self.page.set(Page::Playing);
            }
            Some(Err(why)) => self.page.set(Page::Stopped(why)),
            None => self.page.set(Page::Stopped(
                "The host plays a game this version of Boardroom does not have: update the \
                 app on both devices."
                    .into(),
            )),
        }
    }

    /// The link to the host closed (`why`, without its full stop: it is
    /// said inside brackets).
    fn closed(self, why: &str) {
        if self.page.get_untracked() != Page::Playing {
            return self.page.set(Page::Stopped(Arrival::closed(why)));
        }
        // The seat went back to playing by message: that notice stays, the
        // link ends as it says.
        if self.lost.get_untracked().is_some() {
            return;
        }
        self.lost.set(Some(format!(
            "The link to the host was lost ({why}). Ask the host for a new invite for your \
             seat and open it here: the game and your seat are kept on the host."
        )));
    }
}

/// This tab played the invite's seat, and was reloaded: the connection ended
/// with the page, and the invite cannot connect again.
fn reloaded(j: &Joined) -> AnyView {
    el("section")
        .class("net-page")
        .child(el("h1").text(format!("{} · your seat: {}", j.game, j.seat)))
        .child(el("p").attr("role", "alert").text(format!(
            "This tab was playing {} and was reloaded, which ended its connection to the \
             host. This invite cannot connect again.",
            j.seat
        )))
        .child(el("p").text(format!(
            "Ask the host for a new invite for {}: on the host's screen, “New invite for the \
             same seat”. Open it here; your seat and the game are kept on the host.",
            j.seat
        )))
        .into_view()
}

struct Start {
    welcome: Welcome,
    first: Vec<u8>,
    send: Outbox,
    lost: RwSignal<Option<String>>,
}

/// Where a host's message goes once the game is known.
type Feed = Arc<dyn Fn(&[u8]) + Send + Sync>;

impl Visitor for Start {
    type Out = Result<(AnyView, Feed), String>;
    fn visit<G: Listed>(self) -> Self::Out {
        // The game's code here is the devices' part's: its words come with it.
        crate::games::add_words::<G>();
        let first =
            proto::from_host::<G>(&self.first).map_err(|e| format!("The host sent {e}."))?;
        let proto::ToSeat::Update(first) = first else {
            return Err("The host's first screen did not read.".into());
        };
        let table = guest_table(&self.welcome, crate::save::Controller::Remote);
        let mirror = Mirror::new(self.welcome, *first).map_err(|e| e.to_string())?;
        let mirror = RwSignal::new(mirror);
        let outbox = self.send;
        let session = Guest::<G> {
            mirror,
            send: Arc::new(move |message| outbox(proto::write(&message))),
            live: true,
            lost: self.lost,
            waiting: RwSignal::new(None),
        };
        let session = Arc::new(session);
        let (frame, view) = game_screen(String::new(), table, session.clone(), session, None);
        let lost = self.lost;
        let feed: Feed = Arc::new(move |bytes| match proto::from_host::<G>(bytes) {
            Ok(message) => take::<G>(&frame, mirror, lost, message),
            Err(e) => frame.error.set(Some(format!("The host sent {e}."))),
        });
        Ok((view, feed))
    }
}

/// A host's message once the game is on the screen.
fn take<G: Listed>(
    frame: &Frame,
    mirror: RwSignal<Mirror<G>>,
    lost: RwSignal<Option<String>>,
    message: proto::ToSeat<G>,
) {
    let Some(heard) = mirror.try_update(|m| m.take(message)) else {
        return;
    };
    match heard {
        Heard::Screen => frame.error.set(None),
        // A seat changed hands (a computer took it, or a person came back).
        Heard::Seats => {
            let w = mirror.with_untracked(|m| in_our_words(m.welcome.clone()));
            mirror.update_untracked(|m| m.welcome = w.clone());
            frame
                .seats
                .set(Arc::new(guest_table(&w, crate::save::Controller::Remote)));
        }
        Heard::Refused(why) => frame.error.set(Some(why.to_string())),
        Heard::Advice(a) => frame
            .tools
            .coach
            .set(frame.eyes.viewer.get_untracked().map(|seat| {
                Advice {
                    moves: a.moves as usize,
                    seat,
                    progress: f64::from(a.progress),
                    further: a.further,
                    why: a.why,
                    best: a
                        .best
                        .into_iter()
                        .map(|b| Suggestion {
                            label: b.label,
                            verdict: b.verdict,
                            index: b.index as usize,
                        })
                        .collect(),
                }
            })),
        // This device's controls rest, with the reason where the player looks.
        Heard::ByMessage => lost.set(Some(
            "Your seat is back to playing by message: open the newest table link on the \
             phone that holds your seat link, and play on from there."
                .into(),
        )),
        Heard::Mismatch(build) => frame.error.set(Some(format!(
            "{}: update the app on both devices.",
            proto::versions(&build, "The host", "this device")
        ))),
    }
}
