"""Toasts of the same text replace one another (issue 38, item 5)."""

from __future__ import annotations

from textual.widgets._toast import Toast

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from tests.ui.helpers import needs_speedups, screen_text


@needs_speedups
async def test_a_refused_key_pressed_five_times_shows_one_toast(monkeypatch) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Cpu", computer=True)]
    app = FruitApp(setup=TableSetup("fabled-fruit", seats, seed=3), cpu_delay=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        for _ in range(10):
            await pilot.pause()
            if isinstance(app.screen, TableScreen):
                break
            await pilot.press("enter")
        menu = app.screen.query_one(ChoiceMenu)
        assert menu.has_focus and len(menu._choices) < 9
        made = len(app.screen.table.match.choices)
        await pilot.press(*["9"] * 5)
        await pilot.pause(0.1)
        await pilot.pause()
        shown = [t._notification.message for t in app.screen.query(Toast)]
        assert shown == ["The menu has no item 9."], shown
        assert screen_text(app).count("The menu has no item 9.") == 1
        assert len(app.screen.table.match.choices) == made  # and nothing was chosen
