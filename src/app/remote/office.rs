//! The keeper's side of play by message, in the page: the game's
//! [`PostOffice`] (its table id and each seat's key, kept in this device's
//! local storage beside the saved game, never in a save code), and the panel
//! that offers the table link after each move, takes the move links that come
//! back, and gives each seat its seat link.

use leptos::prelude::*;

use crate::app::markup::{div, el, El};
use crate::app::net::parts::{app_link, code_box};
use crate::app::play::Frame;
use crate::engine::Seat;
use crate::net::post::{self, PostOffice, TableId};
use crate::save::Route;

/// Each game's office: `boardroom.v1.post.<slot>`.
const OFFICE_PREFIX: &str = "boardroom.v1.post.";
/// A move link opened on this device, for the game's page to play once it
/// opens (sessionStorage: this tab only).
const PENDING_KEY: &str = "boardroom.post.move";

/// This device's local storage, where seats and offices are kept.
pub(super) fn local() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn load(slot: &str) -> Option<PostOffice> {
    let text = local()?
        .get_item(&format!("{OFFICE_PREFIX}{slot}"))
        .ok()??;
    PostOffice::restore(&text)
}

fn store(slot: &str, office: &PostOffice) -> Result<(), String> {
    let storage = local().ok_or("this browser keeps nothing on this device")?;
    storage
        .set_item(&format!("{OFFICE_PREFIX}{slot}"), &office.store())
        .map_err(|_| "this device's storage is full".to_string())
}

/// The slot of the game kept on this device whose table is `table`.
pub fn slot_of(table: &TableId) -> Option<String> {
    let storage = local()?;
    let n = storage.length().ok()?;
    (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| key.strip_prefix(OFFICE_PREFIX).map(str::to_string))
        .find(|slot| load(slot).is_some_and(|o| &o.table == table))
}

/// Whether `seat` of the game in `slot` has a seat link (it may play by
/// message, or go back to it after playing live).
pub fn has_seat(slot: &str, seat: Seat) -> bool {
    load(slot).is_some_and(|o| o.mailbox(seat).is_some())
}

/// Hands a move link opened on this device to its game's page, then opens it.
pub fn open_for(slot: &str, link: &str) {
    if let Some(s) = super::session_storage() {
        let _ = s.set_item(PENDING_KEY, link);
    }
    crate::app::replace(Route::Play(slot.to_string()));
}

fn take_pending() -> Option<String> {
    let s = super::session_storage()?;
    let link = s.get_item(PENDING_KEY).ok()??;
    let _ = s.remove_item(PENDING_KEY);
    Some(link)
}

/// The address of a link of play by message.
fn address(kind: &str, code: String) -> String {
    app_link(&Route::Post {
        kind: kind.to_string(),
        code,
    })
}

/// The panel of the seats played by message, for the keeper; `None` when no
/// seat is.
pub fn panel(frame: &Frame) -> Option<El> {
    let table = frame.table_untracked();
    let seats = table.message_seats();
    frame.session.hosting()?;
    if seats.is_empty() {
        return None;
    }
    let slot = frame.slot.to_string();
    let names = table.names();
    // Made when the game first opens: a new table id and a key for each seat.
    let mut office = load(&slot).unwrap_or_else(|| {
        PostOffice::new(post::random(), frame.session.info().id, table.players())
    });
    for &s in &seats {
        if office.mailbox(s).is_none() {
            office.issue(s, post::random(), &names);
        }
    }
    let error = RwSignal::new(store(&slot, &office).err());
    // Its seat links are out: the game stays even if left before any move.
    crate::app::saves::keep(&slot);
    let office = StoredValue::new(office);
    // Bumped whenever the office changes (a new seat link, a move taken).
    let changed = RwSignal::new(0u32);
    let heard = RwSignal::new(None::<Result<String, String>>);

    let f = frame.clone();
    let slot_kept = slot.clone();
    let take = move |text: String| {
        if text.trim().is_empty() {
            return;
        }
        let Some(hosting) = f.session.hosting() else {
            return;
        };
        let mut o = office.get_value();
        let result = hosting.deliver(&f, &mut o, &text);
        match result {
            Ok(done) => {
                office.set_value(o.clone());
                error.set(store(&slot_kept, &o).err());
                let who = f.table_untracked().names()[done.seat].clone();
                heard.set(Some(Ok(format!(
                    "{who}'s move is played: “{}”.",
                    done.label
                ))));
                changed.update(|c| *c += 1);
            }
            Err(why) => heard.set(Some(Err(why.to_string()))),
        }
    };
    if let Some(link) = take_pending() {
        take(link);
    }

    let f = frame.clone();
    let table_post = move || {
        let moves = f.session.moves();
        let to_act = f.session.to_act();
        changed.track();
        let table = f.table();
        if to_act.iter().any(|&s| table.bot(s).is_some()) {
            return el("p")
                .class("muted")
                .text("The computers are playing; the table link comes when they are done.")
                .into_view();
        }
        let Some(hosting) = f.session.hosting() else {
            return ().into_any();
        };
        let link = office.with_value(|o| hosting.table_link(&f, o));
        let awaited: Vec<String> = to_act
            .iter()
            .filter(|&&s| table.controller(s) == Some(crate::save::Controller::Message))
            .map(|&s| table.names()[s].clone())
            .collect();
        let over = f.session.outcome().is_some();
        let here = to_act.iter().any(|&s| table.is_here(s));
        let what = if over {
            "The game is over: post this last table link so that everyone sees the end.".into()
        } else if !awaited.is_empty() {
            match awaited.as_slice() {
                [one] => format!(
                    "Post this table link to the group: {one} is to play, and will send back \
                     a move link."
                ),
                _ => format!(
                    "Post this table link to the group: {} are to play, and each will send \
                     back a move link.",
                    awaited.join(" and ")
                ),
            }
        } else if here {
            "It is a turn on this device: play it on the board, and the table link after it \
             shows everyone what happened."
                .into()
        } else {
            "The game waits for a player on their own device. Post this table link whenever \
             the players by message should see the table."
                .into()
        };
        el("div")
            .classes("table-post", &[("waiting", !awaited.is_empty() || over)])
            .child(el("h3").text(format!("Table link after move {moves}")))
            .child(el("p").text(what))
            .child(code_box(
                "table-link".into(),
                "table link",
                address("table", link),
                None,
            ))
            .into_view()
    };

    let field = view! {
        <input
            id="move-link"
            type="text"
            autocomplete="off"
            spellcheck="false"
            placeholder="Move link"
            on:input=move |ev| {
                let text = event_target_value(&ev);
                take(text);
            }
        />
    };
    let answer = move || {
        heard.get().map(|h| {
            match h {
                Ok(text) => el("p")
                    .class("net-status ok")
                    .attr("role", "status")
                    .text(text),
                Err(text) => el("p").class("error").attr("role", "alert").text(text),
            }
            .into_view()
        })
    };
    let rows = seats
        .into_iter()
        .map(|s| seat_row(frame, s, office, changed, slot.clone(), error));
    Some(
        el("section")
            .class("by-message")
            .attr("aria-label", "Players by message")
            .child(el("h2").text("Players by message"))
            .child(table_post.into_any())
            .child(
                el("label")
                    .attr("for", "move-link")
                    .text("Paste a move link that came back (or open it on this device)"),
            )
            .child(field.into_any())
            .child(answer.into_any())
            .child(crate::app::markup::alert_of(error))
            .child(el("ul").class("post-seats").kids(rows))
            .child(super::post::about()),
    )
}

/// One seat played by message: its name, its seat link on request, and a new
/// one to replace a lost phone's.
fn seat_row(
    frame: &Frame,
    seat: Seat,
    office: StoredValue<PostOffice>,
    changed: RwSignal<u32>,
    slot: String,
    error: RwSignal<Option<String>>,
) -> El {
    let name = frame.table_untracked().names()[seat].clone();
    let shown = RwSignal::new(false);
    let renewed = RwSignal::new(false);
    let f = frame.clone();
    let link = move || {
        changed.track();
        if !shown.get() {
            return ().into_any();
        }
        let names = f.table_untracked().names();
        let Some(code) = office.with_value(|o| o.seat_link(seat, &names)) else {
            return ().into_any();
        };
        let who = &names[seat];
        div("seat-post")
            .child(el("p").text(if renewed.get() {
                format!("A new seat link for {who}: their old one no longer opens anything.")
            } else {
                format!(
                    "Send this link to {who} alone (not to the group): whoever opens it sees \
                     {who}'s cards and plays {who}'s seat."
                )
            }))
            .child(code_box(
                format!("seat-link-{seat}"),
                "seat link",
                address("seat", code),
                None,
            ))
            .into_view()
    };
    let f = frame.clone();
    let renew = move || {
        let names = f.table_untracked().names();
        office.update_value(|o| {
            o.issue(seat, post::random(), &names);
        });
        error.set(office.with_value(|o| store(&slot, o)).err());
        renewed.set(true);
        shown.set(true);
        changed.update(|c| *c += 1);
    };
    let toggle_text = move || {
        if shown.get() {
            "Hide seat link"
        } else {
            "Seat link"
        }
    };
    el("li")
        .class("post-seat")
        .child(el("strong").text(name.clone()))
        .child(
            div("net-buttons")
                .child(
                    el("button")
                        .attr("aria-label", format!("Seat link for {name}"))
                        .on_click(move || shown.update(|s| *s = !*s))
                        .child(toggle_text.into_any()),
                )
                .child(
                    el("button")
                        .attr("aria-label", format!("New seat link for {name}"))
                        .on_click(renew)
                        .text("New seat link"),
                ),
        )
        .child(link.into_any())
}
