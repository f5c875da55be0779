"""Shrinking below the minimum and growing back leaves a table that works: the
menu has the focus again (Enter chooses) and the whole screen was repainted."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.games.fruit_spy.board import FruitSpyBoard
from tests.privacy.test_burst import settle, table_screen


async def shrink_and_grow_back(pilot, screen) -> None:
    """Below the minimum size (the too-small notice shows) and back to 120x40."""
    await pilot.resize_terminal(70, 20)
    await settle(pilot, 0.2)
    assert screen.has_class("too-small")
    await pilot.resize_terminal(120, 40)
    await settle(pilot, 0.2)
    assert not screen.has_class("too-small")


def ann_and_two_computers(game: str, seed: int, cpu_delay: float) -> FruitApp:
    seats = [Seat("Ann"), Seat("cpu", computer=True), Seat("cpu", computer=True)]
    return FruitApp(setup=TableSetup(game, seats, seed=seed), cpu_delay=cpu_delay)


async def test_after_the_too_small_notice_enter_still_chooses() -> None:
    app = ann_and_two_computers("fabled-fruit", 7, 0)
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
    app = ann_and_two_computers("fruit-spy", 4, 30)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.3)
        screen = table_screen(app)
        await shrink_and_grow_back(pilot, screen)
        assert isinstance(app.focused, FruitSpyBoard)
        assert app.is_running


async def test_a_menu_board_waiting_for_another_seat_takes_the_focus_back() -> None:
    # Grunlings while a computer's move is pending: its menu is hidden, so
    # growing back past the notice focused nothing, and the board's own keys
    # (t, c, e) were gone from the footer and did nothing until the next move.
    from fruitui.ui.widgets.footer import KeyFooter
    from tests.ui.helpers import screen_text

    app = ann_and_two_computers("grunlings", 3, 60)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.3)
        screen = table_screen(app)
        for _ in range(40):
            if screen.table.decision.seat != 0:
                break
            await pilot.press("space", "enter")  # ticks a Basket card and stores; or chooses
            await settle(pilot, 0.1)
        assert screen.table.is_computer_turn()
        if app.screen is not screen:  # Ann's "Your move" card: Enter lets the computers play
            await settle(pilot, 0.3)  # past its guard against keys typed before it
            await pilot.press("enter")
            await settle(pilot, 0.2)
        assert app.screen is screen
        board = screen.board
        assert app.focused is board
        await shrink_and_grow_back(pilot, screen)
        assert app.focused is board, "the board lost the focus under the notice"
        assert "Top five" in screen_text(app.screen.query_one(KeyFooter))
