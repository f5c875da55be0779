"""Grunlings numbers read from the card data, and small card helpers the
steps share (rulebook: Components, and the card limit and Basket size).
"""

from __future__ import annotations

from itertools import combinations
from collections.abc import Sequence
from typing import Any

from fruitui.games.registry import GAMES
from fruitui.games.grunlings.cards import CARD_TYPES, EVENT_RULES, NAME, ORANGE, PEAR, RULES


INFO = GAMES["grunlings"]
CARD_NAMES: tuple[str, ...] = tuple(CARD_TYPES)
LOG_LINES = 60
LIMIT: int = RULES["card_limit"]
BASKET: int = RULES["basket_size"]
EVENTS_IN_GAME: int = RULES["events_in_game"]
TOP: int = RULES["top_view"]
RESET_TAKE: int = RULES["reset_take"]
GUESSES: int = EVENT_RULES["contest_guesses"]
FROST_KINDS = frozenset((ORANGE, PEAR))
DONE, END, STOP, PASS, ALLOW, BLOCK, KEEP = "done", "end", "stop", "pass", "allow", "block", "keep"
HIDDEN = "?"  # a face-down card, taken at random

Task = tuple[Any, ...]

PHASES = {
    "open_basket": "Setup: opening Baskets",
    "visitors": "Play Visitors",
    "basket": "Basket",
    "take": "Take Cards",
    "take2": "Take Cards",
    "discard": "Discard",
    "star": "Scoring: placing Star Fruits",
}


def kinds_of(cards: Sequence[int]) -> list[str]:
    """Distinct card names among `cards`, sorted."""
    return sorted({NAME[c] for c in cards})


def basket_options(greens: list[str], low: int, high: int) -> tuple[tuple[str, ...], ...]:
    """Every Basket content of `low`..`high` cards from the green card names `greens`.

    Built afresh each time: hands vary so much that a cache of these hit about
    one time in twenty, and cost more than building them."""
    kinds = sorted(set(greens))
    options: list[tuple[str, ...]] = [()] if low == 0 else []
    if low <= 1 <= high:
        options += map(_ALONE, kinds)
    if high >= 2:
        options += combinations(kinds, 2)
        if len(kinds) < len(greens):  # some name twice: a pair of it
            options += [(k, k) for k in kinds if greens.count(k) > 1]
    return tuple(options)


_ALONE = {name: (name,) for name in CARD_NAMES}.__getitem__  # name -> (name,), made once
