//! Share links and the page's routes. The app is a static page, so everything it
//! navigates to lives in the URL fragment: `#rules/detroit`, `#new/zaibatsu`,
//! `#play/<slot>`, `#replay/<slot>`, `#load=<code>`, `#join/<invite>`, `#reply/<reply>`,
//! and play by message's `#seat/<code>`, `#table/<code>`, `#move/<code>`; an empty
//! fragment is the home page.

use crate::save::codec::text::{is_code_char, LOAD_MARKER};

/// Where the page is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    Home,
    /// A game's own page: its card, and the saved games of it, by id.
    Game(String),
    /// The rules of a game, by its [`crate::engine::GameInfo::id`].
    Rules(String),
    /// The set-up screen of a game, by id.
    NewGame(String),
    /// A saved game, by its slot in the store.
    Play(String),
    /// A finished saved game watched move by move, by its slot.
    Replay(String),
    /// A save code to load, as it appears in the link (not yet checked).
    Load(String),
    /// An invite to play from another device: the host's offer code (not yet checked).
    Join(String),
    /// A guest's reply to an invite, opened on the host's device (not yet checked).
    Reply(String),
    /// A link of play by message (`seat`, `table` or `move`, see
    /// `crate::net::post`), not yet checked: the code says which it is.
    Post {
        kind: String,
        code: String,
    },
    /// A fragment this release does not understand, without its `#`.
    Unknown(String),
}

impl Route {
    /// Reads a URL fragment, with or without its leading `#`, percent-encoded or
    /// not (chat apps and browsers encode some characters of links they pass on).
    pub fn parse(fragment: &str) -> Route {
        let raw = fragment.strip_prefix('#').unwrap_or(fragment);
        let decoded = percent_decode(raw);
        let path = decoded.as_str();
        if path.is_empty() {
            return Route::Home;
        }
        if let Some(code) = path.strip_prefix(LOAD_MARKER) {
            return Route::Load(code.to_string());
        }
        let unknown = || Route::Unknown(path.to_string());
        // A trailing slash is forgiven: people edit URLs by hand.
        let trimmed = path.strip_suffix('/').unwrap_or(path);
        let Some((section, name)) = trimmed.split_once('/') else {
            return unknown();
        };
        if !is_name(name) {
            return unknown();
        }
        let name = name.to_string();
        match section {
            "game" => Route::Game(name),
            "rules" => Route::Rules(name),
            "new" => Route::NewGame(name),
            "play" => Route::Play(name),
            "replay" => Route::Replay(name),
            "join" => Route::Join(name),
            "reply" => Route::Reply(name),
            "seat" | "table" | "move" => Route::Post {
                kind: section.to_string(),
                code: name,
            },
            _ => unknown(),
        }
    }

    /// The fragment for this route, with its `#`; empty for the home page (the
    /// URL then has no fragment at all).
    pub fn fragment(&self) -> String {
        match self {
            Route::Home => String::new(),
            Route::Game(id) => format!("#game/{id}"),
            Route::Rules(id) => format!("#rules/{id}"),
            Route::NewGame(id) => format!("#new/{id}"),
            Route::Play(slot) => format!("#play/{slot}"),
            Route::Replay(slot) => format!("#replay/{slot}"),
            Route::Load(code) => format!("#{LOAD_MARKER}{code}"),
            Route::Join(code) => format!("#join/{code}"),
            Route::Reply(code) => format!("#reply/{code}"),
            Route::Post { kind, code } => format!("#{kind}/{code}"),
            Route::Unknown(path) => format!("#{path}"),
        }
    }
}

/// `%XX` escapes replaced by the bytes they stand for (read as UTF-8); a `%`
/// not followed by two hex digits is kept as it is.
pub fn percent_decode(text: &str) -> String {
    if !text.contains('%') {
        return text.to_string();
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |at: usize| bytes.get(at).and_then(|&b| char::from(b).to_digit(16));
        match (bytes[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Most characters of a link, name or code a message repeats back.
pub const ECHO_CHARS: usize = 40;

/// `text` as a message repeats it: the whole of it when short, else its first
/// [`ECHO_CHARS`] characters and "…", since an address may hold megabytes.
pub fn echo(text: &str) -> String {
    match text.char_indices().nth(ECHO_CHARS) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}…", &text[..cut]),
    }
}

/// Game ids and slot ids: letters, digits, `-` and `_`, so they never need escaping.
fn is_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(is_code_char)
}

/// The page's address without its fragment.
pub fn page_base(url: &str) -> &str {
    url.split_once('#').map_or(url, |(base, _)| base)
}

/// A link that opens the page and loads `code`; `page_url` may carry a fragment,
/// which is replaced.
pub fn share_link(page_url: &str, code: &str) -> String {
    format!(
        "{}{}",
        page_base(page_url),
        Route::Load(code.to_string()).fragment()
    )
}
