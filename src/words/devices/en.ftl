# The devices' words: play by message and devices joined live (src/net/),
# which come with the devices' part of the app (src/app/devices.rs).

# Play by message: why a link was refused (src/net/post/error.rs). The
# player's words; then the keeper's, naming the seat's player: `$who-is` is
# `named` (`$who`, and `$who-up` to open a sentence) or `unknown`.
net-post-damaged = This is not a whole Boardroom link: it may have been cut or changed on the way. Copy the whole link again.
net-post-version = This link was made by another version of Boardroom (links version { $theirs }, this app { $ours }): update the app on both devices (reload the page).
net-post-table-link = This is a table link: open it on a player's phone (tap it) rather than pasting it here.
net-post-seat-link = This is a seat link: send it to its player alone, who opens it on their own phone.
net-post-move-link = This is a move link: paste it into the keeper's “Paste a move link” box, or open it on the device that keeps the game.
net-post-table-link-not-move = This is a table link: open it on a player's phone (tap it) rather than pasting it here. Paste here only a move link that came back.
net-post-seat-link-not-move = This is a seat link: send it to its player alone, who opens it on their own phone. Paste here only a move link that came back.
net-post-other-table = This link belongs to another game.
net-post-not-by-seat = Seat { $seat } does not play by message in this game.
net-post-seal = This link does not open with your seat's key: the keeper may have made a new seat link for your seat (the old one then stops working), or the link was changed on the way. Ask the keeper for a new seat link, open it on this device, then the newest table link.
net-post-stale = This move answers the table after { $asked ->
        [one] { $asked } move
       *[other] { $asked } moves
    }, and the game is at move { $now }: open the newest table link and decide again.
net-post-stale-taken-back = This move answers the table of move { $asked }, which was taken back (the game is now at move { $now }): open the newest table link.
net-post-stale-answered = Your move on the table of move { $asked } was already played: this other move link is no longer needed.
net-post-played = This move was already played.
net-post-not-to-act = It is not this seat's turn.
net-post-contents = The link's contents do not read ({ $why }).
net-post-no-inflate = it does not inflate
net-post-part-missing = part of the game is missing
net-post-no-part = This table link has no part for your seat.
net-post-older = This table link is from move { $link }; this device already showed move { $seen }.
net-post-keeper-damaged = This is not a whole move link: it may have been cut or changed on the way. Copy the whole message again.
net-post-keeper-version = This link was made by another version of Boardroom (links version { $theirs }, this app { $ours }): reload the page on this device and on { $who-is ->
        [unknown] this player's
       *[named] { $who }'s
    } phone.
net-post-keeper-other-table = This move link belongs to another game: open it (tap it) and it goes to its own game, if this device keeps it.
net-post-keeper-not-by-seat = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } seat does not play by message now, so this move link is not taken.
net-post-keeper-seal = This move link does not open with { $who-is ->
        [unknown] this player's
       *[named] { $who }'s
    } seat key: it was changed on the way, or made with a seat link that has since been replaced. If you made a new seat link, send it to { $who-is ->
        [unknown] this player
       *[named] { $who }
    } and post the newest table link.
net-post-keeper-too-late = The game is over: this move link came too late.
net-post-keeper-stale = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } move answers an older table (move { $asked }; the game is at move { $now }): post the newest table link so { $who-is ->
        [unknown] this player
       *[named] { $who }
    } decides again.
# A move was taken back on the keeper's device since the table the move
# answers (`$asked`, the game now at `$now`); `$acts`: `yes` when the seat is
# to play now.
net-post-keeper-taken-back = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } move answers the table of move { $asked }, which was taken back on this device (the game is now at move { $now }): { $acts ->
        [yes] post the newest table link so { $who-is ->
            [unknown] this player
           *[named] { $who }
        } decides again.
       *[no] the move is not played, and { $who-is ->
            [unknown] this player decides
           *[named] { $who } decides
        } again on a newer table link, when it is their turn.
    }
# The seat's other move for the same table was played already.
net-post-keeper-answered = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } move on the table of move { $asked } was already played: this other move link is no longer needed.
net-post-keeper-played = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } move was already played.
net-post-keeper-not-to-act = It is not { $who-is ->
        [unknown] this player's
       *[named] { $who }'s
    } turn now: the move is not played.
net-post-keeper-contents = { $who-is ->
        [unknown] This player's
       *[named] { $who-up }'s
    } move link does not read as a move of this game ({ $why }): ask { $who-is ->
        [unknown] this player
       *[named] { $who }
    } to send it again.
net-post-keeper-rule = The rules refuse { $who-is ->
        [unknown] this player's
       *[named] { $who }'s
    } move: { $why }

# What a move link did on the keeper's device (src/net/post/office.rs).
net-post-seat = Seat { $seat }
net-post-delivered = { $who }'s move is played: “{ $label }”.
net-post-delivered-sealed = { $who }'s move is in, sealed: it is shown when every sealed choice is in.

# The keeper's next step of play by message (src/net/keeper.rs). `$who`: the
# people, as a list; `$count`: how many.
net-keeper-seat = Seat { $seat }
net-keeper-seat-links = { $count ->
        [one] First send { $who } their seat link, to them alone.
       *[other] First send { $who } each their own seat link, to each alone.
    }
net-keeper-post-last = The game is over: post the last table link so that everyone sees the end.
net-keeper-post-table = { $count ->
        [one] Post the table link to the group: { $who } is to play.
       *[other] Post the table link to the group: { $who } are to play.
    }
net-keeper-paste-moves = { $count ->
        [one] Waiting for { $who }'s move link: paste it here as it comes back.
       *[other] Waiting for { $who }'s move links: paste each here as they come back.
    }
net-keeper-play-here = { $who } to play on this device; the table link comes after that move.
net-keeper-computers = A computer is choosing; the table link comes in a moment.
net-keeper-nothing = Nothing to do now.
net-keeper-devices = { $count ->
        [one] Waiting for { $who } on their own device.
       *[other] Waiting for { $who } on each their own device.
    }
net-keeper-done = The game is over, and its last table link is posted.

# A guest device before its game comes (src/net/arrival.rs). `$same`: `yes`
# when both run the same release (the protocols differ).
net-arrival-other-version = { $same ->
        [yes] The host runs another version of Boardroom than this device: update the app on both devices (reload the page), then ask for a new invite.
       *[no] The host runs Boardroom { $theirs } and this device runs { $ours }: update the app on both devices (reload the page), then ask for a new invite.
    }
net-arrival-host-sent = The host sent { $what }.
net-arrival-closed = The link to the host was lost before the game came ({ $why }). Ask the host for a new invite.

# A seat played on another device, in the host's panel (src/net/seat_row.rs).
net-seat-row-other-version = Their device runs another version of Boardroom: update the app on both devices (reload the page on each), then make a new invite.

# A guest device's copy of the game (src/net/mirror.rs).
net-mirror-host-sent = The host sent { $what }.
net-mirror-gap = Part of the game did not arrive.

# A guest's page for an invite (src/net/joining.rs). `$host-is`: `named`
# (`$host`) or `unknown`.
net-joining-hint = Still waiting. If { $host-is ->
        [unknown] the host
       *[named] { $host }
    } already let another device in with this invite, this reply cannot be taken: ask { $host-is ->
        [unknown] the host
       *[named] { $host }
    } for a new invite for your seat.

# Invite and reply codes (src/net/signal.rs).
net-signal-empty = Nothing was pasted. Copy the whole code or link, then paste it here.
net-signal-not-a-code = This is not an invite or reply code. Copy the whole code or link again.
net-signal-damaged = This code is damaged or cut short. Copy the whole code or link again.
net-signal-other-version = This code comes from another version of the app: update the app on both devices.
net-signal-save-code = This is a saved game's code, not an invite or a reply: open it on the home page, under “Open a shared game”.
net-signal-invite = This is an invite, not a reply: open it on the device that joins.
net-signal-reply = This is a reply code: paste it on the device that sent the invite.
net-signal-no-address = This device has no network to connect over. Join a Wi-Fi network or turn on a phone's hotspot, then try again.
net-signal-description = This browser set up the connection in a way the app does not understand. Try another browser.
