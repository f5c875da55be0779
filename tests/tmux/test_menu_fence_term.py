"""A key typed before a new menu is on the terminal chooses nothing (issue 38,
item 3), in a real terminal: the table's first frame of each new menu is held
back 1.5 s (slow_frames.py), and a key typed meanwhile sits in the terminal's
input buffer, as on a loaded machine. Without the fence the key chose in the
new menu once its frame was out."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from tests.tmux.fence_term import Pane

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")

# Ann alone with two computers: after her opening Basket, her Visitors menu;
# its "1. Done playing Visitors" brings up her Basket menu at once.
ARGS = "--game grunlings --players Ann,cpu,cpu --seed 7 --cpu-delay 0"


def last_move(pane: Pane) -> int:
    moves = [int(m.group(1)) for line in pane.lines() if line.startswith("redraw ")
             for m in [re.search(r"\bmove=(\d+)", line)] if m]
    return moves[-1]


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_a_key_typed_before_the_next_menu_is_drawn_chooses_nothing(
        tmp_path: Path, size: tuple[int, int]) -> None:
    pane = Pane(f"menu-{size[0]}", tmp_path, ARGS, env="MENU_DELAY=1.5", size=size)
    try:
        assert pane.wait_for(lambda: "Opening Basket" in pane.screen())
        pane.settled(0.6)
        pane.keys("Space", "Enter")  # her opening Basket
        assert pane.wait_for(lambda: "Done playing Visitors" in pane.screen())
        pane.settled(0.8)
        pane.keys("1")  # done with Visitors: the Basket menu comes, its frame held ...
        assert pane.wait_for(lambda: pane.count("frame-delayed", screen="TableScreen")
                             >= 3, 10)
        basket = last_move(pane)
        time.sleep(0.3)
        pane.keys("2")  # ... and a 2 typed for the old menu before it shows
        time.sleep(1.5)
        pane.settled(1.0)  # the held frame is out, and the key was read or dropped
        assert last_move(pane) == basket, pane.lines()[-6:]
        # The key was dropped from the terminal's buffer, or read and refused.
        screen = pane.screen()
        assert "New menu" in screen or "The menu changed before that key" in screen, screen
        pane.keys("Down", "Enter")  # her own keys, once she sees the menu, choose
        if not pane.wait_for(lambda: last_move(pane) > basket, 4):
            # A long menu lists groups (tests/ui/test_menu_groups.py): Enter opened
            # one, and its first item chooses.
            assert pane.wait_for(lambda: "Esc goes back" in pane.screen())
            pane.settled(0.5)
            pane.keys("1")
        assert pane.wait_for(lambda: last_move(pane) > basket)
    finally:
        pane.close()
