//! Games set up by hand: a chosen first deal and starting tokens, for the rules
//! tests (the seed's worked examples) and for showing a situation on the board.

use crate::engine::{rng, Seat, SetupError};

use super::cards::{Card, WINNING_TOKENS};
use super::events::Event;
use super::state::{DetroitMotors, Hand};
use super::Game;

impl DetroitMotors {
    /// Round 1 deals `hands[s]` to seat `s`, seat `first` goes first, and each
    /// seat starts with `tokens[s]` (all 0 if `tokens` is empty). Later rounds are
    /// dealt from `seed` as usual.
    pub fn scenario(
        hands: &[[Card; 3]],
        tokens: &[u8],
        first: Seat,
        seed: u64,
    ) -> Result<DetroitMotors, SetupError> {
        let players = hands.len();
        crate::engine::game::check_players(DetroitMotors::info(), players)?;
        let bad = |why: String| Err(SetupError::Options(why));
        if first >= players {
            return bad(format!("there is no seat {first} to go first"));
        }
        if !tokens.is_empty() && tokens.len() != players {
            return bad(format!("{} token counts for {players} seats", tokens.len()));
        }
        if tokens.iter().any(|&t| t >= WINNING_TOKENS) {
            return bad("a seat already has enough tokens to have won".into());
        }
        let mut dealt = [false; Card::COUNT];
        for c in hands.iter().flatten() {
            if std::mem::replace(&mut dealt[c.id() as usize], true) {
                return bad(format!("{c} is dealt twice"));
            }
        }
        let mut g = DetroitMotors::start(players, rng::seeded(seed));
        for (slot, cards) in g.hands.iter_mut().zip(hands) {
            let mut hand = Hand::default();
            cards.iter().for_each(|&c| hand.push(c));
            *slot = hand;
        }
        g.set_aside = Card::all().filter(|c| !dealt[c.id() as usize]).collect();
        if !tokens.is_empty() {
            g.tokens = tokens.to_vec();
        }
        g.first = first;
        g.actor = first;
        g.events = vec![Event::RoundStarted { round: 1, first }];
        Ok(g)
    }
}
