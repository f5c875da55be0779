"""A CursorMarked widget keeps the lines drawn for each look only while nothing
else changes (widgets/cursor_mark.py; from the key-redraw tests of issue 14)."""

from __future__ import annotations

import pytest
from textual.app import App

from fruitui.ui.widgets.cursor_mark import CursorMarked
from tests.ui.helpers import screen_text

pytestmark = pytest.mark.ui

class Word(CursorMarked):
    """Draws `word`; counts how often it is drawn."""

    DEFAULT_CSS = "Word { height: 3; border: round $secondary; } Word.-marked { border: double $accent; }"

    def __init__(self) -> None:
        super().__init__()
        self.word, self.drawn = "plum", 0

    def render(self) -> str:
        self.drawn += 1
        return self.word


async def test_marked_lines_are_kept_only_while_nothing_else_changes() -> None:
    class One(App[None]):
        def compose(self):
            yield Word()

    async with One().run_test(size=(30, 6)) as pilot:
        word = pilot.app.query_one(Word)
        await pilot.pause()
        for on in (True, False, True, False):
            word.mark(on)
            await pilot.pause()
        assert word.drawn == 2  # the first frame, then the marked look once
        word.word = "pear"
        word.refresh()  # new content: both looks are drawn again
        await pilot.pause()
        word.mark(True)
        await pilot.pause()
        assert word.drawn == 4
        assert "pear" in screen_text(pilot.app) and "╔" in screen_text(pilot.app)
