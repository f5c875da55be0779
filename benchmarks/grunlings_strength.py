"""Grunlings search bots against three greedy bots (a strength match, not a speed test).

Paired deals (every deal once per seating, from `fruitui.tools.sim.simulate_match`):
an even share is 0.25. Run niced: `nice -n 10 python benchmarks/grunlings_strength.py
flat 10` (10 deals = 40 games); the bot is `flat` (FlatGrunlingsBot, 60 rollouts a
move) or `ismcts` (the trial budget in determinize_grunlings.py, 200 iterations a move); `flat-blind`
is the flat bot handed views without `hand_known` (as before the view had it), to
compare on the same deals; `flat-belief` deals the others' hands to explain their
tells (grunlings_belief.py); `flat-end` searches only the Discard step once the Draw
Pile holds 8 cards or fewer (200 rollouts a move, greedy elsewhere: round 10's best).
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time
from typing import Any

from fruitui.bots.levels import make_bot
from fruitui.bots.grunlings.flat import FlatGrunlingsBot
from fruitui.bots.search import trial_bot
from fruitui.games.base import Choice, Decision
from fruitui.games.grunlings import GrunlingsView
from fruitui.tools.sim import format_match, simulate_match


class Blind:
    """A bot handed views without the cards everyone saw go into hands."""

    needs_view = True

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def choose(self, view: GrunlingsView, decision: Decision, rng: random.Random) -> Choice:
        players = tuple(p._replace(hand_known=()) for p in view.players)
        return self.bot.choose(dataclasses.replace(view, players=players), decision, rng)


def main(argv: list[str]) -> int:
    which = argv[0] if argv else "flat"
    deals = int(argv[1]) if len(argv) > 1 else 10
    seed = int(argv[2]) if len(argv) > 2 else 0
    iterations = int(argv[3]) if len(argv) > 3 else (
        200 if which in ("ismcts", "flat-end") else 60)
    if which == "flat-end":
        searcher = FlatGrunlingsBot(iterations, kinds=frozenset(("discard",)), max_draw=8)
    elif which in ("flat", "flat-blind", "flat-belief"):
        searcher = FlatGrunlingsBot(iterations, belief=which == "flat-belief")
        if which == "flat-blind":
            searcher = Blind(searcher)
    elif which == "ismcts":
        searcher = trial_bot("grunlings", iterations)
    else:
        print(f"unknown bot {which!r}: flat, flat-blind, flat-belief, flat-end or ismcts")
        return 2
    bots = [searcher] + [make_bot("grunlings", "greedy") for _ in range(3)]
    names = [f"{which}{iterations}", "greedy", "greedy", "greedy"]
    start = time.time()
    report = simulate_match("grunlings", names, deals, seed=seed, bots=bots)
    print(format_match(report))
    print(f"{time.time() - start:.0f} s wall clock")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
