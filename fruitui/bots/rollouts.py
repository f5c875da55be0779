"""The cut rollout the flat searches share: play on from a dealt state for a few plies."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fruitui.games.base import Choice, Decision


def play_rollout(state: Any, plies: int, rng: random.Random,
                 policy: Callable[[Any, Decision, random.Random], Choice] | None = None) -> None:
    """Play up to `plies` choices in `state`: a lone choice as it stands (no random
    draw spent on it), otherwise the policy's pick, or a random one without a policy."""
    rnd = rng.random
    for _ in range(plies):
        decision = state.decision()
        if decision is None:
            return
        choices = decision.choices
        if len(choices) == 1:
            state.apply(choices[0])
        elif policy is not None:
            state.apply(policy(state, decision, rng))
        else:
            state.apply(choices[int(rnd() * len(choices))])
