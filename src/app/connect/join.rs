//! The guest's side of an invite (`#join/<code>`), and the reply link opened on the
//! host's own device (`#reply/<code>`).

use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BroadcastChannel, MessageEvent};

use super::both_ends::{
    app_link, code_box, connected, status, token_text, GONE, MINE, REPLY_CHANNEL, TAKEN, USED,
    WHOSE,
};
use super::rtc::{answer, Link, LinkEvent};
use crate::app::markup::{div, el, El};
use crate::codecs::Codecs;
use crate::net::joining::{Event, Joining, Shown};
use crate::net::signal::{About, Kind, Signal};
use crate::save::Route;

/// How long a reply link waits for a hosting tab to say it took the code.
const TAKEN_WAIT_MS: u64 = 2_000;

/// How long a guest waits for the host to take its reply before saying what
/// may keep it from doing so (a person pastes a reply in well under this).
const HINT_MS: u64 = 20_000;

/// The page an invite link opens: names the game, the seat and the host, makes
/// the reply, shows it to send back, and says "Connected" once the host has
/// taken it. `on_link` gets the link the moment it opens (and from then on the
/// link's events are its to follow: it should call [`Link::on_event`] at once).
/// Where the page is, and what it shows, is `net::joining`'s.
pub fn join_page(code: &str, codecs: Codecs, on_link: impl Fn(Link) + 'static) -> AnyView {
    let invite = Signal::decode_as(code, Kind::Offer).ok();
    let about = invite.as_ref().and_then(|i| i.about.clone());
    let host = StoredValue::new(about.as_ref().map(|a| a.host.clone()));
    // The page's state, and what it shows: each signal is set only when it
    // changes, so that the reply stays as it is when the hint comes under it.
    let state = StoredValue::new(Joining::default());
    let shown = RwSignal::new(Shown::Preparing);
    let hint = RwSignal::new(None::<String>);
    let happened = move |event: Event| {
        let Some(now) = state.try_update_value(|s| {
            *s = s.clone().next(event);
            s.clone()
        }) else {
            return;
        };
        let shows = now.shown();
        if shown.try_with_untracked(|was| *was != shows) == Some(true) {
            shown.set(shows);
        }
        let words = host.with_value(|host| now.hint(host.as_deref()));
        if hint.try_with_untracked(|shown| *shown != words) == Some(true) {
            hint.set(words);
        }
    };
    let kept = StoredValue::new_local(None::<Link>);
    let on_link: Rc<dyn Fn(Link)> = Rc::new(on_link);
    // A tab of this browser made the invite: warn before this one takes the seat.
    if let Some(invite) = &invite {
        ask_whose(&token_text(&invite.token), move || {
            happened(Event::OwnInvite)
        });
    }
    let code = code.to_string();
    spawn_local(async move {
        match answer(&code).await {
            Ok((link, reply)) => {
                let handed = link.clone();
                link.on_event(move |event| match event {
                    LinkEvent::Open => {
                        happened(Event::Opened);
                        on_link(handed.clone());
                    }
                    LinkEvent::Closed { why } => happened(Event::Lost(why)),
                    LinkEvent::Message(_) => {}
                });
                if kept.try_set_value(Some(link.clone())).is_some() {
                    // The page was left while the reply was being made.
                    link.close();
                    return;
                }
                happened(Event::Replied {
                    link: app_link(&Route::Reply(reply.clone())),
                    code: reply,
                });
                set_timeout(
                    move || happened(Event::Waited),
                    std::time::Duration::from_millis(HINT_MS),
                );
            }
            Err(e) => happened(Event::Lost(e.reason().to_string())),
        }
    });
    on_cleanup(move || {
        // Leaving the page before connecting withdraws the reply.
        if state.try_with_value(Joining::withdraws_on_leaving) != Some(false) {
            kept.update_value(|link| {
                if let Some(link) = link.take() {
                    link.close();
                }
            });
        }
    });
    let body = move || {
        joining_view(
            shown.get(),
            move || happened(Event::JoinAnyway),
            hint,
            codecs,
        )
        .into_view()
    };
    el("section")
        .class("net-page")
        .kids(heading(about.as_ref()))
        .child(body.into_any())
        .into_view()
}

/// The markup of what the page shows; `anyway`: the player joins here
/// all the same; `hint`: what may hold the reply up, once it has waited long.
fn joining_view(
    shown: Shown,
    anyway: impl Fn() + Send + Sync + 'static,
    hint: RwSignal<Option<String>>,
    codecs: Codecs,
) -> El {
    match shown {
        Shown::Preparing => status("Making the reply…"),
        Shown::OwnInvite => div("net-own")
            .child(el("p").class("error").attr("role", "alert").text(
                "This invite was made on this device: send it to the other player, who \
                 opens it on their own device.",
            ))
            .child(el("p").text(
                "Joining here makes this browser that player too, in a second tab: only \
                 do it to try the game out alone.",
            ))
            .child(
                el("button")
                    .attr("type", "button")
                    .on_click(anyway)
                    .text("Join here anyway"),
            ),
        Shown::Reply { link, code } => div("net-invite")
            .child(el("p").text(
                "Send this reply back to the device that invited you: share or copy the \
                 link, or let it scan the QR code.",
            ))
            .child(code_box(
                &codecs,
                "reply-link".to_string(),
                "reply link",
                link,
                Some(code),
            ))
            .child(status("Waiting for the other device…"))
            .child(
                (move || {
                    hint.get()
                        .map(|words| el("p").class("net-hint").text(words).into_view())
                })
                .into_any(),
            ),
        Shown::Connected => connected(),
        Shown::Lost { why, ask_again } => div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(why))
            .opt(ask_again.then(|| el("p").text("Ask for a new invite to join again."))),
    }
}

/// What the page says first: the game, then the seat and who invites
/// ("Join Zaibatsu" / "Your seat: Maria · invited by Ana").
fn heading(about: Option<&About>) -> Vec<El> {
    let game = about.and_then(|a| {
        crate::games::infos()
            .into_iter()
            .find(|info| info.code_tag == a.game)
    });
    let Some((about, game)) = about.zip(game) else {
        return vec![el("h1").text("Join a game")];
    };
    let mut line = match &about.seat {
        Some(seat) => format!("Your seat: {seat}"),
        None => "As the table display (it plays no seat)".to_string(),
    };
    if !about.host.is_empty() {
        line.push_str(" · invited by ");
        line.push_str(&about.host);
    }
    vec![
        el("h1").text(format!("Join {}", game.name)),
        el("p").class("net-about").text(line),
    ]
}

/// Asks the other tabs of this browser whether one made the invite with
/// `token`; `own` runs if one says so.
fn ask_whose(token: &str, own: impl Fn() + 'static) {
    let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) else {
        return;
    };
    let mine = format!("{MINE}{token}");
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        if ev.data().as_string().as_deref() == Some(mine.as_str()) {
            own();
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    let _ = channel.post_message(&JsValue::from_str(&format!("{WHOSE}{token}")));
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

/// What the hosting tabs said of a reply link's code.
#[derive(Clone, PartialEq)]
enum Answer {
    /// Still waiting for a hosting tab.
    Waiting,
    Taken,
    /// The invite for this seat (named) had already taken another reply.
    Used(String),
    /// The invite for this seat was replaced or withdrawn.
    Gone(String),
    /// No tab answered.
    Nobody,
}

/// A reply link opened on the host's device: hands the code to the tab that is
/// hosting (over a BroadcastChannel), and says whether one took it, and if not,
/// why.
pub fn reply_page(code: &str, codecs: Codecs) -> AnyView {
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
    let taken = RwSignal::new(Answer::Waiting);
    if let Ok(channel) = BroadcastChannel::new(REPLY_CHANNEL) {
        let wanted = code.to_string();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let Some(text) = ev.data().as_string() else {
                return;
            };
            // `used:CODE NAME` and `gone:CODE NAME` name the invite's seat.
            let named = |prefix: &str| {
                let (code, name) = text.strip_prefix(prefix)?.split_once(' ')?;
                (code == wanted).then(|| name.to_string())
            };
            let answer = if text.strip_prefix(TAKEN) == Some(wanted.as_str()) {
                Answer::Taken
            } else if let Some(name) = named(USED) {
                Answer::Used(name)
            } else if let Some(name) = named(GONE) {
                Answer::Gone(name)
            } else {
                return;
            };
            let _ = taken.try_set(answer);
        });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let _ = channel.post_message(&JsValue::from_str(code));
        let kept = StoredValue::new_local(Some((channel, on_message)));
        set_timeout(
            move || {
                if taken.try_get_untracked() == Some(Answer::Waiting) {
                    taken.set(Answer::Nobody);
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
        taken.set(Answer::Nobody);
    }
    let link = app_link(&Route::Reply(code.to_string()));
    let code = code.to_string();
    let refused = |why: String| {
        div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(why))
            .into_view()
    };
    let body = move || match taken.get() {
        Answer::Waiting => status("Handing the reply to the game…").into_view(),
        Answer::Taken => {
            status("Sent to the game on this device; you can close this tab.").into_view()
        }
        Answer::Used(seat) => refused(format!(
            "The invite for {seat} was already taken by another device, which now plays \
             that seat: this reply came after it. If that device is not {seat}'s, make \
             {seat} a new invite in the game's tab and send it to this one."
        )),
        Answer::Gone(seat) => refused(format!(
            "This reply answers an earlier invite for {seat}, which a new one replaced (or \
             which was withdrawn). Send {seat} the invite the game's tab shows now, and take \
             its reply."
        )),
        Answer::Nobody => div("net-failed")
            .child(el("p").class("error").attr("role", "alert").text(
                "No game on this device is waiting for this reply. Open it on the device \
                 that sent the invite, or paste it there:",
            ))
            .child(code_box(
                &codecs,
                "reply-link".to_string(),
                "reply link",
                link.clone(),
                Some(code.clone()),
            ))
            .into_view(),
    };
    el("section")
        .class("net-page")
        .child(head)
        .child(body.into_any())
        .into_view()
}
