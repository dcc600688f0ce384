//! Which games the app knows, and the bridge from a game's id to its typed screens.

use leptos::prelude::*;

use crate::app::kit::{Guide, Panels, Seats};
use crate::app::markup::El;
use crate::engine::{Game, GameInfo, Narrator, Seat};

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
    /// The game's live position: false in a replay and when looking back,
    /// where the board shows what was and asks nothing of the player.
    pub live: bool,
}

/// The browser side of a game: its board (its rules page's text is a file,
/// see [`crate::games::rules_text`]).
pub trait GameUi: Game {
    /// The board for one seat. Boards that render their own controls set
    /// [`GameUi::OWN_CONTROLS`]; otherwise the frame lists the offered actions.
    fn board(ctx: BoardCtx<Self>) -> El;

    const OWN_CONTROLS: bool = false;

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

    /// The "since your last move" banner folds its oldest whole moves when
    /// there are many; the game sums a move up in a few words on that fold
    /// ("Pile 2 to Bruno for T¥10, after 3 bids"). By default the move's
    /// first line.
    fn news_digest(_events: &[Self::Event], _narrator: &Narrator<'_>) -> Option<String> {
        None
    }

    /// What a seat's own view shows that the other seats' views do not (its
    /// hand, its warehouse), a line each in words ("Hand: Railroad 7, …"):
    /// the replay of a finished game lists every seat's. By default nothing.
    fn hidden(_view: &Self::View) -> Vec<String> {
        Vec::new()
    }

    /// The rule variants offered at set-up: (label, options).
    fn variants() -> Vec<(&'static str, Self::Options)> {
        vec![("Standard rules", Self::Options::default())]
    }
}

/// A game in the catalogue (its screens are in its part, see [`crate::app::parts`]).
pub struct Entry {
    pub info: GameInfo,
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
        Entry { info: *G::info() }
    }
}

/// Every game on the home page, in the order of the list of games.
pub fn catalogue() -> Vec<Entry> {
    crate::games::infos()
        .into_iter()
        .filter_map(|info| dispatch(info.id, CatalogueEntry))
        .collect()
}

/// Links the board stylesheet of the game `id`, `boards/<game id>.css`, after the
/// app's own (so a board's rules come last), once. Each is its folder's
/// `board.css`, copied by `BOARDROOM_WRITE_STATIC=1 cargo test --test suite
/// static_files::`, so a new game needs no line in index.html. Linked as either of
/// its game's parts is asked for ([`crate::app::parts`]), so it comes with what
/// draws the board: on a slow phone the other games' stylesheets would share the
/// link with it (the offline worker keeps them all).
pub fn add_style(id: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let href = format!("boards/{id}.css");
    let linked = format!("link[rel=stylesheet][href=\"{href}\"]");
    if !matches!(doc.query_selector(&linked), Ok(None)) {
        return;
    }
    let (Ok(Some(head)), Ok(link)) = (doc.query_selector("head"), doc.create_element("link"))
    else {
        return;
    };
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", &href);
    let _ = head.append_child(&link);
}

pub fn find(id: &str) -> Option<Entry> {
    catalogue().into_iter().find(|e| e.info.id == id)
}
