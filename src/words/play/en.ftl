# What a game's screen says of any game: its end and ties (src/engine/standings.rs)
# and the news's fold (src/engine/news.rs). It comes with each game's parts
# (src/app/split.rs).

## standings.rs: the end of a game, and how ties were broken.

# A count in the game's own unit, whose two forms the game gives.
standings-amount = { $count ->
        [one] { $count } { $one }
       *[other] { $count } { $many }
    }
standings-place = { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
        [21] 21st
        [22] 22nd
        [23] 23rd
       *[other] { $place }th
    }
# Nothing tells the tied apart: they share the place ($rank 0 is the win).
standings-tie-shared = Tied on { $total }: { $who } { $rank ->
        [0] share the win
       *[other] share { $place } place
    }.
standings-tie-shared-on = Tied on { $total } and on { $tie-break } ({ $value }): { $who } { $rank ->
        [0] share the win
       *[other] share { $place } place
    }.
# Who of the tied comes first, over whom ($behind); `$how`: how many
# tie-break values follow ($value, the others' in $others).
standings-tie = Tied on { $total }: { $rank ->
        [0] { $winners ->
            [one] { $who-is ->
                [you] You win
               *[they] { $who } wins
            }
           *[other] { $who } share the win
        }
       *[other] { $winners ->
            [one] { $who-is ->
                [you] You place
               *[they] { $who } places
            } ahead of { $behind }
           *[other] { $who } share { $place } place, ahead of { $behind }
        }
    }{ $how ->
        [none] .
        [one] { " " }on { $tie-break }, { $winners ->
            [one] { $value }
           *[other] { $value } each
        } to { $others }.
       *[many] { " " }on { $tie-break }, { $winners ->
            [one] { $value }
           *[other] { $value } each
        } against { $others }.
    }
# One of the others' tie-break values: "Bo's 27", "your 20".
standings-tie-value = { $who-is ->
        [you] your { $value }
       *[they] { $who }'s { $value }
    }
standings-score = { $who } { $score }
# Items added one by one to a run of them: scores, tie-break values.
standings-next = { $first }, { $next }
standings-won-on = { $who } won on { $tie-break } ({ $value } to { $others }) after a tie on { $total }: { $scores }
standings-won = { $who } won: { $scores }
standings-shared = { $who } shared the win: { $scores }
standings-ended = { $result }. { $ending }

## news.rs: the "since your last move" banner.

# The fold of the oldest moves: how many, and an account of the first ones
# ($accounts, each as `news-account-next` adds it), "; …" when there are more.
news-earlier = { $moves ->
        [one] { $moves } earlier move
       *[other] { $moves } earlier moves
    }: { $accounts }{ $more ->
        [yes] ; …
       *[no] {""}
    }
news-account-next = { $first }; { $next }
