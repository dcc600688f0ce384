//! A player's side of play by message, in the page: what a seat link, a table
//! link and a move link open. A seat link leaves the seat's key on this device
//! (its [`Desk`], in local storage); a table link shows the seat's board from
//! its part and, on its turn, its controls, whose move becomes a move link to
//! send back. A move link opened on the keeper's device goes to its game.

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::connect::both_ends::{app_link, code_box, token_text};
use crate::app::markup::{alert, div, el, El};
use crate::app::play::game_screen;
use crate::app::registry::{self, Listed, Visitor};
use crate::app::remote::guest::Guest;
use crate::app::remote::guest_table;
use crate::app::remote::office::{self, local};
use crate::codecs::Codecs;
use crate::net::mirror::Mirror;
use crate::net::post::{self, Desk, Opened, Post, PostError, SeatPass, TableId, TablePost};
use crate::net::proto::FromSeat;
use crate::save::{Controller, Route};

/// Each seat's desk on this device: `boardroom.v1.desk.<table id>.<seat>`.
const DESK_PREFIX: &str = "boardroom.v1.desk.";

fn desk_key(table: &TableId, seat: usize) -> String {
    format!("{DESK_PREFIX}{}.{seat}", token_text(table))
}

/// The stored desks of this device for `table`, by their keys.
fn desks_of(table: &TableId) -> Vec<String> {
    let Some(storage) = local() else {
        return Vec::new();
    };
    let prefix = format!("{DESK_PREFIX}{}.", token_text(table));
    let n = storage.length().unwrap_or(0);
    let mut keys: Vec<String> = (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|k| k.starts_with(&prefix))
        .collect();
    keys.sort();
    keys
}

fn game_name(id: &str) -> String {
    crate::games::infos()
        .into_iter()
        .find(|i| i.id == id)
        .map_or_else(|| "a game".to_string(), |i| i.name.to_string())
}

/// The page a link of play by message opens.
pub fn page(code: &str, codecs: Codecs) -> AnyView {
    match shown(code, codecs) {
        Ok(view) => view,
        Err(why) => el("section")
            .class("net-page")
            .child(el("h1").text("Play by message"))
            .child(alert(why))
            .child(el("p").child(el("a").attr("href", "#").text("Back to all games")))
            .into_view(),
    }
}

/// What a link opens, or why it cannot.
fn shown(code: &str, codecs: Codecs) -> Result<AnyView, String> {
    match post::read(code).map_err(|e| e.to_string())? {
        Post::Seat(pass) => {
            let game = pass.game.clone();
            let open = Opening {
                what: Open::Seat(pass),
                codecs,
            };
            registry::dispatch(&game, open).ok_or_else(unknown_game)?
        }
        Post::Table(table) => table_page(table, codecs),
        Post::Move(m) => move_page(&m.table, code),
    }
}

fn unknown_game() -> String {
    "This link is for a game this version of Boardroom does not have: update the app (reload \
     the page)."
        .into()
}

fn table_page(table: TablePost, codecs: Codecs) -> Result<AnyView, String> {
    let seats = table.seats();
    let desk = desks_of(&table.table).into_iter().find(|key| {
        key.rsplit('.')
            .next()
            .and_then(|s| s.parse::<usize>().ok())
            .is_some_and(|s| seats.contains(&s))
    });
    if let Some(key) = desk {
        let id = table.game.clone();
        let open = Opening {
            what: Open::Table { key, table },
            codecs,
        };
        return registry::dispatch(&id, open).ok_or_else(unknown_game)?;
    }
    let game = game_name(&table.game);
    let Some(slot) = office::slot_of(&table.table) else {
        return Err(format!(
            "This table link is for a game of {game} played by message. Only each player's \
             own device opens its part: if you play in this game, open the seat link you were \
             sent on this device first, then this link again."
        ));
    };
    Ok(el("section")
        .class("net-page")
        .child(el("h1").text(format!("{game} by message")))
        .child(el("p").text(
            "This is the table link of a game kept on this device: post it to the group. The \
             game itself is here.",
        ))
        .child(
            el("a")
                .class("button primary")
                .attr("href", Route::Play(slot).fragment())
                .text("Open the game"),
        )
        .into_view())
}

/// A move link (of the game `table`): on the keeper's device, its game plays it.
fn move_page(table: &TableId, code: &str) -> Result<AnyView, String> {
    let slot = office::slot_of(table).ok_or(
        "This is a move link of a game played by message. Open it on the device that keeps \
         the game (the one that started it), or paste it into that game's “Paste a move link” \
         box.",
    )?;
    office::open_for(&slot, code);
    Ok(el("p")
        .class("muted")
        .attr("role", "status")
        .text("Opening the game…")
        .into_view())
}

/// What to open, once the game is known.
enum Open {
    Seat(SeatPass),
    /// A table link for the desk stored under `key`.
    Table {
        key: String,
        table: TablePost,
    },
}

/// What to open, with the codecs that open a table link and seal a move.
struct Opening {
    what: Open,
    codecs: Codecs,
}

impl Visitor for Opening {
    type Out = Result<AnyView, String>;
    fn visit<G: Listed>(self) -> Self::Out {
        // The game's code here is the devices' part's: its words come with it.
        crate::games::add_words::<G>();
        let codecs = self.codecs;
        let storage = local().ok_or(
            "This browser keeps nothing on this device (private browsing?), so it cannot \
             hold your seat between links.",
        )?;
        match self.what {
            Open::Seat(pass) => {
                let key = desk_key(&pass.table, pass.seat);
                // The same seat link again keeps what this device saw; a new
                // one (a lost phone's replacement) starts afresh.
                let desk = storage
                    .get_item(&key)
                    .ok()
                    .flatten()
                    .and_then(|t| Desk::<G>::restore(&t))
                    .filter(|d| d.pass == pass)
                    .unwrap_or_else(|| Desk::new(pass.clone()));
                storage
                    .set_item(&key, &desk.store())
                    .map_err(|_| "This device's storage is full.".to_string())?;
                let name = pass.names.get(pass.seat).cloned().unwrap_or_default();
                let intro = el("div")
                    .child(el("p").attr("role", "status").text(format!(
                        "This device now holds {name}'s seat. Keep the seat link to yourself: \
                         whoever opens it plays {name}."
                    )))
                    .child(el("p").text(
                        "When a table link comes (in the group's chat, or from the keeper), \
                         open it on this device: it shows your part of the game and, on your \
                         turn, your controls. Your move becomes a move link to send back.",
                    ));
                Ok(desk_page::<G>(key, desk, Some(intro), codecs))
            }
            Open::Table { key, table } => {
                let mut desk = storage
                    .get_item(&key)
                    .ok()
                    .flatten()
                    .and_then(|t| Desk::<G>::restore(&t))
                    .ok_or("This device's seat did not read: open your seat link again.")?;
                let said = match desk.open(&codecs, &table) {
                    Ok(Opened::New) => {
                        // A new position: a move chosen on an older one is void.
                        let _ = storage.remove_item(&sent_key(&key));
                        format!("Table link after move {}.", table.moves)
                    }
                    Ok(Opened::Same) => format!(
                        "Table link after move {} (opened before on this device).",
                        table.moves
                    ),
                    Err(e @ PostError::Older { .. }) => e.to_string(),
                    Err(e) => return Err(e.to_string()),
                };
                storage
                    .set_item(&key, &desk.store())
                    .map_err(|_| "This device's storage is full.".to_string())?;
                let note = el("p").class("muted").attr("role", "status").text(said);
                Ok(desk_page::<G>(key, desk, Some(note), codecs))
            }
        }
    }
}

/// The move this device chose on the screen shown, kept until a newer table
/// link comes: `<desk key>.sent` holds the move number, its words and its link.
fn sent_key(desk: &str) -> String {
    format!("{desk}.sent")
}

#[derive(Clone, Debug, PartialEq)]
struct SentMove {
    moves: usize,
    label: String,
    link: String,
}

fn load_sent(desk: &str, moves: usize) -> Option<SentMove> {
    let text = local()?.get_item(&sent_key(desk)).ok()??;
    let mut parts = text.splitn(3, '\n');
    let sent = SentMove {
        moves: parts.next()?.parse().ok()?,
        label: parts.next()?.to_string(),
        link: parts.next()?.to_string(),
    };
    (sent.moves == moves).then_some(sent)
}

/// A seat's page: who it is, a word on the link just opened, the move link to
/// send (once a move is chosen) and the board.
fn desk_page<G: Listed>(key: String, desk: Desk<G>, note: Option<El>, codecs: Codecs) -> AnyView {
    let game = G::info().name;
    let name = desk
        .pass
        .names
        .get(desk.pass.seat)
        .cloned()
        .unwrap_or_default();
    let Some(mirror) = desk.mirror.clone() else {
        return el("section")
            .class("net-page")
            .child(el("h1").text(format!("{game} by message · your seat: {name}")))
            .opt(note)
            .child(office::about())
            .into_view();
    };
    // The game's own heading follows: this line only says whose seat it is.
    let head = el("p")
        .class("net-about")
        .text(format!("By message · your seat: {name}"));
    let moves = mirror.screen.moves;
    let sent = RwSignal::new(load_sent(&key, moves));
    // By message no link to the keeper can be lost; a chosen move is waited
    // on as a plain status (see `Guest::waiting`).
    let lost = RwSignal::new(None::<String>);
    let chosen_note = "Your move is chosen: send its move link (above).";
    let waiting = RwSignal::new(
        sent.get_untracked()
            .is_some()
            .then(|| chosen_note.to_string()),
    );
    let table = guest_table(&mirror.welcome, Controller::Message);
    let mirror: RwSignal<Mirror<G>> = RwSignal::new(mirror);
    let desk = StoredValue::new(desk);
    let key_kept = key.clone();
    let say = Arc::new(move |message: FromSeat<G>| {
        // Its own message, just packed: it reads.
        let Some(action) = (match message {
            FromSeat::Act { action, .. } => action.open().ok(),
            _ => None,
        }) else {
            return;
        };
        let label = mirror.with_untracked(|m| {
            m.screen
                .offered
                .iter()
                .find(|o| o.action == action)
                .map(|o| o.label.clone())
                .unwrap_or_default()
        });
        let link = desk.with_value(|d| d.move_link(&codecs, &action));
        let link = app_link(&Route::Post {
            kind: "move".into(),
            code: link,
        });
        let chosen = SentMove { moves, label, link };
        if let Some(s) = local() {
            let text = format!("{}\n{}\n{}", chosen.moves, chosen.label, chosen.link);
            let _ = s.set_item(&sent_key(&key_kept), &text);
        }
        sent.set(Some(chosen));
        waiting.set(Some(chosen_note.into()));
        bring_into_view(".move-post");
    });
    let session = Guest::<G> {
        mirror,
        send: say,
        live: false,
        lost,
        waiting,
    };
    let session = Arc::new(session);
    let (_frame, board) = game_screen(String::new(), table, session.clone(), session, None);
    let key_again = key.clone();
    let move_post = move || {
        sent.get().map(|s| {
            div("move-post")
                .child(el("h2").text("Your move link"))
                .child(el("p").text(format!(
                    "Your move: “{}”. Send this link back to the group (or to the keeper): \
                     only the keeper's device can play it, and only as your move.",
                    s.label
                )))
                .child(code_box(
                    &codecs,
                    "move-link".into(),
                    "move link",
                    s.link,
                    None,
                ))
                .child(
                    el("button")
                        .on_click({
                            let key = key_again.clone();
                            move || {
                                if let Some(st) = local() {
                                    let _ = st.remove_item(&sent_key(&key));
                                }
                                sent.set(None);
                                waiting.set(None);
                            }
                        })
                        .text("Choose again"),
                )
                .child(el("p").class("muted").text(
                    "Choosing again makes a new move link: send only one of them. The \
                     keeper's device plays the first that comes and refuses the other.",
                ))
                .into_view()
        })
    };
    el("div")
        .class("by-message-seat")
        .child(div("desk-head").child(head).opt(note))
        .child(move_post.into_any())
        .child(board)
        .into_view()
}

/// Scrolls the first element matching `selector` into view once it is drawn.
fn bring_into_view(selector: &'static str) {
    request_animation_frame(move || {
        if let Some(e) = document().query_selector(selector).ok().flatten() {
            e.scroll_into_view();
            if let Ok(Some(button)) = e.query_selector("button") {
                use wasm_bindgen::JsCast;
                if let Ok(b) = button.dyn_into::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
        }
    });
}
