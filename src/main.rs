//! The browser entry point; Trunk builds this binary to WebAssembly.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic says what and where in the console (a kilobyte less than the
    // console_error_panic_hook crate, which adds a JavaScript stack trace).
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
    // The loading page index.html shows until now.
    if let Some(boot) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("boot"))
    {
        boot.remove();
    }
    boardroom::app::timing::timed("boardroom-start", || {
        leptos::mount::mount_to_body(boardroom::app::App)
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardroom runs in the browser: build it with `trunk build` (see README.md).");
}
