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

# Guide (guide.rs): the guided first game's lessons, each a title (`-title`,
# for the guide's summary) and its text. `$edition` is the rule book, `first`
# or `second`; `$category` is a category's name.

independents-guide-goal-title = How to win
independents-guide-goal = How to win: have the most victory tokens after { $years ->
        [one] { $years } year
       *[other] { $years } years
    }; a tie goes to the company with the most disks. A token comes from { $edition ->
        [second] winning more of a category's sections than anyone else (a tie for the most gives each a token)
       *[first] winning four of a category's six sections
    }, from a trend (the three sections at the foot of a card all holding your disks) and from { -coty } (a draw at the end of each year); a bankruptcy costs one.

independents-guide-majority-title = A category's victory token
independents-guide-majority = { $edition ->
        [second] After a category's sections are decided, the company that won the most of them earns a victory token, and companies tied for the most each earn one. The most tokens at the end of the last year wins the game.
       *[first] After a category's sections are decided, a company that won more than half of them (four of six) earns a victory token; nobody does otherwise. The most tokens at the end of the last year wins the game.
    }

# What a trend with all three sections held earns, by rule book: it follows
# "… to each such section".
independents-guide-trend-reward = { $edition ->
        [second] ; all three held also earns a victory token
       *[first] ; all three held earns a victory token instead of the disks
    }

independents-guide-trend-title = Trends
# Someone else's trend, seen.
independents-guide-trend-seen = Trends: after Promotions, a company may reveal cards from its hand. The three sections printed at the bottom of a card are its trend: each that holds one of the company's disks gets one more disk from its supply (the rest of its colour, outside play){ independents-guide-trend-reward }. Revealed cards are discarded.

independents-guide-coty-title = { -coty }
independents-guide-coty = { -coty }: at the end of each year, all of a category's disks go into a bag and one is drawn; that company's disks there go on to the final bag. After the three categories, one disk is drawn from the final bag, and its company earns a victory token. The more disks you keep on the board, the better your chance.

# How the reader's company came through the new year: `$status` is
# `success`, `subsidy` or `bankrupt`.
independents-guide-new-year-status = { $status ->
        [success] Your company did well: no help was needed.
        [subsidy] Your company got a subsidy this time.
       *[bankrupt] Your company went bankrupt this time.
    }

independents-guide-new-year-title = A new year
independents-guide-new-year = { $edition ->
        [second] A new year: your disks came back from the board and filled your company sheet's circles first; the rest is your pool. A pool under 6 disks is topped up to 6 (a subsidy); a company that cannot fill its sheet goes bankrupt: it loses a victory token and its cards, and starts again with a new sheet. { independents-guide-new-year-status } Everyone then drew four cards; saved cards stay in your hand.
       *[first] A new year: your disks came back from the board and filled your company sheet's circles; the rest is your pool. A company with 10 disks or fewer goes bankrupt: it loses a victory token and starts again with a new sheet and 16 disks; one with 11 or 12 is topped up to 16 (a subsidy). { independents-guide-new-year-status } Hands are dealt up to four cards, and the leader in tokens now plays first.
    }

# `$pool`: the disks left in the reader's selective pool.
independents-guide-selective-title = Putting disks on sections
independents-guide-selective = Each disk is a million dollars. Your selective pool (disks you may put on any section) holds { $pool }, for all three categories this year. Each row is a section of { $category }, with every company's disks there and its chance in a draw. Choose how many disks with − and +, then tap Put on a row.

independents-guide-sections-title = How a section is won
independents-guide-sections = Why sections matter: a company alone on a section wins it with one disk. Where several are, one disk is drawn from a bag, so more disks mean better odds, and each loser loses half its disks there. Winning the most sections of a category can earn a victory token.

independents-guide-selective-pass-title = Passing
independents-guide-selective-pass = You choose each section only once in this step (its Put button is greyed then). When you have placed enough, Pass: passing is final for { $category }, and what stays in your pool ({ $pool } now) is kept for the categories still to come.{ $edition ->
        [second] {" "}The order in which players pass sets the next turn order.
       *[first] {""}
    }

independents-guide-selective-tip-title = Where to put disks
independents-guide-selective-tip = A tip for { $category }: single disks where few rivals are win cheaply; stack disks only where a win matters. { $pool } left in your pool.

# The category's sections the reader's company sheet has disks for: `$held`
# of them, `$sections` their names as a list.
independents-guide-sheet-held = { $held ->
        [0] It has none in this category: tap Done.
       *[other] Here it has disks for { $sections }.
    }

independents-guide-sheet-title = Your company sheet
independents-guide-sheet = Your company sheet (your company's plan: ten disks on circles, each marked with a section) may now send its disks to the { $category } sections. { independents-guide-sheet-held } Tap Move on a row as often as you like, then Done.

independents-guide-sheet-tip-title = When to move sheet disks
independents-guide-sheet-tip = Move sheet disks where they decide a section: one is enough where you are alone, more help where a rival's odds beat yours. Disks left on the sheet are safe and count toward next year. { independents-guide-sheet-held }

independents-guide-cards-title = Playing cards
independents-guide-cards = Card play: each card below says what it does. Play one marked { $category } or Any category: its buttons name the section it aims at. Then the next company plays, and you may play again. Disks a card adds come from your supply (the rest of your colour, outside play). Pass when you are done: it is final for { $category }.

independents-guide-cards-why-title = Which card to play
independents-guide-cards-why = Read the rows above before you play: add disks where your odds are close, take a rival's where they lead. A card you keep is not wasted: after Promotions its trend (the three sections printed on it) can earn disks and a victory token.

# `$cards`: the cards in the reader's hand.
independents-guide-cards-pass-title = When to pass
independents-guide-cards-pass = When no card helps in { $category }, Pass: its sections are then decided by the bag. { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in your hand.

# The reader's own trends. `$ticked`: their cards with a section ticked.
independents-guide-trend = Trends: each card lists three sections, ticked ✓ where you hold a section now. Revealing it adds a disk from your supply (the rest of your colour, outside play) to each ticked section{ independents-guide-trend-reward }. A card with no tick gains nothing. Revealed cards are discarded; tap Done when finished. { $ticked ->
        [one] { $ticked } of your cards has a tick.
       *[other] { $ticked } of your cards have a tick.
    }

independents-guide-trend-tip-title = Trends before { -coty }
independents-guide-trend-tip = Next comes { -coty }: each category's disks go into a bag, and the more disks you have on the board, the better your chance of its victory token. { $ticked ->
        [one] { $ticked } of your cards still has a tick.
       *[other] { $ticked } of your cards still have a tick.
    }

# Why a trend card is worth a second thought: the board asks before it is
# thrown away. It follows a colon, so it begins in lower case.
independents-guide-trend-gains-nothing = none of this card's trend sections holds your disk: revealing it gains nothing and throws the card away

# A card's trend on the board: its three sections, each ticked where the
# reader holds it.
independents-guide-trend-ticked = ✓ { $section }
independents-guide-trend-words = Trend: { $first } · { $second } · { $third }

# Refusals (error.rs): why a move is refused. Each follows a colon, so it
# begins in lower case.

independents-refused-wrong-phase = that move belongs to another phase
independents-refused-not-in-category = that section is not in the active category
independents-refused-already-chosen = you already chose that section in this selective allocation
independents-refused-no-disks = choose at least one disk to place
independents-refused-not-enough-disks = your selective pool does not have that many disks
independents-refused-no-sheet-disks = your company sheet has no disks for that section
independents-refused-not-enough-on-sheet = your company sheet has fewer disks than that for that section
independents-refused-not-in-hand = that card is not in your hand
independents-refused-wrong-category = that card's icon is for another category
independents-refused-bad-target = that card cannot be aimed there now

# Standings (standings.rs): where each seat's victory tokens came from, in
# column heads; what the total counts (one, many), what breaks a tie (it
# follows "wins on") and what the chart's steps are called.

independents-standings-majority = Majority
independents-standings-trends = Trends
independents-standings-coty = { -coty }
independents-standings-bankruptcies = Bankruptcies
independents-standings-unit-one = token
independents-standings-unit-other = tokens
independents-standings-tie-break = disks
independents-standings-step = Year

# News (news.rs): the "since your last move" banner's account of a long
# move, "Tokens won: Ann (majority in Models), you (Car of the Year). Draws
# won: Ann 3, you 1."

# Each token won, in a list: who won it, and how.
independents-digest-majority = { $seats } (majority in { $category })
independents-digest-coty = { $who-is ->
        [you] you
       *[they] { $who }
    } ({ -coty })
independents-digest-trend = { $who-is ->
        [you] you
       *[they] { $who }
    } (trend)
independents-digest-tokens = Tokens won: { $tokens }.

# Each seat's bag draws won, one after another: the seats so far, then the next.
independents-digest-draw = { $who-is ->
        [you] you
       *[they] { $who }
    } { $draws }
independents-digest-draws-next = { $first }, { $next }
independents-digest-draws = Draws won: { $draws }.

# Both accounts, tokens first.
independents-digest-both = { $tokens } { $draws }
