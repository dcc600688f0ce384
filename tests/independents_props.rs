//! Property tests over many random games in both editions: no panic, every
//! disk in exactly one place after EVERY action (60 of each colour), no more
//! disks on a sheet than its circles, and the game ends after the set number of
//! years. BOARDROOM_PROP_GAMES sets the games per edition (the full run
//! is 10,000).

use boardroom::engine::Play;
use boardroom::engine::{bots, rng, Game, Log};
use boardroom::games::independents::content::{DISKS_PER_COLOUR, SECTIONS, SHEETS};
use boardroom::games::independents::{Edition, Independents, IndependentsOptions, Phase};

fn games() -> u64 {
    std::env::var("BOARDROOM_PROP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000)
}

fn check_disks(g: &Independents, context: &str) {
    for p in 0..g.players {
        assert_eq!(
            g.disk_total(p),
            u32::from(DISKS_PER_COLOUR),
            "{context}: seat {p}'s disks are not all in one place each"
        );
        let c = &g.companies[p];
        let sheet = &SHEETS[c.sheet as usize];
        for s in 0..SECTIONS {
            assert!(
                c.on_sheet[s] <= sheet.circles_on(s),
                "{context}: more disks than circles"
            );
        }
        assert_eq!(
            c.coty, 0,
            "{context}: Car of the Year disks outlive the year"
        );
    }
}

fn run(edition: Edition) {
    let n = games();
    let mut years_seen = 0u64;
    for i in 0..n {
        let players = 3 + (i % 4) as usize;
        let years = 1 + (i % 5) as u8;
        let options = IndependentsOptions { edition, years };
        let mut g = Independents::new(players, &options, 7_000 + i).unwrap();
        let mut r = rng::seeded(i);
        let mut steps = 0;
        check_disks(&g, "set-up");
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            // Half the seats play the policy, half at random: both kinds of moves.
            let a = if (seat + i as usize).is_multiple_of(2) {
                bots::policy_action(&g, seat, &mut r)
            } else {
                bots::random_action(&g, seat, &mut r)
            }
            .expect("a seat to act has a move");
            let mut log = Log::silent();
            g.play(seat, &a, &mut log).expect("a legal action applies");
            check_disks(&g, &format!("game {i} after {a:?}"));
            steps += 1;
            assert!(steps < 20_000, "game {i} does not end");
        }
        assert_eq!(g.phase, Phase::Over);
        assert_eq!(g.year, years, "game {i} ends after the set number of years");
        years_seen += u64::from(g.year);
    }
    assert!(years_seen > 0);
}

#[test]
fn second_edition_random_games_conserve_disks_and_end() {
    run(Edition::Second);
}

#[test]
fn first_edition_random_games_conserve_disks_and_end() {
    run(Edition::First);
}
