"""Nothing of the last person's shows after a fence went up, across a resize
(issue 37): a terminal shrunk during Ann's turn keeps her wide table's cells
past its new edge, and growing it back once the fence was up showed her side
panel in the new columns until fruitui drew again. The app is stopped while
the terminal grows, so the capture is exactly what the terminal kept."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from tests.tmux.fence_term import Pane

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("pgrep") is None,
                                reason="needs tmux and pgrep")


def app_pid(pane: Pane) -> int:
    out = subprocess.run(["pgrep", "-P", str(pane.pid()), "-f", "slow_frames"],
                         capture_output=True, text=True).stdout.split()
    return int(out[0])


def grown_while_stopped(pane: Pane) -> str:
    """The pane grown back to 120x40 while fruitui is stopped: what the terminal kept."""
    pid = app_pid(pane)
    os.kill(pid, signal.SIGSTOP)
    try:
        pane.resize(120, 40)  # tmux has grown the pane once this returns
        return pane.screen()
    finally:
        os.kill(pid, signal.SIGCONT)


def test_a_grown_terminal_shows_nothing_of_the_last_person_over_a_fence(tmp_path: Path) -> None:
    pane = Pane("resize", tmp_path, "--game fruit-spy --players Ann,Bob,Cy --seed 1 --cpu-delay 0")
    try:
        pane.to_anns_turn()
        pane.resize(80, 24)  # Ann's turn, on a smaller terminal
        pane.settled(0.6)
        assert "Ann (you)" in pane.screen()
        pane.keys("Enter", "Enter")  # her card and house: the fence goes up
        assert pane.wait_for(lambda: "Your move, Ann" in pane.screen())
        pane.settled(0.6)
        grown = grown_while_stopped(pane)
        assert "(you)" not in grown and "Your move, Ann" in grown, grown
        assert max(map(len, grown.splitlines())) <= 80, grown
        # And again for Bob's Pass-to screen.
        pane.settled(0.6)
        pane.resize(80, 24)
        pane.settled(0.6)
        pane.keys("Enter")
        assert pane.wait_for(lambda: "Pass to Bob" in pane.screen())
        pane.settled(0.6)
        grown = grown_while_stopped(pane)
        assert "(you)" not in grown and "Pass to Bob" in grown, grown
        assert max(map(len, grown.splitlines())) <= 80, grown
    finally:
        pane.close()
