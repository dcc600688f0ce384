//! The "since your last move" banner's short account of a long move in The
//! Last of the Independents: tokens won first, then the bag draws each won.

use boardroom::engine::Narrator;
use boardroom::games::independents::content::Category;
use boardroom::games::independents::events::Event;
use boardroom::games::independents::news::digest;

fn draw(section: u8, winner: usize) -> Event {
    Event::BagDraw {
        section: Some(section),
        category: None,
        bag: vec![(0, 2), (1, 1)],
        winner,
    }
}

#[test]
fn a_run_of_draws_reads_as_tokens_then_draws_won() {
    let names = ["Ann".to_string(), "Bo".to_string()];
    let events = [
        Event::Selected {
            seat: 0,
            section: 0,
            disks: 2,
        },
        draw(0, 1),
        draw(1, 1),
        draw(2, 0),
        Event::Majority {
            category: Category::Models,
            seats: vec![1],
            wins: 2,
        },
        Event::CarOfTheYear { seat: 0 },
    ];
    let for_ann = Narrator::new(&names, Some(0));
    assert_eq!(
        digest(&events, &for_ann).as_deref(),
        Some("Tokens won: Bo (majority in Models) and you (Car of the Year). Draws won: Bo 2, you 1.")
    );
    // Nothing to sum up: the banner counts the lines instead.
    assert_eq!(digest(&events[..1], &for_ann), None);
}
