//! The final standings of Zaibatsu explained: the points of each seat's
//! operating companies by kind, and the T¥ kept (a point each). Ties share the
//! win: the rules have no tie-break.

use crate::engine::{Game, Standings};

use super::companies::Kind;
use super::solver;
use super::state::Zaibatsu;
use crate::words::{self, Args};

pub fn standings(g: &Zaibatsu) -> Option<Standings> {
    let outcome = g.outcome()?;
    let w = words::current();
    let say = |id: &str| w.say(id, &Args::new());
    let processing = |kind: Kind| {
        w.say(
            "zaibatsu-standings-processing",
            &Args::new().number("points", kind.points()),
        )
    };
    // The parts of a seat's score, in column order.
    let names = [
        say("zaibatsu-standings-mining"),
        processing(Kind::Intermediate),
        processing(Kind::Advanced),
        say("zaibatsu-standings-manufacturing"),
        say("zaibatsu-standings-kept"),
    ];
    let parts: Vec<Vec<i64>> = (0..g.players)
        .map(|s| {
            let mut p = vec![0i64; names.len()];
            let plan = solver::best_plan(g.conglomerate(s));
            for c in plan.companies.iter().filter(|c| c.operating) {
                let company = c.company.company();
                let column = match company.kind {
                    Kind::Mining => 0,
                    Kind::Intermediate => 1,
                    Kind::Advanced => 2,
                    Kind::Manufacturing => 3,
                };
                p[column] += i64::from(company.points());
            }
            p[4] = i64::from(g.money(s));
            p
        })
        .collect();
    let unit = (
        say("zaibatsu-standings-unit-one"),
        say("zaibatsu-standings-unit-other"),
    );
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Some(
        Standings::ranked((&unit.0, &unit.1), &names, parts, None).with_ranks(&outcome.ranks),
    )
}

/// Each seat's score if the game ended now: its conglomerate run at its best,
/// and its money.
pub fn progress(g: &Zaibatsu) -> Vec<i64> {
    (0..g.players)
        .map(|s| i64::from(solver::best_score(g.conglomerate(s))) + i64::from(g.money(s)))
        .collect()
}
