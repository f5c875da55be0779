"""The search levels ("normal", "hard"): budgets and the bots built from them.

A game's search lives in the determinizer module its spec names
(`GameInfo.search`), with its `BUDGET` (and a `TRIAL_BUDGET` for a search no
level uses yet). Budgets are iteration counts, never time, so a position
always gets the same move; "normal" aims at well under a second of CPU a move,
"hard" one to two (benchmarks/bots.py; what was tried: benchmarks/NOTES.md).
A game without a determinizer plays its greedy bot at every level.
"""

from __future__ import annotations

import os
from importlib import import_module
from typing import Any

from fruitui.games.registry import game_info, resolve
from fruitui.bots.base import greedy_bot
from fruitui.bots.budget import Budget
from fruitui.bots.ismcts import IsmctsBot

__all__ = ["Budget", "budget", "has_search", "search_bot", "search_module", "trial_bot"]


SCALE_VARIABLE = "FRUITUI_SEARCH_SCALE"  # scales every level's budget: the tests run at 0.02


def budget_scale() -> float:
    try:
        scale = float(os.environ.get(SCALE_VARIABLE, "1"))
    except ValueError:
        return 1.0
    return scale if 0 < scale <= 100 else 1.0


def search_module(game: str) -> Any | None:
    """The game's determinizer module, if it has one."""
    reference = game_info(game).search
    return resolve(reference) if reference else None


def budget(game: str) -> Budget | None:
    """The game's search budget: its determinizer's BUDGET."""
    module = search_module(game)
    return None if module is None else getattr(module, "BUDGET", None)


def has_search(game: str) -> bool:
    return budget(game) is not None


def search_bot(game: str, level: str, iterations: int | None = None) -> Any:
    """The search bot for `game` at `level` ('normal' or 'hard'), or greedy without search."""
    module = search_module(game)
    found = budget(game)
    if module is None or found is None:
        return greedy_bot(game)
    if iterations is None:
        iterations = max(1, round(getattr(found, level) * budget_scale()))
    own = game_info(game).search_bot  # a game with a search of its own
    if own:
        build = resolve(own)
        bot = build(iterations, found, level)
        if level == "hard":
            for name, value in found.hard_options:
                setattr(bot, name, _option(name, value))
        return bot
    return _ismcts_bot(game, module, found, iterations, level)


def _option(name: str, value: Any) -> Any:
    """A hard option's value; a function is named "module.function" in this package."""
    if name in ("determinize", "rollout_choice"):
        where, _, function = value.rpartition(".")
        return getattr(import_module(f"{__package__}.{where}"), function)
    return value


def trial_bot(game: str, iterations: int, level: str = "normal") -> Any:
    """The ISMCTS trial of a game whose determinizer has a TRIAL_BUDGET (no level plays
    it): for tests and experiments."""
    module = search_module(game)
    if module is None or not hasattr(module, "TRIAL_BUDGET"):
        raise KeyError(f"{game} has no trial search")
    return _ismcts_bot(game, module, module.TRIAL_BUDGET, iterations, level)


def _ismcts_bot(game: str, module: Any, budget: Budget, count: int, level: str) -> IsmctsBot:
    kinds = getattr(module, "SEARCH_KINDS", None)
    bot = IsmctsBot(module.determinize, module.estimate, count, budget.rollout_plies,
                    kinds=kinds, fallback=greedy_bot(game) if kinds is not None else None,
                    pass_kind=getattr(module, "wants_kind", False),
                    policy=getattr(module, "rollout_policy", None) if budget.policy else None,
                    max_depth=budget.max_depth, prior_visits=budget.prior_visits)
    if level == "hard":
        for name, value in budget.hard_options:
            if name == "policy":
                value = module.rollout_policy if value else None
            else:  # a dealer or a rollout policy, named "module.function" in bots
                value = _option(name, value)
            setattr(bot, name, value)
    return bot
