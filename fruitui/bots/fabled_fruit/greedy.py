"""A greedy Fabled Fruit player: presses a juice whenever it can pay for one,
otherwise collects fruit toward the juice it is closest to.

It reads only its own view (its hand, the public table) and the decision.
Choices are tuples whose first item names what they do (see the rules).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit import FabledFruitView, LocationView

Hand = list[int]  # fruits counted per kind, in view.fruits order

# How many fruits an action brings in, roughly, before any visitor fees.
UNIQUE_GAIN = 1.6  # #6 stopping after two different fruits
EXCHANGE_GAIN = 1.3  # #3: one drawn, and the exchange swaps junk for need
OFFER_TAKE_RATE = 0.8  # #4: share of other players who take something


_MISSING: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
_AFTER: dict[tuple[tuple[int, ...], int, tuple[int, ...]], tuple[int, ...]] = {}
_CACHE_LIMIT = 50_000  # hands repeat a lot; bounded memory for long simulations


def missing(hand: Sequence[int], loc: LocationView) -> int:
    """How many more fruits the hand needs to pay the location's price."""
    key = (tuple(hand), loc.price, loc.price_any)
    found = _MISSING.get(key)
    if found is None:
        short = spare = 0
        for have, need in zip(hand, loc.price):
            left = have - need
            if left < 0:
                short -= left
            else:
                spare += left
        found = short + max(0, loc.price_any - spare)
        if len(_MISSING) > _CACHE_LIMIT:
            _MISSING.clear()
        _MISSING[key] = found
    return found


def open_locations(view: FabledFruitView) -> list[LocationView]:
    return [loc for loc in view.locations if loc.cards_left]


def location(view: FabledFruitView, number: int) -> LocationView:
    locations = view.locations
    if 0 < number <= len(locations):  # the rules list them by number: look there first
        loc = locations[number - 1]
        if loc.number == number:
            return loc
    return next(loc for loc in locations if loc.number == number)


def target(view: FabledFruitView, hand: Sequence[int]) -> LocationView:
    """The juice this hand is closest to (fewest fruits missing)."""
    return min(open_locations(view), key=lambda loc: (missing(hand, loc), -loc.cards_left))


def surplus(hand: Sequence[int], goal: LocationView) -> list[float]:
    """How little each kind is worth keeping: fruits beyond the goal's price.

    Kinds not held score -inf so they are never picked to give away."""
    return [
        float(have - need) + 0.01 * have if have else float("-inf")
        for have, need in zip(hand, goal.price)
    ]


def spare_kind(hand: Sequence[int], goal: LocationView, allowed: set[int]) -> int:
    worth = surplus(hand, goal)
    return max(allowed, key=lambda k: worth[k])


def after_giving(hand: Sequence[int], count: int, goal: LocationView) -> Hand:
    """The hand left after handing over `count` of its least needed fruits."""
    key = (tuple(hand), count, goal.price)
    found = _AFTER.get(key)
    if found is None:
        left = list(hand)
        for _ in range(min(count, sum(left))):
            held = {k for k, n in enumerate(left) if n}
            left[spare_kind(left, goal, held)] -= 1
        if len(_AFTER) > _CACHE_LIMIT:
            _AFTER.clear()
        found = _AFTER[key] = tuple(left)
    return list(found)


_KIND_INDEX: dict[tuple[str, ...], dict[str, int]] = {}  # fruit names -> their index
_METHOD_NAMES: dict[str, str] = {}  # decision kind -> the method that answers it


class GreedyBot:
    needs_view = True

    def choose(self, view: FabledFruitView, decision: Decision, rng: random.Random) -> Choice:
        self.view, self.rng = view, rng
        kinds = _KIND_INDEX.get(view.fruits)
        if kinds is None:  # the fruits are the same every decision: index them once
            kinds = _KIND_INDEX[view.fruits] = {fruit: k for k, fruit in enumerate(view.fruits)}
        self.kinds = kinds
        self.hand = list(view.hand)
        self._goal: LocationView | None = None  # worked out only by the kinds that use it
        method = _METHOD_NAMES.get(decision.kind)
        if method is None:
            method = _METHOD_NAMES[decision.kind] = "_" + decision.kind.replace("-", "_")
        handler = getattr(self, method, None)
        choices: tuple[Any, ...] = decision.choices
        if handler is None:
            return choices[int(rng.random() * len(choices))]
        return handler(choices, decision.seat)

    @property
    def goal(self) -> LocationView:
        """The juice the hand is closest to (see `target`), once per decision."""
        if self._goal is None:
            self._goal = target(self.view, self.hand)
        return self._goal

    # -- one method per decision kind --------------------------------------------

    def _move(self, choices: tuple[Any, ...], seat: int) -> Choice:
        return max(choices, key=lambda c: self._move_value(c[1]) + self.rng.random() * 0.1)

    def _pay(self, choices: tuple[Any, ...], seat: int) -> Choice:
        # The least needed fruit; when short, feed whoever has the fewest juices.
        worth = surplus(self.hand, self.goal)
        return max(choices, key=lambda c: worth[self.kinds[c[2]]]
                   - 0.1 * len(self.view.juices[c[1]]))

    def _action(self, choices: tuple[Any, ...], seat: int) -> Choice:
        juices = [c for c in choices if c[0] == "juice"]
        if juices:
            # Pay the "any" part with what the next juice needs least.
            here = location(self.view, self.view.pawns[seat])  # type: ignore[arg-type]  # juicing: on the board
            return max(juices, key=lambda c: self._juice_leftover_value(here, c))
        trades = [c for c in choices if len(c) == 2]
        if trades:  # #2: a partner with 2 or more fruits hands back the most
            return max(trades, key=lambda c: (min(self.view.hand_sizes[c[1]], 2),
                                              self.rng.random()))
        return choices[0]

    def _give(self, choices: tuple[Any, ...], seat: int) -> Choice:
        allowed = {self.kinds[c[1]] for c in choices}
        return ("give", self.view.fruits[spare_kind(self.hand, self.goal, allowed)])

    _trade_back = _exchange_give = _exchange_back = _give

    def _exchange_with(self, choices: tuple[Any, ...], seat: int) -> Choice:
        return max(choices, key=lambda c: (self.view.hand_sizes[c[1]], self.rng.random()))

    def _offer_take(self, choices: tuple[Any, ...], seat: int) -> Choice:
        need = [max(0, p - h) for h, p in zip(self.hand, self.goal.price)]
        wanted = [c for c in choices if c[0] == "take"]
        best = max(wanted, key=lambda c: need[self.kinds[c[1]]], default=None)
        if best is not None and (need[self.kinds[best[1]]] or sum(self.hand) < 3):
            return best
        return ("pass",)

    def _discard(self, choices: tuple[Any, ...], seat: int) -> Choice:
        marked = self.view.marked or (0,) * len(self.hand)
        kept = [h - m for h, m in zip(self.hand, marked)]
        price = self.goal.price
        junk = [c for c in choices if c[0] == "discard" and kept[self.kinds[c[1]]] > price[
            self.kinds[c[1]]]]
        # Discarding only pays off when it makes us draw a fresh fruit.
        if junk and sum(kept) <= 3:
            worth = surplus(kept, self.goal)
            return max(junk, key=lambda c: worth[self.kinds[c[1]]])
        return ("done",)

    def _reveal(self, choices: tuple[Any, ...], seat: int) -> Choice:
        # Another reveal pays off on average only while one fruit is showing.
        if len(self.view.revealed) < 2 and ("reveal",) in choices:
            return ("reveal",)
        return ("take-all",)

    # -- estimates ----------------------------------------------------------------

    def _juice_leftover_value(self, here: LocationView, choice: tuple[Any, ...]) -> float:
        left = [h - p for h, p in zip(self.hand, here.price)]
        for fruit in choice[1:]:
            left[self.kinds[fruit]] -= 1
        worth = surplus(self.hand, target(self.view, left))
        return sum(worth[self.kinds[f]] for f in choice[1:])

    def _move_value(self, number: int) -> float:
        view = self.view
        loc = location(view, number)
        visitors = len(loc.pawns)
        left = after_giving(self.hand, visitors, loc)
        if missing(left, loc) == 0:
            return 100.0 - visitors  # a juice this turn
        params = dict(loc.params)
        size = sum(left)
        if loc.action == "draw":
            gain = float(params.get("draw", 1))
        elif loc.action == "trade":
            gain = params["get"] - 1.0 if left[self.kinds[params["give"]]] else 1.0
        elif loc.action == "exchange":
            gain = EXCHANGE_GAIN
        elif loc.action == "offer":
            gain = OFFER_TAKE_RATE * (len(view.names) - 1) if size else 1.0
        elif loc.action == "refill":
            goal = target(view, left)
            junk = sum(max(0, h - p) for h, p in zip(left, goal.price))
            gain = max(0, params["refill_to"] - size) + 0.5 * min(junk, 3) * (size <= 3)
        elif loc.action == "unique":
            gain = UNIQUE_GAIN
        else:
            gain = 1.0
        return gain - 0.5 * visitors
