"""The thinking line: which computer is thinking, for how long, and (where its
level has a budget) how much of the move's budget it has spent.

"Cy is thinking…" at first, then once a second "Cy is thinking… 3 s", with a
progress mark ("… 3 s ▰▰▰▱▱") when the search reports one (bots/progress.py:
a fraction, nothing else of the search).
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fruitui.bots.progress import Progress

MARKS = 5  # cells of the progress mark
now = monotonic  # the clock (a test sets its own)


def thinking_line(name: str, seconds: int | None = None, fraction: float | None = None) -> str:
    line = f"{name} is thinking…"
    if seconds is None:
        return line
    line += f" {seconds} s"
    if fraction is not None:
        full = max(0, min(MARKS, int(fraction * MARKS)))
        line += " " + "▰" * full + "▱" * (MARKS - full)
    return line


class ThinkingClock:
    """One computer's thinking about one decision, timed from when it began."""

    def __init__(self, name: str, seat: int, move: int, progress: Progress | None = None) -> None:
        self.name, self.seat, self.move = name, seat, move
        self.progress = progress  # None: no progress to show (a hosted table's computer)
        self.started = now()
        self.shown: str | None = None  # the line last put on the status line

    def line(self) -> str:
        """The line as it stands: seconds only once a whole one has passed."""
        seconds = int(now() - self.started)
        fraction = None if self.progress is None else self.progress.fraction
        return thinking_line(self.name, seconds if seconds >= 1 else None, fraction)
