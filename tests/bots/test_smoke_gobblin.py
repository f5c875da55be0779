"""A 40-game Gobblin' Goblins match: the search on a small budget against three greedy bots.

Seats rotate over 10 deals, so the search bot sits in every chair; an even
share is 0.25. The budget is a small fraction of the normal level's, with
short playouts, to keep the match quick; the search still wins clearly more
than its share and more than any greedy seat.
"""

from __future__ import annotations

from fruitui.bots import make_bot
from fruitui.bots.search import search_bot
from fruitui.sim import simulate_match

GAME = "gobblin-goblins"
PLAYOUTS, PLIES, TARGET = 60, 15, 0.35  # playouts a move, playout cut, win share to reach


def test_search_beats_greedy() -> None:
    search = search_bot(GAME, "normal", PLAYOUTS)
    search.rollout_plies = PLIES
    greedy = make_bot(GAME, "greedy")
    report = simulate_match(GAME, ["search", "greedy", "greedy", "greedy"], deals=10,
                            bots=[search, greedy, greedy, greedy])
    assert report.games == 40
    assert report.win_share[0] >= TARGET, report.win_share
    assert report.win_share[0] > max(report.win_share[1:]), report.win_share
