"""Gobblin' Goblins normal with and without its race (flat.py's `race`): the same
moves for how much less CPU?

Positions: turns of two-seat games played by greedy bots, one position a game at
a random ply. At each, normal searches three times: without the race (every
choice plays every round), without it from another stream (how often two whole
searches agree at all: the search's own noise), and with the race from the
first stream. Prints how often each pair agrees, the CPU ratio race / whole
and the playouts a move.

    python benchmarks/gobblin_race.py [--positions 100] [--margin 2.0] [--players 2]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fruitui.bots.levels import make_bot  # noqa: E402
from fruitui.bots.rng import bot_rng  # noqa: E402
from fruitui.games.registry import load_rules  # noqa: E402

GAME = "gobblin-goblins"


def sample(count: int, players: int) -> list[tuple[Any, Any, int]]:
    rules = load_rules(GAME)
    greedy = make_bot(GAME, "greedy")
    found: list[tuple[Any, Any, int]] = []
    seed = 900
    while len(found) < count:
        state = rules.new_state([f"p{s}" for s in range(players)], seed, {})
        stop, ply = random.Random(seed).randrange(2, 120), 0
        while (decision := state.decision()) is not None:
            if ply >= stop and decision.kind == "turn" and len(decision.choices) > 1:
                found.append((state.clone(), decision, seed))
                break
            view = state.view(decision.seat, prose=False)
            state.apply(greedy.choose(view, decision, bot_rng(seed, ply, decision.seat)))
            ply += 1
        seed += 1
    return found


def search(state: Any, decision: Any, margin: float, seed: int) -> tuple[Any, float, int]:
    bot = make_bot(GAME, "normal")
    bot.race = margin
    view = state.view(decision.seat, prose=False)
    start = time.process_time()
    choice = bot.choose(view, decision, bot_rng(seed, 0, decision.seat))
    return choice, time.process_time() - start, bot.last_iterations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--margin", type=float, default=2.0)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    agree_self = agree_race = 0
    cpu = {"whole": 0.0, "race": 0.0}
    playouts = {"whole": 0, "race": 0}
    found = sample(args.positions, args.players)
    for state, decision, seed in found:
        whole, whole_cpu, whole_playouts = search(state, decision, 0.0, seed)
        other, _cpu, _playouts = search(state, decision, 0.0, seed + 10**6)
        raced, race_cpu, race_playouts = search(state, decision, args.margin, seed)
        agree_self += whole == other
        agree_race += whole == raced
        cpu["whole"] += whole_cpu
        cpu["race"] += race_cpu
        playouts["whole"] += whole_playouts
        playouts["race"] += race_playouts
    n = len(found)
    print(f"{n} positions, {args.players} seats, margin {args.margin:g}:")
    print(f"  two whole searches (other streams) agree at {agree_self} of {n}")
    print(f"  the race and the whole search (same stream) agree at {agree_race} of {n}")
    print(f"  CPU a move: whole {1000 * cpu['whole'] / n:.0f} ms, race "
          f"{1000 * cpu['race'] / n:.0f} ms (race / whole {cpu['race'] / cpu['whole']:.2f})")
    print(f"  playouts a move: whole {playouts['whole'] / n:.0f}, race {playouts['race'] / n:.0f}")


if __name__ == "__main__":
    main()
