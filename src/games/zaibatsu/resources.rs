//! The seven resources and the output symbols printed on company cards.
//!
//! Every resource has a shape as well as a colour, so the board never relies on
//! colour alone (colour-blind safe): the UI should always draw or name both.

use std::fmt;

/// A resource. The order is the solver's lane order; do not reorder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Resource {
    Red,
    Yellow,
    Green,
    Orange,
    Black,
    White,
    Blue,
}

impl Resource {
    pub const ALL: [Resource; 7] = [
        Resource::Red,
        Resource::Yellow,
        Resource::Green,
        Resource::Orange,
        Resource::Black,
        Resource::White,
        Resource::Blue,
    ];

    /// Position in [`Resource::ALL`] (and in per-resource arrays).
    pub fn index(self) -> usize {
        self as usize
    }

    /// 0 = basic (mined), 1 = intermediate, 2 = advanced.
    pub fn tier(self) -> u8 {
        match self {
            Resource::Red | Resource::Yellow | Resource::Green => 0,
            Resource::Orange | Resource::Black => 1,
            Resource::White | Resource::Blue => 2,
        }
    }

    pub fn colour(self) -> &'static str {
        match self {
            Resource::Red => "red",
            Resource::Yellow => "yellow",
            Resource::Green => "green",
            Resource::Orange => "orange",
            Resource::Black => "black",
            Resource::White => "white",
            Resource::Blue => "blue",
        }
    }

    pub fn shape(self) -> &'static str {
        match self {
            Resource::Red => "diamond",
            Resource::Yellow => "half-circle",
            Resource::Green => "square",
            Resource::Orange => "X",
            Resource::Black => "plus",
            Resource::White => "hexagon",
            Resource::Blue => "star",
        }
    }

    /// A one-character glyph for compact text (the shape, not the colour).
    pub fn glyph(self) -> char {
        match self {
            Resource::Red => '◆',
            Resource::Yellow => '◗',
            Resource::Green => '■',
            Resource::Orange => '✕',
            Resource::Black => '✚',
            Resource::White => '⬡',
            Resource::Blue => '★',
        }
    }

    /// A CSS colour for the board.
    pub fn css(self) -> &'static str {
        match self {
            Resource::Red => "#c8323c",
            Resource::Yellow => "#e8b923",
            Resource::Green => "#3c9a4b",
            Resource::Orange => "#e8782a",
            Resource::Black => "#222222",
            Resource::White => "#f4f4f0",
            Resource::Blue => "#2f5fbf",
        }
    }
}

impl fmt::Display for Resource {
    /// "red diamond": colour and shape together.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour(), self.shape())
    }
}

/// One output symbol on a card: a single resource, or a split symbol that
/// yields one resource of either colour (chosen when scoring).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    One(Resource),
    Split(Resource, Resource),
}

impl Symbol {
    /// The resources this symbol can become.
    pub fn options(self) -> Vec<Resource> {
        match self {
            Symbol::One(r) => vec![r],
            Symbol::Split(a, b) => vec![a, b],
        }
    }

    pub fn can_be(self, r: Resource) -> bool {
        match self {
            Symbol::One(a) => a == r,
            Symbol::Split(a, b) => a == r || b == r,
        }
    }

    pub fn tier(self) -> u8 {
        match self {
            Symbol::One(r) | Symbol::Split(r, _) => r.tier(),
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::One(r) => write!(f, "{r}"),
            Symbol::Split(a, b) => write!(f, "{a} or {b}"),
        }
    }
}
