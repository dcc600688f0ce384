//! A small test game for sealed simultaneous moves: rock, paper, scissors, plus a
//! dominated fourth choice, the dud, which loses to everything (and ties itself).
//! Two seats, one round; both commit in any order, sealed, and the choices are
//! revealed together once both are in. The right mixed strategy is a third each of
//! rock, paper and scissors, and never the dud.
//!
//! Two deliberately broken variants, chosen by [`RpsOptions`], let the tests show
//! that they can fail:
//! - `leaky`: `determinize` keeps the other seat's sealed choice as it really is,
//!   so a search could peek at it;
//! - `turns`: the game does not report [`Game::simultaneous`], so the search treats
//!   the step as ordinary turns and the second seat in its tree sees the first
//!   seat's pick (a search conditioning on the other's sealed choice);
//! - `open_view`: every view shows every committed choice;
//! - `lax`: the game itself would let a seat that has committed commit again,
//!   changing its choice; the engine's turn check must keep that from happening.

use boardroom::engine::game::check_players;
use boardroom::engine::{
    rng, Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Sealed, SealedError, SealedView,
    Seat, SetupError,
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
    pub const FAIR: [Hand; 3] = [Hand::Rock, Hand::Paper, Hand::Scissors];

    /// What `self` scores against `other`: 1 a win, 0.5 a tie, 0 a loss.
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

    pub fn index(self) -> usize {
        Hand::ALL.iter().position(|&h| h == self).unwrap_or(0)
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RpsOptions {
    /// Broken on purpose: `determinize` does not resample the other seat's choice.
    pub leaky: bool,
    /// Broken on purpose: the step is not reported as simultaneous.
    pub turns: bool,
    /// Broken on purpose: views show the other seat's sealed choice.
    pub open_view: bool,
    /// Broken on purpose: the game accepts a second choice from a seat that has
    /// committed (so is not to act), should the engine let one through.
    pub lax: bool,
}

impl RpsOptions {
    pub const HONEST: RpsOptions = RpsOptions {
        leaky: false,
        turns: false,
        open_view: false,
        lax: false,
    };
    pub const LEAKY: RpsOptions = RpsOptions {
        leaky: true,
        ..RpsOptions::HONEST
    };
    pub const TURNS: RpsOptions = RpsOptions {
        turns: true,
        ..RpsOptions::HONEST
    };
    pub const OPEN_VIEW: RpsOptions = RpsOptions {
        open_view: true,
        ..RpsOptions::HONEST
    };
    pub const LAX: RpsOptions = RpsOptions {
        lax: true,
        ..RpsOptions::HONEST
    };
}

#[derive(Clone, Debug)]
pub struct SealedRps {
    options: RpsOptions,
    sealed: Sealed<Hand>,
    revealed: Option<[Hand; 2]>,
    /// Not used by the rules; reseeded by `determinize` as the trait asks.
    rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RpsView {
    /// Who has committed, and the viewer's own choice.
    pub sealed: SealedView<Hand>,
    /// Both choices, once revealed.
    pub revealed: Option<[Hand; 2]>,
    /// Every committed choice: only in the broken `open_view` copy.
    pub open: Option<[Option<Hand>; 2]>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RpsEvent {
    /// Public: a seat has committed (not what).
    Committed { seat: Seat },
    /// Only to the committing seat: what it chose.
    Chose { seat: Seat, hand: Hand },
    /// Public: both choices, at once.
    Revealed { hands: [Hand; 2] },
}

pub static RPS_INFO: GameInfo = GameInfo {
    id: "sealed-rps",
    code_tag: 249,
    name: "Sealed rock-paper-scissors",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    length: "1 min",
    pitch: "A test game for sealed simultaneous moves.",
};

impl SealedRps {
    pub fn revealed(&self) -> Option<[Hand; 2]> {
        self.revealed
    }

    /// The sealed choice of `seat` as the state holds it (for tests only: no
    /// player sees this).
    pub fn sealed_choice(&self, seat: Seat) -> Option<Hand> {
        self.sealed.choice(seat).copied()
    }
}

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
            options: *options,
            sealed,
            revealed: None,
            rng: rng::seeded(seed),
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        self.sealed.waiting()
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
        actor: Actor,
        hand: &Hand,
        log: &mut Log<RpsEvent>,
    ) -> Result<(), SealedError> {
        let seat = actor.seat();
        if self.options.lax && seat < 2 && self.sealed.has_committed(seat) {
            // Replaces every committed choice but the other seat's: this one.
            self.sealed.resample_others(1 - seat, |_| *hand);
            return Ok(());
        }
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

    fn simultaneous(&self) -> bool {
        !self.options.turns && self.sealed.is_open()
    }

    fn view(&self, seat: Option<Seat>) -> RpsView {
        RpsView {
            sealed: self.sealed.view(seat),
            revealed: self.revealed,
            open: self
                .options
                .open_view
                .then(|| [self.sealed_choice(0), self.sealed_choice(1)]),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let [a, b] = self.revealed?;
        let points = |x: Hand, y: Hand| (x.score(y) * 2.0) as i64;
        Some(Outcome::from_scores(vec![points(a, b), points(b, a)], &[]))
    }

    fn action_label(&self, _seat: Seat, hand: &Hand) -> String {
        format!("{hand:?}")
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let mut d = self.clone();
        if !self.options.leaky {
            // A random legal choice for every sealed choice the observer has not seen.
            d.sealed
                .resample_others(observer, |_| Hand::ALL[rng::below(rng, Hand::ALL.len())]);
        }
        d.rng = rng::seeded(rand::RngCore::next_u64(rng));
        d
    }
}
