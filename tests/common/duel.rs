//! "Duel": a tiny hidden-information trick-taking game used to test the engine
//! core and the generic bots. Cards 1..=20 in one suit; each player holds 8 hidden
//! cards; the leader plays one face up, the follower answers, the higher card takes
//! the trick and leads the next. Most tricks wins; equal tricks share the win.

use boardroom::engine::game::check_players;
use boardroom::engine::{
    rng, Actor, Game, GameInfo, GameRng, Log, Narrator, Outcome, Seat, SetupError,
};
use serde::{Deserialize, Serialize};

pub const HAND: usize = 8;
const TOP: u8 = 20;

static INFO: GameInfo = GameInfo {
    id: "duel",
    code_tag: 250,
    name: "Duel",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    length: "1 min",
    pitch: "A test game.",
};

#[derive(Clone, Debug)]
pub struct Duel {
    pub hands: [Vec<u8>; 2],
    pub unseen_pool: Vec<u8>,
    pub trick: Option<(Seat, u8)>,
    pub leader: Seat,
    pub tricks: [u8; 2],
    pub played: Vec<u8>,
    pub rng: GameRng,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Play(pub u8);

#[derive(Clone, Debug, PartialEq)]
pub enum DuelError {
    NotInHand(u8),
}

impl std::fmt::Display for DuelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DuelError::NotInHand(c) => write!(f, "you do not hold card {c}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DuelView {
    pub own_hand: Option<Vec<u8>>,
    pub tricks: [u8; 2],
    pub on_table: Option<u8>,
}

impl Duel {
    fn deal(rng: &mut GameRng) -> ([Vec<u8>; 2], Vec<u8>) {
        let mut deck: Vec<u8> = (1..=TOP).collect();
        rng::shuffle(rng, &mut deck);
        let a = deck[..HAND].to_vec();
        let b = deck[HAND..2 * HAND].to_vec();
        ([a, b], deck[2 * HAND..].to_vec())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DuelEvent {
    Played { seat: Seat, card: u8 },
    TookTrick { seat: Seat },
}

impl Game for Duel {
    type Action = Play;
    type Options = ();
    type View = DuelView;
    type Error = DuelError;
    type Event = DuelEvent;

    fn narrate(event: &DuelEvent, n: &Narrator<'_>) -> String {
        match *event {
            DuelEvent::Played { seat, card } => format!("{} {card}", n.does(seat, "play", "plays")),
            DuelEvent::TookTrick { seat } => format!("{} the trick", n.does(seat, "take", "takes")),
        }
    }

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(players: usize, _: &(), seed: u64) -> Result<Self, SetupError> {
        check_players(&INFO, players)?;
        let mut rng = rng::seeded(seed);
        let (hands, unseen_pool) = Duel::deal(&mut rng);
        Ok(Duel {
            hands,
            unseen_pool,
            trick: None,
            leader: 0,
            tricks: [0, 0],
            played: Vec::new(),
            rng,
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.hands[0].is_empty() && self.hands[1].is_empty() {
            return vec![];
        }
        match self.trick {
            None => vec![self.leader],
            Some((s, _)) => vec![1 - s],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Play> {
        if !self.to_act().contains(&seat) {
            return vec![];
        }
        self.hands[seat].iter().map(|&c| Play(c)).collect()
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Play,
        log: &mut Log<DuelEvent>,
    ) -> Result<(), DuelError> {
        let seat = actor.seat();
        let hand = &mut self.hands[seat];
        let Some(i) = hand.iter().position(|&c| c == action.0) else {
            return Err(DuelError::NotInHand(action.0));
        };
        hand.remove(i);
        self.played.push(action.0);
        let card = action.0;
        log.public(|| DuelEvent::Played { seat, card });
        match self.trick.take() {
            None => self.trick = Some((seat, action.0)),
            Some((other, card)) => {
                let winner = if card > action.0 { other } else { seat };
                self.tricks[winner] += 1;
                self.leader = winner;
                log.public(|| DuelEvent::TookTrick { seat: winner });
            }
        }
        Ok(())
    }

    fn view(&self, seat: Option<Seat>) -> DuelView {
        DuelView {
            own_hand: seat.map(|s| self.hands[s].clone()),
            tricks: self.tricks,
            on_table: self.trick.map(|(_, c)| c),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.to_act().is_empty() {
            return None;
        }
        Some(Outcome::from_scores(
            self.tricks.iter().map(|&t| t as i64).collect(),
            &[],
        ))
    }

    fn action_label(&self, _: Seat, action: &Play) -> String {
        format!("Play {}", action.0)
    }

    fn determinize(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let other = 1 - observer;
        let mut hidden: Vec<u8> = self.hands[other]
            .iter()
            .chain(&self.unseen_pool)
            .copied()
            .collect();
        // Sort first: the sample must not depend on how the hidden cards happen to lie.
        hidden.sort_unstable();
        rng::shuffle(rng, &mut hidden);
        let n = self.hands[other].len();
        let mut d = self.clone();
        d.hands[other] = hidden[..n].to_vec();
        d.unseen_pool = hidden[n..].to_vec();
        d.rng = rng::seeded(rng::below(rng, usize::MAX) as u64);
        d
    }
}
