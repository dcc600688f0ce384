//! The small pieces every part of the board uses: faction badges, cards, tokens.
//!
//! A faction is always its colour AND its two letters (AW, CH, PA, RR, SU); a
//! card's circle is a shape (● plunder, ○ scraps); the little dots are drawn as
//! dots. Each piece carries its meaning in words for screen readers.

use super::super::cards::{Card, Mark, Suit, SupportHand, WINNING_TOKENS};
use crate::app::markup::{el, span, sr, El, Node};

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

/// A position button's words, as the button reads them (its words around the
/// card's): what the coach and the take-back message call it too.
pub fn position_words(c: Card) -> String {
    format!("Play {} as your position", card_words(c))
}

/// A faction's badge: its letters on its colour, the full name for readers.
pub fn badge(s: Suit) -> El {
    el("span")
        .class(&format!("dm-badge {}", suit_class(s)))
        .title(s.name())
        .child(el("span").hidden().text(s.short()))
        .child(sr(s.name()))
}

/// A badge with the faction's name beside it.
pub fn named(s: Suit) -> El {
    el("span")
        .class("dm-named")
        .child(span(&format!("dm-badge {}", suit_class(s)), s.short()).hidden())
        .child(el("span").text(s.name()))
}

/// The little dots, as dots.
fn dots(n: u8) -> El {
    span("dm-dots", "").hidden().kids((0..n).map(|_| el("i")))
}

/// A card face. `big` shows the faction's full name too (the viewer's hand).
pub fn card(c: Card, big: bool) -> El {
    let mark = c.mark();
    let words = card_words(c);
    el("span")
        .classes(
            &format!("dm-card {}", suit_class(c.suit())),
            &[
                ("dm-big", big),
                ("dm-plunder", mark == Mark::Plunder),
                ("dm-scrap", mark == Mark::Scrap),
            ],
        )
        .title(words.clone())
        .child(span("dm-c-suit", c.suit().short()).hidden())
        .child(span("dm-c-num", c.number().to_string()).hidden())
        .child(dots(c.dots()))
        .child(span("dm-c-mark", mark_symbol(mark)).hidden())
        .opt(big.then(|| span("dm-c-name", c.suit().name()).hidden()))
        .child(sr(words))
}

/// Two support cards and what kind of hand they make.
pub fn support(h: SupportHand) -> El {
    el("span")
        .class("dm-support")
        .child(card(h.high, false))
        .child(card(h.low, false))
        .child(span("dm-kind", h.kind.name()))
}

/// Tokens toward the 5 that end the game: pips plus the count in words.
pub fn tokens(n: u8) -> El {
    let pips = n.max(WINNING_TOKENS);
    let words = format!("{n} of {WINNING_TOKENS} tokens");
    let near = n + 1 >= WINNING_TOKENS;
    el("span")
        .classes("dm-tokens", &[("dm-near", near)])
        .title(words.clone())
        .child(
            span("dm-pips", "")
                .hidden()
                .kids((0..pips).map(|i| el("i").classes("", &[("dm-on", i < n)]))),
        )
        .child(span("dm-tok-n", format!("{n}/{WINNING_TOKENS}")).hidden())
        .child(sr(words))
}

/// One item of the key: a marker, then what it means.
fn key_item(mark: &str, text: &str) -> El {
    el("li").child(span("dm-key-mark", mark)).text(text)
}

/// The key to the cards and factions.
pub fn key(b: &super::Board) -> El {
    let sample = Card::new(Suit::Railroad, 2);
    b.panels.fold("dm-key", "Key to the cards",
        el("ul")
            .child(el("li").kids(Suit::ALL.into_iter().flat_map(|s| [Node::from(named(s)), " ".into()])))
            .child(key_item("●", " plunder (numbers 1–3): as a position in the coalition it adds a token to the broker's split; with no coalition its holder takes a token."))
            .child(key_item("○", " scraps (4–6): an excluded player dealt it back takes a token."))
            .child(el("li").text("No circle (7–11): pays nothing, but high cards make bosses."))
            .child(
                el("li")
                    .opt(sample.map(|c| card(c, false)))
                    .text(" The little dots break ties between equal numbers: more dots is higher."),
            )
            .child(el("li").text("Support hands, best first: pair (same number), brace (same faction), mess.")),
    ).class("dm-key")
}
