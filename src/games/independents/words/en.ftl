# The Last of the Independents: what happens, as the news and the log tell it
# (events.rs). A person's `-is` is `you` (the reader), `they`, and for the
# subject of what they did, `you-above` or `they-above` under a heading already
# naming them. Sections, categories, cards and company sheets are proper names,
# given as they are.

-coty = Car of the Year

independents-year-begins = Year { $year } begins.

# A seat in a list or after a preposition: "you", or its name.
independents-seat = { $name-is ->
        [you] you
       *[they] { $name }
    }

# The turn order, one seat after another: the seats so far, then the next.
independents-order-next = { $first }, { $next }

independents-order = Turn order: { $order }.

independents-selected = { $who-is ->
        [you] You put
        [you-above] put
        [they-above] puts
       *[they] { $who } puts
    } { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } on { $section }.

independents-passed = { $who-is ->
        [you] You pass
        [you-above] pass
        [they-above] passes
       *[they] { $who } passes
    } in { $phase ->
        [selective] selective allocation
       *[cards] card play
    } (passing lane { $place }).

independents-required = { $who-is ->
        [you] You move
        [you-above] move
        [they-above] moves
       *[they] { $who } moves
    } { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } from { $who-is ->
        [you] your
        [you-above] your
       *[they] their
    } company sheet to { $section }.

independents-done-required = { $who-is ->
        [you] You finish
        [you-above] finish
        [they-above] finishes
       *[they] { $who } finishes
    } required allocation.

independents-done-trends = { $who-is ->
        [you] You finish
        [you-above] finish
        [they-above] finishes
       *[they] { $who } finishes
    } revealing trends.

# The card's text is a sentence of its own.
independents-played = { $who-is ->
        [you] You play
        [you-above] play
        [they-above] plays
       *[they] { $who } plays
    } { $card }: { $text }

independents-added = { $who-is ->
        [you] You add
        [you-above] add
        [they-above] adds
       *[they] { $who } adds
    } { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } to { $section }.

independents-removed = { $who-is ->
        [you] You lose
        [you-above] lose
        [they-above] loses
       *[they] { $who } loses
    } { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } from { $section } to the supply.

independents-moved = { $who-is ->
        [you] You move
        [you-above] move
        [they-above] moves
       *[they] { $who } moves
    } { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    } from { $from } to { $to }.

independents-protected = { $section } is protected from cards for the rest of the category.

independents-drew = { $who-is ->
        [you] You draw
        [you-above] draw
        [they-above] draws
       *[they] { $who } draws
    } { $cards ->
        [0] no cards
        [one] a card
       *[other] { $cards } cards
    }.

# The cards themselves, seen only by the one who drew them.
independents-drew-cards = { $who-is ->
        [you] You drew
       *[they] { $who } drew
    } { $cards }.

independents-lone = { $who-is ->
        [you] You hold
        [you-above] hold
        [they-above] holds
       *[they] { $who } holds
    } { $section } alone: one disk stays, { $returned ->
        [one] { $returned } disk
       *[other] { $returned } disks
    } to the return pool.

# Where a bag draw is: a section, the Car of the Year, or a category's.
independents-coty = { -coty }
independents-coty-category = { -coty }, { $category }

# One owner's disks in the bag, and their chance of the draw.
independents-bag-share = { $name-is ->
        [you] you
       *[they] { $name }
    } { $disks } ({ $percent }%)

independents-bag-draw = { $place }: the bag holds { $bag }. { $winner-is ->
        [you] You win
       *[they] { $winner } wins
    } the draw.

independents-halved = { $who-is ->
        [you] You lose
        [you-above] lose
        [they-above] loses
       *[they] { $who } loses
    } the draw on { $section } to { $winner-is ->
        [you] you
       *[they] { $winner }
    }: { $kept } to the return pool, { $lost } to the supply.

independents-no-majority = No majority bonus in { $category }.

independents-majority = Majority bonus in { $category } ({ $wins ->
        [one] { $wins } section
       *[other] { $wins } sections
    }): a token for { $seats }.

independents-trend = { $who-is ->
        [you] You reveal
        [you-above] reveal
        [they-above] reveals
       *[they] { $who } reveals
    } { $card } for its trend: { $covered } of 3 sections covered, { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    }{ $token ->
        [yes] {" "}and a victory token
       *[no] {""}
    }.

independents-car-of-the-year = { -coty }: { $who-is ->
        [you] You win
       *[they] { $who } wins
    } a victory token.

independents-success = { $who-is ->
        [you] You are
        [you-above] are
        [they-above] is
       *[they] { $who } is
    } a financial success with { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    }.

independents-subsidy = { $who-is ->
        [you] You receive
        [you-above] receive
        [they-above] receives
       *[they] { $who } receives
    } a government subsidy of { $disks ->
        [one] { $disks } disk
       *[other] { $disks } disks
    }.

# What a bankrupt company loses: its token if it had one, and in the 1st
# edition its saved cards; then its new sheet and the disks it is given.
independents-bankrupt = { $who-is ->
        [you] You go
        [you-above] go
        [they-above] goes
       *[they] { $who } goes
    } bankrupt{ $token ->
        [yes] , losing a token{ $cards ->
            [0] {""}
            [one] {" "}and { $cards } saved card
           *[other] {" "}and { $cards } saved cards
        }
       *[no] { $cards ->
            [0] {""}
            [one] , losing { $cards } saved card
           *[other] , losing { $cards } saved cards
        }
    }: new company { $sheet }, { $added ->
        [one] { $added } disk
       *[other] { $added } disks
    } from the supply.

independents-dealt = { $who-is ->
        [you] You are
        [you-above] are
        [they-above] is
       *[they] { $who } is
    } dealt { $cards ->
        [one] { $cards } new card
       *[other] { $cards } new cards
    }.

independents-winner = The game is over: { $who-is ->
        [you] You are
       *[they] { $who } is
    } the winner.

independents-winners = The game is over: { $winners } share the win.
