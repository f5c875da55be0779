"""Print the search bots' speed, and clone() against deepcopy, per game.

For each game with a determinizer: search iterations per CPU second at the
normal and hard budgets on positions from random playouts, seconds per move,
and how much cheaper `clone()` is than `copy.deepcopy` of the same states
(a ratio measured in this run; Grunlings' deepcopy is its clone, so 1).
Run from the project root:
python -m benchmarks.bots [positions] [game ...]
"""

from __future__ import annotations

import copy
import random
import sys
import time

from fruitui.bots.rng import bot_rng
from fruitui.bots.search import budget as game_budget
from fruitui.bots.search import budget_scale, search_bot, search_module, trial_bot
from fruitui.games.registry import games_with, load_rules


def searched_here(bot: object, state: object, decision: object) -> bool:
    """Whether `bot` searches at this decision (its kinds, and Grunlings' late gate)."""
    kinds = getattr(bot, "kinds", None)
    if kinds is not None and decision.kind not in kinds:  # type: ignore[attr-defined]
        return False
    limit = getattr(bot, "max_draw", None)
    return limit is None or state.view(  # type: ignore[attr-defined]
        decision.seat, prose=False).draw_size <= limit  # type: ignore[attr-defined]


def sample_positions(game: str, count: int, bot: object) -> list:
    """(state, decision) pairs where `bot` searches, spread over games."""
    found = []
    seed = 0
    while len(found) < count:
        state = load_rules(game).new_state(["a", "b", "c", "d"], seed)
        rng = random.Random(seed)
        ply, stop = 0, rng.randrange(4, 60)
        while (decision := state.decision()) is not None:
            if ply >= stop and len(decision.choices) > 1 and searched_here(bot, state, decision):
                found.append((clone(state), decision))
                break
            state.apply(decision.choices[rng.randrange(len(decision.choices))])
            ply += 1
        seed += 1
    return found


def clone(state):
    """The game's cheap copy: `clone()`, or a fast `__deepcopy__` (Grunlings)."""
    return state.clone() if hasattr(state, "clone") else copy.deepcopy(state)


def clone_ratio(states: list) -> tuple[float, float]:
    start = time.process_time()
    for state in states:
        copy.deepcopy(state)
    deep = (time.process_time() - start) / len(states)
    start = time.process_time()
    for _ in range(20):
        for state in states:
            clone(state)
    cheap = (time.process_time() - start) / (20 * len(states))
    return deep * 1000, cheap * 1000


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    only = set(sys.argv[2:])  # e.g. grunlings: time only these games
    print(f"{'game':<17}{'level':>7}{'iter/s':>9}{'s/move':>8}"
          f"{'deepcopy ms':>13}{'clone ms':>10}{'ratio':>7}")
    searched = games_with("search")
    sets: list = [(game, game_budget(game), search_bot, "") for game in searched]
    sets += [(game, search_module(game).TRIAL_BUDGET, lambda g, lv, n: trial_bot(g, n, lv),
              " (trial)") for game in searched if hasattr(search_module(game), "TRIAL_BUDGET")]
    for game, budget, build, label in sets:  # trial: a search no level uses
        if only and game not in only:
            continue
        positions = sample_positions(game, count, build(game, "normal", 1))
        deep, cheap = clone_ratio([s for s, _ in positions])
        for level in ("normal", "hard"):
            bot = build(game, level, max(1, round(getattr(budget, level) * budget_scale())))
            iterations, seconds = 0, 0.0
            for i, (state, decision) in enumerate(positions):
                view = state.view(decision.seat, prose=False)  # as Table and sim pass it
                start = time.process_time()
                bot.choose(view, decision, bot_rng(i, 0, decision.seat))
                seconds += time.process_time() - start
                iterations += bot.last_iterations
            print(f"{game + label:<17}{level:>7}{iterations / seconds:>9,.0f}{seconds / count:>8.2f}"
                  f"{deep:>13.3f}{cheap:>10.4f}{deep / cheap:>7.0f}")


if __name__ == "__main__":
    main()
