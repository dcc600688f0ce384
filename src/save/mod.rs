//! Saving and sharing games, all plain Rust so it is tested natively:
//! who sits at the table ([`table`]) and whom a position waits for ([`turn`]), a game's save ([`saved_game`]), the short
//! text codes that carry it ([`codec`]), share links and page routes ([`link`]),
//! QR codes ([`qr`]) and the list of saved games kept in the browser ([`store`]).

pub mod codec;
pub mod json;
pub mod kv;
pub mod link;
pub mod listing;
pub mod qr;
pub mod saved_game;
pub mod setup;
pub mod store;
pub mod table;
pub mod turn;

#[cfg(target_arch = "wasm32")]
pub mod local_store;

pub use codec::{check, decode, encode, peek, peek_among, CodeError, CodeHeader, EncodeError};
pub use kv::{KeyValue, MemoryStore, StoreError};
pub use link::{share_link, Route};
pub use qr::{qr_svg, QrError};
pub use saved_game::{SavedGame, SavedGameError};
pub use store::{BrokenEntry, SavedGames, StoredGame};
pub use table::{
    check_name, clean_name, Controller, NameError, SeatSpec, StandIn, Table, MAX_NAME_CHARS,
};
pub use turn::Turn;

#[cfg(target_arch = "wasm32")]
pub use local_store::LocalStore;
