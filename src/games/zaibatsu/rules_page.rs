//! The in-app rules page: the rules in our own words, the full card list, and
//! every decision we made where the printed rules are silent or garbled.

use crate::games::rules_text::{RulesPage, Section};

pub const RULES: RulesPage = &[
    Section {
        title: "Overview",
        body: "Each player runs a megacorporation, a zaibatsu, buying up smaller companies at auction. Over four rounds the whole economy is split between you. Companies score only when they operate, and a company operates only when your own companies supply everything it needs, so the winner is whoever assembles the most complete supply chains: mines feeding processors feeding factories.

2 to 4 players (best with 3), about 30 to 45 minutes.",
    },
    Section {
        title: "Goal",
        body: "Have the highest score at the end of the fourth round. Your score is the points of your operating companies plus 1 point for every T¥ you still hold. If several players share the highest score, they share the win.",
    },
    Section {
        title: "Resources",
        body: "There are seven resources. Each has a colour and a shape; the board always shows both, so colour is never the only clue.

| Resource | Shape | Tier
| Red | diamond ◆ | basic (mined)
| Yellow | half-circle ◗ | basic (mined)
| Green | square ■ | basic (mined)
| Orange | X ✕ | intermediate
| Black | plus ✚ | intermediate
| White | hexagon ⬡ | advanced
| Blue | star ★ | advanced

A split symbol (two shapes divided by a diagonal) makes one resource of either of its two colours; which one is decided when scoring, separately for every symbol.",
    },
    Section {
        title: "Companies",
        body: "Every company card shows its inputs (left of the arrow), its outputs (right of the arrow) and its points.

- Mining companies (21 cards, 3 points) have no inputs, so they always operate. They produce basic resources; some have two split symbols, each giving one resource of either colour (so two of one colour, or one of each).
- Intermediate processing companies (13 cards, 6 points) turn basic resources into one orange X or black plus.
- Advanced processing companies (9 cards, 15 points) turn intermediate (and some basic) resources into one white hexagon or blue star.
- Manufacturing companies (5 cards, 30 points) have inputs but no outputs: they sell finished goods.

The 13 intermediate and 9 advanced cards are the printed rules' 22 processing companies.",
    },
    Section {
        title: "Set-up",
        body: "Shuffle the 48 company cards into a deck. Lay out one more auction pile than there are players. The player in the first seat takes the Commissioner marker. Deal each player their cards and starting money (counting clockwise from the Commissioner):

| Players | Cards each | 1st | 2nd | 3rd | 4th
| 2 | 6 | T¥9 | T¥10 | |
| 3 | 4 | T¥8 | T¥9 | T¥10 |
| 4 | 3 | T¥9 | T¥9 | T¥10 | T¥10

Hands are secret. Money is public. T¥1 is the smallest amount you can bid.",
    },
    Section {
        title: "A round",
        body: "Every round deals 12 cards, split evenly (6, 4 or 3 each), so the game lasts exactly four rounds. At the start of rounds 2, 3 and 4, every player receives T¥10 from the bank, the Commissioner marker passes to the left, and new hands are dealt.

A round has two parts: the deal, then the auctions.",
    },
    Section {
        title: "The deal",
        body: "Starting with the Commissioner and going clockwise, each player in turn places one card from their hand face up onto any auction pile. A pile may hold any number of cards, and a pile may stay empty. Continue until every hand is empty.",
    },
    Section {
        title: "The auctions",
        body: "The Commissioner calls the first auction: they choose a pile that has not been auctioned this round. Bidding goes once around the table, starting with the player to the caller's left; the caller bids last. On your turn you either pass or bid a whole number of T¥: at least T¥1, more than the highest bid so far, and no more than you hold. If you cannot beat the highest bid, you pass automatically.

When everyone has had their turn, the highest bidder pays the bank and adds every company in the pile to their conglomerate. If everyone passed, the pile's companies leave the game.

The player to the left of the last caller calls the next auction, and so on clockwise until every pile, empty ones included, has been called. With one more pile than players, the Commissioner calls both the first and the last auction of the round.

Example (4 players): Sumitomo is the Commissioner and calls a small pile. Mitsui, on their left, passes; Mitsubishi bids T¥4; Yasuda passes; Sumitomo bids T¥5 and takes the pile. Mitsui then calls the next pile: Mitsubishi bids first and Mitsui last.",
    },
    Section {
        title: "Scoring",
        body: "A company is operating when each of its inputs is supplied by an output of another operating company in the same conglomerate. Mines always operate. Each output feeds at most one input, each company operates at most once (however much supply it has), and outputs may go unused.

The game works out the best possible plan for every conglomerate for you: which companies operate, which colour each split symbol makes, and which company feeds which input. It shows each conglomerate's best score live during the game, and the final plan at the end. Your score is the points of your operating companies plus 1 point per T¥ left.",
    },
    Section {
        title: "The company cards",
        body: "All 48 cards, drawn as on the board: the card number, the company's name and its points on top, then what it needs → what it makes. A split symbol (two shapes side by side) makes either resource; a company with nothing after the arrow makes finished goods.

[figure: key]

[figure: cards]",
    },
    Section {
        title: "How the card list was built",
        body: "The printed rules give only the counts of each kind and a few constraints; the recipes are ours, built to respect them:

- No company uses red to make black, or green to make orange: orange is made from red and yellow, black from green and yellow.
- No company uses orange to make blue, or black to make white: white is made from orange (with red or yellow), blue from black (with green or yellow).
- Yellow is used in every kind of processing (orange, black, white and blue makers) but only one company, Kiiro Catalysts, runs on yellow alone.
- The resource tokens in the box are a guide to quantities. The 20 brown \"?\" tokens match the 20 split symbols (18 on the 9 split mines, one each on Kiiro Catalysts and Niji Biotech). At most 7 orange and 7 black can exist (6 fixed makers each plus Kiiro Catalysts), matching the 7 tokens of each; at most 5 white and 5 blue (4 fixed makers each plus Niji Biotech), matching the 5 tokens of each. Mines yield at most 18 of each basic colour, within the 24 tokens.
- Supply is short on purpose: the processors and factories together ask for about 48 basic resources while all 21 mines make 36, and the 5 factories ask for 8 advanced resources of the 9 that can exist. Full chains are reachable but contested.",
    },
    Section {
        title: "Decisions where the printed rules are silent",
        body: "- Rounds: every round deals 12 cards split evenly (the printed rules' first-round table, repeated), so 48 cards make exactly four rounds at any player count; the game ends after the round in which the deck runs out. Reason: the printed rules say 12 cards per round and gives no other end.
- First Commissioner: the player in the first seat (the set-up screen lets you choose the seating). Starting money follows the printed rules' table counted clockwise from the Commissioner. Reason: the printed rules' \"last to buy something Japanese\" cannot be asked of a computer; seating is chosen freely instead.
- Income and the marker: at the start of rounds 2 to 4, everyone receives T¥10 and the marker passes left before the new cards are dealt. Reason: the printed rules' order of events.
- The deal: one card at a time, Commissioner first, clockwise, face up onto any pile; piles have no size limit. Hands are secret, piles public. Reason: the printed rules' deal paragraph.
- The auction (the printed paragraph is garbled): the caller picks any pile not yet auctioned; bidding goes once around, starting left of the caller, who bids last; each player passes or bids a whole T¥, at least 1, above the highest bid, no more than they hold; the highest bidder pays the bank and takes the pile; if everyone passes the pile's companies leave the game. Callers rotate clockwise from the Commissioner until every pile, empty ones too, has been called. Reason: this is what the surviving text and the printed rules' example describe.
- Calling an empty pile closes it at once, without bids: bidding on nothing can only lose money. It still uses that caller's turn (so calling an empty pile is a way to pass the calling turn). When only empty piles are left uncalled, they close together and the round ends.
- A player whose money cannot beat the highest bid passes automatically. Reason: it is their only legal move.
- Money is public and the bank never runs out. Reason: money sits on the table in front of each player.
- Scoring is exact: the game finds the best plan (which companies operate, the colour of every split symbol, which company feeds which input) instead of leaving it to the players, and shows the live best score of every conglomerate during the game. Reason: it is what a careful player would find, and it keeps scoring fast and fair.
- Split symbols on mines: each of the two symbols chooses its colour independently (two of either colour, or one of each). Split symbols on processors (Kiiro Catalysts, Niji Biotech) choose their colour the same way, at scoring.
- Ties share the win; there is no tie-break. Reason: the printed rules say tied players share control.
- Companies that leave the game unsold are shown to everyone.",
    },
];
