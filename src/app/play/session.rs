//! The one place where the game screen knows the game's type. Everything else
//! in the frame (status, log, share, curtain, results) works through
//! [`Session`], so its view code is compiled once for all games rather than
//! once per game.

use leptos::prelude::*;

use super::hosting::Hosting;
use super::{guide, Frame};
use crate::app::kit::{self, Guide, Seats};
use crate::app::markup::{el, Node};
use crate::app::parts;
use crate::app::registry::{BoardCtx, GameUi};
use crate::app::saves;
use crate::app::timing::timed;
use crate::engine::bots::BotKind;
use crate::engine::news::{self, Banner, NewsLine};
use crate::engine::{Game, GameInfo, LogEntry, Match, Narrator, Outcome, PlayError, Seat};
use crate::net::proto::Refusal;
use crate::save::{encode, SavedGame, Table};

/// The part this device plays in a game, named once: what the screen offers
/// follows from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// This device keeps the game: it may look back, share it, set the
    /// computers' pace, and serve the seats its table puts on other devices
    /// (live, or by message).
    Keeper,
    /// A guest device connected live to the keeper: shown its seat's part.
    LiveGuest,
    /// A player's device by message: shown its seat's part from a table link,
    /// with no connection to ask the keeper anything.
    GuestByMessage,
}

impl Mode {
    /// Whether this device keeps the game.
    pub fn keeps_game(self) -> bool {
        self == Mode::Keeper
    }
    /// Whether the coach can be asked here (not by message: the game, and
    /// the computers that think for the coach, are on the keeper's device).
    pub fn coach(self) -> bool {
        self != Mode::GuestByMessage
    }
}

/// A match of some game, as the frame reads it. Reads are tracked, so reactive
/// views that call them follow the game. What the frame asks of it is
/// [`Commands`].
pub trait Session: Send + Sync {
    fn info(&self) -> &'static GameInfo;
    fn moves(&self) -> usize;
    fn to_act(&self) -> Vec<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    /// Once the game is over: its standings explained and how they went
    /// (see `play::end`).
    fn end(&self) -> Option<crate::engine::End>;
    /// Whether the seat's view shows secrets now (see `Game::has_secrets`).
    fn has_secrets(&self, seat: Seat) -> bool;
    /// Whether no person at the table has decided anything yet (a title's
    /// first game is guided from there).
    fn fresh(&self, table: &Table) -> bool;
    /// The part this device plays in the game.
    fn mode(&self) -> Mode;
    /// Why this device's controls cannot act now (a guest that lost its host),
    /// if they cannot.
    fn stalled(&self) -> Option<String> {
        None
    }
    /// The host's side, on a device that serves others, once the rest of the
    /// game is loaded (see [`crate::app::parts::GameExtras`]).
    fn hosting(&self) -> Option<&dyn Hosting> {
        None
    }
    /// The newest `limit` log entries `viewer` saw, in words for that viewer,
    /// newest first.
    fn recent_log(&self, viewer: Option<Seat>, limit: usize) -> Vec<LogEntry>;
    /// The game's save code.
    fn code(&self, table: &Table) -> Result<String, String>;
    /// The board as the frame's viewer sees it, now or at the move looked back to.
    fn board(&self, frame: &Frame) -> Vec<Node>;
    /// Whether `seat` may take back its last decision now: against computers
    /// only, always (back to any earlier decision, one at a time); with other
    /// people at the table, only its very last move, while nobody has moved
    /// since and the move told nobody else a secret.
    fn can_take_back(&self, seat: Seat, humans: usize) -> bool;
}

/// What the screen asks of the match: each starts something whose outcome
/// comes back through [`Session`]'s reads (on the keeper, at once or once a
/// computer has thought; on a guest, once the host answers).
pub trait Commands: Send + Sync {
    /// Starts a computer seat thinking about the current position.
    fn think(&self, frame: &Frame, seat: Seat, kind: BotKind);
    /// Starts the coach thinking about `seat`'s decision now.
    fn ask_coach(&self, frame: &Frame, seat: Seat);
    /// Takes back `seat`'s last decision (see [`Session::can_take_back`]) and
    /// says what it took back.
    fn take_back(&self, frame: &Frame, seat: Seat);
    /// Plays the `index`th of `seat`'s legal actions, if the game is still at
    /// move `moves` (the coach's advice was for it).
    fn play_nth(&self, frame: &Frame, seat: Seat, moves: usize, index: usize);
}

/// The rest of a game, as its screen uses it (in the game's extras part, see
/// [`parts::GameExtras`]): each takes the screen's own typed game.
pub struct PlayExtras<G: Game> {
    /// Starts a computer seat thinking (see [`super::bots`]).
    pub think: fn(Typed<G>, Frame, Seat, BotKind),
    /// Starts the coach thinking (see [`super::coach`]).
    pub ask_coach: fn(Typed<G>, Frame, Seat),
    /// The host's side of the game, which serves other devices.
    pub hosting: fn(&Typed<G>) -> &dyn Hosting,
}

/// The typed side: the match itself, and the rest of its game once loaded.
/// (The devices it may serve have their hub in the devices panel, made only
/// where there are devices.)
pub struct Typed<G: Game> {
    pub game: RwSignal<Match<G>>,
    extras: StoredValue<Option<&'static PlayExtras<G>>>,
}

impl<G: Game> Clone for Typed<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for Typed<G> {}

impl<G: GameUi> Typed<G> {
    /// The rest of the game, typed, if the page has it: looked up and
    /// downcast once, then kept with the game.
    fn extras(&self) -> Option<&'static PlayExtras<G>> {
        if let Some(play) = self.extras.get_value() {
            return Some(play);
        }
        let play = parts::loaded_extras(G::info().id)?.play::<PlayExtras<G>>()?;
        self.extras.set_value(Some(play));
        Some(play)
    }

    /// Runs `then` with the rest of the game: at once if it is in, else once
    /// it is, unless the screen is gone by then; if it cannot be loaded, the
    /// frame's error line says why.
    fn with_extras(
        &self,
        frame: &Frame,
        then: impl FnOnce(&PlayExtras<G>, Typed<G>, &Frame) + 'static,
    ) {
        if let Some(play) = self.extras() {
            return then(play, *self, frame);
        }
        let game = *self;
        let frame = frame.clone();
        leptos::task::spawn_local(async move {
            let loaded = parts::extras(G::info().id).await;
            // The game screen may be gone by then (its signals with it).
            if !frame.computers.alive.is_alive() {
                return;
            }
            match loaded.map(|_| game.extras()) {
                Ok(Some(play)) => then(play, game, &frame),
                Ok(None) => {}
                Err(failed) => {
                    let _ = frame.error.try_set(Some(failed.words().to_string()));
                }
            }
        });
    }
}

impl<G: Game> Typed<G> {
    pub fn new(m: Match<G>) -> Self {
        Typed {
            game: RwSignal::new(m),
            extras: StoredValue::new(None),
        }
    }

    /// Plays an action and saves. Errors are shown, and change nothing.
    pub fn play(self, frame: &Frame, seat: Seat, action: G::Action) {
        // On success the error line is cleared before saving, which may fill it.
        if let Err(e) = self.try_play(frame, seat, action) {
            frame
                .error
                .set(Some(Refusal::Rule(e.to_string()).to_string()));
        }
    }

    /// Plays an action and saves; an illegal action changes nothing and says why.
    pub fn try_play(
        self,
        frame: &Frame,
        seat: Seat,
        action: G::Action,
    ) -> Result<(), PlayError<G::Error>> {
        // In place: a big table's match (its events) is not copied each move.
        let played = timed("boardroom-play", || {
            self.game
                .try_update_untracked(|m| m.play(seat, action))
                .unwrap_or(Ok(()))
        });
        played?;
        frame.error.set(None);
        let table = frame.table_untracked();
        // Inside a run of computer moves the game is saved once, when it
        // reaches a person again: the computers' moves replay from their
        // seeds, so a closed tab loses nothing, and a big table does not
        // write the whole game after each of them.
        let mid_run = self.game.with_untracked(|m| {
            !table.is_human(seat)
                && (0..table.players()).any(|s| table.is_human(s))
                && m.state().outcome().is_none()
                && !m.state().to_act().iter().any(|&s| table.is_human(s))
        });
        if !mid_run {
            // Saved in a task of its own, next after this one (which draws the
            // move): on a slowed phone the two together made one long task.
            // The table is read then: a seat handed over meanwhile (a device
            // gone, say) is saved as it now is.
            let (game, frame) = (self.game, frame.clone());
            set_timeout(
                move || {
                    let table = frame.table_untracked();
                    let saved = game.try_with_untracked(|m| {
                        timed("boardroom-save", || saves::autosave(&frame.slot, &table, m))
                    });
                    if let Some(Err(e)) = saved {
                        frame.error.set(Some(format!(
                            "The game goes on, but it could not be saved on this device: {e}. \
                             Use “Share” to keep a save code."
                        )));
                    }
                },
                std::time::Duration::ZERO,
            );
        }
        // The frame decides who looks next (see `play::on_new_position`).
        timed("boardroom-notify", || self.game.notify());
        Ok(())
    }
}

impl<G: GameUi> Session for Typed<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn moves(&self) -> usize {
        self.game.with(|m| m.moves())
    }
    fn to_act(&self) -> Vec<Seat> {
        self.game.with(|m| m.state().to_act())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.with(|m| m.state().outcome())
    }
    fn end(&self) -> Option<crate::engine::End> {
        self.game.with(|m| m.end())
    }
    fn has_secrets(&self, seat: Seat) -> bool {
        self.game.with(|m| m.state().has_secrets(seat))
    }
    fn fresh(&self, table: &Table) -> bool {
        self.game.with(|m| guided_decisions(m, table)) == 0
    }
    fn mode(&self) -> Mode {
        Mode::Keeper
    }
    fn hosting(&self) -> Option<&dyn Hosting> {
        self.extras().map(|play| (play.hosting)(self))
    }
    fn recent_log(&self, viewer: Option<Seat>, limit: usize) -> Vec<LogEntry> {
        self.game.with(|m| {
            let mut log = m.newest_log_for(viewer, limit);
            // Taking back is not a move, but the log says it happened, where.
            let names = crate::engine::Narrator::new(m.names(), viewer);
            for t in m.take_backs() {
                let pos = log
                    .iter()
                    .position(|e| e.after <= t.to)
                    .unwrap_or(log.len());
                let what = match t.moves {
                    1 => "a move".to_string(),
                    n => format!("{n} moves"),
                };
                let text = format!("{} back {what}.", names.does(t.seat, "take", "takes"));
                log.insert(
                    pos,
                    LogEntry {
                        after: t.to,
                        seat: t.seat,
                        text,
                    },
                );
            }
            log
        })
    }
    fn code(&self, table: &Table) -> Result<String, String> {
        let saved = self
            .game
            .with(|m| SavedGame::of_match(table.shared(), m))
            .map_err(|e| e.to_string())?;
        encode(&saved).map_err(|e| e.to_string())
    }
    fn board(&self, frame: &Frame) -> Vec<Node> {
        board(*self, frame)
    }
    fn can_take_back(&self, seat: Seat, humans: usize) -> bool {
        self.game.with(|m| m.may_take_back(seat, humans))
    }
}

impl<G: GameUi> Commands for Typed<G> {
    // The computer players and the coach are in the rest of the game, which
    // its screen does not wait for (see `parts::GameExtras`).
    fn think(&self, frame: &Frame, seat: Seat, kind: BotKind) {
        self.with_extras(frame, move |play, game, frame| {
            (play.think)(game, frame.clone(), seat, kind)
        });
    }
    fn ask_coach(&self, frame: &Frame, seat: Seat) {
        self.with_extras(frame, move |play, game, frame| {
            (play.ask_coach)(game, frame.clone(), seat)
        });
    }
    fn take_back(&self, frame: &Frame, seat: Seat) {
        let mut m = self.game.get_untracked();
        // The decision in words, as its button said it, before it goes.
        let names = frame.table().names();
        let undone = m
            .record()
            .actions
            .iter()
            .rposition(|(s, _)| *s == seat)
            .and_then(|at| {
                let before = m.state_at(at)?;
                let action = &m.record().actions[at].1;
                Some(before.action_text(seat, action, &Seats::new(names, Some(seat))))
            });
        if m.take_back(seat).is_none() {
            return;
        }
        frame.computers.thinking.set(None);
        frame.tools.coach.set(None);
        frame.error.set(None);
        if let Err(e) = saves::autosave(&frame.slot, &frame.table(), &m) {
            frame.error.set(Some(format!(
                "The move was taken back, but the game could not be saved on this device: {e}."
            )));
        }
        if let Some(&back) = m.take_backs().last() {
            let run = frame.tools.taken_back.get_untracked();
            let run = crate::engine::TakeBackRun::after(run.as_ref(), back, undone);
            frame.tools.taken_back.set(Some(run));
        }
        self.game.set(m);
    }
    fn play_nth(&self, frame: &Frame, seat: Seat, moves: usize, index: usize) {
        let action = self.game.with_untracked(|m| {
            (m.moves() == moves)
                .then(|| m.state().legal_actions(seat).get(index).cloned())
                .flatten()
        });
        if let Some(a) = action {
            self.play(frame, seat, a);
        }
    }
}

/// In a guided game, the guide's words on the viewer's decision now, if it is
/// theirs and there is something new to say (see [`guide::lessons`]).
fn guide_for<G: GameUi>(typed: Typed<G>, frame: &Frame) -> Option<Guide> {
    let viewer = frame.eyes.viewer.get()?;
    if frame.eyes.back.get().is_some() || !frame.table().is_human(viewer) {
        return None;
    }
    let lessons = typed.game.with(|m| guide::lessons(m, viewer, &frame.slot));
    let f = frame.clone();
    let skip = Callback::new(move |()| {
        guide::end(&f.slot);
        f.guided.set(false);
    });
    (!lessons.is_empty()).then(|| Guide {
        lessons: crate::engine::lesson::in_shown_order(lessons)
            .into_iter()
            .map(|l| l.text)
            .collect(),
        skip,
    })
}

/// Decisions made by the people at the table so far.
pub fn guided_decisions<G: Game>(m: &Match<G>, table: &Table) -> usize {
    m.record()
        .actions
        .iter()
        .filter(|(s, _)| table.is_human(*s))
        .count()
}

/// What the viewer saw happen from its own last move up to move `upto`, each
/// with the move that brought it. A spectator is shown the latest move.
fn happenings<G: Game>(
    m: &Match<G>,
    viewer: Option<Seat>,
    upto: usize,
) -> Vec<(usize, Seat, G::Event)> {
    crate::engine::news::since_last_move(m, viewer, upto)
}

/// The banner's news: the events grouped by the move that brought them, in
/// words for the viewer, ranked for them and laid out (see
/// [`news::banner`]); `latest` is the move now shown.
pub(crate) fn news_groups<G: GameUi>(
    seen: &[(usize, Seat, G::Event)],
    narrator: &Narrator<'_>,
    latest: usize,
) -> Option<Banner> {
    let moves = news::moves::<G>(seen, narrator, latest, |events| {
        G::news_digest(events, narrator)
    });
    news::banner(&moves)
}

/// What one seat's board is drawn from: the same whether the game is kept on
/// this device or is a guest device's copy of its seat's part.
pub struct Screen<G: Game> {
    pub view: G::View,
    /// The actions offered to the viewer now, each with a reason when not possible.
    pub offered: Vec<(G::Action, Option<String>)>,
    /// The words on the frame's buttons for them (empty for boards that draw
    /// their own controls).
    pub labels: Vec<(String, Option<String>)>,
    /// What the viewer saw since its last move, each with the move that
    /// brought it and who made that move.
    pub seen: Vec<(usize, Seat, G::Event)>,
    /// The move now shown: its events are highlighted.
    pub latest: usize,
    pub guide: Option<Guide>,
}

/// What the viewer sees, and the actions offered to them (none when looking back
/// or when it is not their turn), under the news of what happened since their
/// last move.
fn board<G: GameUi>(typed: Typed<G>, frame: &Frame) -> Vec<Node> {
    let viewer = frame.eyes.viewer.get();
    let back = frame.eyes.back.get();
    let (view, offered, labels, seen) = timed("boardroom-view", || {
        typed.game.with(|m| {
            let seen = happenings(m, viewer, back.unwrap_or(m.moves()));
            if let Some(state) = back.and_then(|n| m.state_at(n)) {
                return (state.view(viewer), Vec::new(), Vec::new(), seen);
            }
            let state = m.state();
            let offered = match viewer {
                Some(v) if state.to_act().contains(&v) && frame.table().is_human(v) => {
                    state.offered_actions(v)
                }
                _ => Vec::new(),
            };
            // Labels only for the frame's own buttons: boards with their own
            // controls word their actions themselves.
            let labels: Vec<(String, Option<String>)> = match viewer {
                Some(v) if !G::OWN_CONTROLS => offered
                    .iter()
                    .map(|(a, why)| (state.action_label(v, a), why.clone()))
                    .collect(),
                _ => Vec::new(),
            };
            (state.view(viewer), offered, labels, seen)
        })
    });
    let latest = back.unwrap_or_else(|| typed.game.with(|m| m.moves()));
    let f = frame.clone();
    let act = Callback::new(move |a: G::Action| {
        let Some(v) = f.eyes.viewer.get_untracked() else {
            return;
        };
        let tapped_at = typed.game.with_untracked(|m| (m.moves(), m.taken_back()));
        let frame = f.clone();
        f.answer_tap(move || {
            // Played only on the position tapped on (a take back or a host's
            // update may have come between).
            if typed.game.with_untracked(|m| (m.moves(), m.taken_back())) == tapped_at {
                typed.play(&frame, v, a);
            }
        });
    });
    let guide = frame
        .guided
        .get()
        .then(|| guide_for(typed, frame))
        .flatten();
    let screen = Screen::<G> {
        view,
        offered,
        labels,
        seen,
        latest,
        guide,
    };
    draw(frame, screen, act)
}

/// How many outcomes the tools repeat beside the controls (see
/// [`Banner::brief`]).
const BRIEF_LINES: usize = 2;

/// Draws a seat's board from its screen; `act` plays an offered action.
pub fn draw<G: GameUi>(frame: &Frame, screen: Screen<G>, act: Callback<G::Action>) -> Vec<Node> {
    let Screen {
        view,
        offered,
        labels,
        seen,
        latest,
        guide,
    } = screen;
    let names = frame.table().names();
    let viewer = frame.eyes.viewer.get_untracked();
    let news = news_groups::<G>(&seen, &Narrator::new(&names, viewer), latest);
    let live = frame.eyes.back.get_untracked().is_none();
    // The live position's brief, for the tools beside the controls.
    if live {
        let brief: Vec<NewsLine> = news
            .as_ref()
            .map(|b| b.brief(BRIEF_LINES).into_iter().cloned().collect())
            .unwrap_or_default();
        frame.tools.brief.set(Some((latest, brief)));
    }
    let fresh = seen
        .iter()
        .filter(|(after, _, _)| *after == latest)
        .map(|(_, _, e)| e.clone())
        .collect();
    let since = seen.into_iter().map(|(_, _, e)| e).collect();
    let actions: Vec<G::Action> = if labels.is_empty() {
        Vec::new()
    } else {
        offered.iter().map(|(a, _)| a.clone()).collect()
    };
    let board_el = timed("boardroom-board", || {
        G::board(BoardCtx {
            view,
            seats: Seats::new(names, viewer),
            offered,
            act,
            since,
            fresh,
            guide,
            panels: frame.panels,
            live,
        })
    });
    let board = kit::under_news(news, board_el);
    let board = if labels.is_empty() {
        board
    } else {
        let pick = Callback::new(move |i: usize| {
            if let Some(a) = actions.get(i) {
                act.run(a.clone());
            }
        });
        super::with_actions(board, labels, pick)
    };
    // When this device cannot act (its host is gone), every control of the
    // board is disabled at once, forms included; the reason is said with the
    // tools, and on each offered action.
    match frame.session.stalled() {
        Some(_) => vec![el("fieldset")
            .class("board-off")
            .flag("disabled", true)
            .kids(board)
            .into()],
        None => board,
    }
}
