//! The page's own work, named in the browser's performance timeline so the
//! measuring scripts can say where a tap's time goes (scripts/measure-taps.mjs):
//! each span is a user-timing measure, observed as it is made and not kept.
//!
//! A span costs the page four calls and their names (a mark, a measure, two
//! clears): about a fifth of a move's drawing on a slowed phone. So spans are
//! made only where a measuring script asks for them, by setting
//! `window.boardroomSpans` before the app starts.

thread_local! {
    static ASKED: bool = web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w, &"boardroomSpans".into()).is_ok_and(|v| v.is_truthy())
    });
}

/// Runs `work`, and leaves a measure called `name` over it.
pub fn timed<T>(name: &str, work: impl FnOnce() -> T) -> T {
    if !ASKED.with(|asked| *asked) {
        return work();
    }
    let Some(p) = web_sys::window().and_then(|w| w.performance()) else {
        return work();
    };
    let _ = p.mark(name);
    let out = work();
    let _ = p.measure_with_start_mark(name, name);
    // Observers have it already; a long game would otherwise pile them up.
    p.clear_marks_with_mark_name(name);
    p.clear_measures_with_measure_name(name);
    out
}
