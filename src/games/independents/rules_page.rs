//! The in-app rules page: the rules of both editions in player words, the
//! content we designed (the rule books only name it), and every decision we
//! made where the books are silent, each with its reason.

use crate::games::rules_text::{RulesPage, Section};

pub const RULES: RulesPage = &[
    Section {
        title: "The game in brief",
        body: "You run one of the small American car makers after the Second World War. \
Each disk is a million dollars. Every year you spend disks on three categories in turn, \
Models, Engineering and Promotions, fight for their sections with cards and bag draws, \
and collect victory tokens for majorities, trends and Car of the Year. After three years \
(or the length agreed at set-up) the most tokens wins; then the most disks; then the win \
is shared.\n\n\
Rules 2.0 are the default. The 1st edition is offered at set-up; where it differs, this \
page says so.",
    },
    Section {
        title: "Set-up",
        body: "- Each company gets a random company profile sheet with ten required circles, \
and 20 disks: 10 on the circles and 10 in the selective pool. The rest of your colour \
(60 disks in all) is your supply.\n\
- Everyone is dealt four cards.\n\
- Rules 2.0: the turn order is drawn at random. 1st edition: one disk of each colour is \
drawn for the first player and the others follow around the table.",
    },
    Section {
        title: "The year",
        body: "Rules 2.0: Models, Engineering, Promotions, Trends, Car of the Year, New-year \
prep. The 1st edition puts Year prep first (the first year's prep is the set-up).\n\n\
Each category runs five phases: selective allocation, required allocation, card play, \
competition resolution and the majority bonus.",
    },
    Section {
        title: "Selective allocation",
        body: "In turn order, on your turn choose one section of the active category you have \
not chosen yet in this phase and put any number of disks from your selective pool on it, \
even where rivals already are. Or pass: passing is final for the phase, and takes the next \
place on the passing lane. The phase ends when everyone has passed. With an empty pool you \
can only pass.",
    },
    Section {
        title: "Required allocation",
        body: "Then each company in turn order, in one turn, moves as many disks as it likes \
from its sheet's circles on the active category's sections onto those same sections, and \
finishes. Disks left on circles stay there, safe, and count toward next year's allotment.",
    },
    Section {
        title: "Card play",
        body: "In turn order, play one card per turn whose icon is the active category (or \
that has no icon: 'Any category'), or pass. Passing is final. Disks a card adds come from \
your supply; disks it removes go back to their owner's supply. Cards you keep are saved for \
their trend or for next year.",
    },
    Section {
        title: "Turn order",
        body: "Rules 2.0, the passing lane: the order in which everyone passed in selective \
allocation becomes the turn order for required allocation and card play; the order of \
passing in card play becomes the turn order for the next category (and, after Promotions, \
for trends and next year's Models). Required allocation and trends never change it.\n\n\
1st edition: the order is fixed for the whole year. From the second year it is the \
standings: most tokens first, then most disks, then a random draw. The disks are counted \
after that year's prep, so a subsidy or a bankruptcy has already changed them.",
    },
    Section {
        title: "Competition resolution",
        body: "Every section of the category, in board order:\n\
- One company alone: one disk stays on the section, the rest go to its return pool.\n\
- Several companies: one disk is drawn from the bag, so your chance is your share of the \
disks there (the board shows each company's disks and odds before every draw). The \
winner's disk stays, the winner's others go to its return pool. Each loser's disks there \
are halved: one half goes to the return pool, the rest to the supply. Rules 2.0 round an \
odd half up for the loser (3 disks keep 2, lose 1); the 1st edition rounds down (3 keep 1, \
lose 2).",
    },
    Section {
        title: "Majority bonus",
        body: "After each category's competition:\n\
- Rules 2.0: the company that won more of its sections than anyone else takes a victory \
token; companies tied for the most each take one (winning none earns nothing).\n\
- 1st edition: a token only for a majority of the category's sections, that is four of \
its six; never for a tie.",
    },
    Section {
        title: "Trends",
        body: "After Promotions, in turn order, reveal as many cards as you like for their \
trend (three sections, one per category, printed at the bottom of the card), then finish. \
Each trend section that holds your disk gets one more disk from your supply. All three \
covered earns a victory token: in rules 2.0 in addition to the three disks, in the 1st \
edition instead of them. Revealed cards are discarded.",
    },
    Section {
        title: "Car of the Year",
        body: "All disks on the Models sections go into the bag and one is drawn: all of its \
owner's Models disks go to the Car of the Year section, the others to their return pools. \
The same for Engineering, then Promotions. Then one disk is drawn from the Car of the Year \
section: its owner wins a victory token, and those disks go to the return pools too.",
    },
    Section {
        title: "Year prep (rules 2.0)",
        body: "You take back your return pool (and any unspent selective disks) and fill your \
sheet's empty circles first.\n\
- 6 or more left over: financial success, they are your selective pool.\n\
- Fewer than 6: a government subsidy brings your selective pool up to 6.\n\
- Unable to fill the circles: bankruptcy. You lose a victory token (if you have one) and \
all your saved cards, discard your sheet and draw a new one (the discarded sheets are \
reshuffled when none are left), and start with the circles full and 6 selective disks.\n\n\
Then everyone draws four cards and keeps the saved ones: there is no hand limit.",
    },
    Section {
        title: "Year prep (1st edition)",
        body: "You take back all your disks.\n\
- 10 or fewer: bankruptcy. You lose a victory token (if you have one), discard your sheet, \
draw a new one and start again with 16 disks.\n\
- 11 or 12: a subsidy brings you up to 16.\n\
- 13 or more: nothing changes.\n\
Then your circles are filled and the rest is your selective pool, and you get a new hand.",
    },
    Section {
        title: "The end",
        body: "After the last year the most victory tokens wins. Ties: the most disks. In \
rules 2.0 the last year's new-year prep still happens (a bankruptcy then still costs its \
token), but disks are compared before its subsidies and bankruptcies. A tie on both is a \
shared win.",
    },
    Section {
        title: "The board's sections",
        body: "Six sections per category, named for the post-war industry:\n\
| Category | Sections\n\
| Models | Sedan, Club Coupe, Convertible, Station Wagon, Hardtop, Compact\n\
| Engineering | Straight-Eight, OHV V8, Automatic Transmission, Unit Body, Power Steering, Safety Features\n\
| Promotions | Radio, Television, Magazines, Dealer Network, Auto Shows, Stock-Car Racing\n\n\
Why six: with three companies a majority (more sections than anyone) is a real contest \
and the 1st edition's 'majority of the sections' (four of six) is reachable; with six \
companies there is still about one section each, so everyone can win something, and the \
216 possible trends rarely repeat.",
    },
    Section {
        title: "The company sheets",
        body: "Ten sheets, each with ten circles spread over six sections of all three \
categories, so nobody sits out a category. They differ in shape, not in size: \
Hudson leans on racing and its unit body, Nash on the compact and dealers, Packard on \
luxury engineering, Studebaker on coupes and styling, Kaiser-Frazer on safety and \
advertising, Willys on wagons, Crosley on small cars, Tucker on safety features, Checker \
on sturdy sedans, Muntz on the convertible and television. Three circles on one section \
make a strong claim there; spread circles reach more sections. The balance report runs \
thousands of computer games to check that no sheet wins clearly more than its share.",
    },
    Section {
        title: "The cards",
        body: "64 cards: four copies of each of 16 kinds, so six players can draw four a \
year for several years (the discards are reshuffled when the deck runs out). The four \
copies of a kind carry different trends, and every section appears in ten or eleven \
trends. 'Up to' means as many as there are, up to that number.\n\
| Card | Icon | What it does\n\
| Assembly Line Push | Models | Add 3 disks to one Models section.\n\
| Research Lab | Engineering | Add 3 disks to one Engineering section.\n\
| Ad Campaign | Promotions | Add 3 disks to one Promotions section.\n\
| Bank Loan | Any | Add 2 disks to one section.\n\
| Price War | Any | Remove up to 2 of one rival's disks from one section.\n\
| Steel Strike | Models | Remove 1 disk of every rival from one Models section.\n\
| Patent Suit | Engineering | Remove up to 3 of one rival's disks from one Engineering section.\n\
| Retooling | Any | Move up to 3 of your disks from one section to another.\n\
| Union Contract | Any | Protect one section: no card may remove or move disks there for the rest of the category.\n\
| Market Research | Any | Draw 2 cards.\n\
| Talent Raid | Any | Remove 1 of a rival's disks from a section and add 1 of yours there.\n\
| Full Line | Any | Add 1 disk to every section of the category that holds one of yours.\n\
| Merger Talks | Any | Move 1 of your disks from each other section of the category into one.\n\
| Big Three Price Cut | Any | In one section every company, yours too, returns half its disks there (rounded down).\n\
| Celebrity Endorsement | Promotions | Add 2 disks to one Promotions section and draw 1 card.\n\
| Defense Contract | Engineering | Add 1 disk to each of two different Engineering sections.\n\n\
Why these: the rules name adding, removing and moving disks; we added protection, drawing \
and the Big Three's price cuts because they were the independents' real troubles, and kept \
every effect to one clear target so a turn stays quick. A card adds only what your supply \
holds.",
    },
    Section {
        title: "Decisions where the rules are silent",
        body: "- Disk supply: 60 disks of each colour. The books never say how many; 60 is \
far more than a company ever owns, so subsidies and cards never run dry in practice.\n\
- Unspent selective disks stay in your pool and are counted with the return pool at year \
prep: they are still your money.\n\
- Required allocation is one turn, taken a section at a time and closed with Done, because \
the book says it is not done in rounds.\n\
- Several trend cards: revealed one at a time in your turn, each scored on its own, because \
the book lets a player reveal 'cards'.\n\
- Trends score a section that holds your disk after competition, which is a section you \
won; an extra disk needs a disk left in your supply.\n\
- The 1st edition's hand: its year prep says 'a new hand of cards is dealt out', while its \
card play says unused cards may be saved 'for the following year'. Both hold if saved \
cards are kept and the hand is dealt back up to four: you keep what you saved, and a new \
hand arrives. Rules 2.0 changed exactly this ('draw four, no hand size limit'), which tells \
us the 1st edition's hand had a size.\n\
- The 1st edition's bankrupt company keeps its cards (only rules 2.0 take them); both take \
the new sheet's circles from the company's own disks first.\n\
- The 1st edition's turn order for a tie on tokens and disks: a random draw each year, \
as the book says.\n\
- The 1st edition's standings compare disks after the year's prep (subsidies and \
bankruptcies included), because the book fixes the order at year prep and says no more.\n\
- Bag odds are shown in whole percentages that always add up to 100, on the board and in \
the log alike: each share is rounded down and the points left over go to the largest \
remainders (the earlier company in the bag first on a tie).\n\
- Revealing a trend card none of whose sections holds your disk is allowed (the book does \
not forbid it) but gains nothing: the board asks before the card is thrown away.\n\
- Bag draws with no disks in a category (nobody won a section) simply have no draw.\n\
- The set-up offers 1 to 6 years; three is the book's default.",
    },
    Section {
        title: "Courtesies and secrets",
        body: "Everyone can always see every company's hand count, selective pool and sheet \
allocations, the return pools, supplies, Car of the Year disks, tokens, the turn order and \
the passing lane. Only your own hand is secret.",
    },
];
