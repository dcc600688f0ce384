//! The line a player reads after taking back decisions (engine::take_back),
//! tap after tap, as the game screen keeps it.

use boardroom::engine::{TakeBack, TakeBackRun};

fn back(seat: usize, moves: usize, to: usize) -> TakeBack {
    TakeBack { seat, moves, to }
}

fn words(s: &str) -> Option<String> {
    Some(s.to_string())
}

#[test]
fn one_decision_alone_or_with_the_moves_after_it() {
    let run = TakeBackRun::after(None, back(0, 1, 7), words("Bid 3"));
    assert_eq!(run.line(), "Taken back: “Bid 3”. Decide again.");
    assert_eq!(run.reached(), 7);
    let run = TakeBackRun::after(None, back(0, 2, 7), words("Bid 3"));
    assert_eq!(
        run.line(),
        "Taken back: “Bid 3” and the move after it. Decide again."
    );
    let run = TakeBackRun::after(None, back(0, 4, 7), words("Bid 3"));
    assert_eq!(
        run.line(),
        "Taken back: “Bid 3” and the 3 moves after it. Decide again."
    );
}

#[test]
fn taps_in_a_row_name_every_decision_in_the_order_played() {
    // From move 10: the latest decision (move 8, two computer moves after it),
    // then the one before it (move 5, one after it).
    let first = TakeBackRun::after(None, back(0, 3, 7), words("Call pile 2"));
    let second = TakeBackRun::after(Some(&first), back(0, 2, 5), words("Place Sony on pile 1"));
    assert_eq!(second.reached(), 5);
    assert_eq!(
        second.line(),
        "Taken back 2 of your decisions, “Place Sony on pile 1” and “Call pile 2”, \
         with 3 other moves. Decide again."
    );
    let third = TakeBackRun::after(Some(&second), back(0, 1, 4), words("Pass"));
    assert_eq!(
        third.line(),
        "Taken back 3 of your decisions, “Pass”, “Place Sony on pile 1” and “Call pile 2”, \
         with 3 other moves. Decide again."
    );
    let two_alone = TakeBackRun::after(
        Some(&TakeBackRun::after(None, back(0, 1, 9), words("B"))),
        back(0, 1, 8),
        words("A"),
    );
    assert_eq!(
        two_alone.line(),
        "Taken back 2 of your decisions, “A” and “B”. Decide again."
    );
    let one_other = TakeBackRun::after(
        Some(&TakeBackRun::after(None, back(0, 2, 8), words("B"))),
        back(0, 1, 7),
        words("A"),
    );
    assert_eq!(
        one_other.line(),
        "Taken back 2 of your decisions, “A” and “B”, with 1 other move. Decide again."
    );
}

#[test]
fn a_move_between_or_another_seat_starts_a_new_run() {
    let first = TakeBackRun::after(None, back(0, 1, 7), words("Bid 3"));
    // A move was made since (the game went from 7 to 9 before this take back).
    let after_a_move = TakeBackRun::after(Some(&first), back(0, 2, 7), words("Bid 4"));
    assert_eq!(
        after_a_move.line(),
        "Taken back: “Bid 4” and the move after it. Decide again."
    );
    // Another person at the same device takes back right after.
    let other_seat = TakeBackRun::after(Some(&first), back(1, 1, 6), words("Pass"));
    assert_eq!(other_seat.line(), "Taken back: “Pass”. Decide again.");
}

#[test]
fn a_decision_without_words_is_not_quoted() {
    let run = TakeBackRun::after(None, back(0, 1, 3), None);
    assert_eq!(run.line(), "Taken back.");
    let run = TakeBackRun::after(Some(&run), back(0, 1, 2), words("Bid 2"));
    assert_eq!(
        run.line(),
        "Taken back 2 of your decisions, “Bid 2”. Decide again."
    );
}
