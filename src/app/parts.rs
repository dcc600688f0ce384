//! The parts of the app loaded when first needed.
//!
//! The first visit downloads the home page, the saved-games list and set-up.
//! Each game's screen (its board and the figures of its rules page), the rest
//! of each game (its computer players, coach, host's side, replay and saved
//! games' summaries: fetched after its screen's part, which does not wait for
//! them), playing on several devices, and the codecs (deflate and
//! inflate, the cipher of play by message, QR codes: fetched after a game's
//! part, since no screen needs them to be drawn) are parts of their own: each
//! `#[wasm_split]` function is where one begins (the codecs' below; the games'
//! and the devices' in the app's top, `app::split` and `app::devices`, since
//! they name the pages' own code). After `cargo build`,
//! `scripts/post-build.mjs` cuts the wasm there (wasm-split, the tool
//! cargo-leptos uses for Leptos' `#[lazy]`): code reached only through one of
//! these functions moves to that part's file, code several parts share to a
//! file they load together, and calling the function fetches them first. The
//! offline worker keeps every part after the first visit.
//!
//! The loads are `fallible`: a part that cannot be fetched (offline before the
//! worker kept it) is a message on the page, never a crash, and the next try
//! fetches again.
//!
//! This module is the pages' way to a part, and names no page: a page asks it
//! for a game's part by the game's id, and the top hands it the loaders.

use std::any::Any;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::sync::OnceLock;
use std::thread::LocalKey;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

use crate::app::markup::{alert, el, El};
use crate::codecs::Codecs;
use crate::engine::Game;
use crate::save::listing::Summary;
use crate::save::{StoredGame, Table};

/// What a game's part gives the rest of the app: what drawing and playing
/// its screen needs.
#[derive(Clone, Copy)]
pub struct GamePart {
    /// The game screen of a saved game of this game.
    pub open: fn(String, StoredGame) -> AnyView,
    /// A figure of the rules page, drawn with the board's pieces.
    pub figure: fn(&str) -> Option<El>,
    /// Starts a game (set-up's "Start game", "Learn to play").
    pub start: Start,
}

/// Starts a game with the variant numbered `variant`; returns its save slot.
pub type Start = fn(&Table, usize, u64) -> Result<String, String>;

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
    /// What the game's own screen gets, typed by the screen (see
    /// [`GameExtras::play`]).
    pub play: &'static dyn Any,
}

impl GameExtras {
    /// What the game's own screen gets, as the type `T` it knows it by (the
    /// screen of game `G`: `PlayExtras<G>`); `None` only if these are another
    /// game's. The screen asks once, and keeps the answer.
    pub fn play<T: Any>(&self) -> Option<&'static T> {
        self.play.downcast_ref()
    }
}

/// A part on its way in.
pub type Loading<T> = Pin<Box<dyn Future<Output = Result<T, SplitLoaderError>>>>;

/// How each game's two parts are loaded, by game id (`None`: no part has the
/// game). They name every page's code, so they are the app's top's
/// (`crate::app::split`), handed here once at start-up ([`install`]): the
/// pages that load a game by its id name this module, never the top.
#[derive(Clone, Copy)]
pub struct Loaders {
    pub game: fn(&str) -> Option<Loading<GamePart>>,
    pub extras: fn(&str) -> Option<Loading<GameExtras>>,
}

static LOADERS: OnceLock<Loaders> = OnceLock::new();

/// Hands this module the games' loaders (once, as the app starts).
pub fn install(loaders: Loaders) {
    let _ = LOADERS.set(loaders);
}

/// Loads the part of the game whose id is `id`.
pub async fn game(id: &str) -> Result<GamePart, Failed> {
    if let Some(part) = loaded_game(id) {
        return Ok(part);
    }
    let (name, _) = part_names(id).ok_or(Failed::Unknown)?;
    let part = load_once(id, name, LOADERS.get().and_then(|l| (l.game)(id)), &LOADED).await?;
    // Next on the link: the rest of the game (its computer players may be the
    // first to move), then the codecs its screen's Share panel, autosaves and
    // play by message use.
    let id = id.to_string();
    spawn_local(async move {
        let _ = extras(&id).await;
        let _ = codecs().await;
    });
    Ok(part)
}

/// Loads the rest of the game whose id is `id` (see [`GameExtras`]).
pub async fn extras(id: &str) -> Result<GameExtras, Failed> {
    if let Some(extras) = loaded_extras(id) {
        return Ok(extras);
    }
    let (_, name) = part_names(id).ok_or(Failed::Unknown)?;
    let load = LOADERS.get().and_then(|l| (l.extras)(id));
    load_once(id, name, load, &LOADED_EXTRAS).await
}

/// Loads one of a game's parts, and keeps it in `loaded`. Through the
/// start-up script, whichever page asks (set-up, a saved game, a pasted
/// code): it fetches the part's small files in one (see `download_part`).
///
/// Either part links the game's board stylesheet as it is asked for, so the
/// styles come with whichever part draws a board: the game's screen (its
/// curtain included) from the first, a replay from the second, which a
/// reload may bring in alone (the saved-games list summarises with it). The
/// devices' pages, whose own part draws any game's board, link them all
/// (`crate::app::devices`).
async fn load_once<T: Copy + 'static>(
    id: &str,
    name: &str,
    load: Option<Loading<T>>,
    loaded: &'static LocalKey<RefCell<Vec<(String, T)>>>,
) -> Result<T, Failed> {
    let load = load.ok_or(Failed::Unknown)?;
    crate::app::registry::add_style(id);
    let _ = download_part(name);
    let part = load.await?;
    if find(loaded, id).is_none() {
        loaded.with_borrow_mut(|l| l.push((id.to_string(), part)));
    }
    Ok(part)
}

/// The names of the two parts of each game, `game_<folder>` and
/// `extras_<folder>` (the top's `#[wasm_split]` functions are named so: the
/// build finds the games' parts by the first prefix, scripts/post-build.mjs).
macro_rules! part_names {
    ($($(#[$only:meta])* $part:ident :: $game:ident),* $(,)?) => {
        /// The names of the two parts of the game whose id is `id`.
        fn part_names(id: &str) -> Option<(&'static str, &'static str)> {
            $(
                $(#[$only])*
                if <crate::games::$part::$game as Game>::info().id == id {
                    return Some((
                        concat!("game_", stringify!($part)),
                        concat!("extras_", stringify!($part)),
                    ));
                }
            )*
            None
        }
    };
}

/// Whether a part has the game whose id is `id`.
pub fn is_game(id: &str) -> bool {
    part_names(id).is_some()
}

// The games' own list (see `crate::games`): adding a game there adds its part.
crate::games::the_games!(part_names);

thread_local! {
    /// The games' parts loaded so far, by game id.
    static LOADED: RefCell<Vec<(String, GamePart)>> = const { RefCell::new(Vec::new()) };
    /// The rest of each game loaded so far, by game id.
    static LOADED_EXTRAS: RefCell<Vec<(String, GameExtras)>> = const { RefCell::new(Vec::new()) };
}

/// The part of the game whose id is `id`, if it is loaded already.
pub fn loaded_game(id: &str) -> Option<GamePart> {
    find(&LOADED, id)
}

/// The rest of the game whose id is `id`, if it is loaded already.
pub fn loaded_extras(id: &str) -> Option<GameExtras> {
    find(&LOADED_EXTRAS, id)
}

fn find<T: Copy + 'static>(
    loaded: &'static LocalKey<RefCell<Vec<(String, T)>>>,
    id: &str,
) -> Option<T> {
    loaded.with_borrow(|l| l.iter().find(|(i, _)| i == id).map(|(_, p)| *p))
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
    if let Some((part, _)) = part_names(id) {
        let _ = download_part(part);
    }
    let id = id.to_string();
    spawn_local(async move {
        let _ = game(&id).await;
    });
}

/// Starts downloading the part of playing on several devices, and loading
/// the codecs its links use (as its pages load, or early, where set-up has a
/// seat on another device): its loader finds its files fetched.
pub fn prefetch_devices() {
    let _ = download_part("devices");
    prefetch_codecs();
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
