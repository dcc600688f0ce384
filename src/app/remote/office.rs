//! The keeper's side of play by message, in the page: the game's
//! [`PostOffice`] (its table id and each seat's key, kept in this device's
//! local storage beside the saved game, never in a save code), and the panel
//! that offers the table link after each move, takes the move links that come
//! back, and gives each seat its seat link.

use leptos::prelude::*;

use crate::app::connect::both_ends::{app_link, code_box, link_box};
use crate::app::markup::{div, el, El};
use crate::app::play::Frame;
use crate::codecs::Codecs;
use crate::engine::Seat;
use crate::net::keeper::Step;
use crate::net::post::{self, PostOffice, TableId};
use crate::save::Route;
use crate::save::Turn;

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
    crate::app::nav::replace(Route::Play(slot.to_string()));
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

/// Where the seats whose seat link the keeper took are kept, per game:
/// `boardroom.v1.post-sent.<slot>` (a list of seat numbers).
const SENT_PREFIX: &str = "boardroom.v1.post-sent.";

fn sent_seats(slot: &str) -> Vec<Seat> {
    local()
        .and_then(|s| s.get_item(&format!("{SENT_PREFIX}{slot}")).ok().flatten())
        .map(|text| text.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_default()
}

fn mark_sent(slot: &str, seat: Seat) {
    let mut seats = sent_seats(slot);
    if seats.contains(&seat) {
        return;
    }
    seats.push(seat);
    let text: Vec<String> = seats.iter().map(Seat::to_string).collect();
    if let Some(s) = local() {
        let _ = s.set_item(&format!("{SENT_PREFIX}{slot}"), &text.join(","));
    }
}

/// What the keeper's panel shares between its steps.
#[derive(Clone, Copy)]
struct PanelState {
    office: StoredValue<PostOffice>,
    /// What seals and opens its links.
    codecs: Codecs,
    /// Bumped whenever the office changes (a new seat link, a move taken,
    /// a seat link taken).
    changed: RwSignal<u32>,
    /// The position (moves, take backs) whose table link was copied or shared.
    posted: RwSignal<Option<(usize, usize)>>,
    error: RwSignal<Option<String>>,
    /// What became of the last move link pasted: its words, or why it was
    /// refused.
    heard: RwSignal<Option<Result<String, String>>>,
}

impl PanelState {
    /// The table link of the position now was copied or shared.
    fn mark_posted(&self, frame: &Frame) {
        self.posted
            .set(Some((frame.session.moves(), position_taken_back(frame))));
    }
}

/// The step due now (see [`Step::due`]); tracked.
fn due(frame: &Frame, state: PanelState) -> Step {
    state.changed.track();
    let table = frame.table();
    let to_act = frame.session.to_act();
    let turn = Turn::of(&to_act, &table);
    let sent = sent_seats(&frame.slot);
    let unsent: Vec<Seat> = table
        .message_seats()
        .into_iter()
        .filter(|s| !sent.contains(s))
        .filter(|&s| {
            state
                .office
                .with_value(|o| o.mailbox(s).is_none_or(|m| m.answered.is_none()))
        })
        .collect();
    let over = frame.session.outcome().is_some();
    // The link posted last still serves whoever is to act by message (a
    // sealed step: others sealing since changed nothing they see).
    let posted = state.posted.get().is_some_and(|(moves, taken_back)| {
        frame.session.hosting().is_some_and(|h| {
            let now = (frame.session.moves(), h.taken_back());
            (moves, taken_back) == now
                || (!over
                    && !turn.by_message.is_empty()
                    && h.link_serves(moves, taken_back, &turn.by_message))
        })
    });
    Step::due(&turn, &unsent, over, posted)
}

/// How many moves were taken back so far (a table link is for a position).
fn position_taken_back(frame: &Frame) -> usize {
    frame.session.hosting().map_or(0, |h| h.taken_back())
}

/// The panel of the seats played by message, for the keeper; `None` when no
/// seat is. It leads the keeper through three steps (send each seat link,
/// post the table link, paste the move links that come back), marking the
/// one due now; a bar held at the top of the screen brings it back from the
/// board when it is a link to send.
pub fn panel(frame: &Frame, codecs: Codecs) -> Option<El> {
    let table = frame.table_untracked();
    let seats = table.message_seats();
    frame.session.hosting()?;
    if seats.is_empty() {
        return None;
    }
    let slot = frame.slot.to_string();
    let office = PostOffice::opened(
        load(&slot),
        frame.session.info().id,
        table.players(),
        &seats,
        &table.names(),
    );
    let state = PanelState {
        error: RwSignal::new(store(&slot, &office).err()),
        office: StoredValue::new(office),
        codecs,
        changed: RwSignal::new(0u32),
        posted: RwSignal::new(None),
        heard: RwSignal::new(None),
    };
    // Its seat links are out: the game stays even if left before any move.
    crate::app::saves::keep(&slot);
    if let Some(link) = take_pending() {
        take(frame, state, &link);
    }

    let f = frame.clone();
    let step = Memo::new(move |_| due(&f, state));
    let f = frame.clone();
    let advice = move || {
        let names = f.table().names();
        el("p")
            .class("post-advice")
            .attr("role", "status")
            .text(step.get().advice(&names))
            .into_view()
    };
    let rows = seats
        .into_iter()
        .map(|s| seat_row(frame, s, state, slot.clone()));
    let seat_links = div("post-step-body")
        .child(
            el("p")
                .class("muted")
                .text("Once, to that person alone: it opens their seat on their phone."),
        )
        .child(el("ul").class("post-seats").kids(rows));
    let steps = [
        ("Send each player their seat link", seat_links),
        (
            "Post the table link to the group",
            div("post-step-body").child(table_post(frame, state)),
        ),
        (
            "Paste the move links that come back",
            moves_back(frame, state),
        ),
    ];
    Some(
        el("section")
            .class("by-message")
            .attr("aria-label", "Players by message")
            .child(el("h2").text("Players by message"))
            .child(advice.into_any())
            .child(
                el("ol").class("post-steps").kids(
                    steps
                        .into_iter()
                        .zip(1..)
                        .map(|((title, body), n)| step_item(n, title, step, body)),
                ),
            )
            .child(crate::app::markup::alert_of(state.error))
            .child(about())
            .child(due_bar(frame, state, step)),
    )
}

/// Plays a move link pasted or opened on this device, if the rules take it,
/// and says what it did or why not.
fn take(frame: &Frame, state: PanelState, text: &str) {
    if text.trim().is_empty() {
        return;
    }
    let Some(hosting) = frame.session.hosting() else {
        return;
    };
    let mut office = state.office.get_value();
    let delivered = hosting.deliver(frame, &mut office, &state.codecs, text);
    if delivered.is_ok() {
        state.error.set(store(&frame.slot, &office).err());
        state.office.set_value(office);
        state.changed.update(|c| *c += 1);
    }
    let names = frame.table_untracked().names();
    let over = frame.session.outcome().is_some();
    state
        .heard
        .set(Some(post::keeper_heard(&delivered, text, &names, over)));
}

/// Step 3: the box a move link that came back is pasted into, and what became
/// of the last one.
fn moves_back(frame: &Frame, state: PanelState) -> El {
    let f = frame.clone();
    let field = view! {
        <input
            id="move-link"
            type="text"
            autocomplete="off"
            spellcheck="false"
            placeholder="Move link"
            on:input=move |ev| take(&f, state, &event_target_value(&ev))
        />
    };
    let answer = move || {
        state.heard.get().map(|h| {
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
    div("post-step-body")
        .child(
            el("label")
                .attr("for", "move-link")
                .text("Paste a move link that came back (or open it on this device)"),
        )
        .child(field.into_any())
        .child(answer.into_any())
}

/// One of the panel's three steps, marked while it is the one due.
fn step_item(n: usize, title: &'static str, step: Memo<Step>, body: El) -> AnyView {
    let id = format!("post-step-{n}");
    let class = move || {
        if step.get().number() == Some(n) {
            format!("post-step {}", crate::app::kit::DUE_STEP)
        } else {
            "post-step".to_string()
        }
    };
    let body = body.into_view();
    view! {
        <li id=id class=class>
            <h3>{title}</h3>
            {body}
        </li>
    }
    .into_any()
}

/// The bar held at the top of the screen while a link is to send: the keeper
/// may be far down the page at their own hand. It copies the table link, or
/// brings the due step into view.
fn due_bar(frame: &Frame, state: PanelState, step: Memo<Step>) -> AnyView {
    let resized = window_event_listener(leptos::ev::resize, |_| fit_room_under_bar());
    on_cleanup(move || resized.remove());
    let f = frame.clone();
    let bar = move || {
        let step = step.get();
        let n = step.number().filter(|&n| n < 3)?;
        // Once this bar is on the page, in the frame's own layout pass.
        request_animation_frame(fit_room_under_bar);
        let names = f.table().names();
        let copy = (n == 2)
            .then(|| table_link_now(&f, state))
            .flatten()
            .map(|link| {
                let f = f.clone();
                el("button")
                    .class("primary")
                    .on_click(move || {
                        let _ = window().navigator().clipboard().write_text(&link);
                        state.mark_posted(&f);
                    })
                    .text("Copy table link")
            });
        Some(
            div("post-due")
                .attr("role", "region")
                .attr("aria-label", "Link to send")
                .child(el("p").text(step.advice(&names)))
                .child(
                    div("net-buttons").opt(copy).child(
                        el("button")
                            .on_click(move || {
                                if let Some(e) =
                                    document().get_element_by_id(&format!("post-step-{n}"))
                                {
                                    e.scroll_into_view();
                                }
                            })
                            .text(if n == 1 { "Show seat links" } else { "Show it" }),
                    ),
                )
                .into_view(),
        )
    };
    bar.into_any()
}

/// Gives the bar the room it takes: it is held over the top of the screen,
/// where at first it covers the site's header, so the game moves down only by
/// as much as the bar is taller than what lies above the game, and a step
/// brought into view stops under it (style/main.css reads both figures).
fn fit_room_under_bar() {
    let doc = document();
    let (Ok(Some(bar)), Ok(Some(game))) =
        (doc.query_selector(".post-due"), doc.query_selector(".game"))
    else {
        return;
    };
    let height = bar.get_bounding_client_rect().height();
    // Where the game's box begins on the page (its padding is inside it).
    let above = game.get_bounding_client_rect().top() + window().scroll_y().unwrap_or(0.0);
    let room = (height + 8.0 - above).max(0.0);
    let _ = game.set_attribute(
        "style",
        &format!("--due-h:{height:.0}px;--under-due:{room:.0}px"),
    );
}

/// The table link of the position now (sealed anew each time it is asked).
fn table_link_now(frame: &Frame, state: PanelState) -> Option<String> {
    let hosting = frame.session.hosting()?;
    let link = state
        .office
        .with_value(|o| hosting.table_link(frame, o, &state.codecs));
    Some(address("table", link))
}

/// The table link of the position now, with what it is for.
fn table_post(frame: &Frame, state: PanelState) -> AnyView {
    let f = frame.clone();
    let post = move || {
        let moves = f.session.moves();
        f.session.to_act();
        state.changed.track();
        let Some(link) = table_link_now(&f, state) else {
            return ().into_any();
        };
        let f2 = f.clone();
        let used = Callback::new(move |()| {
            state.mark_posted(&f2);
        });
        div("table-post")
            .child(el("p").class("muted").text(format!(
                "After each move; this one is the table after move {moves}. A phone that \
                 missed links catches up from the newest."
            )))
            .child(link_box(
                "table-link".into(),
                "table link",
                link,
                None,
                None,
                Some(used),
            ))
            .into_view()
    };
    post.into_any()
}

/// One seat played by message: its name, its seat link on request, and (after
/// a confirmation) a new one to replace a lost phone's.
fn seat_row(frame: &Frame, seat: Seat, state: PanelState, slot: String) -> El {
    let name = frame.table_untracked().names()[seat].clone();
    let shown = RwSignal::new(false);
    let renewed = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    let f = frame.clone();
    let slot_shown = slot.clone();
    let link = move || {
        state.changed.track();
        if !shown.get() {
            return ().into_any();
        }
        let names = f.table_untracked().names();
        let Some(code) = state.office.with_value(|o| o.seat_link(seat, &names)) else {
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
                &state.codecs,
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
        state.office.update_value(|o| {
            o.issue(seat, post::random(), &names);
        });
        state
            .error
            .set(state.office.with_value(|o| store(&slot, o)).err());
        renewed.set(true);
        shown.set(true);
        confirming.set(false);
        state.changed.update(|c| *c += 1);
    };
    let toggle_text = move || {
        if shown.get() {
            "Hide seat link"
        } else {
            "Seat link"
        }
    };
    let toggle = move || {
        let show = !shown.get_untracked();
        if show {
            // The keeper took the link to send it: step 1 is done for this seat.
            mark_sent(&slot_shown, seat);
            state.changed.update(|c| *c += 1);
        }
        shown.set(show);
    };
    let confirm_name = name.clone();
    let confirm = move || {
        confirming.get().then(|| {
            div("post-confirm")
                .attr("role", "group")
                .attr("aria-label", format!("Replace {confirm_name}'s seat link"))
                .child(el("p").text(format!(
                    "Replace {confirm_name}'s seat link? Only if their phone is lost: their \
                     old link stops working at once, and they need the new one to play on."
                )))
                .child(
                    div("net-buttons")
                        .child(
                            el("button")
                                .class("danger")
                                .on_click(renew.clone())
                                .text("Replace the seat link"),
                        )
                        .child(
                            el("button")
                                .on_click(move || confirming.set(false))
                                .text("Keep it"),
                        ),
                )
                .into_view()
        })
    };
    el("li")
        .class("post-seat")
        .child(el("strong").text(name.clone()))
        .child(
            div("net-buttons")
                .child(
                    el("button")
                        .attr("aria-label", format!("Seat link for {name}"))
                        .on_click(toggle)
                        .child(toggle_text.into_any()),
                )
                .child(
                    el("button")
                        .attr("aria-label", format!("New seat link for {name}"))
                        .on_click(move || confirming.set(true))
                        .text("New seat link"),
                ),
        )
        .child(confirm.into_any())
        .child(link.into_any())
}

/// How play by message works, in a fold: on the keeper's panel and a
/// player's page alike.
pub fn about() -> El {
    el("details")
        .class("post-about")
        .child(el("summary").text("How play by message works"))
        .child(el("p").text(
            "One device keeps the game: the one that started it (the keeper). It holds the \
             whole game, every hand included, as a host of a live game does. Each player's \
             phone holds only its seat's key and what that seat has seen.",
        ))
        .child(el("p").text(
            "After each move the keeper posts one table link to the group. Anyone may see \
             it; each player's phone opens only its own part, sealed with its seat's key. \
             On your turn, your move becomes a move link: post it back. The keeper's device \
             plays it only as your move, at that point of the game; a changed, repeated or \
             out-of-date link is refused and changes nothing.",
        ))
        .child(el("p").text(
            "A lost phone: the keeper makes a new seat link for that seat and sends it. The \
             old key stops working, and links made with it no longer open or play.",
        ))
        .child(el("p").text(
            "By message there is no coach and no take back: both need the game, which is on \
             the keeper's device.",
        ))
}
