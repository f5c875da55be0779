"""A terminal closed under fruitui without a SIGHUP ends fruitui (hangup.py).

Started through `setsid` the app is not in the terminal's session, so closing
the terminal (killing the tmux session) sends it no signal: before hangup.py
Textual's input thread read end-of-file at full speed for ever and the process
lived on. Here it must end within a few seconds, its save left whole.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("setsid") is None,
                                reason="needs tmux and setsid")

ROOT = Path(__file__).resolve().parents[2]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def pids_with(marker: str) -> list[int]:
    out = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout
    return [int(p) for p in out.split()]


def wait_for(check, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.2)
    return check()


def test_closed_terminal_without_sighup_ends_the_app(tmp_path: Path) -> None:
    seed = str(700000000 + os.getpid())  # marks this run's process for pgrep
    session = f"hangup-{os.getpid()}"
    home = tmp_path / "home"
    command = (f"cd {ROOT} && FRUITUI_HOME={home} setsid -w {sys.executable} -m fruitui "
               f"--game fruit-spy --players Ann,cpu,cpu --cpu-delay 0 --seed {seed}")
    tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30", command)
    try:
        # Ann's first hand on screen: the app is up and reading keys.
        assert wait_for(lambda: "Ann" in tmux("capture-pane", "-p", "-t", session), 30)
        tmux("send-keys", "-t", session, "Enter")  # past the Pass-to screen, if any
        time.sleep(1)
        tmux("send-keys", "-t", session, "Enter")  # a choice: the game is saved
        assert wait_for(lambda: any((home / "games").glob("*.json")), 20)
        assert pids_with(seed), "fruitui is not running"
    finally:
        tmux("kill-session", "-t", session)
    assert wait_for(lambda: not pids_with(seed), 15), "fruitui lived on after its terminal closed"
    saves = list((home / "games").glob("*.json"))
    assert len(saves) == 1
    save = json.loads(saves[0].read_text())
    assert save["seed"] == int(seed) and save["choices"]
