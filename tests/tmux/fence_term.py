"""A fruitui table in a tmux pane, started through a test hook (slow_frames.py
unless told), for the fence and fresh-cells tests."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOOK = Path(__file__).resolve().parent / "slow_frames.py"


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


class Pane:
    """One tmux session running fruitui; its trace and screen."""

    def __init__(self, name: str, tmp_path: Path, args: str, env: str = "",
                 size: tuple[int, int] = (120, 40), hook: Path = HOOK) -> None:
        self.session = f"fence-{name}-{os.getpid()}"
        self.trace = tmp_path / f"{name}.trace"
        home = tmp_path / f"{name}-home"
        # Without COLUMNS and LINES (pytest sets them): Textual would take them
        # for the terminal's size and never follow the pane's.
        command = (f"cd {ROOT} && unset COLUMNS LINES; "
                   f"FRUITUI_HOME={home} FRUITUI_TRACE={self.trace} {speedups_switch()} {env} "
                   f"{sys.executable} {hook} {args}; echo FRUITUI-EXIT=$?; sleep 600")
        tmux("kill-session", "-t", self.session)
        tmux("new-session", "-d", "-s", self.session, "-x", str(size[0]), "-y", str(size[1]),
             command)

    def keys(self, *keys: str) -> None:
        tmux("send-keys", "-t", self.session, *keys)

    def screen(self, styled: bool = False) -> str:
        """The pane's text; `styled`: with each cell's colours and attributes."""
        return tmux("capture-pane", "-p", *(["-e"] if styled else []), "-t", self.session)

    def resize(self, width: int, height: int) -> None:
        tmux("resize-window", "-t", self.session, "-x", str(width), "-y", str(height))

    def lines(self) -> list[str]:
        text = self.trace.read_text() if self.trace.exists() else ""
        return [line for line in text.splitlines() if line and not line.startswith(" ")]

    def count(self, kind: str, **fields: object) -> int:
        want = [f"{key}={value}" for key, value in fields.items()]
        return sum(1 for line in self.lines()
                   if line.split()[0] == kind and all(w in line.split() for w in want))

    def wait_for(self, check, seconds: float = 30) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if check():
                return True
            time.sleep(0.05)
        return check()

    def settled(self, quiet: float = 1.0, seconds: float = 30) -> None:
        """Wait until neither the screen nor the trace changed for `quiet` seconds."""
        end = time.monotonic() + seconds
        last = (self.screen(), len(self.lines()))
        since = time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.1)
            now = (self.screen(), len(self.lines()))
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return

    def to_anns_turn(self) -> None:
        """From the first Pass-to screen to Ann's table, each screen settled."""
        assert self.wait_for(lambda: "Pass to Ann" in self.screen())
        self.settled(0.6)
        self.keys("Enter")
        assert self.wait_for(lambda: "Ann (you)" in self.screen())
        self.settled(0.6)

    def pid(self) -> int:
        return int(tmux("display-message", "-p", "-t", self.session, "#{pane_pid}").strip())

    def close(self) -> None:
        tmux("kill-session", "-t", self.session)


def speedups_switch() -> str:
    """FRUITUI_SPEEDUPS as this test run has it: a pane's shell gets the tmux
    server's environment, not the test's."""
    value = os.environ.get("FRUITUI_SPEEDUPS")
    return "" if value is None else f"FRUITUI_SPEEDUPS={shlex.quote(value)}"
