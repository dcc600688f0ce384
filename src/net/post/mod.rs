//! Play by message: the game stays on one device (the keeper), and moves travel
//! as links through whatever the group already uses (a chat, mail, a text).
//!
//! - A **seat link** goes to one person alone. It carries the seat's key (256
//!   random bits), which never travels again.
//! - A **table link** goes to everyone. It carries the move number and, for
//!   each seat playing by message, that seat's screen (the same [`Update`] a
//!   live device gets), deflated and sealed with the seat's key
//!   (ChaCha20-Poly1305): anyone may see the link, only the seat's own device
//!   opens its part.
//! - A **move link** goes back. It carries one action, sealed with the seat's
//!   key, so the keeper knows which seat sent it and nobody else can read or
//!   forge it.
//!
//! What every seat's screen shares (the public board, the public events) is
//! sent once per link, in a part sealed with the table's key, which every seat
//! link carries (outsiders read nothing); each seat's part is deflated as the
//! continuation of that shared part, so it carries only what differs, and its
//! seal covers the shared part, so nobody can swap it.
//!
//! The keeper's side is a [`PostOffice`] (kept with the game on its device);
//! a player's, a [`Desk`] (kept on theirs). Each seat's part carries the
//! events since the last table link that seat answered, so a seat that missed
//! links catches up from the newest one.
//!
//! The parts: [`link`] (what a link holds and how it is written and read),
//! [`error`] (why a link is refused, in words), [`seal`] (sealing and the
//! shared deflate), [`office`] (the keeper's side) and [`desk`] (a player's).

mod desk;
mod error;
mod link;
mod office;
mod seal;

pub use desk::{Desk, Opened};
pub use error::{PostError, Since};
pub use link::{
    random, read, sender, LinkKind, MovePost, Post, SeatKey, SeatPass, TableId, TablePost,
    POST_VERSION,
};
pub use office::{keeper_heard, link_serves, Delivered, Mailbox, PostOffice};
pub(crate) use seal::{deflate_after, inflate_after, open_with, seal_with};
