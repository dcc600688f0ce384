//! The guided game's lessons: what a game teaches a newcomer ([`Game::explain`]),
//! one topic at a time, and the one rule, for every game, that picks which of
//! them to show at a decision: each topic once per game, a decision's course one
//! step per decision, nothing at a step with a single possible move.

use super::game::{Game, Outcome, Seat};
use super::plural;

/// One thing the guide teaches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its key, stable across versions: a topic is shown once per game.
    pub topic: &'static str,
    /// A few words naming it, for the guide's summary at the end.
    pub title: String,
    pub text: String,
    /// About something the player saw happen (a draw, a coalition, an auction),
    /// not about the decision at hand.
    pub happened: bool,
}

impl Lesson {
    /// A step of the course on the decision at hand.
    pub fn decision(
        topic: &'static str,
        title: impl Into<String>,
        text: impl Into<String>,
    ) -> Self {
        Lesson {
            topic,
            title: title.into(),
            text: text.into(),
            happened: false,
        }
    }

    /// What something the player saw happen means.
    pub fn happened(
        topic: &'static str,
        title: impl Into<String>,
        text: impl Into<String>,
    ) -> Self {
        Lesson {
            happened: true,
            ..Lesson::decision(topic, title, text)
        }
    }
}

/// What the game would teach `seat` now, having seen `seen` (every event it saw
/// so far, oldest first): nothing unless the seat has a real decision to make,
/// since a step with one possible move ("Continue") needs no words.
pub fn offered<G: Game>(state: &G, seat: Seat, seen: &[G::Event]) -> Vec<Lesson> {
    if state.outcome().is_some()
        || !state.to_act().contains(&seat)
        || state.legal_actions(seat).len() <= 1
    {
        return Vec::new();
    }
    state.explain(seat, seen)
}

/// A step's lessons in the order the guide shows them: the decision at hand
/// first, as the guide sits above its controls and shows only its first
/// lesson until opened; then what the player saw happen, in its order.
pub fn in_shown_order(mut lessons: Vec<Lesson>) -> Vec<Lesson> {
    super::sort::sort_by_key(&mut lessons, |l| l.happened);
    lessons
}

/// The topics a guide has shown in one game, each with the move the game was
/// at when it was first shown (while the game stays at that move, a redrawn
/// board shows it again) and its title for the summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Met {
    pub shown: Vec<Shown>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub at: usize,
    pub topic: String,
    pub title: String,
}

impl Met {
    /// Read back from [`Met::to_text`]; lines it cannot read are skipped.
    pub fn parse(text: &str) -> Met {
        let shown = text
            .lines()
            .filter_map(|line| {
                let mut parts = line.splitn(3, '\t');
                let at = parts.next()?.parse().ok()?;
                let topic = parts.next()?.to_string();
                let title = parts.next()?.to_string();
                Some(Shown { at, topic, title })
            })
            .collect();
        Met { shown }
    }

    /// One line per topic: move, key and title, separated by tabs.
    pub fn to_text(&self) -> String {
        self.shown
            .iter()
            .map(|s| format!("{}\t{}\t{}\n", s.at, s.topic, s.title))
            .collect()
    }

    fn at(&self, topic: &str) -> Option<usize> {
        self.shown.iter().find(|s| s.topic == topic).map(|s| s.at)
    }

    /// The lessons to show at move `at` out of those `offered`, in their order,
    /// each then counted as met: every happening not met before, and the first
    /// step of the decision's course not met before, unless this move already
    /// showed one (a second step waits for the next decision of its kind).
    /// A step of the course that is also a happening (the same topic) is
    /// taught as the happening, now, and the course goes on to its next step.
    pub fn show(&mut self, at: usize, offered: Vec<Lesson>) -> Vec<Lesson> {
        let happened = |topic: &str| offered.iter().any(|l| l.happened && l.topic == topic);
        let offered: Vec<Lesson> = offered
            .iter()
            .filter(|l| l.happened || !happened(l.topic))
            .cloned()
            .collect();
        let mut decision_shown = offered
            .iter()
            .any(|l| !l.happened && self.at(l.topic) == Some(at));
        let mut out = Vec::new();
        for lesson in offered {
            if out.iter().any(|l: &Lesson| l.topic == lesson.topic) {
                continue;
            }
            match self.at(lesson.topic) {
                Some(when) if when == at => out.push(lesson),
                Some(_) => {}
                None if lesson.happened || !decision_shown => {
                    decision_shown |= !lesson.happened;
                    self.shown.push(Shown {
                        at,
                        topic: lesson.topic.to_string(),
                        title: lesson.title.clone(),
                    });
                    out.push(lesson);
                }
                None => {}
            }
        }
        out
    }

    /// The titles of the topics met, in the order they came.
    pub fn titles(&self) -> Vec<&str> {
        self.shown.iter().map(|s| s.title.as_str()).collect()
    }
}

/// How `seat` finished, in a sentence for the guide's summary.
pub fn finish_words(outcome: &Outcome, seat: Seat) -> String {
    let players = outcome.ranks.len();
    let score = outcome.scores.get(seat).copied().unwrap_or(0);
    let rank = outcome.ranks.get(seat).copied().unwrap_or(players);
    let shared = outcome.ranks.iter().filter(|&&r| r == rank).count() > 1;
    let best = outcome
        .scores
        .iter()
        .zip(&outcome.ranks)
        .find(|(_, &r)| r == 0)
        .map_or(0, |(s, _)| *s);
    match (rank, shared) {
        (0, false) => format!("You won, with a score of {score}."),
        (0, true) => format!("You shared the win, with a score of {score}."),
        _ => format!(
            "You finished {}{} of {}, with a score of {score} (the winner's: {best}).",
            if shared { "joint " } else { "" },
            ordinal(rank + 1),
            plural(players, "player", "players"),
        ),
    }
}

fn ordinal(n: usize) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        6 => "sixth".into(),
        n => format!("{n}th"),
    }
}
