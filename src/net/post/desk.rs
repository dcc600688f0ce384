//! A player's side of play by message: the seat link, and the seat's copy of
//! what it may see, from the newest table link opened.

use serde::{Deserialize, Serialize};

use super::error::PostError;
use super::link::{random, Kind, MovePost, SeatPass, SeatScreen, TablePost, MAX_SCREEN};
use super::seal::{bound, open, seal};
use crate::base64url;
use crate::codecs::Codecs;
use crate::engine::{Game, Seat};
use crate::net::mirror::Mirror;
use crate::net::proto::{self, Seen, Update, Welcome};

/// What a player's device keeps of its seat: the seat link, and its copy of
/// what the seat may see (from the newest table link it opened).
#[derive(Clone, Debug)]
pub struct Desk<G: Game> {
    pub pass: SeatPass,
    pub mirror: Option<Mirror<G>>,
    /// The take-back count of the newest table link opened.
    pub taken_back: u32,
}

/// A desk as the device stores it.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub(super) struct StoredDesk<G: Game> {
    pass: SeatPass,
    taken_back: u32,
    seen: Option<(Welcome, Update<G>, Vec<Seen<G>>)>,
}

/// What opening a table link did on a player's device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opened {
    /// A newer screen.
    New,
    /// The screen this device already showed.
    Same,
}

impl<G: Game> Desk<G> {
    pub fn new(pass: SeatPass) -> Self {
        Desk {
            pass,
            mirror: None,
            taken_back: 0,
        }
    }

    pub fn seat(&self) -> Seat {
        self.pass.seat
    }

    /// The move number of the screen shown, if any.
    pub fn moves(&self) -> Option<usize> {
        self.mirror.as_ref().map(|m| m.screen.moves)
    }

    /// Opens this seat's part of a table link, read with [`read`].
    pub fn open(&mut self, codecs: &Codecs, post: &TablePost) -> Result<Opened, PostError> {
        let seat = self.pass.seat;
        if post.table != self.pass.table || post.game != self.pass.game {
            return Err(PostError::OtherTable);
        }
        let part = post
            .parts
            .iter()
            .find(|p| p.seat as Seat == seat)
            .ok_or(PostError::NoPart(seat))?;
        let shared_aad = bound(Kind::Shared, &post.table, 0, post.moves, post.taken_back);
        let common = open(
            codecs,
            &self.pass.table_key,
            Kind::Shared,
            &post.salt,
            &shared_aad,
            &post.shared,
        )
        .ok_or(PostError::Seal(seat))?;
        let mut aad = bound(
            Kind::Table,
            &post.table,
            part.seat,
            post.moves,
            post.taken_back,
        );
        aad.extend(&post.shared);
        let own = open(
            codecs,
            &self.pass.key,
            Kind::Table,
            &post.salt,
            &aad,
            &part.sealed,
        )
        .ok_or(PostError::Seal(seat))?;
        let contents = |e: &dyn std::fmt::Display| PostError::Contents(e.to_string());
        let inflated = (codecs.inflate_after)(&common, &own, MAX_SCREEN)
            .ok_or_else(|| PostError::Contents(say("net-post-no-inflate")))?;
        let screen: SeatScreen = proto::read(&inflated, MAX_SCREEN).map_err(|e| contents(&e))?;
        let mut update: Update<G> =
            proto::read(&screen.update, MAX_SCREEN).map_err(|e| contents(&e))?;
        if update.moves != post.moves as usize {
            return Err(PostError::Seal(seat));
        }
        let welcome = Welcome {
            game: self.pass.game.clone(),
            seat: Some(seat),
            names: self.pass.names.clone(),
            computers: screen.computers,
        };
        let link = (screen.taken_back, update.moves);
        if let Some(mirror) = &self.mirror {
            let seen = (self.taken_back, mirror.screen.moves);
            if link < seen {
                return Err(PostError::Older {
                    seen: seen.1,
                    link: link.1,
                });
            }
            if link == seen {
                return Ok(Opened::Same);
            }
        }
        match &mut self.mirror {
            Some(mirror) if !update.reset => {
                // Keep what came before the part's events; they replace the rest.
                if mirror.screen.moves < screen.from as usize {
                    return Err(PostError::Contents(say("net-post-part-missing")));
                }
                mirror.events.retain(|e| e.after < screen.from as usize);
                mirror.welcome = welcome;
                mirror.apply(update);
            }
            _ => {
                if !update.reset {
                    return Err(PostError::Contents(say("net-post-part-missing")));
                }
                update.reset = true;
                self.mirror = Some(
                    Mirror::new(welcome, update).map_err(|e| PostError::Contents(e.to_string()))?,
                );
            }
        }
        self.taken_back = screen.taken_back;
        Ok(Opened::New)
    }

    /// The move link for `action`, chosen on the screen shown.
    pub fn move_link(&self, codecs: &Codecs, action: &G::Action) -> String {
        let moves = self.moves().unwrap_or(0) as u32;
        self.move_post(codecs, action, moves, random()).link()
    }

    /// A move link's contents for `action` on the table after `moves` moves.
    pub fn move_post(
        &self,
        codecs: &Codecs,
        action: &G::Action,
        moves: u32,
        salt: [u8; 8],
    ) -> MovePost {
        let seat = self.pass.seat as u8;
        let aad = bound(Kind::Move, &self.pass.table, seat, moves, self.taken_back);
        MovePost {
            table: self.pass.table,
            seat,
            moves,
            taken_back: self.taken_back,
            salt,
            sealed: seal(
                codecs,
                &self.pass.key,
                Kind::Move,
                &salt,
                &aad,
                &proto::write(action),
            ),
        }
    }

    /// The desk as stored on the device (base64url of postcard).
    pub fn store(&self) -> String {
        let kept = StoredDesk::<G> {
            pass: self.pass.clone(),
            taken_back: self.taken_back,
            seen: self
                .mirror
                .as_ref()
                .map(|m| (m.welcome.clone(), m.screen.clone(), m.events.clone())),
        };
        base64url::encode(&proto::write(&kept))
    }

    /// A stored desk; `None` when it does not read (the seat link opens it again).
    pub fn restore(text: &str) -> Option<Self> {
        let bytes = base64url::decode(text, false)?;
        let kept: StoredDesk<G> = proto::read(&bytes, 16 * MAX_SCREEN).ok()?;
        Some(Desk {
            pass: kept.pass,
            taken_back: kept.taken_back,
            mirror: kept.seen.map(|(welcome, screen, events)| Mirror {
                welcome,
                screen,
                events,
            }),
        })
    }
}

/// A catalog's message with no arguments: a reason inside a refusal.
fn say(id: &str) -> String {
    crate::words::current().say(id, &crate::words::Args::new())
}
