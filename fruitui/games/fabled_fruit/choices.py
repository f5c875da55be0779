"""Paying and the shared choice tables (rulebook: "Moving your pawn" and
paying at a location); choices are built once and reused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit.cards import INFO, FRUITS, KINDS, Location, LOCATIONS


# --- pure helpers ------------------------------------------------------------------


def can_pay(counts: Sequence[int], loc: Location, fee: int = 0) -> bool:
    """Whether a hand with these per-kind counts covers the location's price, after
    handing `fee` fruits of its choice to the pawns already there."""
    spare = 0
    for have, need in zip(counts, loc.price):
        if have < need:
            return False
        spare += have - need
    return spare >= loc.price_any + fee


def wildcard_options(counts: Sequence[int], loc: Location) -> list[tuple[int, ...]]:
    """Every way to pick the 'any' fruits of a price; assumes `can_pay`."""
    spare = [have - need for have, need in zip(counts, loc.price)]
    if loc.price_any == 0:
        return [()]
    options = []
    for combo in combinations_with_replacement([k for k in KINDS if spare[k] > 0], loc.price_any):
        if all(combo.count(k) <= spare[k] for k in set(combo)):
            options.append(combo)
    return options


# A choice the state has found among its decision's choices: always one of the
# tuples below, so the rules read its items.
Picked = tuple[Any, ...]

# Choice tuples are built once and shared (building them costs more than
# reusing). Tables are indexed by a mask of the fruit kinds on hand: bit k set
# when kind k is there.
_GO = {loc.number: ("go", loc.number) for loc in LOCATIONS}
ACT: Choice = ("act",)
DONE: Choice = ("done",)
PASS: Choice = ("pass",)
TAKE_ALL: Choice = ("take-all",)
REVEAL: Choice = ("reveal",)
MASKS = range(1 << len(FRUITS))


def _by_mask(make: Callable[[int], Choice], extra: tuple[Choice, ...] = ()) -> tuple[
        tuple[Choice, ...], ...]:
    return tuple(tuple(make(k) for k in KINDS if mask >> k & 1) + extra for mask in MASKS)


# sum(compress(BITS, hand)) is the mask of the kinds in a per-kind hand (in C).
BITS: tuple[int, ...] = tuple(1 << k for k in KINDS)


GIVE_BY_MASK = _by_mask(lambda k: ("give", FRUITS[k]))
TAKE_BY_MASK = _by_mask(lambda k: ("take", FRUITS[k]), (PASS,))
DISCARD_BY_MASK = _by_mask(lambda k: ("discard", FRUITS[k]), (DONE,))


def _pay_to(visitor: int) -> Callable[[int], Choice]:
    return lambda k: ("give", visitor, FRUITS[k])


PAY_BY_MASK = tuple(_by_mask(_pay_to(visitor)) for visitor in range(INFO.max_players))


# MOVE_CHOICES[stacks on table mask][pawn location, OFF = off the board]
OFF = len(LOCATIONS)
MOVE_CHOICES = tuple(
    tuple(
        tuple(_GO[loc.number] for loc in LOCATIONS if loc.index != here and table >> loc.index & 1)
        for here in range(OFF + 1)
    )
    for table in range(1 << len(LOCATIONS))
)

# Per seat names: (prompts by key, fixed prompts by phase, seats after each, #2
# choices); games with the same seats (a simulation) share them.
PER_NAMES: dict[tuple[str, ...], tuple[Any, ...]] = {}
# Juice choices by (location, spare fruits of each kind capped at the "any" count).
JUICE_CHOICES: dict[tuple[int, ...], tuple[Choice, ...]] = {}



def _make_decision_slowly(cls: type, fields: tuple[Any, ...]) -> Decision:
    return cls(*fields)


# Decision is a NamedTuple: tuple.__new__ builds one without its Python-level
# __new__ (a decision is built for nearly every choice in a simulation).
MAKE_DECISION: Callable[[type, tuple[Any, ...]], Decision] = (
    tuple.__new__
    if issubclass(Decision, tuple) else _make_decision_slowly
)
