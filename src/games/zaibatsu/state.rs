//! The game state, set-up and the round cycle (income, the Commissioner, the deal
//! of new cards, the end of the game).

use crate::engine::{rng, GameRng, Log, Seat};

use super::companies::CompanyId;
use super::events::Event;
use super::solver;

/// Rounds in a game: 48 cards, 12 dealt per round.
pub const ROUNDS: u8 = 4;
/// Cards dealt per round, split evenly among the players.
pub const CARDS_PER_ROUND: usize = 12;
/// Money every player receives at the start of each round after the first.
pub const INCOME: u32 = 10;

/// Starting money by seat order from the first Commissioner (the seed's table).
pub fn starting_money(players: usize) -> &'static [u32] {
    match players {
        2 => &[9, 10],
        3 => &[8, 9, 10],
        _ => &[9, 9, 10, 10],
    }
}

/// What has happened to an auction pile this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PileStatus {
    /// Not yet called.
    Open,
    /// Called; bidding in progress.
    Auctioning,
    /// Won by `to` for `price`; its companies joined their conglomerate.
    Sold { to: Seat, price: u32 },
    /// Called and everyone passed (or it was empty): its companies left the game.
    Unsold,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pile {
    /// The companies placed on it (kept after the sale so the board can show them).
    pub cards: Vec<CompanyId>,
    pub status: PileStatus,
}

impl Pile {
    fn new() -> Self {
        Pile {
            cards: Vec::new(),
            status: PileStatus::Open,
        }
    }

    /// Cards still on the table (not yet sold or discarded).
    pub fn in_play(&self) -> &[CompanyId] {
        match self.status {
            PileStatus::Open | PileStatus::Auctioning => &self.cards,
            PileStatus::Sold { .. } | PileStatus::Unsold => &[],
        }
    }
}

/// One player's part in the auction in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BidState {
    /// Has not had a turn yet.
    Waiting,
    Passed,
    Bid(u32),
    /// Could not beat the highest bid with their money, so passed automatically.
    CouldNotBid,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    pub pile: u8,
    /// How many bidders have had their turn (the caller is the last of `players`).
    pub turns: usize,
    pub high: Option<(Seat, u32)>,
    /// Per seat.
    pub bids: Vec<BidState>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Players place cards from their hands, one at a time; `turn` places next.
    Deal {
        turn: Seat,
    },
    /// The caller picks a pile.
    Call,
    Bid(Auction),
    Over,
}

/// A game of Zaibatsu. Fields are read through accessors; only the rules change them.
#[derive(Clone, Debug)]
pub struct Zaibatsu {
    pub(super) players: usize,
    pub(super) rng: GameRng,
    pub(super) deck: Vec<CompanyId>,
    pub(super) hands: Vec<Vec<CompanyId>>,
    pub(super) piles: Vec<Pile>,
    pub(super) owned: Vec<Vec<CompanyId>>,
    pub(super) discarded: Vec<CompanyId>,
    pub(super) money: Vec<u32>,
    /// Everything the bank has paid out (starting money and income)...
    pub(super) paid_out: u32,
    /// ...and everything it has received (winning bids).
    pub(super) paid_in: u32,
    pub(super) round: u8,
    pub(super) commissioner: Seat,
    /// Auctions finished this round.
    pub(super) calls: usize,
    /// Piles in the order they were called this round.
    pub(super) called: Vec<u8>,
    pub(super) phase: Phase,
    /// Final scores, set when the game ends.
    pub(super) final_scores: Option<Vec<i64>>,
}

impl Zaibatsu {
    pub(super) fn setup(players: usize, seed: u64) -> Self {
        let mut rng = rng::seeded(seed);
        let mut deck: Vec<CompanyId> = CompanyId::all().collect();
        rng::shuffle(&mut rng, &mut deck);
        let commissioner = 0;
        let table = starting_money(players);
        let money: Vec<u32> = (0..players)
            .map(|s| {
                let order = (s + players - commissioner) % players;
                table.get(order).copied().unwrap_or(10)
            })
            .collect();
        let paid_out = money.iter().sum();
        let mut game = Zaibatsu {
            players,
            rng,
            deck,
            hands: vec![Vec::new(); players],
            piles: Vec::new(),
            owned: vec![Vec::new(); players],
            discarded: Vec::new(),
            money,
            paid_out,
            paid_in: 0,
            round: 1,
            commissioner,
            calls: 0,
            called: Vec::new(),
            phase: Phase::Over,
            final_scores: None,
        };
        game.deal_round();
        game
    }

    /// Fresh piles and a new hand for everyone; the Commissioner places first.
    fn deal_round(&mut self) {
        self.piles = (0..=self.players).map(|_| Pile::new()).collect();
        self.calls = 0;
        self.called.clear();
        let each = CARDS_PER_ROUND / self.players;
        for hand in &mut self.hands {
            let take = each.min(self.deck.len());
            let at = self.deck.len() - take;
            hand.extend(self.deck.drain(at..));
            crate::engine::sort::sort(hand);
        }
        self.phase = Phase::Deal {
            turn: self.commissioner,
        };
    }

    /// Who calls the next auction: the Commissioner first, then clockwise.
    pub fn caller(&self) -> Seat {
        (self.commissioner + self.calls) % self.players
    }

    /// Called after every auction: the next call, or the end of the round.
    pub(super) fn after_auction(&mut self, log: &mut Log<Event>) {
        self.calls += 1;
        let open: Vec<usize> = (0..self.piles.len())
            .filter(|&p| self.piles[p].status == PileStatus::Open)
            .collect();
        // Only empty piles left: nothing can happen in them, so they close at once.
        if open.iter().all(|&p| self.piles[p].cards.is_empty()) {
            for p in open {
                self.piles[p].status = PileStatus::Unsold;
            }
            self.end_round(log);
        } else {
            self.phase = Phase::Call;
        }
    }

    fn end_round(&mut self, log: &mut Log<Event>) {
        if self.deck.is_empty() {
            self.end_game(log);
            return;
        }
        self.round += 1;
        self.commissioner = (self.commissioner + 1) % self.players;
        for m in &mut self.money {
            *m += INCOME;
        }
        self.paid_out += INCOME * self.players as u32;
        self.deal_round();
        let (round, commissioner, each) = (
            self.round,
            self.commissioner,
            CARDS_PER_ROUND / self.players,
        );
        log.public(|| Event::RoundStarted {
            round,
            commissioner,
            each,
        });
    }

    fn end_game(&mut self, log: &mut Log<Event>) {
        self.phase = Phase::Over;
        let points: Vec<u32> = self.owned.iter().map(|c| solver::best_score(c)).collect();
        let scores: Vec<i64> = (0..self.players)
            .map(|s| points[s] as i64 + self.money[s] as i64)
            .collect();
        self.final_scores = Some(scores.clone());
        let money = self.money.clone();
        log.public(|| Event::GameOver {
            scores: (0..scores.len())
                .map(|s| (scores[s], points[s], money[s]))
                .collect(),
        });
    }

    // ---- Read-only accessors (tests, tools, the board) --------------------------

    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn commissioner(&self) -> Seat {
        self.commissioner
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn money(&self, seat: Seat) -> u32 {
        self.money.get(seat).copied().unwrap_or(0)
    }
    pub fn conglomerate(&self, seat: Seat) -> &[CompanyId] {
        self.owned.get(seat).map_or(&[], |c| c.as_slice())
    }
    /// A player's secret hand (the true state; bots must use `determinize`).
    pub fn hand(&self, seat: Seat) -> &[CompanyId] {
        self.hands.get(seat).map_or(&[], |h| h.as_slice())
    }
    pub fn piles(&self) -> &[Pile] {
        &self.piles
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn discarded(&self) -> &[CompanyId] {
        &self.discarded
    }
    /// Money the bank has paid out (starting money + income) and received (bids).
    pub fn bank(&self) -> (u32, u32) {
        (self.paid_out, self.paid_in)
    }
    pub fn final_scores(&self) -> Option<&[i64]> {
        self.final_scores.as_deref()
    }

    /// Checks the invariants: every card in exactly one place, money conserved,
    /// piles and hands the right size. `Err` says what broke.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; CompanyId::COUNT];
        let places = self
            .deck
            .iter()
            .chain(self.hands.iter().flatten())
            .chain(self.piles.iter().flat_map(|p| p.in_play()))
            .chain(self.owned.iter().flatten())
            .chain(self.discarded.iter());
        for id in places {
            seen[id.index()] += 1;
        }
        if let Some(i) = seen.iter().position(|&n| n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        let total: u32 = self.money.iter().sum();
        if total + self.paid_in != self.paid_out {
            return Err(format!(
                "money: players hold {total}, bank paid out {} and took in {}",
                self.paid_out, self.paid_in
            ));
        }
        if self.piles.len() != self.players + 1 {
            return Err(format!(
                "{} piles for {} players",
                self.piles.len(),
                self.players
            ));
        }
        let sizes: Vec<usize> = self.hands.iter().map(Vec::len).collect();
        if sizes.iter().max().unwrap_or(&0) - sizes.iter().min().unwrap_or(&0) > 1 {
            return Err(format!("uneven hands {sizes:?}"));
        }
        if self.round < 1 || self.round > ROUNDS {
            return Err(format!("round {}", self.round));
        }
        Ok(())
    }
}
