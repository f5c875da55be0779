"""Grunlings search bots against three greedy bots (a strength match, not a speed test).

Paired deals (every deal once per seating, from `fruitui.sim.simulate_match`):
an even share is 0.25. Run niced: `nice -n 10 python benchmarks/grunlings_strength.py
flat 10` (10 deals = 40 games); the bot is `flat` (FlatGrunlingsBot, 60 rollouts a
move) or `ismcts` (the trial budget in search.py, 200 iterations a move).
"""

from __future__ import annotations

import sys
import time

from fruitui.bots import make_bot
from fruitui.bots.grunlings_flat import FlatGrunlingsBot
from fruitui.bots.search import search_bot
from fruitui.sim import format_match, simulate_match


def main(argv: list[str]) -> int:
    which = argv[0] if argv else "flat"
    deals = int(argv[1]) if len(argv) > 1 else 10
    seed = int(argv[2]) if len(argv) > 2 else 0
    iterations = int(argv[3]) if len(argv) > 3 else (60 if which == "flat" else 200)
    if which == "flat":
        searcher = FlatGrunlingsBot(iterations)
    elif which == "ismcts":
        searcher = search_bot("grunlings", "normal", iterations)
    else:
        print(f"unknown bot {which!r}: flat or ismcts")
        return 2
    bots = [searcher] + [make_bot("grunlings", "greedy") for _ in range(3)]
    names = [f"{which}{iterations}", "greedy", "greedy", "greedy"]
    start = time.time()
    report = simulate_match("grunlings", names, deals, seed=seed, bots=bots)
    print(format_match(report))
    print(f"{time.time() - start:.0f} s wall clock")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
