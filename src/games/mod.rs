//! The games. Each folder holds one game's rules, content, bot knowledge and board UI.
//!
//! Everything the app, the save codes, the arena and the tests know of the games
//! comes from the one list at the bottom, through [`visit`], [`infos`] and
//! [`listings`]; what the list needs of a game is the trait [`Listed`], which the
//! game implements in its own folder, so the compiler checks it. Adding a game is
//! its folder plus one line in that list (the line also declares its module).

pub mod rules_text;

use crate::engine::GameInfo;
use rules_text::RulesPage;

/// A game's screens, needed only in the browser: there a listed game must have
/// its board ([`crate::app::registry::GameUi`]); natively, its rules suffice.
#[cfg(target_arch = "wasm32")]
pub use crate::app::registry::GameUi as Screens;

/// A game's screens, needed only in the browser: there a listed game must have
/// its board; natively, its rules suffice.
#[cfg(not(target_arch = "wasm32"))]
pub trait Screens: crate::engine::Game {}
#[cfg(not(target_arch = "wasm32"))]
impl<G: crate::engine::Game> Screens for G {}

/// What the list of games needs of a game besides its rules
/// ([`Game`](crate::engine::Game), with its
/// [`GameInfo`]) and, in the browser, its screens.
pub trait Listed: Screens {
    /// The in-app rules page (its text reaches the browser as a file, see
    /// [`rules_text`]).
    const RULES: RulesPage;
    /// The board's stylesheet, its folder's `board.css` (a file for the browser
    /// too, see `crate::app::registry::add_style`).
    const BOARD_CSS: &'static str;
    /// Its English catalog as build.rs compiled it (`words/en.ftl`), which
    /// the game's part brings to the words when it loads (`crate::words::add`).
    const WORDS: &'static [u8];
    /// A game kept only to test the list itself, built with the `test-games`
    /// feature (on for `cargo test`, never in the app): it writes no files for
    /// the browser and needs no coach table.
    const FIXTURE: bool = false;
}

/// Adds `G`'s words, and the game screens', to the words in use
/// (`crate::words::add`): called by the code that opens one of its screens, in
/// the part of the app holding it (a game's parts, the devices' pages), so
/// that the catalog travels with that code.
pub fn add_words<G: Listed>() {
    crate::words::add(G::info().id, G::WORDS);
    crate::words::add("play", crate::words::PLAY);
}

/// Code that runs for one game, chosen by id at run time.
pub trait Visitor {
    type Out;
    fn visit<G: Listed>(self) -> Self::Out;
}

/// Code that runs for every listed game in turn (see [`for_each`]).
trait Each {
    fn game<G: Listed>(&mut self);
}

/// Every playable game's facts, in list order.
pub fn infos() -> Vec<&'static GameInfo> {
    struct Infos(Vec<&'static GameInfo>);
    impl Each for Infos {
        fn game<G: Listed>(&mut self) {
            self.0.push(G::info());
        }
    }
    let mut all = Infos(Vec::new());
    for_each(&mut all);
    all.0
}

/// Runs `v` for the game whose id is `id`; `None` for an unknown id.
pub fn visit<V: Visitor>(id: &str, v: V) -> Option<V::Out> {
    struct Find<'a, V: Visitor> {
        id: &'a str,
        visitor: Option<V>,
        out: Option<V::Out>,
    }
    impl<V: Visitor> Each for Find<'_, V> {
        fn game<G: Listed>(&mut self) {
            if G::info().id == self.id {
                if let Some(v) = self.visitor.take() {
                    self.out = Some(v.visit::<G>());
                }
            }
        }
    }
    let mut find = Find {
        id,
        visitor: Some(v),
        out: None,
    };
    for_each(&mut find);
    find.out
}

/// One listed game as the list declares it.
#[derive(Clone, Copy, Debug)]
pub struct Listing {
    pub info: &'static GameInfo,
    pub rules: RulesPage,
    pub board_css: &'static str,
    pub fixture: bool,
    pub coach: Option<&'static crate::engine::bots::Calibration>,
}

/// Every listed game, in list order (natively only: the browser fetches the
/// pages and stylesheets as files).
#[cfg(not(target_arch = "wasm32"))]
pub fn listings() -> Vec<Listing> {
    struct All(Vec<Listing>);
    impl Each for All {
        fn game<G: Listed>(&mut self) {
            self.0.push(Listing {
                info: G::info(),
                rules: G::RULES,
                board_css: G::BOARD_CSS,
                fixture: G::FIXTURE,
                coach: G::coach_calibration(),
            });
        }
    }
    let mut all = All(Vec::new());
    for_each(&mut all);
    all.0
}

/// The rules page of every game the app ships, by id, in list order.
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_pages() -> Vec<(&'static str, RulesPage)> {
    shipped().map(|l| (l.info.id, l.rules)).collect()
}

/// The title of the rules pages' last section, written from the coach's
/// tables ([`rules_files`]).
pub const COACH_TITLE: &str = "The coach's chances";

/// The file each shipped game's rules page is written to, by id, in list
/// order (`static/rules/<id>.txt`): its rules page, then a section on the
/// coach's chances written from the game's measured tables, so the page says
/// where the app shows a percentage. `None` for a page [`rules_text::to_text`]
/// cannot write.
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_files() -> Vec<(&'static str, Option<String>)> {
    shipped()
        .map(|l| {
            let coach = crate::engine::bots::calibration::explained(l.coach);
            let mut page = l.rules.to_vec();
            page.push(rules_text::Section {
                title: COACH_TITLE,
                body: &coach,
            });
            (l.info.id, rules_text::to_text(&page))
        })
        .collect()
}

/// The board stylesheet of every game the app ships, by id, in list order
/// (written to `static/boards/`).
#[cfg(not(target_arch = "wasm32"))]
pub fn board_styles() -> Vec<(&'static str, &'static str)> {
    shipped().map(|l| (l.info.id, l.board_css)).collect()
}

#[cfg(not(target_arch = "wasm32"))]
fn shipped() -> impl Iterator<Item = Listing> {
    listings().into_iter().filter(|l| !l.fixture)
}

macro_rules! games {
    ($($(#[$only:meta])* $module:ident :: $game:ident),* $(,)?) => {
        $($(#[$only])* pub mod $module;)*

        /// Runs `each` for every listed game, in list order.
        fn for_each(each: &mut impl Each) {
            $($(#[$only])* each.game::<$module::$game>();)*
        }
    };
}

/// The one list of games, in the order the home page shows them, shortest
/// first (by the typical length each says, `GameInfo::length`): a newcomer
/// meets the quickest to try first. Each entry is a game's folder (its
/// module) and its type. `the_games!(then)` hands the list
/// to the macro `then`: `games!` below, and in the browser the parts of the app
/// each game is loaded in (`app::parts`).
macro_rules! the_games {
    ($then:path) => {
        $then! {
            zaibatsu::Zaibatsu,
            detroit::DetroitMotors,
            mundus::MundusNovus,
            independents::Independents,
            #[cfg(feature = "test-games")] nim::Nim,
        }
    };
}
// Used by the browser's `app::parts` only.
#[allow(unused_imports)]
pub(crate) use the_games;

the_games!(games);
