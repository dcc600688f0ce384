//! Hand-made positions, for the rules scenarios and balance tools: the state's
//! fields are private, so these are the only ways to arrange a position from
//! outside the game. Card moves keep the 120 resource cards counted (cards come
//! from and go to the deck) and money moves keep the 480 doubloons (paid from
//! or to the bank).

use crate::engine::Seat;

use super::cards::{Cards, EventKind, Resource, EMPTY};
use super::state::{MundusNovus, Phase};

impl MundusNovus {
    pub fn set_round(&mut self, round: u32) {
        self.round = round;
    }

    pub fn set_event(&mut self, event: Option<EventKind>) {
        self.event = event;
    }

    pub fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    pub fn set_master(&mut self, seat: Seat) {
        self.master = seat;
    }

    /// Who still takes a progression this round, next first.
    pub fn set_progress_order(&mut self, order: Vec<Seat>) {
        self.progress_order = order;
    }

    /// Forgets the chain of takes so far this round.
    pub fn clear_takes(&mut self) {
        self.takes.clear();
    }

    /// Ponce de León's split: a bit per caravel value in the second fleet.
    pub fn set_second_fleet(&mut self, seat: Seat, mask: u16) {
        self.second_fleet[seat] = mask;
    }

    /// `seat`'s developments, replacing what it had (the cards are not taken
    /// from the queue or the deck).
    pub fn set_devs(&mut self, seat: Seat, devs: Vec<u8>) {
        self.devs[seat] = devs;
    }

    pub fn add_dev(&mut self, seat: Seat, dev: u8) {
        self.devs[seat].push(dev);
    }

    /// Puts development `dev` at `place` in the queue, replacing the card there.
    pub fn set_queue_card(&mut self, place: usize, dev: u8) {
        self.queue[place] = dev;
    }

    /// Puts development `dev` at the front of the queue, pushing the others back.
    pub fn push_queue_front(&mut self, dev: u8) {
        self.queue.insert(0, dev);
    }

    /// Takes development `dev` out of the queue and the development deck.
    pub fn remove_dev_card(&mut self, dev: u8) {
        self.queue.retain(|&d| d != dev);
        self.dev_deck.retain(|&d| d != dev);
    }

    pub fn empty_dev_deck(&mut self) {
        self.dev_deck.clear();
    }

    /// Sets `seat`'s doubloons, the difference paid from or to the bank.
    pub fn set_money(&mut self, seat: Seat, money: i32) {
        let more = money - self.money[seat];
        self.pay(seat, more);
    }

    /// Gives `seat` the cards `c` from the deck. Panics if the deck lacks one:
    /// a scenario asks for cards that are there.
    pub fn give(&mut self, seat: Seat, c: Cards) {
        for k in Resource::all() {
            for _ in 0..c[k] {
                self.take_from_deck(k);
                self.hands[seat][k] += 1;
            }
        }
    }

    /// Empties every hand, and the discards, onto the top of the deck.
    pub fn clear_hands(&mut self) {
        for s in 0..self.players {
            for k in Resource::all() {
                self.discard[k] += self.hands[s][k];
            }
            self.hands[s] = EMPTY;
        }
        self.discards_to_deck();
    }

    /// Lays `seat`'s whole hand face up as its offer.
    pub fn lay_out_hand(&mut self, seat: Seat) {
        self.table[seat] = std::mem::replace(&mut self.hands[seat], EMPTY);
    }

    /// Puts `kind` from the deck at `place` on the market; the card it
    /// replaces goes on top of the deck.
    pub fn set_market_card(&mut self, place: usize, kind: Resource) {
        self.take_from_deck(kind);
        let old = std::mem::replace(&mut self.market[place], kind);
        self.deck.push(old);
    }

    /// Takes a card of `kind` out of the deck. Panics if there is none: a
    /// scenario asks for cards that are there.
    fn take_from_deck(&mut self, kind: Resource) {
        let i = self
            .deck
            .iter()
            .position(|&x| x == kind)
            .expect("the scenario's card is in the deck");
        self.deck.remove(i);
    }

    fn discards_to_deck(&mut self) {
        for k in Resource::all() {
            for _ in 0..self.discard[k] {
                self.deck.push(k);
            }
        }
        self.discard = EMPTY;
    }
}
