//! The 55-card deck: five factions of eleven cards, the little dots that make
//! every card distinct, the plunder/scrap marks, and support hands.

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Serialize};

/// A faction (the suit of a card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    AutoWorkers,
    CityHall,
    PortAuthority,
    Railroad,
    Supplier,
}

impl Suit {
    pub const ALL: [Suit; 5] = [
        Suit::AutoWorkers,
        Suit::CityHall,
        Suit::PortAuthority,
        Suit::Railroad,
        Suit::Supplier,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::AutoWorkers => "Auto Workers",
            Suit::CityHall => "City Hall",
            Suit::PortAuthority => "Port Authority",
            Suit::Railroad => "Railroad",
            Suit::Supplier => "Supplier",
        }
    }

    /// Two letters for tight spaces ("AW", "CH", ...).
    pub fn short(self) -> &'static str {
        match self {
            Suit::AutoWorkers => "AW",
            Suit::CityHall => "CH",
            Suit::PortAuthority => "PA",
            Suit::Railroad => "RR",
            Suit::Supplier => "SU",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The large circle printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// Solid circle: pays the coalition (or its holder when no coalition forms).
    Plunder,
    /// Hollow circle: pays whoever is dealt it among the excluded players.
    Scrap,
    /// No circle.
    Plain,
}

/// Numbers in each suit run 1..=11.
pub const NUMBERS: u8 = 11;
/// The game ends when someone reaches this many tokens.
pub const WINNING_TOKENS: u8 = 5;
/// Cards dealt to each player per round.
pub const HAND_SIZE: usize = 3;

/// The mark on a number, the same in every suit. Low cards are weak bosses and
/// weak support, so plunder gives a reason to play them; middling cards carry the
/// scraps, a consolation for a faction left out; high cards win bosses and ties
/// but carry nothing.
pub fn mark_of_number(number: u8) -> Mark {
    match number {
        1..=3 => Mark::Plunder,
        4..=6 => Mark::Scrap,
        _ => Mark::Plain,
    }
}

/// One of the 55 cards. Its id is `suit * 11 + (number - 1)`; ids outside 0..55
/// are refused when a saved action is read back.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Card(u8);

impl Card {
    pub const COUNT: usize = 55;
    /// Fills unused slots of a fixed-size hand.
    pub(super) const PLACEHOLDER: Card = Card(0);

    pub fn new(suit: Suit, number: u8) -> Option<Card> {
        (1..=NUMBERS)
            .contains(&number)
            .then(|| Card(suit.index() as u8 * NUMBERS + number - 1))
    }

    pub fn from_id(id: u8) -> Option<Card> {
        ((id as usize) < Card::COUNT).then_some(Card(id))
    }

    /// Every card, in id order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }

    pub fn id(self) -> u8 {
        self.0
    }

    pub fn suit(self) -> Suit {
        Suit::from_index((self.0 / NUMBERS) as usize).unwrap_or(Suit::Supplier)
    }

    pub fn number(self) -> u8 {
        self.0 % NUMBERS + 1
    }

    /// 1..=5 little dots. For a given number the five suits carry five different
    /// counts, and the count rotates with the number, so no suit always wins ties.
    pub fn dots(self) -> u8 {
        ((self.suit().index() + self.number() as usize) % 5) as u8 + 1
    }

    pub fn mark(self) -> Mark {
        mark_of_number(self.number())
    }

    pub fn is_plunder(self) -> bool {
        self.mark() == Mark::Plunder
    }

    pub fn is_scrap(self) -> bool {
        self.mark() == Mark::Scrap
    }

    /// 0..55, higher beats lower: by number, then by dots. No two cards tie.
    pub fn strength(self) -> u8 {
        (self.number() - 1) * 5 + self.dots() - 1
    }

    /// "Railroad 7".
    pub fn name(self) -> String {
        format!("{} {}", self.suit().name(), self.number())
    }
}

impl Ord for Card {
    fn cmp(&self, other: &Self) -> Ordering {
        self.strength().cmp(&other.strength())
    }
}

impl PartialOrd for Card {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().short(), self.number())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.suit().name(), self.number())
    }
}

impl TryFrom<u8> for Card {
    type Error = String;
    fn try_from(id: u8) -> Result<Self, Self::Error> {
        Card::from_id(id).ok_or_else(|| format!("no card has id {id}"))
    }
}

impl From<Card> for u8 {
    fn from(c: Card) -> u8 {
        c.0
    }
}

/// The kinds of support hand, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SupportKind {
    /// Nothing in common.
    Mess,
    /// Same suit.
    Brace,
    /// Same number.
    Pair,
}

impl SupportKind {
    pub fn name(self) -> &'static str {
        match self {
            SupportKind::Mess => "mess",
            SupportKind::Brace => "brace",
            SupportKind::Pair => "pair",
        }
    }
}

/// Two support cards, compared as the rules say: kind, then high card, then the
/// other card. The field order makes the derived ordering exactly that.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct SupportHand {
    pub kind: SupportKind,
    pub high: Card,
    pub low: Card,
}

impl SupportHand {
    pub fn new(a: Card, b: Card) -> SupportHand {
        let (high, low) = if a > b { (a, b) } else { (b, a) };
        let kind = if a.number() == b.number() {
            SupportKind::Pair
        } else if a.suit() == b.suit() {
            SupportKind::Brace
        } else {
            SupportKind::Mess
        };
        SupportHand { kind, high, low }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_strengths_are_a_permutation() {
        let mut seen = [false; Card::COUNT];
        for c in Card::all() {
            assert_eq!(Card::new(c.suit(), c.number()), Some(c));
            assert!(!seen[c.strength() as usize]);
            seen[c.strength() as usize] = true;
        }
        assert!(Card::from_id(55).is_none());
        assert!(Card::new(Suit::Railroad, 0).is_none());
        assert!(Card::new(Suit::Railroad, 12).is_none());
    }

    #[test]
    fn no_suit_always_wins_ties() {
        for s in Suit::ALL {
            let wins = (1..=NUMBERS)
                .filter(|&n| Card::new(s, n).map(|c| c.dots()) == Some(5))
                .count();
            assert!((2..=3).contains(&wins), "{s:?} wins {wins} ties");
        }
    }
}
