//! Pages and boards as plain data: an element tree built with ordinary function
//! calls and rendered by one function.
//!
//! Why: every `view!` tree is its own type, and Leptos compiles build and
//! rebuild code for each one. A board is a pure function of one seat's view,
//! drawn again when the game moves and changed in place by comparing the two
//! drawings ([`patched`]), so it gains nothing from that static typing, and
//! paid for it in size: the Detroit board alone was 68 KB of the gzipped app.
//! Built from [`El`] nodes, a board costs only the calls that describe it.
//! Interactive pieces with their own signals (forms, steppers) stay ordinary
//! Leptos views, embedded with [`Node::View`].
//!
//! Text and attribute values are set through the DOM, never parsed as markup,
//! so names typed by players are safe; [`El::markup`] is for the app's own
//! fixed markup only (a form with nothing of a player's in it).

use leptos::prelude::*;
use leptos::tachys::html::attribute::any_attribute::{AnyAttribute, IntoAnyAttribute};
use leptos::tachys::html::attribute::custom::custom_attribute;
use leptos::tachys::html::element::{custom, inner_html};
use leptos::tachys::html::event::{click, on};
use leptos::tachys::view::add_attr::AddAnyAttr;

mod patch;
pub use patch::{draw_again, patched};

/// One piece of a page.
pub enum Node {
    Text(String),
    El(El),
    /// A Leptos view with its own reactivity (a form, a stepper).
    View(AnyView),
}

/// An element: tag, attributes, children and an optional click handler.
pub struct El {
    tag: &'static str,
    attrs: Vec<(&'static str, String)>,
    kids: Vec<Node>,
    markup: Option<&'static str>,
    click: Option<Callback<()>>,
    /// Which one of a list it is (see [`El::key`]).
    key: Option<String>,
}

/// Starts an element.
pub fn el(tag: &'static str) -> El {
    El {
        tag,
        attrs: Vec::new(),
        kids: Vec::new(),
        markup: None,
        click: None,
        key: None,
    }
}

/// Shorthand for the commonest case: an element with a class.
pub fn div(class: &str) -> El {
    el("div").class(class)
}

/// `<span class=…>text</span>`.
pub fn span(class: &str, text: impl Into<String>) -> El {
    el("span").class(class).text(text)
}

/// Text only screen readers hear.
pub fn sr(text: impl Into<String>) -> El {
    span("sr-only", text)
}

/// An error message, announced to screen readers.
pub fn alert(text: impl Into<String>) -> El {
    el("p").class("error").attr("role", "alert").text(text)
}

/// The message in `slot` as an [`alert`] while there is one, following it.
pub fn alert_of(slot: RwSignal<Option<String>>) -> AnyView {
    (move || slot.get().map(|e| alert(e).into_view())).into_any()
}

impl El {
    pub fn attr(mut self, key: &'static str, value: impl Into<String>) -> Self {
        self.attrs.push((key, value.into()));
        self
    }

    /// An attribute that is there or not, such as `disabled`.
    pub fn flag(self, key: &'static str, on: bool) -> Self {
        if on {
            self.attr(key, "")
        } else {
            self
        }
    }

    /// An attribute only when there is a value.
    pub fn maybe(self, key: &'static str, value: Option<impl Into<String>>) -> Self {
        match value {
            Some(v) => self.attr(key, v),
            None => self,
        }
    }

    /// Names this element among its siblings, so that [`patched`] keeps it on
    /// the page when others are added or removed around it.
    pub fn key(mut self, key: impl Into<String>) -> Self {
        self.key = Some(key.into());
        self
    }

    pub fn class(self, class: &str) -> Self {
        if class.is_empty() {
            self
        } else {
            self.attr("class", class)
        }
    }

    /// One more class, kept with those the element has (a board's mark, such
    /// as `changed`, on a piece drawn elsewhere).
    pub fn add_class(mut self, class: &str) -> Self {
        match self.attrs.iter_mut().find(|(k, _)| *k == "class") {
            Some((_, v)) => {
                v.push(' ');
                v.push_str(class);
                self
            }
            None => self.class(class),
        }
    }

    /// A class plus the extra ones whose condition holds.
    pub fn classes(self, base: &str, extra: &[(&str, bool)]) -> Self {
        let mut all = base.to_string();
        for (name, on) in extra {
            if *on {
                all.push(' ');
                all.push_str(name);
            }
        }
        self.class(all.trim_start())
    }

    pub fn title(self, title: impl Into<String>) -> Self {
        self.attr("title", title)
    }

    /// Decorative: hidden from screen readers.
    pub fn hidden(self) -> Self {
        self.attr("aria-hidden", "true")
    }

    pub fn child(mut self, node: impl Into<Node>) -> Self {
        self.kids.push(node.into());
        self
    }

    /// A child only when there is one.
    pub fn opt(self, node: Option<impl Into<Node>>) -> Self {
        match node {
            Some(n) => self.child(n),
            None => self,
        }
    }

    pub fn text(self, text: impl Into<String>) -> Self {
        self.child(Node::Text(text.into()))
    }

    pub fn kids<N: Into<Node>>(mut self, nodes: impl IntoIterator<Item = N>) -> Self {
        self.kids.extend(nodes.into_iter().map(Into::into));
        self
    }

    /// The app's own fixed markup (a form's fields) as the element's content.
    pub fn markup(mut self, markup: &'static str) -> Self {
        self.markup = Some(markup);
        self
    }

    pub fn on_click(mut self, run: impl Fn() + Send + Sync + 'static) -> Self {
        self.click = Some(Callback::new(move |()| run()));
        self
    }

    pub fn into_view(self) -> AnyView {
        Node::El(self).into_view()
    }

    /// Whether its class attribute names `class`.
    fn has_class(&self, class: &str) -> bool {
        self.attrs
            .iter()
            .any(|(k, v)| *k == "class" && v.split(' ').any(|c| c == class))
    }
}

/// Puts `node` right after the first element in `nodes` (in page order) whose
/// class names `class`, as its next sibling; after the last of `nodes` when
/// none does. (What a drawing adds beside a part a board marked.)
pub fn put_after(nodes: &mut Vec<Node>, class: &str, node: Node) {
    fn into(nodes: &mut Vec<Node>, class: &str, node: Node) -> Result<(), Node> {
        let mut node = node;
        for i in 0..nodes.len() {
            let Node::El(e) = &mut nodes[i] else {
                continue;
            };
            if e.has_class(class) {
                nodes.insert(i + 1, node);
                return Ok(());
            }
            match into(&mut e.kids, class, node) {
                Ok(()) => return Ok(()),
                Err(back) => node = back,
            }
        }
        Err(node)
    }
    if let Err(node) = into(nodes, class, node) {
        nodes.push(node);
    }
}

impl Node {
    pub fn into_view(self) -> AnyView {
        match self {
            Node::Text(t) => t.into_any(),
            Node::View(v) => v,
            Node::El(e) => {
                let mut attrs: Vec<AnyAttribute> = e
                    .attrs
                    .into_iter()
                    .map(|(k, v)| custom_attribute(k, v).into_any_attr())
                    .collect();
                if let Some(m) = e.markup {
                    attrs.push(inner_html(m).into_any_attr());
                }
                if let Some(run) = e.click {
                    attrs.push(on(click, move |_| run.run(())).into_any_attr());
                }
                let kids: Vec<AnyView> = e.kids.into_iter().map(Node::into_view).collect();
                // Drawn once: what is drawn again (a board) goes through
                // `patched`, which changes only what differs.
                custom(e.tag).child(kids).add_any_attr(attrs).into_any()
            }
        }
    }
}

impl From<El> for Node {
    fn from(e: El) -> Self {
        Node::El(e)
    }
}

impl From<String> for Node {
    fn from(t: String) -> Self {
        Node::Text(t)
    }
}

impl From<&str> for Node {
    fn from(t: &str) -> Self {
        Node::Text(t.to_string())
    }
}

impl From<AnyView> for Node {
    fn from(v: AnyView) -> Self {
        Node::View(v)
    }
}

/// So an element can sit inside the few `view!` pieces that follow a signal.
impl IntoRender for El {
    type Output = AnyView;
    fn into_render(self) -> AnyView {
        self.into_view()
    }
}

/// Views side by side, with no element around them.
pub fn views(list: impl IntoIterator<Item = AnyView>) -> AnyView {
    list.into_iter().collect::<Vec<_>>().into_any()
}
