"""Gobblin' Goblins' one-row menu items keep their closing "(you hate it)"
when cut (issue 38, item 6): at 80x24 the cut fell on it."""

from __future__ import annotations

from textual.app import App, ComposeResult

from fruitui.ui.widgets.one_line_menu import OneLineMenu
from tests.ui.helpers import screen_text

LABELS = ["Play Red 5 onto Bo's plate, beside the Blue 3 and the Green 7 (you hate it)",
          "Play Green 2 onto Cy's plate, beside the Red 1 and the Yellow 4 (you love it)",
          "Play Yellow 6 onto your own plate, beside the Red 2 and the Blue 9 and more"]


class MenuApp(App[None]):
    def compose(self) -> ComposeResult:
        yield OneLineMenu()


async def test_a_cut_item_keeps_its_closing_taste_words() -> None:
    app = MenuApp()
    async with app.run_test(size=(60, 12)) as pilot:
        menu = app.query_one(OneLineMenu)
        menu.set_choices([0, 1, 2], LABELS)
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        rows = [line for line in text.splitlines() if ". Play" in line]
        assert len(rows) == 3, text  # the first item whole (two rows), the others one each
        assert any(" 2. " in row and "… (you love it)" in row for row in rows), text
        assert any(" 3. " in row and row.rstrip(" ▎│▊").endswith("…") for row in rows), text
