# Detroit Motors: what happens, as the news and the log tell it (events.rs).
# A person's `-is` is `you` (the reader), `they`, and for the subject of what
# they did, `you-above` or `they-above` under a heading already naming them.
# Cards ("Railroad 7") and sets of factions ("City Hall + Railroad") come as
# they are; a count's `-count` and a support hand's `$kind` are chosen on.

detroit-round-started = Round { $round }: three cards to each player; { $first-is ->
        [you] you take
       *[they] { $first } takes
    } a position first.

detroit-took-position = { $who-is ->
        [you] You take
        [you-above] take
        [they-above] takes
       *[they] { $who } takes
    } a position: { $mark ->
        [plunder] { $card } (plunder)
        [scrap] { $card } (scraps)
       *[plain] { $card }
    }.

# One faction of the negotiation: "Railroad 3 (boss Ann)".
detroit-faction = { $suit } { $count } (boss { $boss-is ->
        [you] you
       *[they] { $boss }
    })

# Factions, or plunder shares, one after another: "Railroad 3 (boss Ann), City Hall 2 (boss you)".
detroit-series = { $first }, { $next }

detroit-negotiation-began = Factions: { $factions }. A coalition needs { $majority } of { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.

detroit-proposed = { $who-is ->
        [you] You propose
        [you-above] propose
        [they-above] proposes
       *[they] { $who } proposes
    } a coalition of { $factions } ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }), the gravy to { $gravy-is ->
        [you] you
       *[they] { $gravy }
    }.

detroit-accepted = { $who-is ->
        [you] You accept.
        [you-above] accept.
        [they-above] accepts.
       *[they] { $who } accepts.
    }

detroit-refused = { $who-is ->
        [you] You refuse.
        [you-above] refuse.
        [they-above] refuses.
       *[they] { $who } refuses.
    }

detroit-proposal-failed = The proposal fails; { $next-is ->
        [you] you propose
       *[they] { $next } proposes
    } next.

detroit-coalition-formed = The coalition forms: { $factions } ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }). { $gravy-is ->
        [you] You take
       *[they] { $gravy } takes
    } the gravy token.

detroit-no-coalition = No coalition: blame and recriminations.

# A player in a list of players: "you", or their name.
detroit-player = { $name-is ->
        [you] you
       *[they] { $name }
    }

# `$excluded-is` is `you` when the reader is among the excluded.
detroit-scraps-dealt = Excluded: { $excluded }. { $excluded-is ->
        [you] { $excluded-count ->
            [one] Your position card is
           *[other] Your position cards are
        }
       *[they] { $excluded-count ->
            [one] Their position card is
           *[other] Their position cards are
        }
    } shuffled and dealt back: { $scrapped-count ->
        [0] nobody receives a scrap
        [one] { $scrapped-is ->
            [you] you receive
           *[they] { $scrapped } receives
        } a scrap and a token
       *[other] { $scrapped } receive a scrap and a token
    }. { $excluded-is ->
        [you] You sit
       *[they] They sit
    } out the rest of the round.

detroit-election-began = Broker election: from { $first-is ->
        [you] you
       *[they] { $first }
    }, each coalition player nominates or folds.

detroit-nominated = { $who-is ->
        [you] You stand
        [you-above] stand
        [they-above] stands
       *[they] { $who } stands
    } for broker.

detroit-folded = { $who-is ->
        [you] You fold.
        [you-above] fold.
        [they-above] folds.
       *[they] { $who } folds.
    }

detroit-support-revealed = { $who-is ->
        [you] You reveal
        [you-above] reveal
        [they-above] reveals
       *[they] { $who } reveals
    } { $kind ->
        [pair] a pair
        [brace] a brace
       *[mess] a mess
    } ({ $high }, { $low }).

detroit-broker-by-default = Everyone folded: { $broker-is ->
        [you] you are
       *[they] { $broker } is
    } broker.

detroit-broker-elected = { $who-is ->
        [you] You are
        [you-above] are
        [they-above] is
       *[they] { $who } is
    } elected broker.

detroit-split-began = { $who-is ->
        [you] You have
        [you-above] have
        [they-above] has
       *[they] { $who } has
    } { $total ->
        [one] { $total } plunder token
       *[other] { $total } plunder tokens
    } for { $eligible ->
        [one] { $eligible } eligible player
       *[other] { $eligible } eligible players
    }: { $base } each, and { $extras } extra to hand out one by one.

detroit-kept-extra = { $who-is ->
        [you] You keep
        [you-above] keep
        [they-above] keeps
       *[they] { $who } keeps
    } an extra plunder token.

detroit-gave-extra = { $who-is ->
        [you] You give
        [you-above] give
        [they-above] gives
       *[they] { $who } gives
    } an extra plunder token to { $to-is ->
        [you] you
       *[they] { $to }
    }.

detroit-nothing-to-split = No plunder position in the coalition: nothing to split.

# One player's share of the plunder: "Ann 2".
detroit-share = { $name-is ->
        [you] you
       *[they] { $name }
    } { $tokens }

detroit-plunder-split = The plunder ({ $total }) is paid out: { $shares }.

detroit-nobody-holds-plunder = Nobody holds plunder.

detroit-blame = Plunder pays { $paid } { $count ->
        [one] a token
       *[other] a token each
    }.

detroit-game-won = { $who-is ->
        [you] You have
        [you-above] have
        [they-above] has
       *[they] { $who } has
    } { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    } and { $who-is ->
        [you] win!
        [you-above] win!
       *[they] wins!
    }

# One player beaten on the tie-break; several follow one another.
detroit-beaten = { $name-is ->
        [you] You also have
       *[they] { $name } also has
    } as many, but { $winner } beats { $card }.

detroit-beaten-next = { $first } { $next }
