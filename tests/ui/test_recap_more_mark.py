"""A recap cut short says so (issue 38, item 5): the Pass-to screen's "Since
your last turn" and the "Your move" card keep their last lines and mark the rest."""

from __future__ import annotations

from textual.app import App

from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.outcome import OutcomeScreen
from tests.ui.helpers import screen_text

LINES = [f"Bob does thing {n}." for n in range(1, 10)]


async def shown(screen) -> str:  # type: ignore[no-untyped-def]
    app = App()
    async with app.run_test(size=(100, 40)) as pilot:
        app.push_screen(screen)
        await pilot.pause()
        await pilot.pause()
        return screen_text(app)


async def test_the_pass_to_recap_marks_the_lines_it_left_out() -> None:
    text = await shown(HandoffScreen("Ann", seat=0, since=LINES))
    assert "3 earlier lines" in text and "Bob does thing 9." in text
    assert "Bob does thing 3." not in text


async def test_the_your_move_card_marks_the_lines_it_left_out() -> None:
    text = await shown(OutcomeScreen("Ann", LINES[:8], "Enter or Space goes on.", seat=0))
    assert "2 earlier lines" in text and "Bob does thing 8." in text


async def test_a_whole_recap_has_no_mark() -> None:
    text = await shown(HandoffScreen("Ann", seat=0, since=LINES[:6]))
    assert "earlier line" not in text and "Bob does thing 1." in text
