//! Watching a finished game again, move by move (`#replay/<slot>`): step back
//! and forward, jump to a round, play at a pace. The game is over, so anyone
//! may see any seat: the board is drawn as the chosen seat saw it (its own
//! hand on it), with the news that seat had, and beside it every seat's
//! hidden holdings ([`GameUi::hidden`]) and "How the game went" with the
//! position marked. A game still in play is never replayed: its hidden cards
//! are secrets yet.
//!
//! Written once for every game, through [`GameUi`] and the engine's
//! [`Replay`]: positions come from the record, not from the board. The screen
//! knows the game's type in one place only ([`Film`]), so its controls are
//! compiled once, not once per game.

use std::sync::Arc;

use leptos::prelude::*;

use super::kit::{self, Panels, Seats};
use super::markup::{alert, div, el, El, Node};
use super::registry::{BoardCtx, GameUi, Listed, Visitor};
use super::saves;
use crate::engine::news;
use crate::engine::{End, GameInfo, Narrator, Replay, RoundStart, Seat};
use crate::save::{Route, Table};

/// How long each move stays on screen while the replay plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pace {
    Slow,
    Normal,
    Fast,
}

impl Pace {
    fn ms(self) -> u64 {
        match self {
            Pace::Slow => 2000,
            Pace::Normal => 1000,
            Pace::Fast => 350,
        }
    }
    fn key(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }
    fn parse(s: &str) -> Pace {
        match s {
            "slow" => Pace::Slow,
            "fast" => Pace::Fast,
            _ => Pace::Normal,
        }
    }
}

/// The replay of the saved game in `slot`.
pub fn page(slot: String) -> AnyView {
    let stored = match saves::open_slot(&slot) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => return problem(&format!("This saved game cannot be opened: {e}"), None),
        Err(e) => return problem(&format!("Saved games cannot be read here: {e}"), None),
    };
    // A finished game's code is packed: its replay waits for the codecs too.
    let id = stored.game_id.clone();
    crate::app::parts::when_loaded(
        async move { crate::app::parts::extras_and_codecs(&id).await },
        move |part| (part.replay)(slot, stored),
    )
}

/// The replay of a saved game of `G` (what [`page`] shows once the rest of `G` is in).
pub fn replay_game<G: Listed>(slot: String, stored: crate::save::StoredGame) -> AnyView {
    Open { slot, stored }.visit::<G>()
}

/// A replay that cannot be shown: why, and the way on.
fn problem(text: &str, resume: Option<&str>) -> AnyView {
    let resume = resume.map(|slot| {
        el("a")
            .class("button primary")
            .attr("href", Route::Play(slot.to_string()).fragment())
            .text("Continue the game")
    });
    el("section")
        .class("replay-refused")
        .child(el("h1").text("Replay"))
        .child(alert(text))
        .child(
            div("results-links").opt(resume).child(
                el("a")
                    .class("button")
                    .attr("href", "#")
                    .text("Back to all games"),
            ),
        )
        .into_view()
}

struct Open {
    slot: String,
    stored: crate::save::StoredGame,
}

impl Visitor for Open {
    type Out = AnyView;
    fn visit<G: Listed>(self) -> AnyView {
        let saved = match self.stored.saved_game::<G>() {
            Ok(s) => s,
            Err(e) => return problem(&format!("This saved game is damaged: {e}"), None),
        };
        let m = match saved.replay() {
            Ok(m) => m,
            Err(e) => return problem(&format!("This saved game does not replay: {e}"), None),
        };
        if m.state().outcome().is_none() {
            return problem(
                "This game is not over. Its replay, which shows every player's hidden cards, \
                 opens once the game has ended.",
                Some(&self.slot),
            );
        }
        let Some(end) = m.end() else {
            return problem("This game's end cannot be explained.", None);
        };
        match Replay::new(m) {
            Ok(replay) => screen(self.slot, saved.table, G::info(), Arc::new(replay), end),
            Err(e) => problem(&format!("This saved game does not replay: {e}"), None),
        }
    }
}

/// A finished match as the replay screen sees it: everything that depends on
/// the game's type.
trait Film: Send + Sync {
    /// The last position: every move played.
    fn moves(&self) -> usize;
    /// `k` moved by `delta` moves, kept between the start and the end.
    fn step(&self, k: usize, delta: isize) -> usize;
    /// The round under way after `k` moves.
    fn round_at(&self, k: usize) -> usize;
    fn round_starts(&self) -> Vec<RoundStart>;
    fn start_of(&self, round: usize) -> Option<usize>;
    /// The chart's sample the position after `k` moves has reached.
    fn sample_at(&self, k: usize) -> usize;
    /// Who made move `k` (1 = the first move).
    fn actor(&self, k: usize) -> Option<Seat>;
    /// The board after `k` moves as `seat` saw it, under its news.
    fn board(&self, k: usize, seat: Seat, names: &[String], panels: Panels) -> Vec<Node>;
    /// Each seat's hidden holdings after `k` moves, in words.
    fn hidden(&self, k: usize) -> Vec<Vec<String>>;
}

impl<G: GameUi> Film for Replay<G> {
    fn moves(&self) -> usize {
        Replay::moves(self)
    }
    fn step(&self, k: usize, delta: isize) -> usize {
        Replay::step(self, k, delta)
    }
    fn round_at(&self, k: usize) -> usize {
        Replay::round_at(self, k)
    }
    fn round_starts(&self) -> Vec<RoundStart> {
        Replay::round_starts(self)
    }
    fn start_of(&self, round: usize) -> Option<usize> {
        Replay::start_of(self, round)
    }
    fn sample_at(&self, k: usize) -> usize {
        Replay::sample_at(self, k)
    }
    fn actor(&self, k: usize) -> Option<Seat> {
        let at = k.checked_sub(1)?;
        self.game().record().actions.get(at).map(|(s, _)| *s)
    }
    fn board(&self, k: usize, seat: Seat, names: &[String], panels: Panels) -> Vec<Node> {
        board(self, k, seat, names, panels)
    }
    fn hidden(&self, k: usize) -> Vec<Vec<String>> {
        let Some(state) = self.state_at(k) else {
            return Vec::new();
        };
        (0..state.players())
            .map(|s| G::hidden(&state.view(Some(s))))
            .collect()
    }
}

/// What the replay's pieces share.
#[derive(Clone)]
struct Watch {
    film: Arc<dyn Film>,
    names: Vec<String>,
    /// The position shown: moves played.
    at: RwSignal<usize>,
    /// Whose eyes the board borrows.
    seat: RwSignal<Seat>,
    playing: RwSignal<bool>,
    pace: RwSignal<Pace>,
    panels: Panels,
}

impl Watch {
    /// Goes to position `k` (a step, a jump): the replay stops playing.
    fn go(&self, k: usize) {
        self.playing.set(false);
        self.at.set(k.min(self.film.moves()));
    }

    /// `k` moved by `delta` moves, kept between the start and the end.
    fn step(&self, k: usize, delta: isize) -> usize {
        self.film.step(k, delta)
    }
}

fn screen(
    slot: String,
    table: Table,
    info: &'static GameInfo,
    film: Arc<dyn Film>,
    end: End,
) -> AnyView {
    let names = table.names();
    // The person of this device's table first, if there is one.
    let first = (0..table.players())
        .find(|&s| table.is_human(s))
        .unwrap_or(0);
    let w = Watch {
        film,
        names,
        at: RwSignal::new(0),
        seat: RwSignal::new(first),
        playing: RwSignal::new(false),
        pace: RwSignal::new(Pace::Normal),
        panels: Panels::on_page(),
    };
    play_timer(&w);
    keys(&w);

    let status = {
        let w = w.clone();
        let step = end.standings.step.clone();
        move || status(&w, &step)
    };
    let board = {
        let w = w.clone();
        move || {
            let (k, seat) = (w.at.get(), w.seat.get());
            untrack(|| w.film.board(k, seat, &w.names, w.panels))
        }
    };
    let eyes = {
        let w = w.clone();
        move || {
            let name = Seats::new(w.names.clone(), None).name(w.seat.get());
            // A seat the table calls "You" reads as the player who watches.
            if name.eq_ignore_ascii_case("you") {
                "The board as you saw it.".to_string()
            } else {
                format!("The board as {name} saw it: “you” on it is {name}.")
            }
        }
    };
    let hidden = {
        let w = w.clone();
        move || hidden(&w, w.at.get()).into_view()
    };
    let chart = {
        let w = w.clone();
        let end = end.clone();
        move || {
            let k = w.at.get();
            end.series.as_ref().map(|series| {
                crate::app::play::end::chart(
                    &end.standings,
                    series,
                    &w.names,
                    None,
                    Some(w.film.sample_at(k)),
                )
                .into_view()
            })
        }
    };
    let head = div("game-head")
        .child(el("h1").text(format!("{}: replay", info.name)))
        .child(
            el("p")
                .class("status")
                .attr("role", "status")
                .child(Node::View(status.into_any())),
        )
        .child(
            div("game-tools")
                .child(
                    el("a")
                        .class("button")
                        .attr("href", Route::Play(slot).fragment())
                        .text("Final standings"),
                )
                .child(
                    el("a")
                        .class("button")
                        .attr("href", Route::Rules(info.id.into()).fragment())
                        .text("Rules"),
                ),
        );
    el("section")
        .class("game replay")
        .attr("aria-label", format!("Replay of {}", info.name))
        .child(head)
        .child(
            div("game-body")
                .child(
                    div("board-area")
                        .child(
                            el("p")
                                .class("replay-eyes")
                                .child(Node::View(eyes.into_any())),
                        )
                        .child(Node::View(crate::app::markup::patched("board-body", board))),
                )
                .child(
                    el("aside")
                        .class("replay-side")
                        .attr("aria-labelledby", "hidden-title")
                        .child(
                            el("h2")
                                .attr("id", "hidden-title")
                                .text("Every player's hidden cards"),
                        )
                        .child(Node::View(hidden.into_any()))
                        .child(Node::View(chart.into_any())),
                ),
        )
        .child(bar(&w, &end))
        .into_view()
}

/// "Move 12 of 240, by Ana · Round 3", or the start.
fn status(w: &Watch, step: &str) -> String {
    let k = w.at.get();
    let n = w.film.moves();
    let round = w.film.round_at(k);
    let round = if round == 0 {
        String::new()
    } else {
        format!(" · {step} {round}")
    };
    if k == 0 {
        return format!("The start, before move 1 of {n}{round}");
    }
    let by = w
        .film
        .actor(k)
        .map(|s| Seats::new(w.names.clone(), None).name(s))
        .unwrap_or_default();
    let last = if k == n { " (the last)" } else { "" };
    format!("Move {k} of {n}{last}, by {by}{round}")
}

/// The board after `k` moves as `seat` saw it, under the news that seat had
/// from its own last move up to this one (the move itself highlighted).
fn board<G: GameUi>(
    replay: &Replay<G>,
    k: usize,
    seat: Seat,
    names: &[String],
    panels: Panels,
) -> Vec<Node> {
    let Some(state) = replay.state_at(k) else {
        return Vec::new();
    };
    let m = replay.game();
    let seen = news::since_last_move(m, Some(seat), k);
    // Laid out as the game screen lays its news (one copy of that code).
    let banner =
        crate::app::play::session::news_groups::<G>(&seen, &Narrator::new(names, Some(seat)), k);
    let fresh = seen
        .iter()
        .filter(|(after, _, _)| *after == k)
        .map(|(_, _, e)| e.clone())
        .collect();
    let since = seen.into_iter().map(|(_, _, e)| e).collect();
    let board = G::board(BoardCtx {
        view: state.view(Some(seat)),
        seats: Seats::new(names.to_vec(), Some(seat)),
        offered: Vec::new(),
        act: Callback::new(|_| {}),
        since,
        fresh,
        guide: None,
        panels,
        live: false,
    });
    kit::under_news(banner, board)
}

/// Each seat's hidden holdings after `k` moves, from its own view.
fn hidden(w: &Watch, k: usize) -> El {
    let seats = Seats::new(w.names.clone(), None);
    let rows = w.film.hidden(k).into_iter().enumerate().map(|(s, lines)| {
        let lines = if lines.is_empty() {
            vec!["Nothing hidden".to_string()]
        } else {
            lines
        };
        el("li")
            .attr("data-seat", s.to_string())
            .child(el("strong").text(seats.name(s)))
            .kids(lines.into_iter().map(|l| el("span").text(l)))
    });
    el("ul").class("replay-hidden").kids(rows)
}

/// The controls, held at the foot of the screen by the board: to the start,
/// back, play or pause, forward, to the end; the move as a slider; the round
/// to jump to, whose eyes, and the pace.
fn bar(w: &Watch, end: &End) -> El {
    let n = w.film.moves();
    type To = Arc<dyn Fn(usize) -> usize + Send + Sync>;
    let button = |label: &'static str, text: &'static str, to: To| {
        let w = w.clone();
        let at = w.at;
        let to2 = to.clone();
        view! {
            <button
                type="button"
                aria-label=label
                on:click=move |_| w.go(to(w.at.get_untracked()))
                disabled=move || {
                    let k = at.get();
                    to2(k) == k
                }
            >
                {text}
            </button>
        }
        .into_any()
    };
    let w1 = w.clone();
    let back = button(
        "Step back one move",
        "◀ Back",
        Arc::new(move |k| w1.step(k, -1)),
    );
    let w1 = w.clone();
    let forward = button(
        "Step forward one move",
        "Forward ▶",
        Arc::new(move |k| w1.step(k, 1)),
    );
    // Drawn with the triangles every font has (not ⏮ and ⏭, which some lack).
    let start = button("To the start", "|◀", Arc::new(|_| 0));
    let to_end = button("To the last move", "▶|", Arc::new(move |_| n));
    let (playing, at) = (w.playing, w.at);
    let play = view! {
        <button
            type="button"
            class="replay-play primary"
            on:click=move |_| {
                if playing.get_untracked() {
                    playing.set(false);
                } else {
                    if at.get_untracked() >= n {
                        at.set(0);
                    }
                    playing.set(true);
                }
            }
        >
            {move || if playing.get() { "Pause ❚❚" } else { "Play ▶" }}
        </button>
    }
    .into_any();
    let slider = {
        let w = w.clone();
        view! {
            <input
                type="range"
                class="replay-slider"
                min="0"
                max=n.to_string()
                step="1"
                aria-label="Move"
                aria-valuetext=move || format!("Move {} of {n}", at.get())
                prop:value=move || at.get().to_string()
                on:input=move |ev| {
                    if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                        w.go(k);
                    }
                }
            />
        }
        .into_any()
    };
    let rounds = round_select(w, &end.standings.step);
    let seats = seat_select(w);
    let pace = w.pace;
    let pace_select = view! {
        <select
            prop:value=move || pace.get().key()
            on:change=move |ev| pace.set(Pace::parse(&event_target_value(&ev)))
        >
            <option value="slow">"Slow"</option>
            <option value="normal">"Normal"</option>
            <option value="fast">"Fast"</option>
        </select>
    }
    .into_any();
    div("replay-bar")
        .attr("role", "group")
        .attr("aria-label", "Replay controls")
        .child(
            div("replay-steps")
                .child(Node::View(start))
                .child(Node::View(back))
                .child(Node::View(play))
                .child(Node::View(forward))
                .child(Node::View(to_end)),
        )
        .child(Node::View(slider))
        .child(
            div("replay-choices")
                .child(rounds)
                .child(seats)
                .child(el("label").text("Pace ").child(Node::View(pace_select))),
        )
}

/// "Jump to": each round the game went through, at its first position.
fn round_select(w: &Watch, step: &str) -> El {
    let starts = w.film.round_starts();
    let options: Vec<AnyView> = starts
        .iter()
        .map(|r| {
            let text = match (r.round, r.at) {
                (0, _) => "The start".to_string(),
                (round, 0) => format!("{step} {round} (the start)"),
                (round, _) => format!("{step} {round}"),
            };
            view! { <option value=r.at.to_string()>{text}</option> }.into_any()
        })
        .collect();
    let (w1, w2) = (w.clone(), w.clone());
    let select = view! {
        <select
            prop:value=move || {
                let k = w1.at.get();
                let round = w1.film.round_at(k);
                w1.film.start_of(round).unwrap_or(0).to_string()
            }
            on:change=move |ev| {
                if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                    w2.go(k);
                }
            }
        >
            {options}
        </select>
    }
    .into_any();
    el("label").text("Jump to ").child(Node::View(select))
}

/// Whose eyes the board borrows: any seat, the game being over.
fn seat_select(w: &Watch) -> El {
    let seats = Seats::new(w.names.clone(), None);
    let options: Vec<AnyView> = (0..w.names.len())
        .map(|s| view! { <option value=s.to_string()>{seats.name(s)}</option> }.into_any())
        .collect();
    let seat = w.seat;
    let select = view! {
        <select
            prop:value=move || seat.get().to_string()
            on:change=move |ev| {
                if let Ok(s) = event_target_value(&ev).parse::<usize>() {
                    seat.set(s);
                }
            }
        >
            {options}
        </select>
    }
    .into_any();
    el("label").text("Seen by ").child(Node::View(select))
}

/// While playing, the next move after the pace's pause; at the last move it
/// stops. A timer set for a position that was left since does nothing.
fn play_timer(w: &Watch) {
    let (at, playing, pace) = (w.at, w.playing, w.pace);
    let n = w.film.moves();
    Effect::new(move |_| {
        let (on, k, pause) = (playing.get(), at.get(), pace.get().ms());
        if !on {
            return;
        }
        if k >= n {
            playing.set(false);
            return;
        }
        set_timeout(
            move || {
                if playing.try_get_untracked() == Some(true) && at.try_get_untracked() == Some(k) {
                    at.set(k + 1);
                }
            },
            std::time::Duration::from_millis(pause),
        );
    });
}

/// ← and → step back and forward, when focus is not in a field (a slider or
/// a list moves itself with the arrows).
fn keys(w: &Watch) {
    let w = w.clone();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if in_field {
            return;
        }
        let delta = match ev.key().as_str() {
            "ArrowLeft" => -1,
            "ArrowRight" => 1,
            _ => return,
        };
        ev.prevent_default();
        let k = w.at.get_untracked();
        w.go(w.step(k, delta));
    });
    on_cleanup(move || handle.remove());
}
