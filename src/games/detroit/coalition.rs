//! Factions, bosses and what makes a coalition valid: a majority of the players
//! and no faction that could be dropped while keeping the majority.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

use super::cards::{Card, Suit};
use super::error::DetroitError;

/// A set of factions, one bit per suit.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct FactionSet(u8);

impl FactionSet {
    pub const EMPTY: FactionSet = FactionSet(0);
    pub const ALL_BITS: u8 = 0b1_1111;

    pub fn from_bits(bits: u8) -> Option<FactionSet> {
        (bits & !Self::ALL_BITS == 0).then_some(FactionSet(bits))
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn of(suits: &[Suit]) -> FactionSet {
        suits.iter().fold(FactionSet::EMPTY, |s, &x| s.with(x))
    }

    pub fn contains(self, s: Suit) -> bool {
        self.0 & (1 << s.index()) != 0
    }

    pub fn with(self, s: Suit) -> FactionSet {
        FactionSet(self.0 | (1 << s.index()))
    }

    pub fn without(self, s: Suit) -> FactionSet {
        FactionSet(self.0 & !(1 << s.index()))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn suits(self) -> impl Iterator<Item = Suit> {
        Suit::ALL.into_iter().filter(move |&s| self.contains(s))
    }

    /// Every non-empty subset of this set, smallest bit patterns first.
    pub fn subsets(self) -> impl Iterator<Item = FactionSet> {
        (1..=Self::ALL_BITS)
            .filter(move |b| b & !self.0 == 0)
            .map(FactionSet)
    }

    /// "City Hall + Port Authority".
    pub fn describe(self) -> String {
        let names: Vec<&str> = self.suits().map(Suit::name).collect();
        if names.is_empty() {
            "no faction".into()
        } else {
            names.join(" + ")
        }
    }
}

impl fmt::Debug for FactionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.suits().map(Suit::short).collect();
        write!(f, "{{{}}}", names.join(","))
    }
}

impl TryFrom<u8> for FactionSet {
    type Error = String;
    fn try_from(bits: u8) -> Result<Self, Self::Error> {
        FactionSet::from_bits(bits).ok_or_else(|| format!("{bits} is not a set of factions"))
    }
}

impl From<FactionSet> for u8 {
    fn from(s: FactionSet) -> u8 {
        s.0
    }
}

/// The factions formed by the position cards on the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Factions {
    pub players: usize,
    /// Members per suit.
    pub counts: [u8; 5],
    /// The boss (highest position card) of each faction present.
    pub bosses: [Option<(Seat, Card)>; 5],
}

impl Factions {
    /// From each seat's position card (every seat has one once positions are taken).
    pub fn from_positions(positions: &[Option<Card>]) -> Factions {
        let mut f = Factions {
            players: positions.len(),
            ..Factions::default()
        };
        for (seat, card) in positions.iter().enumerate() {
            let Some(card) = *card else { continue };
            let i = card.suit().index();
            f.counts[i] += 1;
            if f.bosses[i].is_none_or(|(_, best)| card > best) {
                f.bosses[i] = Some((seat, card));
            }
        }
        f
    }

    pub fn present(&self) -> FactionSet {
        Suit::ALL
            .into_iter()
            .filter(|s| self.counts[s.index()] > 0)
            .fold(FactionSet::EMPTY, FactionSet::with)
    }

    pub fn count(&self, s: Suit) -> usize {
        self.counts[s.index()] as usize
    }

    pub fn boss(&self, s: Suit) -> Option<Seat> {
        self.bosses[s.index()].map(|(seat, _)| seat)
    }

    pub fn boss_card(&self, s: Suit) -> Option<Card> {
        self.bosses[s.index()].map(|(_, card)| card)
    }

    /// Players in the factions of `set`.
    pub fn size(&self, set: FactionSet) -> usize {
        set.suits().map(|s| self.count(s)).sum()
    }

    /// The smallest majority: over half the players.
    pub fn majority(&self) -> usize {
        self.players / 2 + 1
    }

    /// Whether `set` may be proposed, and if not, why.
    pub fn check(&self, set: FactionSet) -> Result<(), DetroitError> {
        if set.is_empty() {
            return Err(DetroitError::EmptyCoalition);
        }
        if let Some(s) = set.suits().find(|&s| self.count(s) == 0) {
            return Err(DetroitError::FactionAbsent(s));
        }
        let size = self.size(set);
        if size < self.majority() {
            return Err(DetroitError::NoMajority {
                players: size,
                needed: self.majority(),
            });
        }
        // The smallest faction is the first one that could go.
        let mut by_size: Vec<Suit> = set.suits().collect();
        crate::engine::sort::sort_by_key(&mut by_size, |&s| self.count(s));
        for s in by_size {
            let without = size - self.count(s);
            if without >= self.majority() {
                return Err(DetroitError::Superfluous {
                    faction: s,
                    without,
                    total: self.players,
                });
            }
        }
        Ok(())
    }

    /// Every valid coalition.
    pub fn valid_coalitions(&self) -> Vec<FactionSet> {
        self.present()
            .subsets()
            .filter(|&s| self.check(s).is_ok())
            .collect()
    }

    /// The bosses in the order they propose: largest faction first, ties by the
    /// higher boss card.
    pub fn negotiation_order(&self) -> Vec<Seat> {
        let mut suits: Vec<Suit> = self.present().suits().collect();
        crate::engine::sort::sort_by(&mut suits, |&a, &b| {
            self.count(b)
                .cmp(&self.count(a))
                .then(self.boss_card(b).cmp(&self.boss_card(a)))
        });
        suits.into_iter().filter_map(|s| self.boss(s)).collect()
    }

    /// The largest faction among `within`, ties to the one whose boss holds the
    /// higher position card.
    pub fn largest(&self, within: FactionSet) -> Option<Suit> {
        within
            .suits()
            .filter(|&s| self.count(s) > 0)
            .max_by(|&a, &b| {
                self.count(a)
                    .cmp(&self.count(b))
                    .then(self.boss_card(a).cmp(&self.boss_card(b)))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_of_a_set_stay_inside_it() {
        let set = FactionSet::of(&[Suit::CityHall, Suit::Railroad]);
        let subs: Vec<FactionSet> = set.subsets().collect();
        assert_eq!(subs.len(), 3);
        assert!(subs.iter().all(|s| s.bits() & !set.bits() == 0));
        assert!(FactionSet::from_bits(32).is_none());
    }
}
