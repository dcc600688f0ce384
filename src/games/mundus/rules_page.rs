//! The in-app rules page, the development list, and the words on action buttons.

use crate::engine::and_list;
use crate::games::rules_text::{RulesPage, Section};

use super::cards::{
    relic_pay, resource_label, sale_pay, total, EventKind, Resource, DEVS, KINDS, RELIC,
};
use super::events::fleet_words;
use super::rules::{Action, FROM_DECK};

/// What naming a player's move needs beyond the move itself.
pub struct LabelCtx<'a> {
    pub queue: &'a [u8],
    /// The round's event as it applies to the player (what a sale pays).
    pub event: Option<EventKind>,
    /// The player's caravels, a bit per value (Ponce de León's fleets).
    pub caravels: u16,
}

fn relics(n: u8) -> String {
    if n == 1 {
        "1 relic".into()
    } else {
        format!("{n} relics")
    }
}

/// A set of identical cards: "2 sugar cane (6) + 1 relic".
pub fn set_words(kind: u8, size: u8, wild: u8) -> String {
    // One card is named alone: "1 potatoes (7)" would read as a plural.
    let real = match size - wild {
        1 => resource_label(kind as usize).to_string(),
        n => format!("{n} {}", resource_label(kind as usize)),
    };
    if wild > 0 {
        format!("{real} + {}", relics(wild))
    } else {
        real
    }
}

/// A button's words, also the coach's and the guide's: one function, so that
/// advice names a move exactly as its button does. `who` names a seat.
pub fn label(ctx: &LabelCtx, a: &Action, who: &dyn Fn(usize) -> String) -> String {
    let r = |k: Resource| resource_label(k.index());
    match *a {
        Action::Coronado(None) => "No event".into(),
        Action::Coronado(Some(e)) => format!("Pay 2 doubloons for {}", e.name()),
        Action::Pick(k) => format!("Take {}", r(k)),
        Action::Discard(k) => format!("Discard {}", r(k)),
        Action::Call(n) => format!("Call {n} cards"),
        Action::Offer(c) => {
            if total(&c) == 0 {
                return "Offer nothing".into();
            }
            let parts: Vec<String> = (0..KINDS)
                .filter(|&k| c[k] > 0)
                .map(|k| match (k == RELIC, c[k]) {
                    (true, 1) => "an Inca relic".into(),
                    (true, n) => format!("{n} Inca relics"),
                    (false, 1) => resource_label(k),
                    (false, n) => format!("{n} {}", resource_label(k)),
                })
                .collect();
            format!("Offer {}", and_list(&parts))
        }
        Action::Appoint(s) => format!("Appoint {}", who(s as usize)),
        Action::Take { from, kind, swap } => match swap {
            None => format!("Take {} from {}", r(kind), who(from as usize)),
            Some(m) => format!(
                "Take {} from {} and swap it for {} on the market",
                r(kind),
                who(from as usize),
                r(m)
            ),
        },
        Action::Give(k) => format!("Give {}", r(k)),
        Action::First(s) => format!("Start with {}", who(s as usize)),
        Action::Convert { from, to, .. } => {
            format!("Merchant: turn {} into {}", r(from), r(to))
        }
        Action::Develop {
            kind,
            size,
            relics: n,
            pick,
        } => {
            let dev = if pick == FROM_DECK {
                "the top of the deck (Almagro)".to_string()
            } else {
                ctx.queue
                    .get(pick as usize)
                    .map(|&d| DEVS[d as usize].name.to_string())
                    .unwrap_or_default()
            };
            format!("{} → {dev}", set_words(kind.into(), size, n))
        }
        Action::Sell(mask) => {
            let v: Vec<String> = (0..RELIC)
                .filter(|k| mask & (1 << k) != 0)
                .map(|k| (k + 1).to_string())
                .collect();
            let n = mask.count_ones();
            format!(
                "Sell {n} different ({}) for {} doubloons",
                v.join(", "),
                sale_pay(n, ctx.event)
            )
        }
        Action::SellRelics(n) => {
            format!("Sell {} for {} doubloons", relics(n), relic_pay(n as u32))
        }
        Action::Perfect => "Show the perfect set".into(),
        Action::Store(k) => format!("Keep {} in a warehouse", r(k)),
        Action::End => "End progression".into(),
        Action::Fleets(0) => format!("One fleet: {}", fleet_words(ctx.caravels)),
        Action::Fleets(second) => format!(
            "Two fleets: {} and {}",
            fleet_words(ctx.caravels & !second),
            fleet_words(second)
        ),
    }
}

pub const RULES: RulesPage = &[
    Section {
        title: "Overview",
        body: "You are a merchant of the New World. Each round you receive resource cards, trade some of them with the other players, then turn sets of cards into developments (ships, merchants, warehouses, famous explorers) and doubloons.

2 to 6 players, about 45 to 75 minutes.",
    },
    Section {
        title: "How to win",
        body: "There are three ways to win:

- Have 75 doubloons or more at the end of a round. If several players do, the richest wins.
- Show the perfect set: the nine different resources 1 to 9 plus an Inca relic. It beats 75 doubloons in the same round. If several players show it in the same round, the richest of them wins.
- When the development queue can no longer be refilled to five cards, the game ends at the end of that round and the richest player wins.

Players equal on every count share the win.",
    },
    Section {
        title: "The cards",
        body: "120 resource cards:

| Resource | Value | Cards | Scarcity
| Cocoa | 1 | 16 | common
| Corn | 2 | 16 | common
| Tobacco | 3 | 16 | common
| Coffee | 4 | 12 | uncommon
| Cotton | 5 | 12 | uncommon
| Sugar cane | 6 | 12 | uncommon
| Potatoes | 7 | 8 | rare
| Indigo | 8 | 8 | rare
| Vanilla | 9 | 8 | rare
| Inca relic | 10 in trade | 12 | wild

Three face-up resource cards form the market. The development deck holds only the cards whose number is at most the number of players; five of them are laid face up in a queue. The first Trade Master is drawn at random.",
    },
    Section {
        title: "A round",
        body: "Each round has four steps: event, supply, trade, progression.

Event. From the second round on, the icon on the first card of the queue (if any) is the round's event:

- King's Aid: you may make any number of sets of identical cards this round.
- Indigenous peoples: sets of different resources pay 1 doubloon a card.
- Storm: sets of identical cards reach only the first card of the queue.
- Fire: warehouses cannot keep cards at the end of this round.
- Pirates: just after the supply, you discard one card of your choice for each fleet of two or more caravels you own (a lone caravel is safe).

Supply. Everyone is dealt 5 secret cards. Then one card per caravel in play is laid face up, and the fleets choose one card per caravel: the lowest fleet value first; on a tie, the fleet with the lowest caravel first.

Trade. The Trade Master calls 2, 3 or 4. Everyone secretly chooses that many cards from the hand; the offers are revealed together. The highest offer (relics count 10) makes its owner Trade Master; on a tie the Trade Master keeps the title if among the tied, otherwise appoints one of them.

The Trade Master then takes a card from another player's offer, either into the hand or onto the market in exchange for a market card. The player taken from takes next, from anyone else's remaining offer, and so on. Nobody may take from the same player three times in a row of the chain: if A took from B and B from A, A must now take from someone else (this rule does not apply at two players).

The chain ends when the player to take has nothing left to take. Untaken cards go back to their owners. If the last player taken from is not the Trade Master, that player is one card short, and the Trade Master secretly gives them any card from the hand.

Progression. The Trade Master chooses who starts; the others follow clockwise. On your progression you may, in any order:

- make one set of 3 or more identical cards (relics are wild) for one development from the queue;
- make one set of 4 to 9 different resources (no relics) for doubloons;
- sell 1 to 5 relics alone for doubloons;
- use each of your merchants once to turn one card into any resource of its band;
- keep cards in your warehouses.

Then every card you did not use or keep is discarded, and you collect your income and shipyard money.",
    },
    // In the tables, word joiners (U+2060) either side of a range's dash keep
    // "(1–3)" on one line in a narrow column: a browser may break after a dash.
    Section {
        title: "The tables",
        body: "Sets of identical cards reach:

| Set | Common (1\u{2060}–\u{2060}3) | Uncommon (4\u{2060}–\u{2060}6) | Rare (7\u{2060}–\u{2060}9)
| 3 cards | the first card | one of the first three | any card
| 4 cards | one of the first three | any card | any card
| 5 cards | any card | any card | any card

The card taken is replaced: the queue slides forward and the top of the deck fills the fifth place.

Sets of different resources pay:

| Cards | 4 | 5 | 6 | 7 | 8 | 9
| Doubloons | 5 | 7 | 10 | 15 | 20 | 25

Relics alone pay:

| Relics | 1 | 2 | 3 | 4 | 5
| Doubloons | 3 | 7 | 12 | 18 | 25",
    },
    Section {
        title: "The 44 developments",
        body: "The number is the fewest players with whom the card is in the game: 15 cards at 2 players, 17 at 3, 19 at 4, 25 at 5 and all 44 at 6. The icon is the event the card brings while it heads the queue.

| Card | Players | Event | What it does
| Caravel 1 | 2 | – | one more supply card a round; fleet value 1
| Caravel 2 | 3 | Pirates | value 2
| Caravel 3 | 2 | – | value 3
| Caravel 4 | 5 | Indigenous peoples | value 4
| Caravel 5 | 4 | Storm | value 5
| Caravel 6 | 2 | King's Aid | value 6
| Caravel 7 | 5 | – | value 7
| Caravel 8 | 2 | Pirates | value 8
| Caravel 9 | 6 | King's Aid | value 9
| Caravel 10 | 6 | – | value 10
| Caravel 11 | 6 | Storm | value 11
| Caravel 12 | 6 | Pirates | value 12
| Cocoa trader | 2 | – | merchant: any card into a common resource (1\u{2060}–\u{2060}3)
| Corn trader | 5 | King's Aid | merchant (1\u{2060}–\u{2060}3)
| Tobacco house | 6 | – | merchant (1\u{2060}–\u{2060}3), 2 doubloons a round
| Coffee trader | 2 | King's Aid | merchant: any card into an uncommon resource (4\u{2060}–\u{2060}6)
| Cotton trader | 6 | Indigenous peoples | merchant (4\u{2060}–\u{2060}6)
| Sugar house | 5 | Fire | merchant (4\u{2060}–\u{2060}6), 1 doubloon a round
| Potato trader | 2 | King's Aid | merchant: any card into a rare resource (7\u{2060}–\u{2060}9)
| Indigo trader | 5 | – | merchant (7\u{2060}–\u{2060}9)
| Vanilla house | 6 | King's Aid | merchant (7\u{2060}–\u{2060}9), 1 doubloon a round
| Guild of the Crown | 6 | – | merchant (7\u{2060}–\u{2060}9)
| Great warehouse | 2 | Fire | keeps 2 cards
| Harbour warehouse | 2 | Indigenous peoples | keeps 1 card, 1 doubloon a round
| River warehouse | 4 | – | keeps 2 cards
| Dock warehouse | 6 | – | keeps 2 cards
| Customs house | 6 | – | keeps 1 card, 1 doubloon a round
| Rented cellar | 2 | – | keeps 1 card, 1 doubloon a round
| Rented loft | 6 | Fire | keeps 1 card, 1 doubloon a round
| Rented shed | 6 | – | keeps 1 card, 1 doubloon a round
| Shipyard of Seville | 2 | – | at the end of your progression, 1 doubloon per opponent with more caravels than you
| Shipyard of Cádiz | 5 | Storm | the same
| Shipyard of Palos | 6 | Storm | the same
| Shipyard of Bilbao | 6 | – | the same
| Shipyard of Lisbon | 6 | Indigenous peoples | the same
| Diego de Almagro | 3 | – | 2 doubloons a round; when a set of identical cards wins you a development, you may take the top card of the development deck instead
| Juan de la Cosa | 2 | – | 1 doubloon a round; events do not affect you, good or bad
| Gonzalo Pizarro | 6 | – | your highest caravel counts as value 0
| Bartolomé de las Casas | 2 | Storm | 1 doubloon a round; offer any number of cards from 0 up to the call
| Juan Ponce de León | 6 | – | each round, split your caravels into two fleets as you choose
| Pedro de Valdivia | 2 | – | 1 doubloon a round; +3 to your offer in the Trade Master contest
| Francisco de Orellana | 6 | Fire | 2 doubloons each time your swap through the market leaves three identical or three consecutive resources there
| Francisco de Coronado | 2 | – | when the first card of the queue shows no event, you may pay 2 doubloons for the event of your choice
| Hernán Cortés | 6 | Pirates | 3 doubloons a round

Why the list is built this way:

- The deck is small with few players, so that the queue can run dry there and end the game: with 2 players the queue is short after 11 developments have been taken, which happened in about one game in five in our test games; with 4 players, after 15, about one game in fifteen. With 6 players all 44 cards are in the game and the queue would need 40 developments: there the game ends by doubloons or the perfect set.
- Every kind of card is in the game at every table: caravels, merchants of each band, warehouses, a shipyard and characters.
- The perfect set needs ten cards in your hand at once: your 5 dealt cards plus one card per caravel plus what your warehouses keep. So there are twelve caravels and seven warehouses with two places, and three merchants, one per band, are in every game: a player who builds a fleet, warehouses and merchants can aim for it. In our test games it ended about one game in ten.
- Cards that pay every round win games: in earlier test games, players holding a merchant paying 2 a round won about twice their share. Now only one merchant pays 2 (the Tobacco house, whose common band is the least useful, and only at 6 players) and two pay 1; the warehouses keeping one card pay 1, as the rules say.
- Hernán Cortés pays 3 a round, as the rules say: he is the strongest card, so he is in the game only at 6 players, where five rivals can leave his owner out of the trade.
- Characters whose powers help only with caravels (Pizarro, Ponce de León) or with a full market (Orellana) come in at 6 players, where there are most caravels and trades.
- The low caravels pick first at the supply; the high ones come in with more players, where the fleets are longer.",
    },
    Section {
        title: "Our decisions where the rules are silent",
        body: "- Income: every card's income, and shipyard money, is paid at the end of your own progression, from the round you take the card. So a card earns the round it arrives, as the rules ask, and never before you have it.
- You may make all three kinds of set in one progression: one identical set (more under King's Aid), one different set and one sale of relics. The rules limit each kind separately, not the three together.
- Relics alone are sold once a progression, 1 to 5 of them, by the relic table. The table stops at five, and like the other two kinds of set it is one sale a turn.
- A set of identical cards needs at least one real resource: a relic stands in for a resource, and relics alone have their own table. Sets bigger than five reach no further, so you are offered sets of 3, 4 or 5 only where the bigger set reaches further.
- Merchants turn a numbered resource (not a relic) into another resource of their band, for this progression only. A relic is already wild in identical sets and may not join a different set; a merchant must not sneak it in. A card is converted once; a kept card keeps its printed value.
- Warehouse cards come back into your hand at the start of your next progression, not for the trade: the rules say warehouses keep unused goods from one round to the next, and what you keep is safe from the others' takes. Under Fire you cannot put cards in.
- The perfect set wins at the end of the round in which it is shown, so that the others still make their progression; the rules say that if several players show one in the same round, the richest of them wins. Its ten cards are spent like any set, and you may still make your other sets that turn.
- When the queue cannot be refilled to five, the round is played to its end, as for 75 doubloons, so that every player has had the same number of progressions. Then the richest player wins.
- The chain of takes ends when the player to take has nothing left to take, or may take only from the player the two-trade rule forbids; untaken cards go back to their owners. If the Trade Master has no card left to give, the player one short stays one short.
- Swapping a taken card for a market card of the same kind changes nothing, so it is offered only to the owner of Francisco de Orellana, whom it pays when the market then shows a pattern (the rules say his power applies then too).
- Orellana's run is three numbers in a row, 1 to 9: a relic has no number on the market (its 10 counts only in the Trade Master contest). Three relics are three identical resources.
- Diego de Almagro's power works under Storm too: he takes the top card of the deck instead of the one his set reaches, whatever it reaches.
- Juan Ponce de León: every round, once the face-up supply cards are shown (so you know them and the event), you choose how your caravels sail: all in one fleet, or split into two fleets as you like. Each fleet picks from the supply in its own turn and faces the pirates on its own. The split holds for that round.
- Pizarro and Ponce de León together: your highest caravel counts as 0 in whichever fleet you put it.
- Ties in the fleet order that the lowest caravel does not break go clockwise from the Trade Master, who is where every other step of the round starts.
- Coronado's 2 doubloons go to the bank.
- Coronado cannot call an event in the first round (there are no events in the first round) and only when he can pay.
- A hand shorter than the call offers every card it holds. Pedro de Valdivia's +3 counts even on an empty offer from Las Casas: it is added to your total, whatever you offer.
- The first Trade Master is drawn at random: the rules give the token to the youngest player, and the app does not know your ages. The Trade Master may name any player, including themselves, to start the progression: the rules set no limit.
- When the resource deck runs out, the discards are shuffled into a new deck, so that the supply always goes on. Discarded cards are face down, and so are the cards lost to pirates: the others read that you discarded a card, not which.
- The bank never runs dry: if the tokens run out, note the amounts. The tokens are a limit of the box, not of the game.
- If nobody has won after 30 rounds, the richest player wins. This is a safety net that ordinary games never reach.
- The last round is announced. When a round starts with fewer developments left in the deck than that round may take (one set of identical cards per player, twice as many under King's Aid), the news and the board say “Perhaps the last round”; the moment a development is taken and the queue cannot be refilled, they say “Last round”: the game ends when that round does. Round 30 is announced as the last too.
- The final standings show where each player's doubloons came from: sets of different resources, relics sold, income from developments, shipyards, and characters (Orellana's 2 doubloons, less Coronado's 2 for an event).
- Players equal on every tie-break share the win: the rules give no further tie-break.
- Income on merchants: the rules say some merchants pay 1 or 2 doubloons a round. The Tobacco house pays 2, the Sugar house and the Vanilla house pay 1, the other merchants nothing (see the card list for why).
- Which cards, at which numbers, with which events: the rules describe the kinds of card, not the list. Ours is above, with its reasons.",
    },
];
