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
from typing import Any

from ..rules.gobblin_goblins.state import GobblinState
from ..rules.gobblin_goblins.views import GobblinView
from .gobblin_rollout import rollout_choice
from .ismcts import Determinizer, IsmctsBot

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
        state.start_points = points(state, 0.0)  # type: ignore[attr-defined]
        state.start_plates = plate_points(state)  # type: ignore[attr-defined]
        return state
    return determinize


def margin_rewards(state: GobblinState, scale: float = MARGIN_SCALE,
                   plate_weight: float = PLATE_WEIGHT) -> list[float]:
    """Per seat, 0..1: its gain since the root against the best gain of the others."""
    start = state.start_points  # type: ignore[attr-defined]
    now = points(state, 0.0)
    gains = [now[s] - start[s] for s in range(len(now))]
    if plate_weight:
        plates, before = plate_points(state), state.start_plates  # type: ignore[attr-defined]
        gains = [g + plate_weight * (plates[s] - before[s]) for s, g in enumerate(gains)]
    rewards = []
    for seat, gain in enumerate(gains):
        best_other = max(g for s, g in enumerate(gains) if s != seat)
        rewards.append(0.5 + 0.5 * math.tanh((gain - best_other) / scale))
    return rewards


class GobblinSearchBot(IsmctsBot):
    """SO-ISMCTS whose every rollout, finished or cut, is scored by gains."""

    scale = MARGIN_SCALE
    plate_weight = PLATE_WEIGHT

    def __init__(self, determinize: Determinizer, *args: Any, **kwargs: Any) -> None:
        super().__init__(stamped(determinize), *args, **kwargs)

    def _rollout(self, state: GobblinState, rng: random.Random) -> list[float]:
        rnd = rng.random
        for _ in range(self.rollout_plies):
            decision = state.decision()
            if decision is None:
                break
            choices = decision.choices
            state.apply(choices[int(rnd() * len(choices))])
        return margin_rewards(state, self.scale, self.plate_weight)


class GobblinPolicyBot(GobblinSearchBot):
    """The same search with rollouts played by the cheap policy of `gobblin_rollout`."""

    def _rollout(self, state: GobblinState, rng: random.Random) -> list[float]:
        for _ in range(self.rollout_plies):
            decision = state.decision()
            if decision is None:
                break
            choices = decision.choices
            state.apply(choices[0] if len(choices) == 1 else rollout_choice(state, decision, rng))
        return margin_rewards(state, self.scale, self.plate_weight)
