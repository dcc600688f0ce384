//! The actions, which of them are legal, and the year's flow: allocation, card
//! play, competition, majority bonuses, trends, Car of the Year and year prep.

use serde::{Deserialize, Serialize};

use super::content::{card, Category, Effect, TargetKind, CIRCLES, PER_CATEGORY, SECTIONS, SHEETS};
use super::error::IndependentsError as E;
use super::events::{Event, Fiscal};
use super::state::{Edition, Independents, Phase, FIRST_RESTART, HAND, SUBSIDY_POOL};
use crate::engine::{rng, Log, Seat};

/// What a card is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    Nothing,
    Section(u8),
    Rival { section: u8, rival: u8 },
    Move { from: u8, to: u8 },
    Pair(u8, u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Selective allocation: disks from the pool onto a section not chosen yet.
    Select { section: u8, disks: u8 },
    /// Required allocation: disks from the sheet's circles on a section.
    Require { section: u8, disks: u8 },
    /// Card play.
    Play { card: u8, target: Target },
    /// Reveal a card for its trend.
    Trend { card: u8 },
    /// Pass (selective allocation, card play) or finish one's turn (required
    /// allocation, trends).
    Pass,
}

type Result<T> = std::result::Result<T, E>;

impl Independents {
    pub fn category(&self) -> Option<Category> {
        match self.phase {
            Phase::Selective(c) | Phase::Required(c) | Phase::Cards(c) => Some(c),
            _ => None,
        }
    }

    /// Every target a card effect may take now.
    pub(super) fn targets(&self, seat: Seat, effect: Effect, cat: Category) -> Vec<Target> {
        let open = |s: usize| !self.is_protected(s);
        let mut out = Vec::new();
        match effect.target() {
            TargetKind::Nothing => out.push(Target::Nothing),
            TargetKind::Section => {
                for s in cat.sections() {
                    let ok = match effect {
                        Effect::Strike => {
                            open(s) && (0..self.players).any(|p| p != seat && self.board[s][p] > 0)
                        }
                        Effect::PriceCut => open(s) && self.board[s].iter().any(|&d| d > 1),
                        Effect::Protect => open(s),
                        Effect::Consolidate => cat
                            .sections()
                            .any(|o| o != s && open(o) && self.board[o][seat] > 0),
                        _ => true,
                    };
                    if ok {
                        out.push(Target::Section(s as u8));
                    }
                }
            }
            TargetKind::Rival => {
                for s in cat.sections().filter(|&s| open(s)) {
                    for p in (0..self.players).filter(|&p| p != seat && self.board[s][p] > 0) {
                        out.push(Target::Rival {
                            section: s as u8,
                            rival: p as u8,
                        });
                    }
                }
            }
            TargetKind::Move => {
                for from in cat
                    .sections()
                    .filter(|&s| open(s) && self.board[s][seat] > 0)
                {
                    for to in cat.sections().filter(|&t| t != from) {
                        out.push(Target::Move {
                            from: from as u8,
                            to: to as u8,
                        });
                    }
                }
            }
            TargetKind::Pair => {
                for a in cat.sections() {
                    for b in cat.sections().filter(|&b| b > a) {
                        out.push(Target::Pair(a as u8, b as u8));
                    }
                }
            }
        }
        out
    }

    /// How many of a card's three trend sections hold one of `seat`'s disks.
    pub fn trend_cover(&self, seat: Seat, id: u8) -> u8 {
        card(id)
            .trend
            .iter()
            .filter(|&&s| self.board[s as usize][seat] > 0)
            .count() as u8
    }

    pub(super) fn select(
        &mut self,
        seat: Seat,
        cat: Category,
        section: usize,
        disks: u8,
        log: &mut Log<Event>,
    ) -> Result<()> {
        if !cat.sections().contains(&section) {
            return Err(E::NotInCategory);
        }
        let c = &mut self.companies[seat];
        if c.chosen & (1 << section) != 0 {
            return Err(E::AlreadyChosen);
        }
        if disks == 0 {
            return Err(E::NoDisks);
        }
        if disks > c.pool {
            return Err(E::NotEnoughDisks);
        }
        c.pool -= disks;
        c.chosen |= 1 << section;
        self.board[section][seat] += disks;
        log.public(|| Event::Selected {
            seat,
            section: section as u8,
            disks,
        });
        self.next_in_round();
        Ok(())
    }

    pub(super) fn require(
        &mut self,
        seat: Seat,
        cat: Category,
        section: usize,
        disks: u8,
        log: &mut Log<Event>,
    ) -> Result<()> {
        if !cat.sections().contains(&section) {
            return Err(E::NotInCategory);
        }
        let c = &mut self.companies[seat];
        if c.on_sheet[section] == 0 {
            return Err(E::NoSheetDisks);
        }
        if disks == 0 {
            return Err(E::NoDisks);
        }
        if disks > c.on_sheet[section] {
            return Err(E::NotEnoughOnSheet);
        }
        c.on_sheet[section] -= disks;
        self.board[section][seat] += disks;
        log.public(|| Event::Required {
            seat,
            section: section as u8,
            disks,
        });
        Ok(())
    }

    pub(super) fn trend(&mut self, seat: Seat, id: u8, log: &mut Log<Event>) -> Result<()> {
        let Some(at) = self.companies[seat].hand.iter().position(|&c| c == id) else {
            return Err(E::NotInHand);
        };
        self.companies[seat].hand.remove(at);
        self.discard.push(id);
        let covered = self.trend_cover(seat, id);
        let mut added = 0;
        let sections = card(id).trend;
        let all = covered == 3;
        // 1st edition: all three covered earns the token instead of the disks.
        let disks_too = !(all && self.edition == Edition::First);
        if disks_too {
            for &s in &sections {
                let s = s as usize;
                if self.board[s][seat] > 0 && self.companies[seat].supply > 0 {
                    self.companies[seat].supply -= 1;
                    self.board[s][seat] += 1;
                    added += 1;
                }
            }
        }
        if all {
            self.companies[seat].tokens += 1;
        }
        log.public(|| Event::Trend {
            seat,
            card: id,
            covered,
            disks: added,
            token: all,
        });
        Ok(())
    }

    pub(super) fn play_card(
        &mut self,
        seat: Seat,
        cat: Category,
        id: u8,
        target: Target,
        log: &mut Log<Event>,
    ) -> Result<()> {
        let Some(at) = self.companies[seat].hand.iter().position(|&c| c == id) else {
            return Err(E::NotInHand);
        };
        let k = card(id).kind;
        if !k.icon.allows(cat) {
            return Err(E::WrongCategory);
        }
        if !self.targets(seat, k.effect, cat).contains(&target) {
            return Err(E::BadTarget);
        }
        self.companies[seat].hand.remove(at);
        self.discard.push(id);
        log.public(|| Event::Played { seat, card: id });
        self.resolve(seat, cat, k.effect, target, log);
        self.next_in_round();
        Ok(())
    }

    /// Adds up to `n` of `seat`'s supply disks to a section; returns how many.
    fn add(&mut self, seat: Seat, section: usize, n: u8, log: &mut Log<Event>) -> u8 {
        let d = n.min(self.companies[seat].supply);
        if d > 0 {
            self.companies[seat].supply -= d;
            self.board[section][seat] += d;
            log.public(|| Event::Added {
                seat,
                section: section as u8,
                disks: d,
            });
        }
        d
    }

    /// Returns up to `n` of `seat`'s disks on a section to its supply.
    fn remove(&mut self, seat: Seat, section: usize, n: u8, log: &mut Log<Event>) {
        let d = n.min(self.board[section][seat]);
        if d > 0 {
            self.board[section][seat] -= d;
            self.companies[seat].supply += d;
            log.public(|| Event::Removed {
                seat,
                section: section as u8,
                disks: d,
            });
        }
    }

    fn move_disks(&mut self, seat: Seat, from: usize, to: usize, n: u8, log: &mut Log<Event>) {
        let d = n.min(self.board[from][seat]);
        if d > 0 {
            self.board[from][seat] -= d;
            self.board[to][seat] += d;
            log.public(|| Event::Moved {
                seat,
                from: from as u8,
                to: to as u8,
                disks: d,
            });
        }
    }

    fn draw_into_hand(&mut self, seat: Seat, n: u8, log: &mut Log<Event>) {
        let mut got = Vec::new();
        for _ in 0..n {
            if let Some(c) = self.draw_card() {
                got.push(c);
            }
        }
        self.companies[seat].hand.extend_from_slice(&got);
        let count = got.len() as u8;
        if got.is_empty() {
            log.public(|| Event::Drew { seat, count });
        } else {
            // The drawer reads which cards; the others, how many: one line each.
            log.public_but(&[seat], || Event::Drew { seat, count });
            log.private(seat, || Event::DrewCards { seat, cards: got });
        }
    }

    fn resolve(
        &mut self,
        seat: Seat,
        cat: Category,
        effect: Effect,
        target: Target,
        log: &mut Log<Event>,
    ) {
        match (effect, target) {
            (Effect::Add(n), Target::Section(s)) => {
                self.add(seat, s as usize, n, log);
            }
            (Effect::AddDraw, Target::Section(s)) => {
                self.add(seat, s as usize, 2, log);
                self.draw_into_hand(seat, 1, log);
            }
            (Effect::Remove(n), Target::Rival { section, rival }) => {
                self.remove(rival as usize, section as usize, n, log)
            }
            (Effect::Raid, Target::Rival { section, rival }) => {
                self.remove(rival as usize, section as usize, 1, log);
                self.add(seat, section as usize, 1, log);
            }
            (Effect::Strike, Target::Section(s)) => {
                for p in (0..self.players).filter(|&p| p != seat) {
                    self.remove(p, s as usize, 1, log);
                }
            }
            (Effect::PriceCut, Target::Section(s)) => {
                for p in 0..self.players {
                    let half = self.board[s as usize][p] / 2;
                    self.remove(p, s as usize, half, log);
                }
            }
            (Effect::Move(n), Target::Move { from, to }) => {
                self.move_disks(seat, from as usize, to as usize, n, log)
            }
            (Effect::Consolidate, Target::Section(s)) => {
                for o in cat.sections() {
                    if o != s as usize && !self.is_protected(o) {
                        self.move_disks(seat, o, s as usize, 1, log);
                    }
                }
            }
            (Effect::Protect, Target::Section(s)) => {
                self.protected |= 1 << s;
                log.public(|| Event::Protected { section: s });
            }
            (Effect::Draw(n), _) => self.draw_into_hand(seat, n, log),
            (Effect::FullLine, _) => {
                for s in cat.sections() {
                    if self.board[s][seat] > 0 {
                        self.add(seat, s, 1, log);
                    }
                }
            }
            (Effect::Split, Target::Pair(a, b)) => {
                self.add(seat, a as usize, 1, log);
                self.add(seat, b as usize, 1, log);
            }
            _ => {}
        }
    }

    pub(super) fn pass(&mut self, seat: Seat, log: &mut Log<Event>) {
        match self.phase {
            Phase::Selective(_) | Phase::Cards(_) => {
                let place = self.lane.len() as u8;
                self.lane.push(seat);
                self.passed |= 1 << seat;
                let phase = self.phase;
                log.public(|| Event::Passed { seat, phase, place });
                self.next_in_round();
            }
            Phase::Required(_) | Phase::Trend => {
                let phase = self.phase;
                log.public(|| Event::Done { seat, phase });
                self.turn += 1;
                if self.turn >= self.order.len() {
                    self.end_of_phase(log);
                }
            }
            Phase::Over => {}
        }
    }

    /// The next seat around the track that has not passed; the phase ends once
    /// all have passed.
    fn next_in_round(&mut self) {
        let n = self.order.len();
        for step in 1..=n {
            let i = (self.turn + step) % n;
            if !self.has_passed(self.order[i]) {
                self.turn = i;
                return;
            }
        }
        // Everybody has passed: handled by the caller through `end_of_phase`.
        self.turn = n;
    }

    /// After every action: if the phase is complete, run what follows.
    pub(crate) fn settle(&mut self, log: &mut Log<Event>) {
        if matches!(self.phase, Phase::Selective(_) | Phase::Cards(_))
            && self.turn >= self.order.len()
        {
            self.end_of_phase(log);
        }
    }

    fn start_round_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.turn = 0;
        self.passed = 0;
        self.lane.clear();
    }

    /// The passing lane becomes the turn order track (2.0 only).
    fn drop_lane(&mut self, log: &mut Log<Event>) {
        if self.edition == Edition::Second && self.lane.len() == self.order.len() {
            self.order = std::mem::take(&mut self.lane);
            let order = self.order.clone();
            log.public(|| Event::Order { order });
        }
    }

    fn end_of_phase(&mut self, log: &mut Log<Event>) {
        match self.phase {
            Phase::Selective(cat) => {
                self.drop_lane(log);
                for c in &mut self.companies {
                    c.chosen = 0;
                }
                self.start_round_phase(Phase::Required(cat));
            }
            Phase::Required(cat) => self.start_round_phase(Phase::Cards(cat)),
            Phase::Cards(cat) => {
                self.drop_lane(log);
                self.protected = 0;
                self.compete(cat, log);
                self.majority(cat, log);
                match cat {
                    Category::Models => {
                        self.start_round_phase(Phase::Selective(Category::Engineering))
                    }
                    Category::Engineering => {
                        self.start_round_phase(Phase::Selective(Category::Promotions))
                    }
                    Category::Promotions => self.start_round_phase(Phase::Trend),
                }
            }
            Phase::Trend => {
                self.car_of_the_year(log);
                self.end_of_year(log);
            }
            Phase::Over => {}
        }
    }

    /// Competition resolution in every section of the category, in board order.
    pub fn compete(&mut self, cat: Category, log: &mut Log<Event>) {
        let second = self.edition == Edition::Second;
        for s in cat.sections() {
            let owners: Vec<Seat> = (0..self.players)
                .filter(|&p| self.board[s][p] > 0)
                .collect();
            match owners.len() {
                0 => {}
                1 => {
                    let p = owners[0];
                    let back = self.board[s][p] - 1;
                    self.board[s][p] = 1;
                    self.companies[p].returned += back;
                    log.public(|| Event::Lone {
                        section: s as u8,
                        seat: p,
                        returned: back,
                    });
                }
                _ => {
                    let weights: Vec<u32> = (0..self.players)
                        .map(|p| u32::from(self.board[s][p]))
                        .collect();
                    let winner = rng::weighted(&mut self.rng, &weights).unwrap_or(owners[0]);
                    let bag: Vec<(Seat, u8)> =
                        owners.iter().map(|&p| (p, self.board[s][p])).collect();
                    log.public(|| Event::BagDraw {
                        section: Some(s as u8),
                        category: None,
                        bag,
                        winner,
                    });
                    for &p in &owners {
                        let d = self.board[s][p];
                        if p == winner {
                            self.companies[p].returned += d - 1;
                            self.board[s][p] = 1;
                        } else {
                            // 2.0 rounds an odd half up (3 keeps 2), the 1st edition down.
                            let kept = if second { d.div_ceil(2) } else { d / 2 };
                            let lost = d - kept;
                            self.companies[p].returned += kept;
                            self.companies[p].supply += lost;
                            self.board[s][p] = 0;
                            log.public(|| Event::Halved {
                                seat: p,
                                section: s as u8,
                                winner,
                                kept,
                                lost,
                            });
                        }
                    }
                }
            }
        }
    }

    /// Sections of the category each seat won.
    pub fn wins(&self, cat: Category) -> Vec<u8> {
        let mut wins = vec![0u8; self.players];
        for s in cat.sections() {
            if let Some(p) = self.owner(s) {
                wins[p] += 1;
            }
        }
        wins
    }

    pub fn majority(&mut self, cat: Category, log: &mut Log<Event>) {
        let wins = self.wins(cat);
        let best = wins.iter().copied().max().unwrap_or(0);
        let seats: Vec<Seat> = match self.edition {
            // A majority of the category's sections; never shared.
            Edition::First => (0..self.players)
                .filter(|&p| usize::from(wins[p]) * 2 > PER_CATEGORY)
                .collect(),
            // More sections than anyone else; every tied leader gets one.
            Edition::Second if best > 0 => (0..self.players).filter(|&p| wins[p] == best).collect(),
            Edition::Second => Vec::new(),
        };
        for &p in &seats {
            self.companies[p].tokens += 1;
        }
        let top = if seats.is_empty() {
            best
        } else {
            wins[seats[0]]
        };
        log.public(|| Event::Majority {
            category: cat,
            seats,
            wins: top,
        });
    }

    pub fn car_of_the_year(&mut self, log: &mut Log<Event>) {
        for cat in Category::ALL {
            let mut weights = vec![0u32; self.players];
            for s in cat.sections() {
                for (p, w) in weights.iter_mut().enumerate() {
                    *w += u32::from(self.board[s][p]);
                }
            }
            let Some(winner) = rng::weighted(&mut self.rng, &weights) else {
                continue;
            };
            let bag: Vec<(Seat, u8)> = (0..self.players)
                .filter(|&p| weights[p] > 0)
                .map(|p| (p, weights[p] as u8))
                .collect();
            log.public(|| Event::BagDraw {
                section: None,
                category: Some(cat),
                bag,
                winner,
            });
            for s in cat.sections() {
                for p in 0..self.players {
                    let d = std::mem::take(&mut self.board[s][p]);
                    if p == winner {
                        self.companies[p].coty += d;
                    } else {
                        self.companies[p].returned += d;
                    }
                }
            }
        }
        let weights: Vec<u32> = self.companies.iter().map(|c| u32::from(c.coty)).collect();
        if let Some(winner) = rng::weighted(&mut self.rng, &weights) {
            let bag: Vec<(Seat, u8)> = (0..self.players)
                .filter(|&p| weights[p] > 0)
                .map(|p| (p, weights[p] as u8))
                .collect();
            log.public(|| Event::BagDraw {
                section: None,
                category: None,
                bag,
                winner,
            });
            self.companies[winner].tokens += 1;
            log.public(|| Event::CarOfTheYear { seat: winner });
        }
        for c in &mut self.companies {
            c.returned += std::mem::take(&mut c.coty);
        }
    }

    pub fn end_of_year(&mut self, log: &mut Log<Event>) {
        let last = self.year >= self.years;
        match self.edition {
            Edition::Second => {
                // New-year prep closes every year, the last one too (its
                // bankruptcies still cost a token).
                self.prep_second(!last, log);
                if last {
                    self.finish(log);
                } else {
                    self.year += 1;
                    let year = self.year;
                    log.public(|| Event::YearBegins { year });
                    self.start_round_phase(Phase::Selective(Category::Models));
                }
            }
            Edition::First => {
                for p in 0..self.players {
                    self.disks_before_prep[p] = self.owned(p);
                }
                if last {
                    self.finish(log);
                } else {
                    self.year += 1;
                    let year = self.year;
                    log.public(|| Event::YearBegins { year });
                    self.prep_first(log);
                    self.start_round_phase(Phase::Selective(Category::Models));
                }
            }
        }
    }

    /// Takes back the return pool and the unspent selective pool, then fills
    /// the sheet's empty circles from them; what is left is the selective pool.
    fn fill_sheet(&mut self, p: Seat) {
        let sheet = &SHEETS[self.companies[p].sheet as usize];
        let c = &mut self.companies[p];
        let mut free = std::mem::take(&mut c.returned) + std::mem::take(&mut c.pool);
        for s in 0..SECTIONS {
            let want = sheet.circles_on(s).saturating_sub(c.on_sheet[s]).min(free);
            c.on_sheet[s] += want;
            free -= want;
        }
        c.pool = free;
    }

    /// Gives up the sheet (its disks stay the player's) for a newly drawn one.
    fn new_sheet(&mut self, p: Seat) -> u8 {
        let old = self.companies[p].sheet;
        self.sheets_discarded.push(old);
        let sheet = self.draw_sheet();
        let c = &mut self.companies[p];
        c.pool += c.sheet_disks();
        c.on_sheet = [0; SECTIONS];
        c.sheet = sheet;
        sheet
    }

    /// Brings a company's owned disks up to `total` from its supply.
    fn top_up(&mut self, p: Seat, total: u8) -> u8 {
        let need = total
            .saturating_sub(self.owned(p))
            .min(self.companies[p].supply);
        self.companies[p].supply -= need;
        self.companies[p].pool += need;
        need
    }

    /// 2.0's new-year prep: fill the allotment, then success, subsidy or
    /// bankruptcy; then four new cards.
    fn prep_second(&mut self, deal: bool, log: &mut Log<Event>) {
        for p in 0..self.players {
            self.disks_before_prep[p] = self.owned(p);
            self.fill_sheet(p);
            let full = self.companies[p].sheet_disks() == CIRCLES;
            let status = if !full {
                let lost_token = self.companies[p].tokens > 0;
                self.companies[p].tokens = self.companies[p].tokens.saturating_sub(1);
                let cards = std::mem::take(&mut self.companies[p].hand);
                let lost_cards = cards.len() as u8;
                self.discard.extend(cards);
                let sheet = self.new_sheet(p);
                let added = self.top_up(p, CIRCLES + SUBSIDY_POOL);
                self.fill_sheet(p);
                Fiscal::Bankrupt {
                    added,
                    sheet,
                    token: lost_token,
                    cards: lost_cards,
                }
            } else if self.companies[p].pool < SUBSIDY_POOL {
                Fiscal::Subsidy(self.top_up(p, CIRCLES + SUBSIDY_POOL))
            } else {
                Fiscal::Success
            };
            let disks = self.owned(p);
            log.public(|| Event::Fiscal {
                seat: p,
                status,
                disks,
            });
        }
        if deal {
            for p in 0..self.players {
                self.draw_into_hand(p, HAND as u8, log);
            }
        }
    }

    /// The 1st edition's year prep (from the second year): bankruptcy at 10
    /// disks or fewer, a subsidy at 11–12, then the sheet filled, a new hand,
    /// and the turn order from the standings.
    fn prep_first(&mut self, log: &mut Log<Event>) {
        for p in 0..self.players {
            let owned = self.owned(p);
            let status = if owned <= 10 {
                let lost_token = self.companies[p].tokens > 0;
                self.companies[p].tokens = self.companies[p].tokens.saturating_sub(1);
                let sheet = self.new_sheet(p);
                let added = self.top_up(p, FIRST_RESTART);
                Some(Fiscal::Bankrupt {
                    added,
                    sheet,
                    token: lost_token,
                    cards: 0,
                })
            } else if owned <= 12 {
                Some(Fiscal::Subsidy(self.top_up(p, FIRST_RESTART)))
            } else {
                None
            };
            self.fill_sheet(p);
            let status = status.unwrap_or(Fiscal::Success);
            let disks = self.owned(p);
            log.public(|| Event::Fiscal {
                seat: p,
                status,
                disks,
            });
            // A new hand: saved cards are kept and the hand is dealt up to four.
            let have = self.companies[p].hand.len();
            let count = HAND.saturating_sub(have) as u8;
            if count > 0 {
                self.draw_into_hand(p, count, log);
            }
        }
        self.standings_order(log);
    }

    /// 1st edition: most tokens first, then most disks, then a random draw.
    fn standings_order(&mut self, log: &mut Log<Event>) {
        let lots: Vec<u64> = (0..self.players)
            .map(|p| {
                let lot = rng::below(&mut self.rng, 1 << 20) as u64;
                (u64::from(self.companies[p].tokens) << 40) | (u64::from(self.owned(p)) << 24) | lot
            })
            .collect();
        let mut order: Vec<Seat> = (0..self.players).collect();
        crate::engine::sort::sort_by(&mut order, |&a, &b| lots[b].cmp(&lots[a]));
        self.order = order.clone();
        log.public(|| Event::Order { order });
    }

    fn finish(&mut self, log: &mut Log<Event>) {
        self.phase = Phase::Over;
        self.turn = 0;
        let winners = self.outcome_ranks().winners();
        log.public(|| Event::GameOver { winners });
    }

    /// The final standings: tokens, then disks (2.0: before the last prep's
    /// subsidies and bankruptcies), then a shared win.
    pub fn outcome_ranks(&self) -> crate::engine::Outcome {
        let scores: Vec<i64> = self.companies.iter().map(|c| i64::from(c.tokens)).collect();
        let disks: Vec<i64> = (0..self.players)
            .map(|p| match self.edition {
                Edition::Second => i64::from(self.disks_before_prep[p]),
                Edition::First => i64::from(self.owned(p)),
            })
            .collect();
        crate::engine::Outcome::from_scores(scores, &disks)
    }
}
