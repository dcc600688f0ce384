//! Playing on several devices, in the page: the host's side of its guests
//! ([`host`]) and a guest device's game ([`guest`]). What they say to each
//! other is `crate::net`; how they reach each other, `crate::app::net`.

pub mod guest;
pub mod host;

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::markup::{alert, el};
use crate::app::net::join::join_page;
use crate::app::net::rtc::{Link, LinkEvent};
use crate::app::play::coach::{Advice, Suggestion};
use crate::app::play::{game_screen, Frame};
use crate::app::registry::{self, Listed, Visitor};
use crate::net::mirror::{self, Mirror};
use crate::net::proto::{self, ToGuest, ToHost, Token, Welcome};
use crate::save::{SeatSpec, Table};
use guest::{Guest, Outbox};

/// Where a guest device's messages from the host go.
pub type Inbox = Arc<dyn Fn(&[u8]) + Send + Sync>;

/// The hello a guest says first, with its invite's token.
pub fn hello(token: Token) -> Vec<u8> {
    proto::write(&ToHost::Hello {
        protocol: proto::PROTOCOL,
        build: proto::BUILD.to_string(),
        token,
    })
}

/// The table as a guest sees it: its own seat is played here, the other
/// people's on their devices, the computers on the host.
fn guest_table(w: &Welcome) -> Table {
    let seats = w
        .names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let mut spec = SeatSpec::human(name.clone());
            if w.seat != Some(s) {
                spec.controller = if w.computers.get(s).copied().unwrap_or(false) {
                    crate::save::Controller::Bot(crate::engine::bots::BotKind::Medium)
                } else {
                    crate::save::Controller::Remote
                };
            }
            spec
        })
        .collect();
    Table::new(seats)
}

/// The host's welcome as this device says it: set-up names the host's seat
/// "You" by default, which here would read as this player.
fn in_our_words(mut w: Welcome) -> Welcome {
    for (s, name) in w.names.iter_mut().enumerate() {
        if w.seat != Some(s) && name.eq_ignore_ascii_case("you") {
            *name = "Host".into();
        }
    }
    w
}

/// What the page shows while it waits for the host, or why it stopped.
#[derive(Clone, Debug, PartialEq)]
enum Phase {
    Waiting,
    Playing,
    Stopped(String),
}

/// A connected guest device's page: "waiting for the host" until the first
/// screen arrives, then the game. Returns where the host's messages go. A
/// guest plays through `send`, which the hello has already gone down.
pub fn guest_page(send: Outbox) -> (Inbox, AnyView) {
    let phase = RwSignal::new(Phase::Waiting);
    let welcome = StoredValue::new(None::<Welcome>);
    // Built when the first screen arrives: the game's view, and where the
    // next screens go (typed for the game).
    let screen = StoredValue::new_local(None::<AnyView>);
    let feed = StoredValue::new(None::<Arc<dyn Fn(ToGuest) + Send + Sync>>);
    // The host's messages come from the link's callbacks, outside any reactive
    // owner: the game's screen is built under this page's.
    let owner = Owner::current();
    let inbox: Inbox = Arc::new(move |bytes: &[u8]| {
        let message = match mirror::read(bytes) {
            Ok(m) => m,
            Err(e) => {
                phase.set(Phase::Stopped(format!("The host sent {e}.")));
                return;
            }
        };
        if let Some(feed) = feed.get_value() {
            return feed(message);
        }
        match message {
            ToGuest::Welcome(w) => welcome.set_value(Some(in_our_words(w))),
            ToGuest::Mismatch { build, .. } => phase.set(Phase::Stopped(format!(
                "{}: update the app on both devices (reload the page), then ask for a new \
                 invite.",
                proto::versions(&build, "The host", "this device")
            ))),
            ToGuest::Refused { why } => phase.set(Phase::Stopped(why)),
            ToGuest::Update(first) => {
                let Some(w) = welcome.get_value() else { return };
                let start = Start {
                    welcome: w.clone(),
                    first,
                    send: send.clone(),
                };
                let started = match &owner {
                    Some(o) => o.with(|| registry::dispatch(&w.game, start)),
                    None => registry::dispatch(&w.game, start),
                };
                match started {
                    Some(Ok((view, typed_feed))) => {
                        screen.set_value(Some(view));
                        feed.set_value(Some(typed_feed));
                        phase.set(Phase::Playing);
                    }
                    Some(Err(why)) => phase.set(Phase::Stopped(why)),
                    None => phase.set(Phase::Stopped(
                        "The host plays a game this version of Boardroom does not have: \
                         update the app on both devices."
                            .into(),
                    )),
                }
            }
            ToGuest::Advice { .. } => {}
        }
    });
    let view = move || match phase.get() {
        Phase::Waiting => el("p")
            .class("muted")
            .attr("role", "status")
            .text("Connected. Waiting for the host's table…")
            .into_view(),
        Phase::Playing => screen
            .try_update_value(|s| s.take())
            .flatten()
            .unwrap_or_else(|| ().into_any()),
        Phase::Stopped(why) => alert(&why).into_view(),
    };
    (inbox, view.into_any())
}

struct Start {
    welcome: Welcome,
    first: Vec<u8>,
    send: Outbox,
}

type Feed = Arc<dyn Fn(ToGuest) + Send + Sync>;

impl Visitor for Start {
    type Out = Result<(AnyView, Feed), String>;
    fn visit<G: Listed>(self) -> Self::Out {
        let first = mirror::read_update::<G>(&self.first).map_err(|e| e.to_string())?;
        let table = guest_table(&self.welcome);
        let mirror = Mirror::new(self.welcome, first).map_err(|e| e.to_string())?;
        let mirror = RwSignal::new(mirror);
        let session = Guest::<G> {
            mirror,
            send: self.send,
        };
        let (frame, view) = game_screen(String::new(), table, Arc::new(session));
        let feed: Feed = Arc::new(move |message| take::<G>(&frame, mirror, message));
        Ok((view, feed))
    }
}

/// A host's message once the game is on the screen.
fn take<G: Listed>(frame: &Frame, mirror: RwSignal<Mirror<G>>, message: ToGuest) {
    match message {
        ToGuest::Update(bytes) => match mirror::read_update::<G>(&bytes) {
            Ok(update) => {
                frame.error.set(None);
                mirror.update(|m| m.apply(update));
                frame.next_turn();
            }
            Err(e) => frame.error.set(Some(e.to_string())),
        },
        ToGuest::Refused { why } => frame.error.set(Some(why)),
        ToGuest::Advice {
            moves,
            progress,
            best,
        } => frame.coach.set(frame.viewer.get_untracked().map(|seat| {
            Advice {
                moves: moves as usize,
                seat,
                progress: f64::from(progress),
                best: best
                    .into_iter()
                    .map(|b| Suggestion {
                        label: b.label,
                        win: f64::from(b.win),
                        index: b.index as usize,
                    })
                    .collect(),
            }
        })),
        ToGuest::Mismatch { build, .. } => frame.error.set(Some(format!(
            "{}: update the app on both devices.",
            proto::versions(&build, "The host", "this device")
        ))),
        // A seat changed hands (a computer took it, or a person came back).
        ToGuest::Welcome(w) => frame.seats.set(Arc::new(guest_table(&in_our_words(w)))),
    }
}

/// The page an invite link opens: the reply to send back, then, once the host
/// took it, the game as this device's seat sees it.
pub fn join(code: &str) -> AnyView {
    let link = StoredValue::new_local(None::<Link>);
    let game = StoredValue::new_local(None::<AnyView>);
    let joined = RwSignal::new(false);
    let owner = Owner::current();
    let notice = expect_context::<crate::app::Ctx>().notice;
    let lost = move |why: String| {
        notice.set(Some(format!(
            "The link to the host was lost ({why}). Ask the host for a new invite for your \
             seat and open it here: the game and your seat are kept on the host."
        )))
    };
    let connect = move |l: Link| {
        let send: Outbox = Arc::new(move |bytes: Vec<u8>| {
            link.with_value(|l| {
                if let Some(l) = l {
                    // A lost link says so through its own event.
                    let _ = l.send(&bytes);
                }
            })
        });
        let run = || guest_page(send.clone());
        let (inbox, view) = match &owner {
            Some(o) => o.with(run),
            None => run(),
        };
        l.on_event(move |event| match event {
            LinkEvent::Message(bytes) => inbox(&bytes),
            LinkEvent::Closed { why } => lost(why),
            LinkEvent::Open => {}
        });
        let _ = l.send(&hello(l.token()));
        link.set_value(Some(l));
        game.set_value(Some(view));
        joined.set(true);
    };
    let page = join_page(code, connect);
    let page = StoredValue::new_local(Some(page));
    (move || {
        if joined.get() {
            game.try_update_value(|g| g.take()).flatten()
        } else {
            page.try_update_value(|p| p.take()).flatten()
        }
        .unwrap_or_else(|| ().into_any())
    })
    .into_any()
}
