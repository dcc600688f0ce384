//! The guided first game's words for Mundus Novus: a short course on each kind
//! of decision, one step per decision, and what the player saw happen (the
//! offers revealed, the development queue, each kind of event, the caravels'
//! picks) explained the first time.

use super::cards::EventKind;
use super::events::Event;
use super::state::{MundusNovus, Phase, TARGET};
use crate::engine::{Lesson, Seat};
use crate::words::{self, Args};

impl MundusNovus {
    /// The guide's lessons for `seat` now (see [`crate::engine::Game::explain`]).
    pub fn lessons(&self, seat: Seat, seen: &[Event]) -> Vec<Lesson> {
        let any = |f: &dyn Fn(&Event) -> bool| seen.iter().any(f);
        let mut out = vec![Lesson::happened(
            "goal",
            say("mundus-guide-goal-title", Args::new()),
            say("mundus-guide-goal", Args::new().number("target", TARGET)),
        )];
        for kind in EventKind::ALL {
            let met = any(&|e| match e {
                Event::RoundStarted { event, .. } => *event == Some(kind),
                Event::EventCalled { event, .. } => *event == kind,
                _ => false,
            });
            if met {
                out.push(event_lesson(kind));
            }
        }
        if any(&|e| matches!(e, Event::SupplyShown { .. })) {
            out.push(lesson(Lesson::happened, "supply", "mundus-guide-supply"));
        }
        if any(&|e| matches!(e, Event::OffersRevealed { .. })) {
            out.push(lesson(Lesson::happened, "offers", "mundus-guide-offers"));
        }
        if any(&|e| matches!(e, Event::Developed { .. })) {
            out.push(lesson(Lesson::happened, "queue", "mundus-guide-queue"));
        }
        if self.seat_to_act().contains(&seat) {
            out.extend(self.course());
        }
        out
    }

    /// The course on the decision at hand, in the order to learn it.
    fn course(&self) -> Vec<Lesson> {
        let step = |topic, id| lesson(Lesson::decision, topic, id);
        match self.phase {
            Phase::Coronado { .. } => vec![step("coronado", "mundus-guide-coronado")],
            Phase::Fleets { .. } => vec![step("fleets", "mundus-guide-fleets")],
            Phase::Supply => vec![
                step("supply", "mundus-guide-supply"),
                step("supply-pick", "mundus-guide-supply-pick"),
            ],
            Phase::Pirates => vec![step("pirates-discard", "mundus-guide-pirates-discard")],
            Phase::Call => vec![step("call", "mundus-guide-call")],
            Phase::Offer => vec![
                step("offer", "mundus-guide-offer"),
                step("offer-tip", "mundus-guide-offer-tip"),
            ],
            Phase::Appoint { .. } => vec![step("appoint", "mundus-guide-appoint")],
            Phase::Take { .. } => vec![
                step("take", "mundus-guide-take"),
                step("take-rule", "mundus-guide-take-rule"),
            ],
            Phase::Adjust { .. } => vec![step("adjust", "mundus-guide-adjust")],
            Phase::First => vec![step("first", "mundus-guide-first")],
            Phase::Progress { .. } => vec![
                step("progress", "mundus-guide-progress"),
                step("queue", "mundus-guide-queue"),
            ],
            Phase::Over => Vec::new(),
        }
    }
}

/// Message `id` of the catalog in use.
fn say(id: &str, args: Args) -> String {
    words::current().say(id, &args)
}

/// A lesson on `topic`: its text message `id`, its title `id-title`.
fn lesson(make: fn(&'static str, String, String) -> Lesson, topic: &'static str, id: &str) -> Lesson {
    make(topic, say(&format!("{id}-title"), Args::new()), say(id, Args::new()))
}

/// An event's lesson, the first time it comes up: titled by the event's name.
fn event_lesson(kind: EventKind) -> Lesson {
    let (topic, id) = match kind {
        EventKind::KingsAid => ("event-kings-aid", "mundus-guide-event-kings-aid"),
        EventKind::Indigenous => ("event-indigenous", "mundus-guide-event-indigenous"),
        EventKind::Storm => ("event-storm", "mundus-guide-event-storm"),
        EventKind::Fire => ("event-fire", "mundus-guide-event-fire"),
        EventKind::Pirates => ("event-pirates", "mundus-guide-event-pirates"),
    };
    let text = say(id, Args::new().text("event", kind.name()));
    Lesson::happened(topic, kind.name(), text)
}
