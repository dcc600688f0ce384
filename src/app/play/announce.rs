//! What happened to the player, said aloud: a polite live region that
//! receives the strip's outcome lines (see [`crate::engine::news::Banner::brief`])
//! once each, in the order they happened. Which lines are new is
//! [`Announced`]'s to say (native); here they are only put on the page.

use leptos::prelude::*;

use super::Frame;
use crate::engine::news::Announced;

/// Lines kept in the region: a screen reader has said them as they came; the
/// rest go, oldest first (taking one away says nothing).
const KEPT: u32 = 40;

/// The region, visually hidden. Each new line is a paragraph added at its
/// end; nothing already there is written again, so a redraw says nothing.
pub fn region(frame: &Frame) -> AnyView {
    let host = NodeRef::<leptos::html::Div>::new();
    let heard = StoredValue::new(Announced::default());
    // Each line's number in the order said: the browser tests read it.
    let count = StoredValue::new(0u64);
    let brief = frame.tools.brief;
    Effect::new(move |_| {
        let Some((at, lines)) = brief.get() else {
            return;
        };
        let Some(host) = host.get() else {
            return;
        };
        let new: Vec<String> = heard
            .try_update_value(|h| {
                h.hear(at, &lines)
                    .into_iter()
                    .map(|l| l.text.clone())
                    .collect()
            })
            .unwrap_or_default();
        let host: &web_sys::Element = &host;
        for text in new {
            if let Ok(p) = document().create_element("p") {
                count.update_value(|n| *n += 1);
                let _ = p.set_attribute("data-n", &count.get_value().to_string());
                p.set_text_content(Some(&text));
                let _ = host.append_child(&p);
            }
        }
        while host.child_element_count() > KEPT {
            if let Some(old) = host.first_element_child() {
                old.remove();
            }
        }
    });
    leptos::html::div()
        .class("sr-only announce")
        .attr("role", "log")
        .attr("aria-live", "polite")
        .attr("aria-label", "What happened")
        .node_ref(host)
        .into_any()
}
