//! The games. Each folder holds one game's rules, content, bot knowledge and board UI.

pub mod detroit;
pub mod rules_text;
pub mod zaibatsu;
