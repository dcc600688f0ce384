//! Bot knowledge: resampling what a seat cannot see, the quick heuristic that is
//! both the rollout policy and the Easy opponent, a position evaluation, and the
//! search budgets.

use rand::RngCore;

use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::{rng, GameRng, Seat};

use super::cards::{Card, SupportHand, SupportKind, WINNING_TOKENS};
use super::coalition::FactionSet;
use super::state::{Bid, DetroitMotors, Phase};
use super::DetroitAction;

/// Search budgets. The searches stop each rollout after `rollout_depth` actions
/// (about two rounds at ten players) and score the position by tokens. Normal
/// thinks less per move above 12 seats: a round there is up to 17 computer
/// decisions in a row, which the player waits through (scripts/measure-waits.mjs).
pub(super) fn params(kind: BotKind, players: usize) -> Option<MctsParams> {
    match kind {
        BotKind::Random | BotKind::Easy => None,
        BotKind::Normal => Some(MctsParams {
            iterations: if players > 12 { 3600 / players as u32 } else { 300 },
            exploration: 0.7,
            rollout_depth: 40,
        }),
        BotKind::Hard => Some(MctsParams {
            iterations: 2000,
            exploration: 0.7,
            rollout_depth: 60,
        }),
    }
}

/// How good a two-card support hand is, as the rough share of all possible
/// support hands it beats (74% of hands are messes, 19% braces, 7% pairs).
pub(super) fn support_strength(a: Card, b: Card) -> f64 {
    let h = SupportHand::new(a, b);
    let top = f64::from(h.high.strength()) / 54.0;
    match h.kind {
        SupportKind::Mess => 0.74 * top * top,
        SupportKind::Brace => 0.74 + 0.185 * top * top,
        SupportKind::Pair => 0.926 + 0.074 * top,
    }
}

/// A small random nudge so the heuristic does not play the same game every time.
fn noise(rng: &mut GameRng, scale: f64) -> f64 {
    rng::below(rng, 1000) as f64 / 1000.0 * scale
}

impl DetroitMotors {
    /// A copy where everything `observer` has not seen is shuffled among the
    /// places it could be, and the generator is reseeded from `rng`.
    pub(super) fn determinized(&self, observer: Seat, rng: &mut GameRng) -> DetroitMotors {
        let mut g = self.clone();
        g.rng = rng::seeded(rng.next_u64());
        if g.phase == Phase::Over {
            return g;
        }
        let mut public = [false; Card::COUNT];
        for c in self.played.iter().flatten() {
            public[c.id() as usize] = true;
        }
        let hidden_hand = |s: Seat| s != observer && !self.revealed[s];
        let hidden_discard = |&(s, c): &(Seat, Card)| s != observer && !public[c.id() as usize];

        let mut unseen = rng::IdSet::default();
        for s in (0..self.players).filter(|&s| hidden_hand(s)) {
            self.hands[s]
                .as_slice()
                .iter()
                .for_each(|c| unseen.insert(c.id() as usize));
        }
        self.set_aside
            .iter()
            .for_each(|c| unseen.insert(c.id() as usize));
        self.discards
            .iter()
            .filter(|d| hidden_discard(d))
            .for_each(|(_, c)| unseen.insert(c.id() as usize));
        let hands = g
            .hands
            .iter_mut()
            .enumerate()
            .filter(|&(s, _)| hidden_hand(s))
            .flat_map(|(_, h)| h.as_mut_slice().iter_mut());
        let discards = g
            .discards
            .iter_mut()
            .filter(|d| hidden_discard(d))
            .map(|d| &mut d.1);
        rng::redeal(
            rng,
            Card::all().filter(|c| unseen.contains(c.id() as usize)),
            hands.chain(g.set_aside.iter_mut()).chain(discards),
        );

        // Who among the other excluded got which card is secret, except whether it
        // was a scrap: shuffle within the scrap and the plain groups.
        if g.scraps_dealt {
            for scrap in [true, false] {
                let seats: Vec<Seat> = (0..self.players)
                    .filter(|&s| s != observer && self.excluded(s))
                    .filter(|&s| self.redealt[s].is_some_and(|c| c.is_scrap() == scrap))
                    .collect();
                let mut unseen = rng::IdSet::default();
                for &s in &seats {
                    if let Some(c) = self.redealt[s] {
                        unseen.insert(c.id() as usize);
                    }
                }
                let slots = g
                    .redealt
                    .iter_mut()
                    .enumerate()
                    .filter(|(s, _)| seats.contains(s))
                    .map(|(_, c)| c);
                let cards = Card::all()
                    .filter(|c| unseen.contains(c.id() as usize))
                    .map(Some);
                rng::redeal(rng, cards, slots);
            }
        }
        g
    }

    /// The Easy bot and the rollout policy.
    pub(super) fn heuristic_action(&self, seat: Seat, rng: &mut GameRng) -> Option<DetroitAction> {
        if self.phase == Phase::Over || seat != self.actor {
            return None;
        }
        match self.phase {
            Phase::Position => self.pick_position(seat, rng),
            Phase::Propose => self.pick_proposal(seat, rng),
            Phase::Respond => Some(if self.would_accept(seat) {
                DetroitAction::Accept
            } else {
                DetroitAction::Refuse
            }),
            Phase::Bid => Some(if self.would_nominate(seat, rng) {
                DetroitAction::Nominate
            } else {
                DetroitAction::Fold
            }),
            Phase::Split => self.pick_extra(seat),
            Phase::Over => None,
        }
    }

    /// Weighs what a card does as a position (plunder, scraps, a shot at boss, a
    /// bigger faction) against the support the other two cards would make.
    fn pick_position(&self, seat: Seat, rng: &mut GameRng) -> Option<DetroitAction> {
        let hand = self.hand(seat);
        let mut best: Option<(Card, f64)> = None;
        for (i, &c) in hand.iter().enumerate() {
            let rest: Vec<Card> = hand
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &x)| x)
                .collect();
            let support = match rest.as_slice() {
                &[a, b] => support_strength(a, b),
                _ => 0.0,
            };
            let mut score = 0.6 * support;
            if c.is_plunder() {
                score += 0.5;
            } else if c.is_scrap() {
                score += 0.15;
            }
            let same: Vec<Card> = self
                .played
                .iter()
                .flatten()
                .copied()
                .filter(|p| p.suit() == c.suit())
                .collect();
            if same.iter().all(|&p| c > p) {
                score += 0.4 * f64::from(c.number()) / 11.0;
            }
            score += 0.1 * same.len() as f64;
            score += noise(rng, 0.15);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((c, score));
            }
        }
        best.map(|(c, _)| DetroitAction::Position(c))
    }

    fn faction_seat(&self, seat: Seat) -> Option<super::cards::Suit> {
        self.played.get(seat).copied().flatten().map(Card::suit)
    }

    /// Plunder position cards among the factions of `set`.
    fn plunder_in(&self, set: FactionSet) -> usize {
        self.played
            .iter()
            .flatten()
            .filter(|c| set.contains(c.suit()) && c.is_plunder())
            .count()
    }

    /// Whether `boss` would agree to `set` with the gravy to `gravy`: not if it
    /// hands someone else the game or feeds a clear leader.
    fn accepts(&self, boss: Seat, gravy: Seat) -> bool {
        if gravy == boss {
            return true;
        }
        let theirs = self.tokens[gravy] + 1;
        theirs < WINNING_TOKENS && theirs <= self.tokens[boss] + 2
    }

    fn would_accept(&self, seat: Seat) -> bool {
        self.proposals
            .last()
            .is_none_or(|p| self.accepts(seat, p.gravy))
    }

    /// Picks the proposal worth most to the proposer among those the others are
    /// expected to accept: its own faction in, plenty of plunder per head, the
    /// gravy to itself when that will pass.
    fn pick_proposal(&self, seat: Seat, rng: &mut GameRng) -> Option<DetroitAction> {
        let mine = self.faction_seat(seat)?;
        let bosses: Vec<(super::cards::Suit, Seat)> = self
            .factions
            .present()
            .suits()
            .filter_map(|s| self.factions.boss(s).map(|b| (s, b)))
            .collect();
        let mut best: Option<(DetroitAction, f64)> = None;
        for set in self.factions.valid_coalitions() {
            let size = self.factions.size(set) as f64;
            let per_head = self.plunder_in(set) as f64 / size;
            for &(gravy_suit, gravy) in &bosses {
                let passes = bosses
                    .iter()
                    .filter(|&&(s, b)| b != seat && set.contains(s))
                    .all(|&(_, b)| self.accepts(b, gravy));
                let mut score = if set.contains(mine) {
                    1.0 + per_head
                } else {
                    0.2
                };
                if gravy == seat {
                    score += 1.0;
                } else if !set.contains(mine) || self.tokens[gravy] + 1 >= WINNING_TOKENS {
                    score -= 0.5;
                }
                if !passes {
                    score = 0.1;
                }
                score += noise(rng, 0.05);
                if best.as_ref().is_none_or(|(_, s)| score > *s) {
                    best = Some((
                        DetroitAction::Propose {
                            factions: set,
                            gravy: gravy_suit,
                        },
                        score,
                    ));
                }
            }
        }
        best.map(|(a, _)| a)
    }

    /// Stands for broker with a hand likely to win among those still to bid, or
    /// for free when nobody else has (and cannot) nominate.
    fn would_nominate(&self, seat: Seat, rng: &mut GameRng) -> bool {
        let &[a, b] = self.hand(seat) else {
            return false;
        };
        let strength = support_strength(a, b);
        let first = self.election_first.unwrap_or(seat);
        let n = self.players;
        let mut later = 0;
        let mut s = (seat + 1) % n;
        while s != first {
            if self.in_coalition(s) {
                later += 1;
            }
            s = (s + 1) % n;
        }
        let nominees = self
            .bids
            .iter()
            .filter(|&&b| b == Some(Bid::Nominated))
            .count();
        if later == 0 && nominees == 0 {
            return true;
        }
        let rivals = (later + 2 * nominees) as f64;
        let threshold = 1.0 - 0.7 / (1.0 + 0.5 * rivals);
        strength + noise(rng, 0.05) > threshold
    }

    /// The broker favours itself, then players with few tokens who would not win
    /// on it, then lower position cards (the etiquette in the rules).
    fn pick_extra(&self, seat: Seat) -> Option<DetroitAction> {
        let split = self.split.as_ref()?;
        let open: Vec<Seat> = split
            .eligible
            .iter()
            .copied()
            .filter(|s| !split.chosen.contains(s))
            .collect();
        if open.contains(&seat) {
            return Some(DetroitAction::GiveExtra(seat as u8));
        }
        open.into_iter()
            .min_by_key(|&s| {
                let after = self.tokens[s] + split.base + 1;
                (after >= WINNING_TOKENS, self.tokens[s], self.played[s])
            })
            .map(|s| DetroitAction::GiveExtra(s as u8))
    }

    /// Each seat's chance to win guessed from tokens alone: weight 3^tokens.
    pub(super) fn heuristic_values(&self) -> Vec<f64> {
        if let Some(w) = self.winner {
            return (0..self.players)
                .map(|s| f64::from(u8::from(s == w)))
                .collect();
        }
        let weights: Vec<f64> = self
            .tokens
            .iter()
            .map(|&t| 3f64.powi(i32::from(t)))
            .collect();
        let sum: f64 = weights.iter().sum();
        weights.iter().map(|w| w / sum).collect()
    }
}
