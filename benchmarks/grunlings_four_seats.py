"""Grunlings hard in one seat against three normal bots (a strength match).

Each deal is played four times, hard in every chair (`simulate_match`), so a
fair share is 0.25. Deals run in chunks from `--seed`, each chunk's result
printed as it ends, with the pooled share and its 95% interval, so a run cut
short still says what it found: the games' (Wilson) interval, and the paired
one from the deals' shares (hard and normal play alike until the last cards,
so most deals give hard exactly one win of four, whoever sits where: the
deals' spread is far below the games'). Run niced, e.g.
`nice -n 5 python benchmarks/grunlings_four_seats.py --deals 25 --seed 4000000`;
several runs on other seeds pool by adding their wins and games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from fruitui.tools.sim import MatchReport, simulate_match


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=25)
    parser.add_argument("--seed", type=int, default=4000000)
    parser.add_argument("--chunk", type=int, default=1, help="deals a chunk")
    args = parser.parse_args()
    names = ["hard", "normal", "normal", "normal"]
    pooled = MatchReport("grunlings", names, 0, wins=[0.0] * 4)
    shares: list[float] = []  # hard's share of each chunk's games
    for start in range(0, args.deals, args.chunk):
        deals = min(args.chunk, args.deals - start)
        report = simulate_match("grunlings", names, deals, seed=args.seed + start)
        pooled.deals += deals
        pooled.games += report.games
        pooled.wins = [a + b for a, b in zip(pooled.wins, report.wins)]
        pooled.seconds += report.seconds
        shares.append(report.wins[0] / report.games)
        low, high = pooled.win_share_ci[0]
        half = (1.96 * statistics.stdev(shares) / len(shares) ** 0.5) if len(shares) > 1 else 1.0
        print(f"deals {args.seed + start}-{args.seed + start + deals - 1}: hard {report.wins[0]:.2f}"
              f" of {report.games}; pooled {pooled.wins[0]:.2f} of {pooled.games} = "
              f"{pooled.win_share[0]:.3f} (95%: games {low:.3f}-{high:.3f}, paired +- {half:.3f}),"
              f" {pooled.seconds:.0f} s CPU", flush=True)
    return 0


if __name__ == "__main__":
    start = time.time()
    code = main()
    print(f"{time.time() - start:.0f} s wall clock")
    sys.exit(code)
