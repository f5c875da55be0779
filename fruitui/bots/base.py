"""What a computer player is, the random one, and each game's greedy one."""

from __future__ import annotations

import random
from typing import Any, Protocol

from fruitui.games.base import Choice, Decision
from fruitui.games.registry import game_info, resolve


class Bot(Protocol):
    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice: ...


class RandomBot:
    """Picks any legal choice: the baseline, and the fastest for simulations."""

    needs_view = False

    def choose(self, view: Any, decision: Decision, rng: random.Random) -> Choice:
        return decision.choices[int(rng.random() * len(decision.choices))]


def greedy_bot(game: str) -> Bot:
    """The game's own one-step greedy bot (random where a game has none)."""
    reference = game_info(game).greedy_bot
    return resolve(reference)() if reference else RandomBot()
