"""The side log: wrapped lines, markup left as typed, kept scrolled to its end."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from fruitui.ui.widgets.side import TableLog
from tests.ui.helpers import screen_text, when_drawn


class LogApp(App[None]):
    CSS = "TableLog { width: 24; height: 6; }"

    def compose(self) -> ComposeResult:
        yield TableLog(id="log")


async def test_the_log_wraps_keeps_markup_as_text_and_shows_its_end() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 10)) as pilot:
        log = app.query_one(TableLog)
        lines = [Text(f"Line {n}: a rather long entry that wraps") for n in range(12)]
        log.show(lines + [Text("[b]not bold[/b]")])
        await pilot.pause()
        await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        shown = screen_text(app).splitlines()[:6]
        assert "[b]not bold[/b]" in shown[-1]  # the end shows, markup as typed
        assert "Line 11:" in "".join(shown) and "Line 0:" not in "".join(shown)
        assert all(len(line.rstrip()) <= 24 for line in shown)  # wrapped to the width


async def test_lines_that_arrive_behind_a_hand_off_show_when_the_table_does(monkeypatch) -> None:
    """At 80x24 the log scrolls. Ann's move lands while the Pass-to screen covers
    the table, so the new lines are measured only once Bob's table shows: the
    end must still be in view then (it once stopped at the old end, hiding them)."""
    from fruitui.ui.app import FruitApp
    from fruitui.ui.screens.handoff import HandoffScreen
    from fruitui.ui.screens.table import TableScreen
    from fruitui.table.seats import Seat
    from fruitui.table.local import TableSetup

    seats = [Seat("Ann"), Seat("Bob"), Seat("cpu", computer=True)]
    app = FruitApp(setup=TableSetup("gobblin-goblins", seats, 7), cpu_delay=0)
    monkeypatch.setattr(HandoffScreen, "GUARD_SECONDS", 0)
    async with app.run_test(size=(80, 24)) as pilot:
        # Ann takes the keyboard, plays, dismisses her move's card; Bob takes it.
        for _ in range(4):
            await when_drawn(pilot, app)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        log = app.screen.query_one(TableLog)
        assert log.max_scroll_y > 0  # it does scroll at this size
        assert log.scroll_y == log.max_scroll_y
        assert "Ann draws a card." in screen_text(app)
