//! What the several-devices tests share: the check that a guest device holds
//! exactly what the engine shows its seat ([`check_mirror`]), and the audit of
//! a recording of every message a guest received against the host's game
//! ([`audit`]). tests/net_protocol.rs uses them on simulated devices;
//! examples/net_audit.rs on what real browsers received (tests/browser).
//! Each uses only some of it.
#![allow(dead_code)]

pub mod detroit;

use boardroom::engine::{Game, Match, Record, Seat};
use boardroom::net::mirror::Mirror;
use boardroom::net::proto::{self, ToSeat, Welcome};

/// What a guest device holds must be what the engine shows its seat: the view,
/// the events the seat saw (no other), and the actions offered to it.
pub fn check_mirror<G: Game>(
    mirror: &Mirror<G>,
    m: &Match<G>,
    seat: Option<Seat>,
) -> Result<(), String> {
    if mirror.screen.view != m.state().view(seat) {
        return Err(format!(
            "the view sent to {seat:?} is not the engine's view for it"
        ));
    }
    let seen: Vec<_> = m.seen_by(seat).collect();
    if mirror.events.len() != seen.len()
        || mirror
            .events
            .iter()
            .zip(&seen)
            .any(|(a, b)| a.after != b.after || a.seat != b.seat || a.event != b.event)
    {
        return Err(format!(
            "the events sent to {seat:?} are not the ones it saw"
        ));
    }
    let offered = seat
        .filter(|s| m.state().to_act().contains(s))
        .map(|s| m.state().offered_actions(s))
        .unwrap_or_default();
    let sent: Vec<_> = mirror
        .screen
        .offered
        .iter()
        .map(|o| (o.action.clone(), o.why.clone()))
        .collect();
    if sent != offered {
        return Err(format!("the actions sent to {seat:?} are not its own"));
    }
    Ok(())
}

/// A match that can be put at any move of a record, replaying only what it
/// must (forwards from where it is; from the start when asked to go back).
pub struct Replay<'a, G: Game> {
    names: Vec<String>,
    record: &'a Record<G>,
    m: Match<G>,
}

impl<'a, G: Game> Replay<'a, G> {
    pub fn new(names: Vec<String>, record: &'a Record<G>) -> Result<Self, String> {
        let m = Self::start(&names, record)?;
        Ok(Replay { names, record, m })
    }

    fn start(names: &[String], record: &Record<G>) -> Result<Match<G>, String> {
        Match::new(names.to_vec(), record.options.clone(), record.seed).map_err(|e| e.to_string())
    }

    /// The match after the record's first `moves` moves.
    pub fn at(&mut self, moves: usize) -> Result<&Match<G>, String> {
        if moves > self.record.actions.len() {
            return Err(format!(
                "move {moves} is past the host's game, which has {} moves",
                self.record.actions.len()
            ));
        }
        if self.m.moves() > moves {
            self.m = Self::start(&self.names, self.record)?;
        }
        for (seat, action) in &self.record.actions[self.m.moves()..moves] {
            self.m
                .play(*seat, action.clone())
                .map_err(|e| format!("the host's game does not replay: {e}"))?;
        }
        Ok(&self.m)
    }
}

/// What an audit of one device's recording found.
#[derive(Debug, Default)]
pub struct Audited {
    /// The seat of the last welcome (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Screens checked against the engine, and the largest message.
    pub updates: usize,
    pub largest: usize,
    /// For each message, the move of the screen the device had once it came
    /// (`None` before the first screen of a connection).
    pub moves_after: Vec<Option<usize>>,
}

/// Checks every message a guest device received, in order, against the host's
/// game (its names and record): each screen must be exactly what the engine
/// shows that seat after the move the screen says. A welcome starts a new
/// connection (a rejoin), whose first screen must carry the whole log.
pub fn audit<G: Game>(
    names: &[String],
    record: &Record<G>,
    received: &[Vec<u8>],
) -> Result<Audited, String> {
    let mut replay = Replay::new(names.to_vec(), record)?;
    let mut welcome: Option<Welcome> = None;
    let mut mirror: Option<Mirror<G>> = None;
    let mut out = Audited::default();
    for (i, bytes) in received.iter().enumerate() {
        let at = |e: String| format!("message {} of {}: {e}", i + 1, received.len());
        out.largest = out.largest.max(bytes.len());
        match proto::from_host::<G>(bytes).map_err(|e| at(e.to_string()))? {
            ToSeat::Welcome(w) => {
                if w.game != G::info().id {
                    return Err(at(format!("a welcome to {}, not {}", w.game, G::info().id)));
                }
                if w.names != names {
                    return Err(at(format!("a welcome naming {:?}", w.names)));
                }
                out.seat = w.seat;
                welcome = Some(w);
                mirror = None;
            }
            ToSeat::Update(update) => {
                let update = *update;
                let moves = update.moves;
                let m = replay.at(moves).map_err(at)?;
                let next = match (mirror.take(), &welcome) {
                    (Some(mut held), _) => {
                        held.apply(update);
                        held
                    }
                    (None, Some(w)) => {
                        Mirror::new(w.clone(), update).map_err(|e| at(e.to_string()))?
                    }
                    (None, None) => return Err(at("a screen before any welcome".into())),
                };
                check_mirror(&next, m, out.seat)
                    .map_err(|e| at(format!("after move {moves}, {e}")))?;
                mirror = Some(next);
                out.updates += 1;
            }
            // Words and advice: they must read, and hold no screen.
            ToSeat::Refused(_)
            | ToSeat::Mismatch { .. }
            | ToSeat::Advice(_)
            | ToSeat::ByMessage => {}
        }
        out.moves_after
            .push(mirror.as_ref().map(|held| held.screen.moves));
    }
    Ok(out)
}
