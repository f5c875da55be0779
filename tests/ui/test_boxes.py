"""fruitui's containers draw what Textual's draw (widgets/boxes.py): bordered,
titled, padded, outlined, scrolled, hovered, partly off screen, after a restyle."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.containers import Horizontal as TextualHorizontal
from textual.containers import Vertical as TextualVertical
from textual.containers import VerticalScroll as TextualVerticalScroll
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Horizontal, Vertical, VerticalScroll
from tests.ui.helpers import needs_speedups

STYLES = {
    "plain": "",
    "round": "border: round #5c5cff;",
    "tall padded": "border: tall #ffa62b; padding: 2 1;",
    "padded only": "padding: 1 2; background: #2b2b2b;",
    "outline": "outline: heavy red;",  # with padding Textual reuses an outlined row itself
    "left edge": "border-left: thick #0178d4; padding-bottom: 2;",
    "hatch": "hatch: cross #0178d4 40%; border: solid green;",
}
PAIRS = [(Vertical, TextualVertical), (Horizontal, TextualHorizontal),
         (VerticalScroll, TextualVerticalScroll)]


class Twins(App[None]):
    def __init__(self, ours: type[Widget], textuals: type[Widget], style: str) -> None:
        super().__init__()
        self.kinds = (ours, textuals)
        self.style = style

    def compose(self) -> ComposeResult:
        for kind, name in zip(self.kinds, ("ours", "textuals")):
            box = kind(*(Static(f"line {n} " * 3) for n in range(30)), id=name)
            box.styles.height = 16
            box.styles.width = 30
            box.border_title, box.border_subtitle = "Title", "sub"
            yield box

    def on_mount(self) -> None:
        for name in ("ours", "textuals"):
            self.query_one(f"#{name}").set_styles(self.style)


def drawn(box: Widget, crop: Region | None = None) -> list[list[tuple[str, str]]]:
    crop = box.size.region if crop is None else crop
    return [[(segment.text, str(segment.style)) for segment in strip]
            for strip in box.render_lines(crop)]


@pytest.mark.parametrize("style", list(STYLES))
@pytest.mark.parametrize("pair", PAIRS, ids=lambda pair: pair[0].__name__)
async def test_ours_draw_as_textuals(pair: tuple[type[Widget], type[Widget]], style: str) -> None:
    app = Twins(*pair, STYLES[style])
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        ours, textuals = app.query_one("#ours"), app.query_one("#textuals")
        assert type(ours).__name__ == type(textuals).__name__  # CSS by type still finds it
        assert isinstance(ours, type(textuals))
        for crop in (None, Region(0, 0, 30, 16), Region(3, 1, 20, 14), Region(0, 5, 30, 11),
                     Region(0, 14, 30, 2), Region(0, 1, 30, 4)):
            assert drawn(ours, crop) == drawn(textuals, crop), crop
        for box in (ours, textuals):  # a restyle, and a refresh of some rows only
            box.styles.background = "darkred"
            box.scroll_to(y=3, animate=False)
        await pilot.pause()
        assert drawn(ours) == drawn(textuals)
        for box in (ours, textuals):
            box.styles.height = 9
            box.refresh(Region(0, 4, 30, 2))
        await pilot.pause()
        assert drawn(ours) == drawn(textuals)
        await pilot.hover("#ours")
        await pilot.pause()
        await pilot.hover("#textuals")
        await pilot.pause()
        assert drawn(ours) == drawn(textuals)


class Defaults(App[None]):
    def compose(self) -> ComposeResult:
        for ours, textuals in PAIRS:
            yield ours(Static("a"), classes="ours")
            yield textuals(Static("a"), classes="textuals")


async def test_ours_are_styled_and_laid_out_as_textuals() -> None:
    """Textual inherits CSS along a class's first widget base: ours keep Textual's
    layout, sizes and overflow (a mixin first would lose them)."""
    app = Defaults()
    async with app.run_test(size=(80, 60)) as pilot:
        await pilot.pause()
        ours, textuals = app.query(".ours").results(), app.query(".textuals").results()
        for mine, theirs in zip(ours, textuals, strict=True):
            assert ({name: repr(value) for name, value in mine.styles.get_rules().items()}
                    == {name: repr(value) for name, value in theirs.styles.get_rules().items()})
            assert mine.region.size == theirs.region.size
            assert mine._css_type_names == theirs._css_type_names


@needs_speedups
async def test_a_row_drawn_again_when_only_some_rows_changed() -> None:
    """A refresh of rows below the one drawn for a run still draws it afresh."""
    app = Twins(Vertical, TextualVertical, STYLES["round"])
    async with app.run_test(size=(80, 30)) as pilot:
        await pilot.pause()
        ours = app.query_one("#ours")
        drawn(ours)
        cache = ours._styles_cache
        cache._cache[1] = cache._cache[0]  # a stale row 1, as if drawn before a change
        ours.refresh(Region(0, 6, 30, 1))
        assert drawn(ours) == drawn(app.query_one("#textuals"))


def test_fruitui_uses_its_own_containers() -> None:
    """Textual's Horizontal, Vertical and VerticalScroll are imported only by boxes.py."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "fruitui"
    textuals = [str(path.relative_to(root)) for path in root.rglob("*.py")
                if path.name != "boxes.py" and re.search(
                    r"from textual\.containers import [^\n]*\b(Horizontal|Vertical|VerticalScroll)\b",
                    path.read_text())]
    assert textuals == []
