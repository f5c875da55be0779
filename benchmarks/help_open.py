"""How long `?` takes to show a game's help, through a real terminal (tmux).

For each game a table with computers is opened at 120x40; then, round after
round: `?`, time until the page's heading ("rules reference") is on screen,
Escape, wait for the table to settle. Against the same run's floor: a key in
floor_app.py (a Textual app that flips a label), so a loaded machine slows both.
Issue 38's target: under 0.3 s on this machine.

Run from the project root:  python benchmarks/help_open.py [--opens 10]
Needs tmux. The session is named `u14-bench-*` (or $UI_BENCH_SESSION) and killed afterwards.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ui_latency import FLOOR, SESSION, key_to_screen, launch, settle, table, tmux, wait_for  # noqa: E402

GAMES = (("grunlings", "Ann,cpu,cpu,cpu"), ("fabled-fruit", "Ann,cpu,cpu,cpu"),
         ("gobblin-goblins", "Ann,cpu,cpu,cpu"), ("fruit-spy", "Ann,cpu,cpu,cpu"))
MARKER = "rules reference"


def help_opens(game: str, players: str, opens: int, home: str) -> list[float]:
    launch(table(game, players), home)
    try:
        wait_for("Ann")
        settle()
        times = []
        for _ in range(opens):
            start = time.perf_counter()
            tmux("send-keys", "-t", SESSION, "?")
            wait_for(MARKER, timeout=20)
            times.append(time.perf_counter() - start)
            tmux("send-keys", "-t", SESSION, "Escape")
            settle(0.3)
        return times
    finally:
        tmux("kill-session", "-t", SESSION)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--opens", type=int, default=10, help="times `?` is pressed per game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        floor = key_to_screen(FLOOR, 20, home)
        print(f"floor: a key in a flip-a-label app    {floor * 1000:6.1f} ms")
        for game, players in GAMES:
            times = help_opens(game, players, args.opens, home)
            print(f"{game:16} help on screen: median {statistics.median(times) * 1000:6.1f} ms, "
                  f"worst {max(times) * 1000:6.1f} ms  ({statistics.median(times) / floor:.1f}x floor)")


if __name__ == "__main__":
    main()
