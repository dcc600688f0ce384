//! The guest's side of an invite (`#join/<code>`), and the reply link opened on the
//! host's own device (`#reply/<code>`).

use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

use super::parts::{app_link, code_box, connected, status, REPLY_CHANNEL, TAKEN};
use super::rtc::{answer, Link, LinkEvent};
use crate::app::markup::{div, el};
use crate::net::signal::{Kind, Signal};
use crate::save::Route;

/// How long a reply link waits for a hosting tab to say it took the code.
const TAKEN_WAIT_MS: u64 = 2_000;

#[derive(Clone, PartialEq)]
enum Step {
    Preparing,
    /// The reply is ready to send back.
    Reply {
        link: String,
        code: String,
    },
    Connected,
    /// The connection never opened or was lost: why.
    Lost(String),
}

/// The page an invite link opens: makes the reply, shows it to send back, and
/// says "Connected" once the host has taken it. `on_link` gets the link the
/// moment it opens (and from then on the link's events are its to follow: it
/// should call [`Link::on_event`] at once).
pub fn join_page(code: &str, on_link: impl Fn(Link) + 'static) -> AnyView {
    let step = RwSignal::new(Step::Preparing);
    let kept = StoredValue::new_local(None::<Link>);
    let on_link: Rc<dyn Fn(Link)> = Rc::new(on_link);
    let code = code.to_string();
    spawn_local(async move {
        match answer(&code).await {
            Ok((link, reply)) => {
                let handed = link.clone();
                link.on_event(move |event| match event {
                    LinkEvent::Open => {
                        step.set(Step::Connected);
                        on_link(handed.clone());
                    }
                    LinkEvent::Closed { why } => step.set(Step::Lost(why)),
                    LinkEvent::Message(_) => {}
                });
                if kept.try_set_value(Some(link.clone())).is_some() {
                    // The page was left while the reply was being made.
                    link.close();
                    return;
                }
                let reply_link = app_link(&Route::Reply(reply.clone()));
                step.set(Step::Reply {
                    link: reply_link,
                    code: reply,
                });
            }
            Err(e) => step.set(Step::Lost(e.reason().to_string())),
        }
    });
    on_cleanup(move || {
        // Leaving the page before connecting withdraws the reply.
        if step.try_get_untracked() != Some(Step::Connected) {
            kept.update_value(|link| {
                if let Some(link) = link.take() {
                    link.close();
                }
            });
        }
    });
    let body = move || match step.get() {
        Step::Preparing => status("Making the reply…").into_view(),
        Step::Reply { link, code } => div("net-invite")
            .child(el("p").text(
                "Send this reply back to the device that invited you: share or copy the \
                 link, or let it scan the QR code.",
            ))
            .child(code_box("reply-link".to_string(), "reply link", link, code))
            .child(status("Waiting for the other device…"))
            .into_view(),
        Step::Connected => connected().into_view(),
        Step::Lost(why) => div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(why))
            .child(el("p").text("Ask for a new invite to join again."))
            .into_view(),
    };
    el("section")
        .class("net-page")
        .child(el("h1").text("Join a game"))
        .child(body.into_any())
        .into_view()
}

/// A reply link opened on the host's device: hands the code to the tab that is
/// hosting (over a BroadcastChannel), and says whether one took it.
pub fn reply_page(code: &str) -> AnyView {
    let head = el("h1").text("Reply to an invite");
    if let Err(e) = Signal::decode_as(code, Kind::Answer) {
        return el("section")
            .class("net-page")
            .child(head)
            .child(
                el("p")
                    .class("error")
                    .attr("role", "alert")
                    .text(e.reason()),
            )
            .into_view();
    }
    // None: still waiting for a hosting tab; then whether one took the code.
    let taken = RwSignal::new(None::<bool>);
    if let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) {
        let mut wanted = TAKEN.to_string();
        wanted.push_str(code);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            if ev.data().as_string().as_deref() == Some(wanted.as_str()) {
                taken.set(Some(true));
            }
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let _ = channel.post_message(&JsValue::from_str(code));
        let kept = StoredValue::new_local(Some((channel, on_message)));
        set_timeout(
            move || {
                if taken.try_get_untracked() == Some(None) {
                    taken.set(Some(false));
                }
            },
            std::time::Duration::from_millis(TAKEN_WAIT_MS),
        );
        on_cleanup(move || {
            kept.update_value(|kept| {
                if let Some((channel, _)) = kept.take() {
                    channel.set_onmessage(None);
                    channel.close();
                }
            })
        });
    } else {
        taken.set(Some(false));
    }
    let link = app_link(&Route::Reply(code.to_string()));
    let code = code.to_string();
    let body = move || match taken.get() {
        None => status("Handing the reply to the game…").into_view(),
        Some(true) => {
            status("Sent to the game on this device; you can close this tab.").into_view()
        }
        Some(false) => div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(
                "No game on this device is waiting for this reply. Open it on the device \
                 that sent the invite, or paste it there:",
            ))
            .child(code_box(
                "reply-link".to_string(),
                "reply link",
                link.clone(),
                code.clone(),
            ))
            .into_view(),
    };
    el("section")
        .class("net-page")
        .child(head)
        .child(body.into_any())
        .into_view()
}
