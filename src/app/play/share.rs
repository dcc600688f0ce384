//! Sharing a game: its save code, a link that opens it, and the link as a QR code.

use leptos::prelude::*;

use super::Frame;
use crate::save::{qr_svg, share_link};

pub fn share_button(frame: Frame) -> impl IntoView {
    let open = RwSignal::new(false);
    let details = move || {
        if !open.get() {
            return None;
        }
        let code = match frame.session.code(&frame.table) {
            Ok(c) => c,
            Err(e) => return Some(
                view! { <p class="error" role="alert">{format!("No code can be made: {e}")}</p> }
                    .into_any(),
            ),
        };
        let href = window().location().href().unwrap_or_default();
        let link = share_link(&href, &code);
        let qr = qr_svg(&link).ok();
        let copied = RwSignal::new(false);
        let link_for_copy = link.clone();
        let copy = move |_| {
            let clipboard = window().navigator().clipboard();
            let _ = clipboard.write_text(&link_for_copy);
            copied.set(true);
        };
        Some(
            view! {
                <div class="share" role="dialog" aria-labelledby="share-title">
                    <h2 id="share-title">"Share this game"</h2>
                    <p>"Anyone who opens this link continues (or replays) the game from here."</p>
                    <label for="share-link">"Link"</label>
                    <input id="share-link" type="text" readonly=true prop:value=link.clone()/>
                    <button on:click=copy>{move || if copied.get() { "Link copied" } else { "Copy link" }}</button>
                    <label for="share-code">"Save code"</label>
                    <textarea id="share-code" readonly=true rows="3" prop:value=code></textarea>
                    {qr.map(|svg| view! { <div class="qr" role="img" aria-label="QR code of the link" inner_html=svg></div> })}
                    <button on:click=move |_| open.set(false)>"Close"</button>
                </div>
            }
            .into_any(),
        )
    };
    view! {
        <button on:click=move |_| open.update(|o| *o = !*o) aria-expanded=move || open.get().to_string()>
            "Share"
        </button>
        {details}
    }
}
