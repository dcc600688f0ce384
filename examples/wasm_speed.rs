//! Engine speed inside WebAssembly, measured in Node's V8 (the engine Chromium uses),
//! without the page around it: the Zaibatsu solver on the largest conglomerate and bot
//! decisions per game. Built and run by `scripts/measure-wasm.sh`; native builds of this
//! example do nothing.

#[cfg(target_arch = "wasm32")]
mod speed {
    use boardroom::engine::bots::{BotKind, Thinker};
    use boardroom::engine::{Game, Log, Play};
    use boardroom::games::detroit::DetroitMotors;
    use boardroom::games::zaibatsu::companies::CompanyId;
    use boardroom::games::zaibatsu::solver::best_plan;
    use boardroom::games::zaibatsu::Zaibatsu;
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance)]
        fn now() -> f64;
    }

    /// Milliseconds per `best_plan` of all 48 companies, over `reps` runs.
    #[wasm_bindgen]
    pub fn solver_48_ms(reps: u32) -> f64 {
        let all: Vec<CompanyId> = CompanyId::all().collect();
        let start = now();
        let mut total = 0u32;
        for _ in 0..reps {
            total = total.wrapping_add(best_plan(&all).score);
        }
        assert!(total > 0);
        (now() - start) / f64::from(reps.max(1))
    }

    /// Decision times (ms) of `kind` over the positions of a game played by that
    /// kind in every seat; only positions with a real choice are timed.
    fn decisions<G: Game>(players: usize, kind: BotKind, wanted: usize) -> Vec<f64> {
        let mut times = Vec::new();
        let mut seed = 1u64;
        while times.len() < wanted {
            let Ok(mut state) = G::new(players, &G::Options::default(), seed) else {
                return times;
            };
            let mut moves = 0u64;
            while state.outcome().is_none() && times.len() < wanted {
                let Some(&seat) = state.to_act().first() else {
                    break;
                };
                let choice = state.legal_actions(seat).len() > 1;
                let start = now();
                let Some(a) = Thinker::new(&state, seat, kind, seed ^ moves).decide() else {
                    break;
                };
                if choice {
                    times.push(now() - start);
                }
                if state.play(seat, &a, &mut Log::silent()).is_err() {
                    break;
                }
                moves += 1;
            }
            seed += 1;
        }
        times
    }

    /// JSON: mean, p95 and max ms per decision.
    #[wasm_bindgen]
    pub fn bot_ms(game: &str, players: usize, kind: &str, wanted: usize) -> String {
        let Some(kind) = BotKind::parse(kind) else {
            return "{\"error\":\"unknown bot kind\"}".into();
        };
        let mut t = match game {
            "detroit" => decisions::<DetroitMotors>(players, kind, wanted),
            "zaibatsu" => decisions::<Zaibatsu>(players, kind, wanted),
            _ => return "{\"error\":\"unknown game\"}".into(),
        };
        t.sort_by(f64::total_cmp);
        let mean = t.iter().sum::<f64>() / t.len().max(1) as f64;
        let p95 = t.get(t.len() * 95 / 100).copied().unwrap_or(0.0);
        let max = t.last().copied().unwrap_or(0.0);
        format!(
            "{{\"game\":\"{game}\",\"players\":{players},\"bot\":\"{}\",\"decisions\":{},\"mean_ms\":{mean:.1},\"p95_ms\":{p95:.1},\"max_ms\":{max:.1}}}",
            kind.id(),
            t.len()
        )
    }
}

fn main() {}
