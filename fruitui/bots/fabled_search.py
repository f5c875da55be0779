"""Search helpers for Fabled Fruit: a cut rollout's estimate that counts how
close each seat is to its next juice, and a rollout policy that plays the
greedy rules from each seat's own view.

Both read a determinized state (every hand dealt), never the true one.
"""

from __future__ import annotations

import random

from ..rules.base import Choice, Decision
from ..rules.fabled_fruit import LOCATIONS, FabledFruitState
from .fabled_fruit import GreedyBot
from .ismcts import score_share_estimate

PROGRESS_WEIGHT = 0.8  # a juice paid for in full is worth most of a juice made

_GREEDY = GreedyBot()


def _missing(counts: list[int], price: tuple[int, ...], price_any: int) -> int:
    short = spare = 0
    for have, need in zip(counts, price):
        if have < need:
            short += need - have
        else:
            spare += have - need
    return short + max(0, price_any - spare)


def progress(state: FabledFruitState, seat: int) -> float:
    """Share of the nearest open juice's price this seat already holds (0..1)."""
    counts = [len(kind) for kind in state.hands[seat]]
    best = 0.0
    for loc, stack in zip(LOCATIONS, state.stacks):
        if stack:
            done = 1.0 - _missing(counts, loc.price, loc.price_any) / loc.price_total
            if done > best:
                best = done
    return best


def progress_estimate(state: FabledFruitState) -> list[float]:
    """A cut rollout's worth: juices made plus progress toward the next one."""
    return score_share_estimate([len(juices) + PROGRESS_WEIGHT * progress(state, seat)
                                 for seat, juices in enumerate(state.juices)])


def rollout_policy(state: FabledFruitState, decision: Decision, rng: random.Random) -> Choice:
    """Rollouts play the greedy rules, each seat from its own view: the
    computer players a search meets are greedy, and random play is far weaker."""
    return _GREEDY.choose(state.view(decision.seat, prose=False), decision, rng)
