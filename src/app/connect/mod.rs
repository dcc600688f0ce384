//! Connecting devices: the WebRTC link ([`rtc`]), the host's invite for one seat
//! ([`invite`]) with its camera scan of the reply ([`scan`]), the guest's pages
//! for an invite and for a reply ([`join`]), and the set-up's choice of servers
//! for friends on other networks ([`networks`]).
//! What travels over a link is the game protocol's business, not this module's.

pub mod networks;
// The rest is the build with playing on several devices only (see app::devices).
pub(crate) mod both_ends;
pub mod invite;
pub mod join;
pub mod rtc;
pub mod scan;
