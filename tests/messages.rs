//! The words of messages built from parts: an address or a name repeated back
//! is cut short, a reason that starts a sentence starts with a capital, and
//! no storage error speaks of the browser's internals.

use boardroom::engine::sentence;
use boardroom::save::link::{echo, ECHO_CHARS};
use boardroom::save::{peek, StoreError};

#[test]
fn an_echo_is_cut_to_a_few_dozen_characters() {
    assert_eq!(echo("rules/zaibatsu"), "rules/zaibatsu");
    let exact = "x".repeat(ECHO_CHARS);
    assert_eq!(echo(&exact), exact);
    let huge = "a".repeat(100_000);
    let cut = echo(&huge);
    assert_eq!(cut.chars().count(), ECHO_CHARS + 1);
    assert!(cut.ends_with('…'));
    // Characters of several bytes are never split.
    let wide = "ü€😀".repeat(50);
    let cut = echo(&wide);
    assert_eq!(cut.chars().count(), ECHO_CHARS + 1);
    assert!(wide.starts_with(cut.trim_end_matches('…')));
}

#[test]
fn a_slot_too_long_is_not_repeated_whole() {
    let slot = "A".repeat(100_000);
    for e in [StoreError::BadSlot(slot.clone()), StoreError::Taken(slot)] {
        let text = e.to_string();
        assert!(text.len() < 200, "{} characters", text.len());
    }
}

#[test]
fn a_reason_on_its_own_is_a_sentence() {
    assert_eq!(
        sentence("this is not a Boardroom save code"),
        "This is not a Boardroom save code."
    );
    assert_eq!(sentence("Already one."), "Already one.");
    // Only an ASCII first letter becomes a capital (the app's own messages; the
    // Unicode case tables would add to the first visit's wasm): the rest is kept.
    assert_eq!(sentence("  über alles "), "über alles.");
    assert_eq!(sentence(""), "");
    // What the import says of a bad code, after "could not be opened.".
    let why = peek("hello there").unwrap_err().to_string();
    let said = format!(
        "That link's saved game could not be opened. {}",
        sentence(&why)
    );
    for part in said.split(". ").skip(1) {
        assert!(
            part.starts_with(|c: char| c.is_uppercase()),
            "lower case after a full stop: {said}"
        );
    }
}

#[test]
fn blocked_storage_says_what_to_do_and_nothing_technical() {
    let e = StoreError::Unavailable(
        "JsValue(SecurityError: Failed to read the 'localStorage' property from 'Window')".into(),
    );
    let text = e.to_string();
    assert!(!text.contains("JsValue"), "{text}");
    assert!(!text.contains("SecurityError"), "{text}");
    assert!(text.contains("Share"), "{text}");
}
