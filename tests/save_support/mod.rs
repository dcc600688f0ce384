//! A tiny card game for the save-layer tests: it only has to look like a real
//! game to the codec (options, actions of several shapes, a seed), and to play
//! long games quickly.
#![allow(dead_code)]

use std::fmt;

use boardroom::engine::bots::random_action;
use boardroom::engine::game::check_players;
use boardroom::engine::rng::{self, GameRng};
use boardroom::engine::Play;
use boardroom::engine::{Actor, Game, GameInfo, Log, Narrator, Outcome, Record, Seat, SetupError};
use boardroom::save::{SavedGame, SeatSpec, Table};
use serde::{Deserialize, Serialize};

pub const TOY_INFO: GameInfo = GameInfo {
    id: "toy",
    code_tag: 250,
    name: "Toy",
    min_players: 1,
    max_players: 6,
    default_players: 3,
    length: "5 min",
    pitch: "Play cards, bid, pass.",
};

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ToyOptions {
    /// Turns per player; 0 plays the default 50.
    pub rounds: u16,
    pub double_bids: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToyAction {
    Play(u8),
    Bid(u16),
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToyError {
    NotInHand(u8),
    BadBid(u16),
}

impl fmt::Display for ToyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToyError::NotInHand(c) => write!(f, "card {c} is not in your hand"),
            ToyError::BadBid(b) => write!(f, "a bid of {b} is not allowed"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Toy {
    hands: Vec<Vec<u8>>,
    deck: Vec<u8>,
    scores: Vec<i64>,
    turn: usize,
    moves_left: usize,
    double_bids: bool,
    rng: GameRng,
}

impl Game for Toy {
    type Action = ToyAction;
    type Options = ToyOptions;
    type View = ();
    type Error = ToyError;
    /// Who did what.
    type Event = (Seat, ToyAction);

    fn narrate((seat, action): &(Seat, ToyAction), n: &Narrator<'_>) -> String {
        let seat = *seat;
        match *action {
            ToyAction::Play(card) => format!("{} card {card}", n.does(seat, "play", "plays")),
            ToyAction::Bid(b) => format!("{} {b}", n.does(seat, "bid", "bids")),
            ToyAction::Pass => n.does(seat, "pass", "passes"),
        }
    }

    fn info() -> &'static GameInfo {
        &TOY_INFO
    }

    fn new(players: usize, options: &ToyOptions, seed: u64) -> Result<Self, SetupError> {
        check_players(&TOY_INFO, players)?;
        let mut rng = rng::seeded(seed);
        let mut deck: Vec<u8> = (0..52).collect();
        rng::shuffle(&mut rng, &mut deck);
        let hands = (0..players)
            .map(|_| (0..5).filter_map(|_| deck.pop()).collect())
            .collect();
        let rounds = if options.rounds == 0 {
            50
        } else {
            options.rounds as usize
        };
        Ok(Toy {
            hands,
            deck,
            scores: vec![0; players],
            turn: 0,
            moves_left: rounds * players,
            double_bids: options.double_bids,
            rng,
        })
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.moves_left == 0 {
            vec![]
        } else {
            vec![self.turn]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<ToyAction> {
        if !self.to_act().contains(&seat) {
            return vec![];
        }
        let mut actions: Vec<ToyAction> = self.hands[seat]
            .iter()
            .map(|&c| ToyAction::Play(c))
            .collect();
        actions.extend((1..=9).map(ToyAction::Bid));
        actions.push(ToyAction::Pass);
        actions
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &ToyAction,
        log: &mut Log<(Seat, ToyAction)>,
    ) -> Result<(), ToyError> {
        let seat = actor.seat();
        match *action {
            ToyAction::Play(card) => {
                let hand = &mut self.hands[seat];
                let at = hand
                    .iter()
                    .position(|&c| c == card)
                    .ok_or(ToyError::NotInHand(card))?;
                hand.swap_remove(at);
                if self.deck.is_empty() {
                    self.deck = (0..52).collect();
                    rng::shuffle(&mut self.rng, &mut self.deck);
                }
                if let Some(c) = self.deck.pop() {
                    hand.push(c);
                }
                self.scores[seat] += card as i64 % 13;
                log.public(|| (seat, ToyAction::Play(card)));
            }
            ToyAction::Bid(b) => {
                if !(1..=9).contains(&b) {
                    return Err(ToyError::BadBid(b));
                }
                let factor = if self.double_bids { 2 } else { 1 };
                self.scores[seat] -= b as i64 * factor;
                log.public(|| (seat, ToyAction::Bid(b)));
            }
            ToyAction::Pass => log.public(|| (seat, ToyAction::Pass)),
        }
        self.turn = (self.turn + 1) % self.players();
        self.moves_left -= 1;
        Ok(())
    }

    fn view(&self, _seat: Option<Seat>) {}

    fn outcome(&self) -> Option<Outcome> {
        (self.moves_left == 0).then(|| Outcome::from_scores(self.scores.clone(), &[]))
    }

    fn action_label(&self, _seat: Seat, action: &ToyAction) -> String {
        format!("{action:?}")
    }

    fn determinize(&self, _observer: Seat, rng: &mut GameRng) -> Self {
        let mut copy = self.clone();
        copy.rng = rng::seeded(rng::below(rng, usize::MAX) as u64);
        copy
    }
}

/// A table of `names`, alternating humans and bots of every level.
pub fn table(names: &[&str]) -> Table {
    use boardroom::engine::bots::BotKind;
    let kinds = [
        None,
        Some(BotKind::Normal),
        Some(BotKind::Easy),
        Some(BotKind::Hard),
        Some(BotKind::Random),
    ];
    Table::new(
        names
            .iter()
            .zip(kinds.iter().cycle())
            .map(|(name, kind)| match kind {
                None => SeatSpec::human(*name),
                Some(k) => SeatSpec::bot(*name, *k),
            })
            .collect(),
    )
}

/// A game of `actions` random legal moves (fewer if it ends first).
pub fn played(names: &[&str], options: ToyOptions, seed: u64, actions: usize) -> SavedGame<Toy> {
    let players = names.len();
    let mut state = Toy::new(players, &options, seed).expect("valid set-up");
    let mut record = Record::<Toy> {
        players,
        options,
        seed,
        actions: vec![],
    };
    let mut chooser = rng::seeded(seed ^ 0xA5A5);
    for _ in 0..actions {
        let Some(&seat) = state.to_act().first() else {
            break;
        };
        let action = random_action(&state, seat, &mut chooser).expect("a legal action");
        state
            .play(seat, &action, &mut Log::silent())
            .expect("legal");
        record.actions.push((seat, action));
    }
    SavedGame::new(table(names), record).expect("consistent save")
}

/// The standard four-player table of the tests.
pub const FOUR: [&str; 4] = ["Ana", "Ben", "Chloé", "Dai"];
