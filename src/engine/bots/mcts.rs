//! Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
//!
//! Each iteration samples a determinization (the hidden information resampled
//! from the searching seat's point of view), walks one shared tree restricted to
//! the actions legal in that sample, expands one node, plays a rollout, and backs
//! up each seat's reward. Selection uses UCB with availability counts, since a
//! child is only selectable in the samples where its action is legal.
//!
//! Sealed simultaneous steps ([`Game::simultaneous`]) are searched with decoupled
//! UCB: at such a node every seat to act picks from its own statistics, which do
//! not depend on what the others pick, and only then are the choices applied. So
//! no seat's choice is conditioned on another's sealed one (the determinization
//! has already replaced the sealed choices the searcher has not seen), and the
//! final choice is drawn from the visit counts, a mixed strategy where one is due.

use crate::engine::bots::policy_action;
use crate::engine::{rng, Game, GameRng, Log, Play, Seat};

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
    /// The sealed choices into this node, when a simultaneous step led here.
    joint: Vec<(Seat, A)>,
    children: Vec<usize>,
    visits: f64,
    availability: f64,
    /// Sum of the rewards of the seat that made `mv`.
    reward: f64,
    /// At a simultaneous step: each seat's own statistics per choice.
    arms: Vec<Arm<A>>,
}

impl<A> Node<A> {
    fn new(mv: Option<(Seat, A)>, joint: Vec<(Seat, A)>) -> Self {
        Node {
            mv,
            joint,
            children: Vec::new(),
            visits: 0.0,
            availability: 1.0,
            reward: 0.0,
            arms: Vec::new(),
        }
    }
}

/// One seat's statistics for one sealed choice at a simultaneous node.
struct Arm<A> {
    seat: Seat,
    action: A,
    visits: f64,
    availability: f64,
    reward: f64,
}

/// A search in progress for one seat's decision.
pub struct Search<G: Game> {
    root: G,
    seat: Seat,
    params: MctsParams,
    rng: GameRng,
    /// From the seed, for the final draw at a simultaneous step.
    seed_mix: u64,
    nodes: Vec<Node<G::Action>>,
    done: u32,
}

/// UCB with availability counts (a choice is only selectable in the samples where
/// it is legal); an unvisited choice comes first.
fn ucb(reward: f64, visits: f64, availability: f64, exploration: f64) -> f64 {
    if visits == 0.0 {
        f64::INFINITY
    } else {
        reward / visits + exploration * (availability.ln() / visits).sqrt()
    }
}

/// Where a simultaneous step left the walk.
enum Step {
    /// Into an existing child: keep selecting.
    Descend(usize),
    /// Into a new child: roll out from here.
    Expanded(usize),
    /// Someone to act has no choice: roll out from here.
    Stop,
    /// The game refused a legal choice (a game bug): drop this sample.
    Abandon,
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
            seed_mix: seed.rotate_left(17) ^ 0x5851_f42d_4c95_7f2d,
            nodes: vec![Node::new(None, Vec::new())],
            done: 0,
        }
    }

    fn is_done(&self) -> bool {
        self.done >= self.params.iterations
    }

    pub fn iterations_done(&self) -> u32 {
        self.done
    }

    /// Raises the budget to `iterations` (never lowers it): the coach searches
    /// on where its figure needs more tries.
    pub fn extend_to(&mut self, iterations: u32) {
        self.params.iterations = self.params.iterations.max(iterations);
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

    /// The most visited of the searching seat's legal actions; at a simultaneous
    /// step, a choice drawn by visits among the well-visited ones.
    pub fn best(&self) -> Option<G::Action> {
        let legal = self.root.legal_actions(self.seat);
        if !self.nodes[0].arms.is_empty() {
            return self.mixed_choice(&legal);
        }
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

    /// Whether the rest of the budget can no longer change [`Search::best`]: the
    /// most visited choice leads the next by more visits than there are
    /// iterations left (each iteration visits one root choice at most). Never at
    /// a simultaneous step, whose choice is drawn from all the visits.
    pub fn settled(&self) -> bool {
        let root = &self.nodes[0];
        if !root.arms.is_empty() {
            return false;
        }
        let left = f64::from(self.params.iterations.saturating_sub(self.done));
        let (mut first, mut second) = (0.0f64, 0.0f64);
        for n in root.children.iter().map(|&c| &self.nodes[c]) {
            if !matches!(&n.mv, Some((s, _)) if *s == self.seat) {
                continue;
            }
            if n.visits > first {
                second = first;
                first = n.visits;
            } else if n.visits > second {
                second = n.visits;
            }
        }
        first - second > left
    }

    /// Visit counts of the root's choices for the searching seat, for tests,
    /// diagnostics and the coach.
    pub fn root_visits(&self) -> Vec<(G::Action, f64)> {
        let root = &self.nodes[0];
        if !root.arms.is_empty() {
            return root
                .arms
                .iter()
                .filter(|arm| arm.seat == self.seat)
                .map(|arm| (arm.action.clone(), arm.visits))
                .collect();
        }
        root.children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c];
                n.mv.as_ref().map(|(_, a)| (a.clone(), n.visits))
            })
            .collect()
    }

    /// The searching seat's choices at the root with their visits and mean reward
    /// (its estimated chance of winning after that choice), most visited first:
    /// what the coach shows.
    pub fn root_stats(&self) -> Vec<(G::Action, f64, f64)> {
        let root = &self.nodes[0];
        let mut stats: Vec<(G::Action, f64, f64)> = if root.arms.is_empty() {
            root.children
                .iter()
                .map(|&c| &self.nodes[c])
                .filter_map(|n| match &n.mv {
                    Some((s, a)) if *s == self.seat => Some((a.clone(), n.visits, n.reward)),
                    _ => None,
                })
                .collect()
        } else {
            root.arms
                .iter()
                .filter(|arm| arm.seat == self.seat)
                .map(|arm| (arm.action.clone(), arm.visits, arm.reward))
                .collect()
        };
        for s in &mut stats {
            s.2 = if s.1 > 0.0 { s.2 / s.1 } else { 0.0 };
        }
        crate::engine::sort::sort_by(&mut stats, |a, b| b.1.total_cmp(&a.1));
        stats
    }

    /// A sealed choice drawn in proportion to visits, among the choices visited at
    /// least a quarter as often as the most visited (the rest is exploration).
    /// Reproducible: the draw comes from the search's own seed.
    fn mixed_choice(&self, legal: &[G::Action]) -> Option<G::Action> {
        let arms: Vec<(&G::Action, f64)> = self.nodes[0]
            .arms
            .iter()
            .filter(|arm| arm.seat == self.seat && legal.contains(&arm.action))
            .map(|arm| (&arm.action, arm.visits))
            .collect();
        let most = arms.iter().map(|(_, v)| *v).fold(0.0, f64::max);
        let kept: Vec<(&G::Action, u32)> = arms
            .into_iter()
            .filter(|(_, v)| *v > 0.0 && *v >= most / 4.0)
            .map(|(a, v)| (a, v as u32))
            .collect();
        let weights: Vec<u32> = kept.iter().map(|(_, v)| *v).collect();
        let mut draw = rng::seeded(self.params.iterations as u64 ^ self.seed_mix);
        match rng::weighted(&mut draw, &weights) {
            Some(i) => Some(kept[i].0.clone()),
            None => legal.first().cloned(),
        }
    }

    fn iterate(&mut self) {
        let mut state = self.root.determinize(self.seat, &mut self.rng);
        let mut path = vec![0usize];
        // (node, arm) pairs picked at simultaneous steps, for the backup.
        let mut pulled: Vec<(usize, usize)> = Vec::new();
        let mut node = 0usize;
        let mut log = Log::silent();

        // Selection and expansion.
        loop {
            if state.outcome().is_some() {
                break;
            }
            let to_act = state.to_act();
            if to_act.len() > 1 && state.simultaneous() {
                match self.joint_step(&mut state, node, &to_act, &mut pulled) {
                    Step::Descend(c) => {
                        node = c;
                        path.push(c);
                        continue;
                    }
                    Step::Expanded(c) => {
                        path.push(c);
                        break;
                    }
                    Step::Stop => break,
                    Step::Abandon => return,
                }
            }
            let Some(&actor) = to_act.first() else {
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
                if state.play(actor, &a, &mut log).is_err() {
                    return; // a game bug; skip this sample rather than corrupt the tree
                }
                let id = self.nodes.len();
                self.nodes.push(Node::new(Some((actor, a)), Vec::new()));
                self.nodes[node].children.push(id);
                path.push(id);
                break;
            }
            let c = self.select(&available);
            let Some((seat, a)) = self.nodes[c].mv.clone() else {
                return;
            };
            if state.play(seat, &a, &mut log).is_err() {
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
        for (n, i) in pulled {
            let arm = &mut self.nodes[n].arms[i];
            arm.visits += 1.0;
            arm.reward += rewards.get(arm.seat).copied().unwrap_or(0.0);
        }
        self.nodes[0].visits += 1.0;
    }

    /// One simultaneous step at `node`: every seat in `seats` picks from its own
    /// statistics (an untried choice first), blind to the others' picks; then all
    /// picks are applied and the walk goes on to the child for that combination.
    fn joint_step(
        &mut self,
        state: &mut G,
        node: usize,
        seats: &[Seat],
        pulled: &mut Vec<(usize, usize)>,
    ) -> Step {
        let mut picks: Vec<(Seat, G::Action)> = Vec::with_capacity(seats.len());
        for &seat in seats {
            let legal = state.legal_actions(seat);
            if legal.is_empty() {
                return Step::Stop;
            }
            let known: Vec<usize> = (0..self.nodes[node].arms.len())
                .filter(|&i| {
                    let arm = &self.nodes[node].arms[i];
                    arm.seat == seat && legal.contains(&arm.action)
                })
                .collect();
            let untried: Vec<&G::Action> = legal
                .iter()
                .filter(|a| {
                    !known
                        .iter()
                        .any(|&i| self.nodes[node].arms[i].action == **a)
                })
                .collect();
            let arms = &mut self.nodes[node].arms;
            for &i in &known {
                arms[i].availability += 1.0;
            }
            let i = if untried.is_empty() {
                // Each seat's exploration is jittered at random (±10%): the
                // seats' statistics must not move in lockstep. In a symmetric
                // game, seats that tried their choices in the same order would
                // otherwise always pick the same (every result a tie) and learn
                // nothing, the dominated choices included.
                let c = self.params.exploration;
                let mut best = known[0];
                let mut best_score = f64::NEG_INFINITY;
                for &i in &known {
                    let jitter = 0.9 + 0.2 * rng::below(&mut self.rng, 1 << 16) as f64 / 65536.0;
                    let arm = &arms[i];
                    let score = ucb(arm.reward, arm.visits, arm.availability, c * jitter);
                    if score > best_score {
                        best_score = score;
                        best = i;
                    }
                }
                best
            } else {
                let a = untried[rng::below(&mut self.rng, untried.len())].clone();
                arms.push(Arm {
                    seat,
                    action: a,
                    visits: 0.0,
                    availability: 1.0,
                    reward: 0.0,
                });
                arms.len() - 1
            };
            pulled.push((node, i));
            picks.push((seat, arms[i].action.clone()));
        }
        let mut log = Log::silent();
        for (seat, a) in &picks {
            if state.play(*seat, a, &mut log).is_err() {
                return Step::Abandon;
            }
        }
        let child = self.nodes[node]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c].joint == picks);
        match child {
            Some(c) => Step::Descend(c),
            None => {
                let id = self.nodes.len();
                self.nodes.push(Node::new(None, picks));
                self.nodes[node].children.push(id);
                Step::Expanded(id)
            }
        }
    }

    fn select(&mut self, available: &[usize]) -> usize {
        let c = self.params.exploration;
        let mut best = available[0];
        let mut best_score = f64::NEG_INFINITY;
        for &id in available {
            let n = &mut self.nodes[id];
            n.availability += 1.0;
            let score = ucb(n.reward, n.visits, n.availability, c);
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
            let to_act = state.to_act();
            let Some(&actor) = to_act.first() else {
                return vec![0.0; state.players()];
            };
            // At a sealed step every seat chooses from the same position, before
            // any choice is applied, so no policy sees another's sealed choice.
            let actors = if to_act.len() > 1 && state.simultaneous() {
                &to_act[..]
            } else {
                &to_act[..1]
            };
            let mut picks = Vec::with_capacity(actors.len());
            for &seat in actors {
                let Some(a) = policy_action(state, seat, &mut self.rng) else {
                    return vec![0.0; state.players()];
                };
                picks.push((seat, a));
            }
            debug_assert_eq!(picks.first().map(|p| p.0), Some(actor));
            for (seat, a) in &picks {
                if state.play(*seat, a, &mut log).is_err() {
                    return vec![0.0; state.players()];
                }
            }
            steps += 1;
        }
    }
}
