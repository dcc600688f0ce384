//! The game screen: board, the actions the current human may take, the log,
//! whose turn, the pass-the-device curtain, computer players, autosave and sharing.

mod bots;
mod log;
mod share;

use std::sync::Arc;

use leptos::prelude::*;

use super::registry::{self, BoardCtx, GameUi, Visitor};
use super::saves;
use crate::engine::{Game, Match, Seat};
use crate::save::{Controller, StoredGame, Table};

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
    let stored = match saves::with_store(|s| s.load(&slot)) {
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
    view! {
        <section>
            <p class="error" role="alert">{text.to_string()}</p>
            <p><a href="#">"Back to all games"</a></p>
        </section>
    }
    .into_any()
}

struct Open {
    slot: String,
    stored: StoredGame,
}

impl Visitor for Open {
    type Out = AnyView;
    fn visit<G: GameUi>(self) -> AnyView {
        let saved = match self.stored.saved_game::<G>() {
            Ok(s) => s,
            Err(e) => return problem(&format!("This saved game is damaged: {e}")),
        };
        match saved.replay() {
            Ok(m) => {
                let _ = saves::with_store(|s| s.set_last_opened(Some(&self.slot)));
                game_screen::<G>(self.slot, saved.table, m).into_any()
            }
            Err(e) => problem(&format!("This saved game does not replay: {e}")),
        }
    }
}

/// Everything the screen's pieces share.
pub struct Screen<G: Game> {
    pub slot: Arc<str>,
    pub table: Arc<Table>,
    pub game: RwSignal<Match<G>>,
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

impl<G: Game> Clone for Screen<G> {
    fn clone(&self) -> Self {
        Screen {
            slot: self.slot.clone(),
            table: self.table.clone(),
            game: self.game,
            viewer: self.viewer,
            curtain: self.curtain,
            back: self.back,
            pace: self.pace,
            error: self.error,
            thinking: self.thinking,
            alive: self.alive.clone(),
        }
    }
}

impl<G: Game> Screen<G> {
    /// Plays an action, saves, and decides who looks next. Errors are shown, and
    /// change nothing.
    pub fn play(&self, seat: Seat, action: G::Action) {
        let mut m = self.game.get_untracked();
        if let Err(e) = m.play(seat, action) {
            self.error
                .set(Some(format!("That move is not allowed: {e}")));
            return;
        }
        self.error.set(None);
        if let Err(e) = saves::autosave(&self.slot, &self.table, &m) {
            self.error.set(Some(format!(
                "The game goes on, but it could not be saved on this device: {e}. \
                 Use “Share” to keep a save code."
            )));
        }
        self.game.set(m);
        self.next_turn();
    }

    /// After every change: raise the curtain for the next human, or wake a bot.
    pub fn next_turn(&self) {
        let m = self.game.get_untracked();
        let state = m.state();
        let humans: Vec<Seat> = (0..state.players())
            .filter(|&s| self.table.is_human(s))
            .collect();
        if state.outcome().is_some() {
            self.curtain.set(None);
            if humans.len() != 1 {
                self.viewer.set(None);
            }
            return;
        }
        let to_act = state.to_act();
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
            Some(Controller::Bot(kind)) => bots::think(self.clone(), seat, kind),
            None => {}
        }
    }
}

fn game_screen<G: GameUi>(slot: String, table: Table, game: Match<G>) -> impl IntoView {
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
        .and_then(|s| s.get_item("boardroom.v1.pace").ok().flatten())
        .map_or(Pace::Normal, |p| Pace::parse(&p));
    let screen = Screen {
        slot: slot.into(),
        table: Arc::new(table),
        game: RwSignal::new(game),
        viewer: RwSignal::new(first_viewer),
        curtain: RwSignal::new(None),
        back: RwSignal::new(None),
        pace: RwSignal::new(pace),
        error: RwSignal::new(None),
        thinking: RwSignal::new(None),
        alive: bots::Alive::new(),
    };
    on_cleanup({
        let alive = screen.alive.clone();
        move || alive.end()
    });
    screen.next_turn();

    let info = G::info();
    let s = screen.clone();
    let status = move || status_line(&s);
    let s = screen.clone();
    let body = move || {
        if let Some(seat) = s.curtain.get() {
            return curtain(&s, seat).into_any();
        }
        board::<G>(&s).into_any()
    };
    let s = screen.clone();
    let result = move || s.game.with(|m| m.state().outcome()).map(|o| results(&s, o));

    view! {
        <section class="game" aria-label=info.name>
            <div class="game-head">
                <h1>{info.name}</h1>
                <p class="status" role="status" aria-live="polite">{status}</p>
                <div class="game-tools">
                    <a class="button" href=crate::save::Route::Rules(info.id.into()).fragment()>
                        "Rules"
                    </a>
                    <PaceSelect pace=screen.pace/>
                    {share::share_button(screen.clone())}
                </div>
            </div>
            {move || screen.error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {result}
            <div class="game-body">
                <div class="board-area">{body}</div>
                {log::log_panel(screen.clone())}
            </div>
        </section>
    }
}

#[component]
fn PaceSelect(pace: RwSignal<Pace>) -> impl IntoView {
    view! {
        <label class="pace">
            "Computer pace "
            <select
                prop:value=move || pace.get().key()
                on:change=move |ev| {
                    let p = Pace::parse(&event_target_value(&ev));
                    pace.set(p);
                    if let Some(s) = window().local_storage().ok().flatten() {
                        let _ = s.set_item("boardroom.v1.pace", p.key());
                    }
                }
            >
                <option value="slow">"Slow"</option>
                <option value="normal">"Normal"</option>
                <option value="instant">"Instant"</option>
            </select>
        </label>
    }
}

fn status_line<G: Game>(s: &Screen<G>) -> String {
    let names = s.table.names();
    s.game.with(|m| {
        let state = m.state();
        if let Some(o) = state.outcome() {
            let winners: Vec<String> = o.winners().iter().map(|&w| names[w].clone()).collect();
            return match winners.len() {
                1 => format!("Game over: {} wins.", winners[0]),
                _ => format!("Game over: {} share the win.", winners.join(" and ")),
            };
        }
        let to_act: Vec<String> = state
            .to_act()
            .iter()
            .map(|&a| {
                let who = names[a].clone();
                match s.table.controller(a) {
                    Some(Controller::Bot(_)) => format!("{who} (computer) is thinking"),
                    _ => format!("{who} to play"),
                }
            })
            .collect();
        to_act.join(", ")
    })
}

/// The pass-the-device screen: nothing private is on the page behind it.
fn curtain<G: Game>(s: &Screen<G>, seat: Seat) -> impl IntoView {
    let name = s.table.names()[seat].clone();
    let s2 = s.clone();
    view! {
        <div class="curtain" role="dialog" aria-labelledby="curtain-title">
            <h2 id="curtain-title">{format!("Pass the device to {name}")}</h2>
            <p>"Everyone else, look away: the next screen shows this player's hidden cards."</p>
            <button class="primary" autofocus=true on:click=move |_| {
                s2.viewer.set(Some(seat));
                s2.curtain.set(None);
            }>{format!("I am {name}: show my hand")}</button>
        </div>
    }
}

/// The board as the viewer sees it, now or at a past move, with the actions the
/// viewer may take.
fn board<G: GameUi>(s: &Screen<G>) -> impl IntoView {
    let viewer = s.viewer.get();
    let back = s.back.get();
    let names = s.table.names();
    let (view, offered) = s.game.with(|m| {
        let past = back.and_then(|n| m.state_at(n));
        match past {
            Some(state) => (state.view(viewer), Vec::new()),
            None => {
                let state = m.state();
                let offered = match viewer {
                    Some(v) if state.to_act().contains(&v) && s.table.is_human(v) => {
                        state.offered_actions(v)
                    }
                    _ => Vec::new(),
                };
                (state.view(viewer), offered)
            }
        }
    });
    let labels: Vec<(G::Action, String, Option<String>)> = s.game.with(|m| {
        let state = m.state();
        offered
            .iter()
            .map(|(a, why)| {
                (
                    a.clone(),
                    viewer.map_or(String::new(), |v| state.action_label(v, a)),
                    why.clone(),
                )
            })
            .collect()
    });
    let s2 = s.clone();
    let act = Callback::new(move |a: G::Action| {
        if let Some(v) = s2.viewer.get_untracked() {
            s2.play(v, a);
        }
    });
    let board = G::board(BoardCtx {
        view,
        names,
        viewer,
        offered,
        act,
    });
    let panel = (!G::OWN_CONTROLS && !labels.is_empty()).then(|| {
        view! {
            <div class="actions" role="group" aria-label="Your moves">
                {labels
                    .into_iter()
                    .map(|(a, label, why)| {
                        let disabled = why.is_some();
                        view! {
                            <button
                                disabled=disabled
                                title=why.clone().unwrap_or_default()
                                on:click=move |_| act.run(a.clone())
                            >
                                {label}
                            </button>
                            {why.map(|w| view! { <span class="why">{w}</span> })}
                        }
                    })
                    .collect_view()}
            </div>
        }
    });
    view! {
        {board}
        {panel}
    }
}

fn results<G: Game>(s: &Screen<G>, o: crate::engine::Outcome) -> impl IntoView {
    let names = s.table.names();
    let mut order: Vec<Seat> = (0..o.ranks.len()).collect();
    order.sort_by_key(|&p| (o.ranks[p], p));
    view! {
        <section class="results" aria-labelledby="results-title">
            <h2 id="results-title">"Final standings"</h2>
            <table>
                <thead>
                    <tr><th scope="col">"Place"</th><th scope="col">"Player"</th><th scope="col">"Score"</th></tr>
                </thead>
                <tbody>
                    {order
                        .into_iter()
                        .map(|p| {
                            view! {
                                <tr class:winner=o.ranks[p] == 0>
                                    <td>{o.ranks[p] + 1}</td>
                                    <td>{names[p].clone()}</td>
                                    <td>{o.scores[p]}</td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            <p><a class="button" href="#">"Back to all games"</a></p>
        </section>
    }
}
