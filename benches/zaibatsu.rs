//! Zaibatsu speed: the solver on the largest and on typical conglomerates,
//! random playouts, and bot decisions.
//!
//! Run: `cargo bench --bench zaibatsu`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};

use boardroom::engine::bots::{self, BotKind};
use boardroom::engine::Play;
use boardroom::engine::{rng, Game, Log};
use boardroom::games::zaibatsu::companies::{CompanyId, Kind};
use boardroom::games::zaibatsu::solver::{best_plan, best_score};
use boardroom::games::zaibatsu::{Zaibatsu, ZaibatsuOptions};

/// A conglomerate like one at the end of a 3-player game: 16 cards drawn like a
/// share of the deck (about 7 mines, 6 intermediate, 2 advanced, 1 factory).
fn typical(seed: u64, size: usize) -> Vec<CompanyId> {
    let mut all: Vec<CompanyId> = CompanyId::all().collect();
    rng::shuffle(&mut rng::seeded(seed), &mut all);
    all.truncate(size);
    all
}

fn solver(c: &mut Criterion) {
    let all: Vec<CompanyId> = CompanyId::all().collect();
    c.bench_function("solver/best_plan 48 cards", |b| {
        b.iter(|| best_plan(black_box(&all)))
    });
    c.bench_function("solver/best_score 48 cards", |b| {
        b.iter(|| best_score(black_box(&all)))
    });
    let no_mines: Vec<CompanyId> = all
        .iter()
        .copied()
        .filter(|c| c.company().kind != Kind::Mining)
        .collect();
    c.bench_function("solver/best_score 27 processors, no mines", |b| {
        b.iter(|| best_score(black_box(&no_mines)))
    });
    let sets12: Vec<Vec<CompanyId>> = (0..64).map(|s| typical(s, 12)).collect();
    let sets16: Vec<Vec<CompanyId>> = (0..64).map(|s| typical(s, 16)).collect();
    c.bench_function("solver/best_plan 12 cards (64 sets)", |b| {
        b.iter(|| sets12.iter().map(|s| best_plan(s).score).sum::<u32>())
    });
    c.bench_function("solver/best_plan 16 cards (64 sets)", |b| {
        b.iter(|| sets16.iter().map(|s| best_plan(s).score).sum::<u32>())
    });
    c.bench_function("solver/best_score 16 cards (64 sets)", |b| {
        b.iter(|| sets16.iter().map(|s| best_score(s)).sum::<u32>())
    });
}

fn playout(players: usize, seed: u64, kind: BotKind) -> usize {
    let mut g = Zaibatsu::new(players, &ZaibatsuOptions::default(), seed).expect("set-up");
    let mut r = rng::seeded(seed);
    let mut moves = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a = match kind {
            BotKind::Random => bots::random_action(&g, seat, &mut r),
            _ => bots::policy_action(&g, seat, &mut r),
        }
        .expect("a move");
        g.play(seat, &a, &mut Log::silent()).expect("legal");
        moves += 1;
    }
    moves
}

fn playouts(c: &mut Criterion) {
    let mut seed = 0;
    c.bench_function("playout/random 3p game", |b| {
        b.iter(|| {
            seed += 1;
            playout(3, seed, BotKind::Random)
        })
    });
    c.bench_function("playout/easy-bot 3p game", |b| {
        b.iter(|| {
            seed += 1;
            playout(3, seed, BotKind::Easy)
        })
    });
}

/// Positions from an Easy-bot game at 3 players: one in each phase of round 2.
fn positions() -> Vec<(Zaibatsu, usize)> {
    let mut g = Zaibatsu::new(3, &ZaibatsuOptions::default(), 7).expect("set-up");
    let mut r = rng::seeded(7);
    let mut out = Vec::new();
    let mut n = 0;
    while g.outcome().is_none() {
        let seat = g.to_act()[0];
        if g.round() == 2 && n % 5 == 0 {
            out.push((g.clone(), seat));
        }
        n += 1;
        let a = bots::policy_action(&g, seat, &mut r).expect("a move");
        g.play(seat, &a, &mut Log::silent()).expect("legal");
    }
    out
}

fn decisions(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("decision");
    group.sample_size(10);
    let mut i = 0;
    group.bench_function("medium (round 2 positions)", |b| {
        b.iter(|| {
            i += 1;
            let (g, seat) = &positions[i % positions.len()];
            bots::decide(g, *seat, BotKind::Normal, i as u64)
        })
    });
    group.bench_function("strong (round 2 positions)", |b| {
        b.iter(|| {
            i += 1;
            let (g, seat) = &positions[i % positions.len()];
            bots::decide(g, *seat, BotKind::Hard, i as u64)
        })
    });
    group.finish();
}

/// One determinization, the step every search iteration starts with.
fn determinize(c: &mut Criterion) {
    let positions = positions();
    let mut r = rng::seeded(5);
    let mut i = 0;
    c.bench_function("determinize (round 2 positions)", |b| {
        b.iter(|| {
            i += 1;
            let (g, seat) = &positions[i % positions.len()];
            black_box(g.determinize(*seat, &mut r))
        })
    });
}

criterion_group!(benches, solver, playouts, decisions, determinize);
criterion_main!(benches);
