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

use serde::{Deserialize, Serialize};

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

use crate::base64url;
use crate::codecs;
use crate::engine::{Game, Match, Seat};
use crate::net::host::{screen_from, Keeper, Shared};
use crate::net::mirror::Mirror;
use crate::net::proto::{self, Seen, Update, Welcome};

/// Raised whenever a link changes shape. Unlike a live connection, links
/// live for days, across app updates: only this number must match, not the build.
pub const POST_VERSION: u8 = 1;

/// Which game a link belongs to: random, made when the game starts.
pub type TableId = [u8; 8];
/// A seat's secret key.
pub type SeatKey = [u8; 32];

/// The largest screen a part may inflate to.
const MAX_SCREEN: usize = 512 * 1024;
/// The largest link this app reads (a table of 18 by message is about 60 KB).
const MAX_LINK: usize = 256 * 1024;

/// What a link is, in its first bytes after the version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// What every seat's screen shares.
    Shared = b'P' as isize,
    Seat = b'S' as isize,
    Table = b'T' as isize,
    Move = b'M' as isize,
}

/// A seat link's contents: for one person's device only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPass {
    pub table: TableId,
    /// The game's id (`GameInfo::id`).
    pub game: String,
    pub seat: Seat,
    pub key: SeatKey,
    /// The table's key: it opens the part every seat shares.
    pub table_key: SeatKey,
    /// Each seat's name when the link was made.
    pub names: Vec<String>,
}

/// A table link as anyone reads it: which game, which move, and a sealed part
/// for each seat playing by message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePost {
    pub table: TableId,
    pub game: String,
    pub moves: u32,
    pub taken_back: u32,
    salt: [u8; 8],
    /// What every seat's screen shares, deflated and sealed with the table's key.
    shared: Vec<u8>,
    parts: Vec<Part>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Part {
    seat: u8,
    sealed: Vec<u8>,
}

impl TablePost {
    /// The seats with a part in this link.
    pub fn seats(&self) -> Vec<Seat> {
        self.parts.iter().map(|p| p.seat as Seat).collect()
    }

    /// Its length once written, for measuring.
    pub fn sealed_bytes(&self) -> usize {
        self.shared.len() + self.parts.iter().map(|p| p.sealed.len()).sum::<usize>()
    }
}

/// A move link as anyone reads it: who sent it and which table link it answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovePost {
    pub table: TableId,
    pub seat: u8,
    /// The table link it answers: its move number and take-back count.
    pub moves: u32,
    pub taken_back: u32,
    salt: [u8; 8],
    sealed: Vec<u8>,
}

/// One seat's screen inside a table link.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Screen {
    /// Whether a computer plays each seat now.
    computers: Vec<bool>,
    /// The events in the update start at this move: the device keeps its own
    /// events before it and replaces the rest.
    from: u32,
    taken_back: u32,
    /// postcard of the game's [`Update`].
    update: Vec<u8>,
}

/// Any link of play by message, read but not opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Post {
    Seat(SeatPass),
    Table(TablePost),
    Move(MovePost),
}

/// The three links a person passes on, as a refusal names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    Seat,
    Table,
    Move,
}

impl Post {
    pub fn kind(&self) -> LinkKind {
        match self {
            Post::Seat(_) => LinkKind::Seat,
            Post::Table(_) => LinkKind::Table,
            Post::Move(_) => LinkKind::Move,
        }
    }

    /// The move link it is, or a refusal that names what it is instead.
    pub fn into_move(self) -> Result<MovePost, PostError> {
        match self {
            Post::Move(m) => Ok(m),
            other => Err(PostError::Kind {
                found: other.kind(),
                wanted: LinkKind::Move,
            }),
        }
    }
}

/// The seat a move link says it comes from, before its seal is checked: to
/// name the player when its refusal is worded for the keeper.
pub fn sender(link: &str) -> Option<Seat> {
    match read(link).ok()? {
        Post::Move(m) => Some(m.seat as Seat),
        _ => None,
    }
}

/// Why a link was refused. Its `Display` words it for the player;
/// [`PostError::for_keeper`] for the keeper, whose move box takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PostError {
    /// Not a link of play by message, or damaged on the way.
    Damaged,
    /// Made by another version of the app.
    Version(u8),
    /// A link of another kind than the page expected (a table link pasted
    /// where a move link goes…): the words say what to do with it instead.
    Kind { found: LinkKind, wanted: LinkKind },
    /// For another game than this one.
    OtherTable,
    /// The seat is not played by message in this game.
    NotBySeat(Seat),
    /// Its seal does not open with the seat's key: forged, damaged, or made
    /// with a seat link that was replaced.
    Seal(Seat),
    /// Answers another position than the game's now.
    Stale { asked: usize, now: usize },
    /// This seat's move for that position was already played.
    Played,
    /// The seat is not to act now.
    NotToAct,
    /// Its contents do not read as this game's.
    Contents(String),
    /// The rules refused it, in their own words.
    Rule(String),
    /// A table link with no part for this seat.
    NoPart(Seat),
    /// A table link older than the one this device already opened.
    Older { seen: usize, link: usize },
}

impl std::fmt::Display for PostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PostError::Damaged => write!(
                f,
                "This is not a whole Boardroom link: it may have been cut or changed on the way. \
                 Copy the whole link again."
            ),
            PostError::Version(v) => write!(
                f,
                "This link was made by another version of Boardroom (links version {v}, this \
                 app {POST_VERSION}): update the app on both devices (reload the page)."
            ),
            PostError::Kind { found, wanted } => {
                write!(f, "{}", kind_words(*found))?;
                if *wanted == LinkKind::Move && *found != LinkKind::Move {
                    write!(f, " Paste here only a move link that came back.")?;
                }
                Ok(())
            }
            PostError::OtherTable => write!(f, "This link belongs to another game."),
            PostError::NotBySeat(s) => {
                write!(f, "Seat {} does not play by message in this game.", s + 1)
            }
            // On a player's device this is nearly always a seat link the
            // keeper replaced: say what brings the seat back.
            PostError::Seal(_) => write!(
                f,
                "This link does not open with your seat's key: the keeper may have made a new \
                 seat link for your seat (the old one then stops working), or the link was \
                 changed on the way. Ask the keeper for a new seat link, open it on this \
                 device, then the newest table link."
            ),
            PostError::Stale { asked, now } => write!(
                f,
                "This move answers the table after {asked} moves, and the game is at move \
                 {now}: open the newest table link and decide again."
            ),
            PostError::Played => write!(f, "This move was already played."),
            PostError::NotToAct => write!(f, "It is not this seat's turn."),
            PostError::Contents(why) => write!(f, "The link's contents do not read ({why})."),
            PostError::Rule(why) => write!(f, "{why}"),
            PostError::NoPart(_) => write!(f, "This table link has no part for your seat."),
            PostError::Older { seen, link } => write!(
                f,
                "This table link is from move {link}; this device already showed move {seen}."
            ),
        }
    }
}

/// What to do with a link of `kind`, said to whoever holds it.
fn kind_words(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Table => {
            "This is a table link: open it on a player's phone (tap it) rather than pasting it \
             here."
        }
        LinkKind::Seat => {
            "This is a seat link: send it to its player alone, who opens it on their own phone."
        }
        LinkKind::Move => {
            "This is a move link: paste it into the keeper's “Paste a move link” box, or open \
             it on the device that keeps the game."
        }
    }
}

impl PostError {
    /// The refusal of a move link worded for the keeper, who pasted it:
    /// `name` is the seat's player (see [`sender`]; empty when not known),
    /// `over` whether the game has ended.
    pub fn for_keeper(&self, name: &str, over: bool) -> String {
        let who = if name.trim().is_empty() {
            "this player"
        } else {
            name
        };
        let whose = format!("{who}'s");
        let mut whose_up = whose.clone();
        if let Some(first) = whose_up.get(..1) {
            whose_up.replace_range(..1, &first.to_uppercase());
        }
        let too_late = "The game is over: this move link came too late.";
        match self {
            PostError::Damaged => "This is not a whole move link: it may have been cut or \
                 changed on the way. Copy the whole message again."
                .into(),
            PostError::Version(v) => format!(
                "This link was made by another version of Boardroom (links version {v}, this \
                 app {POST_VERSION}): reload the page on this device and on {whose} phone."
            ),
            PostError::Kind { .. } => self.to_string(),
            PostError::OtherTable => "This move link belongs to another game: open it (tap \
                 it) and it goes to its own game, if this device keeps it."
                .into(),
            PostError::NotBySeat(_) => format!(
                "{whose_up} seat does not play by message now, so this move link is not taken."
            ),
            PostError::Seal(_) => format!(
                "This move link does not open with {whose} seat key: it was changed on the way, \
                 or made with a seat link that has since been replaced. If you made a new seat \
                 link, send it to {who} and post the newest table link."
            ),
            _ if over => too_late.into(),
            PostError::Stale { asked, now } => format!(
                "{whose_up} move answers an older table (move {asked}; the game is at move \
                 {now}): post the newest table link so {who} decides again."
            ),
            PostError::Played => format!("{whose_up} move was already played."),
            PostError::NotToAct => {
                format!("It is not {whose} turn now: the move is not played.")
            }
            PostError::Contents(why) => format!(
                "{whose_up} move link does not read as a move of this game ({why}): ask {who} \
                 to send it again."
            ),
            PostError::Rule(why) => format!("The rules refuse {whose} move: {why}"),
            // Refusals of table links: only a player's device meets them.
            PostError::NoPart(_) | PostError::Older { .. } => self.to_string(),
        }
    }
}

/// Fills `out` with random bytes (a key, a table id, a salt). Not the game's
/// chance, which comes from its seed: this only keeps links apart.
pub fn random<const N: usize>() -> [u8; N] {
    let mut out = [0u8; N];
    // Without an entropy source the page cannot make a secret at all; a
    // zero key would still seal, but be guessable: say so loudly in tests.
    getrandom::fill(&mut out).expect("the device's random numbers");
    out
}

fn crc(bytes: &[u8]) -> u32 {
    const CRC: crc::Crc<u32, crc::NoTable> =
        crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);
    CRC.checksum(bytes)
}

/// The link text: version, kind, postcard body, CRC-32 of all before it, in base64url.
fn write_link<T: Serialize>(kind: Kind, body: &T) -> String {
    let mut bytes = vec![POST_VERSION, kind as u8];
    bytes.extend(proto::write(body));
    let check = crc(&bytes);
    bytes.extend(check.to_le_bytes());
    base64url::encode(&bytes)
}

/// Reads any link of play by message (the code after `#seat/`, `#table/` or
/// `#move/`, or the whole address).
pub fn read(text: &str) -> Result<Post, PostError> {
    // Some chat apps copy a link percent-encoded (`%23move%2F…`); base64url
    // has no `%`, so decoding never changes a code that was not encoded.
    let decoded = crate::save::link::percent_decode(text.trim());
    let code = decoded.trim();
    let code = code.rsplit_once('/').map_or(code, |(_, c)| c);
    if code.len() > MAX_LINK {
        return Err(PostError::Damaged);
    }
    let bytes = base64url::decode(code, true).ok_or(PostError::Damaged)?;
    if bytes.len() < 6 {
        return Err(PostError::Damaged);
    }
    let (body, check) = bytes.split_at(bytes.len() - 4);
    if crc(body).to_le_bytes() != check {
        // A newer version may check differently: say "another version" only
        // when the kind byte reads.
        return Err(match body {
            [v, k, ..] if *v != POST_VERSION && matches!(*k, b'S' | b'T' | b'M') => {
                PostError::Version(*v)
            }
            _ => PostError::Damaged,
        });
    }
    if body[0] != POST_VERSION {
        return Err(PostError::Version(body[0]));
    }
    let rest = &body[2..];
    let garbled = |_| PostError::Damaged;
    Ok(match body[1] {
        b'S' => Post::Seat(proto::read(rest, MAX_LINK).map_err(garbled)?),
        b'T' => Post::Table(proto::read(rest, MAX_LINK).map_err(garbled)?),
        b'M' => Post::Move(proto::read(rest, MAX_LINK).map_err(garbled)?),
        _ => return Err(PostError::Damaged),
    })
}

/// What a seal is bound to besides its key: the link's kind, game, seat and
/// position, so that a part cannot be moved to another link or seat.
fn bound(kind: Kind, table: &TableId, seat: u8, moves: u32, taken_back: u32) -> Vec<u8> {
    let mut aad = b"boardroom post ".to_vec();
    aad.push(kind as u8);
    aad.extend(table);
    aad.push(seat);
    aad.extend(moves.to_le_bytes());
    aad.extend(taken_back.to_le_bytes());
    aad
}

/// Each key seals many links; the salt (random per link) and the kind keep
/// every nonce different.
fn nonce(salt: &[u8; 8], kind: Kind) -> [u8; 12] {
    let mut n = [0u8; 12];
    n[..8].copy_from_slice(salt);
    n[8] = kind as u8;
    n
}

/// Deflates `data` as the continuation of `shared`: the first part of the
/// stream is `shared`'s alone (the same for every seat), the second only
/// `data`'s, which may refer back into `shared`. Inflating both parts in a
/// row gives `shared` then `data`.
pub(crate) fn deflate_after(shared: &[u8], data: &[u8]) -> (Vec<u8>, Vec<u8>) {
    use miniz_oxide::deflate::core::{
        compress_to_output, create_comp_flags_from_zip_params, CompressorOxide, TDEFLFlush,
    };
    // Raw deflate (negative window bits), best compression.
    let mut c = CompressorOxide::new(create_comp_flags_from_zip_params(9, -15, 0));
    let mut first = Vec::new();
    compress_to_output(&mut c, shared, TDEFLFlush::Sync, |b| {
        first.extend_from_slice(b);
        true
    });
    let mut second = Vec::new();
    compress_to_output(&mut c, data, TDEFLFlush::Finish, |b| {
        second.extend_from_slice(b);
        true
    });
    (first, second)
}

/// `data` of [`deflate_after`], given both parts (each at most `limit` inflated).
pub(crate) fn inflate_after(first: &[u8], second: &[u8], limit: usize) -> Option<Vec<u8>> {
    let mut stream = first.to_vec();
    stream.extend_from_slice(second);
    let all = miniz_oxide::inflate::decompress_to_vec_with_limit(&stream, 2 * limit).ok()?;
    // The shared part alone ends with a sync flush: inflating it gives its length.
    let shared = inflate_prefix(first, limit)?;
    all.get(shared..).map(<[u8]>::to_vec)
}

/// The length of what a stream's first part (ending in a sync flush) inflates to.
fn inflate_prefix(first: &[u8], limit: usize) -> Option<usize> {
    use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
    let mut d = DecompressorOxide::new();
    let mut out = vec![0u8; limit];
    let flags = inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF
        | inflate_flags::TINFL_FLAG_HAS_MORE_INPUT;
    let (_, read, written) = decompress(&mut d, first, &mut out, 0, flags);
    (read == first.len()).then_some(written)
}

fn seal(key: &SeatKey, kind: Kind, salt: &[u8; 8], aad: &[u8], plain: &[u8]) -> Vec<u8> {
    (codecs::now().seal)(key, &nonce(salt, kind), aad, plain)
}

fn open(key: &SeatKey, kind: Kind, salt: &[u8; 8], aad: &[u8], sealed: &[u8]) -> Option<Vec<u8>> {
    (codecs::now().open)(key, &nonce(salt, kind), aad, sealed)
}

/// ChaCha20-Poly1305 (the codecs' `seal`).
pub(crate) fn seal_with(key: &[u8; 32], nonce: &[u8; 12], aad: &[u8], plain: &[u8]) -> Vec<u8> {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    // Sealing a byte string in memory fails only past 256 GiB.
    cipher
        .encrypt(Nonce::from_slice(nonce), Payload { msg: plain, aad })
        .unwrap_or_default()
}

/// ChaCha20-Poly1305 (the codecs' `open`).
pub(crate) fn open_with(
    key: &[u8; 32],
    nonce: &[u8; 12],
    aad: &[u8],
    sealed: &[u8],
) -> Option<Vec<u8>> {
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    cipher
        .decrypt(Nonce::from_slice(nonce), Payload { msg: sealed, aad })
        .ok()
}

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

impl PostOffice {
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
    pub fn table_link<G: Game>(&self, m: &Match<G>, computers: &[bool]) -> String {
        write_link(Kind::Table, &self.table_post(m, computers, random()))
    }

    /// The table link's contents, with the link's salt.
    pub fn table_post<G: Game>(
        &self,
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
        let public: Update<G> = screen_from(m, &shared, None, Some(first_event(earliest)), false);
        let common = proto::write(&(public.view, public.events));
        let mut common_deflated = Vec::new();
        let parts: Vec<(Seat, Vec<u8>)> = self
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, mailbox)| {
                let from = from(mailbox.as_ref()?);
                let mut update: Update<G> =
                    screen_from(m, &shared, Some(seat), from.map(first_event), false);
                // The guide's words are not shown on another device.
                update.explain = None;
                let screen = Screen {
                    computers: computers.to_vec(),
                    from: from.unwrap_or(0),
                    taken_back,
                    update: proto::write(&update),
                };
                let (first, own) = (codecs::now().deflate_after)(&common, &proto::write(&screen));
                common_deflated = first;
                Some((seat, own))
            })
            .collect();
        let shared_aad = bound(Kind::Shared, &self.table, 0, moves, taken_back);
        let shared_sealed = seal(
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
                    sealed: seal(&key, Kind::Table, &salt, &aad, &own),
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
        let plain = open(&mailbox.key, Kind::Move, &post.salt, &aad, &post.sealed)
            .ok_or(PostError::Seal(seat))?;
        let action: G::Action = proto::read(&plain, proto::MAX_TO_HOST)
            .map_err(|e| PostError::Contents(e.to_string()))?;
        let asked = post.moves as usize;
        keeper.with_match(|m| answers_now(m, seat, asked, post.taken_back as usize, &action))?;
        let label = keeper.with_match(|m| m.state().action_label(seat, &action));
        keeper.play(seat, action).map_err(PostError::Rule)?;
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
fn answers_now<G: Game>(
    m: &Match<G>,
    seat: Seat,
    asked: usize,
    taken_back: usize,
    action: &G::Action,
) -> Result<(), PostError> {
    let now = m.moves();
    let stale = PostError::Stale { asked, now };
    if !same_start(m, asked, taken_back) || asked > now {
        return Err(stale);
    }
    let since = &m.record().actions[asked..];
    if let Some((_, played)) = since.iter().find(|(s, _)| *s == seat) {
        return Err(if played == action {
            PostError::Played
        } else {
            stale
        });
    }
    if !m.state().to_act().contains(&seat) {
        return Err(PostError::NotToAct);
    }
    if asked < now {
        // The seat has not moved since: a sealed step open then is open still.
        let then = m.state_at(asked).ok_or(stale.clone())?;
        if !(then.simultaneous() && then.to_act().contains(&seat)) {
            return Err(stale);
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
fn same_start<G: Game>(m: &Match<G>, asked: usize, taken_back: usize) -> bool {
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
struct Kept<G: Game> {
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
    pub fn open(&mut self, post: &TablePost) -> Result<Opened, PostError> {
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
        let own = open(&self.pass.key, Kind::Table, &post.salt, &aad, &part.sealed)
            .ok_or(PostError::Seal(seat))?;
        let contents = |e: &dyn std::fmt::Display| PostError::Contents(e.to_string());
        let inflated = (codecs::now().inflate_after)(&common, &own, MAX_SCREEN)
            .ok_or_else(|| PostError::Contents("it does not inflate".into()))?;
        let screen: Screen = proto::read(&inflated, MAX_SCREEN).map_err(|e| contents(&e))?;
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
                    return Err(PostError::Contents("part of the game is missing".into()));
                }
                mirror.events.retain(|e| e.after < screen.from as usize);
                mirror.welcome = welcome;
                mirror.apply(update);
            }
            _ => {
                if !update.reset {
                    return Err(PostError::Contents("part of the game is missing".into()));
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
    pub fn move_link(&self, action: &G::Action) -> String {
        let moves = self.moves().unwrap_or(0) as u32;
        self.move_post(action, moves, random()).link()
    }

    /// A move link's contents for `action` on the table after `moves` moves.
    pub fn move_post(&self, action: &G::Action, moves: u32, salt: [u8; 8]) -> MovePost {
        let seat = self.pass.seat as u8;
        let aad = bound(Kind::Move, &self.pass.table, seat, moves, self.taken_back);
        MovePost {
            table: self.pass.table,
            seat,
            moves,
            taken_back: self.taken_back,
            salt,
            sealed: seal(
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
        let kept = Kept::<G> {
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
        let kept: Kept<G> = proto::read(&bytes, 16 * MAX_SCREEN).ok()?;
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

impl MovePost {
    pub fn link(&self) -> String {
        write_link(Kind::Move, self)
    }
}

impl TablePost {
    pub fn link(&self) -> String {
        write_link(Kind::Table, self)
    }
}

impl SeatPass {
    pub fn link(&self) -> String {
        write_link(Kind::Seat, self)
    }
}
