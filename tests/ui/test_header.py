"""The one-widget header (widgets/header.py): where Textual's Header put the icon
and the title, a new title as soon as it is set, and ⭘ opening the palette."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.command import CommandPalette
from textual.widgets import Header as TextualHeader
from textual.widgets import Static

from fruitui.ui.widgets.header import Header
from tests.ui.helpers import screen_text


class Titled(App[None]):
    TITLE = "Grunlings: Fantastic Fruit"
    SUB_TITLE = "Ann · CPU 1 (cpu)"

    def __init__(self, header: type) -> None:
        super().__init__()
        self.header = header

    def compose(self) -> ComposeResult:
        yield self.header()
        yield Static("below")


async def first_line(header: type, size: tuple[int, int]) -> str:
    app = Titled(header)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return screen_text(app).splitlines()[0]


async def test_the_header_reads_as_textuals_did_wide_and_narrow() -> None:
    for size in ((120, 40), (80, 24), (40, 10)):
        ours = await first_line(Header, size)
        assert ours.startswith(" ⭘ ") and "Grunlings" in ours
        assert ours == await first_line(TextualHeader, size), size


async def test_a_new_title_is_drawn_at_once_and_a_long_one_is_cut_short() -> None:
    app = Titled(Header)
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        app.screen.title = "Score"
        app.screen.sub_title = "game over"
        await pilot.pause()
        assert "Score — game over" in screen_text(app).splitlines()[0]
        app.title, app.screen.title = "x" * 100, None
        await pilot.pause()
        line = screen_text(app).splitlines()[0]
        assert "…" in line and len(line) == 60


async def test_the_icon_opens_the_command_palette_and_the_title_does_not() -> None:
    app = Titled(Header)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click(Header, offset=(30, 0))
        await pilot.pause()
        assert not isinstance(app.screen, CommandPalette)
        await pilot.click(Header, offset=(1, 0))
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
