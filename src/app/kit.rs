//! The board kit: what every board draws the same way. A board is a function of
//! one seat's view and the events that seat saw since its last move; the kit
//! gives it the seats' names, the prompt of whose turn it is and what to do, and
//! the frame draws the news from the same events.

use std::sync::Arc;

use leptos::prelude::*;

use crate::app::markup::{el, span, El, Node};
use crate::codecs::Codecs;
use crate::engine::news::{Banner, NewsMove};
use crate::engine::{Names, Seat};

/// The table as a board names it.
#[derive(Clone, Debug)]
pub struct Seats {
    pub names: Vec<String>,
    /// Whose eyes the board borrows (`None`: a spectator).
    pub viewer: Option<Seat>,
}

impl Seats {
    pub fn new(names: Vec<String>, viewer: Option<Seat>) -> Self {
        Seats { names, viewer }
    }

    /// The seat's name ("Player N" when it has none).
    pub fn name(&self, seat: Seat) -> String {
        Names(&self.names).of(seat)
    }

    /// The name, with "(you)" for the viewer (unless the name already says "You").
    pub fn label(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if self.is_viewer(seat) && !name.eq_ignore_ascii_case("you") {
            format!("{name} (you)")
        } else {
            name
        }
    }

    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.viewer == Some(seat)
    }

    /// Subject and verb that agree, the viewer as "You": `does(s, "call", "calls")`
    /// is "You call" or "Ann calls" (see [`crate::engine::Narrator::does`]).
    pub fn does(&self, seat: Seat, you_form: &str, other_form: &str) -> String {
        crate::engine::Narrator::new(&self.names, self.viewer).does(seat, you_form, other_form)
    }

    /// "you" for the viewer, otherwise the name: an object inside a sentence.
    pub fn whom(&self, seat: Seat) -> String {
        crate::engine::Narrator::new(&self.names, self.viewer).whom(seat)
    }

    /// Several seats by name: "Ann, Bob and Cy"; "nobody" for none.
    pub fn list(&self, seats: &[Seat]) -> String {
        if seats.is_empty() {
            return "nobody".into();
        }
        let names: Vec<String> = seats.iter().map(|&s| self.name(s)).collect();
        crate::engine::and_list(&names)
    }
}

/// Puts keyboard focus on the board itself (a redraw took the focused control
/// away), without scrolling: where the page shows is the frame's to say.
pub fn focus_board() {
    let area = document()
        .query_selector(".board-area")
        .ok()
        .flatten()
        .and_then(|a| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(a).ok());
    if let Some(area) = area {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = area.focus_with_options(&options);
    }
}

/// The class a board gives the part holding the viewer's move (their hand,
/// their form): when it is their turn the frame brings it into view.
pub const MY_MOVE: &str = "my-move";

/// The class the host's devices panel gives a seat whose person has not come
/// (or left): the game waits for them, so the frame brings it into view first.
pub const WAITING_SEAT: &str = "seat-waiting";

/// The class the keeper's panel of play by message gives the step due now:
/// when nobody at this device has a move, the frame brings it into view.
pub const DUE_STEP: &str = "step-due";

/// The class of a fold in the viewer's move part whose summary opens the
/// choices of one move (a card's many targets): the summary is then the
/// player's control, as a button would be.
pub const MOVE_FOLD: &str = "move-fold";

/// Which of a board's panels the player opened or closed (a plan shown, a list
/// folded): kept by the frame, since a board is a drawing of the view and keeps
/// nothing (a part drawn anew, after a new round, would forget it).
#[derive(Clone, Copy)]
pub struct Panels {
    open: RwSignal<std::collections::BTreeMap<String, bool>>,
    /// The page is one column (a phone, a small tablet): see [`Panels::part`].
    one_column: bool,
}

/// The width below which the game screen is one column, the log under the
/// board (style/main.css, `.game-body`).
const ONE_COLUMN: &str = "(max-width: 899px)";

impl Panels {
    /// The panels of one screen, all as their boards first draw them; whether
    /// the page is one column is read once, here.
    pub fn on_page() -> Self {
        let one_column = web_sys::window()
            .and_then(|w| w.match_media(ONE_COLUMN).ok().flatten())
            .is_some_and(|m| m.matches());
        Panels {
            open: RwSignal::new(Default::default()),
            one_column,
        }
    }

    /// Whether a part the player does not act on is open at first (see
    /// [`Panels::part`]): on a wide page.
    pub fn open_at_first(&self) -> bool {
        !self.one_column
    }

    /// Whether the panel `key` is open, or `default` if the player never said.
    pub fn is_open(&self, key: &str, default: bool) -> bool {
        self.open
            .with_untracked(|m| m.get(key).copied())
            .unwrap_or(default)
    }

    pub fn set_open(&self, key: &str, open: bool) {
        self.open.update_untracked(|m| {
            m.insert(key.to_string(), open);
        });
    }

    /// A part of the board the player reads but does not act on (the table of
    /// seats, the others' plans): open on a wide page; on a one-column page
    /// folded at first, a tap away. There, below the player's move, laying
    /// such a part out again after every move made most of a slowed phone's
    /// frames over 100 ms (docs/measuring.md, "Taps on a phone"); opened for
    /// the game's end, Detroit Motors' table of 12 seats was one such frame on
    /// its own, so a fold stays as the player left it to the end. The summary
    /// holds the part's heading, then `digest`: a line of what it holds,
    /// marked when `changed` says something in it changed since the player's
    /// last decision, so a fold hides no news.
    pub fn part(&self, key: &str, heading: El, digest: String, changed: bool, body: El) -> El {
        let digest = self::changed(el("span").text(digest), changed, None);
        self.fold_open(
            key.to_string(),
            self.open_at_first(),
            part_summary(heading, digest),
            body,
        )
        .class("part-fold")
    }

    /// A `<details>` panel that stays open or shut across redraws: a part of the
    /// board drawn anew would shut a plain one. Clicking (or pressing Enter on)
    /// the summary toggles the element and this record together.
    pub fn fold(&self, key: &'static str, summary: impl Into<String>, body: El) -> El {
        self.fold_open(key.to_string(), false, el("summary").text(summary), body)
    }

    /// A [`Panels::fold`] open at first when `default` says so, with its own
    /// summary element.
    pub fn fold_open(&self, key: String, default: bool, summary: El, body: El) -> El {
        let panels = *self;
        el("details")
            .flag("open", self.is_open(&key, default))
            .child(summary.on_click(move || {
                panels.set_open(&key, !panels.is_open(&key, default));
            }))
            .child(body)
    }
}

/// The summary of a part folded on a phone (a `<details>` of class
/// `part-fold`, see [`Panels::part`]): the part's heading, then `digest`, the
/// line of what it holds, shown while it is shut.
pub fn part_summary(heading: El, digest: El) -> El {
    el("summary")
        .class("part-summary")
        .child(heading)
        .child(digest.add_class("part-digest"))
}

/// The guided game's words at the decision at hand (see `play::guide`): each
/// a topic met for the first time.
#[derive(Clone)]
pub struct Guide {
    pub lessons: Vec<String>,
    pub skip: Callback<()>,
}

/// The guide's note, drawn by the board at the top of its [`MY_MOVE`] part: a
/// short line (its first lesson, cut to two lines) and "More", a disclosure
/// holding the whole of it and "Skip", so the controls under it stay on a
/// phone's screen.
pub fn guide(g: &Guide) -> El {
    let skip = g.skip;
    let (lead, rest) = match g.lessons.split_first() {
        Some((lead, rest)) => (lead.clone(), rest),
        None => (String::new(), &[][..]),
    };
    el("details")
        .class("guide")
        .attr("role", "note")
        .attr("aria-label", "Guided game")
        .child(
            el("summary")
                .class("guide-line")
                .child(
                    // "Guide:" before it is the style's (the text is the lesson's).
                    span("guide-text guide-lead", lead),
                )
                .child(span("guide-more", "More"))
                .child(span("guide-less", "Less")),
        )
        .kids(
            rest.iter()
                .map(|t| el("p").class("guide-text").text(t.clone())),
        )
        .child(
            el("button")
                .attr("type", "button")
                .class("guide-skip")
                .on_click(move || skip.run(()))
                .text("Skip the guide"),
        )
}

/// Whose turn it is and what to do: a line of facts (round, stage) and one
/// sentence, set off when it is addressed to the viewer.
pub fn prompt(facts: impl Into<String>, what: impl Into<String>, mine: bool) -> El {
    el("div")
        .classes("prompt", &[("prompt-mine", mine)])
        .child(el("p").class("prompt-facts").text(facts))
        .child(el("p").class("prompt-do").text(what))
}

/// A board under its news banner (when there is news), as the game screen
/// and the replay both draw it.
pub fn under_news(banner: Option<Banner>, board: El) -> Vec<Node> {
    news(banner)
        .into_iter()
        .chain([board])
        .map(Node::from)
        .collect()
}

/// "Since your last move" (laid out by [`crate::engine::news::banner`]): a
/// list of moves, each its mover's name once and then its happenings, a
/// line each; when there are many, the oldest whole moves behind one tap
/// whose summary says what they hold. The game's end is the last line.
pub fn news(banner: Option<Banner>) -> Option<El> {
    let banner = banner?;
    let earlier = banner.earlier.map(|e| {
        el("details")
            .class("news-earlier")
            .child(el("summary").text(e.summary))
            .child(news_moves(e.moves))
    });
    Some(
        el("section")
            .class("news")
            .attr("aria-label", "Since your last move")
            .opt(earlier)
            .child(news_moves(banner.shown)),
    )
}

/// Moves as a list: the mover, then a list of the lines, the mover left out
/// of the lines that open with them.
fn news_moves(moves: Vec<NewsMove>) -> El {
    el("ol")
        .class("news-moves")
        .kids(moves.into_iter().map(|m| {
            let lines = m.lines.iter().map(|l| {
                el("li")
                    .class(&format!("news-line {}", l.weight.class()))
                    .text(l.under_heading().to_string())
            });
            el("li")
                .classes("news-move", &[("news-new", m.new)])
                .child(el("span").class("news-mover").text(m.heading))
                .child(el("ul").class("news-lines").kids(lines))
        }))
}

/// Marks a piece of the board that changed since the reader's last decision
/// (class `changed`, see style/main.css), with a badge such as "+3" or
/// "−T¥10" where money or points moved, put after what the piece holds so
/// far. Unchanged pieces are left as they are.
pub fn changed(e: El, on: bool, badge: Option<String>) -> El {
    if !on {
        return e;
    }
    let shown = badge.clone().map(change_badge);
    e.add_class("changed")
        .maybe("data-change", badge)
        .opt(shown)
}

/// A change's badge ("+3") as words of its own in the flow, so that it takes
/// room beside what it qualifies instead of covering a neighbour. Hidden from
/// screen readers: the news says the same in words, and a control's name
/// stays as it was.
pub fn change_badge(text: String) -> El {
    span("change-badge", text).hidden()
}

/// A signed amount for a [`changed`] badge: "+3", "−10" (a true minus sign),
/// with `unit` before the number ("T¥"); `None` for no change.
pub fn delta(amount: i64, unit: &str) -> Option<String> {
    match amount {
        0 => None,
        a if a > 0 => Some(format!("+{unit}{a}")),
        a => Some(format!("−{unit}{}", -a)),
    }
}

/// One thing a [`pick_form`] offers.
pub struct PickItem {
    /// What the player sees (a badge, a card, a name).
    pub label: El,
    /// The same in words, for screen readers and the steppers' names.
    pub name: String,
    /// How many of it may be picked: 1 is a tick box, more a − / + stepper.
    pub max: u32,
}

/// Checks a pick (how many of each item): the action it makes, or why not.
pub type PickCheck<A> = Arc<dyn Fn(&[u32]) -> Result<A, String> + Send + Sync>;
/// Draws what a pick amounts to.
pub type PickSummary = Arc<dyn Fn(&[u32]) -> El + Send + Sync>;

/// A form for "pick several things, see live whether the pick is valid and why
/// not, submit": a coalition of factions, disks for a section, cards to offer.
pub struct Pick<A: 'static> {
    /// The form's class, and the fieldset's legend.
    pub class: &'static str,
    pub legend: String,
    pub items: Vec<PickItem>,
    /// How many of each item are picked at first.
    pub initial: Vec<u32>,
    /// The pick, checked live: the action it makes, or why it cannot be sent.
    /// It may read other signals (a choice in `extra`) and is followed.
    pub check: PickCheck<A>,
    /// What the pick amounts to, drawn live under the items.
    pub summary: Option<PickSummary>,
    /// Further controls of the form, between the summary and the button.
    pub extra: Vec<Node>,
    /// Ready-made picks, one tap each: (label, counts, words for screen readers).
    pub presets: Vec<(String, Vec<u32>, String)>,
    pub presets_note: String,
    /// Said while the pick can be sent ("A valid coalition.").
    pub valid: String,
    pub submit: String,
    pub act: Callback<A>,
}

/// The pick form (see [`Pick`]): only a valid pick can be sent, and the reason
/// an invalid one cannot is shown as the player picks.
pub fn pick_form<A: Clone + Send + Sync + 'static>(p: Pick<A>) -> Node {
    let n = p.items.len();
    let mut initial = p.initial;
    initial.resize(n, 0);
    let counts = RwSignal::new(initial);
    let check = p.check;
    let items = p
        .items
        .into_iter()
        .enumerate()
        .map(|(i, item)| pick_item(p.class, i, item, counts));
    let c1 = check.clone();
    let valid = p.valid;
    let verdict = move || match counts.with(|c| c1(c)) {
        Ok(_) => el("p").class("pick-valid").text(valid.clone()).into_view(),
        Err(why) => el("p").class("pick-why").text(why).into_view(),
    };
    let summary = p
        .summary
        .map(|draw| Node::View((move || counts.with(|c| draw(c)).into_view()).into_any()));
    let presets = (!p.presets.is_empty()).then(|| pick_presets(p.presets, p.presets_note, counts));
    let c2 = check.clone();
    let act = p.act;
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if let Ok(a) = counts.with(|c| c2(c)) {
            act.run(a);
        }
    };
    let label = p.submit;
    let send = view! {
        <button type="submit" class="primary" disabled=move || counts.with(|c| check(c).is_err())>
            {label}
        </button>
    };
    let parts: Vec<AnyView> = [
        Node::El(
            el("fieldset")
                .child(el("legend").text(p.legend))
                .child(el("ul").class("pick-items").kids(items)),
        ),
        Node::El(
            el("div")
                .class("pick-live")
                .attr("aria-live", "polite")
                .opt(summary)
                .child(Node::View(verdict.into_any())),
        ),
    ]
    .into_iter()
    .chain(p.extra)
    .chain(std::iter::once(Node::El(
        el("div").class("pick-send").child(send.into_any()),
    )))
    .chain(presets.map(Node::El))
    .map(Node::into_view)
    .collect();
    let class = p.class;
    Node::View(
        view! { <form class=format!("pick {class}") on:submit=submit>{parts}</form> }.into_any(),
    )
}

/// One item of a pick form: a tick box when at most one may be picked, else
/// a − / + stepper with the count between.
fn pick_item(class: &str, i: usize, item: PickItem, counts: RwSignal<Vec<u32>>) -> El {
    let id = format!("{class}-{i}");
    let control: AnyView = if item.max <= 1 {
        view! {
            <input
                type="checkbox"
                id=id.clone()
                prop:checked=move || counts.with(|c| c[i] > 0)
                on:change=move |_| counts.update(|c| c[i] = u32::from(c[i] == 0))
            />
        }
        .into_any()
    } else {
        let max = item.max;
        let (less, more) = (
            format!("One fewer {}", item.name),
            format!("One more {}", item.name),
        );
        view! {
            <span class="pick-step">
                <button
                    type="button"
                    aria-label=less
                    disabled=move || counts.with(|c| c[i] == 0)
                    on:click=move |_| counts.update(|c| c[i] = c[i].saturating_sub(1))
                >
                    "−"
                </button>
                <output id=id.clone() aria-live="polite">{move || counts.with(|c| c[i])}</output>
                <button
                    type="button"
                    aria-label=more
                    disabled=move || counts.with(|c| c[i] >= max)
                    on:click=move |_| counts.update(|c| c[i] = (c[i] + 1).min(max))
                >
                    "+"
                </button>
            </span>
        }
        .into_any()
    };
    el("li").class("pick-item").child(control).child(
        el("label")
            .attr("for", id)
            .child(item.label.hidden())
            .child(crate::app::markup::sr(item.name)),
    )
}

/// A pick form's ready-made picks, one tap each, the one picked now pressed.
fn pick_presets(
    presets: Vec<(String, Vec<u32>, String)>,
    note: String,
    counts: RwSignal<Vec<u32>>,
) -> El {
    let buttons = presets.into_iter().map(|(text, picked, words)| {
        let pressed = picked.clone();
        let button = view! {
            <button
                type="button"
                class="pick-preset"
                aria-label=words
                aria-pressed=move || counts.with(|c| *c == pressed).to_string()
                on:click=move |_| counts.set(picked.clone())
            >
                {text}
            </button>
        };
        el("li").child(button.into_any())
    });
    el("div")
        .class("pick-presets")
        .child(el("p").class("pick-note").text(note))
        .child(el("ul").kids(buttons))
}

/// A link's QR code, for a phone at the table to scan (labelled "QR code of
/// the {what}"); none when the codecs cannot draw it.
pub fn qr_code(codecs: &Codecs, link: &str, what: &str) -> Option<AnyView> {
    let svg = (codecs.qr_svg)(link).ok()?;
    let label = format!("QR code of the {what}");
    Some(view! { <div class="qr" role="img" aria-label=label inner_html=svg></div> }.into_any())
}
