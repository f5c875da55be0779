"""The phases of a Fabled Fruit turn (rulebook: "A turn"): move, pay, act.
"""

from __future__ import annotations



# --- the game ------------------------------------------------------------------------

# Phases of a turn. The seat deciding is the mover unless noted.
MOVE = "move"  # pick a location to go to
PAY = "pay"  # hand one fruit to each player already there
CHOOSE = "action"  # the location's action, or a juice
TRADE_BACK = "trade-back"  # #2: the partner hands fruits back (partner decides)
EXCHANGE_WITH = "exchange-with"  # #3: pick the player to exchange with
EXCHANGE_GIVE = "exchange-give"  # #3: the partner hands 3 fruits (partner decides)
EXCHANGE_BACK = "exchange-back"  # #3: the mover hands back 3 fruits
OFFER = "offer-take"  # #4: each other player may take one fruit (they decide)
DISCARD = "discard"  # #5: mark fruits to discard, then done
PUSH = "reveal"  # #6: take what is revealed, or reveal another
