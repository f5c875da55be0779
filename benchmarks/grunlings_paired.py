"""Paired strength of a Grunlings bot against greedy (tuning, not a speed test).

For every deal and seat, the bot plays that seat against three greedy bots,
and the all-greedy game on the same deal is the baseline: the figure is the
seat's margin over its best rival minus greedy's margin in that seat (and the
same for wins), with a standard error. Far less noisy than a win share.

Run niced: `nice -n 10 python benchmarks/grunlings_paired.py BOT DEALS SEED [ITER] [KINDS] [DRAW]`;
BOT is `flat` (FlatGrunlingsBot), `flat-belief` or `shop` (ShopperBot, ITER its Draw Pile size); KINDS a comma list of decision
kinds searched (default the flat bot's); DRAW searches only once the Draw Pile
holds at most that many cards.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's fruitui

from fruitui.bots.grunlings import GreedyBot  # noqa: E402
from fruitui.bots.grunlings_flat import FLAT_KINDS, FlatGrunlingsBot  # noqa: E402
from fruitui.bots.grunlings_shopper import ShopperBot  # noqa: E402
from fruitui.rules.grunlings.state import GrunlingsRules  # noqa: E402
from fruitui.sim import play_out  # noqa: E402

NAMES = ["cpu1", "cpu2", "cpu3", "cpu4"]


def standing(state, seat):  # type: ignore[no-untyped-def]
    scores = state.score_totals()
    rival = max(s for i, s in enumerate(scores) if i != seat)
    winners = state.outcome()[1]
    return (1 / len(winners) if seat in winners else 0.0), scores[seat] - rival


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
    greedy = GreedyBot()
    rules = GrunlingsRules()
    wins, margins = [], []
    start = time.process_time()
    for deal in range(deals):
        seed = base + deal
        state = rules.new_state(NAMES, seed)
        play_out(state, [greedy] * 4, seed)
        baseline = [standing(state, s) for s in range(4)]
        for seat in range(4):
            bots = [greedy] * 4
            bots[seat] = bot
            state = rules.new_state(NAMES, seed)
            play_out(state, bots, seed)
            win, margin = standing(state, seat)
            wins.append(win - baseline[seat][0])
            margins.append(margin - baseline[seat][1])
            print(f"deal {seed} seat {seat}: win {win:.2f} ({baseline[seat][0]:.2f}), margin "
                  f"{margin:+d} ({baseline[seat][1]:+d})", file=sys.stderr, flush=True)

    def summary(xs: list[float]) -> str:
        n = len(xs)
        mu = sum(xs) / n
        sd = math.sqrt(sum((x - mu) ** 2 for x in xs) / max(1, n - 1))
        return f"{mu:+.3f} ± {sd / math.sqrt(n):.3f}"
    label = f"{which}{iterations} kinds={','.join(sorted(kinds))} draw<={draw}"
    print(f"{label}: {len(wins)} games, deals {base}-{base + deals - 1}; "
          f"win share {0.25 + sum(wins) / len(wins):.3f} vs greedy's 0.25 in the same seats; "
          f"win gain {summary(wins)}, margin gain {summary(margins)}; "
          f"{time.process_time() - start:.0f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
