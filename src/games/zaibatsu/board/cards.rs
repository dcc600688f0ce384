//! Resource tokens and company chips, the small pieces every part of the board uses.

use super::super::companies::{Company, CompanyId, Kind};
use super::super::resources::{Resource, Symbol};
use super::super::solver::PlannedCompany;
use super::tokens;
use crate::app::markup::{div, el, span, sr, El};

/// A token's frame: an empty span whose class gives it its picture
/// ([`tokens`]), with `extra` classes.
fn tok(r: Resource, extra: &[(&str, bool)]) -> El {
    tokens::install();
    el("span").classes(&format!("z-tok {}", tokens::class(r)), extra)
}

/// One resource token, named on hover ("red diamond").
pub fn token(r: Resource) -> El {
    tok(r, &[]).title(r.to_string())
}

/// A token with its name in words beside it, for keys and lists.
pub fn named(r: Resource) -> El {
    el("span")
        .class("z-named")
        .child(token(r))
        .child(el("span").text(r.to_string()))
}

/// An output symbol as printed. For a split symbol whose colour a plan has
/// chosen, the option not taken is faded.
pub fn symbol(s: Symbol, chosen: Option<Resource>) -> El {
    match s {
        Symbol::One(r) => token(r),
        Symbol::Split(a, b) => {
            let faded = |r: Resource| {
                tok(r, &[("z-faded", chosen.is_some_and(|c| c != r))])
            };
            el("span")
                .class("z-split")
                .title(s.to_string())
                .child(faded(a))
                .child(span("z-slash", "/").hidden())
                .child(faded(b))
        }
    }
}

/// "inputs → outputs" as tokens (or as `slots`); the whole recipe is one image
/// for screen readers, labelled `text`. A mine needs nothing, and its arrow
/// still leads its output, so "→ ■■" reads as what it makes.
fn recipe_of(c: &Company, text: String, inputs: Vec<El>, outputs: Vec<El>) -> El {
    el("span")
        .class("z-recipe")
        .attr("role", "img")
        .attr("aria-label", text.clone())
        .title(text)
        .kids(inputs)
        .child(span("z-arrow", "→").hidden())
        .kids(outputs)
        .opt(
            c.outputs
                .is_empty()
                .then(|| span("z-goods", "goods").hidden()),
        )
}

/// The CSS class of a kind of company (its stripe colour; the text says the kind).
pub fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Mining => "z-k-mine",
        Kind::Intermediate => "z-k-inter",
        Kind::Advanced => "z-k-adv",
        Kind::Manufacturing => "z-k-manu",
    }
}

/// The card number printed on chips (1–48), so supply links can point at cards.
pub fn number(id: CompanyId) -> String {
    format!("{}", id.index() + 1)
}

fn head(id: CompanyId, mark: Option<&'static str>) -> El {
    let c = id.company();
    div("z-co-top")
        .opt(mark.map(|m| span("z-mark", m).hidden()))
        .child(span("z-no", number(id)).title("Card number"))
        .child(span("z-name", c.name))
        .child(span("z-pts", c.points().to_string()).child(sr(" points")))
}

/// A company as printed: number, name, points and recipe.
pub fn chip(id: CompanyId, fresh: bool) -> El {
    let c = id.company();
    let inputs = c.inputs.iter().map(|&r| token(r)).collect();
    let outputs = c.outputs.iter().map(|&s| symbol(s, None)).collect();
    el("div")
        .classes("z-co", &[(kind_class(c.kind), true), ("fresh", fresh)])
        .child(head(id, None))
        .child(div("z-co-body").child(recipe_of(c, c.recipe(), inputs, outputs)))
}

/// A company in a line: its kind's stripe, number and recipe, named in full
/// for readers and on hover (the pile strip beside the hand while placing).
pub fn mini(id: CompanyId) -> El {
    let c = id.company();
    let inputs = c.inputs.iter().map(|&r| token(r)).collect();
    let outputs = c.outputs.iter().map(|&s| symbol(s, None)).collect();
    el("span")
        .classes("z-mini", &[(kind_class(c.kind), true)])
        .title(format!("{}: {}", c.name, c.recipe()))
        .child(span("z-no", number(id)).hidden())
        .child(sr(format!("{} ", c.name)))
        .child(recipe_of(c, c.recipe(), inputs, outputs))
}

/// Every card, kind by kind, as chips that wrap to the screen's width (the
/// rules page's card list).
pub fn card_list() -> El {
    let kinds = [
        (Kind::Mining, "Mines"),
        (Kind::Intermediate, "Processors"),
        (Kind::Advanced, "Advanced processors"),
        (Kind::Manufacturing, "Factories"),
    ];
    div("z-card-list").kids(kinds.into_iter().map(|(kind, title)| {
        let cards = CompanyId::all().filter(move |id| id.company().kind == kind);
        el("div")
            .child(el("h3").text(title))
            .child(el("ul").kids(cards.map(|id| el("li").child(chip(id, false)))))
    }))
}

/// A company inside a conglomerate: operating or idle, and under each input the
/// number of the card that supplies it, under each output the card it feeds.
pub fn planned_chip(pc: &PlannedCompany, fresh: bool) -> El {
    let id = pc.company;
    let c = id.company();
    let on = pc.operating;
    let link = |n: Option<CompanyId>, dir: &'static str| match n {
        Some(n) if on => el("small")
            .class("z-link")
            .text(format!("{dir}{}", number(n))),
        _ => el("small").class("z-link z-none").text("·"),
    };
    let slot = |piece: El, link: El| el("span").class("z-slot").child(piece).child(link);
    let inputs = pc
        .inputs
        .iter()
        .map(|s| slot(token(s.resource), link(s.from, "←")))
        .collect();
    let outputs = pc
        .outputs
        .iter()
        .zip(c.outputs)
        .map(|(p, &printed)| {
            let chosen = p.to.is_some().then_some(p.resource);
            slot(symbol(printed, chosen), link(p.to, "→"))
        })
        .collect();
    let state = if on {
        "operating"
    } else {
        "idle: not supplied"
    };
    let text = format!("{}: {}", c.recipe(), state);
    el("div")
        .classes(
            "z-co",
            &[
                (kind_class(c.kind), true),
                ("z-on", on),
                ("z-off", !on),
                ("fresh", fresh),
            ],
        )
        .child(head(id, Some(if on { "✓" } else { "✗" })))
        .child(
            div("z-co-body")
                .child(recipe_of(c, text, inputs, outputs))
                .opt((!on).then(|| span("z-idle", "idle"))),
        )
}

/// The key to the seven resources, shapes with their names.
pub fn key() -> El {
    el("ul")
        .class("z-key")
        .attr("aria-label", "Resources")
        .kids(Resource::ALL.iter().map(|&r| el("li").child(named(r))))
}
