//! The board in the browser: a pure function of one seat's view and the events
//! it saw. Phone first, top to bottom: whose move and what to do; on the
//! viewer's move, the move itself on the board it is decided from (the active
//! category's sections, each with every company's disks, the bag odds and the
//! viewer's button for it; or the hand, for cards and trends); then the hand,
//! the last bag draws, the other categories, the turn order and passing lane,
//! and every company (sheet circles, pools, hand counts, return pool, supply,
//! Car of the Year disks, tokens).

use leptos::prelude::*;

use super::content::{card, section_name, Category, Icon, SHEETS};
use super::events::{shares, Event};
use super::guide::trend_words;
use super::rules::{Action, Target};
use super::view::IndependentsView;
use super::{Edition, Independents, IndependentsOptions, Phase};
use crate::app::kit::{self, Seats};
use crate::app::markup::{div, el, span, sr, El, Node};
use crate::app::registry::{BoardCtx, GameUi};
use crate::engine::{plural, Seat};

impl GameUi for Independents {
    const OWN_CONTROLS: bool = true;

    /// The coach and the take-back message name a move as its button reads.
    fn action_text(&self, _seat: Seat, action: &Action, seats: &Seats) -> String {
        button_words(seats, self.phase, action).whole()
    }

    /// The hand, by card name.
    fn hidden(view: &IndependentsView) -> Vec<String> {
        let names: Vec<String> = view
            .hand
            .iter()
            .map(|&id| card(id).kind.name.to_string())
            .collect();
        vec![match names.len() {
            0 => "Hand: empty".to_string(),
            _ => format!("Hand: {}", crate::engine::and_list(&names)),
        }]
    }

    fn news_digest(events: &[Event], n: &crate::engine::Narrator<'_>) -> Option<String> {
        super::news::digest(events, n)
    }

    fn board(ctx: BoardCtx<Self>) -> El {
        let changed = super::news::changed(&ctx.since, ctx.view.companies.len());
        let b = Board {
            changed,
            view: ctx.view,
            seats: ctx.seats,
            offered: ctx.offered,
            act: ctx.act,
            draws: ctx
                .since
                .iter()
                .filter(|e| matches!(e, Event::BagDraw { .. }))
                .cloned()
                .collect(),
            guide: ctx.guide,
            panels: ctx.panels,
        };
        let mine = !b.offered.is_empty();
        let active = active(&b.view);
        // On the viewer's move the active category is drawn inside the move.
        let shown = if mine { active } else { None };
        div("li")
            .child(prompt(&b))
            .opt(mine.then(|| move_part(&b)))
            .opt(hand(&b))
            .opt(draws(&b))
            .child(categories(&b, active, shown))
            .child(order(&b))
            .child(companies(&b))
            .child(words(&b))
    }

    fn variants() -> Vec<(&'static str, IndependentsOptions)> {
        vec![
            ("Rules 2.0, 3 years", IndependentsOptions::default()),
            (
                "1st edition, 3 years",
                IndependentsOptions {
                    edition: Edition::First,
                    years: 3,
                },
            ),
            (
                "Rules 2.0, 2 years (short)",
                IndependentsOptions {
                    edition: Edition::Second,
                    years: 2,
                },
            ),
            (
                "Rules 2.0, 4 years (long)",
                IndependentsOptions {
                    edition: Edition::Second,
                    years: 4,
                },
            ),
        ]
    }
}

struct Board {
    view: IndependentsView,
    seats: Seats,
    offered: Vec<(Action, Option<String>)>,
    act: Callback<Action>,
    draws: Vec<Event>,
    guide: Option<kit::Guide>,
    panels: kit::Panels,
    /// What changed since the viewer's last decision: marked where it lies.
    changed: super::news::Changed,
}

fn phase_name(p: Phase) -> String {
    match p {
        Phase::Selective(c) => format!("{}: selective allocation", c.name()),
        Phase::Required(c) => format!("{}: required allocation", c.name()),
        Phase::Cards(c) => format!("{}: card play", c.name()),
        Phase::Trend => "Trends".into(),
        Phase::Over => "Final standings".into(),
    }
}

fn chip(seat: Seat, text: impl Into<String>) -> El {
    span(&format!("li-chip li-p{seat}"), text)
}

fn prompt(b: &Board) -> El {
    let v = &b.view;
    let facts = format!(
        "Year {} of {} · {} · {}",
        v.year,
        v.years,
        phase_name(v.phase),
        match v.edition {
            Edition::Second => "rules 2.0",
            Edition::First => "1st edition",
        }
    );
    let (what, mine) = match v.to_act {
        Some(s) if b.seats.is_viewer(s) => (
            match v.phase {
                Phase::Selective(_) => {
                    "Your move: choose a new section and how many disks, or pass for good."
                }
                Phase::Required(_) => "Your move: move disks from your sheet's circles, then Done.",
                Phase::Cards(_) => "Your move: play a card, or pass for good.",
                Phase::Trend => "Your move: reveal cards for their trends, then Done.",
                Phase::Over => "",
            }
            .to_string(),
            true,
        ),
        Some(s) => (format!("{} to move.", b.seats.name(s)), false),
        None => (format!("Winner: {}.", b.seats.list(&v.winners)), false),
    };
    kit::prompt(facts, what, mine)
}

fn active(v: &IndependentsView) -> Option<Category> {
    match v.phase {
        Phase::Selective(c) | Phase::Required(c) | Phase::Cards(c) => Some(c),
        _ => None,
    }
}

fn button(b: &Board, action: Action, label: impl Into<Node>, why: &Option<String>) -> El {
    button_as(b, "li-btn", action, label, why)
}

fn button_as(
    b: &Board,
    class: &str,
    action: Action,
    label: impl Into<Node>,
    why: &Option<String>,
) -> El {
    let act = b.act;
    el("button")
        .attr("type", "button")
        .class(class)
        .flag("disabled", why.is_some())
        .maybe("title", why.clone())
        .on_click(move || act.run(action))
        .child(label)
}

/// The viewer's company.
fn me(b: &Board) -> Option<(Seat, &super::CompanyView)> {
    let v = b.view.viewer?;
    Some((v, b.view.companies.get(v)?))
}

/// The viewer's move, on the part of the board it is decided from.
fn move_part(b: &Board) -> El {
    let part = div(&format!("li-controls {}", kit::MY_MOVE)).opt(b.guide.as_ref().map(kit::guide));
    let finish = b
        .offered
        .iter()
        .filter(|(a, _)| *a == Action::Pass)
        .map(|(a, why)| {
            let words = button_words(&b.seats, b.view.phase, a).face();
            button_as(b, "li-btn li-finish", *a, words, why)
        });
    let part = match b.view.phase {
        Phase::Selective(cat) => selective(b, part, cat),
        Phase::Required(cat) => part.child(rows(b, cat, |s| required_buttons(b, s))),
        Phase::Cards(cat) => part
            .child(rows(b, cat, |_| None))
            .child(el("h2").text("Your cards"))
            .kids(cards(b, Some(cat))),
        Phase::Trend | Phase::Over => part
            .child(el("h2").text("Your cards: reveal for their trends"))
            .kids(cards(b, None)),
    };
    part.child(div("li-acts").kids(finish))
}

/// Selective allocation: how many disks (− / +), then Put on a section.
fn selective(b: &Board, part: El, cat: Category) -> El {
    let pool = me(b).map_or(0, |(_, c)| c.pool);
    if pool == 0 {
        return part
            .child(el("p").text("Your selective pool is empty: you can only pass."))
            .child(rows(b, cat, |_| None));
    }
    let n = RwSignal::new(1u8);
    let step = |label: &'static str, words: &'static str, to: fn(u8, u8) -> u8| {
        el("button")
            .attr("type", "button")
            .class("li-step")
            .attr("aria-label", words)
            .on_click(move || n.update(|v| *v = to(*v, pool)))
            .text(label)
    };
    let count = || Node::View((move || n.get().to_string()).into_any());
    let stepper = div("li-stepper")
        .child(span("", "Disks to put:"))
        .child(step("−", "One disk fewer", |v, _| v.saturating_sub(1).max(1)))
        .child(el("output").attr("aria-live", "polite").child(count()))
        .child(step("+", "One disk more", |v, p| (v + 1).min(p)))
        .child(span("", format!("of {pool}")));
    let rows = rows(b, cat, |s| {
        // The offered action's own reason when it has one (this device may
        // not be able to act at all), else whether it is offered.
        let why = match b
            .offered
            .iter()
            .find(|(a, _)| matches!(a, Action::Select { section, .. } if usize::from(*section) == s))
        {
            Some((_, why)) => why.clone(),
            None => Some("you already put disks on this section in this step".to_string()),
        };
        let (you, total) = me(b).map_or((0, 0), |(p, _)| {
            let d = &b.view.board[s];
            (u32::from(d[p]), d.iter().map(|&x| u32::from(x)).sum::<u32>())
        });
        let then = move || {
            let add = u32::from(n.get());
            if you == total {
                // Spaced from the section's name in the button's name (the
                // line break is only drawn).
                " alone".to_string()
            } else {
                format!(" → {}%", shares(&[you + add, total - you])[0])
            }
        };
        let act = b.act;
        let label = el("span")
            .text("Put ")
            .child(count())
            .child(sr(format!(" on {}", section_name(s))))
            .child(el("span").class("li-then").child(Node::View(then.into_any())));
        Some(
            el("button")
                .attr("type", "button")
                .class("li-btn li-put")
                .flag("disabled", why.is_some())
                .maybe("title", why)
                .on_click(move || {
                    act.run(Action::Select {
                        section: s as u8,
                        disks: n.get_untracked(),
                    })
                })
                .child(label),
        )
    });
    part.child(stepper).child(rows)
}

/// Required allocation: a button per number of the sheet's disks for a section.
fn required_buttons(b: &Board, s: usize) -> Option<El> {
    let btns: Vec<El> = b
        .offered
        .iter()
        .filter_map(|(a, why)| match *a {
            Action::Require { section, .. } if usize::from(section) == s => Some(button(
                b,
                *a,
                button_words(&b.seats, b.view.phase, a).face(),
                why,
            )),
            _ => None,
        })
        .collect();
    (!btns.is_empty()).then(|| div("li-acts").kids(btns))
}

/// A move's button in words: what it shows, and what only screen readers
/// hear before and after (the card a target button belongs to, the section a
/// count goes to). The buttons and [`GameUi::action_text`] both read it, so
/// the coach names a move as its button does.
struct Words {
    heard_before: String,
    seen: String,
    heard_after: String,
}

impl Words {
    fn whole(&self) -> String {
        format!("{}{}{}", self.heard_before, self.seen, self.heard_after)
    }

    /// The button's face: what it shows, with what only readers hear around it.
    fn face(self) -> El {
        el("span")
            .opt((!self.heard_before.is_empty()).then(|| sr(self.heard_before)))
            .text(self.seen)
            .opt((!self.heard_after.is_empty()).then(|| sr(self.heard_after)))
    }
}

fn button_words(seats: &Seats, phase: Phase, action: &Action) -> Words {
    let sec = |s: u8| section_name(s as usize);
    let (before, seen, after) = match *action {
        // The board's button shows the stepper's count live ("Put " + count).
        Action::Select { section, disks } => {
            (String::new(), format!("Put {disks}"), format!(" on {}", sec(section)))
        }
        Action::Require { section, disks } => (
            String::new(),
            format!("Move {disks}"),
            format!(" from your sheet to {}", sec(section)),
        ),
        Action::Play { card: id, target } => {
            let seen = match target {
                Target::Nothing => "Play it".into(),
                Target::Section(s) => sec(s).into(),
                Target::Rival { section, rival } => {
                    format!("{} on {}", seats.name(rival as usize), sec(section))
                }
                Target::Move { from, to } => format!("{} → {}", sec(from), sec(to)),
                Target::Pair(x, y) => format!("{} + {}", sec(x), sec(y)),
            };
            (format!("{}: ", card(id).kind.name), seen, String::new())
        }
        Action::Trend { card: id } => {
            (String::new(), "Reveal".into(), format!(" {}", card(id).kind.name))
        }
        Action::Pass => (String::new(), super::action_words(phase, action), String::new()),
    };
    Words {
        heard_before: before,
        seen,
        heard_after: after,
    }
}

/// Targets beyond this many fold under one "choose where" line, so one card
/// with thirty ways to play does not push the others off the screen.
const OPEN_TARGETS: usize = 6;

/// The hand on the viewer's move: in card play (`cat`), the cards playable now
/// with a button per target and the others named in one line; at trends, every
/// card with a Reveal button (a question first when it would gain nothing).
fn cards(b: &Board, cat: Option<Category>) -> Vec<El> {
    let v = &b.view;
    let mut out = Vec::new();
    let mut later = Vec::new();
    let mut aimless = Vec::new();
    for &id in &v.hand {
        let acts: Vec<&(Action, Option<String>)> = b
            .offered
            .iter()
            .filter(|(a, _)| matches!(a, Action::Play { card, .. } | Action::Trend { card } if *card == id))
            .collect();
        if let (Some(c), true) = (cat, acts.is_empty()) {
            // Kept: a card of another category, or one with nothing to aim at now.
            let k = card(id).kind;
            if k.icon.allows(c) {
                aimless.push(k.name);
            } else {
                later.push(k.name);
            }
            continue;
        }
        // At trends only the trend matters: name, ticks and button on one line.
        let face = match cat {
            Some(_) => card_face(b, id),
            None => div("li-card li-tcard")
                .child(el("strong").text(card(id).kind.name))
                .child(el("p").class("li-trend").text(trend_words(id, |s| {
                    v.viewer.is_some_and(|me| v.board[s][me] > 0)
                }))),
        };
        let controls: Vec<El> = acts
            .iter()
            .map(|(a, why)| match (*a, why) {
                (Action::Trend { .. }, Some(warning)) => {
                    // Legal but gains nothing: ask before the card is thrown away.
                    el("details").class(&format!("li-ask {}", kit::MOVE_FOLD)).child(el("summary").text("Reveal…")).child(
                        el("p").text(format!("Careful: {warning}.")),
                    ).child(button(b, *a, "Throw it away", &None))
                }
                _ => button(b, *a, button_words(&b.seats, v.phase, a).face(), why),
            })
            .collect();
        let acts = if controls.len() > OPEN_TARGETS {
            el("details")
                .class(&format!("li-many {}", kit::MOVE_FOLD))
                .child(el("summary").text(format!("Play: choose where ({} ways)", controls.len())))
                .child(div("li-acts").kids(controls))
        } else {
            div("li-acts").kids(controls)
        };
        out.push(face.child(acts));
    }
    if let (Some(c), false) = (cat, later.is_empty()) {
        out.push(el("p").class("li-later").text(format!(
            "Not playable in {}, kept: {}.",
            c.name(),
            later.join(", ")
        )));
    }
    if !aimless.is_empty() {
        out.push(el("p").class("li-later").text(format!(
            "Nothing to aim at now, kept: {}.",
            aimless.join(", ")
        )));
    }
    out
}

fn card_face(b: &Board, id: u8) -> El {
    let c = card(id);
    let icon = match c.kind.icon {
        Icon::Only(cat) => cat.name(),
        Icon::Any => "Any category",
    };
    let mine = |s: usize| b.view.viewer.is_some_and(|v| b.view.board[s][v] > 0);
    div("li-card")
        .child(el("strong").text(c.kind.name))
        .child(span("li-icon", format!(" · {icon}")))
        .child(el("p").text(c.kind.text))
        .child(el("p").class("li-trend").text(trend_words(id, mine)))
}

/// The viewer's hand when it is not what they decide with now.
fn hand(b: &Board) -> Option<El> {
    b.view.viewer?;
    let deciding = !b.offered.is_empty() && matches!(b.view.phase, Phase::Cards(_) | Phase::Trend);
    if deciding {
        return None;
    }
    Some(
        el("section")
            .class("li-hand")
            .child(el("h2").text(format!("Your hand ({})", plural(b.view.hand.len(), "card", "cards"))))
            .kids(b.view.hand.iter().map(|&id| card_face(b, id))),
    )
}

/// The bag draws since the viewer's last move: each owner's disks and odds,
/// then the disk drawn (revealed by a short animation).
fn draws(b: &Board) -> Option<El> {
    if b.draws.is_empty() {
        return None;
    }
    let items = b.draws.iter().rev().take(8).rev().filter_map(|e| {
        let Event::BagDraw {
            section,
            category,
            bag,
            winner,
        } = e
        else {
            return None;
        };
        let place = match (section, category) {
            (Some(s), _) => section_name(*s as usize).to_string(),
            (None, Some(c)) => format!("Car of the Year · {}", c.name()),
            (None, None) => "Car of the Year".into(),
        };
        let weights: Vec<u32> = bag.iter().map(|&(_, d)| u32::from(d)).collect();
        Some(
            div("li-draw")
                .child(el("strong").text(place))
                .kids(bag.iter().zip(shares(&weights)).map(|(&(s, d), pct)| {
                    div("li-odds")
                        .child(chip(s, format!("{} {d}", b.seats.name(s))))
                        .child(div("li-bar").child(
                            div(&format!("li-fill li-p{s}")).attr("style", format!("width:{pct}%")),
                        ))
                        .child(span("", format!("{pct}%")))
                }))
                .child(div("li-result").text(format!("Drawn: {}", b.seats.name(*winner)))),
        )
    });
    Some(
        el("section")
            .class("li-draws")
            .child(el("h2").text("Bag draws"))
            .kids(items),
    )
}

/// A category's sections, one row each: its name, every company's disks with
/// their chance in the bag when several are there, and `control(section)` on
/// the right (the viewer's button for it, on their move).
fn rows(b: &Board, cat: Category, control: impl Fn(usize) -> Option<El>) -> El {
    div("li-cat li-active")
        .child(el("h2").text(cat.name()))
        .kids(cat.sections().map(|s| section_row(b, s).opt(control(s))))
}

fn section_row(b: &Board, s: usize) -> El {
    let v = &b.view;
    let owners: Vec<(Seat, u8)> = v.board[s]
        .iter()
        .enumerate()
        .filter(|(_, &d)| d > 0)
        .map(|(p, &d)| (p, d))
        .collect();
    let weights: Vec<u32> = owners.iter().map(|&(_, d)| u32::from(d)).collect();
    let pcts = shares(&weights);
    let contested = owners.len() > 1;
    let disks: Vec<El> = owners
        .iter()
        .zip(pcts)
        .map(|(&(p, d), pct)| {
            let text = if contested {
                format!("{} {d}·{pct}%", b.seats.name(p))
            } else {
                format!("{} {d}", b.seats.name(p))
            };
            let moved = b.changed.disks_on(s, p);
            kit::changed(chip(p, text), moved.is_some(), moved.and_then(|d| kit::delta(d, "")))
        })
        .collect();
    let facts = if disks.is_empty() {
        div("li-disks").child(span("li-none", "no disks"))
    } else {
        div("li-disks").kids(disks)
    };
    let protected = v.protected & (1 << s) != 0;
    div("li-row")
        .child(
            div("li-facts")
                .child(span("li-sec", section_name(s)).opt(protected.then(|| span("li-prot", " protected"))))
                .child(facts),
        )
}

/// Every category but `skip` (drawn in the viewer's move), the active one first.
fn categories(b: &Board, active: Option<Category>, skip: Option<Category>) -> El {
    let mut cats: Vec<Category> = active.into_iter().collect();
    cats.extend(Category::ALL.iter().filter(|&&c| Some(c) != active));
    el("section").class("li-cats").kids(
        cats.into_iter()
            .filter(|&c| Some(c) != skip)
            .map(|c| {
                // Keyed: the category in play comes first, and the others
                // move rather than being drawn again as one another.
                el("div")
                    .classes("li-cat", &[("li-active", active == Some(c))])
                    .key(c.name())
                    .child(el("h2").text(c.name()))
                    .kids(c.sections().map(|s| section_row(b, s)))
            }),
    )
}

fn order(b: &Board) -> El {
    let v = &b.view;
    div("li-order")
        .child(
            el("p")
                .text("Turn order: ")
                .kids(v.order.iter().map(|&s| chip(s, b.seats.name(s)))),
        )
        .child(
            el("p")
                .text("Passing lane: ")
                .kids(v.lane.iter().map(|&s| chip(s, b.seats.name(s)))),
        )
        .child(el("p").class("muted").text(format!(
            "Deck {} · discards {}",
            v.deck,
            v.discard.len()
        )))
}

/// The board's terms in one line each, for a newcomer (the rules page has more).
fn words(b: &Board) -> El {
    let terms = [
        ("Selective pool", "disks you may place on any sections in selective allocation."),
        ("Company sheet", "its circles: disks it places on its own sections in required allocation."),
        ("Return pool", "disks back from the board; at the end of the year they refill your sheet and pool."),
        ("Supply", "the rest of your colour: cards add disks from it, and half a loser's disks go back to it."),
        ("Passing lane", "the order in which players passed; under rules 2.0 it sets the next turn order."),
        (
            "Car of the Year",
            "each category's section disks go into a bag; the drawn owner's disks go to this \
             section, and one draw from it wins a victory token.",
        ),
    ];
    let list = el("dl").kids(
        terms
            .into_iter()
            .flat_map(|(term, meaning)| [el("dt").text(term), el("dd").text(meaning)]),
    );
    b.panels.fold("li-words", "What the words mean", list).class("li-words")
}

fn companies(b: &Board) -> El {
    let v = &b.view;
    el("section").class("li-companies").kids(v.companies.iter().enumerate().map(|(p, c)| {
        let sheet = &SHEETS[c.sheet as usize];
        let circles = sheet.circles.iter().map(|&(s, n)| {
            let full = c.on_sheet[s as usize];
            let dots: String = (0..n).map(|i| if i < full { '●' } else { '○' }).collect();
            span("li-circle", format!("{} {dots}", section_name(s as usize)))
        });
        let won = b.changed.tokens.get(p).copied().unwrap_or(0);
        let tokens = kit::delta(won, "").map(|d| format!("{d} token{}", if won.abs() == 1 { "" } else { "s" }));
        // The badge ends the card's title line, where there is room for it.
        kit::changed(div(&format!("li-company li-b{p}")), won != 0, None)
            .child(
                el("h3")
                    .child(chip(p, b.seats.label(p)))
                    .text(format!(" · {}", sheet.name))
                    .opt(tokens.map(kit::change_badge)),
            )
            .child(el("p").text(format!(
                "Tokens {} · selective pool {} · hand {} · return pool {} · Car of the Year {} · supply {}",
                c.tokens, c.pool, c.hand_count, c.returned, c.coty, c.supply
            )))
            .child(div("li-sheet").kids(circles))
    }))
}
