# Mundus Novus: what happens, as the news and the log tell it (events.rs).
# A person's `-is` is `you` (the reader), `they`, and for the subject of what
# they did, `you-above` or `they-above` under a heading already naming them.
# Resources, cards, events and developments are named by the game's content
# ("cocoa (1)", "King's Aid"), given as words ($card, $event, $dev).

mundus-round-event = Round { $round }: event { $event }: { $effect }.

mundus-round-quiet = Round { $round }: no event.

mundus-event-called = Coronado: { $who-is ->
        [you] You pay
        [you-above] pay
        [they-above] pays
       *[they] { $who } pays
    } 2 doubloons to the bank for the event { $event }.

# A hand or an offer: each kind's count ("2× cocoa (1)"), listed.
mundus-cards-of-a-kind = { $count }× { $card }

mundus-no-cards = nothing

mundus-dealt = { $who-is ->
        [you] You are
        [you-above] are
        [they-above] is
       *[they] { $who } is
    } dealt { $cards }.

mundus-supply = Face up for the fleets: { $cards }.

mundus-picked = { $who-is ->
        [you] You take
        [you-above] take
        [they-above] takes
       *[they] { $who } takes
    } { $card } from the supply.

# The loser's own line names the card; the others read the face-down one.
mundus-pirates-discard-seen = Pirates: { $who-is ->
        [you] You discard
        [you-above] discard
        [they-above] discards
       *[they] { $who } discards
    } { $card }, face down.

mundus-pirates-discard = Pirates: { $who-is ->
        [you] You discard
        [you-above] discard
        [they-above] discards
       *[they] { $who } discards
    } a card, face down.

# A fleet by its caravels' values: "caravel 3", "caravels 1 + 8".
mundus-fleet = { $caravels ->
        [one] caravel
       *[other] caravels
    } { $values }

mundus-caravels-more = { $first } + { $next }

mundus-fleets-one = Ponce de León: { $who-is ->
        [you] You sail
        [you-above] sail
        [they-above] sails
       *[they] { $who } sails
    } one fleet, { $fleet }.

mundus-fleets-two = Ponce de León: { $who-is ->
        [you] You sail
        [you-above] sail
        [they-above] sails
       *[they] { $who } sails
    } two fleets, { $first } and { $second }.

mundus-called = { $who-is ->
        [you] You call
        [you-above] call
        [they-above] calls
       *[they] { $who } calls
    } for { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each.

mundus-offer-sealed = { $who-is ->
        [you] You seal
        [you-above] seal
        [they-above] seals
       *[they] { $who } seals
    } an offer.

# One seat's offer, then the offers one after another.
mundus-offer = { $who-is ->
        [you] you
       *[they] { $who }
    } { $cards } (worth { $worth })

mundus-offers-more = { $first }; { $next }

mundus-offers = Offers revealed: { $offers }.

mundus-master-kept = { $who-is ->
        [you] You stay
        [you-above] stay
        [they-above] stays
       *[they] { $who } stays
    } Trade Master.

mundus-master-new = { $who-is ->
        [you] You become
        [you-above] become
        [they-above] becomes
       *[they] { $who } becomes
    } the new Trade Master.

mundus-took = { $who-is ->
        [you] You take
        [you-above] take
        [they-above] takes
       *[they] { $who } takes
    } { $card } from { $from-is ->
        [you] you
       *[they] { $from }
    }.

mundus-took-swap = { $who-is ->
        [you] You take { $card } from { $from-is ->
            [you] you
           *[they] { $from }
        }, put it on the market and take { $swap }.
        [you-above] take { $card } from { $from-is ->
            [you] you
           *[they] { $from }
        }, put it on the market and take { $swap }.
        [they-above] takes { $card } from { $from-is ->
            [you] you
           *[they] { $from }
        }, puts it on the market and takes { $swap }.
       *[they] { $who } takes { $card } from { $from-is ->
            [you] you
           *[they] { $from }
        }, puts it on the market and takes { $swap }.
    }

mundus-orellana-paid = Orellana: { $who-is ->
        [you] You earn
        [you-above] earn
        [they-above] earns
       *[they] { $who } earns
    } 2 doubloons for the market.

mundus-returned = { $who-is ->
        [you] You take
        [you-above] take
        [they-above] takes
       *[they] { $who } takes
    } { $cards ->
        [one] { $cards } untaken card
       *[other] { $cards } untaken cards
    } back.

# The Trade Master evens the trade; only the two of them read the card.
mundus-gave = { $who-is ->
        [you] You give
        [you-above] give
        [they-above] gives
       *[they] { $who } gives
    } { $to-is ->
        [you] you
       *[they] { $to }
    } { $card } to even the trade.

mundus-gave-hidden = { $who-is ->
        [you] You give
        [you-above] give
        [they-above] gives
       *[they] { $who } gives
    } { $to-is ->
        [you] you
       *[they] { $to }
    } a card from the hand to even the trade.

mundus-first-player = { $who-is ->
        [you] You start
        [you-above] start
        [they-above] starts
       *[they] { $who } starts
    } the progression.

mundus-converted = { $who-is ->
        [you] You use
        [you-above] use
        [they-above] uses
       *[they] { $who } uses
    } a merchant to turn { $from } into { $to }.

# $almagro is `yes` when the development was drawn from the deck with Almagro.
mundus-developed = { $who-is ->
        [you] You trade
        [you-above] trade
        [they-above] trades
       *[they] { $who } trades
    } { $size }× { $card }{ $relics ->
        [0] {""}
        [one] {" "}({ $relics } relic wild)
       *[other] {" "}({ $relics } relics wild)
    } for { $dev }{ $almagro ->
        [yes] , drawn from the deck with Almagro
       *[no] {""}
    }.

# Numbers one after another: a set's kinds ("1, 2, 5"), the winners' doubloons.
mundus-numbers-more = { $first }, { $next }

mundus-sold-different = { $who-is ->
        [you] You sell
        [you-above] sell
        [they-above] sells
       *[they] { $who } sells
    } the different set { $kinds } for { $pay ->
        [one] { $pay } doubloon
       *[other] { $pay } doubloons
    }.

mundus-sold-relics = { $who-is ->
        [you] You sell
        [you-above] sell
        [they-above] sells
       *[they] { $who } sells
    } { $relics ->
        [one] { $relics } Inca relic
       *[other] { $relics } Inca relics
    } for { $pay ->
        [one] { $pay } doubloon
       *[other] { $pay } doubloons
    }.

mundus-perfect = { $who-is ->
        [you] You show
        [you-above] show
        [they-above] shows
       *[they] { $who } shows
    } the perfect set: nine different resources and a relic!

mundus-stored = { $who-is ->
        [you] You keep
        [you-above] keep
        [they-above] keeps
       *[they] { $who } keeps
    } a card in a warehouse.

# The end of a turn: the cards left discarded, then what it earned, if anything.
mundus-turn-ended = { $who-is ->
        [you] You discard
        [you-above] discard
        [they-above] discards
       *[they] { $who } discards
    } { $cards ->
        [one] { $cards } unused card
       *[other] { $cards } unused cards
    }{ $income ->
        [0] {""}
        [one] , { $income } doubloon of income
       *[other] , { $income } doubloons of income
    }{ $shipyards ->
        [0] {""}
       *[other] , { $shipyards } from shipyards
    }.

mundus-last-round-deck-empty = Perhaps the last round: the development deck is empty, so once a development is taken from the queue, the game ends with this round and the richest wins.

mundus-last-round-deck-low = Perhaps the last round: { $left ->
        [one] { $left } development
       *[other] { $left } developments
    } left in the deck; if more are taken this round, the queue cannot be refilled and the game ends with this round, the richest winning.

mundus-last-round-queue = Last round: the development queue cannot be refilled, so the game ends with this round and the richest wins.

mundus-last-round-limit = Last round: no game goes beyond this round; the richest wins.

# How the game was won: $ending is `perfect`, `rich`, `queue` or `limit`.
mundus-won-how = { $ending ->
        [perfect] with the perfect set
        [rich] with { $target } doubloons or more
        [queue] as the richest when the development queue ran out
       *[limit] as the richest after the last round
    }

mundus-won = { $who-is ->
        [you] You win
        [you-above] win
        [they-above] wins
       *[they] { $who } wins
    } { mundus-won-how } ({ $money ->
        [one] { $money } doubloon
       *[other] { $money } doubloons
    }).

# Winners sharing the win: the first as a sentence's start, the others after.
mundus-winner-first = { $who-is ->
        [you] You
       *[they] { $who }
    }

mundus-winner = { $who-is ->
        [you] you
       *[they] { $who }
    }

mundus-shared-win = { $winners } share the win { mundus-won-how } ({ $money } doubloons).

# Guide (guide.rs): the guided first game's lessons, each with its title (a
# few words, for the guide's summary). The round's events' lessons take the
# event's name ($event, "King's Aid") as their title.

mundus-guide-goal-title = How to win

mundus-guide-goal = How to win: have { $target } doubloons at the end of a round, or show the perfect set (the nine resources 1 to 9 plus an Inca relic), or be the richest when the development queue can no longer be refilled to five cards: that round is then the last.

mundus-guide-event-kings-aid = This round's event is { $event }: you may make any number of sets of identical cards this round, so several developments.

mundus-guide-event-indigenous = This round's event is { $event }: a set of different resources pays only 1 doubloon a card this round.

mundus-guide-event-storm = This round's event is { $event }: a set of identical cards reaches only the first card of the development queue this round.

mundus-guide-event-fire = This round's event is { $event }: warehouses cannot keep cards at the end of this round.

mundus-guide-event-pirates = This round's event is { $event }: just after the supply, each fleet of two or more caravels loses a card of its owner's choice; a lone caravel is safe.

mundus-guide-supply-title = Caravels and the supply

mundus-guide-supply = The supply: one face-up card for each caravel in play. Each player picks one card per caravel they own, the lowest fleet value first. A caravel is a development: more caravels, more cards each round.

mundus-guide-offers-title = Offers and the Trade Master

mundus-guide-offers = The offers were revealed together. The highest total (relics count 10) made its owner Trade Master, who takes the first card from the others' offers; whoever is taken from takes next. Cards nobody takes go back to their owners.

mundus-guide-queue-title = The development queue

mundus-guide-queue = The development queue: a set of identical cards takes one of its five cards (a bigger set, or rarer cards, reaches further along it); the queue slides forward and the deck fills the fifth place. When the deck can no longer refill it, that round is the last, and the richest player wins.

mundus-guide-coronado-title = Coronado's event

mundus-guide-coronado = Coronado lets you pay 2 doubloons for the event of your choice: King's Aid if you hold several sets, or a bad one for rivals who are ahead.

mundus-guide-fleets-title = Two fleets

mundus-guide-fleets = Ponce de León lets you split your caravels into two fleets: each picks from the supply in its own turn (the lowest fleet value first), and under Pirates each fleet of two or more loses a card. A lone low caravel picks early.

mundus-guide-supply-pick-title = Which card to pick

mundus-guide-supply-pick = Pick a face-up card: one that completes three of a kind, a relic, or a number you lack for a set of different resources.

mundus-guide-pirates-discard-title = Losing a card to pirates

mundus-guide-pirates-discard = Pirates take a card per fleet of two or more caravels: give up the card that fits none of your sets.

mundus-guide-call-title = Calling the trade

mundus-guide-call = As Trade Master, call how many cards everyone offers. A big call moves more cards: good when your hand is poor, risky when it is strong.

mundus-guide-offer-title = Your offer

mundus-guide-offer = Choose your offer in secret. The highest total (relics count 10) becomes Trade Master and takes first; offer what you can spare, since others will take it.

mundus-guide-offer-tip-title = What to offer

mundus-guide-offer-tip = A tip: the cards you offer are the ones others take, and you take theirs in return. Offer cards that fit none of your sets, and put a high card in your offer only when you want to be Trade Master.

mundus-guide-appoint-title = Appointing the Trade Master

mundus-guide-appoint = Offers are tied for the lead: appoint the Trade Master among them.

mundus-guide-take-title = Taking a card

mundus-guide-take = Take a card from someone's offer, or put it on the market and take a market card instead. Whoever you take from takes next.

mundus-guide-take-rule-title = Three times in a row

mundus-guide-take-rule = Nobody may take from the same player three times in a row: if you took from a player and they took from you, take from someone else now (with two players this rule does not apply).

mundus-guide-adjust-title = Evening up

mundus-guide-adjust = The last player taken from is one card short: give them the card you need least.

mundus-guide-first-title = Who starts

mundus-guide-first = Choose who starts the progression: the first player has the first pick of the development queue.

mundus-guide-progress-title = Making sets

mundus-guide-progress = Make your sets: identical cards (relics wild) for a development, different ones for doubloons, relics alone for doubloons. Whatever you do not use or store is discarded.

# Refusals (rules.rs, the game's error type): why a move is refused, as
# they follow a colon (the screen makes them a sentence).

mundus-refusal-wrong-step = that move belongs to another step of the round

mundus-refusal-offer-exact = the offer must be exactly { $most ->
        [one] { $most } card
       *[other] { $most } cards
    }, not { $chosen }

mundus-refusal-offer-range = the offer must be { $least } to { $most } cards, not { $chosen }

mundus-refusal-not-in-hand = you do not hold those cards

mundus-refusal-already-sealed = your offer is already sealed

mundus-refusal-own-offer = you cannot take from your own offer

mundus-refusal-not-on-offer = that card is not on that player's offer

mundus-refusal-third-trade = no third trade in a row between the same two players: take from someone else

mundus-refusal-not-on-market = that card is not on the market

mundus-refusal-same-kind-swap = a swap for the same kind changes nothing (only Orellana's owner may)

mundus-refusal-identical-set = you cannot make that set of identical cards now (one a turn, more only under King's Aid)

mundus-refusal-out-of-reach = that set does not reach that development

mundus-refusal-different-set = a set of different resources needs 4 to 9 of them, once a turn

mundus-refusal-relic-sale = relics are sold once a turn, 1 to 5 of those you hold

mundus-refusal-merchant = that merchant cannot make that change now (each merchant once a turn, within its band)

mundus-refusal-warehouse = your warehouses have no room now (none under Fire)

mundus-refusal-perfect = the perfect set needs 1 to 9 and an Inca relic, once

mundus-refusal-not-in-supply = that card is not in the supply

mundus-refusal-call = the call is 2, 3 or 4 cards

mundus-refusal-fleets = that is not a split of your caravels

mundus-refusal-not-offered = that move is not among your choices now

# Standings (standings.rs): what the total counts, singular and plural (the
# standings count "1 doubloon", "6 doubloons"), the parts' column heads, and
# how the game ended. The warning that a round is the last is the news's
# (mundus-last-round-…, above); the board marks it in short.

mundus-standings-unit-one = doubloon

mundus-standings-unit-other = doubloons

mundus-standings-sets = Sets

mundus-standings-relics = Relics

mundus-standings-income = Income

mundus-standings-shipyards = Shipyards

mundus-standings-characters = Characters

mundus-ending-perfect = The perfect set (nine different resources and a relic) wins, whatever the doubloons.

mundus-ending-rich = The game ended after round { $round }: a player had { $target } doubloons or more.

mundus-ending-queue = The game ended after round { $round }: the development queue could not be refilled to five.

mundus-ending-limit = The game ended after round { $round }, the last one played.

mundus-last-round-mark-perhaps = Perhaps the last round

mundus-last-round-mark = Last round

# News (news.rs): a trade round's result in one line, "Trade: Ann is Trade
# Master; you took 2 cards, Bo took 1 card (2 from you)." Its parts: the
# Trade Master, then each taker's count, and how many were taken from the
# reader ($from-you, 0 for none).

mundus-trade-master = { $who-is ->
        [you] You are
        [you-above] are
        [they-above] is
       *[they] { $who } is
    } Trade Master

mundus-trade-took = { $who-is ->
        [you] you
       *[they] { $who }
    } took { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

mundus-trade-took-more = { $first }, { $next }

mundus-trade-takes = { $takes }{ $from-you ->
        [0] {""}
       *[other] {" "}({ $from-you } from you)
    }

mundus-trade = Trade: { $master }; { $takes }.

mundus-trade-master-only = Trade: { $master }.

mundus-trade-takes-only = Trade: { $takes }.
