//! What one seat sees: everything but the other hands, the deck order and the
//! face-down company sheets. Hand counts, selective pools and sheet allocations
//! are public (the courtesies).

use super::content::SECTIONS;
use super::rules::Action;
use super::state::{Edition, Independents, Phase};
use crate::engine::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CompanyView {
    pub sheet: u8,
    pub on_sheet: [u8; SECTIONS],
    pub pool: u8,
    pub returned: u8,
    pub coty: u8,
    pub supply: u8,
    pub tokens: u8,
    pub hand_count: u8,
    /// Sections chosen in this selective allocation (bits).
    pub chosen: u32,
    pub passed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IndependentsView {
    pub viewer: Option<Seat>,
    pub edition: Edition,
    pub year: u8,
    pub years: u8,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub order: Vec<Seat>,
    pub lane: Vec<Seat>,
    pub companies: Vec<CompanyView>,
    pub board: Vec<Vec<u8>>,
    pub protected: u32,
    /// The viewer's own hand (empty for a spectator).
    pub hand: Vec<u8>,
    pub deck: u8,
    pub discard: Vec<u8>,
    pub sheets_discarded: Vec<u8>,
    pub disks_before_prep: Vec<u8>,
    pub winners: Vec<Seat>,
    /// The legal actions of the viewer, when it is their move.
    pub moves: Vec<Action>,
}

impl Independents {
    pub fn make_view(&self, viewer: Option<Seat>) -> IndependentsView {
        let companies = self
            .companies
            .iter()
            .enumerate()
            .map(|(p, c)| CompanyView {
                sheet: c.sheet,
                on_sheet: c.on_sheet,
                pool: c.pool,
                returned: c.returned,
                coty: c.coty,
                supply: c.supply,
                tokens: c.tokens,
                hand_count: c.hand.len() as u8,
                chosen: c.chosen,
                passed: self.has_passed(p),
            })
            .collect();
        IndependentsView {
            viewer,
            edition: self.edition,
            year: self.year,
            years: self.years,
            phase: self.phase,
            to_act: self.seat_to_act(),
            order: self.order.clone(),
            lane: self.lane.clone(),
            companies,
            board: self
                .board
                .iter()
                .map(|s| s[..self.players].to_vec())
                .collect(),
            protected: self.protected,
            hand: viewer
                .map(|v| self.companies[v].hand.clone())
                .unwrap_or_default(),
            deck: self.deck.len() as u8,
            discard: self.discard.clone(),
            sheets_discarded: self.sheets_discarded.clone(),
            disks_before_prep: self.disks_before_prep.clone(),
            winners: if self.phase == Phase::Over {
                self.outcome_ranks().winners()
            } else {
                Vec::new()
            },
            moves: viewer.map(|v| self.legal_actions(v)).unwrap_or_default(),
        }
    }
}
