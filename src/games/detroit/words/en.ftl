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

# Guide (guide.rs): each lesson's title, a few words for the guide's summary,
# and its text. ● marks a plunder card, ○ a scrap.

detroit-guide-factions-title = Factions and bosses
detroit-guide-factions = Everyone who played a card of the same suit is in that faction for the round, and its highest card makes its boss. The bosses now take turns to propose a coalition (largest faction first); each boss named in a proposal may refuse it, and one refusal sinks it.

detroit-guide-coalition-title = A coalition
detroit-guide-coalition = A coalition formed: its factions hold more than half of the players, and the boss named for the gravy took a token. Only the coalition's players share its plunder: one token for each plunder card (●) among their position cards.

detroit-guide-scraps-title = Scraps for those left out
detroit-guide-scraps = Players left out of the coalition had their position cards shuffled and dealt back to them, one each: whoever got a scrap card (○) took a token. Then they sat out the rest of the round.

detroit-guide-no-coalition-title = No coalition
detroit-guide-no-coalition = Every boss proposed once and no proposal was accepted, so no coalition formed: each player whose position card is plunder (●) took a token, and the boss of the largest faction starts the next round.

detroit-guide-broker-title = The broker and the plunder
detroit-guide-broker = The broker was elected: of the coalition players who stood, the best two hidden cards won (a pair of numbers beats two of a suit, which beats two unrelated cards; then the highest card). The broker splits the plunder evenly, hands out the odd tokens, and starts the next round; players who stood and lost get no plunder.

detroit-guide-position-title = Taking a position
detroit-guide-position = Play one card face up: its suit is the faction you back this round, and the highest card of a faction makes its boss. Your two other cards stay hidden for later. The first player to reach 5 tokens wins at once.

detroit-guide-position-tip-title = Which card to play
detroit-guide-position-tip = A tip: a low card (1–3) is plunder (●), a token for the coalition to share, or for you if no coalition forms; a middling one (4–6) is a scrap (○), a chance of a token if your faction is left out; a high one (7–11) makes a boss and wins ties. Keep a pair for the broker election if you can.

detroit-guide-propose-title = Proposing a coalition
detroit-guide-propose = As a boss, propose factions that together hold more than half of the players, with none that could be left out. Fewer players in it means more plunder each.

detroit-guide-propose-gravy-title = The gravy
detroit-guide-propose-gravy = A proposal also names a boss for the gravy, one token at once, even a boss outside the coalition: giving it to a boss who must agree buys their yes.

detroit-guide-respond-title = Answering a proposal
detroit-guide-respond = Accept or refuse the proposal. Refusing sinks it at once; accept if your faction is in it and the plunder is worth more than your chances with the next proposer.

detroit-guide-stand-title = Standing for broker
detroit-guide-stand = Stand for broker or fold. The best two hidden cards win (a pair, then two of a suit, then the highest card); the broker splits the plunder and hands out the odd tokens, but a player who stands and loses gets no plunder at all: stand only with a strong pair.

detroit-guide-split-title = Splitting the plunder
detroit-guide-split = As broker, give the odd plunder tokens one at a time. A good broker gives them to players who are far from winning, never to the leader.

# Refusals (error.rs): why an action is refused, in lower case and without a
# full stop (a disabled move's tooltip). A seat is "Player { $player }";
# `$waiting` is the decision the table waits for.

detroit-not-now = not now: the table is { $waiting ->
        [propose] proposing a coalition
        [respond] accepting or refusing a proposal
        [nominate-or-fold] nominating or folding for broker
        [give-plunder] handing out the extra plunder tokens
       *[take-position] taking a position
    }

detroit-card-not-in-hand = you do not hold { $card }

detroit-empty-coalition = a coalition needs at least one faction

detroit-faction-absent = nobody has a { $suit } position, so it has no boss

detroit-no-majority = only { $players ->
        [one] { $players } player
       *[other] { $players } players
    }: a coalition needs a majority, at least { $needed }

detroit-superfluous = { $faction } is superfluous: without it the coalition still has { $without } of { $total ->
        [one] { $total } player
       *[other] { $total } players
    }

detroit-no-such-seat = there is no Player { $player }

detroit-failed-nominee = Player { $player } was a failed nominee and cannot receive plunder

detroit-not-in-coalition = Player { $player } is not in the coalition

detroit-already-given-extra = Player { $player } already has an extra token: the split must stay even

# Standings (standings.rs): what the total counts, the columns (where each
# seat's tokens came from), and the tie-break, as it follows "wins on".

detroit-unit-one = token
detroit-unit-other = tokens

detroit-part-gravy = Gravy
detroit-part-plunder = Plunder
detroit-part-scraps = Scraps
detroit-part-no-coalition = No coalition

detroit-tie-break = the higher position card

# A seat's position card on the tie-break, with its dots when a tied seat
# holds a card of the same number: "Railroad 7 (2 dots)".
detroit-tie-card-dots = { $card } ({ $dots ->
        [one] { $dots } dot
       *[other] { $dots } dots
    })

detroit-tie-no-card = no card

# News (news.rs): a move that settled a round, in one line, for the news's
# summary of earlier moves ("3 earlier moves: …"). Its parts follow one another.

detroit-digest = { $parts }.

detroit-digest-next = { $first }; { $next }

detroit-digest-coalition = { $proposals ->
        [0] Coalition formed
        [one] Coalition formed after { $proposals } proposal
       *[other] Coalition formed after { $proposals } proposals
    }, the gravy to { $gravy-is ->
        [you] you
       *[they] { $gravy }
    }

detroit-digest-no-coalition = { $proposals ->
        [0] No coalition
        [one] No coalition after { $proposals } proposal
       *[other] No coalition after { $proposals } proposals
    }

detroit-digest-broker = broker { $broker-is ->
        [you] you
       *[they] { $broker }
    }

# `$shares` as the events' shares: "you 2, Bo 1".
detroit-digest-plunder = plunder: { $shares }

detroit-digest-blame = plunder pays { $paid }

detroit-digest-won = { $who-is ->
        [you] you win
       *[they] { $who } wins
    } the game
