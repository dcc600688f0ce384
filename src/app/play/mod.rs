//! The game screen: board, the actions the current human may take, the log,
//! whose turn, the pass-the-device curtain, computer players, autosave and sharing.

mod bots;
mod log;
mod session;
mod share;

use std::sync::Arc;

use leptos::prelude::*;

use super::markup::{alert, alert_of, div, el, span, El};
use super::registry::{self, Listed, Visitor};
use super::saves;
use crate::engine::Seat;
use crate::save::{Controller, StoredGame, Table};
use session::{Session, Typed};

/// Where the chosen pace is kept, for every game.
const PACE_KEY: &str = "boardroom.v1.pace";

/// How long a computer move stays on screen before the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Instant,
}

impl Pace {
    fn pause_ms(self) -> u64 {
        match self {
            Pace::Slow => 1200,
            Pace::Normal => 450,
            Pace::Instant => 0,
        }
    }
    fn key(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Instant => "instant",
        }
    }
    fn parse(s: &str) -> Pace {
        match s {
            "slow" => Pace::Slow,
            "instant" => Pace::Instant,
            _ => Pace::Normal,
        }
    }
}

/// Opens the saved game in `slot`.
pub fn open(slot: String) -> AnyView {
    let stored = match saves::open_slot(&slot) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => return problem(&format!("This saved game cannot be opened: {e}")),
        Err(e) => return problem(&format!("Saved games cannot be read here: {e}")),
    };
    let game_id = stored.game_id.clone();
    registry::dispatch(&game_id, Open { slot, stored }).unwrap_or_else(|| {
        problem("This saved game is for a game this version of Boardroom cannot play.")
    })
}

fn problem(text: &str) -> AnyView {
    el("section")
        .child(alert(text))
        .child(el("p").child(back_home("")))
        .into_view()
}

/// The link back to the list of games.
fn back_home(class: &str) -> El {
    el("a")
        .class(class)
        .attr("href", "#")
        .text("Back to all games")
}

struct Open {
    slot: String,
    stored: StoredGame,
}

impl Visitor for Open {
    type Out = AnyView;
    fn visit<G: Listed>(self) -> AnyView {
        let saved = match self.stored.saved_game::<G>() {
            Ok(s) => s,
            Err(e) => return problem(&format!("This saved game is damaged: {e}")),
        };
        match saved.replay() {
            Ok(m) => {
                let _ = saves::with_store(|s| s.set_last_opened(Some(&self.slot)));
                let typed = Typed {
                    game: RwSignal::new(m),
                };
                game_screen(self.slot, saved.table, Arc::new(typed))
            }
            Err(e) => problem(&format!("This saved game does not replay: {e}")),
        }
    }
}

/// Everything the screen's pieces share; nothing here depends on the game's type.
#[derive(Clone)]
pub struct Frame {
    pub slot: Arc<str>,
    pub table: Arc<Table>,
    pub session: Arc<dyn Session>,
    /// Whose eyes the board borrows.
    pub viewer: RwSignal<Option<Seat>>,
    /// A human seat waiting behind the pass-the-device curtain.
    pub curtain: RwSignal<Option<Seat>>,
    /// `Some(n)`: looking back at the position after `n` moves.
    pub back: RwSignal<Option<usize>>,
    pub pace: RwSignal<Pace>,
    pub error: RwSignal<Option<String>>,
    /// The move number a computer seat is thinking about, if any.
    pub thinking: RwSignal<Option<usize>>,
    pub alive: bots::Alive,
}

impl Frame {
    /// After every change: raise the curtain for the next human, or wake a bot.
    pub fn next_turn(&self) {
        let (outcome, to_act) = untrack(|| (self.session.outcome(), self.session.to_act()));
        let humans: Vec<Seat> = (0..self.table.players())
            .filter(|&s| self.table.is_human(s))
            .collect();
        if outcome.is_some() {
            self.curtain.set(None);
            if humans.len() != 1 {
                self.viewer.set(None);
            }
            return;
        }
        // A human who must act goes first when several seats act at once.
        let seat = to_act
            .iter()
            .copied()
            .find(|&s| self.table.is_human(s))
            .or_else(|| to_act.first().copied());
        let Some(seat) = seat else { return };
        match self.table.controller(seat) {
            Some(Controller::Human) => {
                if humans.len() > 1 && self.viewer.get_untracked() != Some(seat) {
                    self.viewer.set(None);
                    self.curtain.set(Some(seat));
                } else {
                    self.viewer.set(Some(seat));
                }
            }
            Some(Controller::Bot(kind)) => self.session.think(self, seat, kind),
            None => {}
        }
    }
}

fn game_screen(slot: String, table: Table, session: Arc<dyn Session>) -> AnyView {
    let humans: Vec<Seat> = (0..table.players())
        .filter(|&s| table.is_human(s))
        .collect();
    let first_viewer = if humans.len() == 1 {
        Some(humans[0])
    } else {
        None
    };
    let pace = window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(PACE_KEY).ok().flatten())
        .map_or(Pace::Normal, |p| Pace::parse(&p));
    let info = session.info();
    let frame = Frame {
        slot: slot.into(),
        table: Arc::new(table),
        session,
        viewer: RwSignal::new(first_viewer),
        curtain: RwSignal::new(None),
        back: RwSignal::new(None),
        pace: RwSignal::new(pace),
        error: RwSignal::new(None),
        thinking: RwSignal::new(None),
        alive: bots::Alive::new(),
    };
    on_cleanup({
        let alive = frame.alive.clone();
        move || alive.end()
    });
    frame.next_turn();

    // Plain elements (see `markup`) around the pieces that follow the game.
    let f = frame.clone();
    let status = move || status_line(&f);
    let f = frame.clone();
    let body = move || {
        let refocus = focus_in_board();
        let view = match f.curtain.get() {
            Some(seat) => curtain(&f, seat).into_view(),
            None => f.session.board(&f),
        };
        if refocus {
            request_animation_frame(focus_board_if_lost);
        }
        view
    };
    let f = frame.clone();
    let result = move || f.session.outcome().map(|o| results(&f, o).into_view());
    let error = frame.error;
    let head = div("game-head")
        .child(el("h1").text(info.name))
        .child(
            el("p")
                .class("status")
                .attr("role", "status")
                .attr("aria-live", "polite")
                .child(status.into_any()),
        )
        .child(
            div("game-tools")
                .child(
                    el("a")
                        .class("button")
                        .attr("href", crate::save::Route::Rules(info.id.into()).fragment())
                        .text("Rules"),
                )
                .child(pace_select(frame.pace))
                .child(share::share_button(frame.clone())),
        );
    el("section")
        .class("game")
        .attr("aria-label", info.name)
        .child(head)
        .child(alert_of(error))
        .child(result.into_any())
        .child(
            div("game-body")
                .child(
                    div("board-area")
                        .attr("tabindex", "-1")
                        .child(body.into_any()),
                )
                .child(log::log_panel(frame)),
        )
        .into_view()
}

/// The pace box follows its signal, so it stays a (small) view.
fn pace_select(pace: RwSignal<Pace>) -> El {
    let select = view! {
        <select
            prop:value=move || pace.get().key()
            on:change=move |ev| {
                let p = Pace::parse(&event_target_value(&ev));
                pace.set(p);
                if let Some(s) = window().local_storage().ok().flatten() {
                    let _ = s.set_item(PACE_KEY, p.key());
                }
            }
        >
            <option value="slow">"Slow"</option>
            <option value="normal">"Normal"</option>
            <option value="instant">"Instant"</option>
        </select>
    };
    el("label")
        .class("pace")
        .text("Computer pace ")
        .child(select.into_any())
}

/// Whether keyboard focus is on something in the board.
fn focus_in_board() -> bool {
    document()
        .active_element()
        .and_then(|a| a.closest(".board-area").ok().flatten())
        .is_some()
}

/// A redrawn board is built anew, so the control that had focus is gone and
/// focus falls back to the page. It goes to the board instead, so that Tab
/// carries on from there rather than from the top of the page.
fn focus_board_if_lost() {
    let doc = document();
    let lost = doc
        .active_element()
        .is_none_or(|a| doc.body().is_some_and(|b| *b == a));
    let area = doc
        .query_selector(".board-area")
        .ok()
        .flatten()
        .and_then(|a| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(a).ok());
    if let (true, Some(area)) = (lost, area) {
        let _ = area.focus();
    }
}

fn status_line(f: &Frame) -> String {
    let names = f.table.names();
    if let Some(o) = f.session.outcome() {
        let winners: Vec<String> = o.winners().iter().map(|&w| names[w].clone()).collect();
        return match winners.len() {
            1 => format!("Game over: {} wins.", winners[0]),
            _ => format!("Game over: {} share the win.", winners.join(" and ")),
        };
    }
    let to_act: Vec<String> = f
        .session
        .to_act()
        .iter()
        .map(|&a| {
            let who = names[a].clone();
            match f.table.controller(a) {
                Some(Controller::Bot(_)) => format!("{who} (computer) is thinking"),
                _ => format!("{who} to play"),
            }
        })
        .collect();
    to_act.join(", ")
}

/// The pass-the-device screen: nothing private is on the page behind it.
fn curtain(f: &Frame, seat: Seat) -> El {
    let name = f.table.names()[seat].clone();
    let (viewer, curtain) = (f.viewer, f.curtain);
    div("curtain")
        .attr("role", "dialog")
        .attr("aria-labelledby", "curtain-title")
        .child(
            el("h2")
                .attr("id", "curtain-title")
                .text(format!("Pass the device to {name}")),
        )
        .child(
            el("p").text(
                "Everyone else, look away: the next screen shows this player's hidden cards.",
            ),
        )
        .child(
            el("button")
                .class("primary")
                .flag("autofocus", true)
                .on_click(move || {
                    viewer.set(Some(seat));
                    curtain.set(None);
                })
                .text(format!("I am {name}: show my hand")),
        )
}

/// The board, and below it the offered actions as buttons, for boards that do
/// not draw their own controls; `pick` gets the index of the chosen action.
fn with_actions(
    board: AnyView,
    labels: Vec<(String, Option<String>)>,
    pick: Callback<usize>,
) -> AnyView {
    let mut panel = div("actions")
        .attr("role", "group")
        .attr("aria-label", "Your moves");
    for (i, (label, why)) in labels.into_iter().enumerate() {
        panel = panel
            .child(
                el("button")
                    .flag("disabled", why.is_some())
                    .title(why.clone().unwrap_or_default())
                    .on_click(move || pick.run(i))
                    .text(label),
            )
            .opt(why.map(|w| span("why", w)));
    }
    super::views([board, panel.into_view()])
}

fn results(f: &Frame, o: crate::engine::Outcome) -> El {
    let names = f.table.names();
    let mut order: Vec<Seat> = (0..o.ranks.len()).collect();
    crate::engine::sort::sort_by_key(&mut order, |&p| (o.ranks[p], p));
    let head = ["Place", "Player", "Score"].map(|h| el("th").attr("scope", "col").text(h));
    let rows = order.into_iter().map(|p| {
        el("tr")
            .classes("", &[("winner", o.ranks[p] == 0)])
            .child(el("td").text((o.ranks[p] + 1).to_string()))
            .child(el("td").text(names[p].clone()))
            .child(el("td").text(o.scores[p].to_string()))
    });
    el("section")
        .class("results")
        .attr("aria-labelledby", "results-title")
        .child(el("h2").attr("id", "results-title").text("Final standings"))
        .child(
            el("table")
                .child(el("thead").child(el("tr").kids(head)))
                .child(el("tbody").kids(rows)),
        )
        .child(el("p").child(back_home("button")))
}
