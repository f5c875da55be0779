"""Gobblin' Goblins: a hard level with a late phase against normal, two seats, cheaply.

A hard level with `Budget.late = (PILE, PLAYOUTS)` plays normal's own search,
move for move and with normal's random stream, until the Draw Pile is down to
PILE cards (tests/bots/test_gobblin_endgame.py checks this). So both seatings
of a head-to-head deal coincide with the all-normal game until then: that
prefix is played once, and each seating goes on from a copy of it. The win
counts are those `fruitui sim --players 2 --bots hard,normal` would print for
that level, at a third of the CPU (normal's early search is most of a game's).
Prints the hard seat's wins with a 95% Wilson interval, its mean margin, the
CPU, and hard's searched late moves' CPU (mean and max). Run from the project root:
python -m benchmarks.gobblin_late PILE PLAYOUTS DEALS SEED [windows]
(`windows`: the late phase searches the Distraction window after a Food too.)
"""

from __future__ import annotations

import copy
import dataclasses
import statistics
import sys
import time
from typing import Any

from fruitui.bots.rng import PositionRng
from fruitui.bots.search import budget, search_module
from fruitui.games.base import outcome
from fruitui.games.registry import load_rules
from fruitui.tools.sim import MatchReport

GAME = "gobblin-goblins"


def levels(pile: int, playouts: int, windows: bool = False) -> tuple[Any, Any]:
    """(hard with that late phase, normal), both from the game's budget."""
    normal = budget(GAME)
    late = dataclasses.replace(normal, hard=normal.normal, late=(pile, playouts, windows))
    module = search_module(GAME)
    return (module.search_bot(late.hard, late, "hard"),
            module.search_bot(late.normal, late, "normal"))


def play(state: Any, bots: list[Any], seed: int, ply: int, stop: int | None,
         hard: Any = None, times: list[float] | None = None) -> int:
    """Play on from `ply` (until the pile is down to `stop` cards, if given)."""
    rng = PositionRng(seed, 0, 0)
    while (decision := state.decision()) is not None:
        if stop is not None and len(state.pile) <= stop:
            break
        bot = bots[decision.seat]
        start = time.process_time()
        choice = bot.choose(state.view(decision.seat, prose=False), decision,
                            rng.reset(seed, ply, decision.seat))
        if bot is hard and times is not None and bot.last_iterations:
            times.append(time.process_time() - start)
        state.apply(choice)
        ply += 1
    return ply


def tally(report: MatchReport, margins: list[int], state: Any, chair: int) -> None:
    """Count a finished two-seat game: entry 0 sat in `chair`, entry 1 in the other."""
    ended = outcome(state)
    assert ended is not None
    scores, winners = ended
    if chair in winners:
        report.wins[0] += 1 / len(winners)
    report.wins[1] += sum(1 / len(winners) for s in winners if s != chair)
    report.games += 1
    margins.append(scores[chair] - scores[1 - chair])


def main(argv: list[str]) -> None:
    windows = argv[4:] == ["windows"]
    if len(argv) != 4 + windows:
        sys.exit(__doc__)
    pile, playouts, deals, seed0 = (int(a) for a in argv[:4])
    hard, normal = levels(pile, playouts, windows)
    report = MatchReport(GAME, ["hard", "normal"], deals, wins=[0.0, 0.0])
    margins: list[int] = []
    times: list[float] = []
    start = time.process_time()
    for seed in range(seed0, seed0 + deals):
        prefix = load_rules(GAME).new_state(["cpu1", "cpu2"], seed)
        ply = play(prefix, [normal, normal], seed, 0, pile)
        for chair in (0, 1):
            state = copy.deepcopy(prefix)  # the game's own generator copied too
            bots = [hard if s == chair else normal for s in (0, 1)]
            play(state, bots, seed, ply, None, hard, times)
            tally(report, margins, state, chair)
    lo, hi = report.win_share_ci[0]
    also = " and windows" if windows else ""
    print(f"late {pile} cards, {playouts} playouts{also}, deals {seed0}-{seed0 + deals - 1}: hard "
          f"{report.wins[0]:.1f} of {report.games} = {report.win_share[0]:.3f} (95% {lo:.3f}-"
          f"{hi:.3f}); margin {statistics.fmean(margins):+.2f}; {time.process_time() - start:.0f} s"
          f" of CPU; hard's late moves {statistics.fmean(times) if times else 0:.3f} s mean, "
          f"{max(times, default=0):.3f} max ({len(times)} moves)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
