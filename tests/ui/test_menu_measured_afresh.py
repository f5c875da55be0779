"""A menu shown and given its choices in one go is laid out for those choices:
Textual kept the box it measured as the menu was shown (without its items)
when the items were added while a layout was already asked for, and a Fabled
Fruit table resumed from the start screen showed an empty menu (issue found
playing: the menu's borders and nothing between them)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Vertical
from fruitui.ui.widgets.choices import ChoiceMenu


class MenuBelow(App[None]):
    CSS = "#space { height: 1fr; } ChoiceMenu { height: auto; }"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("the board", id="space")
            menu = ChoiceMenu(id="choices")
            menu.display = False
            yield menu


async def test_a_menu_shown_with_new_choices_is_as_tall_as_they_are() -> None:
    app = MenuBelow()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        menu = app.query_one(ChoiceMenu)
        menu.display = True  # asks for a layout; the screen is arranged as it is now
        app.screen._compositor._full_map_invalidated = True  # as after any layout
        assert menu.region.height == 2  # looked up (as Textual's own refresh does): empty
        menu.set_choices(["a", "b", "c"], ["first", "second", "third"])
        for _ in range(3):
            await pilot.pause()
        assert menu.size.height == 3
        assert menu.region.height == 5  # its items and its border
