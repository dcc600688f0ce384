//! The arena runs a game's rule variants: options given as JSON reach the games,
//! and options that do not fit are refused with the reason.

use boardroom::engine::arena::{self, ArenaConfig};
use boardroom::engine::bots::BotKind;
use boardroom::games::independents::{Edition, Independents};

#[test]
fn options_as_json_pick_the_variant_and_bad_ones_say_why() {
    let first = arena::options::<Independents>(Some(r#"{"edition":"First","years":2}"#)).unwrap();
    assert_eq!((first.edition, first.years), (Edition::First, 2));
    let default = arena::options::<Independents>(None).unwrap();
    assert_eq!(default.edition, Edition::Second);
    let bad = arena::options::<Independents>(Some(r#"{"edition":"Third","years":3}"#)).unwrap_err();
    assert!(bad.contains("The Last of the Independents"), "{bad}");
}

#[test]
fn an_arena_run_plays_the_variant_it_is_given() {
    // One year of the 1st edition is far shorter than three of rules 2.0.
    let cfg = |options: Option<&str>| ArenaConfig {
        players: 3,
        games: 4,
        bots: vec![BotKind::Easy],
        seed: 5,
        threads: 1,
        options: options.map(str::to_string),
    };
    let short = arena::run::<Independents>(&cfg(Some(r#"{"edition":"First","years":1}"#))).unwrap();
    let long = arena::run::<Independents>(&cfg(None)).unwrap();
    assert!(
        short.mean_actions * 2.0 < long.mean_actions,
        "{} actions against {}",
        short.mean_actions,
        long.mean_actions
    );
    assert!(arena::run::<Independents>(&cfg(Some("not json"))).is_err());
}
