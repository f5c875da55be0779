"""The start screen's option fields come from the catalog: an option declared
for a game (and nowhere else) is a field of that game only, says what its
setting means, and its value reaches the table's options."""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from fruitui.ui.app import FruitApp
from fruitui.ui.widgets.start_fields import SeatRow
from tests.test_game_options import add_fake_options
from tests.ui.helpers import screen_text
from tests.ui.test_start_screen import notices, pick_game


async def test_a_declared_option_is_a_field_of_its_game(monkeypatch) -> None:
    add_fake_options(monkeypatch)
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(80, 24)) as pilot:
        start = await pick_game(pilot, app, "fruit-spy")
        pace, rounds = start.query_one("#pace", Select), start.query_one("#rounds", Input)
        assert pace.display and rounds.display
        assert "Pace: calm" in screen_text(app) and "Take your time." in screen_text(app)
        pace.value = "brisk"
        await pilot.pause()
        assert "Ten seconds a move." in str(start.query_one("#option-help", Static).content)
        rows = [row for row in start.query(SeatRow) if row.index < start.count]
        rounds.value = "4"
        assert start.fields.values("fruit-spy", rows) == {"pace": "brisk", "rounds": 4}
        rounds.value = "40"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is start
        assert "Rounds must be a whole number from 1 to 9, not '40'." in notices(app)
        await pick_game(pilot, app, "grunlings")
        assert not pace.display and not rounds.display
