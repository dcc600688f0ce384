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
