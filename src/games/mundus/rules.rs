//! Actions, their legality and their effects: the round cycle of Mundus Novus.

use serde::{Deserialize, Serialize};

use crate::engine::{Log, Seat};
use crate::words::Args;

use super::cards::{
    band, relic_pay, sale_pay, total, trade_value, Access, Cards, Character, DevKind, Resource,
    EventKind, DEVS, EMPTY, KINDS, RELIC,
};
use super::events::Event;
use super::state::{Ending, MundusNovus, Phase, Turn, DEAL, LAST_ROUND, QUEUE, TARGET};

/// One decision. Kept small: they go into save codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Coronado: pay 2 doubloons for this event, or `None` to let the round be.
    Coronado(Option<EventKind>),
    /// Take this face-up supply card.
    Pick(Resource),
    /// Pirates: discard a card of this kind.
    Discard(Resource),
    /// The Trade Master's call: 2, 3 or 4.
    Call(u8),
    /// A sealed offer: how many cards of each kind.
    Offer(Cards),
    /// The Trade Master appoints one of the tied players.
    Appoint(u8),
    /// Take a card of `kind` from `from`'s offer; with `swap`, put it on the
    /// market and take a market card of that kind instead.
    Take {
        from: u8,
        kind: Resource,
        swap: Option<Resource>,
    },
    /// The Trade Master gives a card of this kind to the player left short.
    Give(Resource),
    /// The Trade Master chooses who starts the progression.
    First(u8),
    /// A merchant card turns a card of `from` into `to` for this progression.
    Convert {
        merchant: u8,
        from: Resource,
        to: Resource,
    },
    /// A set of `size` identical cards of `kind` (`relics` of them wild) for the
    /// development at `pick` in the queue (5: the top of the deck, with Almagro).
    Develop {
        kind: Resource,
        size: u8,
        relics: u8,
        pick: u8,
    },
    /// A set of different resources: a bit per kind.
    Sell(u16),
    /// Relics alone for doubloons.
    SellRelics(u8),
    /// The perfect set: 1–9 and a relic.
    Perfect,
    /// Keep an unconverted card of this kind in a warehouse.
    Store(Resource),
    /// End the progression turn.
    End,
    /// Ponce de León: the caravels (a bit per value) that sail as the second fleet.
    Fleets(u16),
}

/// Picks beyond the queue: the top of the development deck (Almagro).
pub const FROM_DECK: u8 = 5;

/// Why an action is refused, each reason in its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MundusError {
    /// The move belongs to another step of the round.
    WrongStep,
    /// An offer of the wrong size.
    OfferSize { least: u32, most: u32, chosen: u32 },
    /// Cards the hand does not hold.
    NotInHand,
    AlreadySealed,
    /// A take from the player's own offer.
    OwnOffer,
    /// No such card left on that player's offer.
    NotOnOffer,
    /// The "two successive trades" rule.
    ThirdTrade,
    /// The market holds no such card.
    NotOnMarket,
    /// A swap for a card of the same kind (only Orellana's owner may).
    SameKindSwap,
    /// A second identical set without King's Aid, or a set the hand cannot make.
    IdenticalSet,
    /// The set reaches no such card of the queue (or Almagro's deck pick without Almagro).
    OutOfReach,
    /// A second different set, or fewer than four different resources.
    DifferentSet,
    /// A second relic sale, or more relics than held (at most five).
    RelicSale,
    /// A merchant conversion the merchant cannot make.
    Merchant,
    /// No room in a warehouse, or Fire.
    Warehouse,
    /// The perfect set needs 1 to 9 and a relic, once.
    Perfect,
    /// A card that is not in the face-up supply.
    NotInSupply,
    /// A call other than 2, 3 or 4.
    Call,
    /// A split of the caravels that is not the owner's (or leaves the lowest out of the first fleet).
    Fleets,
    /// Anything else that is not among the choices now.
    NotOffered,
}

impl std::fmt::Display for MundusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use MundusError as E;
        let mut args = Args::new();
        let id = match self {
            E::WrongStep => "mundus-refusal-wrong-step",
            E::OfferSize {
                least,
                most,
                chosen,
            } => {
                args = args
                    .number("least", *least)
                    .number("most", *most)
                    .number("chosen", *chosen);
                if least == most {
                    "mundus-refusal-offer-exact"
                } else {
                    "mundus-refusal-offer-range"
                }
            }
            E::NotInHand => "mundus-refusal-not-in-hand",
            E::AlreadySealed => "mundus-refusal-already-sealed",
            E::OwnOffer => "mundus-refusal-own-offer",
            E::NotOnOffer => "mundus-refusal-not-on-offer",
            E::ThirdTrade => "mundus-refusal-third-trade",
            E::NotOnMarket => "mundus-refusal-not-on-market",
            E::SameKindSwap => "mundus-refusal-same-kind-swap",
            E::IdenticalSet => "mundus-refusal-identical-set",
            E::OutOfReach => "mundus-refusal-out-of-reach",
            E::DifferentSet => "mundus-refusal-different-set",
            E::RelicSale => "mundus-refusal-relic-sale",
            E::Merchant => "mundus-refusal-merchant",
            E::Warehouse => "mundus-refusal-warehouse",
            E::Perfect => "mundus-refusal-perfect",
            E::NotInSupply => "mundus-refusal-not-in-supply",
            E::Call => "mundus-refusal-call",
            E::Fleets => "mundus-refusal-fleets",
            E::NotOffered => "mundus-refusal-not-offered",
        };
        f.write_str(&crate::words::current().say(id, &args))
    }
}

/// Every sub-collection of `hand` with between `lo` and `hi` cards.
pub fn sub_hands(hand: &Cards, lo: u32, hi: u32) -> Vec<Cards> {
    fn go(hand: &Cards, k: usize, cur: &mut Cards, n: u32, lo: u32, hi: u32, out: &mut Vec<Cards>) {
        if k == KINDS {
            if n >= lo {
                out.push(*cur);
            }
            return;
        }
        for c in 0..=hand[k] {
            if n + c as u32 > hi {
                break;
            }
            cur[k] = c;
            go(hand, k + 1, cur, n + c as u32, lo, hi, out);
        }
        cur[k] = 0;
    }
    let mut out = Vec::new();
    go(hand, 0, &mut EMPTY.clone(), 0, lo, hi, &mut out);
    out
}

impl MundusNovus {
    pub fn seat_to_act(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Coronado { seat } | Phase::Fleets { seat } => vec![*seat],
            Phase::Supply => self.order.first().copied().into_iter().collect(),
            Phase::Pirates => (0..self.players)
                .map(|i| (self.master + i) % self.players)
                .find(|&s| self.pirate_due[s] > 0)
                .into_iter()
                .collect(),
            Phase::Call | Phase::Appoint { .. } | Phase::Adjust { .. } | Phase::First => {
                vec![self.master]
            }
            Phase::Offer => self.offers.waiting(),
            Phase::Take { taker } => vec![*taker],
            Phase::Progress { seat } => vec![*seat],
            Phase::Over => Vec::new(),
        }
    }

    /// How many cards `seat` may offer: (least, most).
    pub fn offer_range(&self, seat: Seat) -> (u32, u32) {
        let have = total(&self.hands[seat]);
        let most = (self.call as u32).min(have);
        if self.has(seat, Character::LasCasas) {
            (0, most)
        } else {
            (most, most)
        }
    }

    /// The sets of identical cards `seat` may make now, as actions.
    fn develop_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let kings = self.event_for(seat) == Some(EventKind::KingsAid);
        if (self.turn.identical_sets > 0 && !kings) || self.queue.is_empty() {
            return;
        }
        let e = self.effective(seat);
        let relics = e[RELIC];
        let storm = self.event_for(seat) == Some(EventKind::Storm);
        let almagro = self.has(seat, Character::Almagro) && !self.dev_deck.is_empty();
        for kind in Resource::all().filter(|&r| r != Resource::RELIC) {
            let k = kind.index();
            if e[k] == 0 {
                continue;
            }
            let mut prev: Option<Access> = None;
            for size in 3u8..=5 {
                let access = if storm {
                    Access::First
                } else {
                    Access::of(size as u32, k)
                };
                if prev == Some(access) {
                    continue; // a bigger set reaching no further only wastes cards
                }
                prev = Some(access);
                let min_r = size.saturating_sub(e[k]);
                let max_r = relics.min(size - 1);
                for r in min_r..=max_r {
                    for p in 0..access.reach(self.queue.len()) {
                        out.push(Action::Develop {
                            kind,
                            size,
                            relics: r,
                            pick: p as u8,
                        });
                    }
                    if almagro {
                        out.push(Action::Develop {
                            kind,
                            size,
                            relics: r,
                            pick: FROM_DECK,
                        });
                    }
                }
            }
        }
    }

    fn take_actions(&self, taker: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        // A swap for a market card of the same kind changes nothing, except for
        // Orellana's owner, whom it pays when the market shows a pattern.
        let same_kind_swap = self.has(taker, Character::Orellana);
        for v in 0..self.players {
            if v == taker || total(&self.table[v]) == 0 || self.forbidden(taker, v) {
                continue;
            }
            for kind in Resource::all().filter(|r| self.table[v][r.index()] > 0) {
                out.push(Action::Take {
                    from: v as u8,
                    kind,
                    swap: None,
                });
                let mut seen = [false; KINDS];
                for &m in &self.market {
                    if (m != kind || same_kind_swap) && !seen[m.index()] {
                        seen[m.index()] = true;
                        out.push(Action::Take {
                            from: v as u8,
                            kind,
                            swap: Some(m),
                        });
                    }
                }
            }
        }
        out
    }

    /// The "two successive trades" rule: after A took from B and B from A, A may
    /// not take from B again at once (not at two players).
    pub fn forbidden(&self, taker: Seat, victim: Seat) -> bool {
        if self.players == 2 {
            return false;
        }
        let n = self.takes.len();
        n >= 2 && self.takes[n - 1] == (victim, taker) && self.takes[n - 2] == (taker, victim)
    }

    /// The moves to consider for `seat` now, in the order the legal moves are
    /// listed (bots pick from that list, so the order is part of every replay);
    /// [`Self::check`] decides which of them are legal.
    pub(super) fn candidates(&self, seat: Seat) -> Vec<Action> {
        let hand = &self.hands[seat];
        let kinds_in = |h: &Cards| -> Vec<Resource> { Resource::all().filter(|r| h[r.index()] > 0).collect() };
        match &self.phase {
            Phase::Coronado { .. } => {
                let mut v = vec![Action::Coronado(None)];
                v.extend(EventKind::ALL.iter().map(|&e| Action::Coronado(Some(e))));
                v
            }
            Phase::Fleets { .. } => self.splits(seat).into_iter().map(Action::Fleets).collect(),
            Phase::Supply => {
                let mut k: Vec<Resource> = self.supply.clone();
                crate::engine::sort::sort(&mut k);
                k.dedup();
                k.into_iter().map(Action::Pick).collect()
            }
            Phase::Pirates => kinds_in(hand).into_iter().map(Action::Discard).collect(),
            Phase::Call => (2..=4).map(Action::Call).collect(),
            Phase::Offer => {
                let (lo, hi) = self.offer_range(seat);
                sub_hands(hand, lo, hi)
                    .into_iter()
                    .map(Action::Offer)
                    .collect()
            }
            Phase::Appoint { tied } => tied.iter().map(|&s| Action::Appoint(s as u8)).collect(),
            Phase::Take { taker } => self.take_actions(*taker),
            Phase::Adjust { .. } => kinds_in(hand).into_iter().map(Action::Give).collect(),
            Phase::First => (0..self.players).map(|s| Action::First(s as u8)).collect(),
            Phase::Progress { .. } => self.progress_actions(seat),
            Phase::Over => Vec::new(),
        }
    }

    /// Whether `seat`, a seat to act (the engine checks the turn), may make
    /// `action` now, and if not why: the one statement of what is legal. The
    /// legal moves are the candidates it accepts, `apply` refuses with its reason
    /// and the board shows that reason beside a move held back.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), MundusError> {
        use MundusError as E;
        let hand = &self.hands[seat];
        let holds = |k: Resource| hand[k.index()] > 0;
        let ok = |legal: bool, why: MundusError| if legal { Ok(()) } else { Err(why) };
        match (&self.phase, *action) {
            (Phase::Coronado { .. }, Action::Coronado(_)) => Ok(()),
            (Phase::Fleets { .. }, Action::Fleets(second)) => {
                ok(self.splits(seat).contains(&second), E::Fleets)
            }
            (Phase::Supply, Action::Pick(k)) => ok(self.supply.contains(&k), E::NotInSupply),
            (Phase::Pirates, Action::Discard(k)) | (Phase::Adjust { .. }, Action::Give(k)) => {
                ok(holds(k), E::NotInHand)
            }
            (Phase::Call, Action::Call(n)) => ok((2..=4).contains(&n), E::Call),
            (Phase::Offer, Action::Offer(c)) => {
                if (0..KINDS).any(|k| c[k] > hand[k]) {
                    return Err(E::NotInHand);
                }
                if self.offers.has_committed(seat) {
                    return Err(E::AlreadySealed);
                }
                let (least, most) = self.offer_range(seat);
                let chosen = total(&c);
                ok(
                    (least..=most).contains(&chosen),
                    E::OfferSize {
                        least,
                        most,
                        chosen,
                    },
                )
            }
            (Phase::Appoint { tied }, Action::Appoint(s)) => {
                ok(tied.contains(&(s as usize)), E::NotOffered)
            }
            (Phase::Take { .. }, Action::Take { from, kind, swap }) => {
                let (v, k) = (from as usize, kind.index());
                if v == seat {
                    Err(E::OwnOffer)
                } else if v >= self.players || self.table[v][k] == 0 {
                    Err(E::NotOnOffer)
                } else if self.forbidden(seat, v) {
                    Err(E::ThirdTrade)
                } else if swap.is_some_and(|m| !self.market.contains(&m)) {
                    Err(E::NotOnMarket)
                } else {
                    // A swap for the same kind changes nothing, except for
                    // Orellana's owner, whom it pays when the market shows a pattern.
                    let same = swap == Some(kind) && !self.has(seat, Character::Orellana);
                    ok(!same, E::SameKindSwap)
                }
            }
            (Phase::First, Action::First(s)) => ok((s as usize) < self.players, E::NotOffered),
            (Phase::Progress { .. }, action) => self.check_progress(seat, action),
            _ => Err(E::WrongStep),
        }
    }

    /// [`Self::check`] for the moves of a progression turn.
    fn check_progress(&self, seat: Seat, action: Action) -> Result<(), MundusError> {
        use MundusError as E;
        let ok = |legal: bool, why: MundusError| if legal { Ok(()) } else { Err(why) };
        let e = self.effective(seat);
        match action {
            Action::End => Ok(()),
            Action::Perfect => ok(
                (0..KINDS).all(|k| e[k] > 0) && !self.perfect[seat],
                E::Perfect,
            ),
            Action::Develop {
                kind,
                size,
                relics,
                pick,
            } => self.check_develop(seat, (kind, size, relics), pick),
            Action::Sell(mask) => ok(
                !self.turn.sold_different
                    && mask.count_ones() >= 4
                    && mask & !self.distinct_kinds(seat) == 0,
                E::DifferentSet,
            ),
            Action::SellRelics(n) => ok(
                !self.turn.sold_relics && n >= 1 && n <= e[RELIC].min(5),
                E::RelicSale,
            ),
            Action::Convert { merchant, from, to } => {
                let band = match DEVS.get(merchant as usize).map(|d| d.kind) {
                    Some(DevKind::Merchant { band }) => band as usize,
                    _ => return Err(E::Merchant),
                };
                ok(
                    self.devs[seat].contains(&merchant)
                        && !self.turn.merchants_used.contains(&merchant)
                        && from != Resource::RELIC
                        && self.unconverted(seat, from.index()) > 0
                        && (band * 3..band * 3 + 3).contains(&to.index())
                        && to != from,
                    E::Merchant,
                )
            }
            Action::Store(k) => {
                if !self.can_store(seat) {
                    Err(E::Warehouse)
                } else {
                    ok(self.unconverted(seat, k.index()) > 0, E::NotInHand)
                }
            }
            _ => Err(E::WrongStep),
        }
    }

    /// [`Self::check`] for a set of identical cards, `(kind, size, relics)`,
    /// for the development at `pick`: the rules of [`Self::develop_actions`].
    fn check_develop(
        &self,
        seat: Seat,
        set: (Resource, u8, u8),
        pick: u8,
    ) -> Result<(), MundusError> {
        use MundusError as E;
        let (kind, size, relics) = set;
        let k = kind.index();
        let kings = self.event_for(seat) == Some(EventKind::KingsAid);
        let e = self.effective(seat);
        if (self.turn.identical_sets > 0 && !kings)
            || self.queue.is_empty()
            || k >= RELIC
            || e[k] == 0
            || !(3..=5).contains(&size)
        {
            return Err(E::IdenticalSet);
        }
        let storm = self.event_for(seat) == Some(EventKind::Storm);
        let access = |n: u8| {
            if storm {
                Access::First
            } else {
                Access::of(n as u32, k)
            }
        };
        // A bigger set reaching no further only wastes cards: not offered.
        let wasteful = size > 3 && access(size) == access(size - 1);
        let fits = (size.saturating_sub(e[k])..=e[RELIC].min(size - 1)).contains(&relics);
        if wasteful || !fits {
            return Err(E::IdenticalSet);
        }
        let almagro = self.has(seat, Character::Almagro) && !self.dev_deck.is_empty();
        let reaches = (pick as usize) < access(size).reach(self.queue.len())
            || (pick == FROM_DECK && almagro);
        if reaches {
            Ok(())
        } else {
            Err(E::OutOfReach)
        }
    }

    fn progress_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        let e = self.effective(seat);
        // Perfect set.
        if (0..KINDS).all(|k| e[k] > 0) && !self.perfect[seat] {
            out.push(Action::Perfect);
        }
        self.develop_actions(seat, &mut out);
        if !self.turn.sold_different {
            let avail = self.distinct_kinds(seat);
            let bits: Vec<usize> = (0..RELIC).filter(|k| avail & (1 << k) != 0).collect();
            if bits.len() >= 4 {
                for sub in 1u32..(1 << bits.len()) {
                    if sub.count_ones() >= 4 {
                        let mask = bits
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| sub & (1 << i) != 0)
                            .fold(0u16, |m, (_, &k)| m | (1 << k));
                        out.push(Action::Sell(mask));
                    }
                }
            }
        }
        if !self.turn.sold_relics {
            for n in 1..=e[RELIC].min(5) {
                out.push(Action::SellRelics(n));
            }
        }
        out.extend(self.conversions(seat));
        if self.can_store(seat) {
            for k in Resource::all() {
                if self.unconverted(seat, k.index()) > 0 {
                    out.push(Action::Store(k));
                }
            }
        }
        out.push(Action::End);
        out
    }

    /// The merchant conversions open to `seat` now: each unused merchant
    /// turns a numbered card not yet converted into another kind of its band.
    pub(crate) fn conversions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        for &m in &self.devs[seat] {
            let DevKind::Merchant { band: b } = DEVS[m as usize].kind else {
                continue;
            };
            if self.turn.merchants_used.contains(&m) {
                continue;
            }
            let numbered = Resource::all().filter(|&k| k != Resource::RELIC);
            for from in numbered.filter(|k| self.unconverted(seat, k.index()) > 0) {
                let band = Resource::all().filter(|t| t.index() / 3 == b as usize);
                for to in band.filter(|&t| t != from) {
                    out.push(Action::Convert {
                        merchant: m,
                        from,
                        to,
                    });
                }
            }
        }
        out
    }

    fn can_store(&self, seat: Seat) -> bool {
        self.event_for(seat) != Some(EventKind::Fire)
            && total(&self.stores[seat]) < self.store_slots(seat)
    }

    /// Makes `action` for `seat` once [`Self::check`] has allowed it (`apply`
    /// checks first). Where a move must find something (a supply or market
    /// card, a development), the lookup comes before any change and refuses
    /// rather than panics.
    pub(super) fn perform(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log<Event>,
    ) -> Result<(), MundusError> {
        match *action {
            Action::Coronado(choice) => {
                if let Some(e) = choice {
                    self.money[seat] -= 2;
                    self.bank += 2;
                    self.event = Some(e);
                    log.public(|| Event::EventCalled { seat, event: e });
                }
                self.start_supply(log);
            }
            Action::Pick(k) => {
                let Some(i) = self.supply.iter().position(|&c| c == k) else {
                    return Err(MundusError::NotInSupply);
                };
                self.supply.remove(i);
                self.hands[seat][k.index()] += 1;
                self.order.remove(0);
                log.public(|| Event::Picked {
                    seat,
                    kind: k,
                });
                if self.supply.is_empty() || self.order.is_empty() {
                    self.after_supply(log);
                }
            }
            Action::Discard(k) => {
                self.hands[seat][k.index()] -= 1;
                self.discard[k.index()] += 1;
                self.pirate_due[seat] -= 1;
                // Face down, like every discard: only the loser sees which card.
                log.public_but(&[seat], || Event::PirateDiscard { seat, kind: None });
                log.private(seat, || Event::PirateDiscard {
                    seat,
                    kind: Some(k),
                });
                if self.pirate_due.iter().all(|&d| d == 0) {
                    self.phase = Phase::Call;
                }
            }
            Action::Call(n) => {
                self.call = n;
                log.public(|| Event::Called { seat, count: n });
                self.offers.open(0..self.players);
                self.phase = Phase::Offer;
            }
            Action::Offer(cards) => {
                self.offers
                    .commit(seat, cards)
                    .map_err(|_| MundusError::AlreadySealed)?;
                log.private(seat, || Event::OfferSealed { seat });
                if self.offers.all_in() {
                    self.reveal(log);
                }
            }
            Action::Appoint(s) => {
                let s = s as usize;
                self.master = s;
                log.public(|| Event::NewMaster {
                    seat: s,
                    kept: false,
                });
                self.start_chain(log);
            }
            Action::Take { from, kind, swap } => self.take(seat, from as usize, kind, swap, log)?,
            Action::Give(k) => {
                let Phase::Adjust { to } = self.phase else {
                    return Err(MundusError::WrongStep);
                };
                self.hands[seat][k.index()] -= 1;
                self.hands[to][k.index()] += 1;
                // The two who handle the card read its name, the others not.
                log.public_but(&[seat, to], || Event::Gave {
                    from: seat,
                    to,
                    kind: None,
                });
                log.private(seat, || Event::Gave {
                    from: seat,
                    to,
                    kind: Some(k),
                });
                log.private(to, || Event::Gave {
                    from: seat,
                    to,
                    kind: Some(k),
                });
                self.phase = Phase::First;
            }
            Action::First(s) => {
                let s = s as usize;
                log.public(|| Event::FirstPlayer { seat: s });
                self.progress_order = (0..self.players).map(|i| (s + i) % self.players).collect();
                self.next_progress(log);
            }
            Action::Convert { merchant, from, to } => {
                self.turn.merchants_used.push(merchant);
                self.turn.converted.push((from, to));
                log.public(|| Event::Converted { seat, from, to });
            }
            Action::Develop {
                kind,
                size,
                relics,
                pick,
            } => {
                let from_deck = pick == FROM_DECK;
                let taken = if from_deck {
                    self.dev_deck.pop()
                } else {
                    (usize::from(pick) < self.queue.len()).then(|| self.queue.remove(pick.into()))
                };
                let Some(dev) = taken else {
                    return Err(MundusError::OutOfReach);
                };
                self.spend(seat, kind.index(), (size - relics) as u32);
                self.spend(seat, RELIC, relics as u32);
                self.turn.identical_sets += 1;
                if !from_deck {
                    match self.dev_deck.pop() {
                        Some(n) => self.queue.push(n),
                        None if !self.queue_short => {
                            self.queue_short = true;
                            let why = super::standings::LastRound::QueueShort;
                            log.public(|| Event::LastRound { why });
                        }
                        None => {}
                    }
                }
                self.devs[seat].push(dev);
                log.public(|| Event::Developed {
                    seat,
                    kind,
                    size,
                    relics,
                    dev,
                    from_deck,
                });
            }
            Action::Sell(mask) => {
                let n = mask.count_ones();
                for k in 0..RELIC {
                    if mask & (1 << k) != 0 {
                        self.spend(seat, k, 1);
                    }
                }
                let pay = sale_pay(n, self.event_for(seat));
                self.turn.sold_different = true;
                self.pay(seat, pay as i32);
                log.public(|| Event::SoldDifferent {
                    seat,
                    kinds: mask,
                    pay,
                });
            }
            Action::SellRelics(n) => {
                self.spend(seat, RELIC, n as u32);
                let pay = relic_pay(n as u32);
                self.turn.sold_relics = true;
                self.pay(seat, pay as i32);
                log.public(|| Event::SoldRelics {
                    seat,
                    count: n,
                    pay,
                });
            }
            Action::Perfect => {
                for k in 0..KINDS {
                    self.spend(seat, k, 1);
                }
                self.perfect[seat] = true;
                log.public(|| Event::Perfect { seat });
            }
            Action::Store(k) => {
                self.hands[seat][k.index()] -= 1;
                self.stores[seat][k.index()] += 1;
                log.public(|| Event::Stored { seat });
            }
            Action::End => self.end_turn(seat, log),
            Action::Fleets(second) => {
                self.second_fleet[seat] = second;
                let all = self
                    .caravels(seat)
                    .iter()
                    .fold(0u16, |m, &v| m | (1 << v));
                let fleets = [all & !second, second];
                log.public(|| Event::FleetsChosen { seat, fleets });
                self.order = self.fleet_order();
                self.supply_or_after(log);
            }
        }
        Ok(())
    }

    /// Spends `n` cards that count as `kind`: unconverted ones first, then
    /// converted ones (whose printed card is what goes to the discards).
    fn spend(&mut self, seat: Seat, kind: usize, n: u32) {
        for _ in 0..n {
            let printed = if self.unconverted(seat, kind) > 0 {
                kind
            } else {
                // `check` counted the cards: a shortfall cannot reach here.
                let Some(i) = self.turn.converted.iter().position(|c| c.1.index() == kind)
                else {
                    return;
                };
                self.turn.converted.remove(i).0.index()
            };
            self.hands[seat][printed] -= 1;
            self.discard[printed] += 1;
        }
    }

    // ---- The round cycle -----------------------------------------------------

    pub fn start_round(&mut self, log: &mut Log<Event>) {
        self.round += 1;
        self.event = if self.round == 1 {
            None
        } else {
            self.queue.first().and_then(|&d| DEVS[d as usize].icon)
        };
        let round = self.round;
        let event = self.event;
        log.public(|| Event::RoundStarted { round, event });
        let last = super::standings::LastRound::at_start(
            round,
            self.dev_deck.len(),
            self.players,
            self.event,
        );
        if let Some(why) = last {
            log.public(|| Event::LastRound { why });
        }
        let coronado = (0..self.players).find(|&s| self.has(s, Character::Coronado));
        match coronado {
            Some(s) if self.round > 1 && self.event.is_none() && self.money[s] >= 2 => {
                self.phase = Phase::Coronado { seat: s };
            }
            _ => self.start_supply(log),
        }
    }

    fn start_supply(&mut self, log: &mut Log<Event>) {
        for s in 0..self.players {
            let mut dealt = EMPTY;
            for _ in 0..DEAL {
                if let Some(k) = self.draw() {
                    dealt[k] += 1;
                }
            }
            for k in 0..KINDS {
                self.hands[s][k] += dealt[k];
            }
            log.private(s, || Event::Dealt {
                seat: s,
                cards: dealt,
            });
        }
        let n = self.caravels_in_play();
        self.supply = (0..n).filter_map(|_| self.draw()).collect();
        if !self.supply.is_empty() {
            let cards = self.supply.clone();
            log.public(|| Event::SupplyShown { cards });
        }
        // Ponce de León's owner splits the fleet seeing the supply and the event.
        if let Some(seat) = (0..self.players).find(|&s| self.chooses_fleets(s)) {
            self.phase = Phase::Fleets { seat };
            return;
        }
        self.order = self.fleet_order();
        self.supply_or_after(log);
    }

    fn supply_or_after(&mut self, log: &mut Log<Event>) {
        if self.supply.is_empty() {
            self.after_supply(log);
        } else {
            self.phase = Phase::Supply;
        }
    }

    fn after_supply(&mut self, _log: &mut Log<Event>) {
        // Cards nobody could pick (never happens: one per caravel) go to the discards.
        for k in std::mem::take(&mut self.supply) {
            self.discard[k] += 1;
        }
        self.order.clear();
        for s in 0..self.players {
            self.pirate_due[s] = if self.event_for(s) == Some(EventKind::Pirates) {
                let due = self.fleets(s).iter().filter(|f| f.len() >= 2).count() as u32;
                due.min(total(&self.hands[s])) as u8
            } else {
                0
            };
        }
        self.phase = if self.pirate_due.iter().any(|&d| d > 0) {
            Phase::Pirates
        } else {
            Phase::Call
        };
    }

    /// Offer value in the Trade Master contest.
    pub fn offer_total(&self, seat: Seat, offer: &Cards) -> u32 {
        let cards: u32 = (0..KINDS)
            .map(|k| offer[k] as u32 * if k == RELIC { 10 } else { trade_value(k) })
            .sum();
        cards
            + if self.has(seat, Character::Valdivia) {
                3
            } else {
                0
            }
    }

    fn reveal(&mut self, log: &mut Log<Event>) {
        let offers: Vec<Cards> = self
            .offers
            .reveal()
            .into_iter()
            .map(|o| o.unwrap_or(EMPTY))
            .collect();
        for s in 0..self.players {
            for k in 0..KINDS {
                self.hands[s][k] -= offers[s][k];
            }
        }
        self.table = offers.clone();
        let totals: Vec<u32> = (0..self.players)
            .map(|s| self.offer_total(s, &offers[s]))
            .collect();
        {
            let totals = totals.clone();
            log.public(|| Event::OffersRevealed { offers, totals });
        }
        let best = *totals.iter().max().unwrap_or(&0);
        let tied: Vec<Seat> = (0..self.players).filter(|&s| totals[s] == best).collect();
        if tied.contains(&self.master) {
            let m = self.master;
            log.public(|| Event::NewMaster {
                seat: m,
                kept: true,
            });
            self.start_chain(log);
        } else if tied.len() == 1 {
            self.master = tied[0];
            let m = self.master;
            log.public(|| Event::NewMaster {
                seat: m,
                kept: false,
            });
            self.start_chain(log);
        } else {
            self.phase = Phase::Appoint { tied };
        }
    }

    fn start_chain(&mut self, log: &mut Log<Event>) {
        self.takes.clear();
        self.continue_chain(self.master, log);
    }

    /// Hands the chain to `taker`, or ends it when `taker` has nothing to take.
    fn continue_chain(&mut self, taker: Seat, log: &mut Log<Event>) {
        self.phase = Phase::Take { taker };
        if !self.take_actions(taker).is_empty() {
            return;
        }
        for s in 0..self.players {
            let n = total(&self.table[s]);
            if n > 0 {
                for k in 0..KINDS {
                    self.hands[s][k] += self.table[s][k];
                }
                self.table[s] = EMPTY;
                log.public(|| Event::Returned { seat: s, count: n });
            }
        }
        // The last player taken from is one card short, unless it is the Trade Master.
        if !self.takes.is_empty() && taker != self.master && total(&self.hands[self.master]) > 0 {
            self.phase = Phase::Adjust { to: taker };
        } else {
            self.phase = Phase::First;
        }
    }

    fn take(
        &mut self,
        taker: Seat,
        from: Seat,
        kind: Resource,
        swap: Option<Resource>,
        log: &mut Log<Event>,
    ) -> Result<(), MundusError> {
        let swapped = match swap {
            None => None,
            Some(m) => match self.market.iter().position(|&c| c == m) {
                Some(i) => Some((i, m)),
                None => return Err(MundusError::NotOnMarket),
            },
        };
        self.table[from][kind.index()] -= 1;
        match swapped {
            None => self.hands[taker][kind.index()] += 1,
            Some((i, m)) => {
                self.market.remove(i);
                self.market.push(kind);
                self.hands[taker][m.index()] += 1;
            }
        }
        self.takes.push((taker, from));
        log.public(|| Event::Took {
            taker,
            from,
            kind,
            swap,
        });
        if swap.is_some() && self.has(taker, Character::Orellana) && self.market_pattern() {
            self.pay(taker, 2);
            log.public(|| Event::OrellanaPaid { seat: taker });
        }
        self.continue_chain(from, log);
        Ok(())
    }

    /// Three identical resources, or three consecutive numbers, on the market.
    pub fn market_pattern(&self) -> bool {
        super::cards::market_pattern(&self.market)
    }

    fn next_progress(&mut self, log: &mut Log<Event>) {
        if self.progress_order.is_empty() {
            self.end_round(log);
            return;
        }
        let s = self.progress_order.remove(0);
        self.turn = Turn::default();
        // The warehouses' cards come back for this progression.
        for k in 0..KINDS {
            self.hands[s][k] += self.stores[s][k];
        }
        self.stores[s] = EMPTY;
        self.phase = Phase::Progress { seat: s };
    }

    fn end_turn(&mut self, seat: Seat, log: &mut Log<Event>) {
        let discarded = total(&self.hands[seat]);
        for k in 0..KINDS {
            self.discard[k] += self.hands[seat][k];
        }
        self.hands[seat] = EMPTY;
        self.turn = Turn::default();
        let mine = self.caravels(seat).len();
        let richer_fleets = (0..self.players)
            .filter(|&o| o != seat && self.caravels(o).len() > mine)
            .count() as i32;
        let shipyards = self.shipyards(seat) as i32 * richer_fleets;
        let income = self.income(seat);
        self.pay(seat, income + shipyards);
        log.public(|| Event::TurnEnded {
            seat,
            discarded,
            income,
            shipyards,
        });
        self.next_progress(log);
    }

    fn end_round(&mut self, log: &mut Log<Event>) {
        let ending = if self.perfect.iter().any(|&p| p) {
            Some(Ending::Perfect)
        } else if self.money.iter().any(|&m| m >= TARGET) {
            Some(Ending::Rich)
        } else if self.queue_short || self.queue.len() < QUEUE {
            Some(Ending::QueueEmpty)
        } else if self.round >= LAST_ROUND {
            Some(Ending::RoundLimit)
        } else {
            None
        };
        match ending {
            Some(e) => {
                self.ending = Some(e);
                self.phase = Phase::Over;
                let winners = self.winners();
                let money = self.money.clone();
                log.public(|| Event::GameOver {
                    ending: e,
                    winners,
                    money,
                });
            }
            None => self.start_round(log),
        }
    }

    /// Ranking key: the perfect set first, then doubloons.
    pub fn rank_key(&self, seat: Seat) -> i64 {
        (self.perfect[seat] as i64) * 1_000_000 + self.money[seat] as i64
    }

    pub fn winners(&self) -> Vec<Seat> {
        let best = (0..self.players)
            .map(|s| self.rank_key(s))
            .max()
            .unwrap_or(0);
        (0..self.players)
            .filter(|&s| self.rank_key(s) == best)
            .collect()
    }

    /// The band a merchant card works in.
    pub fn merchant_band(dev: u8) -> Option<usize> {
        match DEVS[dev as usize].kind {
            DevKind::Merchant { band } => Some(band as usize),
            _ => None,
        }
    }
}

/// Scarcity band of a kind, re-exported for the board.
pub fn scarcity(kind: usize) -> usize {
    band(kind)
}
