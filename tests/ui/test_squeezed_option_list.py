"""Every option list of ours survives being squeezed to its own padding.

Textual's OptionList raised ValueError when its width less the option padding
came to 0 cells (a fuzzed Fabled Fruit table hit it while resizing); ours
draw nothing there and their options again once given room.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import OptionList

from fruitui.screens.start_fields import GameList
from fruitui.widgets.choices import ChoiceMenu
from fruitui.widgets.grunlings.ticks import BasketTicks
from fruitui.widgets.option_list import SqueezableOptionList

LABELS = ["Take the Banana deck and more words", "Pass"]


def build(kind: type[OptionList]) -> OptionList:
    if kind is ChoiceMenu:
        menu = ChoiceMenu()
        menu.set_choices(("take", "pass"), LABELS)
        return menu
    if kind is BasketTicks:
        ticks = BasketTicks()
        ticks.set_choices((("Banana with a long name",), ("Pass",)))
        return ticks
    return kind(*LABELS)


class Squeezed(App[None]):
    CSS = "OptionList { width: 30; height: auto; }"

    def __init__(self, kind: type[OptionList]) -> None:
        super().__init__()
        self.kind = kind

    def compose(self) -> ComposeResult:
        yield build(self.kind)


def test_textual_option_list_still_needs_this() -> None:
    """The bug this module works around: when Textual mends it, drop ours."""
    from textual.content import Content
    with pytest.raises(ValueError):
        Content("Banana").get_height({}, 0)


@pytest.mark.parametrize("kind", [SqueezableOptionList, ChoiceMenu, BasketTicks, GameList])
async def test_squeezed_to_its_padding_then_widened(kind: type[OptionList]) -> None:
    app = Squeezed(kind)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        menu = app.query_one(OptionList)
        gutter = menu.styles.gutter.width + menu.get_component_styles(
            "option-list--option").padding.width
        for width in (gutter, gutter + 1, gutter - 1, 30):
            menu.styles.width = width
            await pilot.pause()
            app.screen._compositor.render_update(full=True)  # draws every line
        assert app.return_code is None and not app._exception
        lines = [menu.render_line(y).text for y in range(menu.size.height)]
        assert any("Pass" in line for line in lines), lines


def test_no_screen_of_ours_makes_a_bare_option_list() -> None:
    """Textual's own class appears in fruitui only as the base of ours."""
    from pathlib import Path
    import re
    root = Path(__file__).resolve().parents[2] / "fruitui"
    bare = [str(path.relative_to(root)) for path in root.rglob("*.py")
            if path.name != "option_list.py"
            and re.search(r"(?<![\w.])OptionList\(|\(OptionList\)", path.read_text())]
    assert bare == []
