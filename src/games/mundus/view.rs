//! What one seat may see: its own hand, sealed offer and warehouse; of the others
//! only counts until offers are revealed.

use crate::engine::{SealedView, Seat};

use super::cards::{caravel_mask, event_for_devs, total, Cards, EventKind, Resource, EMPTY};
use super::rules_page::LabelCtx;
use super::state::{Ending, MundusNovus, Phase, Turn};

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatView {
    pub hand_count: u32,
    pub store_count: u32,
    pub store_slots: u32,
    pub devs: Vec<u8>,
    pub fleet_value: u32,
    pub money: i32,
    pub income: i32,
    /// The face-up offer (after the reveal).
    pub table: Cards,
    pub perfect: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MundusView {
    pub viewer: Option<Seat>,
    pub round: u32,
    pub event: Option<EventKind>,
    pub phase: Phase,
    pub master: Seat,
    pub call: u8,
    pub queue: Vec<u8>,
    pub dev_deck: usize,
    pub deck: usize,
    pub discard: u32,
    pub market: Vec<Resource>,
    pub supply: Vec<Resource>,
    pub order: Vec<Seat>,
    pub takes: Vec<(Seat, Seat)>,
    pub seats: Vec<SeatView>,
    pub offers: SealedView<Cards>,
    /// The viewer's own hand and warehouse.
    pub hand: Option<Cards>,
    pub store: Option<Cards>,
    /// The viewer's progression so far, when it is the viewer's turn.
    pub turn: Option<Turn>,
    pub to_act: Vec<Seat>,
    pub ending: Option<Ending>,
}

impl MundusView {
    /// The viewer's cards as their sets count them, for the hand and its
    /// summary: in their own progression the hand with this turn's merchant
    /// conversions, which is what the rules sell from (a card just stored is
    /// out of play); at any other time the hand and the warehouses, which
    /// both come back for their next progression.
    pub fn holding(&self) -> Option<Cards> {
        let hand = self.hand?;
        Some(match &self.turn {
            Some(turn) => turn.counted(hand),
            None => {
                let store = self.store.unwrap_or(EMPTY);
                std::array::from_fn(|k| hand[k] + store[k])
            }
        })
    }

    /// What the viewer's buttons need to name their moves.
    pub fn label_ctx(&self) -> LabelCtx<'_> {
        let devs = self
            .viewer
            .and_then(|v| self.seats.get(v))
            .map_or(&[][..], |s| &s.devs[..]);
        LabelCtx {
            queue: &self.queue,
            event: event_for_devs(self.event, devs),
            caravels: caravel_mask(devs),
        }
    }
}

impl MundusNovus {
    /// What naming `seat`'s moves needs: the same facts its board reads.
    pub fn label_ctx(&self, seat: Seat) -> LabelCtx<'_> {
        LabelCtx {
            queue: &self.queue,
            event: self.event_for(seat),
            caravels: caravel_mask(&self.devs[seat]),
        }
    }

    pub fn make_view(&self, viewer: Option<Seat>) -> MundusView {
        let seats = (0..self.players)
            .map(|s| SeatView {
                hand_count: total(&self.hands[s]),
                store_count: total(&self.stores[s]),
                store_slots: self.store_slots(s),
                devs: self.devs[s].clone(),
                fleet_value: self.fleet_value(s),
                money: self.money[s],
                income: self.income(s),
                table: self.table[s],
                perfect: self.perfect[s],
            })
            .collect();
        let own_turn = viewer.filter(|&v| self.phase == Phase::Progress { seat: v });
        MundusView {
            viewer,
            round: self.round,
            event: self.event,
            phase: self.phase.clone(),
            master: self.master,
            call: self.call,
            queue: self.queue.clone(),
            dev_deck: self.dev_deck.len(),
            deck: self.deck.len(),
            discard: total(&self.discard),
            market: self.market.clone(),
            supply: self.supply.clone(),
            order: self.order.clone(),
            takes: self.takes.clone(),
            seats,
            offers: self.offers.view(viewer),
            hand: viewer.map(|v| self.hands[v]),
            store: viewer.map(|v| self.stores[v]),
            turn: own_turn.map(|_| self.turn.clone()),
            to_act: self.seat_to_act(),
            ending: self.ending,
        }
    }
}
