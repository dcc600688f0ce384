//! "Scan the reply": the host's camera reads the QR code the guest's device
//! shows. The camera and the reading are static/scan/scan.js (with its own QR
//! decoder where the browser has no BarcodeDetector), added to the page the
//! first time a player asks for the camera: none of it is in the app's code,
//! so the first visit does not download it.

use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use js_sys::{Function, Reflect};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::markup::{div, el};

/// The module, relative to the page, and what it adds to the page.
const MODULE: &str = "scan/scan.js";
const ENTRY: &str = "boardroomScan";
const SCRIPT_ID: &str = "boardroom-scan";

static SCANS: AtomicUsize = AtomicUsize::new(0);

/// What a running scan holds: the module's way to stop it, and the callback
/// it reports texts to (dropped after stopping, when nothing calls it).
type Running = (Option<Function>, Closure<dyn FnMut(JsValue)>);

/// A "Scan the reply" button that opens the camera; `found` gets each text a
/// QR code in view holds, until the scan is stopped or this view goes.
pub fn scanner(found: impl Fn(String) + 'static) -> AnyView {
    let open = RwSignal::new(false);
    let found = StoredValue::new_local(Rc::new(found) as Rc<dyn Fn(String)>);
    let toggle = move || open.update(|o| *o = !*o);
    (move || {
        if !open.get() {
            return el("button")
                .attr("type", "button")
                .on_click(toggle)
                .text("Scan the reply")
                .into_view();
        }
        let id = format!("scan-{}", SCANS.fetch_add(1, Ordering::Relaxed));
        let running = StoredValue::new_local(None::<Running>);
        let box_id = id.clone();
        // Once the box is in the page.
        request_animation_frame(move || start(&box_id, found, running));
        on_cleanup(move || {
            if let Some(Some((Some(stop), _callback))) = running.try_update_value(|r| r.take()) {
                let _ = stop.call0(&JsValue::NULL);
            }
        });
        div("scan")
            .child(div("scan-view").attr("id", id))
            .child(
                el("button")
                    .attr("type", "button")
                    .on_click(toggle)
                    .text("Stop the camera"),
            )
            .into_view()
    })
    .into_any()
}

/// Starts the scan in the box `id`, loading the module first if need be.
fn start(
    id: &str,
    found: StoredValue<Rc<dyn Fn(String)>, LocalStorage>,
    running: StoredValue<Option<Running>, LocalStorage>,
) {
    let doc = document();
    let Some(view) = doc.get_element_by_id(id) else {
        return;
    };
    let entry = || {
        Reflect::get(&window(), &ENTRY.into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
    };
    let run = {
        let view = view.clone();
        move || {
            let Some(scan) = entry() else {
                return;
            };
            let callback = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
                if let (Some(text), Some(found)) = (text.as_string(), found.try_get_value()) {
                    found(text);
                }
            });
            let stop = scan
                .call2(&JsValue::NULL, &view, callback.as_ref())
                .ok()
                .and_then(|s| s.dyn_into::<Function>().ok());
            if let Some((Some(stop), _callback)) =
                running.try_set_value(Some((stop, callback))).flatten()
            {
                // The view went while the module loaded: stop at once.
                let _ = stop.call0(&JsValue::NULL);
            }
        }
    };
    if entry().is_some() {
        return run();
    }
    // The module's script, added once; a second scan waits for the same one.
    let script = doc.get_element_by_id(SCRIPT_ID).or_else(|| {
        let s = doc.create_element("script").ok()?;
        let _ = s.set_attribute("id", SCRIPT_ID);
        let _ = s.set_attribute("type", "module");
        let _ = s.set_attribute("src", MODULE);
        doc.head()?.append_child(&s).ok()?;
        Some(s)
    });
    let Some(script) = script else { return };
    let loaded = Closure::once_into_js(run);
    let _ = script.add_event_listener_with_callback("load", loaded.unchecked_ref());
    let gone = script.clone();
    let failed = Closure::once_into_js(move || {
        // Offline before this file was kept: the next scan tries again.
        gone.remove();
        view.set_text_content(Some(
            "The camera scan could not be loaded: is this device offline? Paste the reply \
             instead.",
        ));
    });
    let _ = script.add_event_listener_with_callback("error", failed.unchecked_ref());
}
