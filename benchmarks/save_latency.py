"""Key to screen for a choice (which saves the game), this checkout against another.

A Fruit Spy table (Ann and two quick computers) in tmux: Enter takes a card
(no choice yet), and Enter again plays it on a house: that second key, the
choice, is timed from the key to the first change of the screen; the screen is
left to settle (the computers' moves) before the next key. The checkouts run
round after round, interleaved (in turn first), so a loaded machine slows all alike.

Run from the project root:  python benchmarks/save_latency.py --against /work/main
                            [--rounds 3] [--keys 5]
Needs tmux; uses ui_latency.py's session (killed afterwards).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ui_latency as ui  # noqa: E402

COMMAND = f"{ui.PY} -m fruitui --game fruit-spy --players Ann,cpu::easy,cpu::easy --seed 7 --cpu-delay 0"
READY = "Choose a card"
PLAYS = "Enter plays"  # the card is taken: Enter now makes the choice


def choices_to_screen(root: Path, keys: int, home: str) -> list[float]:
    """Seconds from each Enter (a choice, saved) to the first change of the screen."""
    ui.launch(COMMAND, home, root)
    try:
        ui.wait_for(READY)
        times = []
        while len(times) < keys:
            before, _ = ui.settle(0.4)
            text = ui.screen(colours=False)
            if READY in text:
                ui.tmux("send-keys", "-t", ui.SESSION, "Enter")  # takes the card
                continue
            if PLAYS not in text:
                break  # the game is over
            start = time.perf_counter()
            ui.tmux("send-keys", "-t", ui.SESSION, "Enter")
            while ui.screen() == before:
                if time.perf_counter() - start > 5:
                    raise TimeoutError("Enter changed nothing")
            times.append(time.perf_counter() - start)
        return times
    finally:
        ui.tmux("kill-session", "-t", ui.SESSION)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True, metavar="PATH", action="append",
                        help="another checkout (may be given more than once)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--keys", type=int, default=5)
    args = parser.parse_args()
    roots = {"this checkout": ui.ROOT}
    roots.update({f"against {path}": Path(path).resolve() for path in args.against})
    times: dict[str, list[float]] = {label: [] for label in roots}
    with tempfile.TemporaryDirectory(prefix="save-bench-") as home:
        for root in roots.values():  # warm-up: byte code cached
            choices_to_screen(root, 1, home)
        order = list(roots.items())
        for round_ in range(args.rounds):
            for label, root in order[round_ % len(order):] + order[:round_ % len(order)]:
                times[label] += choices_to_screen(root, args.keys, home)
    print(f"choice key to screen (Enter plays a card, saved; tmux {ui.WIDTH}x{ui.HEIGHT})")
    for label, values in times.items():
        print(f"  {label:<40}{statistics.median(values) * 1000:>8.1f} ms median, "
              f"{len(values)} choices")


if __name__ == "__main__":
    main()
