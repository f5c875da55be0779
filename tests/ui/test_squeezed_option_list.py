"""Every option list of ours survives being squeezed to its own padding.

Textual's OptionList raised ValueError when its width less the option padding
came to 0 cells (a fuzzed Fabled Fruit table hit it while resizing); ours
draw nothing there and their options again once given room.
"""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import OptionList

from fruitui.ui.widgets.start_fields import GameList
from fruitui.ui.widgets.choices import ChoiceMenu
from fruitui.ui.games.grunlings.ticks import BasketTicks
from fruitui.ui.widgets.option_list import SqueezableOptionList

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


class Twins(App[None]):
    """Textual's list and ours, the same options in the same room."""
    CSS = "OptionList { width: 30; height: 8; }"

    def __init__(self, count: int) -> None:
        super().__init__()
        self.labels = [f"Option {n} with words enough to wrap it over lines" if n % 3 == 0
                       else f"Option {n}" for n in range(count)]

    def compose(self) -> ComposeResult:
        yield OptionList(*self.labels, id="textuals")
        yield SqueezableOptionList(*self.labels, id="ours")


def drawn(menu: OptionList) -> list[list[tuple[str, str]]]:
    return [[(segment.text, str(segment.style)) for segment in strip]
            for strip in menu.render_lines(menu.region.reset_offset)]


@pytest.mark.parametrize("count", [2, 5, 30])
async def test_ours_draws_as_textuals(count: int) -> None:
    """Ours brings its lines up to date once a frame, not once a line: same lines,
    blank ones under few options too, scrolled, highlighted and after new options."""
    app = Twins(count)
    async with app.run_test(size=(70, 20)) as pilot:
        app.set_focus(None)  # both drawn as lists without focus
        await pilot.pause()
        textuals, ours = app.query_one("#textuals", OptionList), app.query_one("#ours", OptionList)
        assert drawn(ours) == drawn(textuals)
        for menu in (textuals, ours):
            menu.highlighted = count - 1  # scrolls the longer lists
            menu.add_option("A late one")
        await pilot.pause()
        await pilot.pause()
        assert textuals.scroll_offset == ours.scroll_offset
        assert drawn(ours) == drawn(textuals)
