//! The browser entry point; Trunk builds this binary to WebAssembly.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(boardroom::app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardroom runs in the browser: build it with `trunk build` (see README.md).");
}
