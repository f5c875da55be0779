"""The side log: wrapped lines, markup left as typed, kept scrolled to its end."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult

from fruitui.widgets.side import TableLog
from tests.ui.helpers import screen_text


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
