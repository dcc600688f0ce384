//! The games. Each folder holds one game's rules, content, bot knowledge and board UI.
//!
//! [`visit`] and [`infos`] come from the one list of games at the bottom: the app's
//! screens, the catalogue, save codes and the arena all pick a game's type through
//! them, so adding a game is its folder plus one line in that list (the line also
//! declares the folder's module).

pub mod rules_text;

use crate::engine::{Game, GameInfo};

/// What a listed game provides: the rules everywhere, and in the browser its
/// screens too ([`crate::app::registry::GameUi`]).
#[cfg(target_arch = "wasm32")]
pub trait Listed: crate::app::registry::GameUi {}
#[cfg(target_arch = "wasm32")]
impl<G: crate::app::registry::GameUi> Listed for G {}

/// What a listed game provides: the rules everywhere, and in the browser its
/// screens too.
#[cfg(not(target_arch = "wasm32"))]
pub trait Listed: Game {}
#[cfg(not(target_arch = "wasm32"))]
impl<G: Game> Listed for G {}

/// Code that runs for one game, chosen by id at run time.
pub trait Visitor {
    type Out;
    fn visit<G: Listed>(self) -> Self::Out;
}

macro_rules! games {
    ($($module:ident :: $game:ident),* $(,)?) => {
        $(pub mod $module;)*

        /// Every game's id and rules page, in list order (natively only: the
        /// browser fetches the pages as files, see [`rules_text`]).
        #[cfg(not(target_arch = "wasm32"))]
        pub fn rules_pages() -> Vec<(&'static str, rules_text::RulesPage)> {
            vec![$((<$module::$game as Game>::info().id, $module::RULES)),*]
        }

        /// Every game's id and board stylesheet (its folder's `board.css`), in list
        /// order (natively only: the browser fetches them as files, see
        /// `crate::app::registry::add_styles`).
        #[cfg(not(target_arch = "wasm32"))]
        pub fn board_styles() -> Vec<(&'static str, &'static str)> {
            vec![$((<$module::$game as Game>::info().id, include_str!(concat!(stringify!($module), "/board.css")))),*]
        }

        /// Every playable game's facts, in list order.
        pub fn infos() -> Vec<&'static GameInfo> {
            vec![$(<$module::$game as Game>::info()),*]
        }

        /// Runs `v` for the game whose id is `id`; `None` for an unknown id.
        pub fn visit<V: Visitor>(id: &str, v: V) -> Option<V::Out> {
            $(
                if id == <$module::$game as Game>::info().id {
                    return Some(v.visit::<$module::$game>());
                }
            )*
            None
        }
    };
}

// The one list of games, in the order the home page shows them: each entry is a
// game's folder (its module) and its type.
games! {
    independents::Independents,
    detroit::DetroitMotors,
    mundus::MundusNovus,
    zaibatsu::Zaibatsu,
}
