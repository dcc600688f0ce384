//! The one source of chance in every game. ChaCha8 has a documented, stable output
//! stream, and the helpers below are our own, so a seed replays identically across
//! releases of `rand` (saved games depend on it).

use rand::{RngCore, SeedableRng};

pub type GameRng = rand_chacha::ChaCha8Rng;

/// A generator for a new game or a bot, from a 64-bit seed.
pub fn seeded(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// A uniform number in `0..n` (Lemire's method with rejection, so unbiased). `n` must be > 0.
pub fn below(rng: &mut impl RngCore, n: usize) -> usize {
    debug_assert!(n > 0, "below(0)");
    let n = n.max(1) as u64;
    loop {
        let m = (rng.next_u64() as u128) * (n as u128);
        let low = m as u64;
        if low >= n.wrapping_neg() % n {
            return (m >> 64) as usize;
        }
    }
}

/// Fisher–Yates shuffle with [`below`].
pub fn shuffle<T>(rng: &mut impl RngCore, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

/// One element chosen uniformly, or `None` from an empty slice.
pub fn choose<'a, T>(rng: &mut impl RngCore, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        None
    } else {
        Some(&items[below(rng, items.len())])
    }
}

/// A set of small ids (below 256: cards, tokens): how a determinizer marks what
/// the observer has not seen, so as to list it in id order without sorting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IdSet([u64; 4]);

impl IdSet {
    pub const MAX: usize = 256;

    pub fn insert(&mut self, id: usize) {
        debug_assert!(id < Self::MAX, "id {id} out of range");
        if let Some(word) = self.0.get_mut(id / 64) {
            *word |= 1 << (id % 64);
        }
    }

    pub fn contains(&self, id: usize) -> bool {
        self.0
            .get(id / 64)
            .is_some_and(|w| w & (1 << (id % 64)) != 0)
    }
}

/// Deals hidden things anew, for `Game::determinize`: `unseen` lists what the
/// observer has not seen in an order that depends only on that (by id: see
/// [`IdSet`]), not on where the things really are; they are shuffled and dealt
/// into `slots` in order. Returns what is left once every slot is filled.
pub fn redeal<'a, T: Copy + 'a>(
    rng: &mut impl RngCore,
    unseen: impl IntoIterator<Item = T>,
    slots: impl IntoIterator<Item = &'a mut T>,
) -> Vec<T> {
    let mut unseen: Vec<T> = unseen.into_iter().collect();
    shuffle(rng, &mut unseen);
    let mut next = unseen.into_iter();
    for slot in slots {
        match next.next() {
            Some(t) => *slot = t,
            None => break,
        }
    }
    next.collect()
}

/// A draw from a bag: the index of one of `weights`, with chance proportional to
/// its weight (each disk in the bag equally likely). `None` when the bag is empty.
pub fn weighted(rng: &mut impl RngCore, weights: &[u32]) -> Option<usize> {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = below(rng, total as usize) as u64;
    for (i, &w) in weights.iter().enumerate() {
        if pick < u64::from(w) {
            return Some(i);
        }
        pick -= u64::from(w);
    }
    None
}

/// A fresh seed for a game nobody gave a seed to: from the platform's entropy,
/// falling back to a fixed value if the platform has none (never panics).
pub fn entropy_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => 0x5eed_b0a2_d200_0001,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redeal_depends_only_on_which_items_are_unseen() {
        // The same unseen items, held in a different arrangement, deal alike.
        let deal = |held: [u8; 4]| {
            let mut unseen = IdSet::default();
            held.iter().for_each(|&t| unseen.insert(t as usize));
            let in_order = (0..10u8).filter(|&t| unseen.contains(t as usize));
            let mut slots = held;
            let rest = redeal(&mut seeded(3), in_order, slots.iter_mut().take(3));
            (slots, rest)
        };
        let (a, rest_a) = deal([1, 5, 7, 9]);
        let (b, rest_b) = deal([9, 7, 1, 5]);
        assert_eq!((a[..3].to_vec(), rest_a.clone()), (b[..3].to_vec(), rest_b));
        let mut all: Vec<u8> = a[..3].iter().copied().chain(rest_a).collect();
        all.sort_unstable();
        assert_eq!(all, vec![1, 5, 7, 9]);
    }

    #[test]
    fn stream_is_stable() {
        // Golden values: if these change, every saved game changes too.
        let mut rng = seeded(42);
        let got: Vec<usize> = (0..6).map(|_| below(&mut rng, 10)).collect();
        assert_eq!(got, GOLDEN);
    }
    const GOLDEN: [usize; 6] = [6, 9, 4, 6, 2, 1];

    #[test]
    fn below_covers_range() {
        let mut rng = seeded(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[below(&mut rng, 7)] += 1;
        }
        assert!(seen.iter().all(|&c| (800..1200).contains(&c)), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = seeded(3);
        let mut v: Vec<u32> = (0..50).collect();
        shuffle(&mut rng, &mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
