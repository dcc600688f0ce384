//! The keeper's side of play by message: the table's id, each seat's key,
//! the table links it writes and the move links it takes in.

use serde::{Deserialize, Serialize};

use super::error::{PostError, Since};
use super::link::{
    random, read, write_link, Kind, Part, SeatKey, SeatPass, SeatScreen, TableId, TablePost,
    MAX_LINK,
};
use super::seal::{bound, open, seal};
use crate::base64url;
use crate::codecs::Codecs;
use crate::engine::{Game, Match, Seat};
use crate::net::host::{Keeper, Shared};
use crate::net::proto::{self, Update};
use crate::words::Args;

/// The keeper's record of one seat played by message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mailbox {
    pub key: SeatKey,
    /// The table link this seat last answered (moves, take backs): its next
    /// part carries the events from there. `None`: never, so all of them.
    pub answered: Option<(u32, u32)>,
}

/// The keeper's side of play by message for one game: the table's id and each
/// seat's key. Kept with the game on the keeper's device only, never in a
/// save code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostOffice {
    pub table: TableId,
    /// The table's key, in every seat link: it opens what all seats share.
    table_key: SeatKey,
    /// The game's id (`GameInfo::id`).
    pub game: String,
    seats: Vec<Option<Mailbox>>,
}

/// What a move link did on the keeper's device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    pub seat: Seat,
    /// The action's words, as the seat's button said them; `None` for a
    /// sealed choice whose step is still open: the keeper's device shows its
    /// own people only what their seats may see, and nobody sees it yet.
    pub label: Option<String>,
}

impl Delivered {
    /// What the keeper is told, naming the seat's person (`names`).
    pub fn words(&self, names: &[String]) -> String {
        let words = crate::words::current();
        let who = names.get(self.seat).cloned().unwrap_or_else(|| {
            words.say("net-post-seat", &Args::new().number("seat", self.seat + 1))
        });
        let args = Args::new().text("who", who);
        match &self.label {
            Some(label) => words.say("net-post-delivered", &args.text("label", label)),
            // The keeper's device shows its own people only what their seats
            // may see: nobody sees a sealed choice yet.
            None => words.say("net-post-delivered-sealed", &args),
        }
    }
}

/// What the keeper is told of a move link they pasted: what it did (`Ok`), or
/// why it was refused (`Err`), worded for the keeper and naming the seat the
/// link says it comes from (`names`); `over`: whether the game has ended.
pub fn keeper_heard(
    delivered: &Result<Delivered, PostError>,
    link: &str,
    names: &[String],
    over: bool,
) -> Result<String, String> {
    match delivered {
        Ok(done) => Ok(done.words(names)),
        Err(why) => {
            let name = super::sender(link)
                .and_then(|s| names.get(s).cloned())
                .unwrap_or_default();
            Err(why.for_keeper(&name, over))
        }
    }
}

impl PostOffice {
    /// A game's office as its page opens: the one `kept` on this device,
    /// else a new one with a new table id; either way each of `seats` (the
    /// seats played by message) has a mailbox, a seat that has none yet (new,
    /// or turned to play by message) getting a new key now.
    pub fn opened(
        kept: Option<PostOffice>,
        game: &str,
        players: usize,
        seats: &[Seat],
        names: &[String],
    ) -> Self {
        let mut office = kept.unwrap_or_else(|| PostOffice::new(random(), game, players));
        for &s in seats {
            if office.mailbox(s).is_none() {
                office.issue(s, random(), names);
            }
        }
        office
    }

    pub fn new(table: TableId, game: &str, players: usize) -> Self {
        PostOffice {
            table,
            table_key: random(),
            game: game.to_string(),
            seats: vec![None; players],
        }
    }

    /// The seats played by message.
    pub fn seats(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| self.seats[s].is_some())
            .collect()
    }

    pub fn mailbox(&self, seat: Seat) -> Option<&Mailbox> {
        self.seats.get(seat)?.as_ref()
    }

    /// Makes `seat` a seat played by message with a new key (retiring any
    /// earlier one: its links no longer open) and returns its seat link.
    pub fn issue(&mut self, seat: Seat, key: SeatKey, names: &[String]) -> String {
        if seat >= self.seats.len() {
            self.seats.resize(seat + 1, None);
        }
        self.seats[seat] = Some(Mailbox {
            key,
            answered: None,
        });
        self.seat_link(seat, names).unwrap_or_default()
    }

    /// The seat link of `seat` again (to send once more), if it plays by message.
    pub fn seat_link(&self, seat: Seat, names: &[String]) -> Option<String> {
        let mailbox = self.mailbox(seat)?;
        Some(write_link(
            Kind::Seat,
            &SeatPass {
                table: self.table,
                game: self.game.clone(),
                seat,
                key: mailbox.key,
                table_key: self.table_key,
                names: names.to_vec(),
            },
        ))
    }

    /// Stores the office (base64url of postcard), for the keeper's device.
    pub fn store(&self) -> String {
        base64url::encode(&proto::write(self))
    }

    /// A stored office; `None` when it does not read.
    pub fn restore(text: &str) -> Option<Self> {
        proto::read(&base64url::decode(text, false)?, MAX_LINK).ok()
    }

    /// The seat no longer plays by message.
    pub fn retire(&mut self, seat: Seat) {
        if let Some(s) = self.seats.get_mut(seat) {
            *s = None;
        }
    }

    /// The table link now: each seat's screen, sealed with its key.
    /// `computers[s]`: a computer plays seat `s` (each table says so).
    pub fn table_link<G: Game>(&self, codecs: &Codecs, m: &Match<G>, computers: &[bool]) -> String {
        write_link(
            Kind::Table,
            &self.table_post(codecs, m, computers, random()),
        )
    }

    /// The table link's contents, with the link's salt.
    pub fn table_post<G: Game>(
        &self,
        codecs: &Codecs,
        m: &Match<G>,
        computers: &[bool],
        salt: [u8; 8],
    ) -> TablePost {
        let shared = Shared::of(m);
        let (moves, taken_back) = (shared.moves as u32, shared.taken_back as u32);
        // Events from the table link each seat answered; all of them when it
        // never did, or a take back rewrote the log since.
        let from = |mailbox: &Mailbox| {
            mailbox
                .answered
                .filter(|&(_, t)| t == taken_back)
                .map(|(answered, _)| answered)
        };
        let first_event = |from: u32| {
            m.events()
                .iter()
                .position(|h| h.after >= from as usize)
                .unwrap_or(m.events().len())
        };
        // What all seats share: the public view, and the public events from
        // the earliest any seat needs. It is only ever read as what the
        // seats' parts refer back to.
        let earliest = self
            .seats
            .iter()
            .flatten()
            .map(|mb| from(mb).unwrap_or(0))
            .min()
            .unwrap_or(0);
        let public: Update<G> = shared.screen(m, None, Some(first_event(earliest)), false);
        let common = proto::write(&(public.view, public.events));
        let mut common_deflated = Vec::new();
        let parts: Vec<(Seat, Vec<u8>)> = self
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, mailbox)| {
                let from = from(mailbox.as_ref()?);
                let mut update: Update<G> =
                    shared.screen(m, Some(seat), from.map(first_event), false);
                // The guide's words are not shown on another device.
                update.explain = None;
                let screen = SeatScreen {
                    computers: computers.to_vec(),
                    from: from.unwrap_or(0),
                    taken_back,
                    update: proto::write(&update),
                };
                let (first, own) = (codecs.deflate_after)(&common, &proto::write(&screen));
                common_deflated = first;
                Some((seat, own))
            })
            .collect();
        let shared_aad = bound(Kind::Shared, &self.table, 0, moves, taken_back);
        let shared_sealed = seal(
            codecs,
            &self.table_key,
            Kind::Shared,
            &salt,
            &shared_aad,
            &common_deflated,
        );
        let parts = parts
            .into_iter()
            .filter_map(|(seat, own)| {
                let key = self.mailbox(seat)?.key;
                // A seat's part holds only with this shared part.
                let mut aad = bound(Kind::Table, &self.table, seat as u8, moves, taken_back);
                aad.extend(&shared_sealed);
                Some(Part {
                    seat: seat as u8,
                    sealed: seal(codecs, &key, Kind::Table, &salt, &aad, &own),
                })
            })
            .collect();
        TablePost {
            table: self.table,
            game: G::info().id.to_string(),
            moves,
            taken_back,
            salt,
            shared: shared_sealed,
            parts,
        }
    }

    /// Opens a move link and plays it through `keeper` if the rules accept it
    /// from that seat now. A refused link changes nothing.
    pub fn deliver<G: Game>(
        &mut self,
        codecs: &Codecs,
        link: &str,
        keeper: &mut impl Keeper<G>,
    ) -> Result<Delivered, PostError> {
        let post = read(link)?.into_move()?;
        if post.table != self.table {
            return Err(PostError::OtherTable);
        }
        let seat = post.seat as Seat;
        let mailbox = self.mailbox(seat).ok_or(PostError::NotBySeat(seat))?;
        let aad = bound(
            Kind::Move,
            &self.table,
            post.seat,
            post.moves,
            post.taken_back,
        );
        let plain = open(
            codecs,
            &mailbox.key,
            Kind::Move,
            &post.salt,
            &aad,
            &post.sealed,
        )
        .ok_or(PostError::Seal(seat))?;
        let action: G::Action = proto::read(&plain, proto::MAX_TO_HOST)
            .map_err(|e| PostError::Contents(e.to_string()))?;
        let asked = post.moves as usize;
        keeper.with_match(|m| answers_now(m, seat, asked, post.taken_back as usize, &action))?;
        let label = keeper.with_match(|m| m.state().action_label(seat, &action));
        keeper
            .play(seat, action)
            .map_err(|e| PostError::Rule(e.to_string()))?;
        // Still sealed: the step is open after it (this seat no longer asked).
        let sealed =
            keeper.with_match(|m| m.state().simultaneous() && !m.state().to_act().contains(&seat));
        let label = (!sealed).then_some(label);
        if let Some(Some(mailbox)) = self.seats.get_mut(seat) {
            mailbox.answered = Some((post.moves, post.taken_back));
        }
        Ok(Delivered { seat, label })
    }
}

/// Whether `seat`'s action, chosen on the table after `asked` moves, may be
/// played now. Either nothing happened since, or the seat chose in a sealed
/// step (everyone chooses at once, in secret) that is still open: the others'
/// choices since then changed nothing it could see. The seat's own move since
/// then means this link was already played (or another was).
pub(super) fn answers_now<G: Game>(
    m: &Match<G>,
    seat: Seat,
    asked: usize,
    taken_back: usize,
    action: &G::Action,
) -> Result<(), PostError> {
    let now = m.moves();
    let stale = |since| PostError::Stale { asked, now, since };
    // A take back since (the game may even be behind the table): that table
    // no longer stands.
    if !same_start(m, asked, taken_back) || asked > now {
        let acts = m.state().to_act().contains(&seat);
        return Err(stale(Since::TakenBack { acts }));
    }
    let since = &m.record().actions[asked..];
    if let Some((_, played)) = since.iter().find(|(s, _)| *s == seat) {
        return Err(if played == action {
            PostError::Played
        } else {
            stale(Since::Answered)
        });
    }
    if !m.state().to_act().contains(&seat) {
        return Err(PostError::NotToAct);
    }
    if asked < now {
        // The seat has not moved since: a sealed step open then is open still.
        let then = m.state_at(asked).ok_or(stale(Since::Moved))?;
        if !(then.simultaneous() && then.to_act().contains(&seat)) {
            return Err(stale(Since::Moved));
        }
    }
    Ok(())
}

/// Whether the table link of the position after `asked` moves (with
/// `taken_back` moves taken back then) still serves every one of `seats`: each
/// may still answer it with a move link, so the keeper need not post a newer
/// one for them (the others sealing in the same step changed nothing they see).
pub fn link_serves<G: Game>(m: &Match<G>, asked: usize, taken_back: usize, seats: &[Seat]) -> bool {
    let now = m.moves();
    if !same_start(m, asked, taken_back) || asked > now {
        return false;
    }
    if asked == now {
        return true;
    }
    let acted = |seat: Seat| m.record().actions[asked..].iter().any(|(s, _)| *s == seat);
    let Some(then) = m.state_at(asked) else {
        return false;
    };
    then.simultaneous()
        && seats
            .iter()
            .all(|&s| !acted(s) && then.to_act().contains(&s) && m.state().to_act().contains(&s))
}

/// Whether the first `asked` moves are still those of the table link that
/// counted `taken_back` moves taken back: every take back since went back no
/// further than `asked` (the keeper taking back their own sealed choice leaves
/// the table the others answered as it was).
pub(super) fn same_start<G: Game>(m: &Match<G>, asked: usize, taken_back: usize) -> bool {
    let mut counted = 0;
    let mut since = m.take_backs().iter();
    while counted < taken_back {
        match since.next() {
            Some(t) => counted += t.moves,
            None => return false,
        }
    }
    counted == taken_back && since.all(|t| t.to >= asked)
}
