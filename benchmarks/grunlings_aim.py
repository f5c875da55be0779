"""Grunlings: Visitors aimed at the likely winner (grunlings_aim.py) against the
old aim (the seat with the most cards and Leaf Tokens, ties to the lowest seat).

A strength match, not a speed test; paired deals, every deal once per seating
(`fruitui.tools.sim.simulate_match`). Run niced from the project root:

nice -n 10 python -m benchmarks.grunlings_aim greedy 100 [players] [seed]
    today's greedy in one seat against greedy bots with the old aim;
nice -n 10 python -m benchmarks.grunlings_aim normal 25 [players] [seed] [--old-aim]
    the normal level against greedy bots, all with today's aim, or (with
    --old-aim) all with the old one: the before and after of the same match;
    with --greedy-old-aim, only the normal level aims anew (its own strength);
python -m benchmarks.grunlings_aim accuracy 300 [players] [seed]
    in all-greedy games, how often each aim picks the seat that goes on to win
    (of the Gecko, Sloth and Dodgy Dealer choices with two targets or more).

The old aim is put back in today's bots by replacing the one function that
picks the target; with it, the recorded games replay exactly as the code
before the change played them (checked when the aim changed).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from fruitui.bots.grunlings import greedy as greedy_module
from fruitui.bots.levels import make_bot
from fruitui.bots.grunlings.greedy import GreedyBot
from fruitui.tools.sim import format_match, simulate_match


def old_aim(view: Any, seats: Any) -> int:
    """The aim before: the most cards in hand plus Leaf Tokens, ties to the lowest seat."""
    return max(seats, key=lambda s: (view.players[s].hand_size + view.players[s].leaf, -s))


def put_old_aim_back() -> None:
    """Every greedy-rules bot (and rollout) from now on aims as before."""
    greedy_module.likely_winner = old_aim
    greedy_module.FOX_AIM = 0.0  # the Sly Fox took the card it wanted most, from anyone


class OldAimGreedy(GreedyBot):
    """Today's greedy bot aiming as it did before."""

    def choose(self, view: Any, decision: Any, rng: Any) -> Any:
        saved = greedy_module.likely_winner, greedy_module.FOX_AIM
        put_old_aim_back()
        try:
            return super().choose(view, decision, rng)
        finally:
            greedy_module.likely_winner, greedy_module.FOX_AIM = saved


def accuracy(games: int, players: int, seed: int) -> str:
    """How often the old and the new aim pick a seat that wins in the end."""
    from fruitui.bots.rng import bot_rng
    from fruitui.bots.grunlings.aim import likely_winner
    from fruitui.games.registry import load_rules

    bot, hits, aims = GreedyBot(), {"old": 0, "new": 0}, 0
    for game_seed in range(seed, seed + games):
        state = load_rules("grunlings").new_state([f"p{i}" for i in range(players)], game_seed)
        aimed: list[tuple[int, int]] = []
        ply = 0
        while (decision := state.decision()) is not None:
            view = state.view(decision.seat, prose=False)
            if decision.kind in ("gecko", "sloth", "dealer"):
                seats = sorted({c[0] if isinstance(c, tuple) else c for c in decision.choices})
                if len(seats) >= 2:
                    aimed.append((old_aim(view, seats), likely_winner(view, seats)))
            state.apply(bot.choose(view, decision, bot_rng(game_seed, ply, decision.seat)))
            ply += 1
        result = state.result()
        assert result is not None
        winners = set(result.winners)
        for old, new in aimed:
            hits["old"] += old in winners
            hits["new"] += new in winners
        aims += len(aimed)
    return (f"{games} all-greedy games of {players}: {aims} aimed Visitors; the seat that "
            f"wins in the end was aimed at {hits['old'] / aims:.1%} of the time by the old "
            f"aim, {hits['new'] / aims:.1%} by the new")


def main(argv: list[str]) -> int:
    flags = [a for a in argv if a.startswith("--")]
    args = [a for a in argv if not a.startswith("--")]
    which = args[0] if args else "greedy"
    deals = int(args[1]) if len(args) > 1 else 50
    players = int(args[2]) if len(args) > 2 else 4
    seed = int(args[3]) if len(args) > 3 else 0
    if which == "accuracy":
        print(accuracy(deals, players, seed))
        return 0
    if which == "greedy":
        bots: list[Any] = [GreedyBot()] + [OldAimGreedy() for _ in range(players - 1)]
        names = ["greedy-new-aim"] + ["greedy-old-aim"] * (players - 1)
    elif which == "normal":
        if "--old-aim" in flags:
            put_old_aim_back()  # every bot and rollout, for the whole run
        greedy = OldAimGreedy if "--greedy-old-aim" in flags else GreedyBot
        bots = [make_bot("grunlings", "normal")] + [greedy() for _ in range(players - 1)]
        names = ["normal"] + ["greedy"] * (players - 1)
    else:
        print(f"unknown match {which!r}: greedy or normal")
        return 2
    start = time.time()
    report = simulate_match("grunlings", names, deals, seed=seed, bots=bots)
    print(format_match(report))
    print(f"aim: {'old' if '--old-aim' in flags else 'new'}"
          f"{' (greedy: old)' if '--greedy-old-aim' in flags else ''}; "
          f"{time.time() - start:.0f} s wall clock")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
