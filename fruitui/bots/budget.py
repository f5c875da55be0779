"""A search level's budget: what "normal" and "hard" spend on a move.

Each game's determinizer module holds its own (`BUDGET`); `search.py` builds
the bots from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Budget:
    normal: int  # iterations a move
    hard: int
    rollout_plies: int  # a rollout is cut after this many choices and estimated
    # Rollouts play the game's `rollout_policy` (its greedy rules) instead of
    # random choices; slower per iteration, used where it is shown to play better.
    policy: bool = False
    max_depth: int | None = None  # tree depth; below it the rollout plays
    prior_visits: int = 0  # visits the greedy choice starts with at the root
    # What "hard" changes beyond more iterations, as bot attributes (for
    # instance ("rollout_plies", 20)); ("policy", True) plays the game's
    # `rollout_policy` in rollouts; ("determinize", "module.function") deals
    # with another determinizer of this package; ("rollout_choice",
    # "module.function") plays another rollout policy (Grunlings' flat search).
    # Empty: hard only searches longer.
    hard_options: tuple[tuple[str, Any], ...] = ()
    # Gobblin' Goblins: (draw pile size, share of the budget) from which the
    # playouts run to the end (gobblin_final.Endgame); None: never.
    endgame: tuple[int, float] | None = None
    # Gobblin' Goblins' hard: (draw pile size, playouts a move) from which hard
    # plays whole playouts of its own (gobblin_final.Endgame); before that it is
    # normal's search move for move (hard's budget then equals normal's). A third
    # item, True: in that phase it searches the Distraction window after a Food too.
    late: tuple[int, int] | tuple[int, int, bool] | None = None
