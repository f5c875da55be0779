"""The start screen's "who starts" field, for all four games, by keyboard alone:
Tab reaches it, Enter changes it, and the table opens with that seat to decide."""

from __future__ import annotations

import pytest

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.widgets.cycle import CycleField
from tests.ui.helpers import screen_text
from tests.ui.test_start_screen import inside, pick_game, table_screen

CASES = [("grunlings", (80, 24)), ("fabled-fruit", (80, 24)), ("gobblin-goblins", (80, 24)),
         ("fruit-spy", (80, 24)), ("fruit-spy", (120, 40))]


@pytest.mark.parametrize(("game", "size"), CASES)
async def test_the_first_player_field_is_reached_by_tab_and_starts_that_seat(
    fruitui_home, game: str, size: tuple[int, int],
) -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=size) as pilot:
        start = await pick_game(pilot, app, game)
        field = start.query_one("#first", CycleField)
        assert field.display and inside(field, *size)
        for _ in range(30):  # keyboard only: Tab from the game list until the field has focus
            if app.focused is field:
                break
            await pilot.press("tab")
        assert app.focused is field, "Tab never reaches the first-player field"
        assert field.value == "0" and "First: " in screen_text(app)
        await pilot.press("enter")  # the next seat
        await pilot.pause()
        assert field.value == "1"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, StartScreen)
        table = table_screen(app).table
        assert table.setup.options.get("first") == 1
        decision = table.decision
        assert decision is not None and decision.seat == 1, (game, decision)
