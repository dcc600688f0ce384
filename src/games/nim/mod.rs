//! Nim, a test fixture for the list of games (built only with the `test-games`
//! feature, which `cargo test` turns on): two players take one to three stones
//! in turn from one heap, and whoever takes the last stone wins. It is here to
//! show that a game is its folder plus one line in the list, and to run through
//! every test that walks the list; the app never lists it.

use serde::{Deserialize, Serialize};

use crate::engine::game::check_players;
use crate::engine::{
    Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError,
};
use crate::games::rules_text::{RulesPage, Section};

/// Stones in the heap at the start.
pub const HEAP: u8 = 15;
/// The most stones one turn may take.
pub const MOST: u8 = 3;

pub static INFO: GameInfo = GameInfo {
    id: "nim",
    code_tag: 240,
    name: "Nim",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    length: "1 min",
    pitch: "Take one to three stones; whoever takes the last one wins.",
};

const RULES: RulesPage = &[
    Section {
        title: "The game",
        body: "Fifteen stones lie in one heap. In turn, each player takes one, two or three stones.",
    },
    Section {
        title: "Winning",
        body: "Whoever takes the last stone wins.",
    },
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    heap: u8,
    to_move: Seat,
    /// Who took the last stone, once the heap is empty.
    winner: Option<Seat>,
}

/// How many stones to take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Take(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NimError {
    /// Zero stones, or more than a turn or the heap allows.
    Count { most: u8 },
}

impl std::fmt::Display for NimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let NimError::Count { most } = self;
        write!(f, "take between 1 and {most} stones")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NimView {
    pub heap: u8,
    pub winner: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Took {
    pub seat: Seat,
    pub stones: u8,
    pub left: u8,
}

impl super::Listed for Nim {
    const RULES: RulesPage = RULES;
    const BOARD_CSS: &'static str = "";
    const WORDS: &'static [u8] = include_bytes!(concat!(env!("OUT_DIR"), "/words-en-nim.bin"));
    const FIXTURE: bool = true;
}

impl Nim {
    fn most(&self) -> u8 {
        self.heap.min(MOST)
    }
}

impl Game for Nim {
    type Action = Take;
    type Options = ();
    type View = NimView;
    type Error = NimError;
    type Event = Took;

    const PERFECT_INFORMATION: bool = true;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, _options: &(), _seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        Ok(Nim {
            heap: HEAP,
            to_move: 0,
            winner: None,
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.winner.is_some() {
            Vec::new()
        } else {
            vec![self.to_move]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Take> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        (1..=self.most()).map(Take).collect()
    }

    fn apply(&mut self, actor: Actor, take: &Take, log: &mut Log<Took>) -> Result<(), NimError> {
        let most = self.most();
        if !(1..=most).contains(&take.0) {
            return Err(NimError::Count { most });
        }
        let seat = actor.seat();
        self.heap -= take.0;
        let (stones, left) = (take.0, self.heap);
        log.public(|| Took { seat, stones, left });
        if self.heap == 0 {
            self.winner = Some(seat);
        } else {
            self.to_move = 1 - seat;
        }
        Ok(())
    }

    fn narrate(e: &Took, n: &Narrator<'_>) -> String {
        let stones = crate::engine::plural(e.stones, "stone", "stones");
        format!("{} {stones}; {} left.", n.does(e.seat, "take", "takes"), e.left)
    }

    fn view(&self, _seat: Option<Seat>) -> NimView {
        NimView {
            heap: self.heap,
            winner: self.winner,
        }
    }

    fn has_secrets(&self, _seat: Seat) -> bool {
        false
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner?;
        let scores = (0..2).map(|s| i64::from(s == w)).collect();
        Some(Outcome::from_scores(scores, &[]))
    }

    fn action_label(&self, _seat: Seat, take: &Take) -> String {
        format!("Take {}", crate::engine::plural(take.0, "stone", "stones"))
    }

    /// Nothing is hidden and there is no chance: the copy is the game.
    fn determinize(&self, _observer: Seat, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}
