"""The key bar offers only what this terminal can do: a table watched (computers
only, or a shared-box watcher) shows no "Take back", and Fruit Spy's "Choose" is
there only while the person here has a card to choose."""

from __future__ import annotations

from textual.app import App

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.footer import KeyFooter
from tests.ui.helpers import pass_outcome


def key_names(app: App) -> list[str]:
    return [key.description for key in app.screen.query_one(KeyFooter).shown]


async def test_a_table_of_computers_offers_no_take_back_and_no_choose() -> None:
    setup = TableSetup("fruit-spy", [Seat("Bo", True), Seat("Cy", True), Seat("Di", True)], 4)
    app = FruitApp(setup=setup, cpu_delay=30)  # the computers wait: the table stays as it is
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        table = app.screen.table
        assert not table.plays_here
        names = key_names(app)
        assert "Rules & keys" in names and "Leave" in names
        assert "Take back" not in names and "Choose" not in names
        move = table.move
        await pilot.press("u", "enter")
        await pilot.pause()
        assert table.move == move and isinstance(app.screen, TableScreen)


async def test_choose_comes_and_goes_with_the_person_s_decision() -> None:
    setup = TableSetup("fruit-spy", [Seat("Ann"), Seat("Bo", True), Seat("Cy", True)], 4)
    app = FruitApp(setup=setup, cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.table
        assert table.plays_here
        while table.my_decision() is None:  # Ann's "Your move" card, if any
            assert await pass_outcome(pilot, app, table)
            await pilot.pause()
        await pilot.pause()
        names = key_names(app)
        assert "Choose" in names and "Take back" in names
        await pilot.press("enter", "enter")  # first card, first house: the computers' turn
        await pilot.pause()
        while not isinstance(app.screen, TableScreen):  # what Ann's move did, told
            assert await pass_outcome(pilot, app, table)
            await pilot.pause()
        await pilot.pause()
        assert table.my_decision() is None
        names = key_names(app)
        assert "Choose" not in names and "Take back" in names
