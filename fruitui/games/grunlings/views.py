"""What one seat may see of a Grunlings table (frozen, comparable).

The parts are named tuples (immutable, and cheap to build for every
decision a bot makes); the view itself is a frozen msgspec Struct (see
rules/records.py).
"""

from __future__ import annotations

from typing import NamedTuple

from msgspec import Struct


class PileView(NamedTuple):
    size: int
    top: tuple[str, ...]  # the top five, top card first: anyone may look at them


class PlayerView(NamedTuple):
    name: str
    leaf: int
    sloth: bool             # holds a Sloth token: skips the next turn, safe from Visitors
    hand_size: int
    hand_green: int         # card backs are visible: green (Grunling/Darkling) ...
    hand_blue: int          # ... and blue (Visitor)
    basket_size: int
    basket_seen: tuple[str, ...]  # Basket cards this seat may see (own, or face up by a Bear)
    hand_seen: tuple[str, ...]    # hand cards shown to all (Frost, Growing Contest guesses)
    predicted: bool         # the Grape Connoisseur card lies beside this player
    end_cards: tuple[str, ...]    # every card, once the game is over
    hand_known: tuple[str, ...] = ()  # hand cards everyone saw go in and not leave (known.py)
    # Its latest turn's tells (known.py): what its Take step took ("" unseen) and the
    # pile tops it passed over; the cards it chose to discard over the limit.
    take_tell: tuple[str, ...] = ()
    shed_tell: tuple[str, ...] = ()


class GrunlingsView(Struct, frozen=True):  # built for every bot decision
    """What one seat may see of a Grunlings table (a spectator: seat None)."""

    seat: int | None
    names: tuple[str, ...]
    log: tuple[str, ...]
    finished: bool
    active: int | None      # whose turn it is
    deciding: int | None    # who must choose now (may differ: blocks, votes, drafts)
    phase: str
    turn: int
    hand: tuple[str, ...]   # your hand, sorted; empty for a spectator
    basket: tuple[str, ...]  # your Basket
    players: tuple[PlayerView, ...]
    sets: tuple[str, ...]
    shop: tuple[str, ...]
    draw_size: int
    piles: tuple[PileView, ...]
    events: tuple[str, ...]  # revealed Events in order
    events_left: int         # Events still to come (the last one ends the game)
    final: bool              # the final Event has been drawn
    card_limit: int
    baskets_locked: bool     # Angry Farmer: no more Basket phases
    effects: tuple[str, ...]  # lasting until the next Event: Frost, Wildfire, Drought, Bear
    prediction: tuple[int, int] | None  # (who predicted, on whom)
    sloth_supply: int
    leaf_spends: bool        # whether Leaf Tokens may be spent in this Discard phase
    fog_options: tuple[str, ...]
    fog_voted: tuple[int, ...]          # seats whose secret vote is in
    my_vote: tuple[int, int] | None     # (option, Leaf Tokens added)
    tornado_pool: tuple[str, ...]       # face-up draft cards (after the shuffle)
    tornado_put: tuple[int, ...]        # cards each seat has put in face down
    my_put: tuple[str, ...]
    volcano_chosen: tuple[int, ...]     # seats whose secret Eruption card is chosen
    my_volcano: str | None
    removed: int             # cards put out of the game face down (Summer Rain, final)
    basket_face_up: tuple[str, ...] = ()  # your Basket cards a Bear turned face up (all see them)
    star_copies: tuple[tuple[str, ...] | None, ...] = ()  # each seat's Star Fruit copies, at the end
    my_star_copies: tuple[str, ...] | None = None  # what your Star Fruits copy, once placed
