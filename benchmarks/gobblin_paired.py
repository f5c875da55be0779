"""Gobblin' Goblins: what searching only the endgame gains over greedy, paired.

For each seed set, `fruitui.tools.sim_paired.paired_match`: a bot that plays greedy's
own choices until the Draw Pile is down to PILE cards and then spends PLAYOUTS
whole playouts a move (`gobblin_final.Endgame`), in each chair in turn against
three greedy bots, each game beside the all-greedy game on the same deal. It
prints the margin gain a game (with its one-sided 95% lower bound over deals),
the seat's own points, the win share and the CPU seconds of each set: the
figures by which a smoke-match budget was looked for. Run from the project root:
python -m benchmarks.gobblin_paired PILE PLAYOUTS DEALS SEED [SEED ...]
"""

from __future__ import annotations

import sys
import time

from fruitui.bots.gobblin_goblins.determinize import endgame_only_bot
from fruitui.bots.gobblin_goblins.greedy import GreedyBot
from fruitui.tools.sim_paired import format_paired, paired_match


def main(argv: list[str]) -> None:
    if len(argv) < 4:
        sys.exit(__doc__)
    pile, playouts, deals, *seeds = (int(a) for a in argv)
    for seed in seeds:
        start = time.process_time()
        report = paired_match("gobblin-goblins", endgame_only_bot(pile, playouts), GreedyBot(),
                              deals=deals, seed=seed)
        wins = sum(v > 0 for v in report.per_game)
        losses = sum(v < 0 for v in report.per_game)
        print(f"endgame {pile}, {playouts} playouts, seed {seed}: {format_paired(report)}; "
              f"margin better/worse than greedy in {wins}/{losses} games; "
              f"{time.process_time() - start:.1f} s of CPU", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
