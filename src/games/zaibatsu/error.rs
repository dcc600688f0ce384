//! Why a Zaibatsu action is illegal.

use std::fmt;

use super::companies::CompanyId;

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
        match self {
            ZaibatsuError::NotDealing => {
                write!(f, "cards can only be placed during the deal")
            }
            ZaibatsuError::NotInHand { company } => {
                write!(f, "{} is not in your hand", company.company().name)
            }
            ZaibatsuError::NoSuchPile { pile } => {
                write!(f, "there is no auction pile {}", *pile as u32 + 1)
            }
            ZaibatsuError::NotCalling => {
                write!(
                    f,
                    "an auction can only be called by the caller between auctions"
                )
            }
            ZaibatsuError::PileAlreadyCalled { pile } => {
                write!(f, "pile {} has already been auctioned", *pile as u32 + 1)
            }
            ZaibatsuError::NotBidding => write!(f, "no auction is taking bids"),
            ZaibatsuError::BidTooLow { amount, minimum } => {
                write!(
                    f,
                    "a bid of T¥{amount} is too low: the minimum is T¥{minimum}"
                )
            }
            ZaibatsuError::NotEnoughMoney { amount, money } => {
                write!(f, "you cannot bid T¥{amount} with only T¥{money}")
            }
        }
    }
}

impl std::error::Error for ZaibatsuError {}
