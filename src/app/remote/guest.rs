//! A guest device's game: the frame and the game's own board, drawn from the
//! copy of its seat's part that the host sends ([`Mirror`]). What the player
//! does goes to the host, typed, which alone applies it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::markup::{el, patched, Node};
use crate::app::play::coach::Advice;
use crate::app::play::session::{draw, Commands, Mode, Screen, Session};
use crate::app::play::Frame;
use crate::app::registry::GameUi;
use crate::engine::bots::BotKind;
use crate::engine::{GameInfo, LogEntry, Outcome, Seat};
use crate::net::mirror::Mirror;
use crate::net::proto::FromSeat;
use crate::save::Table;

/// Sends a message to the host (live, as bytes on the wire).
pub type Outbox = Arc<dyn Fn(Vec<u8>) + Send + Sync>;

/// Says a typed message to the game's keeper: down a live link, or as a move
/// link to send by hand.
pub type Say<G> = Arc<dyn Fn(FromSeat<G>) + Send + Sync>;

/// The guest's game: its copy of what its seat sees, and the way to the host.
pub struct Guest<G: GameUi> {
    pub mirror: RwSignal<Mirror<G>>,
    pub send: Say<G>,
    /// Connected live: the host answers at once, so its coach can be asked
    /// and a decision taken back. By message, neither.
    pub live: bool,
    /// Why this device cannot play now (the link to the host is gone).
    pub lost: RwSignal<Option<String>>,
    /// By message, once a move is chosen: the controls rest until the next
    /// table link, and the page says why as a plain status (nothing is wrong).
    pub waiting: RwSignal<Option<String>>,
}

// By hand: `G` itself need not be `Clone` for the signals and the outbox to be.
impl<G: GameUi> Clone for Guest<G> {
    fn clone(&self) -> Self {
        Guest {
            mirror: self.mirror,
            send: self.send.clone(),
            live: self.live,
            lost: self.lost,
            waiting: self.waiting,
        }
    }
}

impl<G: GameUi> Guest<G> {
    fn say(&self, message: FromSeat<G>) {
        (self.send)(message);
    }
    fn now(&self) -> usize {
        self.mirror.with_untracked(|m| m.screen.moves)
    }

    /// The board, its controls at rest while `waiting` says why.
    fn drawn(&self, frame: &Frame, waiting: Option<String>) -> Vec<Node> {
        let lost = self.lost.get_untracked().or_else(|| waiting.clone());
        let (screen, moves) = self.mirror.with(|m| {
            // Controls that cannot act say why, where they are.
            let offered: Vec<_> = m
                .screen
                .offered
                .iter()
                .map(|o| (o.action.clone(), lost.clone().or_else(|| o.why.clone())))
                .collect();
            let labels = if G::OWN_CONTROLS {
                Vec::new()
            } else {
                m.screen
                    .offered
                    .iter()
                    .zip(&offered)
                    .map(|(o, (_, why))| (o.label.clone(), why.clone()))
                    .collect()
            };
            let screen = Screen::<G> {
                view: m.screen.view.clone(),
                offered,
                labels,
                seen: m.news(),
                latest: m.screen.moves,
                guide: None,
            };
            (screen, m.screen.moves)
        });
        let send = self.send.clone();
        let act = Callback::new(move |action: G::Action| {
            send(FromSeat::<G>::act(moves, &action));
        });
        let board = draw(frame, screen, act);
        match waiting {
            // A status, not an alert: choosing was the player's own doing.
            Some(why) => vec![el("div")
                .child(el("p").class("net-status").attr("role", "status").text(why))
                .child(
                    el("fieldset")
                        .class("board-off")
                        .flag("disabled", true)
                        .kids(board),
                )
                .into()],
            None => board,
        }
    }
}

impl<G: GameUi> Session for Guest<G> {
    fn info(&self) -> &'static GameInfo {
        G::info()
    }
    fn moves(&self) -> usize {
        self.mirror.with(|m| m.screen.moves)
    }
    fn to_act(&self) -> Vec<Seat> {
        self.mirror.with(|m| m.screen.to_act.clone())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.mirror.with(|m| m.screen.outcome.clone())
    }
    fn end(&self) -> Option<crate::engine::End> {
        self.mirror.with(|m| m.screen.end.clone())
    }
    fn has_secrets(&self, _seat: Seat) -> bool {
        true
    }
    fn fresh(&self, _table: &Table) -> bool {
        // The guide is the host's choice; a guest's game is never guided.
        false
    }
    fn mode(&self) -> Mode {
        if self.live {
            Mode::LiveGuest
        } else {
            Mode::GuestByMessage
        }
    }
    fn stalled(&self) -> Option<String> {
        self.lost.get()
    }
    fn recent_log(&self, _viewer: Option<Seat>, limit: usize) -> Vec<LogEntry> {
        self.mirror.with(|m| m.log(limit))
    }
    fn code(&self, _table: &Table) -> Result<String, String> {
        Err("Only the device hosting the game can share it.".into())
    }
    fn board(&self, frame: &Frame) -> Vec<Node> {
        if self.live {
            return self.drawn(frame, None);
        }
        // By message, choosing makes a move link and nothing else changes:
        // the board follows whether one waits to be sent (the frame redraws
        // it only for a new position).
        let (this, frame) = (self.clone(), frame.clone());
        let waiting = self.waiting;
        let board = patched("board-body", move || {
            let why = waiting.get();
            untrack(|| this.drawn(&frame, why))
        });
        vec![Node::View(board)]
    }
    fn can_take_back(&self, _seat: Seat, _humans: usize) -> bool {
        self.live && self.lost.with(Option::is_none) && self.mirror.with(|m| m.screen.may_take_back)
    }
}

impl<G: GameUi> Commands for Guest<G> {
    fn think(&self, _frame: &Frame, _seat: Seat, _kind: BotKind) {
        // The host's computers think on the host.
    }
    fn ask_coach(&self, frame: &Frame, seat: Seat) {
        let moves = self.now();
        frame.tools.coach.set(Some(Advice::asked(moves, seat)));
        self.say(FromSeat::Coach { moves });
    }
    fn take_back(&self, _frame: &Frame, _seat: Seat) {
        self.say(FromSeat::TakeBack { moves: self.now() });
    }
    fn play_nth(&self, _frame: &Frame, _seat: Seat, moves: usize, index: usize) {
        self.say(FromSeat::Suggested { moves, index });
    }
}
