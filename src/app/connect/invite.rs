//! The host's invite for one seat: a link (with its QR code, copy and share) that
//! the guest opens, and a field for the guest's reply. A reply link opened on this
//! device reaches the panel too (see [`super::join::reply_page`]).
//!
//! The tab keeps a list of every invite it made, open or not, so that a reply
//! that does not fit the panel it reached is refused with its real cause:
//! another seat's (named), an earlier invite's, or one for an invite another
//! device already took; the same list answers, over the tabs' channel, a reply
//! link opened in another tab and an invite opened in another tab (see
//! [`super::join::join_page`]).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

use super::both_ends::{
    app_link, code_box, connected, status, token_text, GONE, MINE, REPLY_CHANNEL, TAKEN, USED,
    WHOSE,
};
use super::rtc::{Link, NetError, Offer, RtcConfig};
use super::scan::scanner;
use crate::app::markup::{alert_of, div, el};
use crate::codecs::Codecs;
use crate::engine::game::GameInfo;
use crate::net::signal::{About, Kind, Signal, TOKEN_LEN};
use crate::save::{Controller, Route, Table};

/// Where a reply came from: how loudly to refuse one that does not fit.
#[derive(Clone, Copy, PartialEq)]
enum Source {
    /// Typed a character at a time: refused only when asked to connect, as
    /// a code being typed is incomplete until its last character.
    Typed,
    /// Pasted (more than one character at once): judged at once.
    Pasted,
    /// The Connect button.
    Button,
    /// A reply link opened in another tab (maybe for another panel).
    OtherTab,
    /// A QR code the camera saw: refused aloud, as it may be the wrong one.
    Camera,
}

#[derive(Clone, PartialEq)]
enum Step {
    /// The browser is finding this device's addresses.
    Gathering,
    /// The invite is out; the reply has not come.
    Waiting {
        link: String,
        code: String,
    },
    /// The reply came; the devices are reaching each other.
    Connecting,
    Connected,
    /// No connection: why, and what to try.
    Failed(&'static str),
}

/// The panel's state, all handles, so every callback can take a copy.
#[derive(Clone, Copy)]
struct Panel {
    /// The panel's number in the page (its invites share it).
    n: usize,
    step: RwSignal<Step>,
    /// A reply that could not be used (the invite stays open).
    error: RwSignal<Option<String>>,
    offer: StoredValue<Option<Rc<Offer>>, LocalStorage>,
    config: StoredValue<RtcConfig>,
    /// What the invite says of itself; its seat as the heading names it.
    about: StoredValue<About>,
    seat: StoredValue<String>,
    on_link: StoredValue<Rc<dyn Fn(Link)>, LocalStorage>,
}

/// Numbers the panels of a page, for their elements' ids.
static PANELS: AtomicUsize = AtomicUsize::new(0);

/// Who invites, as an invite names them: the first seat played on this
/// device, or nobody (empty) when every seat here is a computer's. Set-up's
/// "You" names no one on another device (it would read as the guest).
pub fn host_name(table: &Table) -> String {
    let names = table.names();
    (0..table.players())
        .filter(|&s| table.controller(s) == Some(Controller::Human))
        .map(|s| names[s].clone())
        .find(|name| !name.eq_ignore_ascii_case("you"))
        .unwrap_or_default()
}

/// The invite for the seat called `seat` (`None`: a table display, which plays
/// no seat) of `game`, from `host` (see [`host_name`]); the invite names all
/// three, so the guest's page can show whose it is. Once the guest's device is
/// connected, `on_link` gets the open link (and the panel says "Connected").
pub fn invite_panel(
    seat: Option<&str>,
    game: &GameInfo,
    host: &str,
    config: RtcConfig,
    codecs: Codecs,
    on_link: impl Fn(Link) + 'static,
) -> AnyView {
    let n = PANELS.fetch_add(1, Ordering::Relaxed);
    let label = seat.unwrap_or("the table display").to_string();
    let panel = Panel {
        n,
        step: RwSignal::new(Step::Gathering),
        error: RwSignal::new(None),
        offer: StoredValue::new_local(None),
        config: StoredValue::new(config),
        about: StoredValue::new(About {
            game: game.code_tag,
            seat: seat.map(str::to_string),
            host: host.to_string(),
        }),
        seat: StoredValue::new(label.clone()),
        on_link: StoredValue::new_local(Rc::new(on_link) as Rc<dyn Fn(Link)>),
    };
    listen();
    panel.start();
    on_cleanup(move || {
        // An invite nobody took is withdrawn with its panel; a connected link
        // belongs to whoever `on_link` gave it to.
        if panel.step.try_get_untracked() != Some(Step::Connected) {
            panel.cancel();
        }
    });

    let body = move || match panel.step.get() {
        Step::Gathering => status("Making the invite…").into_view(),
        Step::Waiting { link, code } => {
            let reply_id = format!("reply-code-{n}");
            let label = el("label")
                .attr("for", reply_id.clone())
                .text("Paste the reply code or link from the other device");
            let typed = RwSignal::new(String::new());
            let field = view! {
                <input
                    id=reply_id
                    type="text"
                    autocomplete="off"
                    spellcheck="false"
                    placeholder="Reply code or link"
                    on:input=move |ev| {
                        let text = event_target_value(&ev);
                        let before = typed.get_untracked().chars().count();
                        let source = if text.chars().count() > before + 1 {
                            Source::Pasted
                        } else {
                            Source::Typed
                        };
                        typed.set(text.clone());
                        panel.error.set(None);
                        panel.take_reply(text, source);
                    }
                />
            };
            let connect = el("button")
                .on_click(move || panel.take_reply(typed.get_untracked(), Source::Button))
                .text("Connect");
            div("net-invite")
                .child(el("p").text(
                    "On the other device, open this link (or scan the QR code). It shows a reply: \
                     send it back and paste it below, scan its QR code with this device's \
                     camera, or open the reply link on this device.",
                ))
                .child(code_box(
                    &codecs,
                    format!("invite-link-{n}"),
                    "invite link",
                    link,
                    Some(code),
                ))
                .child(label)
                .child(div("net-buttons").child(field.into_any()).child(connect))
                .child(scanner(move |text| panel.take_reply(text, Source::Camera)))
                .child(alert_of(panel.error))
                .child(status("Waiting for the reply…"))
                .into_view()
        }
        Step::Connecting => status("Connecting…").into_view(),
        Step::Connected => connected().into_view(),
        Step::Failed(why) => div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(why))
            .child(
                el("button")
                    .class("primary")
                    .on_click(move || panel.start())
                    .text("Make a new invite"),
            )
            .into_view(),
    };
    el("section")
        .class("net-panel")
        .attr("aria-label", format!("Invite for {label}"))
        .child(el("h3").text(format!("Invite for {label}")))
        .child(body.into_any())
        .into_view()
}

// ---- The invites this tab made ----------------------------------------------

/// Where an invite this tab made stands.
#[derive(Clone, PartialEq)]
enum Held {
    Open,
    /// A reply was taken: this one (its code as [`Signal::encode`] writes it).
    Taken(String),
    /// Replaced by a new invite, withdrawn, or failed to connect.
    Gone,
}

struct Issued {
    token: [u8; TOKEN_LEN],
    /// Whom it is for, as the panel's heading names them.
    seat: String,
    panel: usize,
    held: Held,
    /// Hands a reply from another tab to its panel while the invite is open.
    take: Option<Rc<dyn Fn(String)>>,
}

type Listening = (BroadcastChannel, Closure<dyn FnMut(MessageEvent)>);

thread_local! {
    static ISSUED: RefCell<Vec<Issued>> = const { RefCell::new(Vec::new()) };
    /// The tab's channel, opened with its first invite and kept while the page
    /// lives: replies may come for invites whose panel has gone.
    static CHANNEL: RefCell<Option<Listening>> = const { RefCell::new(None) };
}

/// Notes a new invite of panel `panel`, whose earlier ones are gone.
fn issue(token: [u8; TOKEN_LEN], seat: String, panel: usize, take: Rc<dyn Fn(String)>) {
    ISSUED.with(|list| {
        let mut list = list.borrow_mut();
        for e in list.iter_mut().filter(|e| e.panel == panel) {
            if e.held == Held::Open {
                e.held = Held::Gone;
            }
            e.take = None;
        }
        list.push(Issued {
            token,
            seat,
            panel,
            held: Held::Open,
            take: Some(take),
        });
    });
}

fn set_held(token: [u8; TOKEN_LEN], held: Held) {
    ISSUED.with(|list| {
        if let Some(e) = list.borrow_mut().iter_mut().find(|e| e.token == token) {
            if held != Held::Open {
                e.take = None;
            }
            e.held = held;
        }
    });
}

/// The seat, panel and standing of the invite with `token`, if this tab made it.
fn lookup(token: [u8; TOKEN_LEN]) -> Option<(String, usize, Held)> {
    ISSUED.with(|list| {
        list.borrow()
            .iter()
            .find(|e| e.token == token)
            .map(|e| (e.seat.clone(), e.panel, e.held.clone()))
    })
}

/// Says `text` to the other tabs.
fn post(text: &str) {
    CHANNEL.with(|c| {
        if let Some((channel, _)) = &*c.borrow() {
            let _ = channel.post_message(&JsValue::from_str(text));
        }
    });
}

/// Opens the tab's channel, once: reply links opened in another tab post
/// their code; invites opened in another tab ask whether this tab made them.
fn listen() {
    if CHANNEL.with(|c| c.borrow().is_some()) {
        return;
    }
    let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) else {
        return;
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        if let Some(text) = ev.data().as_string() {
            heard(&text);
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    CHANNEL.with(|c| *c.borrow_mut() = Some((channel, on_message)));
}

fn heard(text: &str) {
    if let Some(token) = text.strip_prefix(WHOSE) {
        let ours = ISSUED.with(|l| l.borrow().iter().any(|e| token_text(&e.token) == token));
        if ours {
            post(&format!("{MINE}{token}"));
        }
        return;
    }
    // Other tabs' answers have a prefix; a reply link sends its bare code.
    if text.contains(':') {
        return;
    }
    let Ok(signal) = Signal::decode_as(text, Kind::Answer) else {
        return;
    };
    let take = ISSUED.with(|l| {
        l.borrow()
            .iter()
            .find(|e| e.token == signal.token)
            .and_then(|e| e.take.clone())
    });
    match lookup(signal.token) {
        Some((_, _, Held::Open)) => {
            if let Some(take) = take {
                take(text.to_string());
            }
        }
        Some((_, _, Held::Taken(code))) if code == signal.encode() => {
            post(&format!("{TAKEN}{text}"));
        }
        Some((seat, _, Held::Taken(_))) => post(&format!("{USED}{text} {seat}")),
        Some((seat, _, Held::Gone)) => post(&format!("{GONE}{text} {seat}")),
        // Another tab's, or no tab's: that tab answers, or none does.
        None => {}
    }
}

/// Why a reply whose token is not this panel's cannot be used here
/// (`scanned`: the camera read it, rather than a paste).
fn other_reply(token: [u8; TOKEN_LEN], panel: usize, scanned: bool) -> String {
    let into = if scanned {
        "scan it with the button in"
    } else {
        "paste it into"
    };
    match lookup(token) {
        Some((seat, p, _)) if p == panel => format!(
            "This reply answers an earlier invite for {seat}, which this one replaced: send \
             {seat} this invite, and paste the reply to it."
        ),
        Some((seat, _, Held::Open)) => {
            format!("This is {seat}'s reply: {into} {seat}'s invite.")
        }
        Some((seat, _, Held::Taken(_))) => format!(
            "This reply answers {seat}'s invite, which another device already took. If that \
             device is not {seat}'s, make {seat} a new invite."
        ),
        Some((seat, _, Held::Gone)) => format!(
            "This reply answers an earlier invite for {seat}, which a new one replaced: send \
             {seat} the new invite and paste its reply."
        ),
        None => NetError::OtherInvite.reason().to_string(),
    }
}

impl Panel {
    fn cancel(self) {
        self.offer.update_value(|offer| {
            if let Some(offer) = offer.take() {
                offer.cancel();
                set_held(offer.token(), Held::Gone);
            }
        });
    }

    /// Makes a fresh invite (a new seat token: an older reply no longer fits).
    fn start(self) {
        self.cancel();
        self.step.set(Step::Gathering);
        self.error.set(None);
        let (Some(config), Some(about), Some(seat)) = (
            self.config.try_get_value(),
            self.about.try_get_value(),
            self.seat.try_get_value(),
        ) else {
            return;
        };
        spawn_local(async move {
            match Offer::start(&config, about).await {
                Ok((offer, code)) => {
                    let token = offer.token();
                    if self.offer.try_set_value(Some(Rc::new(offer))).is_none() {
                        let take = Rc::new(move |text| self.take_reply(text, Source::OtherTab));
                        issue(token, seat, self.n, take);
                        let link = app_link(&Route::Join(code.clone()));
                        self.step.set(Step::Waiting { link, code });
                    }
                }
                Err(e) => self.step.set(Step::Failed(e.reason())),
            }
        });
    }

    /// Tries a reply. A whole code connects at once (pasting is one input
    /// event); one that does not fit is called wrong at once when pasted or
    /// scanned, and when typed only once Connect is pressed.
    fn take_reply(self, text: String, source: Source) {
        if !matches!(self.step.try_get_untracked(), Some(Step::Waiting { .. })) {
            return;
        }
        let Some(Some(offer)) = self.offer.try_get_value() else {
            return;
        };
        let loud = matches!(source, Source::Pasted | Source::Button | Source::Camera);
        let reply = match Signal::decode_as(&text, Kind::Answer) {
            Ok(signal) if signal.token != offer.token() => {
                // Another panel's reply, sent to every tab: not ours to judge.
                if loud {
                    let scanned = source == Source::Camera;
                    self.error
                        .set(Some(other_reply(signal.token, self.n, scanned)));
                }
                return;
            }
            Ok(signal) => signal.encode(),
            Err(e) => {
                if loud {
                    self.error.set(Some(e.reason().to_string()));
                }
                return;
            }
        };
        if source == Source::OtherTab {
            post(&format!("{TAKEN}{}", text.trim()));
        }
        self.error.set(None);
        self.step.set(Step::Connecting);
        set_held(offer.token(), Held::Taken(reply));
        spawn_local(async move {
            match offer.accept(&text).await {
                Ok(link) => {
                    self.step.set(Step::Connected);
                    if let Some(run) = self.on_link.try_get_value() {
                        run(link);
                    }
                }
                Err(e) => {
                    set_held(offer.token(), Held::Gone);
                    self.step.set(Step::Failed(e.reason()));
                }
            }
        });
    }
}
