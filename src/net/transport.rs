//! How a host and a device reach each other, as the protocol sees it: bytes
//! sent, and the events of one connection. A WebRTC data channel is one
//! transport (`app::remote`); links passed by hand will be another.

/// What happens on a connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Messages can be sent.
    Open,
    Message(Vec<u8>),
    /// The connection is gone for good, and why; nothing comes after it.
    Closed {
        why: String,
    },
}

/// One connection to another device.
pub trait Transport {
    /// Sends one message; a lost connection says so through [`Event::Closed`].
    fn send(&self, bytes: &[u8]);
    /// From now on, every event of the connection goes to `on` (events that
    /// came before it listened first).
    fn listen(&self, on: Box<dyn Fn(Event)>);
}
