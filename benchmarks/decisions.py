"""Print the rules engines' speed: decisions per second, random and greedy bots.

Run: python benchmarks/decisions.py [games]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's fruitui

from fruitui.games.registry import GAMES
from fruitui.tools.sim import simulate


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print(f"{'game':<18}{'players':>8}{'bot':>8}{'decisions/s':>14}{'per game':>10}")
    for name, info in GAMES.items():
        if not info.playable:
            continue
        players = min(max(4, info.min_players), info.max_players)
        for bot in ("random", "greedy"):
            count = games if bot == "random" else max(games // 5, 50)
            report = simulate(name, players, count, seed=1, bot=bot)
            print(f"{name:<18}{players:>8}{bot:>8}{report.decisions_per_second:>14,.0f}"
                  f"{report.decisions / count:>10.1f}")


if __name__ == "__main__":
    main()
