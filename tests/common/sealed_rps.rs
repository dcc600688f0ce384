//! A small simultaneous game for the engine's sealed moves: rock, paper,
//! scissors, plus a dud that loses to everything. Both seats commit in any order,
//! sealed; the choices are revealed together once both are in. The right mixed
//! strategy is a third each of rock, paper and scissors, and never the dud.
//!
//! `leaky: true` makes a copy whose `determinize` keeps the other seat's sealed
//! choice as it really is, so a search could peek: the tests show that the
//! engine's search profits from that only when the game leaks.

use boardroom::engine::game::check_players;
use boardroom::engine::{
    rng, Game, GameInfo, GameRng, Log, Narrator, Outcome, Sealed, SealedError, SealedView, Seat,
    SetupError,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hand {
    Rock,
    Paper,
    Scissors,
    Dud,
}

impl Hand {
    pub const ALL: [Hand; 4] = [Hand::Rock, Hand::Paper, Hand::Scissors, Hand::Dud];

    /// 1 for a win, 0.5 for a tie, 0 for a loss.
    pub fn score(self, other: Hand) -> f64 {
        use Hand::*;
        match (self, other) {
            (a, b) if a == b => 0.5,
            (Dud, _) => 0.0,
            (_, Dud) => 1.0,
            (Rock, Scissors) | (Paper, Rock) | (Scissors, Paper) => 1.0,
            _ => 0.0,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RpsOptions {
    pub leaky: bool,
}

#[derive(Clone, Debug)]
pub struct SealedRps {
    pub sealed: Sealed<Hand>,
    pub revealed: Option<[Hand; 2]>,
    pub leaky: bool,
    pub rng: GameRng,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RpsView {
    pub sealed: SealedView<Hand>,
    pub revealed: Option<[Hand; 2]>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RpsEvent {
    /// Public: someone has committed.
    Committed {
        seat: Seat,
    },
    /// Only the committing seat: what it chose.
    Chose {
        seat: Seat,
        hand: Hand,
    },
    Revealed {
        hands: [Hand; 2],
    },
}

pub static RPS_INFO: GameInfo = GameInfo {
    id: "sealed-rps",
    code_tag: 251,
    name: "Sealed RPS",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    length: "1 min",
    pitch: "A test game.",
};

impl Game for SealedRps {
    type Action = Hand;
    type Options = RpsOptions;
    type View = RpsView;
    type Error = SealedError;
    type Event = RpsEvent;

    fn info() -> &'static GameInfo {
        &RPS_INFO
    }

    fn new(players: usize, options: &RpsOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&RPS_INFO, players)?;
        let mut sealed = Sealed::new(2);
        sealed.open([0, 1]);
        Ok(SealedRps {
            sealed,
            revealed: None,
            leaky: options.leaky,
            rng: rng::seeded(seed),
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        self.sealed.waiting()
    }

    fn simultaneous(&self) -> bool {
        self.sealed.is_open()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Hand> {
        if self.to_act().contains(&seat) {
            Hand::ALL.to_vec()
        } else {
            Vec::new()
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        hand: &Hand,
        log: &mut Log<RpsEvent>,
    ) -> Result<(), SealedError> {
        self.sealed.commit(seat, *hand)?;
        log.public(|| RpsEvent::Committed { seat });
        log.private(seat, || RpsEvent::Chose { seat, hand: *hand });
        if self.sealed.all_in() {
            let all = self.sealed.reveal();
            let hands = [all[0].unwrap_or(Hand::Dud), all[1].unwrap_or(Hand::Dud)];
            self.revealed = Some(hands);
            log.public(|| RpsEvent::Revealed { hands });
        }
        Ok(())
    }

    fn narrate(event: &RpsEvent, n: &Narrator<'_>) -> String {
        match event {
            RpsEvent::Committed { seat } => {
                format!("{} a sealed choice.", n.does(*seat, "make", "makes"))
            }
            RpsEvent::Chose { seat, hand } => {
                format!("{} {hand:?}.", n.does(*seat, "choose", "chooses"))
            }
            RpsEvent::Revealed { hands } => {
                format!("Revealed: {:?} against {:?}.", hands[0], hands[1])
            }
        }
    }

    fn view(&self, seat: Option<Seat>) -> RpsView {
        RpsView {
            sealed: self.sealed.view(seat),
            revealed: self.revealed,
        }
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        self.sealed.has_committed(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let [a, b] = self.revealed?;
        let score = |x: Hand, y: Hand| (x.score(y) * 2.0) as i64;
        Some(Outcome::from_scores(vec![score(a, b), score(b, a)], &[]))
    }

    fn action_label(&self, _seat: Seat, hand: &Hand) -> String {
        format!("{hand:?}")
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let mut d = self.clone();
        if !self.leaky {
            d.sealed
                .resample_others(observer, |_| Hand::ALL[rng::below(rng, Hand::ALL.len())]);
        }
        d.rng = rng::seeded(rand::RngCore::next_u64(rng));
        d
    }
}
