"""The help page (issue 38, item 4): its height is known from its first frame,
so PageDown pressed at once scrolls, and the whole page can be read."""

from __future__ import annotations

import pytest
from textual import events

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.handoff import HandoffScreen
from fruitui.ui.screens.help import HelpScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import Seat
from fruitui.table.local import TableSetup
from tests.ui.helpers import needs_speedups, screen_text


async def open_table(pilot, app) -> None:  # type: ignore[no-untyped-def]
    for _ in range(10):
        await pilot.pause()
        if isinstance(app.screen, TableScreen):
            return
        await pilot.press("enter")
    raise AssertionError(f"no table, {app.screen}")


@pytest.mark.parametrize("game", ["fabled-fruit", "gobblin-goblins"])
async def test_the_first_page_down_in_help_scrolls(monkeypatch, game: str) -> None:
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Cpu", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup(game, seats, seed=3), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot, app)
        # As a terminal delivers keys typed quickly: all queued before any is handled.
        for key, character in (("question_mark", "?"), ("pagedown", None), ("pagedown", None)):
            app.post_message(events.Key(key, character))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        page = app.screen.focused
        assert page is not None and page.scroll_offset.y > 0, "the PageDown presses were lost"
        await pilot.press("end")
        await pilot.pause()
        # The last row of the keys table, drawn whole.
        assert "| Ctrl+C" in screen_text(app) or "Ctrl+C" in screen_text(app)


@needs_speedups
async def test_help_has_its_whole_height_from_its_first_frame(monkeypatch) -> None:
    """Every frame of the help page, from the first, scrolls as far as the last:
    no key pressed while it opens meets a page shorter than it will be. (Without
    the speedups the page is rendered a frame later; keys pressed before then are
    kept for it: the PageDown test above.)"""
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    seats = [Seat("Ann"), Seat("Cpu", computer=True), Seat("Cy", computer=True)]
    app = FruitApp(setup=TableSetup("fabled-fruit", seats, seed=3), cpu_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(pilot, app)
        heights: list[float] = []
        real = app._display

        def spy(screen, *args, **kwargs):  # type: ignore[no-untyped-def]
            if isinstance(screen, HelpScreen):
                page = next(w for w in screen.walk_children() if w.is_scrollable)
                heights.append(page.max_scroll_y)
            return real(screen, *args, **kwargs)

        monkeypatch.setattr(app, "_display", spy)
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.pause(0.2)
        assert heights and heights[-1] > 0
        assert heights == [heights[-1]] * len(heights), heights
