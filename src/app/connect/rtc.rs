//! One WebRTC data channel between two devices, with no server: the host makes an
//! invite code, the guest answers it with a reply code, and the host takes the
//! reply. Codes are [`crate::net::signal`]'s; this module only carries bytes.
//!
//! Every candidate is gathered before a code is shown (no trickle), since the codes
//! travel by hand. The channel is negotiated (id 0 on both sides), reliable and
//! ordered, so neither side waits for the other to announce it.
//!
//! Waiting is done by looking at the connection's state every 50 ms rather than by
//! one callback per state change: less code, and nobody notices 50 ms here.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use js_sys::{Array, Promise, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelState,
    RtcDataChannelType, RtcIceGatheringState, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

use crate::net::signal::{About, Kind, Setup, Signal, SignalError, TOKEN_LEN};

/// How long to wait for the browser to find this device's addresses (a STUN
/// server that does not answer would otherwise hold the invite back for long).
const GATHER_MS: i32 = 8_000;
/// How long the host waits, once it has the reply, for the channel to open.
const OPEN_MS: i32 = 20_000;
const POLL_MS: i32 = 50;

pub use crate::net::ice::RtcConfig;

/// The devices never reached each other, and what to try.
const NO_WAY: &str = "The devices could not reach each other. Put both on the same Wi-Fi, or \
     on one phone's hotspot, and make a new invite. For friends on other networks, start \
     the game with “Friends on other networks” switched on at set-up.";

/// A guest's connection that never opened, though the host's device had
/// answered it: the host took another reply, or left.
const HOST_STOPPED: &str = "The host's device answered, then stopped before taking this \
     reply: the host may have let another device in with this invite, or closed the game. \
     Ask the host for a new invite for your seat.";

/// A guest's connection that never opened and never heard from the host: the
/// host's page is gone, or the devices cannot reach each other; the guest
/// cannot tell which.
const HOST_SILENT: &str = "The host's device did not answer. If the host closed or reloaded \
     the game, this invite no longer works: ask for a new one. If the game is still open \
     there, the devices cannot reach each other: put both on the same Wi-Fi, or on one \
     phone's hotspot, and ask for a new invite.";

/// Why a connection could not be made or used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The browser has no WebRTC.
    Unsupported,
    /// The browser refused a step of setting up.
    Browser,
    /// The invite or reply code could not be used.
    Code(SignalError),
    /// A reply made for another invite.
    OtherInvite,
    /// The reply came but the devices never reached each other.
    NoAnswer,
    /// Sending on a channel that is not open.
    NotOpen,
    /// The browser refused the STUN or TURN server's address.
    Servers,
}

impl NetError {
    /// What went wrong and what to try, in a player's words.
    pub fn reason(&self) -> &'static str {
        match self {
            NetError::Unsupported => {
                "This browser cannot connect devices directly. Use a recent Chrome, Firefox \
                 or Safari."
            }
            NetError::Browser => {
                "The browser would not set up the connection. Reload the page and try again."
            }
            NetError::Code(e) => e.reason(),
            NetError::OtherInvite => {
                "This reply answers an invite this page did not make (another game's, or one \
                 from before the page was reloaded). Paste the reply to this invite."
            }
            NetError::NoAnswer => NO_WAY,
            NetError::NotOpen => "The connection to the other device is closed.",
            NetError::Servers => {
                "This browser refused the game's STUN or TURN server address. Start a new \
                 game with the address corrected under “Friends on other networks”."
            }
        }
    }
}

impl From<SignalError> for NetError {
    fn from(e: SignalError) -> Self {
        NetError::Code(e)
    }
}

/// What happens on a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The channel opened: messages can be sent.
    Open,
    Message(Vec<u8>),
    /// The link is gone for good (the other device left, the network changed);
    /// a new invite makes a new one. Comes once, and nothing after it.
    Closed {
        why: String,
    },
}

/// A data channel to one other device. Clones are the same link.
#[derive(Clone)]
pub struct Link(Rc<Inner>);

/// Who hears a link's events.
type Handler = Rc<dyn Fn(LinkEvent)>;
/// A browser callback the link keeps alive.
type Callback = Closure<dyn FnMut(JsValue)>;

struct Inner {
    pc: RtcPeerConnection,
    dc: RtcDataChannel,
    token: [u8; TOKEN_LEN],
    handler: RefCell<Option<Handler>>,
    /// Events that came before anyone listened.
    queued: RefCell<Vec<LinkEvent>>,
    closed: Cell<bool>,
    /// Whether the channel ever opened: a connection that fails before is one
    /// that could not be made, not one that was lost.
    opened: Cell<bool>,
    /// The guest's side (it answered an invite): its failures are told from
    /// the guest's point of view.
    guest: bool,
    /// The other device answered the connection checks at least once: it is
    /// there and reachable, whatever happens next.
    heard: Cell<bool>,
    /// The browser's callbacks, kept alive as long as the link.
    callbacks: RefCell<Vec<Callback>>,
    /// The page's "pagehide" listener, taken off when the link goes.
    on_leave: RefCell<Option<js_sys::Function>>,
}

impl Link {
    fn new(config: &RtcConfig, token: [u8; TOKEN_LEN], guest: bool) -> Result<Link, NetError> {
        let pc = RtcPeerConnection::new_with_configuration(&rtc_configuration(config)).map_err(
            |_| {
                // Set-up checks the addresses; a browser may still refuse one
                // (or a game kept from before the check): not WebRTC's absence.
                let plain = RtcPeerConnection::new();
                if let Ok(pc) = &plain {
                    pc.close();
                }
                match plain {
                    Ok(_) if *config != RtcConfig::default() => NetError::Servers,
                    _ => NetError::Unsupported,
                }
            },
        )?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let dc = pc.create_data_channel_with_data_channel_dict("boardroom", &init);
        dc.set_binary_type(RtcDataChannelType::Arraybuffer);
        let link = Link(Rc::new(Inner {
            pc,
            dc,
            token,
            handler: RefCell::new(None),
            queued: RefCell::new(Vec::new()),
            closed: Cell::new(false),
            opened: Cell::new(false),
            guest,
            heard: Cell::new(false),
            callbacks: RefCell::new(Vec::new()),
            on_leave: RefCell::new(None),
        }));
        // A page closed, reloaded or left ends its connections then, so the
        // other device hears of it at once, not when its connection checks
        // give up some seconds later (a phone put away hides the page, which
        // keeps them).
        let on_leave = link.callback(|link, _| link.close());
        if let Some(w) = web_sys::window() {
            let _ = w.add_event_listener_with_callback("pagehide", &on_leave);
            *link.0.on_leave.borrow_mut() = Some(on_leave);
        }
        let inner = &link.0;
        inner.dc.set_onopen(Some(&link.callback(|link, _| {
            link.0.opened.set(true);
            link.emit(LinkEvent::Open)
        })));
        inner.dc.set_onmessage(Some(&link.callback(|link, ev| {
            if let Some(ev) = ev.dyn_ref::<MessageEvent>() {
                let data = ev.data();
                if data.is_instance_of::<js_sys::ArrayBuffer>() {
                    link.emit(LinkEvent::Message(Uint8Array::new(&data).to_vec()));
                }
            }
        })));
        inner.dc.set_onclose(Some(
            &link.callback(|link, _| link.lost("The other device closed the connection.")),
        ));
        // The ICE state as text: its enum is not among the browser bindings
        // the app builds with, and only two values matter.
        inner
            .pc
            .set_oniceconnectionstatechange(Some(&link.callback(|link, _| {
                let state = Reflect::get(&link.0.pc, &JsValue::from_str("iceConnectionState"))
                    .ok()
                    .and_then(|s| s.as_string());
                if matches!(state.as_deref(), Some("connected" | "completed")) {
                    link.0.heard.set(true);
                }
            })));
        inner
            .pc
            .set_onconnectionstatechange(Some(&link.callback(|link, _| {
                match link.0.pc.connection_state() {
                    // Disconnected may come back by itself, but a game waiting
                    // on a seat is better served by saying so and re-inviting.
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Disconnected
                        if !link.0.opened.get() =>
                    {
                        // A guest whose checks the host answered has a network
                        // that works: the host did not take its reply.
                        link.lost(match (link.0.guest, link.0.heard.get()) {
                            (false, _) => NO_WAY,
                            (true, true) => HOST_STOPPED,
                            (true, false) => HOST_SILENT,
                        })
                    }
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Disconnected => link
                        .lost(
                            "The connection to the other device was lost (a locked screen, \
                             or a change of network).",
                        ),
                    RtcPeerConnectionState::Closed => {
                        link.lost("The other device closed the connection.")
                    }
                    _ => {}
                }
            })));
        Ok(link)
    }

    /// A browser callback that reaches this link while it lives.
    fn callback(&self, run: impl Fn(&Link, JsValue) + 'static) -> js_sys::Function {
        let weak: Weak<Inner> = Rc::downgrade(&self.0);
        let closure: Callback = Closure::new(move |ev: JsValue| {
            if let Some(inner) = weak.upgrade() {
                run(&Link(inner), ev);
            }
        });
        let function = closure.as_ref().unchecked_ref::<js_sys::Function>().clone();
        self.0.callbacks.borrow_mut().push(closure);
        function
    }

    fn emit(&self, event: LinkEvent) {
        if self.0.closed.get() {
            return;
        }
        let handler = self.0.handler.borrow().clone();
        match handler {
            Some(run) => run(event),
            None => self.0.queued.borrow_mut().push(event),
        }
    }

    /// Says the link is gone, once, and lets the browser's connection go.
    fn lost(&self, why: &str) {
        if self.0.closed.get() {
            return;
        }
        self.emit(LinkEvent::Closed {
            why: why.to_string(),
        });
        self.shut();
    }

    /// Closes the connection, and lets go of the handler (which may hold a clone
    /// of this link).
    fn shut(&self) {
        self.0.closed.set(true);
        let handler = self.0.handler.borrow_mut().take();
        drop(handler);
        self.0.dc.close();
        self.0.pc.close();
    }

    /// Where the link's events go; those that came before are handed over at once.
    pub fn on_event(&self, run: impl Fn(LinkEvent) + 'static) {
        let run: Handler = Rc::new(run);
        *self.0.handler.borrow_mut() = Some(run.clone());
        let early = std::mem::take(&mut *self.0.queued.borrow_mut());
        for event in early {
            run(event);
        }
    }

    /// Sends one message; it arrives whole and in order, or the link closes.
    pub fn send(&self, bytes: &[u8]) -> Result<(), NetError> {
        if self.0.closed.get() || self.0.dc.ready_state() != RtcDataChannelState::Open {
            return Err(NetError::NotOpen);
        }
        self.0
            .dc
            .send_with_u8_array(bytes)
            .map_err(|_| NetError::NotOpen)
    }

    /// The host's device answers this guest's connection checks: it is there
    /// and reachable (though it may not have taken the reply).
    pub fn heard(&self) -> bool {
        self.0.heard.get()
    }

    pub fn is_open(&self) -> bool {
        !self.0.closed.get() && self.0.dc.ready_state() == RtcDataChannelState::Open
    }

    /// The seat token of the invite this link came from.
    pub fn token(&self) -> [u8; TOKEN_LEN] {
        self.0.token
    }

    /// Ends the link from this side; no `Closed` event follows.
    pub fn close(&self) {
        self.shut();
    }

    /// Gathers every candidate (or as many as come in time), then makes the code;
    /// `stun`: an invite that tells the guest to use the public STUN server.
    async fn describe(
        &self,
        kind: Kind,
        stun: bool,
        about: Option<About>,
    ) -> Result<String, NetError> {
        let pc = &self.0.pc;
        let until = deadline(GATHER_MS);
        while pc.ice_gathering_state() != RtcIceGatheringState::Complete && !passed(until) {
            sleep(POLL_MS).await;
        }
        let sdp = pc.local_description().ok_or(NetError::Browser)?.sdp();
        let mut signal = Signal::from_sdp(&sdp, kind, self.0.token)?;
        if kind == Kind::Offer {
            // The host starts the encrypted handshake (the guest answers
            // "passive"), and only over the path to the device whose reply it
            // took. As the answering side, it would instead take up the first
            // handshake that reached it, which may come from a second phone that
            // opened the same invite, and then fail for both.
            signal.setup = Setup::Active;
        }
        signal.stun = stun;
        signal.about = about;
        Ok(signal.encode())
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        // The browser may still fire an event after closing: it must not reach a
        // callback that is gone.
        self.dc.set_onopen(None);
        self.dc.set_onmessage(None);
        self.dc.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_oniceconnectionstatechange(None);
        if let (Some(w), Some(f)) = (web_sys::window(), self.on_leave.get_mut().take()) {
            let _ = w.remove_event_listener_with_callback("pagehide", &f);
        }
        self.dc.close();
        self.pc.close();
    }
}

/// The host's side of one invite, until the reply comes.
pub struct Offer {
    link: Link,
}

impl Offer {
    /// Sets up a connection and makes its invite code, with a fresh seat token;
    /// `about` names the game, the seat and the host in the code.
    pub async fn start(config: &RtcConfig, about: About) -> Result<(Offer, String), NetError> {
        let mut token = [0u8; TOKEN_LEN];
        getrandom::fill(&mut token).map_err(|_| NetError::Browser)?;
        let link = Link::new(config, token, false)?;
        let pc = &link.0.pc;
        let offer = JsFuture::from(pc.create_offer())
            .await
            .map_err(|_| NetError::Browser)?;
        set_description(pc, RtcSdpType::Offer, &sdp_of(&offer)?, true).await?;
        let code = link
            .describe(Kind::Offer, config.stun.is_some(), Some(about))
            .await?;
        Ok((Offer { link }, code))
    }

    /// The seat token this invite carries.
    pub fn token(&self) -> [u8; TOKEN_LEN] {
        self.link.token()
    }

    /// Takes the guest's reply (a code, or a reply link) and waits for the channel
    /// to open. The offer stays usable after a refused reply code.
    pub async fn accept(&self, reply: &str) -> Result<Link, NetError> {
        let signal = Signal::decode_as(reply, Kind::Answer)?;
        if signal.token != self.link.token() {
            return Err(NetError::OtherInvite);
        }
        let link = self.link.clone();
        let pc = &link.0.pc;
        set_description(pc, RtcSdpType::Answer, &signal.to_sdp(), false).await?;
        let until = deadline(OPEN_MS);
        while !link.is_open() {
            let state = pc.connection_state();
            if passed(until)
                || link.0.closed.get()
                || matches!(
                    state,
                    RtcPeerConnectionState::Failed | RtcPeerConnectionState::Closed
                )
            {
                link.close();
                return Err(NetError::NoAnswer);
            }
            sleep(POLL_MS).await;
        }
        Ok(link)
    }

    /// Gives up this invite.
    pub fn cancel(&self) {
        self.link.close();
    }
}

/// The guest's side: reads the invite, and gives the link (open soon after the host
/// takes the reply) and the reply code to send back. The invite says which
/// servers to use.
pub async fn answer(offer_code: &str) -> Result<(Link, String), NetError> {
    let signal = Signal::decode_as(offer_code, Kind::Offer)?;
    let link = Link::new(&RtcConfig::for_invite(&signal), signal.token, true)?;
    let pc = &link.0.pc;
    set_description(pc, RtcSdpType::Offer, &signal.to_sdp(), false).await?;
    let answer = JsFuture::from(pc.create_answer())
        .await
        .map_err(|_| NetError::Browser)?;
    set_description(pc, RtcSdpType::Answer, &sdp_of(&answer)?, true).await?;
    let code = link.describe(Kind::Answer, false, None).await?;
    Ok((link, code))
}

fn rtc_configuration(config: &RtcConfig) -> RtcConfiguration {
    let servers = Array::new();
    if let Some(url) = &config.stun {
        let server = RtcIceServer::new();
        server.set_urls_str(url);
        servers.push(&server);
    }
    if let Some(turn) = &config.turn {
        let server = RtcIceServer::new();
        server.set_urls_str(&turn.url);
        server.set_username(&turn.user);
        server.set_credential(&turn.credential);
        servers.push(&server);
    }
    let rtc = RtcConfiguration::new();
    rtc.set_ice_servers(&servers);
    rtc
}

fn sdp_of(description: &JsValue) -> Result<String, NetError> {
    Reflect::get(description, &JsValue::from_str("sdp"))
        .ok()
        .and_then(|s| s.as_string())
        .ok_or(NetError::Browser)
}

async fn set_description(
    pc: &RtcPeerConnection,
    kind: RtcSdpType,
    sdp: &str,
    local: bool,
) -> Result<(), NetError> {
    let init = RtcSessionDescriptionInit::new(kind);
    init.set_sdp(sdp);
    let promise = if local {
        pc.set_local_description(&init)
    } else {
        pc.set_remote_description(&init)
    };
    JsFuture::from(promise)
        .await
        .map(|_| ())
        .map_err(|_| NetError::Browser)
}

/// When a wait of `ms` from now ends, by the page's clock: counting the polls
/// instead would wait longer on a busy page, whose timers fire late.
fn deadline(ms: i32) -> f64 {
    js_sys::Date::now() + f64::from(ms)
}

fn passed(deadline: f64) -> bool {
    js_sys::Date::now() >= deadline
}

async fn sleep(ms: i32) {
    let promise = Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms));
    });
    let _ = JsFuture::from(promise).await;
}
