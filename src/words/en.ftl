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

# The set-up's STUN and TURN servers (src/net/ice.rs). `$server`: STUN or
# TURN; `$example`: an address of that kind.
net-ice-turn-account = A TURN server needs its user name and password too.
net-ice-turn-line-breaks = The TURN server's fields cannot hold line breaks.
net-ice-scheme = A { $server } server's address starts with { $plain }: or { $secure }:, as in { $example }.
net-ice-space = { $space ->
        [space] The { $server } server's address “{ $url }” has a space in it: an address has none.
       *[other] The { $server } server's address “{ $url }” has a space or line break in it: an address has none.
    }
net-ice-query = The { $server } server's address “{ $url }” ends in “?{ $query }”: only ?transport=udp or ?transport=tcp may follow a TURN server's address.
net-ice-ipv6 = “[{ $ip }]” in the { $server } server's address is not an IPv6 address.
net-ice-after-bracket = After “]” the { $server } server's address may have only a port, as in :3478, not “{ $after }”.
net-ice-no-host = The { $server } server's address has no server name after { $scheme }:, as in { $example }.
net-ice-host = “{ $host }” in the { $server } server's address is not a server's name: a name is letters, digits and hyphens between dots, or an IP address.
net-ice-port = The port in the { $server } server's address must be a number from 1 to 65535, not “{ $port }”.
