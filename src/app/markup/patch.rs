//! A board drawn once and then changed in place: each new drawing (an [`El`]
//! tree, see [`crate::app::markup`]) is compared with the one on the page, and
//! only the elements, attributes and texts that differ are touched.
//!
//! Why hand-written: a board is a pure function of one seat's view, so the
//! cheap way to know what a move changed is to compare two drawings of it. Built
//! anew after every move, a board cost a phone (CPU slowed 4×) 150–450 ms per
//! tap, most of it making and laying out nodes that were already there
//! (`scripts/measure-taps.mjs`, figures in docs/measuring.md). Leptos' own
//! rebuild of an erased view sets every attribute again and cannot be told
//! that two trees are the same drawing; these few lines can. Embedded Leptos
//! views (a form with its own signals) are drawn anew each time.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::prelude::*;
use leptos::tachys::view::any_view::AnyViewState;
use leptos::tachys::view::{Mountable, Render};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::{El, Node};

thread_local! {
    static DRAW_AGAIN: ArcTrigger = ArcTrigger::new();
}

/// Draws every [`patched`] region again: for what a drawing left to work out
/// after it (Zaibatsu's piles' worth with what is still to come), once known.
pub fn draw_again() {
    DRAW_AGAIN.with(|t| t.notify());
}

/// A region of the page whose content `draw` gives: drawn again, in place,
/// whenever a signal `draw` reads changes or [`draw_again`] is called (inside a
/// `div` that takes no room of its own, `display: contents`), and only once
/// that `div` is on the page. What `draw` builds (callbacks, embedded views)
/// belongs to that drawing and goes with the next one.
pub fn patched(class: &'static str, draw: impl Fn() -> Vec<Node> + 'static) -> AnyView {
    let host = NodeRef::<leptos::html::Div>::new();
    // What is on the page, and the drawing's number.
    let drawn = StoredValue::new_local((RefCell::new(Vec::<Live>::new()), Cell::new(0u64)));
    Effect::new(move |_| {
        DRAW_AGAIN.with(|t| t.track());
        // Drawn once the element is on the page, and only then: what `draw`
        // asks of the page after the drawing (a scroll) finds it there.
        let Some(host) = host.get() else {
            return;
        };
        let kids = crate::app::timing::timed("boardroom-draw", &draw);
        let host: &web_sys::Element = &host;
        drawn.with_value(|(live, count)| {
            crate::app::timing::timed("boardroom-patch", || {
                patch_kids(host, &mut live.borrow_mut(), kids)
            });
            // The drawing's number: a control that stays where it was is
            // still seen to belong to a new drawing (the browser tests wait
            // on it after a tap).
            count.set(count.get() + 1);
            let _ = host.set_attribute("data-drawn", &count.get().to_string());
        });
    });
    leptos::html::div().class(class).node_ref(host).into_any()
}

/// What is on the page for one [`Node`].
enum Live {
    Text {
        node: web_sys::Text,
        text: String,
    },
    El(Box<LiveEl>),
    /// An embedded view, after an empty text node that marks where it starts.
    View {
        start: web_sys::Text,
        state: AnyViewState,
    },
}

struct LiveEl {
    tag: &'static str,
    el: web_sys::Element,
    attrs: Vec<(&'static str, String)>,
    markup: Option<&'static str>,
    click: Option<Click>,
    key: Option<String>,
    kids: Vec<Live>,
}

/// A click listener whose callback is swapped for each drawing's own.
struct Click {
    run: Rc<Cell<Callback<()>>>,
    listener: Closure<dyn Fn(web_sys::Event)>,
}

impl Live {
    /// The first DOM node it has on the page.
    fn first(&self) -> &web_sys::Node {
        match self {
            Live::Text { node, .. } => node,
            Live::El(e) => &e.el,
            Live::View { start, .. } => start,
        }
    }

    /// Takes it off the page.
    fn remove(mut self) {
        match &mut self {
            Live::Text { node, .. } => node.remove(),
            Live::El(e) => e.el.remove(),
            Live::View { start, state } => {
                state.unmount();
                start.remove();
            }
        }
    }
}

fn document() -> web_sys::Document {
    leptos::prelude::document()
}

/// Makes `node` and puts it into `parent` before `before` (at the end if none).
fn build(parent: &web_sys::Element, node: Node, before: Option<&web_sys::Node>) -> Live {
    match node {
        Node::Text(text) => {
            let node = document().create_text_node(&text);
            let _ = parent.insert_before(&node, before);
            Live::Text { node, text }
        }
        Node::View(view) => {
            let start = document().create_text_node("");
            let _ = parent.insert_before(&start, before);
            let mut state = view.build();
            state.mount(parent, before);
            Live::View { start, state }
        }
        Node::El(parts) => {
            let Ok(el) = document().create_element(parts.tag) else {
                // Only a tag the app never uses could fail: an empty text stands in.
                return build(parent, Node::Text(String::new()), before);
            };
            if let Some(m) = parts.markup {
                el.set_inner_html(m);
            }
            for (k, v) in &parts.attrs {
                let _ = el.set_attribute(k, v);
            }
            let click = parts.click.map(|c| listen(&el, c));
            let mut kids = Vec::with_capacity(parts.kids.len());
            for kid in parts.kids {
                kids.push(build(&el, kid, None));
            }
            let _ = parent.insert_before(&el, before);
            Live::El(Box::new(LiveEl {
                tag: parts.tag,
                el,
                attrs: parts.attrs,
                markup: parts.markup,
                click,
                key: parts.key,
                kids,
            }))
        }
    }
}

fn listen(el: &web_sys::Element, callback: Callback<()>) -> Click {
    let run = Rc::new(Cell::new(callback));
    let to = run.clone();
    let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_| to.get().run(()));
    let _ = el.add_event_listener_with_callback("click", listener.as_ref().unchecked_ref());
    Click { run, listener }
}

/// Brings the children of `parent` (`old`, as on the page) to `new`. Each new
/// node is drawn over the old one of its kind (tag and first class) in the same
/// place, or a little further on when the nodes before that one went (a part
/// of the board that is there on some moves only); the rest is made anew. A
/// keyed element is drawn over the old one with its key, wherever that is
/// further on, and otherwise made anew: lines added at the top of a list leave
/// the others where they are, a card played from a hand leaves the other
/// cards, and parts that change places (the category in play drawn first) are
/// moved rather than made again.
fn patch_kids(parent: &web_sys::Element, old: &mut Vec<Live>, new: Vec<Node>) {
    /// How far on an old node of the same kind is looked for.
    const AHEAD: usize = 8;
    let mut kept = Vec::with_capacity(new.len());
    let mut rest: std::collections::VecDeque<Live> = std::mem::take(old).into();
    let mut new = new.into_iter();
    while let Some(node) = new.next() {
        let key = node_key(&node);
        let found = match key {
            Some(key) => rest.iter().position(|l| live_key(l) == Some(key)),
            None => {
                let kind = node_kind(&node);
                rest.iter().take(AHEAD).position(|l| live_kind(l) == kind)
            }
        };
        if let Some(skip) = found.filter(|&skip| skip > 0) {
            // Keyed nodes passed over that are still wanted further on stay,
            // and the keyed element found moves up to here; otherwise what
            // was passed over is gone.
            let later = new.as_slice();
            let wanted = key.is_some()
                && rest.iter().take(skip).any(|l| {
                    live_key(l).is_some_and(|k| later.iter().any(|n| node_key(n) == Some(k)))
                });
            if wanted {
                if let Some(moved) = rest.remove(skip) {
                    let _ = parent.insert_before(moved.first(), rest.front().map(Live::first));
                    rest.push_front(moved);
                }
            } else {
                for gone in rest.drain(..skip) {
                    gone.remove();
                }
            }
        }
        let Some(was) = found.and_then(|_| rest.pop_front()) else {
            let before = rest.front().map(Live::first);
            kept.push(build(parent, node, before));
            continue;
        };
        match (was, node) {
            (Live::Text { node, mut text }, Node::Text(t)) => {
                if text != t {
                    node.set_data(&t);
                    text = t;
                }
                kept.push(Live::Text { node, text });
            }
            (Live::El(mut live), Node::El(e)) if same_element(&live, &e) => {
                patch_el(&mut live, e);
                kept.push(Live::El(live));
            }
            (was, node) => {
                let now = build(parent, node, Some(was.first()));
                was.remove();
                kept.push(now);
            }
        }
    }
    for gone in rest {
        gone.remove();
    }
    *old = kept;
}

/// A node's kind, for matching old and new: its tag and first class (an
/// embedded view matches nothing: it is drawn anew).
fn node_kind(node: &Node) -> (&str, &str) {
    match node {
        Node::Text(_) => ("#text", ""),
        Node::View(_) => ("#view", "\u{0}"),
        Node::El(e) => (e.tag, first_class(&e.attrs)),
    }
}

fn node_key(node: &Node) -> Option<&String> {
    match node {
        Node::El(e) => e.key.as_ref(),
        _ => None,
    }
}

fn live_key(live: &Live) -> Option<&String> {
    match live {
        Live::El(e) => e.key.as_ref(),
        _ => None,
    }
}

fn live_kind(live: &Live) -> (&str, &str) {
    match live {
        Live::Text { .. } => ("#text", ""),
        Live::View { .. } => ("#view", ""),
        Live::El(e) => (e.tag, first_class(&e.attrs)),
    }
}

fn first_class<'a>(attrs: &'a [(&'static str, String)]) -> &'a str {
    attrs
        .iter()
        .rev()
        .find(|(k, _)| *k == "class")
        .and_then(|(_, v)| v.split_whitespace().next())
        .unwrap_or("")
}

/// Whether `e` may be drawn over `live` in place: the same tag and fixed
/// markup, and for a form field nothing changed (a field the player has typed
/// into no longer follows its attributes, so a changed one is made anew).
fn same_element(live: &LiveEl, e: &El) -> bool {
    live.tag == e.tag
        && live.markup == e.markup
        && (!matches!(e.tag, "input" | "select" | "textarea" | "option") || live.attrs == e.attrs)
}

fn patch_el(live: &mut LiveEl, parts: El) {
    if live.attrs != parts.attrs {
        fn last<'a>(list: &'a [(&'static str, String)], k: &str) -> Option<&'a String> {
            list.iter().rev().find(|(key, _)| *key == k).map(|(_, v)| v)
        }
        for (k, _) in &live.attrs {
            if last(&parts.attrs, k).is_none() {
                let _ = live.el.remove_attribute(k);
            }
        }
        for (k, v) in &parts.attrs {
            // With a key given twice, the last value is the one that holds.
            if last(&parts.attrs, k) == Some(v) && last(&live.attrs, k) != Some(v) {
                let _ = live.el.set_attribute(k, v);
            }
        }
        live.attrs = parts.attrs;
    }
    match (&live.click, parts.click) {
        (Some(c), Some(new)) => c.run.set(new),
        (None, Some(new)) => live.click = Some(listen(&live.el, new)),
        (Some(c), None) => {
            let _ = live
                .el
                .remove_event_listener_with_callback("click", c.listener.as_ref().unchecked_ref());
            live.click = None;
        }
        (None, None) => {}
    }
    if live.markup.is_none() {
        patch_kids(&live.el, &mut live.kids, parts.kids);
    }
}
