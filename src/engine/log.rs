//! What happened, as typed events. `Game::apply` reports each happening once, as a
//! value of the game's own event type, saying who saw it; the game words an event
//! for a reader in [`Game::narrate`](crate::engine::Game::narrate). The frame
//! derives from the one stream the log, the "since your last move" banner and the
//! board's highlights. Bots replay thousands of moves with a silent log that never
//! builds an event.

use crate::engine::Seat;
use crate::words::{Args, Catalog};

/// Player names, indexed by seat; a missing name reads "Player N".
#[derive(Clone, Copy, Debug)]
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    pub fn of(&self, seat: Seat) -> String {
        self.0.get(seat).cloned().unwrap_or_else(|| {
            let args = Args::new().number("number", seat + 1);
            crate::words::current().say("seat-player", &args)
        })
    }
}

/// Who saw an event happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Audience {
    /// Every seat, and spectators.
    Everyone,
    /// Only this seat (its own draw, its sealed choice).
    Only(Seat),
    /// Every seat but those whose bit is set, and spectators: the hidden line
    /// of something those seats saw in full, each in an event of its own.
    AllBut(u32),
}

impl Audience {
    /// Whether `viewer` (a seat, or `None` for a spectator) saw it.
    pub fn includes(self, viewer: Option<Seat>) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Only(s) => viewer == Some(s),
            Audience::AllBut(mask) => viewer.is_none_or(|s| s >= 32 || mask & (1 << s) == 0),
        }
    }
}

/// Where `Game::apply` reports what happened.
pub struct Log<E> {
    events: Option<Vec<(Audience, E)>>,
}

impl<E> Log<E> {
    /// A log that records nothing (for bots and replays that show nothing).
    pub fn silent() -> Self {
        Log { events: None }
    }

    pub fn recording() -> Self {
        Log {
            events: Some(Vec::new()),
        }
    }

    pub fn is_recording(&self) -> bool {
        self.events.is_some()
    }

    /// Something every seat saw. The closure runs only when the log records.
    pub fn public(&mut self, event: impl FnOnce() -> E) {
        if let Some(events) = &mut self.events {
            events.push((Audience::Everyone, event()));
        }
    }

    /// Something every seat saw but `told`, who each see it in full in an
    /// event of their own ([`Log::private`]): one line for every reader.
    pub fn public_but(&mut self, told: &[Seat], event: impl FnOnce() -> E) {
        debug_assert!(told.iter().all(|&s| s < 32), "a seat past the mask");
        let mask = told
            .iter()
            .fold(0u32, |m, &s| m | 1u32.checked_shl(s as u32).unwrap_or(0));
        if let Some(events) = &mut self.events {
            events.push((Audience::AllBut(mask), event()));
        }
    }

    /// Something only `seat` saw.
    pub fn private(&mut self, seat: Seat, event: impl FnOnce() -> E) {
        if let Some(events) = &mut self.events {
            events.push((Audience::Only(seat), event()));
        }
    }

    pub fn into_events(self) -> Vec<(Audience, E)> {
        self.events.unwrap_or_default()
    }
}

/// Words an event for one reader: the viewer reads "You place", others "Ann places".
#[derive(Clone, Copy, Debug)]
pub struct Narrator<'a> {
    pub names: Names<'a>,
    pub viewer: Option<Seat>,
    /// The seat a heading above already names (the news groups lines under
    /// the move's mover): [`Narrator::does`] leaves out its subject.
    pub named: Option<Seat>,
    /// The reader's language.
    pub words: &'a Catalog,
}

impl<'a> Narrator<'a> {
    pub fn new(names: &'a [String], viewer: Option<Seat>) -> Self {
        Narrator {
            names: Names(names),
            viewer,
            named: None,
            words: Catalog::english(),
        }
    }

    /// The same reader, in the language of `words`.
    pub fn in_words(self, words: &'a Catalog) -> Self {
        Narrator { words, ..self }
    }

    /// Message `id` of the reader's catalog, worded with `args`.
    pub fn say(&self, id: &str, args: Args) -> String {
        self.words.say(id, &args)
    }

    /// `seat` as argument `name` of a message: its name, and `name-is`,
    /// `you` when it is the reader (or the seat is named "You", one person
    /// playing alone), else `they`; the catalog words each.
    pub fn person(&self, args: Args, name: &str, seat: Seat) -> Args {
        let is = if self.is_you(seat) { "you" } else { "they" };
        args.text(name, self.names.of(seat))
            .text(&format!("{name}-is"), is)
    }

    /// `seat` as the subject of what it did, argument `name`: as
    /// [`Narrator::person`], with `you-above` or `they-above` under a heading
    /// that already names it ([`Narrator::under`]), where the sentence leaves
    /// its subject out.
    pub fn actor(&self, args: Args, name: &str, seat: Seat) -> Args {
        let is = match (self.is_you(seat), self.named == Some(seat)) {
            (true, false) => "you",
            (false, false) => "they",
            (true, true) => "you-above",
            (false, true) => "they-above",
        };
        args.text(name, self.names.of(seat))
            .text(&format!("{name}-is"), is)
    }

    fn is_you(&self, seat: Seat) -> bool {
        self.is_viewer(seat) || self.names.of(seat).eq_ignore_ascii_case("you")
    }

    /// The same reader, under a heading that names `seat`: its sentences
    /// that open with `seat` doing something say only what it did ("bids
    /// T¥5." under "Ann", "bid T¥5." under "You").
    pub fn under(self, seat: Seat) -> Self {
        Narrator {
            named: Some(seat),
            ..self
        }
    }

    /// The subject [`Narrator::does`] gives `seat`: "You" or the name.
    pub fn subject(&self, seat: Seat) -> String {
        if self.is_viewer(seat) || self.names.of(seat).eq_ignore_ascii_case("you") {
            "You".into()
        } else {
            self.names.of(seat)
        }
    }

    pub fn is_viewer(&self, seat: Seat) -> bool {
        self.viewer == Some(seat)
    }

    /// "You" for the viewer, otherwise the seat's name: the subject of a sentence.
    pub fn who(&self, seat: Seat) -> String {
        if self.is_viewer(seat) {
            "You".into()
        } else {
            self.names.of(seat)
        }
    }

    /// "you" for the viewer, otherwise the name: an object inside a sentence.
    pub fn whom(&self, seat: Seat) -> String {
        if self.is_viewer(seat) {
            "you".into()
        } else {
            self.names.of(seat)
        }
    }

    /// "your" for the viewer, otherwise "Ann's".
    pub fn whose(&self, seat: Seat) -> String {
        if self.is_viewer(seat) {
            "your".into()
        } else {
            format!("{}'s", self.names.of(seat))
        }
    }

    /// Subject and verb that agree: `does(s, "place", "places")` is "You place" or
    /// "Ann places"; `does(s, "are", "is")`, `does(s, "have", "has")` likewise.
    /// A seat named "You" (one person playing alone) takes the "You" form too.
    /// Under a heading naming `seat` ([`Narrator::under`]), the verb alone.
    pub fn does(&self, seat: Seat, you_form: &str, other_form: &str) -> String {
        let you = self.is_viewer(seat) || self.names.of(seat).eq_ignore_ascii_case("you");
        let verb = if you { you_form } else { other_form };
        if self.named == Some(seat) {
            verb.to_string()
        } else {
            format!("{} {verb}", self.subject(seat))
        }
    }

    /// Several seats as objects: "Ann, Bob and you".
    pub fn list(&self, seats: &[Seat]) -> String {
        let words: Vec<String> = seats.iter().map(|&s| self.whom(s)).collect();
        self.words.list(&words)
    }
}

/// `text` as a sentence of its own: a capital first letter and a closing full
/// stop (messages built from parts often start lower-case, to follow a colon).
/// Only an ASCII first letter is made a capital: these are the app's own
/// messages, and the full Unicode case tables would add 14 KB to the wasm a
/// first visit downloads (the home page's import box uses this).
pub fn sentence(text: &str) -> String {
    let text = text.trim();
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out: String = std::iter::once(first.to_ascii_uppercase())
        .chain(chars)
        .collect();
    if !out.ends_with(['.', '!', '?', '…']) {
        out.push('.');
    }
    out
}

/// "a", "a and b", "a, b and c"; empty for none.
pub fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let head: Vec<&str> = rest.iter().map(|s| s.as_ref()).collect();
            format!("{} and {}", head.join(", "), last.as_ref())
        }
    }
}

/// A count and its noun, agreeing: `plural(1, "doubloon", "doubloons")` is
/// "1 doubloon", `plural(3, …)` "3 doubloons". Every count a player reads
/// comes through here, so "1 doubloons" cannot happen.
pub fn plural<N: Copy + PartialEq + From<u8> + std::fmt::Display>(
    n: N,
    one: &str,
    many: &str,
) -> String {
    format!("{n} {}", if n == N::from(1) { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(and_list::<&str>(&[]), "");
        assert_eq!(and_list(&["a"]), "a");
        assert_eq!(and_list(&["a", "b"]), "a and b");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn a_count_agrees_with_its_noun() {
        assert_eq!(plural(1u8, "card", "cards"), "1 card");
        assert_eq!(plural(0usize, "card", "cards"), "0 cards");
        assert_eq!(plural(2u32, "company", "companies"), "2 companies");
    }

    #[test]
    fn the_viewer_is_you_with_the_right_verb() {
        let names = vec!["Ann".to_string(), "Bob".to_string()];
        let n = Narrator::new(&names, Some(1));
        assert_eq!(n.does(0, "place", "places"), "Ann places");
        assert_eq!(n.does(1, "place", "places"), "You place");
        assert_eq!(n.does(1, "are", "is"), "You are");
        assert_eq!(n.list(&[1, 0]), "you and Ann");
        assert_eq!(n.whose(1), "your");
        let spectator = Narrator::new(&names, None);
        assert_eq!(spectator.who(1), "Bob");
    }

    #[test]
    fn a_silent_log_builds_nothing() {
        let mut log: Log<u32> = Log::silent();
        log.public(|| panic!("built an event nobody reads"));
        assert!(log.into_events().is_empty());
        let mut log = Log::recording();
        log.public(|| 1);
        log.private(2, || 3);
        assert_eq!(
            log.into_events(),
            vec![(Audience::Everyone, 1), (Audience::Only(2), 3)]
        );
    }
}
