//! A guest device's game: the frame and the game's own board, drawn from the
//! copy of its seat's part that the host sends ([`Mirror`]). What the player
//! does goes to the host, which alone applies it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::play::coach::Advice;
use crate::app::play::session::{draw, Hosting, Screen, Session};
use crate::app::play::Frame;
use crate::app::registry::GameUi;
use crate::engine::bots::BotKind;
use crate::engine::{GameInfo, LogEntry, Outcome, Seat};
use crate::net::mirror::Mirror;
use crate::net::proto::{self, ToHost};
use crate::save::Table;

/// Sends a message to the host.
pub type Outbox = Arc<dyn Fn(Vec<u8>) + Send + Sync>;

/// The guest's game: its copy of what its seat sees, and the way to the host.
pub struct Guest<G: GameUi> {
    pub mirror: RwSignal<Mirror<G>>,
    pub send: Outbox,
}

impl<G: GameUi> Guest<G> {
    fn moves_u32(&self) -> u32 {
        self.mirror.with_untracked(|m| m.screen.moves as u32)
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
    fn human_decisions(&self, _table: &Table) -> usize {
        // The guide is the host's choice; a guest's game is never guided.
        usize::MAX
    }
    fn recent_log(&self, _viewer: Option<Seat>, limit: usize) -> Vec<LogEntry> {
        self.mirror.with(|m| m.log(limit))
    }
    fn code(&self, _table: &Table) -> Result<String, String> {
        Err("Only the device hosting the game can share it.".into())
    }
    fn board(&self, frame: &Frame) -> AnyView {
        let (screen, moves) = self.mirror.with(|m| {
            let labels = if G::OWN_CONTROLS {
                Vec::new()
            } else {
                m.screen
                    .labels
                    .iter()
                    .zip(&m.screen.offered)
                    .map(|(l, (_, why))| (l.clone(), why.clone()))
                    .collect()
            };
            let screen = Screen::<G> {
                view: m.screen.view.clone(),
                offered: m.screen.offered.clone(),
                labels,
                seen: m.news(),
                latest: m.screen.moves,
                guide: None,
            };
            (screen, m.screen.moves as u32)
        });
        let send = self.send.clone();
        let act = Callback::new(move |a: G::Action| {
            send(proto::write(&ToHost::Act {
                moves,
                action: proto::write(&a),
            }));
        });
        draw(frame, screen, act)
    }
    fn think(&self, _frame: &Frame, _seat: Seat, _kind: BotKind) {
        // The host's computers think on the host.
    }
    fn ask_coach(&self, frame: &Frame, seat: Seat) {
        let moves = self.moves_u32();
        frame.coach.set(Some(Advice {
            moves: moves as usize,
            seat,
            progress: 0.0,
            best: Vec::new(),
        }));
        (self.send)(proto::write(&ToHost::Coach { moves }));
    }
    fn can_take_back(&self, _seat: Seat, _humans: usize) -> bool {
        self.mirror.with(|m| m.screen.may_take_back)
    }
    fn take_back(&self, _frame: &Frame, _seat: Seat) {
        (self.send)(proto::write(&ToHost::TakeBack {
            moves: self.moves_u32(),
        }));
    }
    fn play_nth(&self, _frame: &Frame, _seat: Seat, moves: usize, index: usize) {
        (self.send)(proto::write(&ToHost::Suggested {
            moves: moves as u32,
            index: index as u32,
        }));
    }
}

impl<G: GameUi> Hosting for Guest<G> {
    fn is_host(&self) -> bool {
        false
    }
    fn taken_back(&self) -> usize {
        0
    }
    fn save(&self, _slot: &str, _table: &Table) -> Result<(), String> {
        Ok(())
    }
    fn guest_update(&self, _frame: &Frame, _guest: &mut crate::net::host::Guest) -> Vec<u8> {
        Vec::new()
    }
    fn guest_welcome(&self, _frame: &Frame, _guest: &crate::net::host::Guest) -> Vec<u8> {
        Vec::new()
    }
    fn guest_message(
        &self,
        _frame: &Frame,
        _guest: &mut crate::net::host::Guest,
        _bytes: &[u8],
    ) -> Vec<Vec<u8>> {
        // A guest hosts nobody.
        Vec::new()
    }
}
