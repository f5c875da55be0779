"""40-game matches: a search bot on a small budget against three greedy bots.

Seats rotate over 10 deals, so the search bot sits in every chair; an even
share is 0.25. Budgets are small to keep each match short, yet the search
still wins clearly more than its share.
"""

from __future__ import annotations

import pytest

from fruitui.bots import make_bot
from fruitui.bots.search import search_bot
from fruitui.sim import simulate_match

# game: (iterations a move, rollout cut, the win share the search must reach)
SMOKE = {
    "fruit-spy": (80, 60, 0.55),
    "fabled-fruit": (100, 20, 0.35),
}


@pytest.mark.parametrize("game", SMOKE)
def test_search_beats_greedy(game: str) -> None:
    iterations, plies, target = SMOKE[game]
    search = search_bot(game, "normal", iterations)
    search.rollout_plies = plies
    greedy = make_bot(game, "greedy")
    report = simulate_match(game, ["search", "greedy", "greedy", "greedy"], deals=10,
                            bots=[search, greedy, greedy, greedy])
    assert report.games == 40
    assert report.win_share[0] >= target, report.win_share
    assert report.win_share[0] > max(report.win_share[1:])
