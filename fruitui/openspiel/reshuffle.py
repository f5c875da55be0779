"""Worlds for the decisions fruitui's determinizers do not deal.

A determinizer builds a whole state from one seat's view, but only where its
game's search plays (the start of a turn, say); inside an action, an Event or
another seat's window it refuses. There a world is dealt from a copy of the
true state instead: its pending steps kept, and only the cards the seat cannot
see dealt anew to the same hidden places, by their sizes and by what the view
shows of them (a hand's colours, say). Every function here mutates the copy it
is given; the caller checks that the seat's view is unchanged, so a world that
shows the seat anything new is never used.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fruitui.games.registry import game_info, resolve


def reshuffle_for(game: str) -> Callable[[Any, int, random.Random, bool], None] | None:
    """The game's reshuffle (its registry entry's `reshuffle`), or None.

    Each deals the world in place: (state, seat, rng, hands); `hands=False` leaves
    the others' hands as they are, for a decision whose choices show them (a
    Gecko's pick names the cards in the hand it picks from)."""
    reference = game_info(game).reshuffle
    return resolve(reference) if reference else None
