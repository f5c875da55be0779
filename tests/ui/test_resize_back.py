"""Shrinking below the minimum and growing back leaves a table that works: the
menu has the focus again (Enter chooses) and the whole screen was repainted."""

from __future__ import annotations

from fruitui.app import FruitApp
from fruitui.seats import Seat
from fruitui.table import TableSetup
from fruitui.widgets.choices import ChoiceMenu
from fruitui.widgets.fruit_spy import FruitSpyBoard
from tests.privacy.test_burst import settle, table_screen


async def shrink_and_grow_back(pilot, screen) -> None:
    """Below the minimum size (the too-small notice shows) and back to 120x40."""
    await pilot.resize_terminal(70, 20)
    await settle(pilot, 0.2)
    assert screen.has_class("too-small")
    await pilot.resize_terminal(120, 40)
    await settle(pilot, 0.2)
    assert not screen.has_class("too-small")


async def test_after_the_too_small_notice_enter_still_chooses() -> None:
    seats = [Seat("Ann"), Seat("cpu", computer=True), Seat("cpu", computer=True)]
    app = FruitApp(setup=TableSetup("fabled-fruit", seats, seed=7), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.3)
        screen = table_screen(app)
        assert isinstance(app.focused, ChoiceMenu)
        await shrink_and_grow_back(pilot, screen)
        assert isinstance(app.focused, ChoiceMenu), "the menu lost the focus under the notice"
        before = screen.table.move
        await pilot.press("enter")
        await settle(pilot, 0.2)
        assert screen.table.move > before


async def test_a_board_without_a_menu_takes_the_focus_back() -> None:
    # Fruit Spy's board has no menu: growing back past the notice focused a
    # menu it does not have, and the app crashed.
    seats = [Seat("Ann"), Seat("cpu", computer=True), Seat("cpu", computer=True)]
    app = FruitApp(setup=TableSetup("fruit-spy", seats, seed=4), cpu_delay=30)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.3)
        screen = table_screen(app)
        await shrink_and_grow_back(pilot, screen)
        assert isinstance(app.focused, FruitSpyBoard)
        assert app.is_running
