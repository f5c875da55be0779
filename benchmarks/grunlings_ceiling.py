"""How far above normal any Grunlings hard could get at four seats: a ceiling
by cheating on purpose (tuning only, never in play).

One hard seat against three normal bots, the hard seat rotated over every deal
(even is 0.25), three hards on the same deals in the same run:
- `honest`: hard as shipped (its worlds dealt from its view);
- `hands`: hard's search dealt from the TRUE state, the others' hands,
  Baskets and Discard Piles known, the Draw Pile's non-Event cards reshuffled
  (what a perfect read of the others could give);
- `pile`: the TRUE state itself, the Draw Pile's order known too (what no fair
  player can know).
Each cheat changes only the worlds hard's search plays out; where hard does
not search (the value bot's play until the last cards) it plays as shipped.
`belief` is honest, its worlds' hands dealt to explain the others' plays
(`belief=True`, bots/grunlings/belief.py), as no level ships it.
A variant ending in `-all` (on request: about 15 times the CPU) searches every
turn step of the game, not only the last Discard steps.

    python benchmarks/grunlings_ceiling.py [--deals 50] [--seed 5000000]
        [--variants honest,hands,pile]

Prints each deal's shares as it ends, then each variant's share with a 95%
interval over the deals and its mean gain over `honest` on the same deals.
"""

from __future__ import annotations

import argparse
import math
import random
import signal
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from collections.abc import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.grunlings_oracle import reshuffle  # noqa: E402
from fruitui.bots.grunlings import flat  # noqa: E402
from fruitui.bots.ismcts import win_shares  # noqa: E402
from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.rng import bot_rng  # noqa: E402
from fruitui.games.grunlings import GrunlingsState  # noqa: E402
from fruitui.games.registry import load_rules  # noqa: E402

SEATS = 4
VARIANTS = ("honest", "hands", "pile", "belief", "honest-all", "hands-all", "pile-all")
HONEST_DETERMINIZE = flat.worlds.determinize


def cheat(variant: str, truth: GrunlingsState) -> Callable[..., Any]:
    """A stand-in for the determinizer that deals from `truth`."""
    def determinize(view: Any, rng: random.Random, *args: Any, **kwargs: Any) -> Any:
        HONEST_DETERMINIZE(view, rng, *args, **kwargs)  # refuses where the honest one does
        world = truth.clone()
        if variant.startswith("hands"):
            reshuffle(world, rng)  # the Draw Pile's non-Event cards shuffled in place
        return world
    return determinize


def game(variant: str, seed: int, hard_seat: int, cpu: list[float]) -> float:
    bots: list[Any] = [make_bot("grunlings", "hard" if s == hard_seat else "normal")
                       for s in range(SEATS)]
    if variant == "belief":
        bots[hard_seat].belief = True
    if variant.endswith("-all"):
        bots[hard_seat].max_draw = None
        bots[hard_seat].kinds = flat.FLAT_KINDS

    def install(state: GrunlingsState) -> Callable[[], None]:
        flat.worlds.determinize = cheat(variant, state)
        return lambda: setattr(flat.worlds, "determinize", HONEST_DETERMINIZE)

    cheating = variant.startswith(("hands", "pile"))
    return play_game("grunlings", seed, hard_seat, bots, cpu, install if cheating else None)


def play_game(name: str, seed: int, hard_seat: int, bots: list[Any], cpu: list[float],
              install: Callable[[Any], Callable[[], None]] | None) -> float:
    """One game of `bots`; hard's share of the win. Before each of hard's moves
    `install(true state)` puts its cheat in place and returns what undoes it."""
    state: Any = load_rules(name).new_state([f"P{s + 1}" for s in range(SEATS)], seed, {})
    ply = 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        hard = decision.seat == hard_seat
        undo = install(state) if hard and install is not None else None
        start = time.process_time()
        try:
            choice = bots[decision.seat].choose(view, decision, bot_rng(seed, ply, decision.seat))
        finally:
            if undo is not None:
                undo()
        if hard and len(decision.choices) > 1:
            cpu.append(time.process_time() - start)
        state.apply(choice)
        ply += 1
    result = state.result()
    assert result is not None
    return win_shares(result, SEATS)[hard_seat]


def interval(values: list[float]) -> str:
    mean = statistics.mean(values)
    if len(values) < 2:
        return f"{mean:.3f}"
    return f"{mean:.3f} ± {1.96 * statistics.stdev(values) / math.sqrt(len(values)):.3f}"


def _interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def play_deals(title: str, variants: list[str], deals: int, first: int,
               play: Callable[[str, int, int, list[float]], float]) -> None:
    """Every variant on deals `first`, `first + 1`, ..., the hard seat rotated over
    the four seats of each (`play(variant, seed, hard_seat, cpu)`: hard's share of
    one game); prints each deal as it ends and each variant's share at the end."""
    signal.signal(signal.SIGTERM, _interrupt)
    shares: dict[str, list[float]] = {v: [] for v in variants}
    cpu: dict[str, list[float]] = {v: [] for v in variants}
    print(f"{title}, one hard against three normal, deals from {first}; even is 0.25",
          flush=True)
    try:
        for deal in range(deals):
            seed = first + deal
            row = {v: statistics.mean(play(v, seed, s, cpu[v]) for s in range(SEATS))
                   for v in variants}
            for v in variants:
                shares[v].append(row[v])
            print(f"  deal {seed}: " + ", ".join(f"{v} {row[v]:.2f}" for v in variants)
                  + " (running " + ", ".join(f"{v} {statistics.mean(shares[v]):.3f}"
                                             for v in variants) + ")", flush=True)
    except KeyboardInterrupt:  # stopped early (SIGTERM too): report the deals played
        print(f"stopped after {len(shares[variants[-1]])} deals")
    done = len(shares[variants[-1]])
    for v in variants:
        values = shares[v][:done]
        if not values:
            continue
        mean_cpu = statistics.mean(cpu[v]) * 1000 if cpu[v] else 0.0
        gain = ""
        if "honest" in shares and v != "honest":
            gain = f"; gain over honest {interval([a - b for a, b in zip(values, shares['honest'])])}"
        print(f"{v}: {interval(values)} of {SEATS * done} games ({done} deals){gain}; "
              f"hard's CPU a move {mean_cpu:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--seed", type=int, default=5000000)
    parser.add_argument("--variants", default="honest,hands,pile")
    args = parser.parse_args()
    variants = args.variants.split(",")
    if not set(variants) <= set(VARIANTS):
        parser.error(f"variants: any of {', '.join(VARIANTS)}")
    play_deals("Grunlings", variants, args.deals, args.seed, game)


if __name__ == "__main__":
    main()
