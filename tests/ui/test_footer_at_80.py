"""Footers keep `q Leave` and `?` at 80 columns (issue 38, item 6): keys that do
not fit are dropped from the right, never those two."""

from __future__ import annotations

import pytest

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.ui.helpers import screen_text


@pytest.mark.parametrize("game", ["fabled-fruit", "fruit-spy", "gobblin-goblins", "grunlings"])
async def test_the_table_footer_keeps_leave_and_help_at_80_columns(monkeypatch, game) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Cpu", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup(game, seats, seed=3), cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(10):
            await pilot.pause()
            if isinstance(app.screen, TableScreen):
                break
            await pilot.press("enter")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "q Leave" in footer and "? " in footer, footer
        # What is shown is whole: no key cut at the right edge.
        footer_keys = app.screen.query_one("KeyFooter")
        assert all(key.end <= 80 for key in footer_keys.shown), footer
