"""A key repaints only what it changed, and the terminal then shows what a full
repaint would: a real terminal (tmux), so the partial updates are what is compared.

After each key the screen (with colours) is captured; then the window is resized
away and back, which makes Textual lay out and repaint everything, and the screen
must come back exactly the same.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.ui,
              pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")]

CASES = {
    # game, seats, keys: cursor moves in the hand, then into the ring and back.
    "fruit-spy": ("Ann,cpu,cpu,cpu,cpu", "Choose a card", ["Right", "Right", "Left", "Enter",
                                                           "Right", "Escape"]),
    "fabled-fruit": ("Ann,cpu,cpu,cpu,cpu", "Ann (you)", ["Down", "Down", "Down", "Up"]),
}


def tmux(*args: str) -> str:
    return subprocess.run(("tmux", *args), capture_output=True, text=True).stdout


def settle(session: str, quiet: float = 0.4, timeout: float = 20.0) -> str:
    """The screen once it has not changed for `quiet` seconds."""
    last, since, start = None, time.monotonic(), time.monotonic()
    while time.monotonic() - start < timeout:
        now = tmux("capture-pane", "-p", "-e", "-t", session)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return now
        time.sleep(0.05)
    raise AssertionError(f"the screen never settled:\n{last}")


@pytest.mark.parametrize("game", sorted(CASES))
def test_keys_leave_the_screen_a_full_repaint_would_draw(game: str, tmp_path: Path) -> None:
    players, ready, keys = CASES[game]
    session = f"t14-redraw-{os.getpid()}-{game}"
    command = (f"cd {shlex.quote(str(ROOT))} && FRUITUI_HOME={shlex.quote(str(tmp_path))} "
               f"{shlex.quote(sys.executable)} -m fruitui --game {game} --players {players} "
               "--seed 7 --cpu-delay 0")
    tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "40", command)
    try:
        start = time.monotonic()
        while ready not in tmux("capture-pane", "-p", "-t", session):
            assert time.monotonic() - start < 30, "the table never opened"
            time.sleep(0.05)
        before = settle(session)
        for key in keys:
            tmux("send-keys", "-t", session, key)
            after_key = settle(session)
            assert after_key != before, f"{key} changed nothing on the screen"
            tmux("resize-window", "-t", session, "-x", "121", "-y", "40")
            settle(session)
            tmux("resize-window", "-t", session, "-x", "120", "-y", "40")
            repainted = settle(session)
            assert repainted == after_key, f"after {key}, a full repaint shows something else"
            before = repainted
    finally:
        tmux("kill-session", "-t", session)
