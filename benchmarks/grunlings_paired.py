"""Paired strength of a Grunlings bot against greedy (tuning, not a speed test).

`fruitui.tools.sim_paired.paired_match`: for every deal and seat, the bot plays that
seat against three greedy bots, and the all-greedy game on the same deal is
the baseline: the figure is the seat's margin over its best rival minus
greedy's margin in that seat, with a one-sided 95% bound, and the win share
beside greedy's in the same seats. Far less noisy than a win share alone.

Run niced: `nice -n 10 python benchmarks/grunlings_paired.py BOT DEALS SEED [ITER] [KINDS] [DRAW]`;
BOT is `flat` (FlatGrunlingsBot), `flat-belief` or `shop` (ShopperBot, ITER its Draw Pile size); KINDS a comma list of decision
kinds searched (default the flat bot's); DRAW searches only once the Draw Pile
holds at most that many cards.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's fruitui

from fruitui.bots.grunlings.greedy import GreedyBot  # noqa: E402
from fruitui.bots.grunlings.flat import FLAT_KINDS, FlatGrunlingsBot  # noqa: E402
from fruitui.bots.grunlings.shopper import ShopperBot  # noqa: E402
from fruitui.tools.sim_paired import format_paired, paired_match  # noqa: E402


def main(argv: list[str]) -> int:
    which = argv[0] if argv else "flat"
    deals = int(argv[1]) if len(argv) > 1 else 5
    base = int(argv[2]) if len(argv) > 2 else 0
    iterations = int(argv[3]) if len(argv) > 3 else 60
    kinds = frozenset(argv[4].split(",")) if len(argv) > 4 and argv[4] != "-" else FLAT_KINDS
    draw = int(argv[5]) if len(argv) > 5 else None
    bot: object
    if which == "shop":  # ShopperBot: ITER is the Draw Pile size it buys below
        bot = ShopperBot(iterations)
    else:
        bot = FlatGrunlingsBot(iterations, kinds=kinds, belief=which == "flat-belief",
                               max_draw=draw)
    start = time.process_time()
    report = paired_match("grunlings", bot, GreedyBot(), deals=deals, seed=base)
    label = f"{which}{iterations} kinds={','.join(sorted(kinds))} draw<={draw}"
    print(f"{label}, deals {base}-{base + deals - 1}: {format_paired(report)}; "
          f"{time.process_time() - start:.0f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
