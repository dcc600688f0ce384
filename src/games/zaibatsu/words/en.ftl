# Zaibatsu: what happens, as the news and the log tell it (events.rs).
# A person's `-is` is `you` (the reader), `they`, and for the subject of what
# they did, `you-above` or `they-above` under a heading already naming them.

-yen = T¥

zaibatsu-round-started = Round { $round } of { $rounds }: { $commissioner-is ->
        [you] You are
       *[they] { $commissioner } is
    } the Commissioner. Everyone receives { -yen }{ $income } and { $cards ->
        [one] { $cards } new card
       *[other] { $cards } new cards
    }.

zaibatsu-placed = { $who-is ->
        [you] You place
        [you-above] place
        [they-above] places
       *[they] { $who } places
    } { $company } ({ $recipe }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }) on pile { $pile }.

zaibatsu-deal-done = The deal is done. { $commissioner-is ->
        [you] You call
       *[they] { $commissioner } calls
    } the first auction.

zaibatsu-called-empty = { $who-is ->
        [you] You call
        [you-above] call
        [they-above] calls
       *[they] { $who } calls
    } pile { $pile }, which is empty; it closes without bids.

zaibatsu-called = { $who-is ->
        [you] You call
        [you-above] call
        [they-above] calls
       *[they] { $who } calls
    } pile { $pile }: { $companies }.

zaibatsu-bid = { $who-is ->
        [you] You bid
        [you-above] bid
        [they-above] bids
       *[they] { $who } bids
    } { -yen }{ $amount }.

zaibatsu-passed = { $who-is ->
        [you] You pass.
        [you-above] pass.
        [they-above] passes.
       *[they] { $who } passes.
    }

zaibatsu-could-not-bid = { $who-is ->
        [you] You have only { -yen }{ $money } and cannot bid { -yen }{ $minimum }, so pass.
        [you-above] have only { -yen }{ $money } and cannot bid { -yen }{ $minimum }, so pass.
        [they-above] has only { -yen }{ $money } and cannot bid { -yen }{ $minimum }, so passes.
       *[they] { $who } has only { -yen }{ $money } and cannot bid { -yen }{ $minimum }, so passes.
    }

zaibatsu-won = { $who-is ->
        [you] You win
        [you-above] win
        [they-above] wins
       *[they] { $who } wins
    } pile { $pile } for { -yen }{ $price }.

zaibatsu-unsold = Everyone passed on pile { $pile }: { $cards ->
        [one] its company leaves the game
       *[other] its { $cards } companies leave the game
    }.

zaibatsu-score = { $who-is ->
        [you] you
       *[they] { $who }
    } { $total } ({ $points } from companies + { -yen }{ $money })

zaibatsu-game-over = The game is over. Final scores: { $scores }.

# An auction the reader called and lost without deciding (lost.rs), kept on
# screen: its panel's heading.
zaibatsu-lost-heading = The auction you called: pile { $pile }
