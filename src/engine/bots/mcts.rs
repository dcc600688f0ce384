//! Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
//!
//! Each iteration samples a determinization (the hidden information resampled
//! from the searching seat's point of view), walks one shared tree restricted to
//! the actions legal in that sample, expands one node, plays a rollout, and backs
//! up each seat's reward. Selection uses UCB with availability counts, since a
//! child is only selectable in the samples where its action is legal.

use crate::engine::bots::policy_action;
use crate::engine::{rng, Game, GameRng, Log, Seat};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsParams {
    /// Iterations per decision: the budget (fixed, so decisions are reproducible).
    pub iterations: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Actions a rollout plays before asking [`Game::evaluate`]; 0 plays to the end.
    pub rollout_depth: u32,
}

impl Default for MctsParams {
    fn default() -> Self {
        MctsParams {
            iterations: 1000,
            exploration: 0.7,
            rollout_depth: 0,
        }
    }
}

struct Node<A> {
    /// The move into this node: who acted and what.
    mv: Option<(Seat, A)>,
    children: Vec<usize>,
    visits: f64,
    availability: f64,
    /// Sum of the rewards of the seat that made `mv`.
    reward: f64,
}

/// A search in progress for one seat's decision.
pub struct Search<G: Game> {
    root: G,
    seat: Seat,
    params: MctsParams,
    rng: GameRng,
    nodes: Vec<Node<G::Action>>,
    done: u32,
}

/// A cap on rollout length, so a game that forgot to end cannot hang a bot.
const MAX_ROLLOUT: u32 = 20_000;

impl<G: Game> Search<G> {
    pub fn new(root: G, seat: Seat, params: MctsParams, seed: u64) -> Self {
        Search {
            root,
            seat,
            params,
            rng: rng::seeded(seed ^ 0x9e37_79b9_7f4a_7c15),
            nodes: vec![Node {
                mv: None,
                children: Vec::new(),
                visits: 0.0,
                availability: 0.0,
                reward: 0.0,
            }],
            done: 0,
        }
    }

    pub fn is_done(&self) -> bool {
        self.done >= self.params.iterations
    }

    pub fn iterations_done(&self) -> u32 {
        self.done
    }

    /// Runs up to `budget` more iterations; true once the whole budget is spent.
    pub fn run(&mut self, budget: u32) -> bool {
        let mut left = budget;
        while !self.is_done() && left > 0 {
            self.iterate();
            self.done += 1;
            left -= 1;
        }
        self.is_done()
    }

    /// The most visited of the searching seat's legal actions.
    pub fn best(&self) -> Option<G::Action> {
        let legal = self.root.legal_actions(self.seat);
        let visits = |a: &G::Action| {
            self.nodes[0]
                .children
                .iter()
                .map(|&c| &self.nodes[c])
                .find(|n| matches!(&n.mv, Some((s, m)) if *s == self.seat && m == a))
                .map_or(0.0, |n| n.visits)
        };
        let mut best: Option<(&G::Action, f64)> = None;
        for a in &legal {
            let v = visits(a);
            if best.is_none_or(|(_, bv)| v > bv) {
                best = Some((a, v));
            }
        }
        best.map(|(a, _)| a.clone())
    }

    /// Visit counts of the root's children, for tests and diagnostics.
    pub fn root_visits(&self) -> Vec<(G::Action, f64)> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c];
                n.mv.as_ref().map(|(_, a)| (a.clone(), n.visits))
            })
            .collect()
    }

    fn iterate(&mut self) {
        let mut state = self.root.determinize(self.seat, &mut self.rng);
        let mut path = vec![0usize];
        let mut node = 0usize;
        let mut log = Log::silent();

        // Selection and expansion.
        loop {
            if state.outcome().is_some() {
                break;
            }
            let Some(&actor) = state.to_act().first() else {
                break;
            };
            let legal = state.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            let mut untried = Vec::new();
            let mut available = Vec::new();
            for a in legal {
                let child =
                    self.nodes[node].children.iter().copied().find(
                        |&c| matches!(&self.nodes[c].mv, Some((s, m)) if *s == actor && *m == a),
                    );
                match child {
                    Some(c) => available.push(c),
                    None => untried.push(a),
                }
            }
            if !untried.is_empty() {
                let a = untried.swap_remove(rng::below(&mut self.rng, untried.len()));
                for &c in &available {
                    self.nodes[c].availability += 1.0;
                }
                if state.apply(actor, &a, &mut log).is_err() {
                    return; // a game bug; skip this sample rather than corrupt the tree
                }
                let id = self.nodes.len();
                self.nodes.push(Node {
                    mv: Some((actor, a)),
                    children: Vec::new(),
                    visits: 0.0,
                    availability: 1.0,
                    reward: 0.0,
                });
                self.nodes[node].children.push(id);
                path.push(id);
                break;
            }
            let c = self.select(&available);
            let Some((seat, a)) = self.nodes[c].mv.clone() else {
                return;
            };
            if state.apply(seat, &a, &mut log).is_err() {
                return;
            }
            node = c;
            path.push(c);
        }

        let rewards = self.rollout(&mut state);
        for &n in &path[1..] {
            let node = &mut self.nodes[n];
            node.visits += 1.0;
            if let Some((seat, _)) = &node.mv {
                node.reward += rewards.get(*seat).copied().unwrap_or(0.0);
            }
        }
        self.nodes[0].visits += 1.0;
    }

    fn select(&mut self, available: &[usize]) -> usize {
        let c = self.params.exploration;
        let mut best = available[0];
        let mut best_score = f64::NEG_INFINITY;
        for &id in available {
            let n = &mut self.nodes[id];
            n.availability += 1.0;
            let score = if n.visits == 0.0 {
                f64::INFINITY
            } else {
                n.reward / n.visits + c * (n.availability.ln() / n.visits).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = id;
            }
        }
        best
    }

    fn rollout(&mut self, state: &mut G) -> Vec<f64> {
        let mut log = Log::silent();
        let mut steps = 0u32;
        loop {
            if let Some(outcome) = state.outcome() {
                return outcome.rewards();
            }
            let depth = self.params.rollout_depth;
            if (depth > 0 && steps >= depth) || steps >= MAX_ROLLOUT {
                if let Some(values) = state.evaluate() {
                    return values;
                }
                if steps >= MAX_ROLLOUT {
                    return vec![0.0; state.players()];
                }
            }
            let Some(&actor) = state.to_act().first() else {
                return vec![0.0; state.players()];
            };
            let Some(a) = policy_action(state, actor, &mut self.rng) else {
                return vec![0.0; state.players()];
            };
            if state.apply(actor, &a, &mut log).is_err() {
                return vec![0.0; state.players()];
            }
            steps += 1;
        }
    }
}
