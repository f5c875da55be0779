"""Gobblin' Goblins: the menu gets the rows its choices need (as many as fit
on a short board, with a hint in its edge), with 3, 6 and 12 goblins, at
120x40 and 80x24, and stays above the status line."""

from __future__ import annotations

import random
import re

import pytest

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import Table, TableSetup
from fruitui.ui.widgets.one_line_menu import OneLineMenu
from tests.ui.helpers import screen_text

ROWS = {(120, 40): 12, (80, 24): 5}  # menu rows with room to spare / on a short board
ITEM = re.compile(r"^▊ *\d+\. ", re.M)


def longest_menu(players: int, seed: int = 4, moves: int = 120) -> TableSetup:
    """The game up to the decision with the most choices in its first `moves`."""
    seats = [Seat(f"P{i}") for i in range(players)]
    table = Table(TableSetup("gobblin-goblins", seats, seed))
    rng = random.Random(seed)
    best, made = (0, ()), []
    for _ in range(moves):
        if table.finished:
            break
        decision = table.decision
        if len(decision.choices) > best[0]:
            best = (len(decision.choices), tuple(made))
        choice = rng.choice(decision.choices)
        table.apply(choice)
        made.append(choice)
    return TableSetup("gobblin-goblins", seats, seed, choices=best[1])


@pytest.mark.parametrize("players", [3, 6, 12])
async def test_the_menu_shows_the_rows_its_choices_need(players: int, monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    # The rows of one long list: grouping off (grouped lists: test_menu_groups.py).
    monkeypatch.setattr("fruitui.ui.widgets.board.menu_tree", lambda *args: None)
    setup = longest_menu(players)
    app = FruitApp(setup=setup, cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        for size in ((120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            screen = app.screen
            assert isinstance(screen, TableScreen)
            count = len(screen.table.my_decision().choices)
            assert count >= 6, "the test needs a long menu"
            menu = screen.query_one(OneLineMenu)
            status = screen.query_one("#status")
            # A loaded machine may take several frames to lay out the new size.
            for _ in range(50):
                await pilot.pause(0.02)
                if (app.size == size and menu.region.bottom <= status.region.y
                        and menu.region.height - 2 == min(max(count, menu.virtual_size.height),
                                                          ROWS[size])):
                    break
            assert menu.region.bottom <= status.region.y  # above the status line
            rows = menu.region.height - 2  # inside its border
            assert rows == min(max(count, menu.virtual_size.height), ROWS[size]), (size, rows)
            # Items one row each, the highlighted one whole (it may take two).
            shown = len(ITEM.findall(screen_text(app)))
            assert shown >= min(count, rows - 1), (players, size, count, shown)
            hint = str(menu.border_subtitle)
            if menu.virtual_size.height > rows:  # some items out of sight
                assert f"{count} choices" in hint and "↑/↓" in hint
            elif count > menu.SHORT:  # numbers go to an item: the edge says so
                assert hint == f"{count} choices: ↑/↓ or a number, then Enter"
            else:
                assert hint == ""
