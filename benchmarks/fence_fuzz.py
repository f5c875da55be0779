"""The hand-off fence under load: the key fuzz of tests/tmux/test_key_fuzz.py on
3-person hot-seat tables of every game, at 120x40 and 80x24, with the machine
loaded (busy-loop processes under `nice` beside it) and a share of the fences'
first frames held back at random (tests/tmux/slow_frames.py).

Prints, per game: keys fuzzed, hand-offs seen (Pass-to screens dismissed),
fences dismissed (Pass-to screens and "Your move" cards), first-frame delays
injected, skips (a fence dismissed by a key typed before its first frame was
written, or a redraw or screen showing a seat's cards to anyone but the person
who took the keyboard) and crashes. Exits 1 if any skip or crash was seen.

Run from the project root:
    python benchmarks/fence_fuzz.py [--keys 20000] [--games fruit-spy,...]
        [--sizes 120x40,80x24] [--load 2] [--delay-max 2.0] [--delay-share 0.3]
--keys is per game, split between the sizes. Needs tmux; the games run at once,
each in a tmux session named `t10-fuzz-*`, killed afterwards.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.tmux.test_key_fuzz import fuzz_game, summary  # noqa: E402

GAMES = "fruit-spy,grunlings,fabled-fruit,gobblin-goblins"
BUSY = "while True: pass"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=20000, help="keys per game (all sizes)")
    parser.add_argument("--games", default=GAMES)
    parser.add_argument("--sizes", default="120x40,80x24")
    parser.add_argument("--load", type=int, default=2, help="busy-loop processes under nice")
    parser.add_argument("--delay-max", type=float, default=2.0,
                        help="longest first-frame hold, seconds")
    parser.add_argument("--delay-share", type=float, default=0.3,
                        help="share of the fences' first frames held back")
    args = parser.parse_args()
    games = args.games.split(",")
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    per_run = -(-args.keys // len(sizes))

    load = [subprocess.Popen(["nice", "-n", "10", sys.executable, "-c", BUSY])
            for _ in range(args.load)]
    began = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="fence-fuzz-") as folder:
            def one_game(game: str) -> list[dict[str, object]]:
                return [fuzz_game(game, Path(folder), keys_wanted=per_run, size=size,
                                  delay_max=args.delay_max, delay_share=args.delay_share)
                        for size in sizes]

            with ThreadPoolExecutor(len(games)) as pool:
                results = dict(zip(games, pool.map(one_game, games)))
    finally:
        for process in load:
            process.kill()
            process.wait()

    print(f"load: {args.load} busy loops under nice; first frames held: "
          f"{args.delay_share:.0%} of them, up to {args.delay_max} s; "
          f"{time.monotonic() - began:.0f} s in all")
    bad = False
    for game, runs in results.items():
        for run in runs:
            print("  " + summary(run))
        total = {key: sum(int(run[key]) for run in runs)
                 for key in ("keys", "handoffs", "fences", "delays", "skips", "early", "wrong")}
        crashes = sum(1 for run in runs if run["crashed"])
        skips = total["skips"] + total["early"] + total["wrong"]
        print(f"{game}: keys fuzzed under load {total['keys']}, hand-offs seen "
              f"{total['handoffs']} (fences dismissed {total['fences']}), first-frame delays "
              f"injected {total['delays']}, skips {skips}, crashes {crashes}")
        for run in runs:
            if run["crashed"] or run["early"] or run["skips"] or run["wrong"]:
                print(f"--- {game} {run['size']}:\n{run['sample']}\n{run['screen']}")
        bad = bad or skips > 0 or crashes > 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
