//! The host's side of one game in the page: the plain-Rust [`Host`] and the
//! connection of each device. It names nothing of the page's, so the game
//! screen's [`crate::app::play::hosting::Hosting`] can speak of it.

use std::rc::Rc;

use leptos::prelude::*;

use crate::net::host::{Conn, Host};
use crate::net::proto;
use crate::net::proto::ToSeat;
use crate::net::transport::Transport;

/// The host's side of one game: who is connected, over what.
#[derive(Clone, Copy)]
pub struct Hub(pub(super) StoredValue<Wires, LocalStorage>);

#[derive(Default)]
pub(super) struct Wires {
    pub(super) host: Host,
    /// Each connection's transport, by its [`Conn`].
    pub(super) wires: Vec<Rc<dyn Transport>>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub(StoredValue::new_local(Wires::default()))
    }
}

impl Hub {
    /// Sends each message to its connection, at the transport's edge.
    pub(super) fn send<G: crate::engine::Game>(self, messages: Vec<(Conn, ToSeat<G>)>) {
        self.0.with_value(|w| {
            for (conn, message) in &messages {
                if let Some(wire) = w.wires.get(*conn) {
                    wire.send(&proto::write(message));
                }
            }
        });
    }
}
