//! The narrated log, and looking back at earlier positions (read-only).

use leptos::prelude::*;

use super::Frame;

pub fn log_panel(frame: Frame) -> impl IntoView {
    let f = frame.clone();
    let total = Signal::derive(move || f.session.moves());
    let f = frame.clone();
    let lines = move || {
        let back = f.back.get();
        f.session
            .recent_log(200)
            .into_iter()
            .map(|e| {
                let future = back.is_some_and(|b| e.after > b);
                let current = back == Some(e.after);
                view! {
                    <li class:future=future class:current=current>
                        <span class="move-no">{e.after}</span>
                        " "
                        {e.text}
                    </li>
                }
            })
            .collect_view()
    };
    let back = frame.back;
    let step = move |delta: isize| {
        let t = total.get_untracked() as isize;
        let at = back.get_untracked().map_or(t, |b| b as isize);
        let next = (at + delta).clamp(0, t);
        back.set(if next >= t { None } else { Some(next as usize) });
    };
    let looking = move || {
        back.get()
            .map(|b| format!("Looking back: after move {b} of {}.", total.get()))
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
