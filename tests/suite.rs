//! Every native test, in one binary (`autotests = false` in Cargo.toml): one link
//! instead of fifty, and the tests of every file run side by side. `cargo test`
//! from a clean target took 289 s against 413 (compile 208 against 307 s, run 81
//! against 106 s; with debug info cut to line tables). Each file is a module: run
//! one with `cargo test --test suite <file>::`.

mod common;
mod net_support;
mod save_support;

mod arena_options;
mod base64url;
mod catalogs;
mod coach_calibration;
mod conformance;
mod detroit_arena;
mod detroit_bots;
mod detroit_props;
mod detroit_rules;
mod engine_core;
mod guides;
mod independents_bots;
mod independents_guide;
mod independents_props;
mod independents_rules;
mod messages;
mod mundus_bots;
mod mundus_props;
mod mundus_rules;
mod net_arrival;
mod net_ice;
mod net_joining;
mod net_post;
mod net_protocol;
mod net_seat_rows;
mod net_signal;
mod news_digest;
mod qr_fixtures;
mod registry;
mod replay;
mod rules_pages;
mod save_codec;
mod save_games;
mod save_json;
mod save_lenient;
mod save_limits;
mod save_link;
mod save_listing;
mod save_revisions;
mod save_store;
mod save_table;
mod sealed_moves;
mod sealed_pages;
mod seat_mixes;
mod setup_form;
mod standings;
mod static_files;
mod take_back_words;
mod words;
mod zaibatsu_bots;
mod zaibatsu_cards;
mod zaibatsu_lost;
mod zaibatsu_props;
mod zaibatsu_rules;
mod zaibatsu_solver;
