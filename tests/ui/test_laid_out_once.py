"""A pushed screen is laid out fewer times for its first frame (issue 14: first
frame), yet a scrollbar its content needs still appears, and a screen that
shows through another still counts as seen."""

from __future__ import annotations

import pytest
from textual._compositor import Compositor
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Static

from fruitui.ui.app import FruitApp
from fruitui.ui.speedups.laid_out_once import LaidOutOnce
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup


class TextualsOwn(TableScreen):
    """The table screen laid out as Textual does."""
    _refresh_layout = Screen._refresh_layout
    refresh = Widget.refresh


def counting_layouts(monkeypatch) -> list[str]:
    """Names the screen laid out at each layout, and "drawn" at each widget drawn."""
    laid_out: list[str] = []
    reflow = Compositor.reflow
    render_lines = Widget.render_lines

    def counted(self, parent, size):
        laid_out.append(type(parent).__name__)
        return reflow(self, parent, size)

    def drawn(self, crop):
        laid_out.append("drawn")
        return render_lines(self, crop)

    on_layout = Screen._on_layout

    async def asked(self, message):
        laid_out.append("asked")
        await on_layout(self, message)

    monkeypatch.setattr(Compositor, "reflow", counted)
    monkeypatch.setattr(Widget, "render_lines", drawn)
    monkeypatch.setattr(Screen, "_on_layout", asked)
    return laid_out


async def table_layouts(screen_class, monkeypatch) -> tuple[tuple[int, ...], str]:
    """As a Grunlings table opens: its layouts, the widgets drawn and the layouts
    widgets asked for; and its screen's text."""
    from tests.ui.helpers import screen_text

    laid_out = counting_layouts(monkeypatch)
    setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
    app = FruitApp(cpu_delay=0, first=lambda: screen_class(setup, 0, None))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(4):
            await pilot.pause()
        return tuple(laid_out.count(name) for name in (screen_class.__name__, "drawn", "asked")
                     ), screen_text(app)


async def test_a_table_is_laid_out_fewer_times_and_looks_the_same(monkeypatch) -> None:
    textuals, before = await table_layouts(TextualsOwn, monkeypatch)
    ours, after = await table_layouts(TableScreen, monkeypatch)
    assert ours[0] <= textuals[0] and ours[2] < textuals[2]  # no layout more, fewer asked
    assert after == before


class Tall(LaidOutOnce, Screen[None]):
    def compose(self):
        with VerticalScroll(id="scroll"):
            yield Static("\n".join(f"line {n}" for n in range(60)), id="text")


async def test_a_scrollbar_the_content_needs_still_appears() -> None:
    app = FruitApp(first=Tall)
    async with app.run_test(size=(60, 20)) as pilot:
        for _ in range(3):
            await pilot.pause()
        scroll = app.screen.query_one("#scroll", VerticalScroll)
        assert scroll.show_vertical_scrollbar
        text = app.screen.query_one("#text")
        assert text.region.width == scroll.region.width - scroll.scrollbar_size_vertical


async def test_nothing_shows_through_an_opaque_screen_but_through_a_see_through_one() -> None:
    class SeeThrough(ModalScreen[None]):
        def on_mount(self) -> None:
            self.styles.background = "black 50%"

    app = FruitApp(first=Tall)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert app._background_screens == []  # the default screen under Tall is hidden
        app.push_screen(SeeThrough())
        await pilot.pause()
        await pilot.pause()
        assert app.screen_stack[-2] in app._background_screens


class KeepsItsComposeAsk(TableScreen):
    """The table screen as it was: the layout its compose asked for stays asked
    after the layouts that met it (Textual forgets it only after its timer's)."""

    def _refresh_layout(self, size=None, scroll=False) -> None:
        asked = self._layout_required
        super()._refresh_layout(size, scroll)
        self._layout_required = self._layout_required or asked


async def test_the_ask_of_a_tables_compose_is_met_by_its_first_layouts(monkeypatch) -> None:
    kept, before = await table_layouts(KeepsItsComposeAsk, monkeypatch)
    ours, after = await table_layouts(TableScreen, monkeypatch)
    # A layout fewer (the repaint it cost is now met by the one frame after the batch)
    assert ours[0] < kept[0] and ours[1] <= kept[1]
    assert after == before


async def test_the_toast_rack_is_left_alone_until_there_is_a_toast(monkeypatch) -> None:
    from textual.widgets._toast import Toast, ToastRack

    app = FruitApp(first=Tall)
    async with app.run_test(size=(60, 20), notifications=True) as pilot:
        await pilot.pause()
        rack = app.screen.get_child_by_type(ToastRack)
        asked: list[bool] = []
        with pytest.MonkeyPatch.context() as local:  # the test's fruitui home stays
            local.setattr(ToastRack, "show", lambda self, notes: asked.append(True))
            app._refresh_notifications()
            await pilot.pause()  # Textual calls show later
            assert asked == [] and not rack.display  # nothing to show: no display set again
        app.notify("a toast")
        for _ in range(3):
            await pilot.pause()
        assert rack.display and rack.query(Toast)


async def test_the_basket_list_is_measured_in_the_layout_not_after(monkeypatch) -> None:
    from textual.widgets import OptionList

    from fruitui.ui.games.grunlings.ticks import BasketTicks

    ours, after = await table_layouts(TableScreen, monkeypatch)
    monkeypatch.setattr(BasketTicks, "_size_updated", OptionList._size_updated)
    drawn_first, before = await table_layouts(TableScreen, monkeypatch)
    assert ours[0] < drawn_first[0] and ours[1] <= drawn_first[1]
    assert after == before


class Growing(LaidOutOnce, Screen[None]):
    DEFAULT_CSS = "#row { height: auto; } #word { width: auto; }"

    def compose(self):
        from textual.containers import Horizontal

        with Horizontal(id="row"):
            yield Static("short", id="word")


async def test_an_ask_not_yet_posted_is_met_by_the_layout_that_begins(monkeypatch) -> None:
    """A widget that changed just before a full layout (an Input given its value
    as it is built) is measured by that layout as it is now, and its ask, posted
    after the layout began, lays the screen out no second time."""
    app = FruitApp(first=Growing)
    async with app.run_test(size=(60, 10)) as pilot:
        for _ in range(3):
            await pilot.pause()
        laid_out = counting_layouts(monkeypatch)
        word = app.screen.query_one("#word", Static)
        word.update("a much longer word")  # asks for a layout at its next idle
        app.screen._refresh_layout()  # a full layout begins before that
        assert word.region.width == len("a much longer word")
        for _ in range(3):
            await pilot.pause()
        assert laid_out.count("Growing") == 1
