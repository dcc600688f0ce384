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

# Guide (guide.rs): the guided first game's lessons, a course on each kind of
# decision and what the player saw happen, each explained once.

zaibatsu-guide-auction = How an auction works: the player who calls a pile bids last, and bidding goes once around the table, starting at their left. Each player passes or bids more than the highest bid so far. The highest bidder pays the bank and takes every company in the pile; if everyone passes, those companies leave the game.

zaibatsu-guide-conglomerate = You won a pile: its companies are now part of your conglomerate for the rest of the game. The board shows how many of them operate and your best score as it stands.

zaibatsu-guide-new-round = A new round: everyone received { -yen }{ $income }, the Commissioner marker passed to the left, and new cards were dealt. The game lasts { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }; then the highest score wins.

# The game's first box: the first card placed, and how to win, so that every
# auction is weighed against it.
zaibatsu-guide-deal = Place a card from your hand on a pile. When all cards are placed, every pile is auctioned, and anyone may win any of them: the cards you place are for sale, not yours yet. How to win: after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } the highest score wins. Your score is the points of the companies you won that operate (a mine always does; any other only when your own companies make everything it needs), plus 1 point for each { -yen } you still have.

zaibatsu-guide-recipes = Each card shows what the company needs → what it makes, and its points. A mine needs nothing and always scores 3. A processor (6 or 15 points) or a factory (30) scores only when other companies of your own make everything it needs: build chains from the mines up.

zaibatsu-guide-deal-tip = A tip: spread the cards that fit your own chains over piles you can afford, and make piles of cards nobody needs.

zaibatsu-guide-call = Choose which pile is auctioned next. The others bid first and you bid last, so you see their bids before you decide: call the pile you want most while your rivals are short of money.

zaibatsu-guide-call-empty = Calling an empty pile closes it at once, with no bids: a way to let the next player call while you wait for rivals to spend.

zaibatsu-guide-bid-worth = A company only scores when what it needs is in your conglomerate, and every { -yen } you keep is a point at the end: bid up to what the pile adds to your score (the hint at the auction says it), not more.

# Refusals (error.rs): why an action is illegal, after a colon (lower case).

zaibatsu-refusal-not-dealing = cards can only be placed during the deal
zaibatsu-refusal-not-in-hand = { $company } is not in your hand
zaibatsu-refusal-no-such-pile = there is no auction pile { $pile }
zaibatsu-refusal-not-calling = an auction can only be called by the caller between auctions
zaibatsu-refusal-pile-already-called = pile { $pile } has already been auctioned
zaibatsu-refusal-not-bidding = no auction is taking bids
zaibatsu-refusal-bid-too-low = a bid of { -yen }{ $amount } is too low: the minimum is { -yen }{ $minimum }
zaibatsu-refusal-not-enough-money = you cannot bid { -yen }{ $amount } with only { -yen }{ $money }

# Standings (standings.rs): what the total counts, one and several, and the
# parts of a score, short enough for a column head.

zaibatsu-standings-unit-one = point
zaibatsu-standings-unit-other = points
zaibatsu-standings-mining = Mining
# A processor's points: 6 (intermediate) or 15 (advanced).
zaibatsu-standings-processing = Processing ({ $points })
zaibatsu-standings-manufacturing = Manufacturing
zaibatsu-standings-kept = { -yen } kept

# News (news.rs): a move that ended an auction, in one line: its result (or,
# rarely, results, one after another) and how many bids it took.

zaibatsu-news-won = Pile { $pile } to { $who-is ->
        [you] you
       *[they] { $who }
    } for { -yen }{ $price }
zaibatsu-news-unsold = Pile { $pile } unsold
zaibatsu-news-results = { $first }; { $next }
zaibatsu-news-auction = { $bids ->
        [0] { $results }.
        [one] { $results }, after { $bids } bid.
       *[other] { $results }, after { $bids } bids.
    }

# The guide's lesson titles (guide.rs)
zaibatsu-guide-auction-title = How an auction works
zaibatsu-guide-conglomerate-title = Your conglomerate
zaibatsu-guide-new-round-title = A new round
zaibatsu-guide-deal-title = Placing cards on piles
zaibatsu-guide-recipes-title = What a company needs
zaibatsu-guide-deal-tip-title = Where to place
zaibatsu-guide-call-title = Calling a pile
zaibatsu-guide-call-empty-title = Calling an empty pile
zaibatsu-guide-bid-worth-title = How much to bid
