"""Print the greedy bots' speed: decisions per second of the bot alone, and of
whole games (bot, view and rules), per game.

The bot alone is timed around `choose` only; building the seat's view and
applying the choice are the rules core's work and are timed apart, so a change
to the bots shows here undiluted. Run from the project root:
python benchmarks/greedy_bots.py [games]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's fruitui

from fruitui.bots import PositionRng, make_bot
from fruitui.rules.catalog import GAMES, load_rules


def measure(game: str, players: int, games: int) -> tuple[int, float, float]:
    """(decisions, seconds in choose, seconds of whole games) over `games` seeded games.

    The bot alone is timed on the positions of those games collected first,
    best of three passes, so a busy machine disturbs it less."""
    rules = load_rules(game)
    bots = [make_bot(game, "greedy") for _ in range(players)]
    names = [f"cpu{i + 1}" for i in range(players)]
    clock = time.process_time
    positions = []
    start = clock()
    for seed in range(1, games + 1):
        state = rules.new_state(names, seed)
        rng = PositionRng(seed, 0, 0)
        ply = 0
        while (decision := state.decision()) is not None:
            seat = decision.seat
            view = state.view(seat, prose=False)
            positions.append((bots[seat], view, decision, seed, ply, seat))
            state.apply(bots[seat].choose(view, decision, rng.reset(seed, ply, seat)))
            ply += 1
    total = clock() - start
    passes = []
    for _ in range(3):
        start = clock()
        for bot, view, decision, seed, ply, seat in positions:
            bot.choose(view, decision, rng.reset(seed, ply, seat))
        passes.append(clock() - start)
    return len(positions), min(passes), total


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    print(f"{'game':<18}{'players':>8}{'bot decisions/s':>17}{'game decisions/s':>18}"
          f"{'bot share':>10}")
    for name, info in GAMES.items():
        if not info.playable:
            continue
        players = min(max(4, info.min_players), info.max_players)
        decisions, in_bot, total = measure(name, players, games)
        print(f"{name:<18}{players:>8}{decisions / in_bot:>17,.0f}{decisions / total:>18,.0f}"
              f"{in_bot / total:>10.0%}")


if __name__ == "__main__":
    main()
