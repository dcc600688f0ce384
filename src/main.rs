//! The browser entry point; Trunk builds this binary to WebAssembly.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic says what and where in the console (a kilobyte less than the
    // console_error_panic_hook crate, which adds a JavaScript stack trace).
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
    // Drawn in a task of its own, after the one that instantiated the wasm: on
    // a phone the two together were one long task (docs/measuring.md, "The home
    // page in Lighthouse"). The loading page index.html shows until then.
    leptos::prelude::set_timeout(start, std::time::Duration::ZERO);
}

#[cfg(target_arch = "wasm32")]
fn start() {
    let window = web_sys::window();
    if let Some(boot) = window
        .as_ref()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    boardroom::app::timing::timed("boardroom-start", || {
        leptos::mount::mount_to_body(boardroom::app::App)
    });
    // What waits for the app to be drawn (index.html's offline worker, the
    // unpacking of the games' shared files) starts now.
    if let (Some(w), Ok(drawn)) = (window, web_sys::Event::new("boardroom-drawn")) {
        let _ = w.dispatch_event(&drawn);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardroom runs in the browser: build it with `trunk build` (see README.md).");
}
