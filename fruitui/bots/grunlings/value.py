"""Greedy's rules with a better sense of worth: each card valued by what it adds
to the seat's whole holding.

The greedy bot gives every card a rough fixed worth (Grapes 8, a Melon 12 or
-3, ...). This bot keeps greedy's rules for every decision and changes only
that worth: a card's worth is the value of the holding (hand and Basket) with
it minus the value without it. The holding's value is its final score by the
rules' own scoring (the rules' tally), plus a guess at the majority bonuses
it may win and at what its unfinished sets (an unpaired Melon, a few Apples,
Berries short of a bonus, Tropic fruits short of all four) may still become;
that last part shrinks as the Draw Pile runs out.

It reads only the seat's view: its own cards and the Draw Pile's size. The
weights below were tuned by paired matches against three greedy bots (the
figures: benchmarks/NOTES.md).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from fruitui.games.grunlings.cards import CARD_TYPES, VISITOR
from fruitui.games.grunlings.tally import APPLE_TABLE, BERRY
# The rules' tally of a holding (a list of sums) and its profile, built card by
# card here: the rules keep these private; this bot values many holdings a move.
from fruitui.games.grunlings.tally import (_ADDS as KIND_ADDS, _APPLES as APPLES_PLACE,
                                           _BERRY as BERRY_PLACE, _CHERRIES, _FIXED as FIXED_PLACE,
                                           _GRAPES as GRAPES_PLACE, _HONEYDEW, _LEMONS, _SETS,
                                           _SHRUBS, _TALLY_SIZE as TALLY_SIZE, _TROPIC0,
                                           _WATERMELON, _finish as tally_profile)
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.bots.grunlings.greedy import _Tally, GreedyBot, worth as greedy_worth

STAR = "Star Fruit"
SMALL_AT, SMALL = BERRY["small_bonus_at"], BERRY["small_bonus"]
LARGE_AT, LARGE = BERRY["large_bonus_at"], BERRY["large_bonus"]
GRAPES_BONUS, SHRUB_BONUS, CHERRIES_BONUS = 8, 10, 16  # the rulebook's majority bonuses
TROPIC_BONUS, MELON_PAIR_SWING = 30, 30  # all four Tropic fruits; -5 unpaired to +25 paired

# Tuned weights. The chance of holding the most, by how many one holds.
MAJORITY_CHANCE = (0.0, 0.2, 0.55, 0.85, 1.0)
CHERRIES_FROM, CHERRIES_SPAN = 4, 7  # Set Grunlings from which Cherries start to pay, and to 1
LEMON = 7.0  # the Bitter Lemon: +5 for its holder and -5 for the leader, often a rival
# How much of a set's next step counts while the whole game is still ahead.
MELON_HOPE, APPLE_HOPE, BERRY_HOPE, TROPIC_HOPE = 0.8, 0.5, 0.6, 1.0
FULL_DRAW = 50  # Draw Pile size from which all the hope counts; none at 0


_MOST = len(MAJORITY_CHANCE) - 1


def majority_chance(n: int) -> float:
    return MAJORITY_CHANCE[min(n, _MOST)]


_WORTHS: dict[tuple[object, ...], dict[str, float]] = {}  # ValueBot's worths by holding
# Entries a memo keeps before it is emptied: most repeats come within one move's
# rollouts, so a small cap bounds memory at no cost in speed.
_MEMO_CAP = 20_000
# Each scored kind's adds to a holding's tally (Star Fruits and Visitors score no points here).
_ADD = {name: adds for name, adds in KIND_ADDS.items()
        if name != STAR and CARD_TYPES[name].type != VISITOR}
TROPIC_PLACES = range(_TROPIC0, _TROPIC0 + 4)
# Kinds whose only share in a profile's base (which reads the places before
# GRAPES_PLACE) is their fixed points: one more adds those points, whatever is held.
_FIXED_GAIN = {name: sum(x for i, x in adds if i == FIXED_PLACE) for name, adds in _ADD.items()
               if all(i == FIXED_PLACE or i >= GRAPES_PLACE for i, _ in adds)}

# A holding as the value reads it: its scored cards' tally, its Star Fruits, and
# the kinds of scored card it holds (sorted: the ones a Star Fruit may copy).
Holding = tuple[list[int], int, list[str]]


def _remembered(memo: dict[tuple[object, ...], Any], key: tuple[object, ...],
                make: Callable[[], Any]) -> Any:
    """`memo[key]`, made by `make()` the first time (the memo emptied at its cap)."""
    found = memo.get(key)
    if found is None:
        if len(memo) >= _MEMO_CAP:
            memo.clear()
        found = memo[key] = make()
    return found


def _holding(held: Counter[str]) -> Holding:
    tally = [0] * TALLY_SIZE
    stars = 0
    kinds = []
    for kind, n in held.items():
        if n <= 0:
            continue
        if kind == STAR:
            stars = n
            continue
        adds = _ADD.get(kind)
        if adds is None:  # a Visitor
            continue
        kinds.append(kind)
        for i, x in adds:
            tally[i] += x * n
    kinds.sort()
    return tally, stars, kinds


_BASES: dict[tuple[int, ...], int] = {}  # a profile's base by the places it reads


def _base(tally: list[int]) -> int:
    """tally_profile(tally).base, remembered (Star Fruit copies weigh the same ones often)."""
    key = tuple(tally[:GRAPES_PLACE])
    found = _BASES.get(key)
    if found is None:
        if len(_BASES) >= _MEMO_CAP:
            _BASES.clear()
        found = _BASES[key] = tally_profile(tally)[0]
    return found


def holding_value(held: Counter[str], hope: float) -> float:
    """Points a holding is expected to bring, `hope` (0..1) the share of the
    game still ahead in which unfinished sets may grow."""
    return _value(*_holding(held), hope)


def _value(tally: list[int], stars: int, kinds: list[str], hope: float) -> float:
    if stars and kinds:
        # The kinds the Star Fruits copy: each in turn the one that adds the most
        # points, the first in name order on a tie (a quick reckoning; the rules'
        # own choice happens at the end).
        tally = tally.copy()
        copies: list[str] = []
        fixed = _FIXED_GAIN
        for _ in range(stars):
            best, top = None, 0
            now = _base(tally)
            for kind in kinds:
                if kind in copies:
                    continue
                gain = fixed.get(kind)
                if gain is not None:
                    base = now + gain
                else:
                    trial = tally.copy()
                    for i, x in _ADD[kind]:
                        trial[i] += x
                    base = _base(trial)
                if best is None or base > top:
                    best, top = kind, base
            if best is None:
                break
            copies.append(best)
            for i, x in _ADD[best]:
                tally[i] += x
    # The profile's fields, read from the tally: its base, Grapes, Darkshrubs, ...
    value = float(_base(tally))
    value += GRAPES_BONUS * MAJORITY_CHANCE[min(tally[GRAPES_PLACE], _MOST)]
    value += SHRUB_BONUS * MAJORITY_CHANCE[min(tally[_SHRUBS], _MOST)]
    if tally[_CHERRIES]:
        share = (tally[_SETS] - CHERRIES_FROM) / CHERRIES_SPAN
        value += CHERRIES_BONUS * min(1.0, max(0.0, share))
    if tally[_LEMONS]:
        value += LEMON
    if hope <= 0:
        return value
    unpaired = abs(tally[_WATERMELON] - tally[_HONEYDEW])
    value += hope * MELON_HOPE * MELON_PAIR_SWING * unpaired
    apples = tally[APPLES_PLACE]
    if 0 < apples < len(APPLE_TABLE) - 1:
        value += hope * APPLE_HOPE * (APPLE_TABLE[apples + 1] - APPLE_TABLE[apples])
    berry = tally[BERRY_PLACE]
    if 0 < berry < SMALL_AT:
        value += hope * BERRY_HOPE * SMALL * berry / SMALL_AT
    elif SMALL_AT <= berry < LARGE_AT:
        value += hope * BERRY_HOPE * (LARGE - SMALL) * (berry - SMALL_AT) / (LARGE_AT - SMALL_AT)
    fruits = sum(1 for i in TROPIC_PLACES if tally[i])
    if 0 < fruits < len(TROPIC_PLACES):
        value += hope * TROPIC_HOPE * TROPIC_BONUS * (fruits / len(TROPIC_PLACES)) ** 2
    return value


class ValueTally(_Tally):
    """The seat's cards; a card's worth is what it adds to (or, held, brings to)
    the holding's value. Visitors keep greedy's worth."""

    __slots__ = ("_hope", "_value", "_holding")

    def __init__(self, hope: float, *groups: tuple[str, ...]) -> None:
        super().__init__(*groups)
        self._hope = hope
        self._value: float | None = None
        self._holding: Holding | None = None

    def worth(self, name: str) -> float:
        found = self._worths.get(name)
        if found is not None:
            return found
        card = CARD_TYPES.get(name)
        if card is None or card.type == VISITOR:
            found = greedy_worth(name, self)
        else:
            hope = self._hope
            if self._holding is None:
                self._holding = _holding(self)
                self._value = _value(*self._holding, hope)
            tally, stars, kinds = self._holding
            count = self.get(name, 0)
            held = count > 0
            # The holding with one card of `name` fewer (held: what keeping it
            # brings) or more (not held: what taking it adds).
            if name == STAR:
                other = _value(tally, stars - 1 if held else stars + 1, kinds, hope)
            else:
                step = -1 if held else 1
                changed = tally.copy()
                for i, x in _ADD[name]:
                    changed[i] += step * x
                if not held:
                    kinds = sorted((*kinds, name))
                elif count == 1:
                    kinds = [k for k in kinds if k != name]
                other = _value(changed, stars, kinds, hope)
            assert self._value is not None
            found = self._value - other if held else other - self._value
        self._worths[name] = found
        return found


class ValueBot(GreedyBot):
    """Greedy's rules, each card's worth from the whole holding (see above)."""

    def _held(self, view: GrunlingsView) -> _Tally:
        hope = min(1.0, view.draw_size / FULL_DRAW)
        tally = ValueTally(hope, view.hand, view.basket)
        # A card's worth depends only on the holding and hope: share the answers
        # between decisions (hard's rollouts meet the same holdings often).
        tally._worths = _remembered(_WORTHS, (hope, view.hand, view.basket), dict)
        return tally
