"""Nothing but the named person's own key press removes a Pass-to screen,
and a computer turn never shows the last person's cards."""

from __future__ import annotations

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.privacy.test_burst import settle, table_screen
from tests.ui.helpers import screen_text


async def test_the_palette_and_stale_pops_cannot_remove_a_pass_to_screen() -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy")]
    app = FruitApp(setup=TableSetup("grunlings", seats, seed=3), cpu_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, 0.4)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("ctrl+p")
        assert isinstance(app.screen, HandoffScreen), "no palette over a Pass-to screen"
        await pilot.press(*"keys")  # typed for a palette that did not open: ignored
        # A dialog or palette closed twice pops whatever is on top: not this screen.
        app.pop_screen()
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert table_screen(app).table.at_keyboard is None
        assert "(you)" not in screen_text(app)
        await pilot.press("enter")  # Ann's own press is what passes it
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and table_screen(app).table.at_keyboard == 0


async def test_the_computer_plays_behind_a_spectators_view() -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("cpu", computer=True)]
    # A long visible pause, so a loaded machine still catches the computer's turn.
    app = FruitApp(setup=TableSetup("fruit-spy", seats, seed=4), cpu_delay=5)
    async with app.run_test(size=(120, 40)) as pilot:
        table = table_screen(app).table
        seen_cpu_turn = False
        for _ in range(40):
            await settle(pilot, 0.3)
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if table.is_computer_turn():
                # Bob (or Ann) just played: nobody holds the keyboard, no hand is shown.
                assert table.at_keyboard is None
                text = screen_text(app)
                assert "(you)" not in text and "thinking" in text
                seen_cpu_turn = True
                break
            await pilot.press("enter")
            await pilot.press("enter")
        assert seen_cpu_turn
        # The screen stays live while the computer thinks and waits: help opens.
        await pilot.press("question_mark")
        await pilot.pause()
        assert not isinstance(app.screen, TableScreen)
