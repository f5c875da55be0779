"""Gobblin' Goblins numbers read from the card data, the target stages of the
Action cards, and choice tuples built once and shared (no allocation per
decision).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from fruitui.games.base import Choice
from fruitui.games.registry import GAMES
from fruitui.games.gobblin_goblins.cards import CARD_COUNT, FULL_DECK, NAME, TABLE, deck_for


INFO = GAMES["gobblin-goblins"]
GROT_MIN: int = TABLE["grot_min_plate"]
WORKER_DRAWS: int = TABLE["worker_draws"]
WORKER_MIN_PILE: int = TABLE["worker_min_pile"]
SECONDS_DRAWS: int = TABLE["seconds_draws"]
EXPLOSIVE: int = TABLE["explosive_count"]
DODGY: int = TABLE["dodgy_discount"]

# A step on the state's stack: its name first (see `state`), then its data.
Step = tuple[Any, ...]
# A choice as this game offers it: always a tuple, its tag first.
Offered = tuple[Any, ...]

PASS: Choice = ("pass",)
REFUSE: Choice = ("refuse",)
EAT, IGNORE = ("eat",), ("ignore",)
FROM_PILE, FROM_DISCARD = ("draw", "pile"), ("draw", "discard")

# The target stage each card starts with, and what its choices pick.
FIRST_STAGE = {
    "eat-your-greens": "greens", "pinch": "pinch", "swapsies": "swap-give",
    "chunder": "chunder", "explosive-diarrhoea": "explode",
    "look-a-squirrel": "squirrel", "oops-wrong-plate": "oops-give",
    "pass-it-along": "along-take", "quick-gulp": "gulp",
}
STAGE_PROMPTS = {
    "greens": "Eat Your Greens: choose the goblin who must eat",
    "pinch": "Pinch: choose a food to take from another plate",
    "swap-give": "Swapsies: choose a food of yours to give away",
    "swap-take": "Swapsies: choose a food to take in exchange",
    "chunder": "Chunder: choose the goblin who brings up its last gobbled card",
    "explode": "Explosive Diarrhoea: choose the goblin who loses its last gobbled cards",
    "squirrel": "Look, a Squirrel!: choose a food to take onto your plate",
    "oops-give": "Oops, Wrong Plate: choose a food from your plate to move",
    "oops-to": "Oops, Wrong Plate: choose the plate it lands on",
    "along-take": "Pass It Along: choose a food on another plate to move",
    "along-to": "Pass It Along: choose the plate it lands on",
    "gulp": "Quick Gulp: choose a food from your plate to gobble",
}


@cache
def _seating(abilities: tuple[str, ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per seat: plates its Distractions may reach (never another goblin's Hippy),
    every seat from it around the table, and its Distraction window order
    (everyone after it, itself last)."""
    n = len(abilities)
    open_to = tuple(tuple(o for o in range(n) if o != s and abilities[o] != "hippy")
                    for s in range(n))
    from_seat = tuple(tuple((s + k) % n for k in range(n)) for s in range(n))
    window = tuple(order[1:] + order[:1] for order in from_seat)
    return open_to, from_seat, window


@cache
def _box_for(players: int) -> tuple[int, ...]:
    in_play = set(deck_for(players))
    return tuple(c for c in FULL_DECK if c not in in_play)


# Choices are built once per card or seat and shared: no allocation per decision.
_FOOD = tuple(("food", c) for c in range(CARD_COUNT))
_ACTION = tuple(("action", c) for c in range(CARD_COUNT))
_DISCARD = tuple(("discard", c) for c in range(CARD_COUNT))
_DISTRACT = tuple(("distract", c) for c in range(CARD_COUNT))
_CARD = tuple(("card", c) for c in range(CARD_COUNT))
_GOBLIN = tuple(("goblin", s) for s in range(16))
_TO = tuple(("to", s) for s in range(16))
_DRAW_PLAY, _WORKER, _GROT = ("draw-play",), ("worker",), ("grot",)
_TURN = ("turn",)


def _lowest_by_name(cards: Sequence[int]) -> list[int]:
    """One card per name (the lowest id): same-named cards are interchangeable."""
    seen: dict[str, int] = {}
    for card in sorted(cards):
        seen.setdefault(NAME[card], card)
    return list(seen.values())


def _plate_choices(plate: Sequence[int]) -> tuple[Offered, ...]:
    if len(plate) == 1:
        return (("card", plate[0]),)
    return tuple(("card", c) for c in _lowest_by_name(plate))
