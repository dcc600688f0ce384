//! Resource tokens and company chips, the small pieces every part of the board uses.
//!
//! A token is a small SVG shape filled with the resource's colour and outlined in
//! ink, so the shape reads without the colour (colour-blind safe) and pale colours
//! (white, yellow) stay visible on a white card.

use leptos::prelude::*;

use super::super::companies::{Company, CompanyId, Kind};
use super::super::resources::{Resource, Symbol};
use super::super::solver::PlannedCompany;
use super::cls;

/// The bare shape of a resource, 20×20 units.
fn shape(r: Resource) -> AnyView {
    let body = match r {
        Resource::Red => view! { <polygon points="10,1 19,10 10,19 1,10"/> }.into_any(),
        Resource::Yellow => view! { <path d="M5.5 1.5 A8.5 8.5 0 0 1 5.5 18.5 Z"/> }.into_any(),
        Resource::Green => view! { <rect x="2.5" y="2.5" width="15" height="15"/> }.into_any(),
        Resource::Orange => view! {
            <polygon
                points="7.5,1.5 12.5,1.5 12.5,7.5 18.5,7.5 18.5,12.5 12.5,12.5 12.5,18.5 7.5,18.5 7.5,12.5 1.5,12.5 1.5,7.5 7.5,7.5"
                transform="rotate(45 10 10)"
            />
        }
        .into_any(),
        Resource::Black => view! {
            <polygon points="7,1.5 13,1.5 13,7 18.5,7 18.5,13 13,13 13,18.5 7,18.5 7,13 1.5,13 1.5,7 7,7"/>
        }
        .into_any(),
        Resource::White => view! {
            <polygon points="19,10 14.5,17.8 5.5,17.8 1,10 5.5,2.2 14.5,2.2"/>
        }
        .into_any(),
        Resource::Blue => view! {
            <polygon points="10,0.8 12.5,6.6 18.8,7.1 14,11.3 15.5,17.5 10,14.2 4.5,17.5 6,11.3 1.2,7.1 7.5,6.6"/>
        }
        .into_any(),
    };
    view! {
        <svg
            class="z-shape"
            viewBox="0 0 20 20"
            aria-hidden="true"
            fill=r.css()
            stroke="#1d2430"
            stroke-width="1.3"
            stroke-linejoin="round"
        >
            {body}
        </svg>
    }
    .into_any()
}

/// One resource token, named on hover ("red diamond").
pub fn token(r: Resource) -> impl IntoView {
    view! { <span class="z-tok" title=r.to_string()>{shape(r)}</span> }
}

/// A token with its name in words beside it, for keys and lists.
pub fn named(r: Resource) -> impl IntoView {
    view! {
        <span class="z-named">
            {token(r)}
            <span>{r.to_string()}</span>
        </span>
    }
}

/// An output symbol as printed. For a split symbol whose colour a plan has
/// chosen, the option not taken is faded.
pub fn symbol(s: Symbol, chosen: Option<Resource>) -> AnyView {
    match s {
        Symbol::One(r) => token(r).into_any(),
        Symbol::Split(a, b) => {
            let faded = |r: Resource| chosen.is_some_and(|c| c != r);
            view! {
                <span class="z-split" title=s.to_string()>
                    <span class=cls("z-tok", &[("z-faded", faded(a))])>{shape(a)}</span>
                    <span class="z-slash" aria-hidden="true">"/"</span>
                    <span class=cls("z-tok", &[("z-faded", faded(b))])>{shape(b)}</span>
                </span>
            }
            .into_any()
        }
    }
}

/// "inputs → outputs" as tokens; the whole recipe is one image for screen readers.
fn recipe(c: &'static Company) -> impl IntoView {
    let text = c.recipe();
    view! {
        <span class="z-recipe" role="img" aria-label=text.clone() title=text>
            {c.inputs.iter().map(|&r| token(r)).collect_view()}
            {(!c.inputs.is_empty()).then(|| view! { <span class="z-arrow" aria-hidden="true">"→"</span> })}
            {c.outputs.iter().map(|&s| symbol(s, None)).collect_view()}
            {c.outputs.is_empty().then(|| view! { <span class="z-goods" aria-hidden="true">"goods"</span> })}
        </span>
    }
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

fn head(id: CompanyId, mark: Option<&'static str>) -> impl IntoView {
    let c = id.company();
    view! {
        <div class="z-co-top">
            {mark.map(|m| view! { <span class="z-mark" aria-hidden="true">{m}</span> })}
            <span class="z-no" title="Card number">{number(id)}</span>
            <span class="z-name">{c.name}</span>
            <span class="z-pts">
                {c.points()}
                <span class="sr-only">" points"</span>
            </span>
        </div>
    }
}

/// A company as printed: number, name, points and recipe.
pub fn chip(id: CompanyId, fresh: bool) -> impl IntoView {
    let c = id.company();
    view! {
        <div class=cls("z-co", &[(kind_class(c.kind), true), ("z-fresh", fresh)])>
            {head(id, None)}
            <div class="z-co-body">{recipe(c)}</div>
        </div>
    }
}

/// A company inside a conglomerate: operating or idle, and under each input the
/// number of the card that supplies it, under each output the card it feeds.
pub fn planned_chip(pc: &PlannedCompany, fresh: bool) -> impl IntoView {
    let id = pc.company;
    let c = id.company();
    let on = pc.operating;
    let link = |n: Option<CompanyId>, dir: &'static str| -> AnyView {
        match n {
            Some(n) if on => {
                view! { <small class="z-link">{format!("{dir}{}", number(n))}</small> }.into_any()
            }
            _ => view! { <small class="z-link z-none">"·"</small> }.into_any(),
        }
    };
    let inputs = pc
        .inputs
        .iter()
        .map(|s| {
            view! { <span class="z-slot">{token(s.resource)}{link(s.from, "←")}</span> }
        })
        .collect_view();
    let outputs = pc
        .outputs
        .iter()
        .zip(c.outputs)
        .map(|(p, &printed)| {
            let chosen = p.to.is_some().then_some(p.resource);
            view! { <span class="z-slot">{symbol(printed, chosen)}{link(p.to, "→")}</span> }
        })
        .collect_view();
    let state = if on {
        "operating"
    } else {
        "idle: not supplied"
    };
    let text = format!("{}: {}", c.recipe(), state);
    view! {
        <div class=cls(
            "z-co",
            &[(kind_class(c.kind), true), ("z-on", on), ("z-off", !on), ("z-fresh", fresh)],
        )>
            {head(id, Some(if on { "✓" } else { "✗" }))}
            <div class="z-co-body">
                <span class="z-recipe" role="img" aria-label=text.clone() title=text>
                    {inputs}
                    {(!c.inputs.is_empty()).then(|| view! { <span class="z-arrow" aria-hidden="true">"→"</span> })}
                    {outputs}
                    {c.outputs.is_empty().then(|| view! { <span class="z-goods" aria-hidden="true">"goods"</span> })}
                </span>
                {(!on).then(|| view! { <span class="z-idle">"idle"</span> })}
            </div>
        </div>
    }
}

/// The key to the seven resources, shapes with their names.
pub fn key() -> impl IntoView {
    view! {
        <ul class="z-key" aria-label="Resources">
            {Resource::ALL.iter().map(|&r| view! { <li>{named(r)}</li> }).collect_view()}
        </ul>
    }
}
