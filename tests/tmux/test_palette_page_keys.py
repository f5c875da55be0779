"""Ctrl+P and PageUp (or PageDown) in one write reach the palette before its
list is laid out: Textual's option list looked up a line it did not have yet
and the app ended (`KeyError: 0`, issue 37). Now those keys do nothing there.
The guard reaches into the palette's private parts, so it is a speedup: with
the speedups off, Textual's own behaviour stands and this is not tested."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.tmux.fence_term import Pane
from tests.ui.helpers import needs_speedups

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")


@needs_speedups
@pytest.mark.parametrize("page", ["PPage", "NPage"])
def test_ctrl_p_and_a_page_key_in_one_write_end_nothing(tmp_path: Path, page: str) -> None:
    pane = Pane(f"palette-{page}", tmp_path,
                "--game fruit-spy --players Ann,Bob,Cy --seed 1 --cpu-delay 0")
    try:
        pane.to_anns_turn()
        for _ in range(3):
            pane.keys("C-p", page)  # one tmux command: one write to the terminal
            pane.settled(0.6)
            screen = pane.screen()
            assert "FRUITUI-EXIT" not in screen and "Traceback" not in screen, screen
            assert not any(line.startswith("error") for line in pane.lines()), pane.lines()
            pane.keys("Escape")
            pane.settled(0.4)
        assert "Ann (you)" in pane.screen()
    finally:
        pane.close()
