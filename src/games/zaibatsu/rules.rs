//! The actions and how they change the game: placing cards during the deal,
//! calling auctions, bidding and passing.

use serde::{Deserialize, Serialize};

use crate::engine::{Log, Seat};

use super::companies::CompanyId;
use super::error::ZaibatsuError;
use super::events::Event;
use super::state::{Auction, BidState, Phase, PileStatus, Zaibatsu};

/// Everything a player can do. Small integers only: these go into save codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ZaibatsuAction {
    /// During the deal: put a company from your hand onto an auction pile (0-based).
    Place {
        company: CompanyId,
        pile: u8,
    },
    /// As the caller: put a pile up for auction.
    Call {
        pile: u8,
    },
    /// In an auction: offer this many T¥ (more than the highest bid, at most your money).
    Bid {
        amount: u8,
    },
    Pass,
}

impl Zaibatsu {
    pub(super) fn seat_to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Deal { turn } => Some(*turn),
            Phase::Call => Some(self.caller()),
            Phase::Bid(a) => Some(self.bidder(a)),
            Phase::Over => None,
        }
    }

    /// The seat whose bid is due: the caller's left neighbour first, the caller last.
    pub(super) fn bidder(&self, auction: &Auction) -> Seat {
        (self.caller() + 1 + auction.turns) % self.players
    }

    /// The smallest bid allowed now.
    pub(super) fn minimum_bid(auction: &Auction) -> u32 {
        auction.high.map_or(1, |(_, h)| h + 1)
    }

    pub(super) fn place(
        &mut self,
        seat: Seat,
        company: CompanyId,
        pile: u8,
        log: &mut Log<Event>,
    ) -> Result<(), ZaibatsuError> {
        if !matches!(self.phase, Phase::Deal { .. }) {
            return Err(ZaibatsuError::NotDealing);
        }
        if pile as usize >= self.piles.len() {
            return Err(ZaibatsuError::NoSuchPile { pile });
        }
        let hand = self
            .hands
            .get_mut(seat)
            .ok_or(ZaibatsuError::NotInHand { company })?;
        let at = hand
            .iter()
            .position(|&c| c == company)
            .ok_or(ZaibatsuError::NotInHand { company })?;
        hand.remove(at);
        if let Some(p) = self.piles.get_mut(pile as usize) {
            p.cards.push(company);
        }
        log.public(|| Event::Placed {
            seat,
            company,
            pile,
        });
        // Everyone holds the same number of cards, so turns simply go round.
        if self.hands.iter().all(Vec::is_empty) {
            self.phase = Phase::Call;
            let commissioner = self.commissioner;
            log.public(|| Event::DealDone { commissioner });
        } else {
            let mut next = (seat + 1) % self.players;
            while self.hands[next].is_empty() {
                next = (next + 1) % self.players;
            }
            self.phase = Phase::Deal { turn: next };
        }
        Ok(())
    }

    pub(super) fn call(&mut self, seat: Seat, pile: u8, log: &mut Log<Event>) -> Result<(), ZaibatsuError> {
        if !matches!(self.phase, Phase::Call) {
            return Err(ZaibatsuError::NotCalling);
        }
        let status = self
            .piles
            .get(pile as usize)
            .ok_or(ZaibatsuError::NoSuchPile { pile })?
            .status;
        if status != PileStatus::Open {
            return Err(ZaibatsuError::PileAlreadyCalled { pile });
        }
        self.called.push(pile);
        let Some(p) = self.piles.get_mut(pile as usize) else {
            return Err(ZaibatsuError::NoSuchPile { pile });
        };
        if p.cards.is_empty() {
            // Bidding on nothing can only lose money, so an empty pile closes at once.
            p.status = PileStatus::Unsold;
            log.public(|| Event::Called {
                seat,
                pile,
                cards: Vec::new(),
            });
            self.after_auction(log);
            return Ok(());
        }
        p.status = PileStatus::Auctioning;
        let cards = p.cards.clone();
        log.public(|| Event::Called { seat, pile, cards });
        self.phase = Phase::Bid(Auction {
            pile,
            turns: 0,
            high: None,
            bids: vec![BidState::Waiting; self.players],
        });
        self.skip_unable(log);
        Ok(())
    }

    pub(super) fn bid(
        &mut self,
        seat: Seat,
        amount: Option<u8>,
        log: &mut Log<Event>,
    ) -> Result<(), ZaibatsuError> {
        let money = self.money(seat);
        let Phase::Bid(auction) = &mut self.phase else {
            return Err(ZaibatsuError::NotBidding);
        };
        match amount {
            Some(amount) => {
                let minimum = Self::minimum_bid(auction);
                if (amount as u32) < minimum {
                    return Err(ZaibatsuError::BidTooLow { amount, minimum });
                }
                if amount as u32 > money {
                    return Err(ZaibatsuError::NotEnoughMoney { amount, money });
                }
                auction.high = Some((seat, amount as u32));
                auction.bids[seat] = BidState::Bid(amount as u32);
                log.public(|| Event::Bid { seat, amount });
            }
            None => {
                auction.bids[seat] = BidState::Passed;
                log.public(|| Event::Passed { seat });
            }
        }
        auction.turns += 1;
        self.skip_unable(log);
        Ok(())
    }

    /// Passes automatically for bidders who cannot beat the highest bid, and
    /// settles the auction once everyone has had a turn.
    fn skip_unable(&mut self, log: &mut Log<Event>) {
        loop {
            let Phase::Bid(auction) = &self.phase else {
                return;
            };
            if auction.turns >= self.players {
                self.settle(log);
                return;
            }
            let seat = self.bidder(auction);
            let minimum = Self::minimum_bid(auction);
            if self.money(seat) >= minimum {
                return;
            }
            let money = self.money(seat);
            if let Phase::Bid(auction) = &mut self.phase {
                auction.bids[seat] = BidState::CouldNotBid;
                auction.turns += 1;
            }
            log.public(|| Event::CouldNotBid {
                seat,
                money,
                minimum,
            });
        }
    }

    fn settle(&mut self, log: &mut Log<Event>) {
        let Phase::Bid(auction) = &self.phase else {
            return;
        };
        let pile = auction.pile as usize;
        let high = auction.high;
        let Some(p) = self.piles.get_mut(pile) else {
            return;
        };
        let cards = p.cards.clone();
        match high {
            Some((winner, price)) => {
                // Bids never exceed the bidder's money; `min` only keeps this total.
                let price = price.min(self.money[winner]);
                p.status = PileStatus::Sold { to: winner, price };
                self.money[winner] -= price;
                self.paid_in += price;
                self.owned[winner].extend(cards.iter().copied());
                log.public(|| Event::Won {
                    seat: winner,
                    pile: pile as u8,
                    price,
                });
            }
            None => {
                p.status = PileStatus::Unsold;
                self.discarded.extend(cards.iter().copied());
                log.public(|| Event::Unsold {
                    pile: pile as u8,
                    cards: cards.len(),
                });
            }
        }
        self.after_auction(log);
    }
}
