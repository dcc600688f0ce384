//! Importing a save code, from the import box or a `#load=` link. A bad code
//! gives a clear message and touches nothing else.

use leptos::prelude::*;

use super::registry::{self, GameUi, Visitor};
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
    fn visit<G: GameUi>(self) -> Self::Out {
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
        Ok(slot) => replace(&Route::Play(slot)),
        Err(why) => {
            ctx.notice.set(Some(format!(
                "That link's saved game could not be opened. {why}"
            )));
            replace(&Route::Home);
        }
    }
    view! { <p class="loading">"Opening the shared game…"</p> }.into_any()
}

/// The import box on the home page.
#[component]
pub fn ImportBox() -> impl IntoView {
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let submit = move || match import(text.get_untracked().trim()) {
        Ok(slot) => super::go(&Route::Play(slot)),
        Err(why) => error.set(Some(why)),
    };
    view! {
        <section class="import" aria-labelledby="import-title">
            <h2 id="import-title">"Open a shared game"</h2>
            <form on:submit=move |ev| {
                ev.prevent_default();
                submit();
            }>
                <label for="import-code">"Save code or link"</label>
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
                <button type="submit">"Open game"</button>
            </form>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </section>
    }
}
