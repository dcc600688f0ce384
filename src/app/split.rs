//! Where the app is cut into each game's parts (see [`crate::app::parts`]):
//! the `#[wasm_split]` functions, and what each part gives the pages. It
//! names the pages' own code for each game, so it sits at the top, beside
//! the routes; the pages reach a game's part through `parts`, by its id.

use wasm_split_helpers::{wasm_split, SplitLoaderError};

use crate::app::parts::{GameExtras, GamePart, Loaders, Loading};
use crate::app::play::hosting::Hosting;
use crate::app::play::session::{PlayExtras, Typed};
use crate::engine::Game;
use crate::games::Listed;

fn game_part<G: Listed>() -> GamePart {
    crate::games::add_words::<G>();
    GamePart {
        open: |slot, stored| {
            crate::app::play::open_game::<G>(slot, stored, crate::app::devices::panel)
        },
        figure: G::rules_figure,
        start: crate::app::setup::start_game::<G>,
    }
}

fn game_extras<G: Listed>() -> GameExtras {
    crate::games::add_words::<G>();
    fn hosting<G: Listed>(game: &Typed<G>) -> &dyn Hosting {
        game
    }
    GameExtras {
        replay: crate::app::replay::replay_game::<G>,
        summarize: crate::app::saves::summarize::<G>,
        import: crate::app::load::import_game::<G>,
        // Made once for each game the page loads, and kept as long as it is.
        play: Box::leak(Box::new(PlayExtras::<G> {
            think: crate::app::play::bots::think::<G>,
            ask_coach: |game, frame, seat| {
                crate::app::play::coach::ask(game, frame, seat, G::action_text)
            },
            hosting: hosting::<G>,
        })),
    }
}

/// Two parts per game, named after its folder: `game_<folder>`, the only way
/// into the game's screen, and `extras_<folder>` into the rest (the names
/// `parts` fetches them by).
macro_rules! game_parts {
    ($($(#[$only:meta])* $part:ident :: $game:ident),* $(,)?) => {
        $(
            paste::paste! {
                $(#[$only])*
                #[wasm_split([<game_ $part>], fallible)]
                fn [<game_ $part>]() -> Result<GamePart, SplitLoaderError> {
                    Ok(game_part::<crate::games::$part::$game>())
                }

                $(#[$only])*
                #[wasm_split([<extras_ $part>], fallible)]
                fn [<extras_ $part>]() -> Result<GameExtras, SplitLoaderError> {
                    Ok(game_extras::<crate::games::$part::$game>())
                }
            }
        )*

        /// The loaders of each game's two parts, by its id.
        pub fn loaders() -> Loaders {
            fn game(id: &str) -> Option<Loading<GamePart>> {
                $(
                    $(#[$only])*
                    if <crate::games::$part::$game as Game>::info().id == id {
                        return Some(Box::pin(paste::paste! { [<game_ $part>]() }));
                    }
                )*
                None
            }
            fn extras(id: &str) -> Option<Loading<GameExtras>> {
                $(
                    $(#[$only])*
                    if <crate::games::$part::$game as Game>::info().id == id {
                        return Some(Box::pin(paste::paste! { [<extras_ $part>]() }));
                    }
                )*
                None
            }
            Loaders { game, extras }
        }
    };
}

// The games' own list (see `crate::games`): adding a game there adds its parts.
crate::games::the_games!(game_parts);
