"""Grunlings hard's search speed: rollouts a CPU second, against a baseline tree.

Hard searches the Discard step once 8 or fewer cards are left (flat search,
600 rollouts a move, every seat playing the value bot in the rollouts). This
times hard (and normal, for scale) on the same positions (`benchmarks.bots`'
sampler) in this tree and, with `--baseline PATH`, in another checkout
(say the main branch's), in alternating child processes, so both see the
same load. Prints each run's rollouts a CPU second, the medians, and the ratio
this tree / baseline. `--profile` prints where hard's time goes instead.

    python benchmarks/grunlings_speed.py --baseline /work/main [--positions 12] [--rounds 3]
    python benchmarks/grunlings_speed.py --profile
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def measure(positions: int) -> dict[str, float]:
    """Rollouts a CPU second at each level, on `positions` sampled positions."""
    from benchmarks.bots import sample_positions
    from fruitui.bots.rng import bot_rng
    from fruitui.bots.search import search_bot

    found = sample_positions("grunlings", positions, search_bot("grunlings", "normal", 1))
    out = {}
    for level in ("normal", "hard"):
        bot = search_bot("grunlings", level)
        rollouts, seconds = 0, 0.0
        for i, (state, decision) in enumerate(found):
            view = state.view(decision.seat, prose=False)
            start = time.process_time()
            bot.choose(view, decision, bot_rng(i, 0, decision.seat))
            seconds += time.process_time() - start
            rollouts += bot.last_iterations
        out[level] = rollouts / seconds
    return out


# Where the time goes: functions whose cumulative time is reported (they nest:
# apply holds the legal choices, the rollout policy holds the views it builds).
PARTS = (
    ("whole search", "flat.py", "choose"),
    ("determinize (deal a world)", "determinize.py", "sample"),
    ("clone", "state.py", "clone"),
    ("rollouts", "rollout.py", "greedy_rollout_totals"),
    ("rules: apply", "state.py", "apply"),
    ("rules: legal choices (settle)", "state.py", "_settle_steps"),
    ("rollout policy (value bot)", "rollout.py", "value_rollout_choice"),
    ("  value bot: card worths", "value.py", "worth"),
    ("  view building (LiteView)", "rollout.py", "__init__"),
    ("  value bot: holding values", "value.py", "_value"),
    ("Star Fruit placements", "rollout.py", "greedy_rollout_choice"),
    ("end scores", "state.py", "score_totals"),
)


def profile(positions: int) -> None:
    from benchmarks.bots import sample_positions
    from fruitui.bots.rng import bot_rng
    from fruitui.bots.search import search_bot

    bot = search_bot("grunlings", "hard")
    found = sample_positions("grunlings", positions, search_bot("grunlings", "normal", 1))
    profiler = cProfile.Profile()
    profiler.enable()
    for i, (state, decision) in enumerate(found):
        bot.choose(state.view(decision.seat, prose=False), decision, bot_rng(i, 0, decision.seat))
    profiler.disable()
    stats = pstats.Stats(profiler)
    table = stats.stats  # type: ignore[attr-defined]  # pstats keeps its table here
    total = max(ct for (f, _, n), (_, _, _, ct, _) in table.items() if n == "choose"
                and f.endswith("flat.py"))
    print(f"{'part (cumulative, profiled)':<34}{'calls':>10}{'share':>8}")
    for label, file, name in PARTS:
        calls = cumulative = 0.0
        for (f, _, n), (_, nc, _, ct, _) in table.items():
            if n == name and f.endswith(file):
                calls += nc
                cumulative += ct
        print(f"{label:<34}{calls:>10,.0f}{cumulative / total:>8.1%}")
    print()
    stats.sort_stats("tottime").print_stats(15)


def run_child(tree: Path, positions: int) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child",
                          "--positions", str(positions)], cwd=tree, env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--baseline", type=Path, help="another checkout to compare with")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.positions)))
        return 0
    if args.profile:
        profile(args.positions)
        return 0
    trees = [("this tree", HERE)]
    if args.baseline:
        trees.insert(0, ("baseline", args.baseline.resolve()))
    runs: dict[str, list[dict[str, float]]] = {label: [] for label, _ in trees}
    for round_ in range(args.rounds):
        for label, tree in trees if round_ % 2 == 0 else reversed(trees):
            found = run_child(tree, args.positions)
            runs[label].append(found)
            print(f"round {round_ + 1} {label:<10} normal {found['normal']:>7,.0f}  "
                  f"hard {found['hard']:>7,.0f} rollouts a CPU second", flush=True)
    medians = {label: {level: statistics.median(r[level] for r in found)
                       for level in ("normal", "hard")} for label, found in runs.items()}
    for label, found in medians.items():
        print(f"median {label:<10} normal {found['normal']:>7,.0f}  hard {found['hard']:>7,.0f}"
              f"  (hard / normal {found['hard'] / found['normal']:.2f})")
    if args.baseline:
        for level in ("normal", "hard"):
            ratio = medians["this tree"][level] / medians["baseline"][level]
            print(f"{level}: this tree / baseline {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
