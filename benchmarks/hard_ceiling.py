"""How far above normal a hard search could get at four seats, by cheating on
purpose (tuning only, never in play): Fabled Fruit, Gobblin' Goblins, Fruit Spy.

One hard seat against three normal bots, the hard seat rotated over every deal
(even is 0.25), every variant on the same deals in the same run:
- `honest`: hard as shipped (its worlds dealt from its view);
- `hands`: hard's worlds dealt from the TRUE state, the others' hands known,
  the Draw Pile (and what the game's reshuffle deals anew with it) reshuffled:
  what a perfect read of the others could give;
- `pile`: the TRUE state itself, the Draw Pile's order known too (what no fair
  player can know).
Each cheat changes only the worlds hard's search plays out; where hard does not
search it plays as shipped. Grunlings has its own (grunlings_ceiling.py).

    python benchmarks/hard_ceiling.py GAME [--deals 40] [--seed 6000000]
        [--variants honest,hands,pile]

Prints each deal's shares as it ends, then each variant's share with a 95%
interval over the deals and its mean gain over `honest` on the same deals.
"""

from __future__ import annotations

import argparse
import random
import signal
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.grunlings_ceiling import _interrupt, interval  # noqa: E402
from fruitui.bots.gobblin_goblins.search import stamped  # noqa: E402
from fruitui.bots.ismcts import win_shares  # noqa: E402
from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.rng import bot_rng  # noqa: E402
from fruitui.bots.search import search_module  # noqa: E402
from fruitui.games.registry import game_info, load_rules, resolve  # noqa: E402

SEATS = 4
GAMES = ("fabled-fruit", "gobblin-goblins", "fruit-spy")
VARIANTS = ("honest", "hands", "pile")


def cheat(variant: str, honest: Callable[..., Any], truth: Any, seat: int,
          reshuffle: Callable[..., None]) -> Callable[..., Any]:
    """A stand-in for hard's dealer that deals from `truth`."""
    def determinize(view: Any, rng: random.Random, *args: Any) -> Any:
        honest(view, rng, *args)  # refuses where the honest one does
        world = truth.clone()
        if hasattr(world, "rng"):  # a clone may share the game's own
            world.rng = random.Random(rng.getrandbits(64))
        if variant == "hands":
            reshuffle(world, seat, rng, False)  # the others' hands kept as they are
        return world
    return determinize


def game(name: str, variant: str, seed: int, hard_seat: int, cpu: list[float]) -> float:
    state: Any = load_rules(name).new_state([f"P{s + 1}" for s in range(SEATS)], seed, {})
    bots: list[Any] = [make_bot(name, "hard" if s == hard_seat else "normal")
                       for s in range(SEATS)]
    hard = bots[hard_seat]
    flat = name == "gobblin-goblins"  # PairedFlatBot stamps its worlds' starting points
    honest = search_module(name).determinize if flat else hard.determinize
    reshuffle = resolve(game_info(name).reshuffle)
    ply = 0
    while (decision := state.decision()) is not None:
        view = state.view(decision.seat, prose=False)
        mine = decision.seat == hard_seat
        if mine and variant != "honest":
            dealer = cheat(variant, honest, state, hard_seat, reshuffle)
            hard.determinize = stamped(dealer) if flat else dealer
        start = time.process_time()
        choice = bots[decision.seat].choose(view, decision, bot_rng(seed, ply, decision.seat))
        if mine and len(decision.choices) > 1:
            cpu.append(time.process_time() - start)
        state.apply(choice)
        ply += 1
    result = state.result()
    assert result is not None
    return win_shares(result, SEATS)[hard_seat]


def main() -> None:
    signal.signal(signal.SIGTERM, _interrupt)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAMES)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=6000000)
    parser.add_argument("--variants", default="honest,hands,pile")
    args = parser.parse_args()
    variants = args.variants.split(",")
    if not set(variants) <= set(VARIANTS):
        parser.error(f"variants: any of {', '.join(VARIANTS)}")
    shares: dict[str, list[float]] = {v: [] for v in variants}
    cpu: dict[str, list[float]] = {v: [] for v in variants}
    print(f"{game_info(args.game).title}, one hard against three normal, deals from "
          f"{args.seed}; even is 0.25", flush=True)
    try:
        for deal in range(args.deals):
            seed = args.seed + deal
            row = {v: statistics.mean(game(args.game, v, seed, s, cpu[v]) for s in range(SEATS))
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
        gain = ""
        if "honest" in shares and v != "honest":
            gain = f"; gain over honest {interval([a - b for a, b in zip(values, shares['honest'])])}"
        mean_cpu = statistics.mean(cpu[v]) * 1000 if cpu[v] else 0.0
        print(f"{v}: {interval(values)} of {SEATS * done} games ({done} deals){gain}; "
              f"hard's CPU a move {mean_cpu:.0f} ms")


if __name__ == "__main__":
    main()
