"""Stale rows in a real terminal, over many choices: the comparison of
tests/tmux/test_fresh_cells.py (tests/tmux/fresh_cells.py says how) on seeded
games of every game, at 80x24 and 120x40, beside busy loops under nice.

Prints, per game and size: decisions checked, stale rows found (rows of the
terminal that differ from a fruitui started fresh on the same save) and rows
painted late; then the load average seen during the run. Exits 1 if any stale
row was found.

Run from the project root:
    python benchmarks/fresh_cells.py [--decisions 25] [--seeds 1,2,3]
        [--games grunlings,...] [--sizes 80x24,120x40] [--load 2] [--root PATH]
--decisions is per game, size and seed (a game that ends first gives fewer).
--root runs the fruitui of another checkout (say, an older commit's worktree),
driven by this checkout's test code. Needs tmux; each table runs in a tmux
session named `fence-fresh-*`, killed afterwards.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.tmux.fresh_cells import GAMES, Run, busy_machine, play  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=25)
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default="80x24,120x40")
    parser.add_argument("--load", type=int, default=2, help="busy-loop processes under nice")
    parser.add_argument("--root", default="", help="the checkout whose fruitui is run")
    parser.add_argument("--workers", type=int, default=4, help="tables played at once")
    args = parser.parse_args()
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    cases = [(game, size, int(seed)) for seed in args.seeds.split(",")
             for game in args.games.split(",") for size in sizes]
    env = f"FRESH_APP_ROOT={Path(args.root).resolve()}" if args.root else ""

    loads: list[float] = []
    done = threading.Event()

    def sample_load() -> None:
        while not done.wait(5):
            loads.append(os.getloadavg()[0])

    began = time.monotonic()
    sampler = threading.Thread(target=sample_load, daemon=True)
    with tempfile.TemporaryDirectory(prefix="fresh-cells-") as folder, busy_machine(args.load):
        sampler.start()
        with ThreadPoolExecutor(args.workers) as pool:
            runs: list[Run] = list(pool.map(
                lambda case: play(case[0], case[1], case[2], args.decisions, Path(folder),
                                  env=env, fresh_env=env), cases))
        done.set()

    print(f"fruitui from {args.root or ROOT}; {args.load} busy loops under nice; "
          f"load average {min(loads, default=0):.1f} to {max(loads, default=0):.1f} "
          f"(mean {sum(loads) / max(len(loads), 1):.1f}); {time.monotonic() - began:.0f} s")
    for run in runs:
        print("  " + run.summary())
    stale = 0
    for game in args.games.split(","):
        for size in sizes:
            mine = [run for run in runs if run.game == game and run.size == size]
            checked, rows = sum(r.checked for r in mine), sum(r.stale for r in mine)
            late = sum(r.late for r in mine)
            crashes = sum(1 for r in mine if r.crash)
            stale += rows
            print(f"{game} {size[0]}x{size[1]}: decisions checked {checked}, "
                  f"stale rows {rows} (+{late} painted late), crashes {crashes}")
    print(f"all: decisions checked {sum(r.checked for r in runs)}, stale rows {stale}")
    for run in runs:
        for sample in run.samples + run.late_notes:
            print(f"--- {run.label}: {sample}")
        if run.crash:
            print(f"--- {run.label} ended:\n{run.crash}")
    return 1 if stale or any(run.crash for run in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
