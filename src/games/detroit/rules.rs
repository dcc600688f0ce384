//! The round, step by step: each decision is checked and applied, then the steps
//! that need nobody's decision (the gravy, the scraps, revealing support, paying
//! plunder or blame, the next deal) run until someone must act or the game ends.

use crate::engine::{rng, GameRng, Log, Seat};

use super::cards::{Card, Suit, HAND_SIZE, WINNING_TOKENS};
use super::coalition::{FactionSet, Factions};
use super::error::DetroitError;
use super::events::Event;
use super::state::{Bid, DetroitMotors, Hand, Phase, PlunderSplit, Proposal};

impl DetroitMotors {
    /// A new game: seat 0 goes first in the first round.
    pub(super) fn start(players: usize, rng: GameRng) -> DetroitMotors {
        let mut g = DetroitMotors {
            players,
            rng,
            tokens: vec![0; players],
            round: 0,
            first: 0,
            phase: Phase::Position,
            actor: 0,
            hands: vec![Hand::default(); players],
            played: vec![None; players],
            redealt: vec![None; players],
            out: vec![false; players],
            set_aside: Vec::new(),
            discards: Vec::new(),
            revealed: vec![false; players],
            factions: Factions::default(),
            order: Vec::new(),
            proposals: Vec::new(),
            coalition: None,
            gravy: None,
            scraps_dealt: false,
            election_first: None,
            bids: vec![None; players],
            broker: None,
            split: None,
            winner: None,
            events: Vec::new(),
            previous_events: Vec::new(),
        };
        g.start_round(0, &mut Log::silent());
        g
    }

    fn faction_of(&self, seat: Seat) -> Option<Suit> {
        self.played.get(seat).copied().flatten().map(Card::suit)
    }

    /// Step 1: shuffle and deal three cards each; the rest is set aside unseen.
    pub(super) fn start_round(&mut self, first: Seat, log: &mut Log<Event>) {
        self.round += 1;
        self.previous_events = std::mem::take(&mut self.events);
        self.first = first;
        let n = self.players;
        for v in [&mut self.played, &mut self.redealt] {
            v.iter_mut().for_each(|c| *c = None);
        }
        self.out.iter_mut().for_each(|o| *o = false);
        self.revealed.iter_mut().for_each(|r| *r = false);
        self.bids.iter_mut().for_each(|b| *b = None);
        self.discards.clear();
        self.factions = Factions::default();
        self.order.clear();
        self.proposals.clear();
        self.coalition = None;
        self.gravy = None;
        self.scraps_dealt = false;
        self.election_first = None;
        self.broker = None;
        self.split = None;

        let mut deck: Vec<Card> = Card::all().collect();
        rng::shuffle(&mut self.rng, &mut deck);
        let mut cards = deck.into_iter();
        for k in 0..n {
            let mut hand = Hand::default();
            for c in cards.by_ref().take(HAND_SIZE) {
                hand.push(c);
            }
            self.hands[(first + k) % n] = hand;
        }
        self.set_aside = cards.collect();

        self.phase = Phase::Position;
        self.actor = first;
        let round = self.round;
        self.events.push(Event::RoundStarted { round, first });
        log.public(|| Event::RoundStarted { round, first });
    }

    /// Step 2: one card face up as the seat's position.
    pub(super) fn take_position(
        &mut self,
        seat: Seat,
        card: Card,
        log: &mut Log<Event>,
    ) -> Result<(), DetroitError> {
        if !self.hands[seat].remove(card) {
            return Err(DetroitError::CardNotInHand(card));
        }
        self.played[seat] = Some(card);
        self.events.push(Event::TookPosition { seat, card });
        log.public(|| Event::TookPosition { seat, card });
        let next = (seat + 1) % self.players;
        if next == self.first {
            self.begin_negotiation(log);
        } else {
            self.actor = next;
        }
        Ok(())
    }

    /// Step 3 begins: factions and bosses are known; the bosses propose in turn.
    fn begin_negotiation(&mut self, log: &mut Log<Event>) {
        self.factions = Factions::from_positions(&self.played);
        self.order = self.factions.negotiation_order();
        let f = &self.factions;
        log.public(|| Event::NegotiationBegan {
            factions: Suit::ALL
                .into_iter()
                .filter_map(|s| f.boss(s).map(|b| (s, f.count(s) as u8, b)))
                .collect(),
            majority: f.majority() as u8,
            players: f.players as u8,
        });
        match self.order.first() {
            Some(&boss) => {
                self.phase = Phase::Propose;
                self.actor = boss;
            }
            None => self.no_coalition(log),
        }
    }

    pub(super) fn propose(
        &mut self,
        seat: Seat,
        factions: FactionSet,
        gravy: Suit,
        log: &mut Log<Event>,
    ) -> Result<(), DetroitError> {
        self.factions.check(factions)?;
        let gravy_seat = self
            .factions
            .boss(gravy)
            .ok_or(DetroitError::FactionAbsent(gravy))?;
        let responders: Vec<Seat> = self
            .order
            .iter()
            .copied()
            .filter(|&b| b != seat && self.faction_of(b).is_some_and(|s| factions.contains(s)))
            .collect();
        let players = self.factions.size(factions);
        self.proposals.push(Proposal {
            proposer: seat,
            factions,
            players,
            gravy: gravy_seat,
            responders,
            responses: Vec::new(),
        });
        self.events.push(Event::Proposed {
            seat,
            factions,
            players,
            gravy: gravy_seat,
        });
        log.public(|| Event::Proposed {
            seat,
            factions,
            players,
            gravy: gravy_seat,
        });
        self.continue_negotiation(log);
        Ok(())
    }

    pub(super) fn respond(&mut self, seat: Seat, accepted: bool, log: &mut Log<Event>) {
        if let Some(p) = self.proposals.last_mut() {
            p.responses.push((seat, accepted));
        }
        self.events.push(Event::Responded { seat, accepted });
        log.public(|| Event::Responded { seat, accepted });
        self.continue_negotiation(log);
    }

    /// After a proposal or an answer: ask the next boss, form the coalition, or
    /// move on to the next proposer (or to blame when everyone has proposed).
    fn continue_negotiation(&mut self, log: &mut Log<Event>) {
        let Some(p) = self.proposals.last() else {
            return;
        };
        if let Some(r) = p.next_responder() {
            self.phase = Phase::Respond;
            self.actor = r;
            return;
        }
        if p.accepted() {
            self.form_coalition(log);
            return;
        }
        match self.order.get(self.proposals.len()) {
            Some(&next) => {
                self.phase = Phase::Propose;
                self.actor = next;
                log.public(|| Event::ProposalFailed { next });
            }
            None => self.no_coalition(log),
        }
    }

    fn form_coalition(&mut self, log: &mut Log<Event>) {
        let Some(p) = self.proposals.last() else {
            return;
        };
        let (factions, players, gravy) = (p.factions, p.players, p.gravy);
        self.coalition = Some(factions);
        self.gravy = Some(gravy);
        self.tokens[gravy] += 1;
        self.events.push(Event::CoalitionFormed {
            factions,
            players,
            gravy,
        });
        log.public(|| Event::CoalitionFormed {
            factions,
            players,
            gravy,
        });
        if self.check_end(log) {
            return;
        }
        self.deal_scraps(log);
        if self.phase == Phase::Over {
            return;
        }
        self.begin_election(log);
    }

    /// Step 4: the excluded players' position cards are shuffled and dealt back
    /// among them; a scrap pays a token. Then the excluded discard everything.
    fn deal_scraps(&mut self, log: &mut Log<Event>) {
        let excluded: Vec<Seat> = (0..self.players).filter(|&s| self.excluded(s)).collect();
        let mut cards: Vec<Card> = excluded.iter().filter_map(|&s| self.played[s]).collect();
        rng::shuffle(&mut self.rng, &mut cards);
        for (&s, &c) in excluded.iter().zip(&cards) {
            self.redealt[s] = Some(c);
        }
        self.scraps_dealt = true;
        let scrap_to: Vec<Seat> = excluded
            .iter()
            .copied()
            .filter(|&s| self.redealt[s].is_some_and(Card::is_scrap))
            .collect();
        for &s in &scrap_to {
            self.tokens[s] += 1;
        }
        if !excluded.is_empty() {
            let (ex, paid) = (&excluded, &scrap_to);
            log.public(|| Event::ScrapsDealt {
                excluded: ex.clone(),
                scrap_to: paid.clone(),
            });
            self.events.push(Event::ScrapsDealt {
                excluded: excluded.clone(),
                scrap_to,
            });
        }
        if self.check_end(log) {
            return;
        }
        for &s in &excluded {
            let hand = self.hands[s].take_all();
            self.discards
                .extend(hand.as_slice().iter().map(|&c| (s, c)));
            if let Some(c) = self.redealt[s] {
                self.discards.push((s, c));
            }
            self.out[s] = true;
        }
    }

    /// Step 5 begins: from the gravy boss (or the boss of the largest coalition
    /// faction), each coalition player nominates or folds.
    fn begin_election(&mut self, log: &mut Log<Event>) {
        let Some(coalition) = self.coalition else {
            return;
        };
        let first = match self.gravy {
            Some(g) if self.in_coalition(g) => Some(g),
            _ => self
                .factions
                .largest(coalition)
                .and_then(|s| self.factions.boss(s)),
        };
        let Some(first) = first else {
            return;
        };
        self.election_first = Some(first);
        self.phase = Phase::Bid;
        self.actor = first;
        log.public(|| Event::ElectionBegan { first });
    }

    pub(super) fn bid(&mut self, seat: Seat, bid: Bid, log: &mut Log<Event>) {
        self.bids[seat] = Some(bid);
        match bid {
            Bid::Nominated => {
                self.events.push(Event::Nominated { seat });
                log.public(|| Event::Nominated { seat });
            }
            Bid::Folded => {
                let hand = self.hands[seat].take_all();
                self.discards
                    .extend(hand.as_slice().iter().map(|&c| (seat, c)));
                self.events.push(Event::Folded { seat });
                log.public(|| Event::Folded { seat });
            }
        }
        let first = self.election_first.unwrap_or(seat);
        let mut next = (seat + 1) % self.players;
        while next != first && !self.in_coalition(next) {
            next = (next + 1) % self.players;
        }
        if next == first {
            self.resolve_election(log);
        } else {
            self.actor = next;
        }
    }

    /// The nominees reveal their support; the best hand is broker.
    fn resolve_election(&mut self, log: &mut Log<Event>) {
        let first = self.election_first.unwrap_or(0);
        let n = self.players;
        let nominees: Vec<Seat> = (0..n)
            .map(|k| (first + k) % n)
            .filter(|&s| self.bids[s] == Some(Bid::Nominated))
            .collect();
        let mut best: Option<(Seat, super::cards::SupportHand)> = None;
        for &s in &nominees {
            self.revealed[s] = true;
            let [a, b] = *self.hands[s].as_slice() else {
                continue;
            };
            let hand = super::cards::SupportHand::new(a, b);
            self.events.push(Event::SupportRevealed { seat: s, hand });
            log.public(|| Event::SupportRevealed { seat: s, hand });
            if best.is_none_or(|(_, h)| hand > h) {
                best = Some((s, hand));
            }
        }
        let broker = best.map_or(first, |(s, _)| s);
        self.broker = Some(broker);
        log.public(|| Event::BrokerElected {
            seat: broker,
            nominees: nominees.clone(),
        });
        self.events.push(Event::BrokerElected {
            seat: broker,
            nominees,
        });
        self.begin_plunder(log);
    }

    /// Step 6 begins: one token per plunder position in the coalition, split
    /// evenly among the eligible; the broker picks who gets the odd ones.
    fn begin_plunder(&mut self, log: &mut Log<Event>) {
        let Some(broker) = self.broker else {
            return;
        };
        let n = self.players;
        let seats: Vec<Seat> = (0..n)
            .map(|k| (broker + k) % n)
            .filter(|&s| self.in_coalition(s))
            .collect();
        let total = seats
            .iter()
            .filter(|&&s| self.played[s].is_some_and(Card::is_plunder))
            .count() as u8;
        let eligible: Vec<Seat> = seats
            .into_iter()
            .filter(|&s| s == broker || self.bids[s] != Some(Bid::Nominated))
            .collect();
        let count = eligible.len().max(1) as u8;
        let split = PlunderSplit {
            total,
            base: total / count,
            extras: total % count,
            eligible,
            chosen: Vec::new(),
        };
        let (base, extras, size) = (split.base, split.extras, split.eligible.len());
        self.split = Some(split);
        if extras == 0 {
            self.finish_split(log);
        } else {
            self.phase = Phase::Split;
            self.actor = broker;
            log.public(|| Event::SplitBegan {
                broker,
                total,
                eligible: size as u8,
                base,
                extras,
            });
        }
    }

    pub(super) fn give_extra(
        &mut self,
        seat: Seat,
        to: Seat,
        log: &mut Log<Event>,
    ) -> Result<(), DetroitError> {
        self.check_extra(to)?;
        let Some(split) = &mut self.split else {
            return Ok(());
        };
        split.chosen.push(to);
        let complete = split.complete();
        log.public(|| Event::GaveExtra { broker: seat, to });
        if complete {
            self.finish_split(log);
        }
        Ok(())
    }

    fn finish_split(&mut self, log: &mut Log<Event>) {
        let Some(split) = &self.split else {
            return;
        };
        let shares: Vec<(Seat, u8)> = split
            .eligible
            .iter()
            .map(|&s| (s, split.share(s)))
            .filter(|&(_, k)| k > 0)
            .collect();
        for &(s, k) in &shares {
            self.tokens[s] += k;
        }
        let total = split.total;
        log.public(|| Event::PlunderSplit {
            total,
            shares: shares.clone(),
        });
        self.events.push(Event::PlunderSplit { total, shares });
        if self.check_end(log) {
            return;
        }
        let next = self.broker.unwrap_or(self.first);
        self.start_round(next, log);
    }

    /// Step 7: every plunder position pays its holder; the boss of the largest
    /// faction goes first next round.
    fn no_coalition(&mut self, log: &mut Log<Event>) {
        self.events.push(Event::NoCoalition);
        let paid: Vec<Seat> = (0..self.players)
            .filter(|&s| self.played[s].is_some_and(Card::is_plunder))
            .collect();
        for &s in &paid {
            self.tokens[s] += 1;
        }
        log.public(|| Event::NoCoalition);
        log.public(|| Event::Blame { paid: paid.clone() });
        self.events.push(Event::Blame { paid });
        if self.check_end(log) {
            return;
        }
        let next = self
            .factions
            .largest(self.factions.present())
            .and_then(|s| self.factions.boss(s))
            .unwrap_or(self.first);
        self.start_round(next, log);
    }

    /// The game ends the moment someone has 5 tokens: most tokens wins, ties to
    /// the highest position card held at that moment.
    fn check_end(&mut self, log: &mut Log<Event>) -> bool {
        let Some(&most) = self.tokens.iter().max() else {
            return false;
        };
        if most < WINNING_TOKENS {
            return false;
        }
        let top: Vec<Seat> = (0..self.players)
            .filter(|&s| self.tokens[s] == most)
            .collect();
        let Some(&winner) = top.iter().max_by_key(|&&s| self.position_now(s)) else {
            return false;
        };
        let tied: Vec<Seat> = top.into_iter().filter(|&s| s != winner).collect();
        self.winner = Some(winner);
        self.phase = Phase::Over;
        let winning = self.position_now(winner);
        let beaten: Vec<(Seat, Card)> = tied
            .iter()
            .filter_map(|&t| self.position_now(t).map(|c| (t, c)))
            .collect();
        let won = Event::GameWon {
            seat: winner,
            tokens: most,
            tied,
        };
        log.public(|| won.clone());
        self.events.push(won);
        if let Some(card) = winning.filter(|_| !beaten.is_empty()) {
            log.public(|| Event::TieBroken {
                winner: card,
                beaten,
            });
        }
        true
    }
}
