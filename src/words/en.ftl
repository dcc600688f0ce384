# What every screen shares. Lists, by CLDR's patterns: two items, then each
# further one added to those before, then the last.
list-two = { $first } and { $last }
list-middle = { $first }, { $next }
list-end = { $first } and { $last }

# A seat named in a sentence: as its subject, or inside it.
person-subject = { $who-is ->
        [you] You
       *[they] { $who }
    }
person-object = { $who-is ->
        [you] you
       *[they] { $who }
    }
# A seat with no name of its own.
seat-player = Player { $number }
seat-default = Seat { $number }

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

## game.rs, play.rs, sealed.rs: what the engine refuses.

engine-player-count = this game takes { $min }–{ $max } players, not { $got }
engine-cannot-set-up = cannot set up the game: { $why }
engine-game-over = the game is over
engine-not-your-turn = it is not seat { $seat }'s turn
engine-no-such-seat = there is no seat { $seat }
engine-bad-record = the saved game breaks at move { $move }: { $why }
engine-names-for-seats = { $names } names for { $seats } seats
engine-sealed-not-asked = no sealed choice is asked of this seat now
engine-sealed-committed = this seat has already committed

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

## save/saved_game.rs, table.rs: a save that set-up could not have made.

save-seat-count = { $seats } seats at the table for a { $players }-player game
save-too-many-moves = more than { $most } moves, more than any game lasts
save-no-such-seat = a move by player { $player }, who is not at the table
save-name = the name of player { $player } { $why ->
        [empty] is empty
        [too-long] is longer than { $most } characters
        [padded] starts or ends with spaces
       *[bad-character] holds a character names may not (a line break, a control or text-direction character)
    }
save-name-empty = is empty
save-name-too-long = is longer than { $most } characters
save-name-padded = starts or ends with spaces
save-name-bad-character = holds a character names may not (a line break, a control or text-direction character)

## save/codec: a save code that does not open.

save-code-empty = the code is empty: paste a save code or a share link
save-code-not-a-code = this is not a Boardroom save code
save-code-incomplete = the code is incomplete: it was probably cut off when it was copied
save-code-altered = the code was altered or mistyped: some characters differ from the original
save-code-newer = this code was made by a newer version of Boardroom: reload the page to update
save-code-unknown-game = this code is for a game this version of Boardroom does not have
save-code-other-game = this code is for another game, not { $expected }
save-code-damaged = the code's contents are damaged ({ $detail })
save-code-invalid = this code does not hold a game Boardroom can open: { $detail }
save-code-not-loaded = the part of Boardroom that unpacks codes is not loaded yet: try again
save-code-unwritable = this game could not be turned into a code ({ $detail })
save-code-not-written = the game could not be written
save-code-far-too-long = far too long
save-code-too-much-data = unpacks to far too much data
save-code-cannot-unpack = cannot be unpacked
save-code-unreadable = unreadable contents
save-code-trailing-data = unexpected data at the end
save-code-moves-without-player = moves without a player
save-code-unknown-player = unknown kind of player

## save/kv.rs, store.rs: the saved games on this device.

save-store-full = the browser's storage for this page is full: delete some saved games, or copy this game's code to keep it
save-store-unavailable = this browser does not let the app save games on this device: use “Share” to keep a save code
save-store-bad-slot = "{ $slot }" is not a saved-game name
save-store-not-found = this saved game no longer exists
save-store-broken = this saved game cannot be read ({ $why })
save-store-bad-entry = this game cannot be saved ({ $why })
save-store-moved = this game has moved on in another tab or window since this page read it
save-store-gone = this game was deleted in another tab or window
save-store-taken = a saved game already uses the name "{ $slot }"
save-store-no-game = it names no game
save-store-bad-name = its name is not one Boardroom makes
save-store-unreadable = its data is unreadable
save-store-no-code = it holds no save code
save-store-newer = it was saved by a newer version of Boardroom
save-store-newer-title = { $game } — saved by a newer version of Boardroom: update the app
save-store-newer-unknown-title = A game saved by a newer version of Boardroom: update the app
save-store-damaged-title = A damaged save

## save/qr.rs

save-qr-too-long = this link is too long for a QR code ({ $bytes } characters): share the link itself
