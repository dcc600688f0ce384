//! Importing a save code, from the import box or a `#load=` link. A bad code
//! gives a clear message and touches nothing else; a code for a game saved
//! already opens that game instead of copying it.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::markup::{alert_of, el};
use super::nav::{go, push_with_notice, replace, Ctx};
use super::registry::{self, Listed};
use super::{parts, saves};
use crate::engine::sentence;
use crate::save::{check, CodeError, Route, SavedGame};

/// What importing a code did.
pub struct Imported {
    pub slot: String,
    /// The game was saved already: nothing was copied.
    pub already: bool,
}

/// Checks a code fully (decodes and replays it, in its game's part) and stores
/// it as a new saved game, or finds the saved game with the same code.
pub async fn import(code: &str) -> Result<Imported, String> {
    import_parts(code).await.map_err(|why| sentence(&why))
}

async fn import_parts(code: &str) -> Result<Imported, String> {
    let header = match check(code) {
        Ok(header) => header,
        // A wrong checksum: cut short when copied, or changed? Telling them
        // apart takes the deflate decoder, which is in the codecs' part.
        Err(CodeError::Altered) => return Err(parts::explain_code(code).await),
        Err(e) => return Err(e.to_string()),
    };
    let entry = registry::catalogue()
        .into_iter()
        .find(|e| e.info.code_tag == header.game_tag)
        .ok_or("This code is for a game this version of Boardroom does not have.")?;
    // The game's screen opens next: its part comes side by side.
    parts::prefetch_game(entry.info.id);
    let part = parts::extras_and_codecs(entry.info.id)
        .await
        .map_err(|failed| match failed {
            parts::Failed::Unknown => {
                format!("{} is not playable in this version yet.", entry.info.name)
            }
            parts::Failed::Load => failed.words().to_string(),
        })?;
    let (slot, already) = (part.import)(code)?;
    Ok(Imported { slot, already })
}

/// Checks a save code of `G` and keeps it (see [`import`]): the new slot, and
/// whether the game was saved already.
pub fn import_game<G: Listed>(code: &str) -> Result<(String, bool), String> {
    let saved: SavedGame<G> = crate::save::decode(code).map_err(|e| e.to_string())?;
    let m = saved
        .replay()
        .map_err(|e| format!("This code does not make a valid game: {e}"))?;
    saves::create_or_find(&saved.table, &m)
}

const ALREADY: &str = "This game is already in your saved games: here it is.";

/// The `#load=CODE` route: import, then show the game. When the code cannot be
/// opened, the home page (`home`, handed by the routes) says why and the link
/// stays in the address bar (so it can be copied or tried again after an
/// update).
pub fn from_link(code: &str, home: fn() -> AnyView) -> AnyView {
    let ctx = expect_context::<Ctx>();
    let code = code.to_string();
    parts::when_loaded(
        async move { Ok(import(&code).await) },
        move |imported| match imported {
            Ok(done) => {
                if done.already {
                    ctx.notice.set(Some(ALREADY.into()));
                }
                replace(Route::Play(done.slot));
                el("p")
                    .class("loading")
                    .text("Opening the shared game…")
                    .into_view()
            }
            Err(why) => {
                ctx.notice.set(Some(format!(
                    "That link's saved game could not be opened. {why}"
                )));
                home()
            }
        },
    )
}

/// The import box on the home page. Plain elements around the pieces that
/// follow signals: the text box (with the form's submit), the button (disabled
/// while a code is being opened, so a double click imports once) and the error.
pub fn import_box() -> AnyView {
    let ctx = expect_context::<Ctx>();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let submit = move || {
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        let code = text.get_untracked().trim().to_string();
        spawn_local(async move {
            match import(&code).await {
                // Stays busy: the page is about to show the game.
                Ok(done) if done.already => {
                    push_with_notice(ctx, Route::Play(done.slot), ALREADY.into());
                }
                Ok(done) => go(&Route::Play(done.slot)),
                Err(why) => {
                    error.set(Some(why));
                    busy.set(false);
                }
            }
        });
    };
    let label = el("label")
        .attr("for", "import-code")
        .text("Save code or link");
    let form = view! {
        <form on:submit=move |ev| {
            ev.prevent_default();
            submit();
        }>
            {label}
            <textarea
                id="import-code"
                rows="3"
                spellcheck="false"
                placeholder="Paste a save code or a Boardroom link"
                prop:value=move || text.get()
                on:input=move |ev| {
                    text.set(event_target_value(&ev));
                    error.set(None);
                }
            ></textarea>
            <button type="submit" disabled=move || busy.get()>"Open game"</button>
        </form>
    };
    el("section")
        .class("import")
        .attr("aria-labelledby", "import-title")
        .child(
            el("h2")
                .attr("id", "import-title")
                .text("Open a shared game"),
        )
        .child(form.into_any())
        .child(alert_of(error))
        .into_view()
}
