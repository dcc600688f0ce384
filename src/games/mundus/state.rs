//! The state of a game of Mundus Novus, its set-up and the facts derived from it.

use serde::{Deserialize, Serialize};

use crate::engine::{rng, GameRng, Sealed, Seat};

use super::cards::{
    Cards, Character, DevKind, EventKind, Resource, DEVS, EMPTY, KINDS, RELIC, RESOURCE_COUNTS,
};

/// Doubloons in the bank at the start (30 × 10, 30 × 5, 30 × 1).
pub const BANK: i32 = 480;
/// Doubloons that end the game at the end of a round.
pub const TARGET: i32 = 75;
/// A safety net: the game ends after this round whatever happens (see the rules page).
pub const LAST_ROUND: u32 = 30;
pub const QUEUE: usize = 5;
pub const MARKET: usize = 3;
pub const DEAL: usize = 5;

/// Where the round is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Coronado's owner may pay 2 doubloons to call an event.
    Coronado {
        seat: Seat,
    },
    /// Ponce de León's owner splits the caravels into two fleets for this round.
    Fleets {
        seat: Seat,
    },
    /// The face-up supply is chosen in fleet order: `order` holds the remaining picks.
    Supply,
    /// Pirates: each seat with `pirate_due` discards.
    Pirates,
    /// The Trade Master calls 2, 3 or 4.
    Call,
    /// Sealed offers.
    Offer,
    /// The Trade Master appoints the new one among the tied.
    Appoint {
        tied: Vec<Seat>,
    },
    /// The chain of takes.
    Take {
        taker: Seat,
    },
    /// The Trade Master gives a card to the player left one short.
    Adjust {
        to: Seat,
    },
    /// The Trade Master chooses who starts the progression.
    First,
    /// One player's progression.
    Progress {
        seat: Seat,
    },
    Over,
}

/// What a player has done so far in the current progression turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub(super) identical_sets: u8,
    pub(super) sold_different: bool,
    pub(super) sold_relics: bool,
    /// Merchant cards already used.
    pub(super) merchants_used: Vec<u8>,
    /// Cards converted this turn: (printed kind, kind it counts as).
    pub(super) converted: Vec<(Resource, Resource)>,
}

impl Turn {
    /// `hand` as this turn's sets count it: each converted card as the kind
    /// its merchant made it. The rules and the board's hand read this one sum.
    pub fn counted(&self, hand: Cards) -> Cards {
        let mut h = hand;
        for &(from, to) in &self.converted {
            h[from] -= 1;
            h[to] += 1;
        }
        h
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    Perfect,
    Rich,
    QueueEmpty,
    RoundLimit,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MundusNovus {
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) round: u32,
    /// This round's event (players with Juan de la Cosa ignore it).
    pub(super) event: Option<EventKind>,
    /// Resource draw pile, top last.
    pub(super) deck: Vec<Resource>,
    pub(super) discard: Cards,
    pub(super) market: Vec<Resource>,
    /// Development draw pile, top last.
    pub(super) dev_deck: Vec<u8>,
    pub(super) queue: Vec<u8>,
    pub(super) hands: Vec<Cards>,
    pub(super) stores: Vec<Cards>,
    pub(super) devs: Vec<Vec<u8>>,
    pub(super) money: Vec<i32>,
    pub(super) bank: i32,
    pub(super) master: Seat,
    pub(super) call: u8,
    pub(super) offers: Sealed<Cards>,
    /// Revealed offers still face up.
    pub(super) table: Vec<Cards>,
    /// The chain so far this round: (taker, the player taken from).
    pub(super) takes: Vec<(Seat, Seat)>,
    /// Face-up supply cards still to be chosen.
    pub(super) supply: Vec<Resource>,
    /// The remaining supply picks, first first.
    pub(super) order: Vec<Seat>,
    pub(super) pirate_due: Vec<u8>,
    /// Ponce de León's split: a bit per caravel value sailing in the second fleet.
    pub(super) second_fleet: Vec<u16>,
    pub(super) phase: Phase,
    pub(super) turn: Turn,
    /// Seats still to take their progression this round, next first.
    pub(super) progress_order: Vec<Seat>,
    pub(super) perfect: Vec<bool>,
    /// The queue could not be refilled to five.
    pub(super) queue_short: bool,
    pub(super) ending: Option<Ending>,
}

impl MundusNovus {
    pub fn setup(players: usize, seed: u64) -> Self {
        let mut rng = rng::seeded(seed);
        let mut deck: Vec<Resource> = Resource::all()
            .flat_map(|k| std::iter::repeat_n(k, RESOURCE_COUNTS[k] as usize))
            .collect();
        rng::shuffle(&mut rng, &mut deck);
        let mut dev_deck: Vec<u8> = (0..DEVS.len() as u8)
            .filter(|&d| DEVS[d as usize].players as usize <= players)
            .collect();
        rng::shuffle(&mut rng, &mut dev_deck);
        let market: Vec<Resource> = (0..MARKET).filter_map(|_| deck.pop()).collect();
        let queue: Vec<u8> = (0..QUEUE).filter_map(|_| dev_deck.pop()).collect();
        let master = rng::below(&mut rng, players);
        MundusNovus {
            players,
            rng,
            round: 0,
            event: None,
            deck,
            discard: EMPTY,
            market,
            dev_deck,
            queue,
            hands: vec![EMPTY; players],
            stores: vec![EMPTY; players],
            devs: vec![Vec::new(); players],
            money: vec![0; players],
            bank: BANK,
            master,
            call: 0,
            offers: Sealed::new(players),
            table: vec![EMPTY; players],
            takes: Vec::new(),
            supply: Vec::new(),
            order: Vec::new(),
            pirate_due: vec![0; players],
            second_fleet: vec![0; players],
            phase: Phase::Supply,
            turn: Turn::default(),
            progress_order: Vec::new(),
            perfect: vec![false; players],
            queue_short: false,
            ending: None,
        }
    }

    /// Where the round is.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// This round's event, as printed (see [`Self::event_for`] for a seat).
    pub fn event(&self) -> Option<EventKind> {
        self.event
    }

    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The Trade Master.
    pub fn master(&self) -> Seat {
        self.master
    }

    /// Each seat's doubloons.
    pub fn money(&self) -> &[i32] {
        &self.money
    }

    /// The bank's doubloons.
    pub fn bank(&self) -> i32 {
        self.bank
    }

    /// Each seat's hand, as printed (see [`Self::effective`] for conversions).
    pub fn hands(&self) -> &[Cards] {
        &self.hands
    }

    /// Each seat's cards kept in warehouses.
    pub fn stores(&self) -> &[Cards] {
        &self.stores
    }

    /// Each seat's revealed offer still face up.
    pub fn table(&self) -> &[Cards] {
        &self.table
    }

    /// Each seat's developments, by card id.
    pub fn devs(&self) -> &[Vec<u8>] {
        &self.devs
    }

    /// Which seats had the perfect combination.
    pub fn perfect(&self) -> &[bool] {
        &self.perfect
    }

    /// The development queue, first first.
    pub fn queue(&self) -> &[u8] {
        &self.queue
    }

    /// The development draw pile, top last.
    pub fn dev_deck(&self) -> &[u8] {
        &self.dev_deck
    }

    /// The resource draw pile, top last.
    pub fn deck(&self) -> &[Resource] {
        &self.deck
    }

    pub fn discard(&self) -> &Cards {
        &self.discard
    }

    /// The three face-up market cards.
    pub fn market(&self) -> &[Resource] {
        &self.market
    }

    /// Face-up supply cards still to be chosen.
    pub fn supply(&self) -> &[Resource] {
        &self.supply
    }

    /// The remaining supply picks, first first.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// Cards each seat still owes the pirates.
    pub fn pirate_due(&self) -> &[u8] {
        &self.pirate_due
    }

    /// The chain of takes so far this round: (taker, the player taken from).
    pub fn takes(&self) -> &[(Seat, Seat)] {
        &self.takes
    }

    /// Seats still to take their progression this round, next first.
    pub fn progress_order(&self) -> &[Seat] {
        &self.progress_order
    }

    pub fn has(&self, seat: Seat, c: Character) -> bool {
        self.devs[seat]
            .iter()
            .any(|&d| DEVS[d as usize].kind == DevKind::Character(c))
    }

    /// The event as it applies to `seat` (Juan de la Cosa is never affected).
    pub fn event_for(&self, seat: Seat) -> Option<EventKind> {
        super::cards::event_for_devs(self.event, &self.devs[seat])
    }

    pub fn caravels(&self, seat: Seat) -> Vec<u8> {
        let mut v: Vec<u8> = self.devs[seat]
            .iter()
            .filter_map(|&d| match DEVS[d as usize].kind {
                DevKind::Caravel { value } => Some(value),
                _ => None,
            })
            .collect();
        crate::engine::sort::sort(&mut v);
        v
    }

    /// A seat's fleets as caravel values counted for the fleet order: Pizarro's
    /// owner counts the highest as 0; Ponce de León's owner sails the caravels
    /// in `second_fleet` as a second fleet.
    pub fn fleets(&self, seat: Seat) -> Vec<Vec<u8>> {
        let printed = self.caravels(seat);
        let Some(&top) = printed.last() else {
            return Vec::new();
        };
        let pizarro = self.has(seat, Character::Pizarro);
        let split = if self.has(seat, Character::PonceDeLeon) {
            self.second_fleet[seat]
        } else {
            0
        };
        let mut fleets = [Vec::new(), Vec::new()];
        for &v in &printed {
            let counted = if pizarro && v == top { 0 } else { v };
            fleets[usize::from(split & (1 << v) != 0)].push(counted);
        }
        fleets
            .into_iter()
            .filter(|f| !f.is_empty())
            .map(|mut f| {
                crate::engine::sort::sort(&mut f);
                f
            })
            .collect()
    }

    /// The ways `seat` may split its caravels with Ponce de León, as masks of
    /// the second fleet: the lowest caravel always heads the first fleet, and
    /// 0 keeps them all in one.
    pub fn splits(&self, seat: Seat) -> Vec<u16> {
        let printed = self.caravels(seat);
        let rest = printed.get(1..).unwrap_or(&[]);
        (0u32..1 << rest.len())
            .map(|sub| {
                rest.iter()
                    .enumerate()
                    .filter(|(i, _)| sub & (1 << i) != 0)
                    .fold(0u16, |m, (_, &v)| m | (1 << v))
            })
            .collect()
    }

    /// Whether `seat` chooses its fleets this round (Ponce de León with two
    /// caravels or more).
    pub fn chooses_fleets(&self, seat: Seat) -> bool {
        self.has(seat, Character::PonceDeLeon) && self.caravels(seat).len() >= 2
    }

    /// Sum of the fleets' values (what the board shows).
    pub fn fleet_value(&self, seat: Seat) -> u32 {
        self.fleets(seat).iter().flatten().map(|&v| v as u32).sum()
    }

    /// The order of the supply picks: each fleet picks one card per caravel, the
    /// lowest fleet value first, a tie to the fleet with the lowest caravel, then
    /// clockwise from the Trade Master.
    pub fn fleet_order(&self) -> Vec<Seat> {
        let mut fleets: Vec<(u32, u8, usize, Seat, usize)> = Vec::new();
        for s in 0..self.players {
            for f in self.fleets(s) {
                let value = f.iter().map(|&v| v as u32).sum();
                let low = f.iter().copied().min().unwrap_or(0);
                let from_master = (s + self.players - self.master) % self.players;
                fleets.push((value, low, from_master, s, f.len()));
            }
        }
        crate::engine::sort::sort(&mut fleets);
        fleets
            .into_iter()
            .flat_map(|(_, _, _, s, n)| std::iter::repeat_n(s, n))
            .collect()
    }

    pub fn caravels_in_play(&self) -> usize {
        (0..self.players).map(|s| self.caravels(s).len()).sum()
    }

    /// Income per round from a seat's developments.
    pub fn income(&self, seat: Seat) -> i32 {
        self.devs[seat]
            .iter()
            .map(|&d| DEVS[d as usize].income as i32)
            .sum()
    }

    pub fn store_slots(&self, seat: Seat) -> u32 {
        self.devs[seat]
            .iter()
            .map(|&d| match DEVS[d as usize].kind {
                DevKind::Warehouse { slots } => slots as u32,
                _ => 0,
            })
            .sum()
    }

    pub fn shipyards(&self, seat: Seat) -> usize {
        self.devs[seat]
            .iter()
            .filter(|&&d| DEVS[d as usize].kind == DevKind::Shipyard)
            .count()
    }

    /// Draws one resource card, shuffling the discards into a new pile when needed.
    pub fn draw(&mut self) -> Option<Resource> {
        if self.deck.is_empty() {
            let mut pile: Vec<Resource> = Resource::all()
                .flat_map(|k| std::iter::repeat_n(k, self.discard[k] as usize))
                .collect();
            self.discard = EMPTY;
            rng::shuffle(&mut self.rng, &mut pile);
            self.deck = pile;
        }
        self.deck.pop()
    }

    /// Pays from the bank (the bank never runs dry: see the rules page).
    pub fn pay(&mut self, seat: Seat, amount: i32) {
        self.money[seat] += amount;
        self.bank -= amount;
    }

    /// Every resource card, wherever it is (for the conservation checks).
    pub fn resource_census(&self) -> Cards {
        let mut c = self.discard;
        for &k in self.deck.iter().chain(&self.market).chain(&self.supply) {
            c[k] += 1;
        }
        for s in 0..self.players {
            for k in 0..KINDS {
                c[k] += self.hands[s][k] + self.stores[s][k] + self.table[s][k];
            }
        }
        c
    }

    /// A card's count in `seat`'s hand as the current progression sees it
    /// (merchant conversions applied).
    pub fn effective(&self, seat: Seat) -> Cards {
        let h = self.hands[seat];
        if self.phase == (Phase::Progress { seat }) {
            self.turn.counted(h)
        } else {
            h
        }
    }

    /// Cards of a kind in hand not converted this turn.
    pub fn unconverted(&self, seat: Seat, kind: usize) -> u8 {
        let converted = if self.phase == (Phase::Progress { seat }) {
            self.turn
                .converted
                .iter()
                .filter(|c| c.0.index() == kind)
                .count() as u8
        } else {
            0
        };
        self.hands[seat][kind] - converted
    }

    /// Which kinds a seat can sell as different resources (counting conversions).
    pub fn distinct_kinds(&self, seat: Seat) -> u16 {
        let e = self.effective(seat);
        (0..RELIC)
            .filter(|&k| e[k] > 0)
            .fold(0u16, |m, k| m | (1 << k))
    }
}
