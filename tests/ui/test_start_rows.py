"""The start screen composes only the seat rows shown and mounts more as the
player count grows: a new row is read at once, and a row hidden keeps its name."""

from __future__ import annotations

from textual.widgets import Input, OptionList

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.widgets.start_fields import DEFAULT_NAMES, SeatRow
from fruitui.ui.widgets.cycle import CycleField


async def test_rows_are_mounted_as_the_count_grows_and_keep_their_names() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        start = app.screen
        assert isinstance(start, StartScreen)
        assert [row.index for row in start.query(SeatRow)] == list(range(start.count))
        first = start.count
        start.action_count(1)  # read in the same moment, before the new row is composed
        setup = start.checked_setup()
        assert setup is not None
        assert [seat.name for seat in setup.seats] == list(DEFAULT_NAMES[:first + 1])
        await pilot.pause()
        start.query_one(f"#name-{first}", Input).value = "Zed"
        start.query_one(f"#kind-{first}", CycleField).value = "hard"
        await pilot.press("minus")
        await pilot.pause()
        assert not start.query_one(f"#seat-{first}", SeatRow).display
        await pilot.press("plus")
        await pilot.pause()
        setup = start.checked_setup()
        assert setup is not None and setup.seats[first].name == "Zed"
        assert setup.seats[first].computer and setup.seats[first].level == "hard"
        assert len(start.query(SeatRow)) == first + 1


async def test_a_game_with_more_players_gets_its_rows_and_their_goblin_fields() -> None:
    app = FruitApp(cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        start = app.screen
        games = start.query_one("#games", OptionList)
        games.highlighted = games.get_option_index("gobblin-goblins")
        await pilot.pause()
        for _ in range(5 - start.count):
            await pilot.press("plus")
        await pilot.pause()
        rows = list(start.query(SeatRow))
        assert len(rows) == start.count == 5
        for row in rows:  # every shown row offers the goblins, a new one too
            field = row.query_one(".per-seat", CycleField)
            assert field.display and len(field.options) > 1
