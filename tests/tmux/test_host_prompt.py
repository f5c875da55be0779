"""`fruitui host` in a real terminal: Ctrl+C at its "Press Enter to open your
seat" prompt says the table stays open and how to sit down or close it (it left
silently, the detached table still running)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")

ROOT = Path(__file__).resolve().parents[2]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def screen(session: str) -> str:
    return tmux("capture-pane", "-p", "-J", "-t", session)


def wait_for(session: str, text: str, seconds: float = 30) -> str:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        shown = screen(session)
        if text in shown:
            return shown
        time.sleep(0.2)
    raise AssertionError(f"{text!r} never showed:\n{screen(session)}")


def test_ctrl_c_at_the_host_prompt_says_the_table_stays_open(tmp_path: Path) -> None:
    tables = tmp_path / "tables"
    tables.mkdir(mode=0o755)
    env = f"FRUITUI_HOME={tmp_path / 'home'} FRUITUI_TABLES_DIR={tables}"
    session = f"host-prompt-{os.getpid()}"
    command = (f"cd {ROOT} && {env} {sys.executable} -m fruitui host --game fruit-spy "
               f"--players Zed,Bob,cpu --cpu-level easy; sleep 30")
    tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "30", command)
    table_id = None
    try:
        shown = wait_for(session, "Press Enter to open your seat")
        table_id = re.search(r"table (\w+):", shown).group(1)
        tmux("send-keys", "-t", session, "C-c")
        shown = wait_for(session, "The table stays open.")
        assert f"fruitui join {table_id}" in shown and f"fruitui tables --close {table_id}" in shown
        assert "Traceback" not in shown
    finally:
        tmux("kill-session", "-t", session)
        if table_id is not None:
            subprocess.run([sys.executable, "-m", "fruitui", "tables", "--close", table_id],
                           cwd=ROOT, capture_output=True, timeout=30,
                           env={**os.environ, "FRUITUI_HOME": str(tmp_path / "home"),
                                "FRUITUI_TABLES_DIR": str(tables)})
