//! The narrated log, and looking back at earlier positions (read-only).

use leptos::prelude::*;

use super::Screen;
use crate::engine::Game;

pub fn log_panel<G: Game>(screen: Screen<G>) -> impl IntoView {
    let s = screen.clone();
    let total = move || s.game.with(|m| m.moves());
    let s = screen.clone();
    let lines = move || {
        let back = s.back.get();
        s.game.with(|m| {
            m.log()
                .iter()
                .rev()
                .take(200)
                .map(|e| {
                    let future = back.is_some_and(|b| e.after > b);
                    let current = back == Some(e.after);
                    view! {
                        <li class:future=future class:current=current>
                            <span class="move-no">{e.after}</span>
                            " "
                            {e.text.clone()}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let back = screen.back;
    let total2 = total;
    let step = move |delta: isize| {
        let t = total2() as isize;
        let at = back.get_untracked().map_or(t, |b| b as isize);
        let next = (at + delta).clamp(0, t);
        back.set(if next >= t { None } else { Some(next as usize) });
    };
    let looking = move || {
        back.get()
            .map(|b| format!("Looking back: after move {b} of {}.", total()))
    };
    view! {
        <aside class="log" aria-labelledby="log-title">
            <h2 id="log-title">"What happened"</h2>
            <div class="log-tools" role="group" aria-label="Look back">
                <button on:click=move |_| step(-1) aria-label="Step back one move">"◀ Back"</button>
                <button on:click=move |_| step(1) aria-label="Step forward one move">"Forward ▶"</button>
                <button
                    on:click=move |_| back.set(None)
                    disabled=move || back.get().is_none()
                    aria-label="Return to the current position"
                >
                    "Now"
                </button>
            </div>
            {move || looking().map(|t| view! { <p class="looking-back" role="status">{t}</p> })}
            <ol class="log-lines" reversed>{lines}</ol>
        </aside>
    }
}
