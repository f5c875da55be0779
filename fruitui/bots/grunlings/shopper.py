"""Greedy Grunlings play that also buys Visitors late in the game.

The greedy bot never buys from the Visitor Shop. An oracle measure
(benchmarks/grunlings_oracle.py: each choice played out to the end with
greedy's rules) found its Discard steps are where it loses most, and that
near the end the choice that gains over "end" is mostly a Visitor bought for
a Leaf Token (and played at once, as greedy does with a bought Visitor).
This bot is greedy except for that: once the Draw Pile is short it buys the
Visitor it likes best. Built from the seat's view only, like every bot.
"""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings.views import GrunlingsView
from fruitui.bots.grunlings.greedy import _EAGER, GreedyBot


class ShopperBot(GreedyBot):
    """Greedy, but buys the Visitor it rates highest once the Draw Pile is short."""

    def __init__(self, max_draw: int = 8, min_eager: int = 0) -> None:
        self.max_draw = max_draw  # buy only with at most this many cards left to draw
        self.min_eager = min_eager  # ... and only a Visitor greedy rates at least this

    def _discard(self, view: GrunlingsView, decision: Decision, held: Any,
                 rng: random.Random) -> Choice:
        picked = super()._discard(view, decision, held, rng)
        if picked != "end" or view.draw_size > self.max_draw:
            return picked
        buys = [c for c in decision.choices if isinstance(c, tuple) and c[0] == "buy"]
        if not buys:
            return picked
        best = max(buys, key=lambda c: (_EAGER.get(view.shop[c[1]], 0), -c[1]))
        if _EAGER.get(view.shop[best[1]], 0) < self.min_eager:
            return picked
        return best
