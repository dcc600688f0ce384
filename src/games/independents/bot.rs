//! What the computer players know: how to resample what they cannot see, a
//! quick policy for rollouts (also the Easy opponent), and a position value.

use rand::RngCore;

use super::content::{card, Category, Effect, COPIES, DECK_SIZE, SECTIONS, SHEETS};
use super::rules::{Action, Target};
use super::state::{Edition, Independents, Phase};
use crate::engine::bots::{BotKind, MctsParams};
use crate::engine::rng::{self, IdSet};
use crate::engine::{Game, GameRng, Seat};

/// Other hands and the deck are dealt anew from the cards the observer has not
/// seen; the face-down company sheets are reshuffled; the generator is reseeded
/// so future bag draws are not the real ones.
pub fn determinize(g: &Independents, observer: Seat, r: &mut GameRng) -> Independents {
    let mut d = g.clone();
    let mut unseen = IdSet::default();
    for (p, c) in g.companies.iter().enumerate() {
        if p != observer {
            for &id in &c.hand {
                unseen.insert(id as usize);
            }
        }
    }
    for &id in &g.deck {
        unseen.insert(id as usize);
    }
    let pool = (0..DECK_SIZE)
        .filter(|&i| unseen.contains(i))
        .map(|i| i as u8);
    let slots = d
        .companies
        .iter_mut()
        .enumerate()
        .filter(|(p, _)| *p != observer)
        .flat_map(|(_, c)| c.hand.iter_mut())
        .chain(d.deck.iter_mut());
    rng::redeal(r, pool, slots);
    let mut face_down = IdSet::default();
    for &s in &g.sheets_left {
        face_down.insert(s as usize);
    }
    let sheets = (0..SHEETS.len())
        .filter(|&i| face_down.contains(i))
        .map(|i| i as u8);
    rng::redeal(r, sheets, d.sheets_left.iter_mut());
    d.rng = rng::seeded(r.next_u64());
    d
}

/// My expected share of the category's sections: each section counts my
/// fraction of its disks (the bag's odds).
fn share(board: &[[u8; 6]; SECTIONS], seat: Seat, cat: Category) -> f64 {
    cat.sections()
        .map(|s| {
            let total: u32 = board[s].iter().map(|&d| u32::from(d)).sum();
            if total == 0 {
                0.0
            } else {
                f64::from(board[s][seat]) / f64::from(total)
            }
        })
        .sum()
}

/// The board after a card, as far as the policy cares.
fn board_after(
    g: &Independents,
    seat: Seat,
    cat: Category,
    effect: Effect,
    target: Target,
) -> [[u8; 6]; SECTIONS] {
    let mut b = g.board;
    let sup = g.companies[seat].supply;
    match (effect, target) {
        (Effect::Add(n), Target::Section(s)) => b[s as usize][seat] += n.min(sup),
        (Effect::AddDraw, Target::Section(s)) => b[s as usize][seat] += 2.min(sup),
        (Effect::Remove(n), Target::Rival { section, rival }) => {
            let c = &mut b[section as usize][rival as usize];
            *c -= n.min(*c);
        }
        (Effect::Raid, Target::Rival { section, rival }) => {
            b[section as usize][rival as usize] -= 1;
            b[section as usize][seat] += 1.min(sup);
        }
        (Effect::Strike, Target::Section(s)) => {
            for (p, c) in b[s as usize].iter_mut().enumerate() {
                if p != seat && *c > 0 {
                    *c -= 1;
                }
            }
        }
        (Effect::PriceCut, Target::Section(s)) => {
            for c in b[s as usize].iter_mut() {
                *c -= *c / 2;
            }
        }
        (Effect::Move(n), Target::Move { from, to }) => {
            let m = n.min(b[from as usize][seat]);
            b[from as usize][seat] -= m;
            b[to as usize][seat] += m;
        }
        (Effect::Consolidate, Target::Section(s)) => {
            for o in cat.sections() {
                if o != s as usize && !g.is_protected(o) && b[o][seat] > 0 {
                    b[o][seat] -= 1;
                    b[s as usize][seat] += 1;
                }
            }
        }
        (Effect::FullLine, _) => {
            for s in cat.sections() {
                if b[s][seat] > 0 && sup > 0 {
                    b[s][seat] += 1;
                }
            }
        }
        (Effect::Split, Target::Pair(a, c)) => {
            b[a as usize][seat] += 1.min(sup);
            b[c as usize][seat] += 1.min(sup);
        }
        _ => {}
    }
    b
}

/// How much a card play is worth to the policy now.
fn play_value(g: &Independents, seat: Seat, cat: Category, id: u8, target: Target) -> f64 {
    let effect = card(id).kind.effect;
    let before = share(&g.board, seat, cat);
    let after = share(&board_after(g, seat, cat, effect, target), seat, cat);
    let bonus = match (effect, target) {
        (Effect::Draw(n), _) => 0.25 * f64::from(n),
        (Effect::AddDraw, _) => 0.25,
        (Effect::Protect, Target::Section(s)) => {
            let s = s as usize;
            let mine = f64::from(g.board[s][seat]);
            let total: f64 = g.board[s].iter().map(|&d| f64::from(d)).sum();
            if mine > 0.0 && total > mine {
                0.15
            } else {
                0.0
            }
        }
        _ => 0.0,
    };
    after - before + bonus
}

pub fn rollout_action(g: &Independents, seat: Seat, r: &mut GameRng) -> Option<Action> {
    if g.seat_to_act() != Some(seat) {
        return None;
    }
    let c = &g.companies[seat];
    match g.phase {
        Phase::Selective(cat) => {
            let free: Vec<usize> = cat
                .sections()
                .filter(|&s| c.chosen & (1 << s) == 0)
                .collect();
            let placed = cat.sections().count() - free.len();
            if c.pool == 0 || free.is_empty() || (placed >= 2 && rng::below(r, 3) == 0) {
                return Some(Action::Pass);
            }
            // Prefer sections where I have circles or a trend, and few rivals.
            let weights: Vec<u32> = free
                .iter()
                .map(|&s| {
                    let rivals: u32 = (0..g.players)
                        .filter(|&p| p != seat)
                        .map(|p| u32::from(g.board[s][p]))
                        .sum();
                    let circles = u32::from(SHEETS[c.sheet as usize].circles_on(s));
                    let trend = c
                        .hand
                        .iter()
                        .filter(|&&id| card(id).trend.contains(&(s as u8)))
                        .count() as u32;
                    (2 + 2 * circles + trend)
                        .saturating_sub(rivals.min(3))
                        .max(1)
                })
                .collect();
            let s = free[rng::weighted(r, &weights).unwrap_or(0)];
            let rivals = (0..g.players)
                .filter(|&p| p != seat)
                .map(|p| g.board[s][p])
                .max()
                .unwrap_or(0);
            let disks = (rivals + 1 + rng::below(r, 2) as u8).clamp(1, c.pool);
            Some(Action::Select {
                section: s as u8,
                disks,
            })
        }
        Phase::Required(cat) => Some(
            cat.sections()
                .find(|&s| c.on_sheet[s] > 0)
                .map(|s| Action::Require {
                    section: s as u8,
                    disks: c.on_sheet[s],
                })
                .unwrap_or(Action::Pass),
        ),
        Phase::Cards(cat) => {
            let mut best = (0.05, Action::Pass);
            for a in g.legal_actions(seat) {
                if let Action::Play { card: id, target } = a {
                    let v = play_value(g, seat, cat, id, target) + 0.01 * (rng::below(r, 4) as f64);
                    if v > best.0 {
                        best = (v, a);
                    }
                }
            }
            Some(best.1)
        }
        Phase::Trend => {
            let last = g.year >= g.years;
            for &id in &c.hand {
                let covered = card(id)
                    .trend
                    .iter()
                    .filter(|&&s| g.board[s as usize][seat] > 0)
                    .count();
                if covered >= 2 || (covered == 1 && (last || c.hand.len() > 4)) {
                    return Some(Action::Trend { card: id });
                }
            }
            Some(Action::Pass)
        }
        Phase::Over => None,
    }
}

/// Each company's chance of winning where a rollout stops: the fitted value
/// of eval.rs. Short rollouts ended by it beat long ones ended by a hand-set
/// score: at 6 players under rules 2.0, Hard with 1000 iterations won 0.265
/// of 400 arena games this way against 0.175 with the old score.
pub fn evaluate(g: &Independents) -> Vec<f64> {
    super::eval::evaluate(g)
}

pub fn mcts_params(kind: BotKind) -> Option<MctsParams> {
    // Rollouts of 10 moves: the fitted value judges the rest of the year, and
    // the time saved buys iterations.
    let params = |iterations| MctsParams {
        iterations,
        exploration: 0.7,
        rollout_depth: 10,
    };
    match kind {
        BotKind::Random | BotKind::Easy => None,
        BotKind::Normal => Some(params(500)),
        BotKind::Hard => Some(params(1000)),
    }
}

/// Card kinds, for the balance report.
pub fn kind_of(id: u8) -> usize {
    id as usize / COPIES
}

/// Whether the edition halves odd losers up (for the board's words).
pub fn rounds_up(edition: Edition) -> bool {
    edition == Edition::Second
}
