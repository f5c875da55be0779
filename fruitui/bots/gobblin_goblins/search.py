"""Gobblin' Goblins search: rewards by points gained during the rollout.

A seat cannot see what the others gobbled (their piles lie face down), so a
determinization deals those piles at random from the unseen cards. Scoring a
rollout by the game's winner, or by total points, then mostly measures that
random deal, the same for every root choice: noise that drowns the few
points one move is worth. Here a rollout is scored by what each seat GAINED
since the root (every determinization records the points it started from),
so the unknown piles cancel out, and each seat's reward is its gain against
the best gain of the others, squashed into 0..1.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from fruitui.games.gobblin_goblins.state import GobblinState
from fruitui.games.gobblin_goblins.views import GobblinView

MARGIN_SCALE = 3.0  # points of margin that make a reward of about 0.88 (tanh 1)
# How much food still on a plate counts: it may yet be gobbled, stolen or, at
# the end, passed left (0 made the search dump bad food on its own plate).
PLATE_WEIGHT = 0.5


def points(state: GobblinState, plate_weight: float = PLATE_WEIGHT) -> list[float]:
    """Each seat's gobbled points, plus a share of what sits on its plate."""
    totals = []
    for seat, taste in enumerate(state.tastes):
        total = float(sum(taste[c][1] for c in state.gobbled[seat]))
        if plate_weight:
            total += plate_weight * sum(taste[c][1] for c in state.plates[seat])
        totals.append(total)
    return totals


def plate_points(state: GobblinState) -> list[float]:
    """What the food on each seat's plate is worth to that seat."""
    return [float(sum(taste[c][1] for c in state.plates[seat]))
            for seat, taste in enumerate(state.tastes)]


def stamped(deal: Callable[[GobblinView, random.Random], GobblinState]
            ) -> Callable[[GobblinView, random.Random], GobblinState]:
    """`deal`, with every dealt state remembering the points each seat starts from."""
    def determinize(view: GobblinView, rng: random.Random) -> GobblinState:
        state = deal(view, rng)
        state.start_points = points(state, 0.0)  # type: ignore[attr-defined]  # a search's stamp
        state.start_plates = plate_points(state)  # type: ignore[attr-defined]  # a search's stamp
        return state
    return determinize


def margin_rewards(state: GobblinState, scale: float = MARGIN_SCALE,
                   plate_weight: float = PLATE_WEIGHT) -> list[float]:
    """Per seat, 0..1: its gain since the root against the best gain of the others."""
    start = state.start_points  # type: ignore[attr-defined]  # stamped by `stamped`
    now = points(state, 0.0)
    gains = [now[s] - start[s] for s in range(len(now))]
    if plate_weight:
        plates, before = plate_points(state), state.start_plates  # type: ignore[attr-defined]  # stamped
        gains = [g + plate_weight * (plates[s] - before[s]) for s, g in enumerate(gains)]
    rewards = []
    for seat, gain in enumerate(gains):
        best_other = max(g for s, g in enumerate(gains) if s != seat)
        rewards.append(0.5 + 0.5 * math.tanh((gain - best_other) / scale))
    return rewards

