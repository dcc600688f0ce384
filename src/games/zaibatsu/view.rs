//! What one seat (or a spectator) may see: everything public, plus the viewer's
//! own hand. Each conglomerate comes with its live best plan, so the board can
//! draw the supply chains and the running scores without any rules knowledge.

use crate::engine::Seat;

use super::companies::CompanyId;
use super::solver::{self, Plan};
use super::state::{BidState, Phase, Pile, Zaibatsu, ROUNDS};

/// The part of the round in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Stage {
    /// `turn` places a card next.
    Deal {
        turn: Seat,
    },
    /// `caller` picks the next pile to auction.
    Call {
        caller: Seat,
    },
    /// A pile is up for auction (details in [`ZaibatsuView::auction`]).
    Bidding {
        bidder: Seat,
    },
    Over,
}

/// The auction in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AuctionView {
    pub pile: u8,
    pub caller: Seat,
    /// Seats in bidding order: the caller's left neighbour first, the caller last.
    pub order: Vec<Seat>,
    /// Each seat's part so far, by seat.
    pub bids: Vec<BidState>,
    /// Whose bid is due.
    pub bidder: Seat,
    /// The highest bid so far and who made it.
    pub high: Option<(Seat, u32)>,
    /// The smallest bid allowed now.
    pub minimum: u32,
}

/// One player, as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatView {
    pub money: u32,
    pub hand_size: usize,
    pub conglomerate: Vec<CompanyId>,
    /// The best way to run the conglomerate now (the final plan once the game is over).
    pub plan: Plan,
    /// `plan.score` + money: the score if the game ended now.
    pub score: u32,
}

/// One auction pile.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PileView {
    pub pile: Pile,
    /// Which call of the round auctioned it (0 = first), if it has been called.
    pub called_at: Option<usize>,
    /// While the pile is still on the table: how many points it would add to each
    /// seat's best score right now (empty once sold or discarded).
    pub gain: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ZaibatsuView {
    /// Who is looking (`None`: a spectator, who sees no hand).
    pub viewer: Option<Seat>,
    pub players: usize,
    pub round: u8,
    pub rounds: u8,
    pub commissioner: Seat,
    pub stage: Stage,
    /// Cards left to deal in later rounds.
    pub deck_left: usize,
    /// The viewer's own hand (secret from everyone else).
    pub hand: Vec<CompanyId>,
    pub piles: Vec<PileView>,
    pub seats: Vec<SeatView>,
    pub auction: Option<AuctionView>,
    /// This round's callers in order (the Commissioner first and last) and how
    /// many auctions have been called so far.
    pub callers: Vec<Seat>,
    pub calls_made: usize,
    /// Companies that left the game unsold.
    pub discarded: Vec<CompanyId>,
    /// Seats sharing the highest score once the game is over.
    pub winners: Vec<Seat>,
}

impl Zaibatsu {
    fn gains(&self, cards: &[CompanyId], seats: &[SeatView]) -> Vec<u32> {
        if cards.is_empty() {
            return Vec::new();
        }
        seats
            .iter()
            .map(|s| {
                let with: Vec<CompanyId> = s.conglomerate.iter().chain(cards).copied().collect();
                solver::best_score(&with).saturating_sub(s.plan.score)
            })
            .collect()
    }

    pub(super) fn make_view(&self, viewer: Option<Seat>) -> ZaibatsuView {
        let seats: Vec<SeatView> = (0..self.players)
            .map(|s| {
                let plan = solver::best_plan(self.conglomerate(s));
                SeatView {
                    money: self.money(s),
                    hand_size: self.hand(s).len(),
                    conglomerate: self.conglomerate(s).to_vec(),
                    score: plan.score + self.money(s),
                    plan,
                }
            })
            .collect();
        // Whose turn it is is worked out in one place (`seat_to_act`); the
        // stage only names what that seat does.
        let stage = match (&self.phase, self.seat_to_act()) {
            (Phase::Deal { .. }, Some(turn)) => Stage::Deal { turn },
            (Phase::Call, Some(caller)) => Stage::Call { caller },
            (Phase::Bid(_), Some(bidder)) => Stage::Bidding { bidder },
            _ => Stage::Over,
        };
        let auction = match &self.phase {
            Phase::Bid(a) => Some(AuctionView {
                pile: a.pile,
                caller: self.caller(),
                order: (1..=self.players)
                    .map(|i| (self.caller() + i) % self.players)
                    .collect(),
                bids: a.bids.clone(),
                bidder: self.bidder(a),
                high: a.high,
                minimum: Self::minimum_bid(a),
            }),
            _ => None,
        };
        let callers: Vec<Seat> = (0..self.piles.len())
            .map(|i| (self.commissioner + i) % self.players)
            .collect();
        let winners = match &self.final_scores {
            Some(scores) => {
                let top = scores.iter().copied().max().unwrap_or(0);
                (0..scores.len()).filter(|&s| scores[s] == top).collect()
            }
            None => Vec::new(),
        };
        ZaibatsuView {
            viewer,
            players: self.players,
            round: self.round,
            rounds: ROUNDS,
            commissioner: self.commissioner,
            stage,
            deck_left: self.deck.len(),
            hand: viewer.map(|s| self.hand(s).to_vec()).unwrap_or_default(),
            piles: self
                .piles
                .iter()
                .enumerate()
                .map(|(i, p)| PileView {
                    pile: p.clone(),
                    called_at: self.called.iter().position(|&c| c as usize == i),
                    gain: self.gains(p.in_play(), &seats),
                })
                .collect(),
            seats,
            auction,
            callers,
            calls_made: self.calls,
            discarded: self.discarded.clone(),
            winners,
        }
    }
}
