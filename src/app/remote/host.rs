//! The host's side in the page: what a game kept here does for the devices
//! that play it ([`Hosting`], on the game's [`Hub`]), the effects that send every
//! device its new screen after each change, and the panel of the devices:
//! one row a remote seat, each in one [`Row`] state.

use std::rc::Rc;

use leptos::prelude::*;

use crate::app::connect::invite::{host_name, invite_panel};
use crate::app::connect::networks;
use crate::app::connect::rtc::RtcConfig;
use crate::app::markup::{div, el, El};
use crate::app::play::hosting::Hosting;
use crate::app::play::session::Typed;
use crate::app::play::{coach, Frame};
use crate::app::registry::GameUi;
use crate::app::remote::hub::Hub;
use crate::codecs::Codecs;
use crate::engine::{Match, PlayError, Seat};
use crate::net::host::{Conn, Keeper};
use crate::net::post::{Delivered, PostError, PostOffice};
use crate::net::proto::{self, Token};
use crate::net::proto::{Advice, Suggested, ToSeat};
use crate::net::seat_row::{judged, Report, Row, Step};
use crate::net::transport::{Event, Transport};
use crate::save::{Controller, Table};

/// The page's game, as the host changes it for a device: as its own player
/// would, so it is saved and the computers play on.
struct PageKeeper<'a, G: GameUi> {
    typed: Typed<G>,
    frame: &'a Frame,
}

impl<G: GameUi> Keeper<G> for PageKeeper<'_, G> {
    fn with_match<R>(&self, read: impl FnOnce(&Match<G>) -> R) -> R {
        self.typed.game.with_untracked(read)
    }
    fn play(&mut self, seat: Seat, action: G::Action) -> Result<(), PlayError<G::Error>> {
        self.typed.try_play(self.frame, seat, action)
    }
    fn may_take_back(&self, seat: Seat) -> bool {
        let people = self.frame.table_untracked().humans();
        self.with_match(|m| m.may_take_back(seat, people))
    }
    fn take_back(&mut self, seat: Seat) {
        use crate::app::play::session::Commands;
        self.typed.take_back(self.frame, seat);
    }
    fn ask_coach(&mut self, seat: Seat) -> bool {
        use crate::app::play::session::Commands;
        let allowed = coach::allowed(&self.frame.slot);
        if allowed {
            self.typed.ask_coach(self.frame, seat);
        }
        allowed
    }
    fn computers(&self) -> Vec<bool> {
        computers(&self.frame.table_untracked())
    }
}

fn computers(table: &Table) -> Vec<bool> {
    (0..table.players())
        .map(|s| table.bot(s).is_some())
        .collect()
}

impl<G: GameUi> Hosting for Typed<G> {
    fn watch(&self, frame: &Frame, hub: Hub) {
        let typed = *self;
        // After every move and take back, whoever made it: each device whose
        // screen changed is sent what is new to it.
        let f = frame.clone();
        Effect::new(move |_| {
            typed.game.with(|m| (m.moves(), m.taken_back()));
            let people = f.table().humans();
            let updates = hub.0.try_update_value(|w| {
                typed
                    .game
                    .with_untracked(|m| w.host.updates(m, |s| m.may_take_back(s, people)))
            });
            hub.send(updates.unwrap_or_default());
        });
        // A seat handed to a computer or back: every device's table says so
        // (the first run is the table the devices were welcomed with).
        let f = frame.clone();
        Effect::new(move |seen: Option<()>| {
            let table = f.table();
            if seen.is_some() {
                let welcomes = hub.0.with_value(|w| {
                    typed
                        .game
                        .with_untracked(|m| w.host.welcomes::<G>(m, &computers(&table)))
                });
                hub.send(welcomes);
                // A seat handed back to play by message: its live device is
                // told so, and let go.
                let by_message = |s: Seat| table.controller(s) == Some(Controller::Message);
                let parted = hub.0.try_update_value(|w| w.host.part::<G>(by_message));
                hub.send(parted.unwrap_or_default());
            }
        });
        // The coach's word, to the devices of the seat that asked.
        let f = frame.clone();
        Effect::new(move |_| {
            let Some(advice) = f.tools.coach.get() else {
                return;
            };
            let to: Vec<Conn> = hub.0.with_value(|w| {
                w.host
                    .joined()
                    .filter(|(_, s)| *s == Some(advice.seat))
                    .map(|(c, _)| c)
                    .collect()
            });
            let word = ToSeat::<G>::Advice(Advice {
                moves: advice.moves as u32,
                progress: advice.progress as f32,
                further: advice.further,
                why: advice.why,
                best: advice
                    .best
                    .iter()
                    .map(|b| Suggested {
                        label: b.label.clone(),
                        verdict: b.verdict,
                        index: b.index as u32,
                    })
                    .collect(),
            });
            hub.send(to.into_iter().map(|c| (c, word.clone())).collect());
        });
    }

    fn serve(
        &self,
        frame: &Frame,
        hub: Hub,
        seat: Option<Seat>,
        token: Token,
        wire: Rc<dyn Transport>,
        report: Callback<Report>,
    ) {
        let typed = *self;
        let conn = hub.0.try_update_value(|w| {
            w.wires.push(wire.clone());
            w.host.connect(seat, token)
        });
        let Some(conn) = conn else { return };
        let f = frame.clone();
        let answer = wire.clone();
        wire.listen(Box::new(move |event| match event {
            Event::Message(bytes) => {
                let replies = match proto::from_guest::<G>(&bytes) {
                    Ok(message) => {
                        // Out of the hub while the game changes: nothing the
                        // change sets off may find it borrowed.
                        let Some(mut host) =
                            hub.0.try_update_value(|w| std::mem::take(&mut w.host))
                        else {
                            return;
                        };
                        let mut keeper = PageKeeper { typed, frame: &f };
                        let replies = host.receive(conn, message, &mut keeper);
                        hub.0.update_value(|w| w.host = host);
                        replies
                    }
                    // Bytes that are no message at all: a move that does
                    // not read is the host's to refuse, in turn (`Host::take`).
                    Err(why) => vec![ToSeat::Refused(why)],
                };
                report.run(judged(&replies));
                for reply in &replies {
                    answer.send(&proto::write(reply));
                }
            }
            Event::Closed { why } => {
                hub.0.update_value(|w| w.host.close(conn));
                report.run(Report::Closed(why));
            }
            Event::Open => {}
        }));
    }

    fn save(&self, slot: &str, table: &Table) -> Result<(), String> {
        self.game
            .with_untracked(|m| crate::app::saves::autosave(slot, table, m))
    }

    fn table_link(&self, frame: &Frame, office: &PostOffice, codecs: &Codecs) -> String {
        let computers = computers(&frame.table_untracked());
        self.game
            .with_untracked(|m| office.table_link(codecs, m, &computers))
    }

    fn taken_back(&self) -> usize {
        self.game.with(|m| m.taken_back())
    }

    fn link_serves(&self, moves: usize, taken_back: usize, seats: &[Seat]) -> bool {
        self.game
            .with(|m| crate::net::post::link_serves(m, moves, taken_back, seats))
    }

    fn deliver(
        &self,
        frame: &Frame,
        office: &mut PostOffice,
        codecs: &Codecs,
        link: &str,
    ) -> Result<Delivered, PostError> {
        let mut keeper = PageKeeper {
            typed: *self,
            frame,
        };
        office.deliver(codecs, link, &mut keeper)
    }
}

/// The host's panels in its game screen: the devices the game is played on,
/// and the seats played by message.
pub fn panels(frame: &Frame, codecs: Codecs) -> AnyView {
    let panels: Vec<El> = [devices(frame, codecs), super::office::panel(frame, codecs)]
        .into_iter()
        .flatten()
        .collect();
    if panels.is_empty() {
        return ().into_any();
    }
    // The panels arrive above the board after it was drawn and the player's
    // controls brought into view (their code loads on its own), and push them
    // down: once drawn, the screen goes again to what the host must see first
    // (a seat that holds the game up, else the player's own move).
    request_animation_frame(crate::app::play::bring_move_into_view);
    div("remote-panels").kids(panels).into_view()
}

/// The panel of the devices the game is played on, for the host: one row a
/// remote seat (and, on request, a table display's).
fn devices(frame: &Frame, codecs: Codecs) -> Option<El> {
    let table = frame.table_untracked();
    let mut seats = table.remote_seats();
    seats.extend(table.message_seats());
    seats.sort_unstable();
    let hosting = frame.session.hosting()?;
    if seats.is_empty() {
        return None;
    }
    // The devices exist only here: their hub is made with the panel.
    let hub = Hub::default();
    hosting.watch(frame, hub);
    // The servers set-up chose, for every invite of the game.
    let servers = networks::of_game(&frame.slot);
    let rows = seats
        .into_iter()
        .map(|s| seat_row(frame, hub, Some(s), servers.clone(), codecs));
    keep_awake();
    Some(
        el("section")
            .class("devices")
            .attr("aria-label", "Players on other devices")
            .child(el("h2").text("Players on other devices"))
            .kids(rows)
            .child(displays(frame, hub, servers, codecs)),
    )
}

/// A button that adds an invite for a table display: a device that shows
/// what every seat may see, and no one's secrets.
fn displays(frame: &Frame, hub: Hub, servers: RtcConfig, codecs: Codecs) -> El {
    let count = RwSignal::new(0usize);
    let f = frame.clone();
    let list = move || {
        (0..count.get())
            .map(|_| seat_row(&f, hub, None, servers.clone(), codecs))
            .collect::<Vec<_>>()
    };
    div("spectators").child(list.into_any()).child(
        el("button")
            .attr("type", "button")
            .on_click(move || count.update(|n| *n += 1))
            .text("Invite a table display (sees no one's secrets)"),
    )
}

/// One seat's row: its invite, its device connected, away, or a computer in
/// its place. A seat whose device is away (or never came) may be handed to a
/// computer, so the game goes on, and a person invited back to it later.
fn seat_row(
    frame: &Frame,
    hub: Hub,
    seat: Option<Seat>,
    servers: RtcConfig,
    codecs: Codecs,
) -> AnyView {
    let table = frame.table_untracked();
    let name = seat.map_or_else(|| "Table display".to_string(), |s| table.names()[s].clone());
    let row = RwSignal::new(Row::of(seat.and_then(|s| table.controller(s))));
    let acts = RowActs {
        seat,
        frame: StoredValue::new(frame.clone()),
        row,
    };
    // The link comes from a browser callback, outside any reactive owner.
    let owner = Owner::current();
    let report = Callback::new(move |r: Report| {
        let next = Row::after(Step::Report(r));
        if row.get_untracked() != next {
            let away = matches!(next, Row::Away(_));
            row.set(next);
            if away {
                // A drop: the host's eyes go to the seat that waits.
                request_animation_frame(crate::app::play::bring_move_into_view);
            }
        }
    });
    let invite_label = name.clone();
    let state = move || {
        match row.get() {
            Row::Invited => {
                let seat_name = seat.map(|_| invite_label.as_str());
                let serve = Serve {
                    hub,
                    owner: owner.clone(),
                    report,
                };
                invited(acts, seat_name, servers.clone(), codecs, serve)
            }
            Row::Connected { refused } => connected(acts, refused),
            Row::Away(why) => away(acts, &why),
            Row::ByMessage => handed_off(
                acts,
                "Plays by message: see “Players by message” for the links.",
                "Play live now: invite their device",
            ),
            Row::Computer => handed_off(
                acts,
                "A computer plays this seat until you invite a person back.",
                "Invite a person back",
            ),
        }
        .into_view()
    };
    let class = move || {
        if row.with(Row::waiting) {
            format!("device {}", crate::app::kit::WAITING_SEAT)
        } else {
            "device".to_string()
        }
    };
    let state = state.into_any();
    // The heading stays; only the state under it changes.
    let heading = el("h3").text(name).into_view();
    view! { <div class=class>{heading}{state}</div> }.into_any()
}

/// What a seat's row offers the host, whatever its state.
#[derive(Clone, Copy)]
struct RowActs {
    /// `None`: a table display.
    seat: Option<Seat>,
    frame: StoredValue<Frame>,
    row: RwSignal<Row>,
}

impl RowActs {
    fn step(self, step: Step) {
        self.row.set(Row::after(step));
    }

    /// A button that hands the seat to `to`: a computer, a person's device,
    /// or play by message.
    fn hand(self, to: Controller, text: &str) -> El {
        el("button")
            .attr("type", "button")
            .on_click(move || {
                if let Some(s) = self.seat {
                    self.step(Step::Handed(to));
                    self.frame.with_value(|f| f.hand(s, to));
                }
            })
            .text(text)
    }

    /// For a friend who cannot come, or cannot connect (not for a display).
    fn to_computer(self) -> Option<El> {
        self.seat
            .map(|_| self.hand(Controller::StandIn, "Let a computer play this seat"))
    }

    /// A seat that has a seat link may go back to playing by message (asked
    /// when the row is drawn: the links are made after this panel).
    fn back_to_message(self) -> Option<El> {
        let by_message = self.seat.is_some_and(|s| {
            self.frame
                .with_value(|f| super::office::has_seat(&f.slot, s))
        });
        by_message.then(|| self.hand(Controller::Message, "Back to playing by message"))
    }
}

/// What serving a device that answered an invite needs.
struct Serve {
    hub: Hub,
    owner: Option<Owner>,
    report: Callback<Report>,
}

/// The seat's invite, until a device answers it.
fn invited(
    acts: RowActs,
    seat_name: Option<&str>,
    servers: RtcConfig,
    codecs: Codecs,
    serve: Serve,
) -> El {
    let f = acts.frame.get_value();
    let host = host_name(&f.table_untracked());
    let info = f.session.info();
    let panel = invite_panel(seat_name, info, &host, servers, codecs, move |link| {
        acts.step(Step::Linked);
        let Some(hosting) = f.session.hosting() else {
            return;
        };
        let token = link.token();
        let Serve { hub, owner, report } = &serve;
        let run = || hosting.serve(&f, *hub, acts.seat, token, Rc::new(link), *report);
        match owner {
            Some(o) => o.with(run),
            None => run(),
        }
    });
    div("net-row")
        .child(panel)
        // Under the invite: for a friend who cannot come, or cannot connect.
        .opt(acts.to_computer())
        .opt(acts.back_to_message())
}

/// The seat's device (or the display) connected, and why its last message
/// was refused, if it was.
fn connected(acts: RowActs, refused: Option<String>) -> El {
    div("net-row")
        .child(el("p").class("net-status").text(if acts.seat.is_some() {
            "Connected: playing on their device."
        } else {
            "Connected: showing the table."
        }))
        .opt(refused.map(|why| {
            el("p")
                .class("net-refused")
                .attr("role", "status")
                .text(format!("Their last message was refused: {why}"))
        }))
        .opt(acts.back_to_message())
}

/// The seat's device gone: why, and what the host may do.
fn away(acts: RowActs, why: &str) -> El {
    div("net-away")
        .child(el("p").attr("role", "alert").text(format!("Away: {why}")))
        .child(
            div("net-buttons")
                .child(
                    el("button")
                        .attr("type", "button")
                        .class("primary")
                        .on_click(move || acts.step(Step::NewInvite))
                        .text("New invite for the same seat"),
                )
                .opt(acts.to_computer())
                .opt(acts.back_to_message()),
        )
}

/// The seat played by message, or by a computer: said, with the way to
/// invite its person's device.
fn handed_off(acts: RowActs, status: &str, invite: &str) -> El {
    div("net-away")
        .child(el("p").class("net-status").text(status))
        .child(acts.hand(Controller::Remote, invite))
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
