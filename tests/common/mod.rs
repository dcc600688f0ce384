pub mod duel;
