//! Which games the app knows, and the bridge from a game's id to its typed screens.

use leptos::prelude::*;

use crate::app::kit::{Guide, Panels, Seats};
use crate::app::markup::El;
use crate::engine::{Game, GameInfo, Narrator, Seat};
use crate::games::rules_text::RulesPage;

/// What a board needs to draw one seat's view: a function of the view and of
/// the events that seat saw, with no state of its own.
pub struct BoardCtx<G: Game> {
    pub view: G::View,
    /// The names, and whose eyes we borrow (`None`: a spectator, all private
    /// things hidden).
    pub seats: Seats,
    /// Actions offered to the viewer now (empty when it is not their turn or when
    /// looking back), each with a reason when disabled.
    pub offered: Vec<(G::Action, Option<String>)>,
    pub act: Callback<G::Action>,
    /// What the viewer saw happen from its own last move on, oldest first.
    pub since: Vec<G::Event>,
    /// What the latest move brought (part of `since`): it is highlighted once.
    pub fresh: Vec<G::Event>,
    /// In a guided game, on the viewer's turn: drawn with [`crate::app::kit::guide`]
    /// at the top of the part of the board that holds their move.
    pub guide: Option<Guide>,
    /// Which panels the player opened or closed, kept across redraws.
    pub panels: Panels,
}

/// The browser side of a game: its rules page and its board.
pub trait GameUi: Game {
    fn rules() -> RulesPage;

    /// The board for one seat. Boards that render their own controls set
    /// [`GameUi::OWN_CONTROLS`]; otherwise the frame lists the offered actions.
    fn board(ctx: BoardCtx<Self>) -> AnyView;

    const OWN_CONTROLS: bool = false;

    /// The board's stylesheet, from the game's own folder (its `board.css`):
    /// the app adds every game's to the page as it starts ([`add_styles`]), so
    /// a new game needs no line in index.html.
    const STYLE: &'static str = "";

    /// A figure of the rules page drawn with the board's own pieces: a block
    /// `[figure: NAME]` in the rules text (see [`crate::games::rules_text`]).
    fn rules_figure(_name: &str) -> Option<El> {
        None
    }

    /// An action in the words of its button on the board, with the table's
    /// names: what the coach and the take-back message call it. By default the
    /// game's [`Game::action_label`].
    fn action_text(&self, seat: Seat, action: &Self::Action, _seats: &Seats) -> String {
        self.action_label(seat, action)
    }

    /// The "since your last move" banner folds a move with many lines behind
    /// its first one; a game may sum those lines up in a few words, seen while
    /// folded ("Draws won: Ann 3, you 1"). By default the count of lines.
    fn news_digest(_events: &[Self::Event], _narrator: &Narrator<'_>) -> Option<String> {
        None
    }

    /// The rule variants offered at set-up: (label, options).
    fn variants() -> Vec<(&'static str, Self::Options)> {
        vec![("Standard rules", Self::Options::default())]
    }
}

/// A game in the catalogue.
pub struct Entry {
    pub info: GameInfo,
    pub rules: RulesPage,
    pub figure: fn(&str) -> Option<El>,
    pub style: &'static str,
}

pub use crate::games::{Listed, Visitor};

/// Runs `v` for the playable game whose id is `id` (see [`crate::games::visit`]).
pub fn dispatch<V: Visitor>(id: &str, v: V) -> Option<V::Out> {
    crate::games::visit(id, v)
}

struct CatalogueEntry;

impl Visitor for CatalogueEntry {
    type Out = Entry;
    fn visit<G: Listed>(self) -> Entry {
        Entry {
            info: *G::info(),
            rules: G::rules(),
            figure: G::rules_figure,
            style: G::STYLE,
        }
    }
}

/// Every game on the home page, in the order of the list of games.
pub fn catalogue() -> Vec<Entry> {
    crate::games::infos()
        .into_iter()
        .filter_map(|info| dispatch(info.id, CatalogueEntry))
        .collect()
}

/// Adds every game's board stylesheet to the page, in one `<style>` after
/// the app's own stylesheet (so a board's rules come last, as before).
pub fn add_styles() {
    let css: Vec<&str> = catalogue().iter().map(|e| e.style).collect();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let (Ok(style), Ok(Some(head))) = (doc.create_element("style"), doc.query_selector("head")) {
        style.set_text_content(Some(&css.join("\n")));
        let _ = head.append_child(&style);
    }
}

pub fn find(id: &str) -> Option<Entry> {
    catalogue().into_iter().find(|e| e.info.id == id)
}
