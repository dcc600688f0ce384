//! The hand helper: the sets a hand can make and what each would earn or
//! unlock, in words a player reads at a glance. Pure, so it is tested natively
//! and drawn by the board.

use super::rules_page::set_words;
use super::cards::{relic_pay, sale_pay, Access, Cards, EventKind, RELIC};

/// One set the hand can make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetHint {
    /// What to put together ("3× cotton (5) + 1 relic").
    pub set: String,
    /// What it brings ("one of the first 3 developments", "7 doubloons").
    pub brings: String,
}

fn reach_words(a: Access) -> &'static str {
    match a {
        Access::First => "the first development",
        Access::FirstThree => "one of the first 3 developments",
        Access::Any => "any development",
    }
}

/// The best set of each kind the hand allows (before merchants), with the
/// round's event as it applies to this player.
pub fn sets(hand: &Cards, event: Option<EventKind>) -> Vec<SetHint> {
    let mut out = Vec::new();
    let relics = hand[RELIC];
    // Identical sets: for each resource, the furthest reach with the fewest relics.
    for k in 0..RELIC {
        if hand[k] == 0 {
            continue;
        }
        let have = hand[k] + relics;
        if have < 3 {
            continue;
        }
        let size = have.min(5);
        let access = if event == Some(EventKind::Storm) {
            Access::First
        } else {
            // The smallest set reaching as far as the biggest one.
            Access::of(size as u32, k)
        };
        let smallest = (3..=size)
            .find(|&s| event == Some(EventKind::Storm) || Access::of(s as u32, k) == access)
            .unwrap_or(size);
        let wild = smallest.saturating_sub(hand[k]);
        let set = set_words(k as u8, smallest, wild);
        out.push(SetHint {
            set,
            brings: reach_words(access).into(),
        });
    }
    let distinct: Vec<usize> = (0..RELIC).filter(|&k| hand[k] > 0).collect();
    if distinct.len() >= 4 {
        let n = distinct.len() as u32;
        let pay = sale_pay(n, event);
        let nums: Vec<String> = distinct.iter().map(|k| (k + 1).to_string()).collect();
        out.push(SetHint {
            set: format!("different {}", nums.join(", ")),
            brings: format!("{pay} doubloons"),
        });
    }
    if relics > 0 {
        let n = relics.min(5);
        out.push(SetHint {
            set: format!("{n} relic{} alone", if n == 1 { "" } else { "s" }),
            brings: format!("{} doubloons", relic_pay(n as u32)),
        });
    }
    let missing: Vec<String> = (0..RELIC)
        .filter(|&k| hand[k] == 0)
        .map(|k| (k + 1).to_string())
        .chain((relics == 0).then(|| "a relic".to_string()))
        .collect();
    if missing.is_empty() {
        out.push(SetHint {
            set: "1 to 9 and a relic".into(),
            brings: "the perfect set: you win".into(),
        });
    } else if missing.len() <= 3 {
        out.push(SetHint {
            set: format!("perfect set: missing {}", missing.join(", ")),
            brings: "wins the game when complete".into(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(list: &[usize]) -> Cards {
        let mut c = [0; 10];
        for &n in list {
            c[n - 1] += 1;
        }
        c
    }

    #[test]
    fn the_helper_names_each_set_and_its_reward() {
        let h = sets(&hand(&[5, 5, 10, 1, 2, 7]), None);
        assert!(h.contains(&SetHint {
            set: "2 cotton (5) + 1 relic".into(),
            brings: "one of the first 3 developments".into()
        }));
        assert!(h.contains(&SetHint {
            set: "different 1, 2, 5, 7".into(),
            brings: "5 doubloons".into()
        }));
        assert!(h.contains(&SetHint {
            set: "1 relic alone".into(),
            brings: "3 doubloons".into()
        }));
        let storm = sets(&hand(&[9, 9, 9]), Some(EventKind::Storm));
        assert_eq!(storm[0].brings, "the first development");
        let perfect = sets(&hand(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), None);
        assert!(perfect.iter().any(|s| s.brings.contains("you win")));
    }
}
