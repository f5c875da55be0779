"""Tuning Grunlings' value bot for a table of value bots (tuning, not a speed test).

The value bot's weights (fruitui/bots/grunlings/value.py) were tuned against
three greedy bots. Normal and hard both play it outside their late search, so
at four seats hard meets three value bots. This tunes a copy of the value bot
(its own module object, so its weights and memos are its own) seated against
three shipped value bots, by paired matches (fruitui.tools.sim_paired: the
seat's margin over its best rival minus the shipped bot's in the same seat of
the same deal): one weight at a time, each tried a step down and up, a step
kept when it gains more than `--keep` standard errors of the paired difference
on the tuning deals.

    python benchmarks/grunlings_tune.py [--deals 300] [--seed 9100000] [--passes 2]
    python benchmarks/grunlings_tune.py --check '{"LEMON": 9}' --deals 500 --seed 9200000

Prints every try and, at the end, the weights kept as JSON.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fruitui.bots.grunlings import value as shipped  # noqa: E402
from fruitui.tools.sim_paired import paired_match, standard_error  # noqa: E402

# The weights tried, and each one's step.
STEPS: dict[str, float] = {
    "LEMON": 2.0, "MELON_HOPE": 0.2, "APPLE_HOPE": 0.2, "BERRY_HOPE": 0.2,
    "TROPIC_HOPE": 0.25, "FULL_DRAW": 10, "CHERRIES_FROM": 1, "CHERRIES_SPAN": 2,
    "GRAPES_BONUS": 3, "SHRUB_BONUS": 3, "CHERRIES_BONUS": 4,
    "MAJORITY_1": 0.1, "MAJORITY_2": 0.1, "MAJORITY_3": 0.1,
}


def variant(weights: dict[str, float]) -> Any:
    """A value bot whose module is a fresh copy of value.py with `weights` set."""
    spec = importlib.util.spec_from_file_location("value_copy", shipped.__file__)
    assert spec is not None and spec.loader is not None
    module: Any = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    chance = list(module.MAJORITY_CHANCE)
    for name, x in weights.items():
        if name.startswith("MAJORITY_"):
            chance[int(name[-1])] = x
        else:
            setattr(module, name, type(getattr(module, name))(x))
    module.MAJORITY_CHANCE = tuple(chance)
    return module.ValueBot()


def current(weights: dict[str, float], name: str) -> float:
    if name in weights:
        return weights[name]
    if name.startswith("MAJORITY_"):
        return shipped.MAJORITY_CHANCE[int(name[-1])]
    return float(getattr(shipped, name))


def gains(weights: dict[str, float], deals: int, seed: int
          ) -> tuple[list[float], float, float]:
    """Per deal, the tuned seat's mean margin gain over the shipped bot's; its
    win share, and the shipped bot's in the same seats."""
    report = paired_match("grunlings", variant(weights), shipped.ValueBot(), deals, seed)
    return report.per_deal, report.win_share, report.baseline_wins / report.games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=9100000)
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--keep", type=float, default=1.0)
    parser.add_argument("--start", default="{}", help="weights to start from, as JSON")
    parser.add_argument("--check", help="only measure these weights (JSON)")
    args = parser.parse_args()
    if args.check is not None:
        start = time.process_time()
        per_deal, wins, base = gains(json.loads(args.check), args.deals, args.seed)
        print(f"{args.check}: margin gain {statistics.fmean(per_deal):+.2f} +- "
              f"{standard_error(per_deal):.2f}, wins {wins:.3f} against {base:.3f} "
              f"({args.deals} deals from {args.seed}; {time.process_time() - start:.0f} s CPU)",
              flush=True)
        return
    weights: dict[str, float] = json.loads(args.start)
    best, _, _ = gains(weights, args.deals, args.seed)
    print(f"start {weights}: {statistics.fmean(best):+.2f}", flush=True)
    for _ in range(args.passes):
        for name, step in STEPS.items():
            for sign in (-1, 1):
                trial = dict(weights)
                trial[name] = current(weights, name) + sign * step
                if trial[name] < 0:
                    continue
                start = time.process_time()
                tried, wins, base = gains(trial, args.deals, args.seed)
                diff = [t - b for t, b in zip(tried, best)]
                mean, se = statistics.fmean(diff), standard_error(diff)
                kept = mean > args.keep * se
                print(f"{name}={trial[name]:g}: {statistics.fmean(tried):+.2f} "
                      f"(change {mean:+.2f} +- {se:.2f}) wins {wins:.3f}/{base:.3f}"
                      f"{'  kept' if kept else ''}  {time.process_time() - start:.0f} s",
                      flush=True)
                if kept:
                    weights, best = trial, tried
                    break
    print(json.dumps(weights))


if __name__ == "__main__":
    main()
