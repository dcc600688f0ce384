//! Why a Zaibatsu action is illegal.

use std::fmt;

use super::companies::CompanyId;
use crate::words::{self, Args};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ZaibatsuError {
    /// A card may only be placed during the deal.
    NotDealing,
    NotInHand {
        company: CompanyId,
    },
    NoSuchPile {
        pile: u8,
    },
    /// Only the caller may call, and only between auctions.
    NotCalling,
    PileAlreadyCalled {
        pile: u8,
    },
    /// Bids and passes belong to an auction in progress.
    NotBidding,
    BidTooLow {
        amount: u8,
        minimum: u32,
    },
    NotEnoughMoney {
        amount: u8,
        money: u32,
    },
}

impl fmt::Display for ZaibatsuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = Args::new;
        let pile = |pile: &u8| args().number("pile", i64::from(*pile) + 1);
        let (id, args) = match self {
            ZaibatsuError::NotDealing => ("zaibatsu-refusal-not-dealing", args()),
            ZaibatsuError::NotInHand { company } => (
                "zaibatsu-refusal-not-in-hand",
                args().text("company", company.company().name),
            ),
            ZaibatsuError::NoSuchPile { pile: p } => ("zaibatsu-refusal-no-such-pile", pile(p)),
            ZaibatsuError::NotCalling => ("zaibatsu-refusal-not-calling", args()),
            ZaibatsuError::PileAlreadyCalled { pile: p } => {
                ("zaibatsu-refusal-pile-already-called", pile(p))
            }
            ZaibatsuError::NotBidding => ("zaibatsu-refusal-not-bidding", args()),
            ZaibatsuError::BidTooLow { amount, minimum } => (
                "zaibatsu-refusal-bid-too-low",
                args().number("amount", *amount).number("minimum", *minimum),
            ),
            ZaibatsuError::NotEnoughMoney { amount, money } => (
                "zaibatsu-refusal-not-enough-money",
                args().number("amount", *amount).number("money", *money),
            ),
        };
        f.write_str(&words::current().say(id, &args))
    }
}

impl std::error::Error for ZaibatsuError {}
