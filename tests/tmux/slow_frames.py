"""A test hook: `python tests/tmux/slow_frames.py ARGS` runs fruitui (as
`python -m fruitui ARGS`) with the first frame of fence screens (Pass-to,
"Your move") held back, as a loaded machine holds them back.

FENCE_DELAY=S holds every first frame S seconds; FENCE_DELAY_MAX=S instead
holds a random share of them (FENCE_DELAY_SHARE, default 0.5) a random 0.05 to S
seconds (seeded by FENCE_DELAY_SEED). MENU_DELAY=S holds S seconds the table's
first frame of each new menu (a new decision offered). The process is held
meanwhile (`hold`), so keys typed then wait in the terminal's input buffer, as they do under load.
Each hold is traced (`frame-delayed`). Nothing in fruitui reads these variables.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from fruitui.ui.app import FruitApp  # noqa: E402
from fruitui.ui.screens.handoff import HandoffScreen  # noqa: E402
from fruitui.ui.screens.table import TableScreen  # noqa: E402
from fruitui.tools.trace import trace  # noqa: E402

FIXED = float(os.environ.get("FENCE_DELAY", "0") or 0)
MAX = float(os.environ.get("FENCE_DELAY_MAX", "0") or 0)
SHARE = float(os.environ.get("FENCE_DELAY_SHARE", "0.5"))
RNG = random.Random(os.environ.get("FENCE_DELAY_SEED", "fence"))
MENU = float(os.environ.get("MENU_DELAY", "0") or 0)

def hold(seconds: float) -> None:
    """Keep the whole process from running Python for `seconds`, as a starved
    machine does: the main thread keeps the interpreter (it spins, a switch
    interval longer than the hold), so Textual's input thread reads nothing
    and keys wait in the terminal's input buffer. (Stopping the process with
    SIGSTOP instead set off Textual's resume-after-Ctrl+Z handler on SIGCONT.)"""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(seconds + 1)
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            pass
    finally:
        sys.setswitchinterval(interval)


_display = FruitApp._display  # Textual's, on code without the fence's own


def held_display(app, screen, renderable) -> None:  # type: ignore[no-untyped-def]
    if (isinstance(screen, HandoffScreen) and renderable is not None
            and not app._batch_count and not getattr(screen, "_held_once", False)):
        screen._held_once = True
        delay = FIXED
        if not delay and MAX and RNG.random() < SHARE:
            delay = RNG.uniform(0.05, MAX)
        if delay:
            trace("frame-delayed", screen=type(screen).__name__, seat=screen.seat,
                  delay=f"{delay:.3f}")
            hold(delay)
    offered = getattr(screen, "offered", None)
    if (MENU and isinstance(screen, TableScreen) and renderable is not None
            and not app._batch_count and offered is not None
            and offered != getattr(screen, "_held_offer", None)):
        screen._held_offer = offered  # type: ignore[attr-defined]
        trace("frame-delayed", screen=type(screen).__name__, move=offered[0], delay=MENU)
        hold(MENU)
    _display(app, screen, renderable)


FruitApp._display = held_display  # type: ignore[method-assign]

if __name__ == "__main__":
    from fruitui.cli.launch import main

    sys.exit(main())
