//! The whole game state, and where every disk is.

use serde::{Deserialize, Serialize};

use super::content::{self, Category, CIRCLES, DECK_SIZE, DISKS_PER_COLOUR, SECTIONS, SHEETS};
use crate::engine::{rng, GameRng, Seat};

/// Which rule book the table plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edition {
    /// The first edition: year prep first, standings order, odd halves rounded down.
    First,
    /// Rules 2.0 (the default).
    #[default]
    Second,
}

/// The step of the year that is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Each turn: one new section with any number of selective disks, or pass.
    Selective(Category),
    /// One turn each: disks from the sheet's circles of this category, then done.
    Required(Category),
    /// Each turn: one card, or pass.
    Cards(Category),
    /// One turn each: reveal cards for their trend, then done.
    Trend,
    Over,
}

/// Where one colour's disks are, apart from the board's sections.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Company {
    /// Index into [`SHEETS`].
    pub sheet: u8,
    /// Disks on the sheet's circles, by section.
    pub on_sheet: [u8; SECTIONS],
    /// The selective allotment pool.
    pub pool: u8,
    /// Disks waiting in the return pool until year prep.
    pub returned: u8,
    /// Disks on the Car of the Year section.
    pub coty: u8,
    /// Disks out of play.
    pub supply: u8,
    pub tokens: u8,
    /// Cards in hand (ids), secret.
    pub hand: Vec<u8>,
    /// Sections chosen in the current selective phase (bits).
    pub chosen: u32,
}

impl Company {
    pub fn sheet_disks(&self) -> u8 {
        self.on_sheet.iter().sum()
    }
}

#[derive(Clone, Debug)]
pub struct Independents {
    pub players: usize,
    pub edition: Edition,
    pub years: u8,
    /// The year being played, from 1.
    pub year: u8,
    pub phase: Phase,
    pub companies: Vec<Company>,
    /// Disks on each section, by seat.
    pub board: [[u8; 6]; SECTIONS],
    /// The turn order track, first to last.
    pub order: Vec<Seat>,
    /// The passing lane of the phase in progress, first passer first.
    pub lane: Vec<Seat>,
    /// Index into `order` of the seat to act.
    pub turn: usize,
    /// Seats that have passed in this phase (bits).
    pub passed: u32,
    /// Sections no card may touch for the rest of this category (bits).
    pub protected: u32,
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    /// Company sheets not in play, face down, and discarded ones.
    pub sheets_left: Vec<u8>,
    pub sheets_discarded: Vec<u8>,
    /// Disks each company owned at the last year prep before any subsidy or
    /// bankruptcy (2.0's tie-break).
    pub disks_before_prep: Vec<u8>,
    /// Decisions each seat has made, by kind (selective, required, cards,
    /// trends): the guided game teaches the next thing from them.
    pub decided: [[u8; 4]; 6],
    pub rng: GameRng,
}

/// Cards dealt at the start and drawn each year.
pub const HAND: usize = 4;
/// 2.0: the selective pool a subsidy or a bankruptcy restores.
pub const SUBSIDY_POOL: u8 = 6;
/// 1st edition: what a bankrupt or subsidised company is brought up to.
pub const FIRST_RESTART: u8 = 16;

impl Independents {
    pub fn setup(players: usize, edition: Edition, years: u8, seed: u64) -> Self {
        let mut rng = rng::seeded(seed);
        let mut sheets: Vec<u8> = (0..SHEETS.len() as u8).collect();
        rng::shuffle(&mut rng, &mut sheets);
        let mut deck: Vec<u8> = (0..DECK_SIZE as u8).collect();
        rng::shuffle(&mut rng, &mut deck);
        let mut companies = Vec::with_capacity(players);
        for _ in 0..players {
            let sheet = sheets.pop().unwrap_or(0);
            let mut c = Company {
                sheet,
                on_sheet: [0; SECTIONS],
                pool: content::START_DISKS - CIRCLES,
                returned: 0,
                coty: 0,
                supply: DISKS_PER_COLOUR - content::START_DISKS,
                tokens: 0,
                hand: Vec::new(),
                chosen: 0,
            };
            for &(s, n) in SHEETS[sheet as usize].circles {
                c.on_sheet[s as usize] += n;
            }
            let cut = deck.len().saturating_sub(HAND);
            c.hand = deck.split_off(cut);
            companies.push(c);
        }
        let order = match edition {
            // 2.0: the whole order at random.
            Edition::Second => {
                let mut o: Vec<Seat> = (0..players).collect();
                rng::shuffle(&mut rng, &mut o);
                o
            }
            // 1st: one disk of each colour drawn for the first player, the others
            // following around the table.
            Edition::First => {
                let first = rng::below(&mut rng, players);
                (0..players).map(|i| (first + i) % players).collect()
            }
        };
        Independents {
            players,
            edition,
            years: years.max(1),
            year: 1,
            phase: Phase::Selective(Category::Models),
            companies,
            board: [[0; 6]; SECTIONS],
            order,
            lane: Vec::new(),
            turn: 0,
            passed: 0,
            protected: 0,
            deck,
            discard: Vec::new(),
            sheets_left: sheets,
            sheets_discarded: Vec::new(),
            disks_before_prep: vec![0; players],
            decided: [[0; 4]; 6],
            rng,
        }
    }

    /// Disks of `seat`'s colour on the board's sections.
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.board.iter().map(|s| s[seat]).sum()
    }

    /// Disks `seat` owns: everything not in its supply.
    pub fn owned(&self, seat: Seat) -> u8 {
        let c = &self.companies[seat];
        c.pool + c.sheet_disks() + c.returned + c.coty + self.on_board(seat)
    }

    /// Every disk of every colour, counted in the six places: always
    /// [`DISKS_PER_COLOUR`] per colour.
    pub fn disk_total(&self, seat: Seat) -> u32 {
        u32::from(self.owned(seat)) + u32::from(self.companies[seat].supply)
    }

    /// The seat whose move it is, if any.
    pub fn seat_to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            _ => self.order.get(self.turn).copied(),
        }
    }

    /// The single owner of a section after competition, if any.
    pub fn owner(&self, section: usize) -> Option<Seat> {
        let mut owners = (0..self.players).filter(|&p| self.board[section][p] > 0);
        let first = owners.next()?;
        owners.next().is_none().then_some(first)
    }

    pub fn has_passed(&self, seat: Seat) -> bool {
        self.passed & (1 << seat) != 0
    }

    pub fn is_protected(&self, section: usize) -> bool {
        self.protected & (1 << section) != 0
    }

    /// Draws one card, reshuffling the discards when the deck runs out.
    pub fn draw_card(&mut self) -> Option<u8> {
        if self.deck.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            rng::shuffle(&mut self.rng, &mut self.deck);
        }
        self.deck.pop()
    }

    /// Draws a company sheet, reshuffling the discarded ones when none are left.
    pub fn draw_sheet(&mut self) -> u8 {
        if self.sheets_left.is_empty() {
            self.sheets_left = std::mem::take(&mut self.sheets_discarded);
            rng::shuffle(&mut self.rng, &mut self.sheets_left);
        }
        self.sheets_left.pop().unwrap_or(0)
    }
}
