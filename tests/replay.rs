//! Replays of finished games (issue 26, item 7): every position the replay
//! gives is the one the match went through, stepping stays within the game,
//! each round starts where the game entered it, and the chart's mark follows
//! the samples `Series::of` takes.

use crate::common;

use boardroom::engine::{rng, Game, GameRng, Match, Replay, Series};
use boardroom::games::{self, Listed, Visitor};

/// A random game to its end (half of the moves by the game's rollout policy).
fn play<G: Game>(players: usize, seed: u64) -> Match<G> {
    let names = common::conformance::names(players);
    let mut m: Match<G> = Match::new(names, G::Options::default(), seed).expect("set-up");
    let mut r: GameRng = rng::seeded(seed ^ 0x4e91);
    while m.state().outcome().is_none() {
        assert!(m.moves() < 20_000, "no end");
        let state = m.state().clone();
        let to_act = state.to_act();
        let seat = to_act[rng::below(&mut r, to_act.len())];
        let action = common::mixed_move(&state, seat, &mut r);
        m.play(seat, action).expect("legal");
    }
    m
}

struct Check;

impl Visitor for Check {
    type Out = ();
    fn visit<G: Listed>(self) {
        let info = G::info();
        for (i, players) in [info.min_players, info.max_players].into_iter().enumerate() {
            let m = play::<G>(players, 11 + i as u64);
            let record = m.record().clone();
            let series = Series::of(&record).expect("replays");
            let replay = Replay::new(m).expect("replays");
            let n = replay.moves();
            assert_eq!(n, record.actions.len(), "{}", info.id);

            // Every position, stepping forward from the start as the game went.
            let mut state = G::new(players, &record.options, record.seed).unwrap();
            let mut rounds = vec![state.round()];
            for k in 0..=n {
                let at = replay.state_at(k).expect("a position");
                assert_eq!(at.view(None), state.view(None), "{} at {k}", info.id);
                for seat in 0..players {
                    assert_eq!(
                        at.view(Some(seat)),
                        state.view(Some(seat)),
                        "{} at {k}",
                        info.id
                    );
                }
                assert_eq!(replay.round_at(k), state.round(), "{} at {k}", info.id);
                if k < n {
                    let (seat, action) = &record.actions[k];
                    boardroom::engine::Play::play(
                        &mut state,
                        *seat,
                        action,
                        &mut boardroom::engine::Log::silent(),
                    )
                    .unwrap();
                    rounds.push(state.round());
                }
                // Going back lands on the same position as going forward.
                if k % 37 == 5 {
                    let back = replay.state_at(k.saturating_sub(1)).unwrap();
                    let again = replay.state_at(k.saturating_sub(1)).unwrap();
                    assert_eq!(back.view(Some(0)), again.view(Some(0)));
                }
            }
            assert!(replay.state_at(n + 1).is_none());
            assert!(replay.state_at(n).unwrap().outcome().is_some());

            // Steps stay within the game.
            assert_eq!(replay.step(0, -1), 0);
            assert_eq!(replay.step(n, 1), n);
            assert_eq!(replay.step(3.min(n), -10), 0);
            assert_eq!(replay.step(0, isize::MAX), n);

            // Each round starts where the game first entered it, in order.
            let starts = replay.round_starts();
            assert_eq!(starts[0].at, 0);
            for w in starts.windows(2) {
                assert!(w[0].at < w[1].at, "{}", info.id);
                assert_eq!(rounds[w[1].at - 1], w[0].round, "{}", info.id);
                assert_eq!(rounds[w[1].at], w[1].round, "{}", info.id);
            }
            for s in &starts {
                assert_eq!(replay.start_of(s.round), Some(s.at), "{}", info.id);
                assert_eq!(replay.round_at(s.at), s.round);
            }
            assert_eq!(replay.start_of(usize::MAX), None);

            // The chart's mark: the start, one more sample per round, the end
            // on the last sample.
            assert_eq!(replay.sample_at(0), 0);
            assert_eq!(replay.sample_at(n), series.samples.len() - 1, "{}", info.id);
            for k in 1..=n {
                let (a, b) = (replay.sample_at(k - 1), replay.sample_at(k));
                assert!(b == a || b == a + 1, "{} at {k}", info.id);
            }
            for (i, s) in starts.iter().enumerate().skip(1) {
                assert_eq!(replay.sample_at(s.at), i, "{}", info.id);
            }
        }
    }
}

#[test]
fn every_game_replays_position_by_position() {
    for info in games::infos() {
        games::visit(info.id, Check).expect("listed");
    }
}
