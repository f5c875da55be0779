"""A greedy Fabled Fruit player: presses a juice whenever it can pay for one,
otherwise collects fruit toward the juice it is closest to.

It reads only its own view: its hand, the public table and the decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules.base import Choice, Decision
from ..rules.fabled_fruit import FabledFruitView, LocationView

Hand = list[int]


def missing(hand: Sequence[int], loc: LocationView) -> int:
    """How many more fruits the hand needs to pay the location's price."""
    short = spare = 0
    for have, need in zip(hand, loc.price):
        if have < need:
            short += need - have
        else:
            spare += have - need
    return short + max(0, loc.price_any - spare)


def can_pay(hand: Sequence[int], loc: LocationView) -> bool:
    return missing(hand, loc) == 0


def open_locations(view: FabledFruitView) -> list[LocationView]:
    return [loc for loc in view.locations if loc.cards_left]


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
    left = list(hand)
    for _ in range(min(count, sum(left))):
        held = {k for k, n in enumerate(left) if n}
        left[spare_kind(left, goal, held)] -= 1
    return left


class GreedyBot:
    needs_view = True

    def choose(self, view: FabledFruitView, decision: Decision, rng: random.Random) -> Choice:
        kinds = {fruit: k for k, fruit in enumerate(view.fruits)}
        hand = list(view.hand)
        goal = target(view, hand)
        choices = decision.choices
        kind = decision.kind

        if kind == "move":
            return max(choices, key=lambda c: self._move_value(view, hand, c[1]) + rng.random() * 0.1)  # type: ignore[index]

        if kind == "pay":
            # Least needed fruit; when short, feed whoever has the fewest juices.
            def pay_value(c: Choice) -> float:
                _, visitor, fruit = c  # type: ignore[misc]
                return surplus(hand, goal)[kinds[fruit]] - 0.1 * len(view.juices[visitor])
            return max(choices, key=pay_value)

        if kind == "action":
            juices = [c for c in choices if c[0] == "juice"]  # type: ignore[index]
            if juices:
                # Pay the "any" part with the fruits we need least.
                here = view.locations[view.pawns[decision.seat] - 1]  # type: ignore[operator]
                return max(juices, key=lambda c: sum(
                    surplus(hand, target(view, after_juice(hand, here, c, kinds)))[kinds[f]]
                    for f in c[1:]))  # type: ignore[index]
            trades = [c for c in choices if len(c) == 2]  # type: ignore[arg-type]
            if trades:  # #2: the partner with most fruits hands back the most
                return max(trades, key=lambda c: (min(view.hand_sizes[c[1]], 2), rng.random()))  # type: ignore[index]
            return choices[0]

        if kind in ("trade-back", "exchange-give", "exchange-back"):
            allowed = {kinds[c[1]] for c in choices}  # type: ignore[index]
            return ("give", view.fruits[spare_kind(hand, goal, allowed)])

        if kind == "exchange-with":
            return max(choices, key=lambda c: (view.hand_sizes[c[1]], rng.random()))  # type: ignore[index]

        if kind == "offer-take":
            wanted = [c for c in choices if c[0] == "take"]  # type: ignore[index]
            need = [max(0, p - h) for h, p in zip(hand, goal.price)]
            best = max(wanted, key=lambda c: need[kinds[c[1]]], default=None)  # type: ignore[index]
            if best is not None and (need[kinds[best[1]]] or sum(hand) < 3):  # type: ignore[index]
                return best
            return ("pass",)

        if kind == "discard":
            kept = [h - m for h, m in zip(hand, view.marked or [0] * len(hand))]
            junk = [c for c in choices if c[0] == "discard"  # type: ignore[index]
                    and kept[kinds[c[1]]] > goal.price[kinds[c[1]]]]  # type: ignore[index]
            # Discarding only pays off when it makes us draw a fresh fruit.
            if junk and sum(kept) <= 3:
                return max(junk, key=lambda c: surplus(kept, goal)[kinds[c[1]]])  # type: ignore[index]
            return ("done",)

        if kind == "reveal":
            # Another reveal pays off on average only while one fruit is showing.
            if len(view.revealed) < 2 and ("reveal",) in choices:
                return ("reveal",)
            return ("take-all",)

        return choices[int(rng.random() * len(choices))]

    def _move_value(self, view: FabledFruitView, hand: Hand, number: int) -> float:
        loc = view.locations[number - 1]
        visitors = len(loc.pawns)
        left = after_giving(hand, visitors, loc)
        if can_pay(left, loc):
            return 100.0 - visitors
        params = dict(loc.params)
        size = sum(left)
        others = len(view.names) - 1
        if loc.action == "draw":
            gain = float(params.get("draw", 1))
        elif loc.action == "trade":
            give = view.fruits.index(params["give"])
            gain = params["get"] - 1.0 if left[give] else 1.0
        elif loc.action == "exchange":
            gain = 1.3
        elif loc.action == "offer":
            gain = 0.8 * others if size else 1.0
        elif loc.action == "refill":
            goal = target(view, left)
            junk = sum(max(0, h - p) for h, p in zip(left, goal.price))
            gain = max(0, 3 - size) + 0.5 * min(junk, 3) * (size <= 3)
        elif loc.action == "unique":
            gain = 1.6
        else:
            gain = 1.0
        return gain - 0.5 * visitors


def after_juice(hand: Sequence[int], loc: LocationView, choice: Choice,
                kinds: dict[str, int]) -> Hand:
    left = [h - p for h, p in zip(hand, loc.price)]
    for fruit in choice[1:]:  # type: ignore[index]
        left[kinds[fruit]] -= 1
    return left
