//! The game screen: board, the actions the current human may take, the log,
//! whose turn, the pass-the-device curtain, computer players, autosave and sharing.

mod announce;
pub mod bots;
pub mod coach;
pub mod end;
pub mod guide;
pub mod hosting;
mod log;
pub mod session;
mod share;

use std::sync::Arc;

use leptos::prelude::*;

use super::kit::{self, focus_board};
use super::markup::{self, alert, alert_of, div, el, patched, span, El, Node};
use super::registry::Listed;
use super::saves;
use crate::engine::Seat;
use crate::save::{CodeError, Controller, StoredGame, Table, Turn};
use session::{Commands, Session, Typed};

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

/// Opens the saved game in `slot`: its game's part first (loaded when first
/// needed, see [`crate::app::parts`]), then the game.
pub fn open(slot: String) -> AnyView {
    let stored = match saves::open_slot(&slot) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => return problem(&format!("This saved game cannot be opened: {e}")),
        Err(e) => return problem(&format!("Saved games cannot be read here: {e}")),
    };
    let game_id = stored.game_id.clone();
    crate::app::parts::with_game(&game_id, move |part| (part.open)(slot, stored))
}

pub(super) fn problem(text: &str) -> AnyView {
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

/// The host's panels of a game screen kept here (the devices and the seats by
/// message), in a part of their own: the screen is handed the way to them
/// when it opens (see `app::devices::panel`), and a guest's screen has none.
pub type HostPanels = fn(&Frame) -> Option<AnyView>;

/// The game screen of a saved game of `G` (what [`open`] shows once `G`'s part is in).
pub fn open_game<G: Listed>(slot: String, stored: StoredGame, host_panels: HostPanels) -> AnyView {
    let saved = match stored.saved_game::<G>() {
        Ok(s) => s,
        // Packed by the codecs, which are on their way: a new game's code, written
        // before they came, is read without them.
        Err(CodeError::NotLoaded) => {
            return crate::app::parts::with_codecs(move |_| {
                open_game::<G>(slot, stored, host_panels)
            })
        }
        Err(e) => return problem(&format!("This saved game is damaged: {e}")),
    };
    match saved.replay() {
        Ok(m) => {
            let _ = saves::with_store(|s| s.set_last_opened(Some(&slot)));
            let typed = Arc::new(Typed::new(m));
            game_screen(slot, saved.table, typed.clone(), typed, Some(host_panels)).1
        }
        Err(e) => problem(&format!("This saved game does not replay: {e}")),
    }
}

/// Everything the screen's pieces share; nothing here depends on the game's type.
#[derive(Clone)]
pub struct Frame {
    pub slot: Arc<str>,
    /// Who plays each seat: the host may hand an away player's seat to a
    /// computer and back (see [`Frame::table`]).
    pub seats: ArcRwSignal<Arc<Table>>,
    /// What the screen reads of the match.
    pub session: Arc<dyn Session>,
    /// What it asks of it (the same match).
    pub commands: Arc<dyn Commands>,
    pub eyes: Eyes,
    pub computers: Computers,
    pub tools: Tools,
    pub error: RwSignal<Option<String>>,
    /// A guided first game (see [`guide`]).
    pub guided: RwSignal<bool>,
    /// Which of the board's panels the player opened or closed.
    pub panels: kit::Panels,
    /// A tap of the player's is being answered (see [`Frame::answer_tap`]).
    pub answering: StoredValue<bool>,
}

/// Whose eyes the board borrows, and at which position: set by
/// [`Frame::next_turn`] for each new position, by the curtain's button, and by
/// looking back.
#[derive(Clone, Copy)]
pub struct Eyes {
    pub viewer: RwSignal<Option<Seat>>,
    /// A human seat waiting behind the pass-the-device curtain.
    pub curtain: RwSignal<Option<Seat>>,
    /// `Some(n)`: looking back at the position after `n` moves.
    pub back: RwSignal<Option<usize>>,
    /// The move count the viewer and the curtain were decided for: the board
    /// follows it rather than the game, so a move redraws it once, after the
    /// decision.
    pub decided: RwSignal<usize>,
}

/// The computer players: how fast they go, what they think about, and whether
/// the screen is still there for them.
#[derive(Clone)]
pub struct Computers {
    pub pace: RwSignal<Pace>,
    /// The move number a computer seat is thinking about, if any.
    pub thinking: RwSignal<Option<usize>>,
    pub alive: bots::Alive,
}

/// The player's tools at the table: the coach and taking back.
#[derive(Clone, Copy)]
pub struct Tools {
    /// The coach's advice on the position it was asked about.
    pub coach: RwSignal<Option<coach::Advice>>,
    /// The take backs in a row so far (what they undid, and the move they
    /// went back to): said by the tools until the game moves on.
    pub taken_back: RwSignal<Option<crate::engine::TakeBackRun>>,
    /// When the last take back happened (ms): a second click of a double click
    /// comes after the tools are redrawn, so only time tells it apart.
    pub took_back_at: StoredValue<f64>,
    /// What just happened to the viewer, in a line or two (see
    /// [`crate::engine::news::Banner::brief`]), and the position it is for:
    /// said with the tools, beside the controls, and aloud (`announce`).
    pub brief: RwSignal<Option<(usize, Vec<crate::engine::news::NewsLine>)>>,
}

/// Who the new position waits for, as [`Frame::next_turn`] decided it.
#[derive(Debug, PartialEq, Eq)]
enum Next {
    /// The game is over: `true` when the board goes back to everyone's eyes.
    Over { to_all: bool },
    /// A person at this device, whose board shows.
    Show(Seat),
    /// A person at this device who has secrets, behind the curtain.
    Curtain(Seat),
    /// A computer at this device, at this level.
    Think(Seat, crate::engine::bots::BotKind),
    /// Someone on another device, or nobody.
    Wait,
}

impl Frame {
    /// Answers the player's tap at once and plays it just after: the next
    /// paint shows the control pressed, and `play` (the move, and the board
    /// changed for it, tens of milliseconds on a slow phone) runs in a task of
    /// its own after that paint, so a phone shows the tap taken within a frame
    /// rather than after the whole redraw. A second tap meanwhile is ignored.
    /// Nothing else on the page changes for it: a class on the board would
    /// restyle every piece of it in that first frame.
    pub fn answer_tap(&self, play: impl FnOnce() + 'static) {
        if self.answering.get_value() {
            return;
        }
        self.answering.set_value(true);
        let answering = self.answering;
        let alive = self.computers.alive.clone();
        after_paint(move || {
            if alive.is_alive() {
                answering.set_value(false);
                focus_board_before_move();
                play();
            }
        });
    }

    /// The table now; tracked, so what reads it follows a seat changing hands.
    pub fn table(&self) -> Arc<Table> {
        self.seats.get()
    }

    /// The table now, untracked (for what a message says once).
    pub fn table_untracked(&self) -> Arc<Table> {
        self.seats.get_untracked()
    }

    /// `seat` is played by `controller` from now on (a seat on another device
    /// handed to a computer, or back), and the game is saved with it.
    pub fn hand(&self, seat: Seat, controller: Controller) {
        let mut table = (*self.seats.get_untracked()).clone();
        let Some(spec) = table.seats.get_mut(seat) else {
            return;
        };
        spec.controller = controller;
        let saved = self
            .session
            .hosting()
            .map_or(Ok(()), |h| h.save(&self.slot, &table));
        if let Err(e) = saved {
            self.error.set(Some(format!(
                "The game goes on, but it could not be saved on this device: {e}."
            )));
        }
        self.seats.set(Arc::new(table));
        if controller.bot().is_none() {
            // A computer thinking for the seat stops (see `bots`): the next
            // computer to think must not take it for one still thinking.
            self.computers.thinking.set(None);
        }
        // The frame then decides who plays now (see `on_new_position`).
    }

    /// Whether a computer plays `seat` now (untracked: for the computers' own
    /// timers, which ask before each move).
    pub fn computer_plays(&self, seat: Seat) -> bool {
        self.seats.with_untracked(|t| t.bot(seat).is_some())
    }

    /// Who the position now waits for (reads untracked; changes nothing).
    fn next(&self) -> Next {
        let (outcome, to_act, table) =
            untrack(|| (self.session.outcome(), self.session.to_act(), self.table()));
        // The people at this device: the curtain is theirs.
        let humans: Vec<Seat> = (0..table.players()).filter(|&s| table.is_here(s)).collect();
        if outcome.is_some() {
            return Next::Over {
                to_all: humans.len() != 1,
            };
        }
        // Who acts now is decided once for every mix of seats (see `Turn`).
        let turn = Turn::of(&to_act, &table);
        if let Some(seat) = turn.here {
            // The curtain comes down only when the next player has secrets
            // to see (a hand, a sealed choice); otherwise the device simply
            // passes, and the last player's secrets leave the screen.
            let secrets = untrack(|| self.session.has_secrets(seat));
            let other = self.eyes.viewer.get_untracked() != Some(seat);
            return if humans.len() > 1 && other && secrets {
                Next::Curtain(seat)
            } else {
                Next::Show(seat)
            };
        }
        match turn.computer {
            Some((seat, kind)) => Next::Think(seat, kind),
            // The players' own devices decide; the host waits for them.
            None => Next::Wait,
        }
    }

    /// After every new position or change of hands (see [`on_new_position`]):
    /// raises the curtain for the next human, or wakes a computer.
    fn next_turn(&self) {
        let set = |signal: RwSignal<Option<Seat>>, to: Option<Seat>| {
            if signal.get_untracked() != to {
                signal.set(to);
            }
        };
        let Eyes {
            viewer, curtain, ..
        } = self.eyes;
        match self.next() {
            Next::Over { to_all } => {
                set(curtain, None);
                if to_all {
                    set(viewer, None);
                }
            }
            Next::Curtain(seat) => {
                set(viewer, None);
                set(curtain, Some(seat));
            }
            Next::Show(seat) => set(viewer, Some(seat)),
            Next::Think(seat, kind) => self.commands.think(self, seat, kind),
            Next::Wait => {}
        }
        let moves = untrack(|| self.session.moves());
        if self.eyes.decided.get_untracked() != moves {
            self.eyes.decided.set(moves);
        }
    }
}

/// The one place that reacts to a new position (a move, a take back, a host's
/// screen) or to a seat changing hands: [`Frame::next_turn`] decides who looks
/// and who thinks. The first position was decided when the screen was made.
fn on_new_position(frame: &Frame) {
    let f = frame.clone();
    let position = move || {
        f.seats.track();
        (f.session.moves(), f.session.to_act(), f.session.outcome())
    };
    let f = frame.clone();
    Effect::watch(
        position,
        move |_, _, _| crate::app::timing::timed("boardroom-next", || f.next_turn()),
        false,
    );
}

/// What the board is drawn from besides the game's own signal: the position
/// the viewer was decided for, the viewer, the look-back, the curtain, the
/// guide and whether this device can act. A pure read: drawing follows it.
type BoardKey = (usize, Option<Seat>, Option<usize>, Option<Seat>, bool, bool);

fn board_key(f: &Frame) -> BoardKey {
    (
        f.eyes.decided.get(),
        f.eyes.viewer.get(),
        f.eyes.back.get(),
        f.eyes.curtain.get(),
        f.guided.get(),
        f.session.stalled().is_some(),
    )
}

/// Follows the board's key into `shown`, the key the board is drawn with.
fn on_new_board(key: Memo<BoardKey>, shown: RwSignal<BoardKey>) {
    let follow = move |key: &BoardKey, _: Option<&BoardKey>, _: Option<()>| {
        if shown.get_untracked() != *key {
            shown.set(*key);
        }
    };
    Effect::watch(move || key.get(), follow, true);
}

/// After a move, a change of player or the guide's end (not when looking
/// back), once the board is drawn for it: the player's controls, or the final
/// standings, come into view, and idle focus goes to the player's decision
/// (`focus_decision_if_idle`). Asked by the drawing itself, so it is never
/// before the board is there.
fn scroll_after_drawing(
    key: BoardKey,
    scrolled_for: &std::cell::Cell<Option<(usize, Option<Seat>, bool)>>,
) {
    let now = (key.0, key.1, key.4);
    if key.2.is_none() && scrolled_for.get() != Some(now) {
        // The screen's first drawing leaves focus at the page's top, where a
        // screen reader starts; each later one takes it to the decision.
        let opened = scrolled_for.replace(Some(now)).is_none();
        request_animation_frame(move || {
            if !opened {
                focus_decision_if_idle();
            }
            bring_move_into_view();
        });
    }
}

/// The game screen of a session (what it reads of the match, and what it asks
/// of it, the same match), and its frame (a guest device feeds the host's
/// answers into it).
pub fn game_screen(
    slot: String,
    table: Table,
    session: Arc<dyn Session>,
    commands: Arc<dyn Commands>,
    host_panels: Option<HostPanels>,
) -> (Frame, AnyView) {
    let frame = Frame::new(slot, table, session, commands);
    on_cleanup({
        let alive = frame.computers.alive.clone();
        move || alive.end()
    });
    // The first position is decided before the first drawing; the next ones
    // as they come.
    frame.next_turn();
    on_new_position(&frame);
    // Before the panels above it: its first drawing decides where the
    // screen opens (`scroll_after_drawing`).
    let body = board_body(&frame);

    let result = end::when_over(&frame);
    let f = frame.clone();
    let guide_summary = move || guide::summary(&f).map(El::into_view);
    let f = frame.clone();
    // Changed in place: the bar comes and goes with every move at a table,
    // and drawn anew each time it laid the page out again from its foot.
    let coach_bar = patched("tools-body", move || {
        coach_bar(&f).map(Node::El).into_iter().collect()
    });
    let view = el("section")
        .class("game")
        .attr("aria-label", frame.session.info().name)
        .child(game_head(&frame))
        .child(alert_of(frame.error))
        .opt(host_panels.and_then(|panels| panels(&frame)))
        .child(result)
        .child(guide_summary.into_any())
        .child(
            div("game-body")
                .child(div("board-area").attr("tabindex", "-1").child(body))
                .child(log::log_panel(frame.clone())),
        )
        // After the board, and held at the foot of the screen while the page
        // shows any of the game: the tools stay with the controls.
        .child(coach_bar)
        .child(announce::region(&frame))
        .into_view();
    (frame, view)
}

impl Frame {
    /// The frame of a game screen as it opens: whose eyes it shows (the one
    /// person playing here, if only one is), the computers' pace this device
    /// keeps, and whether the game is guided.
    fn new(
        slot: String,
        table: Table,
        session: Arc<dyn Session>,
        commands: Arc<dyn Commands>,
    ) -> Frame {
        let here: Vec<Seat> = (0..table.players()).filter(|&s| table.is_here(s)).collect();
        let first_viewer = match here[..] {
            [only] => Some(only),
            _ => None,
        };
        let pace = saves::settings()
            .and_then(|s| s.get_item(PACE_KEY).ok().flatten())
            .map_or(Pace::Normal, |p| Pace::parse(&p));
        // A title's first game, opened before the player's first decision, is guided.
        let fresh = untrack(|| session.fresh(&table));
        let guided = guide::is_guided(session.info().id, &slot, fresh);
        let moves = untrack(|| session.moves());
        Frame {
            slot: slot.into(),
            seats: ArcRwSignal::new(Arc::new(table)),
            session,
            commands,
            eyes: Eyes {
                viewer: RwSignal::new(first_viewer),
                curtain: RwSignal::new(None),
                back: RwSignal::new(None),
                decided: RwSignal::new(moves),
            },
            computers: Computers {
                pace: RwSignal::new(pace),
                thinking: RwSignal::new(None),
                alive: bots::Alive::new(),
            },
            tools: Tools {
                coach: RwSignal::new(None),
                taken_back: RwSignal::new(None),
                took_back_at: StoredValue::new(f64::NEG_INFINITY),
                brief: RwSignal::new(None),
            },
            error: RwSignal::new(None),
            guided: RwSignal::new(guided),
            panels: kit::Panels::on_page(),
            answering: StoredValue::new(false),
        }
    }
}

/// The screen's head: the game's name, what is happening, and the tools (the
/// rules; on the device that keeps the game, the computers' pace and Share;
/// a guest device neither shares the game nor paces the host's computers).
fn game_head(frame: &Frame) -> El {
    let f = frame.clone();
    let status = move || status_line(&f);
    let info = frame.session.info();
    let keeps = frame.session.mode().keeps_game();
    div("game-head")
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
                .opt(keeps.then(|| pace_select(frame.computers.pace)))
                .opt(keeps.then(|| share::share_button(frame.clone()))),
        )
}

/// The board, or the curtain before a person's secrets. It is drawn for each
/// position, viewer, look-back and guide: keyed by everything it is drawn
/// from besides the game's own signal, so a new key draws it again (changed
/// in place, see `markup::patched`) and an unchanged key keeps it.
fn board_body(frame: &Frame) -> AnyView {
    let f = frame.clone();
    let key = Memo::new(move |_| board_key(&f));
    let shown = RwSignal::new(key.get_untracked());
    on_new_board(key, shown);
    let f = frame.clone();
    let scrolled_for = std::cell::Cell::new(None);
    patched("board-body", move || {
        // Asked before the page changes: focus that was in the board and is
        // lost (its control went, or a form drawn anew on a board drawn again
        // for the same position) comes back once the new drawing is there.
        if focus_in_board() {
            request_animation_frame(focus_back_if_lost);
        }
        scroll_after_drawing(shown.get(), &scrolled_for);
        untrack(|| match f.eyes.curtain.get() {
            Some(seat) => vec![curtain(&f, seat).into()],
            None => beside_the_move(&f, f.session.board(&f)),
        })
    })
}

/// A second "Take back" this soon after one is the second click of a double
/// click, not a second decision to take back.
const TAKE_BACK_GAP_MS: f64 = 500.0;

/// The player's tools at the table, in a row held at the foot of the screen:
/// "Take back" when the player may take back a decision, and on their own
/// turn "Ask the coach", then its advice on this position (see [`coach`]);
/// after a take back, what it took back.
fn coach_bar(f: &Frame) -> Option<El> {
    let seat = live_seat(f)?;
    // Play cannot go on from here: said where the player's eyes are.
    if let Some(why) = f.session.stalled() {
        return Some(
            div("coach-bar")
                .attr("role", "group")
                .attr("aria-label", "Your tools")
                .child(el("p").class("stalled").attr("role", "alert").text(why)),
        );
    }
    let moves = f.session.moves();
    let table = f.table();
    let humans = table.humans();
    let undo = f.session.can_take_back(seat, humans).then(|| {
        let f = f.clone();
        el("button")
            .attr("type", "button")
            .class("take-back")
            .title("Take back your last decision and decide again")
            .on_click(move || {
                let now = window().performance().map_or(0.0, |p| p.now());
                if now - f.tools.took_back_at.get_value() < TAKE_BACK_GAP_MS {
                    return;
                }
                f.tools.took_back_at.set_value(now);
                f.commands.take_back(&f, seat);
            })
            .text("Take back")
    });
    let my_turn = f.session.to_act().contains(&seat);
    let advice = f
        .tools
        .coach
        .get()
        .filter(|a| a.moves == moves && a.seat == seat);
    let ask = (my_turn && f.session.mode().coach() && coach::allowed(&f.slot)).then(|| {
        let f = f.clone();
        el("button")
            .attr("type", "button")
            .class("coach-ask")
            .flag("disabled", advice.is_some())
            .on_click(move || f.commands.ask_coach(&f, seat))
            .text("Ask the coach")
    });
    let said = f
        .tools
        .taken_back
        .get()
        .filter(|run| run.reached() == moves)
        .map(|run| {
            el("p")
                .class("taken-back")
                .attr("role", "status")
                .text(run.line())
        });
    // What just happened to the player, with the decision it leads to; the
    // whole news is one tap up.
    let brief = f
        .tools
        .brief
        .get()
        .filter(|(at, lines)| *at == moves && !lines.is_empty() && said.is_none())
        .map(|(_, lines)| {
            let lines = lines.into_iter().map(|l| span("brief-line", l.text + " "));
            el("p").class("brief").kids(lines).child(
                el("button")
                    .attr("type", "button")
                    .class("link brief-more")
                    .on_click(|| {
                        if let Some(news) = document().query_selector(".news").ok().flatten() {
                            news.scroll_into_view();
                        }
                    })
                    .text("All news ↑"),
            )
        });
    if undo.is_none() && ask.is_none() && said.is_none() && brief.is_none() {
        return None;
    }
    Some(
        div("coach-bar")
            .attr("role", "group")
            .attr("aria-label", "Your tools")
            .opt(brief)
            .opt(said)
            .opt(undo)
            .opt(ask),
    )
}

/// The seat whose tools show: a person's, on the live position of a game not over.
fn live_seat(f: &Frame) -> Option<Seat> {
    let seat = f.eyes.viewer.get()?;
    let live = f.eyes.back.get().is_none()
        && f.eyes.curtain.get().is_none()
        && f.table().is_human(seat)
        && f.session.outcome().is_none();
    live.then_some(seat)
}

/// The board with the coach's advice (a view of its own, following the
/// search) right after the part holding the player's move ([`kit::MY_MOVE`]),
/// in every game; at the foot of the board when no part is marked.
fn beside_the_move(f: &Frame, mut board: Vec<Node>) -> Vec<Node> {
    let f = f.clone();
    let panel = move || coach_panel(&f).map(El::into_view);
    markup::put_after(&mut board, kit::MY_MOVE, Node::View(panel.into_any()));
    board
}

/// The coach's advice on this position, on the player's turn.
fn coach_panel(f: &Frame) -> Option<El> {
    let seat = live_seat(f)?;
    let moves = f.session.moves();
    if !f.session.to_act().contains(&seat) {
        return None;
    }
    let advice = f
        .tools
        .coach
        .get()
        .filter(|a| a.moves == moves && a.seat == seat)?;
    Some(coach::panel(f, &advice))
}

/// The pace box follows its signal, so it stays a (small) view.
fn pace_select(pace: RwSignal<Pace>) -> El {
    let select = view! {
        <select
            prop:value=move || pace.get().key()
            on:change=move |ev| {
                let p = Pace::parse(&event_target_value(&ev));
                pace.set(p);
                if let Some(s) = saves::settings() {
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

/// When it is the viewer's move, the part of the board that holds it (marked
/// [`kit::MY_MOVE`]) is brought into view: from its top to its first control when
/// that fits on the screen, else the control itself. At the end, the final
/// standings.
pub(super) fn bring_move_into_view() {
    let doc = document();
    let height = visible_bottom();
    let in_view = |e: &web_sys::Element| {
        let r = e.get_bounding_client_rect();
        r.top() >= 0.0 && r.bottom() <= height
    };
    let scroll = |e: &web_sys::Element, at: web_sys::ScrollLogicalPosition| {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(at);
        e.scroll_into_view_with_scroll_into_view_options(&options);
    };
    let find = |selector: &str| doc.query_selector(selector).ok().flatten();
    // A seat whose person has not come (or left) holds the game up: the host
    // sees its invite first. (By message, the link to send is held in a bar
    // at the top of the screen, so the keeper stays at their own hand.)
    if let Some(waiting) = find(&format!(".{}", kit::WAITING_SEAT)) {
        if !in_view(&waiting) {
            scroll(&waiting, web_sys::ScrollLogicalPosition::Start);
        }
        return;
    }
    if let Some(results) = find(".game .results") {
        if !in_view(&results) {
            scroll(&results, web_sys::ScrollLogicalPosition::Start);
        }
        return;
    }
    let Some(area) = my_move() else {
        // Nothing to decide here: a keeper who does not play sees the step of
        // play by message that is due.
        if let Some(step) = find(&format!(".{}", kit::DUE_STEP)) {
            if !in_view(&step) {
                scroll(&step, web_sys::ScrollLogicalPosition::Start);
            }
        }
        return;
    };
    // The coach's advice, open right after the move, is what the player asked
    // to see: it is brought into view with the move's foot (coach::show_panel).
    if find(".game .coach").is_some() {
        coach::show_panel();
        return;
    }
    let control = first_control(&area).unwrap_or_else(|| area.clone());
    // The whole part when it fits on the screen (the board the player decides
    // from and every control of it), else its top (its heading, the guide) down
    // to the first control when that fits, else the control itself, centred.
    let whole = area.get_bounding_client_rect();
    let top = whole.top();
    let bottom = if whole.height() <= height {
        whole.bottom()
    } else {
        control.get_bounding_client_rect().bottom()
    };
    if bottom - top <= height {
        if top < 0.0 || bottom > height {
            scroll(&area, web_sys::ScrollLogicalPosition::Start);
        }
    } else if !in_view(&control) {
        scroll(&control, web_sys::ScrollLogicalPosition::Center);
    }
}

/// Where the screen's view of the board ends: the window's foot, or the top of
/// the tools held there, whichever is higher (what lies under them is hidden).
pub(super) fn visible_bottom() -> f64 {
    let window_height = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    document()
        .query_selector(".game .coach-bar")
        .ok()
        .flatten()
        .map(|bar| bar.get_bounding_client_rect())
        .filter(|r| r.height() > 0.0)
        .map_or(window_height, |r| r.top().min(window_height))
}

/// The part of the board holding the viewer's move ([`kit::MY_MOVE`]), when
/// they have one.
fn my_move() -> Option<web_sys::Element> {
    document()
        .query_selector(&format!(".board-area .{}", kit::MY_MOVE))
        .ok()
        .flatten()
}

/// The first control of the viewer's move, when they have one.
pub(super) fn move_control() -> Option<web_sys::Element> {
    my_move().and_then(|area| first_control(&area))
}

/// The first control on screen in `area`: a board may fold some away.
/// Chromium gives what a closed fold holds a box of its own, so the fold is
/// asked too.
fn first_control(area: &web_sys::Element) -> Option<web_sys::Element> {
    let list = area
        .query_selector_all(&format!(
            "button:not([disabled]):not(.guide-skip), input:not([disabled]), select, \
             .{} > summary",
            kit::MOVE_FOLD
        ))
        .ok()?;
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
        .find(|e| {
            e.get_bounding_client_rect().height() > 0.0
                && e.closest("details:not([open]) > :not(summary)")
                    .ok()
                    .flatten()
                    .is_none()
        })
}

// ---- Focus on the player's decision (issue 68) ----------------------------

/// What a keyboard or a screen reader is taken to when the player has a
/// decision: the first control of their part of the board, or the curtain's
/// button before their hand.
fn decision() -> Option<web_sys::HtmlElement> {
    move_control()
        .or_else(|| {
            document()
                .query_selector(".board-area .curtain button")
                .ok()
                .flatten()
        })
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
}

/// Focus without scrolling: where the page shows is `bring_move_into_view`'s,
/// which keeps what just happened on screen when it fits.
fn focus_still(e: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = e.focus_with_options(&options);
}

/// After a new position is drawn (the computers' moves, the player's own):
/// focus left on the board itself or on nothing (its control went) goes to
/// the player's decision, rather than Tab presses away from it. Focus the
/// player put elsewhere stays.
fn focus_decision_if_idle() {
    let doc = document();
    let idle = doc.active_element().is_none_or(|a| {
        doc.body().is_some_and(|b| *b == a) || a.class_list().contains("board-area")
    });
    if let Some(control) = decision().filter(|_| idle) {
        focus_still(&control);
    }
}

/// The skip link's target on a game screen: the player's decision, else the
/// board; false when there is no board on the page.
pub(super) fn skip_to_game() -> bool {
    let board = document()
        .query_selector(".board-area")
        .ok()
        .flatten()
        .and_then(|a| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(a).ok());
    let Some(target) = decision().or(board) else {
        return false;
    };
    focus_still(&target);
    bring_move_into_view();
    true
}

// ---- end of focus on the player's decision --------------------------------

/// Runs `run` in a task of its own once the next frame is painted: a timeout
/// asked for in an animation frame runs after that frame's paint.
fn after_paint(run: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(run, std::time::Duration::ZERO));
}

/// A redrawn board may have lost the control that had focus (the move it
/// offered is gone), and focus falls back to the page. It goes to the
/// player's decision instead, or the board when there is none, so that Tab
/// carries on from there rather than from the top of the page.
fn focus_back_if_lost() {
    let doc = document();
    let lost = doc
        .active_element()
        .is_none_or(|a| doc.body().is_some_and(|b| *b == a));
    if lost {
        match decision() {
            Some(control) => focus_still(&control),
            None => focus_board(),
        }
    }
}

/// Before a move made from a control in the board: the control may go with
/// the move, and a focused element taken off the page makes the browser lay
/// the whole page out there and then, in the middle of the board's redraw
/// (12–25 ms of a slowed phone's move). So focus goes to the board first,
/// while the page is as it was painted and laying it out costs nothing. After
/// a move the board is a new position, and focus goes on to the player's next
/// decision when they have one (`focus_decision_if_idle`).
fn focus_board_before_move() {
    let Some(active) = document().active_element() else {
        return;
    };
    let board = active.closest(".board-area").ok().flatten();
    if board.is_some_and(|board| board != active) {
        focus_board();
    }
}

fn status_line(f: &Frame) -> String {
    let table = f.table();
    let names = table.names();
    if let Some(o) = f.session.outcome() {
        let winners: Vec<String> = o.winners().iter().map(|&w| names[w].clone()).collect();
        let narrator = crate::engine::Narrator::new(&names, f.eyes.viewer.get());
        return match o.winners()[..] {
            [w] => format!("Game over: {}.", narrator.does(w, "win", "wins")),
            _ => format!("Game over: {} share the win.", winners.join(" and ")),
        };
    }
    let seats = f.session.to_act();
    // A computer choosing at the same time as a person at this device waits
    // for them (see `Turn`): it is not thinking yet.
    let thinking = Turn::of(&seats, &table).computer.map(|(s, _)| s);
    let to_act: Vec<String> = seats
        .iter()
        .map(|&a| {
            let who = names[a].clone();
            match table.controller(a) {
                Some(Controller::Bot(_) | Controller::StandIn) if thinking == Some(a) => {
                    format!("{who} (computer) is thinking")
                }
                Some(Controller::Bot(_) | Controller::StandIn) => {
                    format!("{who} (computer) still to choose")
                }
                Some(Controller::Remote) => format!("{who} to play on their device"),
                Some(Controller::Message) => format!("{who} to play by message"),
                _ => format!("{who} to play"),
            }
        })
        .collect();
    to_act.join(", ")
}

/// The pass-the-device screen: nothing private is on the page behind it.
fn curtain(f: &Frame, seat: Seat) -> El {
    let name = f.table().names()[seat].clone();
    let (viewer, curtain) = (f.eyes.viewer, f.eyes.curtain);
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
    mut board: Vec<Node>,
    labels: Vec<(String, Option<String>)>,
    pick: Callback<usize>,
) -> Vec<Node> {
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
    board.push(panel.into());
    board
}
