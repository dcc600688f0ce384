//! Sealed over whole games (issue 68): at every step of whole Mundus Novus
//! games played by message and live, while an offer is sealed and not yet
//! revealed, nothing of it reaches the keeper's (or host's) page.
//!
//! The page is drawn from what its own seat is given: the view (the board is a
//! pure function of it), the actions offered with their words, the guide's
//! lessons and the log's lines (the news is some of them), and the keeper's
//! notice of the last move link pasted. Natively, two checks:
//! - the page does not change when another seat's sealed offer is replaced by
//!   another (played on a copy of the match, kept in step until the reveal);
//! - the offer's words ("cocoa (1) and cotton (5)") appear in no notice, and
//!   where they appear in a line of the log that line is named: a public one,
//!   or the seat's own, which the same cards happened to match.
//!
//! Each is paired with a leaky keeper that must be caught.
//! `-- --nocapture` prints the public lines that matched.

use crate::net_support;

use boardroom::codecs::{self, Codecs};
use boardroom::engine::bots::policy_action;
use boardroom::engine::rng::{below, seeded};
use boardroom::engine::{and_list, Audience, Game, GameRng, Lesson, Match, Narrator, Seat};
use boardroom::games::mundus::cards::{resource_label, total};
use boardroom::games::mundus::{Action, Cards, MundusNovus, MundusOptions, MundusView};
use boardroom::net::host::{Host, Plain};
use boardroom::net::mirror::{Heard, Mirror};
use boardroom::net::post::{self, Desk, Post, PostOffice};
use boardroom::net::proto::{self, FromSeat, ToSeat, Welcome};
use net_support::check_mirror;

const CODECS: Codecs = codecs::all();
const TOKEN: proto::Token = *b"seat-tok";
/// Seat 0 is the keeper's (the host's) own; 1 and 2 are played on other
/// devices; 3 is a computer on the keeper's device.
const PLAYERS: usize = 4;
const REMOTE: [Seat; 2] = [1, 2];
const COMPUTER: Seat = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wire {
    Message,
    Live,
}

/// A keeper that lets something through, for the checks to catch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leak {
    None,
    /// Its notice of a sealed move link names the move.
    Notice,
    /// Its page is drawn from seat 1's view.
    View,
}

fn names() -> Vec<String> {
    ["Ana", "Bo", "Cy", "Di"].map(String::from).to_vec()
}

/// What the page of `seat` is drawn from.
#[derive(Debug, PartialEq)]
struct Page {
    view: MundusView,
    offered: Vec<(Action, Option<String>, String)>,
    lessons: Vec<Lesson>,
    /// Every line of the log, with who saw the event and the move it came at.
    lines: Vec<(String, Audience, usize)>,
}

fn page(m: &Match<MundusNovus>, seat: Seat, leak: Leak) -> Page {
    let g = m.state();
    let seen: Vec<_> = m.seen_by(Some(seat)).map(|h| h.event.clone()).collect();
    let n = Narrator::new(m.names(), Some(seat));
    Page {
        view: g.view(Some(if leak == Leak::View { 1 } else { seat })),
        offered: g
            .offered_actions(seat)
            .into_iter()
            .map(|(a, why)| {
                let words = g.action_label(seat, &a);
                (a, why, words)
            })
            .collect(),
        lessons: g.explain(seat, &seen),
        lines: m
            .seen_by(Some(seat))
            .map(|h| (MundusNovus::narrate(&h.event, &n), h.audience, h.after))
            .collect(),
    }
}

/// The words an offer is told in: its button's ("cocoa (1) and cotton (5)")
/// and the reveal's ("1× cocoa (1) and 1× cotton (5)").
fn phrases(g: &MundusNovus, seat: Seat, offer: &Cards) -> Vec<String> {
    if total(offer) == 0 {
        return Vec::new();
    }
    let label = g.action_label(seat, &Action::Offer(*offer));
    let counted: Vec<String> = (0..offer.len())
        .filter(|&k| offer[k] > 0)
        .map(|k| format!("{}× {}", offer[k], resource_label(k)))
        .collect();
    let mut out = vec![label.trim_start_matches("Offer ").to_string()];
    out.push(and_list(&counted));
    out
}

/// A sealed offer not revealed yet, and a copy of the match where it was
/// another, played in step since.
struct Open {
    seat: Seat,
    offer: Cards,
    at: usize,
    other: Match<MundusNovus>,
}

/// What whole games measured.
#[derive(Default)]
struct Audit {
    games: usize,
    moves: usize,
    /// Pages read while an offer of another seat was sealed.
    sealed_pages: usize,
    /// Where an open offer's words were on the page, and which line it was.
    matched: Vec<String>,
}

/// One device of a seat played elsewhere.
enum Device {
    Desk(Box<Desk<MundusNovus>>),
    Live {
        conn: usize,
        welcome: Option<Welcome>,
        mirror: Option<Box<Mirror<MundusNovus>>>,
    },
}

impl Device {
    fn hear(&mut self, messages: Vec<ToSeat<MundusNovus>>) -> Result<(), String> {
        let Device::Live {
            welcome, mirror, ..
        } = self
        else {
            return Ok(());
        };
        for message in messages {
            let typed = proto::from_host::<MundusNovus>(&proto::write(&message))
                .map_err(|e| e.to_string())?;
            match (typed, mirror.as_mut()) {
                (ToSeat::Welcome(w), None) => *welcome = Some(w),
                (ToSeat::Update(first), None) => {
                    let w = welcome.clone().ok_or("a screen before the welcome")?;
                    *mirror = Some(Box::new(Mirror::new(w, *first).map_err(|e| e.to_string())?));
                }
                (other, Some(m)) => match m.take(other) {
                    Heard::Refused(why) => return Err(format!("refused: {why}")),
                    Heard::Mismatch(b) => return Err(format!("mismatch with {b}")),
                    _ => {}
                },
                (other, None) => return Err(format!("{other:?} before the first screen")),
            }
        }
        Ok(())
    }

    fn mirror(&self) -> Option<&Mirror<MundusNovus>> {
        match self {
            Device::Desk(d) => d.mirror.as_ref(),
            Device::Live { mirror, .. } => mirror.as_deref(),
        }
    }
}

/// The computer plays its policy; people choose at random now and then.
fn choose(g: &MundusNovus, seat: Seat, r: &mut GameRng) -> Action {
    let legal = g.legal_actions(seat);
    if seat != COMPUTER && below(r, 4) == 0 {
        legal[below(r, legal.len())]
    } else {
        policy_action(g, seat, r).unwrap_or(legal[0])
    }
}

/// Plays one whole game, seat 0 on the keeper's device, and reads seat 0's
/// page after every move while another seat's offer is sealed.
fn play(seed: u64, wire: Wire, leak: Leak, audit: &mut Audit) -> Result<(), String> {
    let m = Match::<MundusNovus>::new(names(), MundusOptions::default(), seed)
        .map_err(|e| e.to_string())?;
    let mut keeper = Plain { m, people: 1 };
    let mut r = seeded(seed ^ 0x5ea1);
    let mut office = PostOffice::new(post::random(), MundusNovus::info().id, PLAYERS);
    let mut host = Host::new();
    let mut devices: Vec<Device> = Vec::new();
    for s in REMOTE {
        devices.push(match wire {
            Wire::Message => {
                let link = office.issue(s, post::random(), keeper.m.names());
                let Ok(Post::Seat(pass)) = post::read(&link) else {
                    return Err("a seat link that does not read".into());
                };
                Device::Desk(Box::new(Desk::new(pass)))
            }
            Wire::Live => {
                let conn = host.connect(Some(s), TOKEN);
                let mut d = Device::Live {
                    conn,
                    welcome: None,
                    mirror: None,
                };
                d.hear(host.receive(conn, FromSeat::hello(TOKEN), &mut keeper))?;
                d
            }
        });
    }
    // The keeper's notice of the last move link pasted, and whether that
    // move was sealed.
    let mut notice: Option<(String, bool)> = None;
    let mut open: Vec<Open> = Vec::new();
    loop {
        // Every device takes what the keeper sends: a table link, or the
        // live updates.
        match wire {
            Wire::Message => {
                let link = office.table_link(&CODECS, &keeper.m, &[false; PLAYERS]);
                let Ok(Post::Table(table)) = post::read(&link) else {
                    return Err("a table link that does not read".into());
                };
                for d in &mut devices {
                    if let Device::Desk(desk) = d {
                        desk.open(&CODECS, &table).map_err(|e| e.to_string())?;
                    }
                }
            }
            Wire::Live => {
                for (conn, message) in host.updates(&keeper.m, |s| keeper.m.may_take_back(s, 1)) {
                    let d = devices
                        .iter_mut()
                        .find(|d| matches!(d, Device::Live { conn: c, .. } if *c == conn));
                    if let Some(d) = d {
                        d.hear(vec![message])?;
                    }
                }
            }
        }
        for (d, s) in devices.iter().zip(REMOTE) {
            check_mirror(
                d.mirror().ok_or("a device without a screen")?,
                &keeper.m,
                Some(s),
            )?;
        }
        let state = keeper.m.state();
        let to_act = state.to_act();
        if to_act.is_empty() {
            break;
        }
        if keeper.m.moves() > 5000 {
            return Err("the game does not end".into());
        }
        let seat = to_act[below(&mut r, to_act.len())];
        let action = choose(state, seat, &mut r);
        // The match as it was, for a sealed offer's other version.
        let before = (matches!(action, Action::Offer(_)) && seat != 0).then(|| keeper.m.clone());
        let label = state.action_label(seat, &action);
        match REMOTE.iter().position(|&s| s == seat) {
            None => keeper.m.play(seat, action).map_err(|e| e.to_string())?,
            Some(i) => match &devices[i] {
                Device::Desk(desk) => {
                    let link = desk.move_link(&CODECS, &action);
                    let done = office
                        .deliver::<MundusNovus>(&CODECS, &link, &mut keeper)
                        .map_err(|e| format!("seat {seat}'s move link: {e}"))?;
                    let sealed = done.label.is_none();
                    let told = match (leak, sealed) {
                        (Leak::Notice, true) => post::Delivered {
                            seat,
                            label: Some(label),
                        },
                        _ => done,
                    };
                    notice = Some((told.words(keeper.m.names()), sealed));
                }
                Device::Live { conn, .. } => {
                    let replies =
                        host.receive(*conn, FromSeat::act(keeper.m.moves(), &action), &mut keeper);
                    if !replies.is_empty() {
                        return Err(format!("a good move was answered {replies:?}"));
                    }
                }
            },
        }
        for o in &mut open {
            o.other
                .play(seat, action)
                .map_err(|e| format!("after seat {}'s other offer, {action:?}: {e}", o.seat))?;
        }
        let g = keeper.m.state();
        let sealed = g.simultaneous();
        if !sealed {
            open.clear();
            continue;
        }
        if let (Action::Offer(offer), Some(before)) = (action, before) {
            // The same seat's other offer, on a copy of the match as it was.
            let others: Vec<Action> = before
                .state()
                .legal_actions(seat)
                .into_iter()
                .filter(|a| matches!(a, Action::Offer(c) if *c != offer))
                .collect();
            if !others.is_empty() {
                let mut other = before;
                other
                    .play(seat, others[below(&mut r, others.len())])
                    .map_err(|e| e.to_string())?;
                open.push(Open {
                    seat,
                    offer,
                    at: keeper.m.moves(),
                    other,
                });
            }
        }
        if open.is_empty() {
            continue;
        }
        audit.sealed_pages += 1;
        let mine = page(&keeper.m, 0, leak);
        for o in &open {
            let theirs = page(&o.other, 0, leak);
            let differs = [
                ("view", mine.view != theirs.view),
                ("offered moves", mine.offered != theirs.offered),
                ("guide", mine.lessons != theirs.lessons),
                ("log", mine.lines != theirs.lines),
            ];
            if let Some((part, _)) = differs.iter().find(|(_, d)| *d) {
                return Err(format!(
                    "game {seed}, move {}: seat {}'s sealed offer changes the {part} of seat 0's page",
                    keeper.m.moves(),
                    o.seat
                ));
            }
            for words in phrases(g, o.seat, &o.offer) {
                if let Some((text, true)) = notice.as_ref().filter(|(t, _)| t.contains(&words)) {
                    return Err(format!(
                        "game {seed}, move {}: the keeper's notice names seat {}'s sealed offer: {text}",
                        keeper.m.moves(),
                        o.seat
                    ));
                }
                // Named once for each offer and line, at the first page it was on.
                for (text, audience, after) in mine.lines.iter().filter(|l| l.0.contains(&words)) {
                    let whose = match audience {
                        Audience::Only(_) => "seat 0's own line",
                        _ => "the public line",
                    };
                    let found = format!(
                        "game {seed}: {words:?} of seat {}'s offer sealed at move {} is in {whose} of move {after}: {text:?}",
                        o.seat, o.at
                    );
                    if !audit.matched.contains(&found) {
                        audit.matched.push(found);
                    }
                }
            }
        }
    }
    audit.games += 1;
    audit.moves += keeper.m.moves();
    Ok(())
}

fn whole_games(wire: Wire) -> Audit {
    let mut audit = Audit::default();
    for seed in 0..3 {
        play(seed, wire, Leak::None, &mut audit).unwrap_or_else(|e| panic!("{wire:?}: {e}"));
    }
    println!(
        "{wire:?}: {} games, {} moves, seat 0's page read at {} sealed steps; \
         an open offer's words were on it {} times, each in a line named here:",
        audit.games,
        audit.moves,
        audit.sealed_pages,
        audit.matched.len()
    );
    for m in audit.matched.iter().take(12) {
        println!("  {m}");
    }
    audit
}

#[test]
fn by_message_no_sealed_offer_reaches_the_keepers_page_over_whole_games() {
    let audit = whole_games(Wire::Message);
    assert!(
        audit.sealed_pages > 50,
        "too few sealed steps read: {}",
        audit.sealed_pages
    );
}

#[test]
fn live_no_sealed_offer_reaches_the_hosts_page_over_whole_games() {
    let audit = whole_games(Wire::Live);
    assert!(
        audit.sealed_pages > 50,
        "too few sealed steps read: {}",
        audit.sealed_pages
    );
}

#[test]
fn a_keeper_that_lets_a_sealed_offer_through_is_caught() {
    for (wire, leak, says) in [
        (Wire::Message, Leak::Notice, "notice names"),
        (Wire::Message, Leak::View, "changes the view"),
        (Wire::Live, Leak::View, "changes the view"),
    ] {
        let caught = (0..3)
            .map(|seed| play(seed, wire, leak, &mut Audit::default()))
            .find_map(Result::err);
        match caught {
            Some(e) => assert!(e.contains(says), "{wire:?} {leak:?}: {e}"),
            None => panic!("{wire:?}: a keeper leaking by {leak:?} went unnoticed"),
        }
    }
}
