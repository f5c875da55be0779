"""Gobblin' Goblins: two measures behind the levels' design (issue 12, round 16).

- `endgame DEALS SEED`: the endgame-only bot (greedy's own choices until the
  Draw Pile is down to 12 cards, then normal's 400 whole playouts a move,
  `endgame_only_bot`) against three greedy bots, four seats rotated over each
  deal, as `fruitui sim --bots` plays them. Asks whether a normal level without
  the early search would still reach the 0.40 that normal must.
- `seer all|hands DEALS SEED`: a ceiling, by cheating on purpose (tuning only,
  never in play). Normal's own search (same budget, playouts and endgame), but
  every deal it plays out is the TRUE state: `all` knows the rival's hand, the
  gobbled piles and the Draw Pile's order; `hands` knows the hands and piles
  but reshuffles the Draw Pile each deal, the most a perfect belief about the
  rival could give. Head to head against honest normal, two seats, both
  seatings of every deal. What the seer wins bounds what any hard level built
  on better guesses could win with this search.

Prints the win share with a 95% Wilson interval (and, for the seer, the mean
margin) after every deal. Run from the project root:
python -m benchmarks.gobblin_levels endgame 100 3100000
python -m benchmarks.gobblin_levels seer all 100 3300000
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from benchmarks.gobblin_late import play, tally
from fruitui.bots.gobblin_goblins.determinize import endgame_only_bot
from fruitui.bots.gobblin_goblins.greedy import GreedyBot
from fruitui.bots.gobblin_goblins.search import stamped
from fruitui.bots.search import search_bot
from fruitui.games.registry import load_rules
from fruitui.tools.sim import MatchReport, format_match, simulate_match

GAME = "gobblin-goblins"


def endgame_against_greedy(deals: int, seed: int) -> None:
    bots = [endgame_only_bot(12, 400), GreedyBot(), GreedyBot(), GreedyBot()]
    report = simulate_match(GAME, ["endgame", "greedy", "greedy", "greedy"], deals, seed,
                            bots=bots)
    print(format_match(report), flush=True)


def seer_bot(mode: str, table: list[Any]) -> Any:
    """Normal's search, dealing from the true state in `table[0]` (a cheat)."""
    def deal(view: Any, rng: Any) -> Any:
        state = table[0].clone()
        if mode == "hands":
            rng.shuffle(state.pile)
        return state

    bot = search_bot(GAME, "normal")
    bot.determinize = stamped(deal)
    return bot


def seer_against_normal(mode: str, deals: int, seed0: int) -> None:
    table: list[Any] = []
    seer, normal = seer_bot(mode, table), search_bot(GAME, "normal")
    report = MatchReport(GAME, [f"seer-{mode}", "normal"], deals, wins=[0.0, 0.0])
    margins: list[int] = []
    start = time.process_time()
    for seed in range(seed0, seed0 + deals):
        for chair in (0, 1):
            state = load_rules(GAME).new_state(["cpu1", "cpu2"], seed)
            table[:] = [state]  # the seer's deals: this very state as it is played
            play(state, [seer if s == chair else normal for s in (0, 1)], seed, 0, None)
            tally(report, margins, state, chair)
        lo, hi = report.win_share_ci[0]
        print(f"deals {seed0}-{seed}: seer-{mode} {report.wins[0]:.1f} of {report.games} = "
              f"{report.win_share[0]:.3f} (95% {lo:.3f}-{hi:.3f}); margin "
              f"{statistics.fmean(margins):+.2f}; {time.process_time() - start:.0f} s of CPU",
              flush=True)


def main(argv: list[str]) -> None:
    if argv[:1] == ["endgame"] and len(argv) == 3:
        endgame_against_greedy(int(argv[1]), int(argv[2]))
    elif argv[:1] == ["seer"] and len(argv) == 4 and argv[1] in ("all", "hands"):
        seer_against_normal(argv[1], int(argv[2]), int(argv[3]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
