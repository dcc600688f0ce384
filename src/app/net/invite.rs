//! The host's invite for one seat: a link (with its QR code, copy and share) that
//! the guest opens, and a field for the guest's reply. A reply link opened on this
//! device reaches the panel too (see [`super::join::reply_page`]).

use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

use super::parts::{app_link, code_box, connected, status, REPLY_CHANNEL, TAKEN};
use super::rtc::{Link, NetError, Offer, RtcConfig};
use super::scan::scanner;
use crate::app::markup::{alert_of, div, el};
use crate::net::signal::{Kind, Signal};
use crate::save::Route;

/// Where a reply came from: how loudly to refuse one that does not fit.
#[derive(Clone, Copy, PartialEq)]
enum Source {
    /// Typed or pasted: refused only when asked to connect.
    Field,
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
    step: RwSignal<Step>,
    /// A reply that could not be used (the invite stays open).
    error: RwSignal<Option<String>>,
    offer: StoredValue<Option<Rc<Offer>>, LocalStorage>,
    config: StoredValue<RtcConfig>,
    on_link: StoredValue<Rc<dyn Fn(Link)>, LocalStorage>,
}

/// Numbers the panels of a page, for their elements' ids.
static PANELS: AtomicUsize = AtomicUsize::new(0);

/// The invite for the seat called `seat`. Once the guest's device is connected,
/// `on_link` gets the open link (and the panel says "Connected").
pub fn invite_panel(seat: &str, config: RtcConfig, on_link: impl Fn(Link) + 'static) -> AnyView {
    let n = PANELS.fetch_add(1, Ordering::Relaxed);
    let panel = Panel {
        step: RwSignal::new(Step::Gathering),
        error: RwSignal::new(None),
        offer: StoredValue::new_local(None),
        config: StoredValue::new(config),
        on_link: StoredValue::new_local(Rc::new(on_link) as Rc<dyn Fn(Link)>),
    };
    panel.start();
    panel.listen_for_reply_links();
    on_cleanup(move || {
        // An invite nobody took is withdrawn with its panel; a connected link
        // belongs to whoever `on_link` gave it to.
        if panel.step.try_get_untracked() != Some(Step::Connected) {
            panel.cancel();
        }
    });

    let seat = seat.to_string();
    let body =
        move || match panel.step.get() {
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
                            typed.set(text.clone());
                            panel.error.set(None);
                            panel.take_reply(text, Source::Field);
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
                .child(code_box(format!("invite-link-{n}"), "invite link", link, code))
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
        .attr("aria-label", format!("Invite for {seat}"))
        .child(el("h3").text(format!("Invite for {seat}")))
        .child(body.into_any())
        .into_view()
}

impl Panel {
    fn cancel(self) {
        self.offer.update_value(|offer| {
            if let Some(offer) = offer.take() {
                offer.cancel();
            }
        });
    }

    /// Makes a fresh invite (a new seat token: an older reply no longer fits).
    fn start(self) {
        self.cancel();
        self.step.set(Step::Gathering);
        self.error.set(None);
        let Some(config) = self.config.try_get_value() else {
            return;
        };
        spawn_local(async move {
            match Offer::start(&config).await {
                Ok((offer, code)) => {
                    if self.offer.try_set_value(Some(Rc::new(offer))).is_none() {
                        let link = app_link(&Route::Join(code.clone()));
                        self.step.set(Step::Waiting { link, code });
                    }
                }
                Err(e) => self.step.set(Step::Failed(e.reason())),
            }
        });
    }

    /// Tries a reply. A whole code connects at once (pasting is one input
    /// event); one that does not fit is only called wrong when Connect is pressed.
    fn take_reply(self, text: String, source: Source) {
        if !matches!(self.step.try_get_untracked(), Some(Step::Waiting { .. })) {
            return;
        }
        let Some(Some(offer)) = self.offer.try_get_value() else {
            return;
        };
        match Signal::decode_as(&text, Kind::Answer) {
            Ok(signal) if signal.token != offer.token() => {
                // Another panel's reply, sent to every tab: not ours to judge.
                if matches!(source, Source::Button | Source::Camera) {
                    self.error
                        .set(Some(NetError::OtherInvite.reason().to_string()));
                }
                return;
            }
            Ok(_) => {}
            Err(e) => {
                if matches!(source, Source::Button | Source::Camera) {
                    self.error.set(Some(e.reason().to_string()));
                }
                return;
            }
        }
        if source == Source::OtherTab {
            if let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) {
                let mut taken = TAKEN.to_string();
                taken.push_str(text.trim());
                let _ = channel.post_message(&JsValue::from_str(&taken));
                channel.close();
            }
        }
        self.error.set(None);
        self.step.set(Step::Connecting);
        spawn_local(async move {
            match offer.accept(&text).await {
                Ok(link) => {
                    self.step.set(Step::Connected);
                    if let Some(run) = self.on_link.try_get_value() {
                        run(link);
                    }
                }
                Err(e) => self.step.set(Step::Failed(e.reason())),
            }
        });
    }

    /// Reply links opened in another tab of this browser post their code here.
    fn listen_for_reply_links(self) {
        let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) else {
            return;
        };
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            if let Some(text) = ev.data().as_string() {
                if !text.starts_with(TAKEN) {
                    self.take_reply(text, Source::OtherTab);
                }
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let kept = StoredValue::new_local(Some((channel, on_message)));
        on_cleanup(move || {
            kept.update_value(|kept| {
                if let Some((channel, _)) = kept.take() {
                    channel.set_onmessage(None);
                    channel.close();
                }
            })
        });
    }
}
