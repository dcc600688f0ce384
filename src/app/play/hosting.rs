//! What a game kept on this device does for the devices that play it: the
//! trait the host's part (`app::remote::host`) implements for each game, and
//! the game screen asks for through [`super::session::Session::hosting`].

use std::rc::Rc;

use leptos::prelude::*;

use super::Frame;
use crate::app::remote::hub::Hub;
use crate::codecs::Codecs;
use crate::engine::Seat;
use crate::net::post::{Delivered, PostError, PostOffice};
use crate::net::proto::Token;
use crate::net::seat_row::Report;
use crate::net::transport::Transport;
use crate::save::Table;

/// A game kept on this device that serves other devices.
pub trait Hosting {
    /// Starts sending every device its screen after each change, the table
    /// when a seat changes hands, and the coach's word to the seat that asked
    /// (once, when the devices panel is built, with the `hub` it made).
    fn watch(&self, frame: &Frame, hub: Hub);
    /// Serves the device connected for `seat` with the invite's `token`:
    /// reads what it says, answers, and tells `report` how it stands.
    fn serve(
        &self,
        frame: &Frame,
        hub: Hub,
        seat: Option<Seat>,
        token: Token,
        wire: Rc<dyn Transport>,
        report: Callback<Report>,
    );
    /// Saves the game as it stands with `table` (after a seat changed hands).
    fn save(&self, slot: &str, table: &Table) -> Result<(), String>;
    /// The table link now: each seat played by message sees its own part.
    fn table_link(&self, frame: &Frame, office: &PostOffice, codecs: &Codecs) -> String;
    /// How many moves were taken back so far (with the move count, it names
    /// the position a table link shows); tracked.
    fn taken_back(&self) -> usize;
    /// Whether the table link of the position (`moves`, `taken_back`) still
    /// serves `seats` (see [`crate::net::post::link_serves`]); tracked.
    fn link_serves(&self, moves: usize, taken_back: usize, seats: &[Seat]) -> bool;
    /// Plays a move link (see [`PostOffice::deliver`]) the way the seat's
    /// own player would, so it is saved and the computers play on.
    fn deliver(
        &self,
        frame: &Frame,
        office: &mut PostOffice,
        codecs: &Codecs,
        link: &str,
    ) -> Result<Delivered, PostError>;
}
