"""Grunlings numbers read from the card data, and small card helpers the
steps share (rulebook: Components, and the card limit and Basket size).
"""

from __future__ import annotations

from itertools import combinations
from collections.abc import Sequence
from typing import Any

from ..catalog import GAMES
from .cards import CARD_TYPES, EVENT_RULES, NAME, ORANGE, PEAR, RULES


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


def _kinds(cards: Sequence[int]) -> list[str]:
    """Distinct card names among `cards`, sorted."""
    return sorted({NAME[c] for c in cards})


_BASKET_CACHE: dict[tuple[Any, ...], tuple[tuple[str, ...], ...]] = {}


def _basket_options(greens: list[str], low: int, high: int) -> tuple[tuple[str, ...], ...]:
    """Every Basket content of `low`..`high` cards from the green card names `greens`."""
    seen: set[str] = set()
    twice: set[str] = set()
    for name in greens:
        if name in seen:
            twice.add(name)
        else:
            seen.add(name)
    kinds = tuple(sorted(seen))
    key = (kinds, tuple(sorted(twice)), low, high)
    cached = _BASKET_CACHE.get(key)
    if cached is not None:
        return cached
    options: list[tuple[str, ...]] = []
    if low == 0:
        options.append(())
    if low <= 1 <= high:
        options.extend((k,) for k in kinds)
    if high >= 2:
        options.extend(combinations(kinds, 2))
        if twice:
            options.extend((a, a) for a in sorted(twice))
    result = tuple(options)
    if len(_BASKET_CACHE) > 100_000:  # bounded memory for long simulations
        _BASKET_CACHE.clear()
    _BASKET_CACHE[key] = result
    return result
