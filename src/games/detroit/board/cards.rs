//! The small pieces every part of the board uses: faction badges, cards, tokens.
//!
//! A faction is always its colour AND its two letters (AW, CH, PA, RR, SU); a
//! card's circle is a shape (● plunder, ○ scraps); the little dots are drawn as
//! dots. Each piece carries its meaning in words for screen readers.

use leptos::prelude::*;

use super::super::cards::{Card, Mark, Suit, SupportHand, WINNING_TOKENS};
use super::cls;

/// The class that colours a faction ("dm-aw").
pub fn suit_class(s: Suit) -> &'static str {
    match s {
        Suit::AutoWorkers => "dm-aw",
        Suit::CityHall => "dm-ch",
        Suit::PortAuthority => "dm-pa",
        Suit::Railroad => "dm-rr",
        Suit::Supplier => "dm-su",
    }
}

/// The circle printed on a card, as a character.
pub fn mark_symbol(m: Mark) -> &'static str {
    match m {
        Mark::Plunder => "●",
        Mark::Scrap => "○",
        Mark::Plain => "",
    }
}

pub fn mark_word(m: Mark) -> &'static str {
    match m {
        Mark::Plunder => "plunder",
        Mark::Scrap => "scraps",
        Mark::Plain => "plain",
    }
}

/// "Railroad 7, plunder, 3 dots": the card in words.
pub fn card_words(c: Card) -> String {
    let dots = match c.dots() {
        1 => "1 dot".to_string(),
        n => format!("{n} dots"),
    };
    match c.mark() {
        Mark::Plain => format!("{c}, {dots}"),
        m => format!("{c}, {}, {dots}", mark_word(m)),
    }
}

/// "RR 7●": a card in a few characters, for sentences.
pub fn card_short(c: Card) -> String {
    format!(
        "{} {}{}",
        c.suit().short(),
        c.number(),
        mark_symbol(c.mark())
    )
}

/// A faction's badge: its letters on its colour, the full name for readers.
pub fn badge(s: Suit) -> impl IntoView {
    view! {
        <span class=format!("dm-badge {}", suit_class(s)) title=s.name()>
            <span aria-hidden="true">{s.short()}</span>
            <span class="sr-only">{s.name()}</span>
        </span>
    }
}

/// A badge with the faction's name beside it.
pub fn named(s: Suit) -> impl IntoView {
    view! {
        <span class="dm-named">
            <span class=format!("dm-badge {}", suit_class(s)) aria-hidden="true">{s.short()}</span>
            <span>{s.name()}</span>
        </span>
    }
}

/// The little dots, as dots.
fn dots(n: u8) -> impl IntoView {
    view! {
        <span class="dm-dots" aria-hidden="true">
            {(0..n).map(|_| view! { <i></i> }).collect_view()}
        </span>
    }
}

/// A card face. `big` shows the faction's full name too (the viewer's hand).
pub fn card(c: Card, big: bool) -> impl IntoView {
    let mark = c.mark();
    let words = card_words(c);
    let title = words.clone();
    view! {
        <span
            class=cls(
                &format!("dm-card {}", suit_class(c.suit())),
                &[("dm-big", big), ("dm-plunder", mark == Mark::Plunder), ("dm-scrap", mark == Mark::Scrap)],
            )
            title=title
        >
            <span class="dm-c-suit" aria-hidden="true">{c.suit().short()}</span>
            <span class="dm-c-num" aria-hidden="true">{c.number()}</span>
            {dots(c.dots())}
            <span class="dm-c-mark" aria-hidden="true">{mark_symbol(mark)}</span>
            {big.then(|| view! { <span class="dm-c-name" aria-hidden="true">{c.suit().name()}</span> })}
            <span class="sr-only">{words}</span>
        </span>
    }
}

/// Two support cards and what kind of hand they make.
pub fn support(h: SupportHand) -> impl IntoView {
    view! {
        <span class="dm-support">
            {card(h.high, false)}
            {card(h.low, false)}
            <span class="dm-kind">{h.kind.name()}</span>
        </span>
    }
}

/// Tokens toward the 5 that end the game: pips plus the count in words.
pub fn tokens(n: u8) -> impl IntoView {
    let pips = n.max(WINNING_TOKENS);
    let words = format!("{n} of {WINNING_TOKENS} tokens");
    let title = words.clone();
    let near = n + 1 >= WINNING_TOKENS;
    view! {
        <span class=cls("dm-tokens", &[("dm-near", near)]) title=title>
            <span class="dm-pips" aria-hidden="true">
                {(0..pips)
                    .map(|i| view! { <i class=cls("", &[("dm-on", i < n)])></i> })
                    .collect_view()}
            </span>
            <span class="dm-tok-n" aria-hidden="true">{format!("{n}/{WINNING_TOKENS}")}</span>
            <span class="sr-only">{words}</span>
        </span>
    }
}

/// The key to the cards and factions.
pub fn key() -> impl IntoView {
    let sample = Card::new(Suit::Railroad, 2);
    view! {
        <details class="dm-key">
            <summary>"Key to the cards"</summary>
            <ul>
                <li>{Suit::ALL.into_iter().map(|s| view! { {named(s)} " " }).collect_view()}</li>
                <li><span class="dm-key-mark">"●"</span>" plunder (numbers 1–3): as a position in the coalition it adds a token to the broker's split; with no coalition its holder takes a token."</li>
                <li><span class="dm-key-mark">"○"</span>" scraps (4–6): an excluded player dealt it back takes a token."</li>
                <li>"No circle (7–11): pays nothing, but high cards make bosses."</li>
                <li>
                    {sample.map(|c| card(c, false))}
                    " The little dots break ties between equal numbers: more dots is higher."
                </li>
                <li>"Support hands, best first: pair (same number), brace (same faction), mess."</li>
            </ul>
        </details>
    }
}
