//! The browser's saved games: the store over localStorage, opened once (or in
//! memory, when the browser gives the page no storage); the autosave written
//! after every action, which never overwrites a newer revision saved by another
//! tab; and what the home page says about each entry.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use leptos::prelude::*;

use super::nav::{Ctx, Elsewhere, Persistence};
use super::parts;
use super::registry::Listed;
use crate::engine::{Game, Match};
use crate::save::{
    KeyValue, LocalStore, MemoryStore, SavedGame, SavedGames, StoreError, StoredGame, Table,
};

thread_local! {
    static STORE: RefCell<Option<SavedGames<PageStore>>> = const { RefCell::new(None) };
    /// The revision of each slot this tab last read or wrote.
    static KNOWN: RefCell<HashMap<String, u64>> = RefCell::new(HashMap::new());
    /// What the list says about each code it has checked (codes never change).
    static SUMMARIES: RefCell<HashMap<String, Result<Summary, String>>> =
        RefCell::new(HashMap::new());
    static CTX: Cell<Option<Ctx>> = const { Cell::new(None) };
    /// Games whose latest moves could not be saved (the storage is full):
    /// the slot, and how many moves the game here has.
    static UNSAVED: RefCell<HashMap<String, usize>> = RefCell::new(HashMap::new());
    /// Whether this page asked the browser to keep its storage yet.
    static ASKED_TO_KEEP: Cell<bool> = const { Cell::new(false) };
    /// Games started here by set-up and not yet played: left at once, they go.
    static UNTOUCHED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The game in `slot` was just started here.
pub fn started(slot: &str) {
    UNTOUCHED.with(|u| u.borrow_mut().push(slot.to_string()));
}

/// The game in `slot` is in use though no move was made yet (its seat links
/// for play by message are out): leaving it keeps it.
pub fn keep(slot: &str) {
    UNTOUCHED.with(|u| u.borrow_mut().retain(|s| s != slot));
}

/// How many moves the game in `slot` has here when its latest could not be
/// saved, if so.
pub fn unsaved(slot: &str) -> Option<usize> {
    UNSAVED.with(|u| u.borrow().get(slot).copied())
}

/// The game in `slot` is being left for `next`: a game started here with no
/// move made is removed, so that it does not clutter the saved games (unless
/// the player only looks at its rules, or opens it again). True when that
/// visit to a game started here is over (its guide ends with it).
pub fn leaving(slot: &str, next: &crate::save::Route) -> bool {
    use crate::save::Route;
    let fresh = UNTOUCHED.with(|u| u.borrow().iter().any(|s| s == slot));
    if !fresh || matches!(next, Route::Rules(_)) || *next == Route::Play(slot.to_string()) {
        return false;
    }
    UNTOUCHED.with(|u| u.borrow_mut().retain(|s| s != slot));
    let _ = with_store(|s| {
        if s.load(slot).is_ok_and(|g| g.moves == 0) {
            let _ = s.delete(slot);
        }
    });
    true
}

/// Where the saved games are kept: the page's localStorage, or memory when the
/// browser refuses the page any storage (site data blocked, some private
/// modes), so that games can still be played, though not kept.
pub enum PageStore {
    Local(LocalStore),
    Memory(MemoryStore),
}

/// Written and removed once, to find a storage that takes nothing (Safari's
/// old private mode had a quota of 0).
const PROBE_KEY: &str = "boardroom.v1.probe";

impl PageStore {
    fn open() -> PageStore {
        let Ok(mut local) = LocalStore::open() else {
            return PageStore::Memory(MemoryStore::new());
        };
        match local.keys() {
            Err(_) => return PageStore::Memory(MemoryStore::new()),
            // A full storage with games in it is full, not refused.
            Ok(keys) if keys.is_empty() => {
                if local.set(PROBE_KEY, "1").is_err() {
                    return PageStore::Memory(MemoryStore::new());
                }
                let _ = local.remove(PROBE_KEY);
            }
            Ok(_) => {}
        }
        PageStore::Local(local)
    }

    fn kv(&self) -> &dyn KeyValue {
        match self {
            PageStore::Local(s) => s,
            PageStore::Memory(s) => s,
        }
    }

    fn kv_mut(&mut self) -> &mut dyn KeyValue {
        match self {
            PageStore::Local(s) => s,
            PageStore::Memory(s) => s,
        }
    }
}

impl KeyValue for PageStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.kv().get(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.kv_mut().set(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        self.kv_mut().remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        self.kv().keys()
    }
}

/// Runs `f` on the store, opening it the first time.
pub fn with_store<R>(f: impl FnOnce(&mut SavedGames<PageStore>) -> R) -> Result<R, String> {
    STORE.with(|cell| {
        let mut cell = cell.borrow_mut();
        let store = cell.get_or_insert_with(|| SavedGames::new(PageStore::open()));
        Ok(f(store))
    })
}

/// The browser gives the page no storage: games live in memory only.
pub fn in_memory() -> bool {
    with_store(|s| matches!(s.storage(), PageStore::Memory(_))).unwrap_or(true)
}

/// The line that says so, wherever games are started or listed.
pub const IN_MEMORY: &str = "This browser does not let the app keep anything on this device: \
     games are played but lost when this page closes. To keep one, use “Share” in the \
     game and keep its save code.";

/// The small settings kept beside the saved games (the guide's progress, the
/// coach switched off, the pace), in the same storage, so they follow it into
/// memory when the browser refuses storage.
#[derive(Clone, Copy)]
pub struct Settings;

impl Settings {
    pub fn get_item(&self, key: &str) -> Result<Option<String>, StoreError> {
        with_store(|s| s.storage().get(key)).unwrap_or(Ok(None))
    }
    pub fn set_item(&self, key: &str, value: &str) -> Result<(), StoreError> {
        with_store(|s| s.storage_mut().set(key, value)).unwrap_or(Ok(()))
    }
    pub fn remove_item(&self, key: &str) -> Result<(), StoreError> {
        with_store(|s| s.storage_mut().remove(key)).unwrap_or(Ok(()))
    }
}

/// The settings' storage (always there: see [`Settings`]).
pub fn settings() -> Option<Settings> {
    Some(Settings)
}

/// `navigator.storage`, where the browser has it.
fn storage_manager() -> Option<wasm_bindgen::JsValue> {
    let manager = js_sys::Reflect::get(
        &window().navigator(),
        &wasm_bindgen::JsValue::from_str("storage"),
    )
    .ok()?;
    (!manager.is_undefined() && !manager.is_null()).then_some(manager)
}

/// Calls `navigator.storage.<method>()` and reads its answer; `None` when the
/// method is missing or fails.
async fn ask_storage(manager: &wasm_bindgen::JsValue, method: &str) -> Option<bool> {
    use wasm_bindgen::JsCast;
    let f: js_sys::Function =
        js_sys::Reflect::get(manager, &wasm_bindgen::JsValue::from_str(method))
            .ok()?
            .dyn_into()
            .ok()?;
    let promise: js_sys::Promise = f.call0(manager).ok()?.dyn_into().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_bool()
}

/// Reads whether the storage is kept (`persisted()`, which asks the player
/// nothing) into the page's context; `ask` then asks for it (`persist()`,
/// which some browsers put to the player) unless it is kept already.
fn find_kept(ask: bool) {
    let Some(ctx) = CTX.with(Cell::get) else {
        return;
    };
    let Some(manager) = storage_manager() else {
        ctx.kept.set(Persistence::NoWayToAsk);
        return;
    };
    leptos::task::spawn_local(async move {
        let mut kept = ask_storage(&manager, "persisted").await;
        if ask && kept != Some(true) {
            kept = ask_storage(&manager, "persist").await.or(kept);
        }
        let _ = ctx.kept.try_set(match kept {
            Some(true) => Persistence::Persistent,
            Some(false) => Persistence::MayBeCleared,
            None => Persistence::NoWayToAsk,
        });
    });
}

/// A game was saved: the first time in this page, the browser is asked to keep
/// the storage (there is nothing worth keeping before).
fn ask_to_keep() {
    if ASKED_TO_KEEP.with(|a| a.replace(true)) || in_memory() {
        return;
    }
    find_kept(true);
}

/// What the saved-games list says about how safe the games are.
pub fn kept_words(kept: Persistence) -> &'static str {
    match kept {
        Persistence::Persistent => {
            "This browser has agreed to keep your saved games until you delete them."
        }
        Persistence::Unknown | Persistence::MayBeCleared | Persistence::NoWayToAsk => {
            "This browser may delete saved games when it needs room, or when the app is not \
             opened for a while (Safari does after seven days). To keep a game safe, add the \
             app to your home screen, or use “Share” in the game to keep its save code."
        }
    }
}

pub fn describe(e: &StoreError) -> String {
    e.to_string()
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Lets the autosave reach the page's banner (called once by the app).
pub fn install(ctx: Ctx) {
    CTX.with(|c| c.set(Some(ctx)));
    find_kept(false);
}

/// The revision of `slot` this tab last read or wrote.
pub fn known_revision(slot: &str) -> Option<u64> {
    KNOWN.with(|k| k.borrow().get(slot).copied())
}

fn remember(slot: &str, rev: u64) {
    KNOWN.with(|k| k.borrow_mut().insert(slot.to_string(), rev));
}

/// Loads a saved game to play it, remembering which revision this tab has.
pub fn open_slot(slot: &str) -> Result<Result<StoredGame, StoreError>, String> {
    let loaded = with_store(|s| s.load(slot))?;
    if let Ok(g) = &loaded {
        remember(slot, g.rev);
        if let Some(ctx) = CTX.with(Cell::get) {
            ctx.elsewhere.set(None);
        }
    }
    Ok(loaded)
}

/// "Detroit Motors: Ana, Ben and 4 computer players".
pub fn title<G: Game>(table: &Table) -> String {
    let humans: Vec<String> = table
        .seats
        .iter()
        .filter(|s| s.controller.is_human())
        .map(|s| s.name.clone())
        .collect();
    let bots = table.players() - humans.len();
    let who = match (humans.len(), bots) {
        (0, b) => format!("{b} computer players"),
        (_, 0) => humans.join(", "),
        (_, 1) => format!("{} and 1 computer player", humans.join(", ")),
        (_, b) => format!("{} and {b} computer players", humans.join(", ")),
    };
    format!("{}: {who}", G::info().name)
}

fn entry_of<G: Game>(slot: &str, table: &Table, m: &Match<G>) -> Result<StoredGame, String> {
    let saved = SavedGame::of_match(table.clone(), m).map_err(|e| e.to_string())?;
    let finished = m.state().outcome().is_some();
    StoredGame::of(slot, &saved, "", now_ms(), finished).map_err(|e| e.to_string())
}

/// Writes the match over the revision of its slot this tab knows. Errors are
/// returned for the page to show; the previous save of the slot stays as it
/// was. When another tab saved or deleted the game meanwhile, nothing is
/// written and the page's banner says so (and offers to reload the game).
pub fn autosave<G: Game>(slot: &str, table: &Table, m: &Match<G>) -> Result<(), String> {
    if m.moves() > 0 {
        UNTOUCHED.with(|u| u.borrow_mut().retain(|s| s != slot));
    }
    let saved = autosave_entry(slot, table, m);
    UNSAVED.with(|u| {
        let mut u = u.borrow_mut();
        if saved.is_err() {
            u.insert(slot.to_string(), m.moves());
        } else {
            u.remove(slot);
        }
    });
    saved
}

fn autosave_entry<G: Game>(slot: &str, table: &Table, m: &Match<G>) -> Result<(), String> {
    let entry = entry_of(slot, table, m)?;
    let based_on = known_revision(slot).unwrap_or(0);
    match with_store(|s| s.update(&entry, based_on))? {
        Ok(rev) => {
            remember(slot, rev);
            let _ = with_store(|s| s.set_last_opened(Some(slot)));
            ask_to_keep();
            Ok(())
        }
        Err(StoreError::Moved(_)) => {
            tell(Elsewhere::Moved(slot.to_string()));
            Ok(())
        }
        Err(StoreError::Gone(_)) => {
            tell(Elsewhere::Gone(slot.to_string()));
            Ok(())
        }
        Err(e) => Err(describe(&e)),
    }
}

fn tell(what: Elsewhere) {
    if let Some(ctx) = CTX.with(Cell::get) {
        ctx.elsewhere.set(Some(what));
    }
}

/// Another tab changed saved game `slot` (`new_json`: its entry now, `None` if
/// deleted): tell the player if it is the game open here and this tab's copy is
/// now stale.
pub fn changed_elsewhere(slot: &str, new_json: Option<&str>) {
    let Some(ctx) = CTX.with(Cell::get) else {
        return;
    };
    if ctx.route.get_untracked() != crate::save::Route::Play(slot.to_string()) {
        return;
    }
    let Some(known) = known_revision(slot) else {
        return;
    };
    match new_json {
        None => tell(Elsewhere::Gone(slot.to_string())),
        Some(json) if crate::save::store::revision_of(json) != known => {
            tell(Elsewhere::Moved(slot.to_string()));
        }
        Some(_) => {}
    }
}

/// Stores a new game under a fresh slot and returns the slot.
pub fn create<G: Game>(table: &Table, m: &Match<G>) -> Result<String, String> {
    let slot = with_store(|s| s.new_slot_id(crate::engine::rng::entropy_seed()))?;
    let entry = entry_of(&slot, table, m)?;
    let rev = with_store(|s| s.save_new(&entry))?.map_err(|e| match e {
        // No game yet, so no code to copy: the usual words would offer one.
        StoreError::Full => "the browser's storage for this app is full: delete some saved \
                             games, then try again"
            .to_string(),
        e => describe(&e),
    })?;
    remember(&slot, rev);
    let _ = with_store(|s| s.set_last_opened(Some(&slot)));
    ask_to_keep();
    Ok(slot)
}

/// Stores an imported game, unless a saved game has the very same code: then
/// that one is returned, with `true`.
pub fn create_or_find<G: Game>(table: &Table, m: &Match<G>) -> Result<(String, bool), String> {
    let saved = SavedGame::of_match(table.clone(), m).map_err(|e| e.to_string())?;
    let code = crate::save::encode(&saved).map_err(|e| e.to_string())?;
    if let Some(slot) = with_store(|s| s.find_code(&code))?.map_err(|e| describe(&e))? {
        return Ok((slot, true));
    }
    create(table, m).map(|slot| (slot, false))
}

/// What the home page says about a saved game, from its code (not from the
/// entry's list fields, which may be damaged).
pub use crate::save::listing::Summary;

/// Opens `g`'s code the way "Resume" would (decode and replay), so that an entry
/// that cannot be played says so in the list, before it is opened. `None` while
/// its game's part and the codecs load (see [`crate::app::parts`]): the saved-games lists
/// follow [`Ctx::saved_changed`], bumped when it is in.
pub fn summary(g: &StoredGame) -> Option<Result<Summary, String>> {
    if let Some(known) = SUMMARIES.with(|s| s.borrow().get(&g.code).cloned()) {
        return Some(known);
    }
    if !parts::is_game(&g.game_id) {
        return Some(Err(
            "it is for a game this version of Boardroom cannot play".to_string(),
        ));
    }
    let part = parts::loaded_extras(&g.game_id).filter(|_| crate::codecs::loaded().is_some());
    let Some(part) = part else {
        let id = g.game_id.clone();
        leptos::task::spawn_local(async move {
            if parts::extras_and_codecs(&id).await.is_ok() {
                if let Some(ctx) = CTX.with(Cell::get) {
                    ctx.saved_changed.update(|n| *n += 1);
                }
            }
        });
        return None;
    };
    let result = (part.summarize)(&g.code);
    SUMMARIES.with(|s| s.borrow_mut().insert(g.code.clone(), result.clone()));
    Some(result)
}

/// What the list says of a saved game of `G`, from its code (in `G`'s part).
pub fn summarize<G: Listed>(code: &str) -> Result<Summary, String> {
    let saved: SavedGame<G> = crate::save::decode(code).map_err(|e| e.to_string())?;
    let m = saved
        .replay()
        .map_err(|e| format!("its moves do not replay ({e})"))?;
    // The standings' words, tie-break included ("Ada won on disks (28 to
    // 27) after a tie on 6 tokens: …").
    let events: Vec<&G::Event> = m.events().iter().map(|h| &h.event).collect();
    let names = saved.table.names();
    let result = m.state().standings(&events).map(|s| s.in_words(&names));
    Ok(Summary {
        title: title::<G>(&saved.table),
        moves: m.moves(),
        result,
    })
}
