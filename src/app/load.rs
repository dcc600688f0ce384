//! Importing a save code, from the import box or a `#load=` link. A bad code
//! gives a clear message and touches nothing else.

use leptos::prelude::*;

use super::markup::{alert_of, el};
use super::registry::{self, Listed, Visitor};
use super::{replace, saves, Ctx};
use crate::save::{peek, Route, SavedGame};

/// Checks a code fully (decodes and replays it) and stores it as a new saved
/// game; returns the new slot.
pub fn import(code: &str) -> Result<String, String> {
    let header = peek(code).map_err(|e| e.to_string())?;
    let entry = registry::catalogue()
        .into_iter()
        .find(|e| e.info.code_tag == header.game_tag)
        .ok_or("This code is for a game this version of Boardroom does not have.")?;
    registry::dispatch(entry.info.id, Import(code))
        .ok_or_else(|| format!("{} is not playable in this version yet.", entry.info.name))?
}

struct Import<'a>(&'a str);

impl Visitor for Import<'_> {
    type Out = Result<String, String>;
    fn visit<G: Listed>(self) -> Self::Out {
        let saved: SavedGame<G> = crate::save::decode(self.0).map_err(|e| e.to_string())?;
        let m = saved
            .replay()
            .map_err(|e| format!("This code does not make a valid game: {e}"))?;
        saves::create(&saved.table, &m)
    }
}

/// The `#load=CODE` route: import, then show the game (or the home page and why not).
pub fn from_link(code: &str) -> AnyView {
    let ctx = expect_context::<Ctx>();
    match import(code) {
        Ok(slot) => replace(Route::Play(slot)),
        Err(why) => {
            ctx.notice.set(Some(format!(
                "That link's saved game could not be opened. {why}"
            )));
            replace(Route::Home);
        }
    }
    el("p")
        .class("loading")
        .text("Opening the shared game…")
        .into_view()
}

/// The import box on the home page. Plain elements around the two pieces that
/// follow signals: the text box (with the form's submit) and the error.
pub fn import_box() -> AnyView {
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let submit = move || match import(text.get_untracked().trim()) {
        Ok(slot) => super::go(&Route::Play(slot)),
        Err(why) => error.set(Some(why)),
    };
    let label = el("label")
        .attr("for", "import-code")
        .text("Save code or link");
    let button = el("button").attr("type", "submit").text("Open game");
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
            {button}
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
