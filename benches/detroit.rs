//! Detroit Motors speed: random playouts (whole games) at 6, 10 and 18 players,
//! and one Normal (Medium) bot decision at the start of the negotiation and
//! during the positions, at 10 players, and one determinization.
//!
//! cargo bench --bench detroit

use std::hint::black_box;

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::detroit::{DetroitMotors, DetroitOptions, Stage};
use criterion::{criterion_group, criterion_main, Criterion};

fn random_playout(players: usize, seed: u64) -> usize {
    let mut g = DetroitMotors::new(players, &DetroitOptions::default(), seed).unwrap();
    let mut r = rng::seeded(seed);
    let mut log = Log::silent();
    let mut n = 0;
    while let Some(&seat) = g.to_act().first() {
        let a = bots::random_action(&g, seat, &mut r).unwrap();
        g.play(seat, &a, &mut log).unwrap();
        n += 1;
    }
    n
}

/// A 10-player game played by the heuristic until `stage` (and `skip` more moves).
fn position_at(stage: Stage, skip: usize) -> DetroitMotors {
    let mut g = DetroitMotors::new(10, &DetroitOptions::default(), 42).unwrap();
    let mut r = rng::seeded(7);
    let mut log = Log::silent();
    while g.view(None).stage != stage {
        let seat = g.to_act()[0];
        let a = bots::policy_action(&g, seat, &mut r).unwrap();
        g.play(seat, &a, &mut log).unwrap();
    }
    for _ in 0..skip {
        let seat = g.to_act()[0];
        let a = bots::policy_action(&g, seat, &mut r).unwrap();
        g.play(seat, &a, &mut log).unwrap();
    }
    g
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("detroit_random_playout");
    for players in [6, 10, 18] {
        let mut seed = 0;
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_playout(players, seed))
            })
        });
    }
    group.finish();
}

fn medium_decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("detroit_medium_decision_10p");
    group.sample_size(20);
    for (name, state) in [
        ("take_position", position_at(Stage::TakingPositions, 4)),
        ("propose", position_at(Stage::Negotiating, 0)),
        ("nominate_or_fold", position_at(Stage::ElectingBroker, 1)),
    ] {
        let seat = state.to_act()[0];
        group.bench_function(name, |b| {
            b.iter(|| black_box(bots::decide(&state, seat, BotKind::Normal, 3)))
        });
    }
    group.finish();
}

/// One determinization, the step every search iteration starts with (so its time
/// bounds the iterations per second).
fn determinize(c: &mut Criterion) {
    let state = position_at(Stage::ElectingBroker, 1);
    let seat = state.to_act()[0];
    let mut r = rng::seeded(5);
    c.bench_function("detroit_determinize_10p", |b| {
        b.iter(|| black_box(state.determinize(seat, &mut r)))
    });
}

criterion_group!(benches, playouts, medium_decisions, determinize);
criterion_main!(benches);
