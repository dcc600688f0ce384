//! The host's side in the page: an invite for each seat played on another
//! device, and for each connected guest, its messages read and answered and
//! its screen sent after every change of the game.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;

use crate::app::markup::{div, el, El};
use crate::app::net::invite::{host_name, invite_panel};
use crate::app::net::networks;
use crate::app::net::rtc::{Link, LinkEvent, RtcConfig};
use crate::app::play::Frame;
use crate::engine::Seat;
use crate::net::host::Guest;
use crate::net::mirror;
use crate::net::proto::{self, ToGuest};
use crate::save::Controller;

/// What the host says when a guest's device runs another version: the guest
/// is told the same, and neither can play until both are updated.
const OTHER_VERSION: &str = "Their device runs another version of Boardroom: update the app \
     on both devices (reload the page on each), then make a new invite.";

/// Where a seat played on another device stands.
#[derive(Clone, Debug, PartialEq)]
enum Standing {
    /// Its invite is out (or being made).
    Invited,
    Connected,
    /// Its device left: a new invite brings it back to the same seat.
    Away(String),
    /// A computer plays it until a person is invited back.
    Computer,
}

/// The panel of the devices the game is played on, for the host: one row a
/// remote seat (and, on request, a spectator's screen).
pub fn devices(frame: &Frame) -> Option<El> {
    let seats = frame.table().remote_seats();
    if seats.is_empty() || !frame.session.is_host() {
        return None;
    }
    // The servers set-up chose, for every invite of the game.
    let servers = networks::of_game(&frame.slot);
    let rows = seats
        .into_iter()
        .map(|s| seat_row(frame, Some(s), servers.clone()));
    keep_awake();
    Some(
        el("section")
            .class("devices")
            .attr("aria-label", "Players on other devices")
            .child(el("h2").text("Players on other devices"))
            .kids(rows)
            .child(spectators(frame, servers)),
    )
}

/// A button that adds an invite for a table display: a device that shows
/// what every seat may see, and no one's secrets.
fn spectators(frame: &Frame, servers: RtcConfig) -> El {
    let count = RwSignal::new(0usize);
    let f = frame.clone();
    let list = move || {
        (0..count.get())
            .map(|_| seat_row(&f, None, servers.clone()).into_view())
            .collect::<Vec<_>>()
    };
    div("spectators").child(list.into_any()).child(
        el("button")
            .attr("type", "button")
            .on_click(move || count.update(|n| *n += 1))
            .text("Invite a table display (sees no one's secrets)"),
    )
}

/// One seat's invite and, once its device is connected, its link. A seat
/// whose device is away (or never came) may be handed to a computer, so the
/// game goes on, and a person invited back to it later.
fn seat_row(frame: &Frame, seat: Option<Seat>, servers: RtcConfig) -> El {
    let table = frame.table();
    let name = seat.map_or_else(
        || "a table display".to_string(),
        |s| table.names()[s].clone(),
    );
    let kept = seat.and_then(|s| table.controller(s)) == Some(Controller::StandIn);
    let standing = RwSignal::new(if kept {
        Standing::Computer
    } else {
        Standing::Invited
    });
    // Why the device's last message changed nothing, until one is taken.
    let refused = RwSignal::new(None::<String>);
    // A new invite (after the device left) is a new panel; a seat a computer
    // keeps has none. Apart from `standing`, whose other changes must not
    // make a new invite.
    let round = RwSignal::new(0u32);
    let computer = RwSignal::new(kept);
    let f = frame.clone();
    let label = name.clone();
    // The link comes from a browser callback, outside any reactive owner: the
    // guest's effects belong to this row's.
    let owner = Owner::current();
    let invite = move || {
        let _ = round.get();
        if computer.get() {
            return None;
        }
        let (f, owner) = (f.clone(), owner.clone());
        let (info, host) = (f.session.info(), host_name(&f.table_untracked()));
        let seat_name = seat.map(|_| label.as_str());
        Some(invite_panel(
            seat_name,
            info,
            &host,
            servers.clone(),
            move |link| {
                standing.set(Standing::Connected);
                match &owner {
                    Some(o) => o.with(|| serve(&f, seat, link, standing, refused)),
                    None => serve(&f, seat, link, standing, refused),
                }
            },
        ))
    };
    let f = StoredValue::new(frame.clone());
    let hand = move |to: Controller| {
        move || {
            if let Some(s) = seat {
                let back = to == Controller::Remote;
                standing.set(if back {
                    Standing::Invited
                } else {
                    Standing::Computer
                });
                computer.set(!back);
                f.with_value(|f| f.hand(s, to));
            }
        }
    };
    let to_computer = move || {
        seat.map(|_| {
            el("button")
                .attr("type", "button")
                .on_click(hand(Controller::StandIn))
                .text("Let a computer play this seat")
        })
    };
    let refusal = move || {
        refused.get().map(|why| {
            el("p")
                .class("net-refused")
                .attr("role", "status")
                .text(format!("Their last message was refused: {why}"))
                .into_view()
        })
    };
    let status = move || match standing.get() {
        Standing::Invited => None,
        Standing::Connected => Some(el("p").class("net-status").text("Playing on their device.")),
        Standing::Away(why) => Some(
            div("net-away")
                .child(el("p").attr("role", "alert").text(format!("Away: {why}")))
                .child(
                    div("net-buttons")
                        .child(
                            el("button")
                                .attr("type", "button")
                                .class("primary")
                                .on_click(move || {
                                    standing.set(Standing::Invited);
                                    refused.set(None);
                                    round.update(|n| *n += 1);
                                })
                                .text("New invite for the same seat"),
                        )
                        .opt(to_computer()),
                ),
        ),
        Standing::Computer => Some(
            div("net-away")
                .child(
                    el("p")
                        .class("net-status")
                        .text("A computer plays this seat until you invite a person back."),
                )
                .child(
                    el("button")
                        .attr("type", "button")
                        .on_click(hand(Controller::Remote))
                        .text("Invite a person back"),
                ),
        ),
    };
    let status = move || status().map(El::into_view);
    // Under the invite: for a friend who cannot come, or cannot connect.
    let not_coming = move || {
        (standing.get() == Standing::Invited)
            .then(to_computer)
            .flatten()
            .map(El::into_view)
    };
    div("device")
        .child(el("h3").text(name))
        .child(status.into_any())
        .child(refusal.into_any())
        .child(invite.into_any())
        .child(not_coming.into_any())
}

/// Serves one connected guest: reads what it says, answers, and sends its
/// screen whenever the game changes. What it was refused is said here too:
/// the host's player sees why a device is stuck.
fn serve(
    frame: &Frame,
    seat: Option<Seat>,
    link: Link,
    standing: RwSignal<Standing>,
    refused: RwSignal<Option<String>>,
) {
    let guest = Rc::new(RefCell::new(Guest::new(seat, link.token())));
    let send = {
        let link = link.clone();
        move |bytes: Vec<u8>| {
            // A lost link says so through its own event.
            let _ = link.send(&bytes);
        }
    };
    {
        let (f, guest, send) = (frame.clone(), guest.clone(), send.clone());
        link.on_event(move |event| match event {
            LinkEvent::Message(bytes) => {
                let answers = f.session.guest_message(&f, &mut guest.borrow_mut(), &bytes);
                let mut why = None;
                for answer in &answers {
                    match mirror::read(answer) {
                        Ok(ToGuest::Refused { why: words }) => why = Some(words),
                        Ok(ToGuest::Mismatch { .. }) => {
                            standing.set(Standing::Away(OTHER_VERSION.to_string()))
                        }
                        _ => {}
                    }
                }
                refused.set(why);
                answers.into_iter().for_each(&send);
            }
            LinkEvent::Closed { why } => {
                guest.borrow_mut().joined = false;
                standing.set(Standing::Away(why));
            }
            LinkEvent::Open => {}
        });
    }
    // After every move (and take back), the guest's new screen.
    let (f, g) = (frame.clone(), guest.clone());
    let send_update = send.clone();
    Effect::new(move |_| {
        let _ = (f.session.moves(), f.session.taken_back());
        let mut guest = g.borrow_mut();
        if guest.joined {
            send_update(f.session.guest_update(&f, &mut guest));
        }
    });
    // A seat handed to a computer or back: every guest's table says so (the
    // first run is the table the guest was welcomed with).
    let (f, g, send_seats) = (frame.clone(), guest.clone(), send.clone());
    Effect::new(move |seen: Option<()>| {
        let _ = f.table();
        let guest = g.borrow();
        if seen.is_some() && guest.joined {
            send_seats(f.session.guest_welcome(&f, &guest));
        }
    });
    // The coach's word, when the guest asked for it.
    let f = frame.clone();
    Effect::new(move |_| {
        let Some(advice) = f.coach.get() else { return };
        if Some(advice.seat) != seat || !guest.borrow().joined {
            return;
        }
        send(proto::write(&ToGuest::Advice {
            moves: advice.moves as u32,
            progress: advice.progress as f32,
            best: advice
                .best
                .iter()
                .map(|b| proto::Suggested {
                    label: b.label.clone(),
                    win: b.win as f32,
                    index: b.index as u32,
                })
                .collect(),
        }));
    });
}

/// Asks the browser to keep the screen on while this device hosts: a host whose
/// phone sleeps drops every guest. Where the browser has no wake lock, or
/// refuses it, the game goes on as it is.
fn keep_awake() {
    use wasm_bindgen::JsCast;
    let navigator = window().navigator();
    let get = |of: &wasm_bindgen::JsValue, name: &str| js_sys::Reflect::get(of, &name.into()).ok();
    let Some(lock) = get(&navigator, "wakeLock").filter(|l| !l.is_undefined()) else {
        return;
    };
    let Some(request) = get(&lock, "request").and_then(|r| r.dyn_into::<js_sys::Function>().ok())
    else {
        return;
    };
    if let Ok(promise) = request.call1(&lock, &"screen".into()) {
        let promise = js_sys::Promise::from(promise);
        leptos::task::spawn_local(async move {
            // A refusal (a hidden page, a policy) is no error for the player.
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}
