//! Which games the app knows, and the bridge from a game's id to its typed screens.

use leptos::prelude::*;

use crate::app::kit::{Guide, Panels, Seats};
use crate::engine::{Game, GameInfo};
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

    /// The rule variants offered at set-up: (label, options).
    fn variants() -> Vec<(&'static str, Self::Options)> {
        vec![("Standard rules", Self::Options::default())]
    }
}

/// A game in the catalogue. Games not yet playable have no `play` entry.
pub struct Entry {
    pub info: GameInfo,
    pub playable: bool,
    pub rules: RulesPage,
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
            playable: true,
            rules: G::rules(),
        }
    }
}

/// Every game on the home page: the playable ones in the order of the list of
/// games, then those still to come.
pub fn catalogue() -> Vec<Entry> {
    let playable: Vec<Entry> = crate::games::infos()
        .into_iter()
        .filter_map(|info| dispatch(info.id, CatalogueEntry))
        .collect();
    let coming = upcoming::ALL
        .iter()
        .filter(|(info, _)| playable.iter().all(|e| e.info.id != info.id))
        .map(|&(info, rules)| Entry {
            info,
            playable: false,
            rules,
        })
        .collect::<Vec<_>>();
    playable.into_iter().chain(coming).collect()
}

pub fn find(id: &str) -> Option<Entry> {
    catalogue().into_iter().find(|e| e.info.id == id)
}

/// The games whose rules engines are still to come: their cards on the home
/// page and an overview of their rules. A game leaves this list when it joins
/// the list of games.
mod upcoming {
    use crate::engine::GameInfo;
    use crate::games::rules_text::{RulesPage, Section};

    pub const ALL: &[(GameInfo, RulesPage)] = &[
        (INDEPENDENTS, INDEPENDENTS_RULES),
        (MUNDUS_NOVUS, MUNDUS_NOVUS_RULES),
    ];

    pub const INDEPENDENTS: GameInfo = GameInfo {
        id: "independents",
        code_tag: 1,
        name: "The Last of the Independents",
        min_players: 3,
        max_players: 6,
        default_players: 4,
        length: "60–90 min",
        pitch: "Run a post-war independent car maker against the Big Three: build models, \
                engineer, promote, and chase Car of the Year.",
    };

    pub const MUNDUS_NOVUS: GameInfo = GameInfo {
        id: "mundus-novus",
        code_tag: 3,
        name: "Mundus Novus",
        min_players: 2,
        max_players: 6,
        default_players: 4,
        length: "45–75 min",
        pitch: "Trade New World goods, build sets of different or identical resources, \
                and race to 75 doubloons or the perfect combination.",
    };

    pub const INDEPENDENTS_RULES: RulesPage = &[
        Section {
            title: "Not playable yet",
            body: "This game is on its way: its rules engine is not built yet. \
                   Here is what it will be.",
        },
        Section {
            title: "The game in brief",
            body: "Each player runs a small independent American car maker after the war. \
                   A year has three categories (Models, Engineering, Promotions); in each you \
                   allocate money disks to sections, play cards, and compete for each section \
                   by a draw from the bag. Winning most sections earns a Majority Bonus; \
                   cards' Trends and Car of the Year earn victory tokens.\n\n\
                   Rules 2.0 will be the default, with the first-edition rules as a variant.",
        },
    ];

    pub const MUNDUS_NOVUS_RULES: RulesPage = &[
        Section {
            title: "Not playable yet",
            body: "This game is on its way: its rules engine is not built yet. \
                   Here is what it will be.",
        },
        Section {
            title: "The game in brief",
            body: "Each round has an event, a supply of resource cards (more with caravels), \
                   a trade in which everyone offers cards and takes others', and a progression \
                   step: sets of identical resources buy development cards, sets of different \
                   resources earn doubloons.\n\n\
                   Win with 75 doubloons, with the perfect set of nine different resources and \
                   an Inca relic, or with the most doubloons when the development queue runs dry.",
        },
    ];
}
