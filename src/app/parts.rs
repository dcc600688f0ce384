//! The parts of the app loaded when first needed.
//!
//! The first visit downloads the home page, the saved-games list and set-up.
//! Each game's screen (its board and the figures of its rules page), the rest
//! of each game (its computer players, coach, host's side, replay and saved
//! games' summaries: fetched after its screen's part, which does not wait for
//! them), playing on several devices, and the codecs (deflate and
//! inflate, the cipher of play by message, QR codes: fetched after a game's
//! part, since no screen needs them to be drawn) are parts of their own: each
//! `#[wasm_split]` function below is where one begins. After `cargo build`,
//! `scripts/post-build.mjs` cuts the wasm there (wasm-split, the tool
//! cargo-leptos uses for Leptos' `#[lazy]`): code reached only through one of
//! these functions moves to that part's file, code several parts share to a
//! file they load together, and calling the function fetches them first. The
//! offline worker keeps every part after the first visit.
//!
//! The loads are `fallible`: a part that cannot be fetched (offline before the
//! worker kept it) is a message on the page, never a crash, and the next try
//! fetches again.

use std::any::Any;
use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

use std::cell::RefCell;

use crate::app::markup::{alert, el, El};
use crate::app::play::session::Typed;
use crate::app::play::Frame;
use crate::app::remote::host::Hosting;
use crate::app::saves::Summary;
use crate::codecs::Codecs;
use crate::engine::bots::BotKind;
use crate::engine::{Game, Seat};
use crate::games::Listed;
use crate::save::StoredGame;

/// What a game's part gives the rest of the app: what drawing and playing
/// its screen needs.
#[derive(Clone, Copy)]
pub struct GamePart {
    /// The game screen of a saved game of this game.
    pub open: fn(String, StoredGame) -> AnyView,
    /// A figure of the rules page, drawn with the board's pieces.
    pub figure: fn(&str) -> Option<El>,
    /// Starts a game (set-up's "Start game", "Learn to play").
    pub start: crate::app::setup::Start,
}

fn game_part<G: Listed>() -> GamePart {
    GamePart {
        open: crate::app::play::open_game::<G>,
        figure: G::rules_figure,
        start: crate::app::setup::start_game::<G>,
    }
}

/// The rest of a game's code, which its screen does without when it is
/// first drawn: a part of its own, fetched once the game's part is in (see
/// [`game`]), so a game's first opening does not wait for it.
#[derive(Clone, Copy)]
pub struct GameExtras {
    /// The replay of a finished saved game of this game.
    pub replay: fn(String, StoredGame) -> AnyView,
    /// What the saved-games list says of a game, from its code.
    pub summarize: fn(&str) -> Result<Summary, String>,
    /// Checks a save code and keeps it as a saved game (see [`crate::app::load`]).
    pub import: fn(&str) -> Result<(String, bool), String>,
    /// What the game's own screen gets, typed: a [`PlayExtras`] of this game
    /// (see [`GameExtras::play`]).
    play: &'static dyn Any,
}

impl GameExtras {
    /// What the screen of game `G` gets from the rest of its game; `None`
    /// only if these are another game's (the screen asks by its own id).
    pub fn play<G: Game>(&self) -> Option<&'static PlayExtras<G>> {
        self.play.downcast_ref()
    }
}

/// The rest of a game, as its screen uses it: each takes the screen's own
/// typed game (see [`crate::app::play::session::Typed`]).
pub struct PlayExtras<G: Game> {
    /// Starts a computer seat thinking (see [`crate::app::play::bots`]).
    pub think: fn(Typed<G>, Frame, Seat, BotKind),
    /// Starts the coach thinking (see [`crate::app::play::coach`]).
    pub ask_coach: fn(Typed<G>, Frame, Seat),
    /// The host's side of the game, which serves other devices.
    pub hosting: fn(&Typed<G>) -> &dyn Hosting,
}

fn game_extras<G: Listed>() -> GameExtras {
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
/// into the game's screen, and `extras_<folder>` into the rest. The build finds
/// the games' parts by the first prefix (scripts/post-build.mjs).
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

        /// Loads the part of the game whose id is `id` (and links its board's
        /// stylesheet).
        pub async fn game(id: &str) -> Result<GamePart, Failed> {
            $(
                $(#[$only])*
                if <crate::games::$part::$game as Game>::info().id == id {
                    crate::app::registry::add_style(id);
                    // Through the start-up script, whichever page asks (set-up, a
                    // saved game, a pasted code): it fetches the part's small
                    // files in one (see `download_part`).
                    let _ = download_part(concat!("game_", stringify!($part)));
                    let part = paste::paste! { [<game_ $part>]() }.await?;
                    if loaded_game(id).is_none() {
                        LOADED.with_borrow_mut(|l| l.push((id.to_string(), part)));
                    }
                    // Next on the link: the rest of the game (its computer
                    // players may be the first to move), then the codecs its
                    // screen's Share panel, autosaves and play by message use.
                    let id = id.to_string();
                    spawn_local(async move {
                        let _ = extras(&id).await;
                        let _ = codecs().await;
                    });
                    return Ok(part);
                }
            )*
            Err(Failed::Unknown)
        }

        /// Loads the rest of the game whose id is `id` (see [`GameExtras`]).
        pub async fn extras(id: &str) -> Result<GameExtras, Failed> {
            $(
                $(#[$only])*
                if <crate::games::$part::$game as Game>::info().id == id {
                    if let Some(extras) = loaded_extras(id) {
                        return Ok(extras);
                    }
                    let _ = download_part(concat!("extras_", stringify!($part)));
                    let extras = paste::paste! { [<extras_ $part>]() }.await?;
                    if loaded_extras(id).is_none() {
                        LOADED_EXTRAS.with_borrow_mut(|l| l.push((id.to_string(), extras)));
                    }
                    return Ok(extras);
                }
            )*
            Err(Failed::Unknown)
        }

        /// The name of the part of the game whose id is `id`.
        fn part_name(id: &str) -> Option<&'static str> {
            $(
                $(#[$only])*
                if <crate::games::$part::$game as Game>::info().id == id {
                    return Some(concat!("game_", stringify!($part)));
                }
            )*
            None
        }
    };
}

/// Whether a part has the game whose id is `id`.
pub fn is_game(id: &str) -> bool {
    part_name(id).is_some()
}

// The games' own list (see `crate::games`): adding a game there adds its part.
crate::games::the_games!(game_parts);

thread_local! {
    /// The games' parts loaded so far, by game id.
    static LOADED: RefCell<Vec<(String, GamePart)>> = const { RefCell::new(Vec::new()) };
    /// The rest of each game loaded so far, by game id.
    static LOADED_EXTRAS: RefCell<Vec<(String, GameExtras)>> = const { RefCell::new(Vec::new()) };
}

/// The part of the game whose id is `id`, if it is loaded already.
pub fn loaded_game(id: &str) -> Option<GamePart> {
    LOADED.with_borrow(|l| l.iter().find(|(i, _)| i == id).map(|(_, p)| *p))
}

/// The rest of the game whose id is `id`, if it is loaded already.
pub fn loaded_extras(id: &str) -> Option<GameExtras> {
    LOADED_EXTRAS.with_borrow(|l| l.iter().find(|(i, _)| i == id).map(|(_, p)| *p))
}

/// Runs `then` with the rest of the game whose id is `id`: at once if it is
/// in, else once it is, unless the frame's game screen is gone by then; if it
/// cannot be loaded, the frame's error line says why.
pub fn with_extras(
    id: &'static str,
    frame: &Frame,
    then: impl FnOnce(GameExtras, &Frame) + 'static,
) {
    if let Some(extras) = loaded_extras(id) {
        return then(extras, frame);
    }
    let frame = frame.clone();
    spawn_local(async move {
        let loaded = extras(id).await;
        // The game screen may be gone by then (its signals with it).
        if !frame.computers.alive.is_alive() {
            return;
        }
        match loaded {
            Ok(extras) => then(extras, &frame),
            Err(failed) => {
                let _ = frame.error.try_set(Some(failed.words().to_string()));
            }
        }
    });
}

#[wasm_bindgen]
extern "C" {
    /// Starts downloading and unpacking a part's files at once, ahead of its
    /// loader, which takes them over (index.html's start-up script, written by
    /// `scripts/post-build.mjs`; not in a debug build), its small pieces of
    /// shared code in one file.
    #[wasm_bindgen(js_namespace = self, js_name = boardroomPrefetchPart, catch)]
    fn download_part(part: &str) -> Result<(), JsValue>;
}

/// Starts loading the part of the game `id` (where a page will need it soon).
pub fn prefetch_game(id: &str) {
    // The loader's own fetches wait for a later task, and the page that asks
    // draws first: the download starts now.
    if let Some(part) = part_name(id) {
        let _ = download_part(part);
    }
    let id = id.to_string();
    spawn_local(async move {
        let _ = game(&id).await;
    });
}

/// What playing on several devices gives the rest of the app.
#[derive(Clone, Copy)]
pub struct DevicesPart {
    /// The guest's page for an invite (`#join/<code>`).
    pub join: fn(&str, Codecs) -> AnyView,
    /// The page of a reply link opened on the host's device (`#reply/<code>`).
    pub reply: fn(&str, Codecs) -> AnyView,
    /// The page of a link of play by message (`#seat/`, `#table/`, `#move/`).
    pub by_message: fn(&str, Codecs) -> AnyView,
    /// The host's panels in its game screen (see [`crate::app::devices::panel`]).
    pub host_panels: fn(&crate::app::play::Frame, Codecs) -> AnyView,
}

/// Playing on several devices, loaded with the codecs its links use.
#[derive(Clone, Copy)]
pub struct Devices {
    pub part: DevicesPart,
    pub codecs: Codecs,
}

#[wasm_split(devices, fallible)]
fn devices_part() -> Result<DevicesPart, SplitLoaderError> {
    Ok(DevicesPart {
        join: crate::app::remote::join,
        reply: crate::app::connect::join::reply_page,
        by_message: crate::app::remote::desk::page,
        host_panels: crate::app::remote::host::panels,
    })
}

/// Loads playing on several devices, with the codecs its links and QR codes
/// use (and links every game's board stylesheet: a guest may be shown any
/// game).
pub async fn devices() -> Result<Devices, Failed> {
    for info in crate::games::infos() {
        crate::app::registry::add_style(info.id);
    }
    prefetch_codecs();
    let _ = download_part("devices");
    let part = devices_part().await?;
    let codecs = codecs().await?;
    Ok(Devices { part, codecs })
}

/// The codecs (see [`crate::codecs`]): deflate and inflate, the cipher of
/// play by message and QR codes. A part of its own, since no screen needs them
/// to be drawn: a game's first opening does not wait for them.
#[wasm_split(codecs, fallible)]
fn codecs_part() -> Result<Codecs, SplitLoaderError> {
    Ok(crate::codecs::all())
}

/// Loads the codecs, once.
pub async fn codecs() -> Result<Codecs, Failed> {
    if let Some(codecs) = crate::codecs::loaded() {
        return Ok(codecs);
    }
    // Through the start-up script, which fetches the part's small pieces in
    // one file (see `download_part`).
    let _ = download_part("codecs");
    let codecs = codecs_part().await?;
    crate::codecs::install(codecs);
    Ok(codecs)
}

/// Starts loading the codecs, where they will be needed soon.
pub fn prefetch_codecs() {
    spawn_local(async {
        let _ = codecs().await;
    });
}

/// The rest of the game whose id is `id` and the codecs, loaded side by side:
/// what reading a save code of that game takes.
pub async fn extras_and_codecs(id: &str) -> Result<GameExtras, Failed> {
    prefetch_codecs();
    let extras = extras(id).await?;
    codecs().await?;
    Ok(extras)
}

/// Why `code`, which [`crate::save::check`] found damaged, is: cut short or
/// changed (telling them apart unpacks it: see [`crate::save::peek`]). If the
/// codecs cannot be loaded, "changed".
pub async fn explain_code(code: &str) -> String {
    match codecs().await.map(|_| crate::save::peek(code)) {
        Ok(Err(e)) => e.to_string(),
        _ => crate::save::CodeError::Altered.to_string(),
    }
}

/// Why a part is not here.
#[derive(Debug)]
pub enum Failed {
    /// Its file could not be fetched.
    Load,
    /// No part has this game.
    Unknown,
}

impl From<SplitLoaderError> for Failed {
    fn from(_: SplitLoaderError) -> Self {
        Failed::Load
    }
}

impl Failed {
    pub fn words(&self) -> &'static str {
        match self {
            Failed::Load => {
                "This part of Boardroom could not be loaded. It is downloaded the first time \
                 it is used, and kept for offline play after that: connect this device to the \
                 internet, then try again. Saved games are safe."
            }
            Failed::Unknown => "This game is not one this version of Boardroom can play.",
        }
    }
}

/// The view `show` makes of the game `id`'s part, once it is loaded.
pub fn with_game(id: &str, show: impl FnOnce(GamePart) -> AnyView + 'static) -> AnyView {
    let id = id.to_string();
    when_loaded(async move { game(&id).await }, show)
}

/// The view `show` makes with the codecs: at once if they are in.
pub fn with_codecs(show: impl FnOnce(Codecs) -> AnyView + 'static) -> AnyView {
    match crate::codecs::loaded() {
        Some(codecs) => show(codecs),
        None => when_loaded(codecs(), show),
    }
}

/// The view `show` makes of what `load` loads, once it has: meanwhile a line
/// that says it is loading, and a message if it fails.
pub fn when_loaded<T: 'static>(
    load: impl Future<Output = Result<T, Failed>> + 'static,
    show: impl FnOnce(T) -> AnyView + 'static,
) -> AnyView {
    // The view is made after the load, in a task of its own: under this
    // screen's owner, so it is cleaned up with the screen.
    let owner = Owner::current();
    let shown = RwSignal::new_local(None::<AnyView>);
    spawn_local(async move {
        let view = match load.await {
            // Untracked, as the screens are drawn (see `app::screen`).
            Ok(loaded) => match &owner {
                Some(owner) => owner.with(|| untrack(|| show(loaded))),
                None => untrack(|| show(loaded)),
            },
            Err(failed) => problem(&failed),
        };
        // The screen may be gone by then (its signal with it).
        let _ = shown.try_set(Some(view));
    });
    (move || {
        shown.track();
        shown
            .try_update_untracked(Option::take)
            .flatten()
            .unwrap_or_else(|| {
                el("p")
                    .class("boot-loading")
                    .attr("role", "status")
                    .text("Loading…")
                    .into_view()
            })
    })
    .into_any()
}

fn problem(failed: &Failed) -> AnyView {
    el("section")
        .child(alert(failed.words()))
        .child(el("p").child(el("a").attr("href", "#").text("Back to all games")))
        .into_view()
}
