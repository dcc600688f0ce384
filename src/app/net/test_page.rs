//! A test bed for the connection: `#net-test` shows one invite whose link, once
//! connected, shows what came in. Its guest opens the real join page (`#join/<code>`,
//! the game's guest page), so tests/browser/connect.net.mjs tests the invite, the
//! reply and the link between two browsers; the game itself is tested by
//! devices.net.mjs. To go once those tests run through the game's own invite panel.

use leptos::prelude::*;

use super::invite::invite_panel;
use super::rtc::{Link, LinkEvent, RtcConfig};
use crate::app::markup::{div, el};

/// The text box over a link: what came in, and a field to send a line.
#[derive(Clone, Copy)]
struct Chat {
    link: StoredValue<Option<Link>, LocalStorage>,
    lines: RwSignal<Vec<String>>,
    open: RwSignal<bool>,
}

impl Chat {
    fn new() -> Chat {
        Chat {
            link: StoredValue::new_local(None),
            lines: RwSignal::new(Vec::new()),
            open: RwSignal::new(false),
        }
    }

    fn adopt(self, link: Link) {
        let chat = self;
        link.on_event(move |event| match event {
            LinkEvent::Open => chat.open.set(true),
            LinkEvent::Message(bytes) => chat
                .lines
                .update(|l| l.push(String::from_utf8_lossy(&bytes).into_owned())),
            LinkEvent::Closed { why } => {
                chat.open.set(false);
                chat.lines.update(|l| l.push(why));
            }
        });
        self.open.set(link.is_open());
        self.link.set_value(Some(link));
    }

    fn view(self) -> AnyView {
        let text = RwSignal::new(String::new());
        let send = move || {
            let line = text.get_untracked();
            self.link.with_value(|link| {
                if let Some(link) = link {
                    let _ = link.send(line.as_bytes());
                }
            });
            text.set(String::new());
        };
        (move || {
            self.open.get().then(|| {
                let field = view! {
                    <input id="net-say" type="text" prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev)) />
                };
                let lines = move || {
                    self.lines
                        .get()
                        .into_iter()
                        .map(|l| el("li").text(l).into_view())
                        .collect::<Vec<_>>()
                };
                div("net-chat")
                    .child(el("label").attr("for", "net-say").text("Message"))
                    .child(field.into_any())
                    .child(el("button").on_click(send).text("Send"))
                    .child(
                        el("ul")
                            .attr("aria-label", "Received")
                            .child(lines.into_any()),
                    )
                    .into_view()
            })
        })
        .into_any()
    }
}

/// `#net-test`: one invite, then the text box.
pub fn host_page() -> AnyView {
    let chat = Chat::new();
    el("section")
        .class("net-page")
        .child(el("h1").text("Connection test"))
        .child(invite_panel("Guest", RtcConfig::default(), move |link| {
            chat.adopt(link)
        }))
        .child(chat.view())
        .into_view()
}
