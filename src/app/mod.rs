//! The web front end: a thin Leptos layer over the engine.

use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    view! { <main><h1>"Boardroom"</h1></main> }
}
