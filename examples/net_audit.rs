//! Audits what real guest devices received in the browser tests
//! (tests/browser/devices-*.net.mjs record it):
//!
//!   cargo run --example net_audit -- FILE
//!
//! FILE is JSON: `{"save": the host's save code, "devices": [{"name": …,
//! "received": [every message, base64, in order], "dom": [{"n": messages
//! received when the screen was read, "text": the screen's lines that name a
//! card}]}]}`. The host's game is replayed from its save code, and every
//! message is checked against the engine's view for the device's seat after
//! the move it says (tests/net_support, as tests/net_protocol.rs does on
//! simulated devices). In Detroit Motors, no screen may name a card another
//! seat holds hidden. Prints one line a device; exits 1 at the first fault.

#[path = "../tests/net_support/mod.rs"]
mod net_support;

use std::process::ExitCode;

use base64::Engine;
use boardroom::engine::Seat;
use boardroom::games::detroit::DetroitMotors;
use boardroom::games::{self, Listed, Visitor};
use boardroom::save::{decode, peek_among};
use net_support::detroit::{named_in, Secrets};
use serde::Deserialize;

#[derive(Deserialize)]
struct Recording {
    save: String,
    devices: Vec<Device>,
}

#[derive(Deserialize)]
struct Device {
    name: String,
    received: Vec<String>,
    #[serde(default)]
    dom: Vec<Screen>,
}

#[derive(Deserialize)]
struct Screen {
    n: usize,
    text: String,
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: cargo run --example net_audit -- FILE");
        return ExitCode::from(2);
    };
    match run(&path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("net_audit: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let recording: Recording = serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    let info = peek_among(&recording.save, &games::infos()).map_err(|e| e.to_string())?;
    games::visit(info.id, Audit(recording)).unwrap_or_else(|| Err("no such game".into()))
}

struct Audit(Recording);

impl Visitor for Audit {
    type Out = Result<(), String>;
    fn visit<G: Listed>(self) -> Self::Out {
        let saved = decode::<G>(&self.0.save).map_err(|e| format!("the save code: {e}"))?;
        let names = saved.table.names();
        // Detroit's screens are read for secrets too.
        let secrets = match G::info().id {
            "detroit" => {
                let saved = decode::<DetroitMotors>(&self.0.save).map_err(|e| e.to_string())?;
                Some(Secrets::of(&names, &saved.record)?)
            }
            _ => None,
        };
        for device in &self.0.devices {
            let fault = |e: String| format!("{}: {e}", device.name);
            let received = device
                .received
                .iter()
                .map(|m| base64::engine::general_purpose::STANDARD.decode(m))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| fault(format!("a message is not base64: {e}")))?;
            let audited = net_support::audit(&names, &saved.record, &received).map_err(fault)?;
            if audited.updates == 0 {
                return Err(fault("no screen was received".into()));
            }
            let seat = audited
                .seat
                .map_or("a spectator".to_string(), |s| format!("seat {}", s + 1));
            let read = match &secrets {
                Some(s) => {
                    screens(s, audited.seat, &audited.moves_after, &device.dom).map_err(fault)?
                }
                None => 0,
            };
            println!(
                "{}: {seat}, {} messages, {} screens match the engine's view, largest {} bytes, \
                 {read} screens read for secrets",
                device.name,
                received.len(),
                audited.updates,
                audited.largest
            );
        }
        Ok(())
    }
}

/// Reads a device's screens: none may name a card another seat holds hidden
/// after any move the device was shown while the screen stood (a screen is
/// read when it changed, at the arrival of a message: it stands from that
/// count of messages until the next screen). So that a reading that sees
/// nothing cannot pass, some screen must name a card, and a seat's screens
/// must name its own hidden cards at some point.
fn screens(
    secrets: &Secrets,
    seat: Option<Seat>,
    moves_after: &[Option<usize>],
    dom: &[Screen],
) -> Result<usize, String> {
    let (mut read, mut any, mut own) = (0, false, false);
    for (i, screen) in dom.iter().enumerate() {
        let until = dom
            .get(i + 1)
            .map_or(moves_after.len(), |next| next.n.saturating_sub(1));
        // After `count` messages, the screen of the move the last one showed;
        // before the first screen of the game (the join page), none.
        let mut shown: Vec<usize> = (screen.n..=until.max(screen.n))
            .filter_map(|count| *moves_after.get(count.checked_sub(1)?)?)
            .collect();
        shown.dedup();
        for k in shown {
            let k = k.min(secrets.moves());
            if let Some(&leak) = named_in(&screen.text, secrets.from(k, seat)).first() {
                let holder = secrets.holder(k, leak).map_or(0, |s| s + 1);
                return Err(format!(
                    "after move {k} the screen names {leak}, which seat {holder} holds hidden"
                ));
            }
            own |= seat.is_some_and(|s| !named_in(&screen.text, secrets.own(k, s)).is_empty());
            any |= !named_in(&screen.text, u64::MAX).is_empty();
            read += 1;
        }
    }
    if read > 0 && !any {
        return Err("no screen named any card: the screens were not read".into());
    }
    if read > 0 && seat.is_some() && !own {
        return Err(
            "no screen named the seat's own hidden cards: the screens were not read".into(),
        );
    }
    Ok(read)
}
