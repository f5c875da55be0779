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
- `forget` (Fabled Fruit; fair): hard's worlds dealt as normal's are, from its
  view without what it saw go into the others' hands (the hard before it
  remembered: shipped hard deals each other hand holding those fruits).
Each variant changes only the worlds hard's search plays out; where hard does
not search it plays as shipped. Grunlings has its own (grunlings_ceiling.py).

    python benchmarks/hard_ceiling.py GAME [--deals 40] [--seed 6000000]
        [--variants honest,hands,pile,forget]

Prints each deal's shares as it ends, then each variant's share with a 95%
interval over the deals and its mean gain over `honest` on the same deals.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.grunlings_ceiling import play_deals, play_game  # noqa: E402
from fruitui.bots.gobblin_goblins.search import stamped  # noqa: E402
from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.search import search_module  # noqa: E402
from fruitui.games.registry import game_info, resolve  # noqa: E402

SEATS = 4
GAMES = ("fabled-fruit", "gobblin-goblins", "fruit-spy")
VARIANTS = ("honest", "hands", "pile", "forget")


def cheat(variant: str, honest: Callable[..., Any], truth: Any, seat: int,
          reshuffle: Callable[..., None] | None) -> Callable[..., Any]:
    """A stand-in for hard's dealer that deals from `truth`."""
    def determinize(view: Any, rng: random.Random, *args: Any) -> Any:
        honest(view, rng, *args)  # refuses where the honest one does
        world = truth.clone()
        if hasattr(world, "rng"):  # a clone may share the game's own
            world.rng = random.Random(rng.getrandbits(64))
        if variant == "hands" and reshuffle is not None:
            reshuffle(world, seat, rng, False)  # the others' hands kept as they are
        return world
    return determinize


def game(name: str, variant: str, seed: int, hard_seat: int, cpu: list[float]) -> float:
    bots: list[Any] = [make_bot(name, "hard" if s == hard_seat else "normal")
                       for s in range(SEATS)]
    hard = bots[hard_seat]
    flat = name == "gobblin-goblins"  # PairedFlatBot stamps its worlds' starting points
    honest = search_module(name).determinize if flat else hard.determinize
    shipped = hard.determinize
    reshuffle = resolve(game_info(name).reshuffle) if game_info(name).reshuffle else None

    def install(state: Any) -> Callable[[], None]:
        if variant == "forget":
            dealer = search_module(name).determinize
        else:
            dealer = cheat(variant, honest, state, hard_seat, reshuffle)
        hard.determinize = stamped(dealer) if flat else dealer
        return lambda: setattr(hard, "determinize", shipped)

    return play_game(name, seed, hard_seat, bots, cpu, None if variant == "honest" else install)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=GAMES)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=6000000)
    parser.add_argument("--variants", default="honest,hands,pile")
    args = parser.parse_args()
    variants = args.variants.split(",")
    if not set(variants) <= set(VARIANTS):
        parser.error(f"variants: any of {', '.join(VARIANTS)}")
    if "hands" in variants and not game_info(args.game).reshuffle:
        parser.error(f"{args.game} has no reshuffle: its variants are honest and pile")
    if "forget" in variants and args.game != "fabled-fruit":
        parser.error("forget: Fabled Fruit only")
    play_deals(game_info(args.game).title, variants, args.deals, args.seed,
               lambda v, seed, seat, cpu: game(args.game, v, seed, seat, cpu))


if __name__ == "__main__":
    main()
