//! Detroit Motors' secrets, for reading a device's screen: after each move,
//! which cards each seat holds hidden (its hand: three cards, then its two
//! support cards until a nomination reveals them; the card dealt back to it
//! when excluded), and which cards anyone could have seen named so far (the
//! positions, revealed support, the public log). A card is a secret from a
//! device when another seat holds it hidden and nothing public named it yet.
//! Cards are unique (55), so a screen that names one has shown it.

use boardroom::engine::{Game, Record, Seat};
use boardroom::games::detroit::{Card, DetroitMotors, DetroitView, Event};

use super::Replay;

/// A set of cards: bit `i` is the card whose id is `i`.
pub type Cards = u64;

fn bit(c: Card) -> Cards {
    1 << c.id()
}

fn event_cards(e: &Event) -> Cards {
    match e {
        Event::TookPosition { card, .. } => bit(*card),
        Event::SupportRevealed { hand, .. } => bit(hand.high) | bit(hand.low),
        Event::TieBroken { winner, beaten } => beaten
            .iter()
            .fold(bit(*winner), |set, (_, c)| set | bit(*c)),
        _ => 0,
    }
}

/// Every card a view shows, face up or in the viewer's hand.
fn shown(v: &DetroitView) -> Cards {
    let mut set = 0;
    for s in &v.seats {
        set |= s.position.map_or(0, bit);
        set |= s.support.map_or(0, |h| bit(h.high) | bit(h.low));
    }
    for f in &v.factions {
        set |= bit(f.boss_card);
    }
    for e in v.events.iter().chain(&v.previous_round) {
        set |= event_cards(e);
    }
    set |= v.my_hand.iter().fold(0, |s, &c| s | bit(c));
    set | v.my_redealt.map_or(0, bit)
}

/// Each move's secrets, from the host's game.
pub struct Secrets {
    /// After move `k`: the cards named in public so far.
    public: Vec<Cards>,
    /// After move `k`: each seat's hidden cards not named in public.
    hidden: Vec<Vec<Cards>>,
}

impl Secrets {
    pub fn of(names: &[String], record: &Record<DetroitMotors>) -> Result<Secrets, String> {
        let mut replay = Replay::new(names.to_vec(), record)?;
        let mut public = Vec::new();
        let mut hidden = Vec::new();
        let mut so_far = 0;
        for k in 0..=record.actions.len() {
            let state = replay.at(k)?.state();
            so_far |= shown(&state.view(None));
            let held = (0..record.players)
                .map(|s| shown(&state.view(Some(s))) & !so_far)
                .collect();
            public.push(so_far);
            hidden.push(held);
        }
        Ok(Secrets { public, hidden })
    }

    /// The cards that are secrets from `viewer` after move `k`.
    pub fn from(&self, k: usize, viewer: Option<Seat>) -> Cards {
        self.hidden[k]
            .iter()
            .enumerate()
            .filter(|&(s, _)| Some(s) != viewer)
            .fold(0, |set, (_, &cards)| set | cards)
    }

    /// `seat`'s own hidden cards after move `k`.
    pub fn own(&self, k: usize, seat: Seat) -> Cards {
        self.hidden[k][seat]
    }

    /// Whose hidden card `c` is after move `k`.
    pub fn holder(&self, k: usize, c: Card) -> Option<Seat> {
        self.hidden[k].iter().position(|&set| set & bit(c) != 0)
    }

    pub fn moves(&self) -> usize {
        self.public.len() - 1
    }
}

/// The cards of `among` that `text` names: "Railroad 1" but not in "Railroad
/// 11", nor in the negotiation's faction sizes ("Railroad 1 (boss Ann)"),
/// which read like a card.
pub fn named_in(text: &str, among: Cards) -> Vec<Card> {
    Card::all()
        .filter(|&c| among & bit(c) != 0)
        .filter(|c| {
            let name = c.name();
            text.match_indices(&name).any(|(at, _)| {
                let rest = &text[at + name.len()..];
                !rest.starts_with(|ch: char| ch.is_ascii_digit()) && !rest.starts_with(" (boss ")
            })
        })
        .collect()
}
