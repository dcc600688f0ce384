//! Sealed simultaneous choices: the seats asked commit in any order, each choice
//! is hidden from every other seat until all have committed, then all are revealed
//! at once. A game keeps one [`Sealed`] in its state, reports
//! [`Game::simultaneous`](crate::engine::Game::simultaneous) while it is open, shows
//! other seats only [`SealedView::committed`], and in `determinize` replaces the
//! choices the observer has not seen with [`Sealed::resample_others`]. The search
//! then picks every seat's sealed choice without seeing the others'
//! (see `bots::mcts`).

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

/// Why a sealed choice was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealedError {
    /// This seat is not asked for a choice now.
    NotAsked,
    /// This seat has already committed its choice.
    AlreadyCommitted,
}

fn say(id: &str) -> String {
    crate::words::current().say(id, &crate::words::Args::new())
}

impl std::fmt::Display for SealedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SealedError::NotAsked => f.write_str(&say("engine-sealed-not-asked")),
            SealedError::AlreadyCommitted => f.write_str(&say("engine-sealed-committed")),
        }
    }
}

/// The choices of one simultaneous step.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sealed<A> {
    asked: Vec<bool>,
    choices: Vec<Option<A>>,
}

/// What one viewer may know of a sealed step.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SealedView<A> {
    /// Per seat: asked and not yet committed.
    pub waiting: Vec<bool>,
    /// Per seat: committed (the choice itself stays hidden).
    pub committed: Vec<bool>,
    /// The viewer's own committed choice.
    pub own: Option<A>,
}

impl<A: Clone> Sealed<A> {
    /// A closed step for `players` seats: nobody is asked.
    pub fn new(players: usize) -> Self {
        Sealed {
            asked: vec![false; players],
            choices: vec![None; players],
        }
    }

    /// Opens a step asking these seats; earlier choices are forgotten.
    pub fn open(&mut self, seats: impl IntoIterator<Item = Seat>) {
        self.asked.iter_mut().for_each(|a| *a = false);
        self.choices.iter_mut().for_each(|c| *c = None);
        for s in seats {
            if let Some(a) = self.asked.get_mut(s) {
                *a = true;
            }
        }
    }

    /// Whether a step is open (someone was asked and not everything is revealed).
    pub fn is_open(&self) -> bool {
        self.asked.iter().any(|&a| a)
    }

    /// The seats asked that have not committed yet, in seat order.
    pub fn waiting(&self) -> Vec<Seat> {
        (0..self.asked.len())
            .filter(|&s| self.asked[s] && self.choices[s].is_none())
            .collect()
    }

    pub fn is_asked(&self, seat: Seat) -> bool {
        self.asked.get(seat).copied().unwrap_or(false)
    }

    pub fn has_committed(&self, seat: Seat) -> bool {
        self.choices.get(seat).is_some_and(Option::is_some)
    }

    /// A seat's committed choice: only for that seat's eyes, or after the reveal.
    pub fn choice(&self, seat: Seat) -> Option<&A> {
        self.choices.get(seat).and_then(Option::as_ref)
    }

    pub fn commit(&mut self, seat: Seat, choice: A) -> Result<(), SealedError> {
        if !self.is_asked(seat) {
            return Err(SealedError::NotAsked);
        }
        if self.has_committed(seat) {
            return Err(SealedError::AlreadyCommitted);
        }
        self.choices[seat] = Some(choice);
        Ok(())
    }

    /// Every seat asked has committed.
    pub fn all_in(&self) -> bool {
        self.is_open() && self.waiting().is_empty()
    }

    /// Closes the step and hands back every seat's choice (`None` for seats not asked).
    pub fn reveal(&mut self) -> Vec<Option<A>> {
        self.asked.iter_mut().for_each(|a| *a = false);
        self.choices.iter_mut().map(Option::take).collect()
    }

    /// For `determinize`: every committed choice `observer` has not seen is replaced
    /// by `sample(seat)`, so a search never learns what another seat sealed.
    pub fn resample_others(&mut self, observer: Seat, mut sample: impl FnMut(Seat) -> A) {
        for s in 0..self.choices.len() {
            if s != observer && self.choices[s].is_some() {
                self.choices[s] = Some(sample(s));
            }
        }
    }

    /// What `viewer` may see: who has committed, and its own choice.
    pub fn view(&self, viewer: Option<Seat>) -> SealedView<A> {
        SealedView {
            waiting: (0..self.asked.len())
                .map(|s| self.asked[s] && self.choices[s].is_none())
                .collect(),
            committed: (0..self.asked.len())
                .map(|s| self.has_committed(s))
                .collect(),
            own: viewer.and_then(|v| self.choice(v).cloned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_stay_sealed_until_all_are_in() {
        let mut s: Sealed<u8> = Sealed::new(3);
        s.open([0, 2]);
        assert_eq!(s.waiting(), vec![0, 2]);
        assert_eq!(s.commit(1, 5), Err(SealedError::NotAsked));
        s.commit(2, 7).unwrap();
        assert_eq!(s.commit(2, 8), Err(SealedError::AlreadyCommitted));
        let v = s.view(Some(0));
        assert_eq!(v.committed, vec![false, false, true]);
        assert_eq!(v.own, None, "seat 0 must not see seat 2's choice");
        assert_eq!(s.view(Some(2)).own, Some(7));
        assert!(!s.all_in());
        s.commit(0, 1).unwrap();
        assert!(s.all_in());
        assert_eq!(s.reveal(), vec![Some(1), None, Some(7)]);
        assert!(!s.is_open());
    }

    #[test]
    fn resampling_keeps_the_observers_own_choice() {
        let mut s: Sealed<u8> = Sealed::new(3);
        s.open([0, 1, 2]);
        s.commit(0, 1).unwrap();
        s.commit(1, 2).unwrap();
        s.resample_others(0, |_| 9);
        assert_eq!(s.choice(0), Some(&1));
        assert_eq!(s.choice(1), Some(&9));
        assert_eq!(s.choice(2), None, "an uncommitted seat stays uncommitted");
    }
}
