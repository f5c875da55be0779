"""Search helpers for Fabled Fruit: a rollout policy that plays the greedy
rules from each seat's own view of a determinized state (every hand dealt),
for a Budget that turns greedy rollouts on (`policy`, or hard's options).
"""

from __future__ import annotations

import random

from fruitui.games.base import Choice, Decision
from fruitui.games.fabled_fruit import FabledFruitState
from fruitui.bots.fabled_fruit.greedy import GreedyBot

_GREEDY = GreedyBot()


def rollout_policy(state: FabledFruitState, decision: Decision, rng: random.Random) -> Choice:
    """Rollouts play the greedy rules, each seat from its own view: the
    computer players a search meets are greedy, and random play is far weaker."""
    return _GREEDY.choose(state.view(decision.seat, prose=False), decision, rng)
