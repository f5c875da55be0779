"""A screen's opening lays it out and draws each widget once (issue 14: first
frame): a frame held back by a batch update is not drawn for nothing, a
repaint or layout asked before the screen's first full one is met by it, and
the Resize its first layout sends the screen itself lays nothing out again.
Each check sets the screen beside one that does as Textual does, and the text
on screen must not change."""

from __future__ import annotations

import pytest
from textual.screen import Screen

from fruitui.ui.app import FruitApp
from fruitui.ui.speedups.laid_out_once import LaidOutOnce
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from tests.ui.helpers import screen_text
from tests.ui.test_laid_out_once import counting_layouts


async def opening(screen_class, monkeypatch, size=(120, 40)) -> tuple[tuple[int, int], str]:
    """As `screen_class` (a table or the start screen) opens, until its first
    frame is on the terminal: its layouts and the widgets drawn; then its text.
    Its own patches are undone at the end; the test's (`monkeypatch`, with the
    test's own fruitui home) stay."""
    from textual.app import App

    with pytest.MonkeyPatch.context() as local:
        laid_out = counting_layouts(local)
        counts: list[tuple[int, int]] = []
        display = App._display

        def shown(self, screen, update):
            if update is not None and not self._batch_count and not counts:
                counts.append((laid_out.count(screen_class.__name__),
                               laid_out.count("drawn")))
            return display(self, screen, update)

        local.setattr(App, "_display", shown)
        if issubclass(screen_class, TableScreen):
            setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
            app = FruitApp(cpu_delay=30, first=lambda: screen_class(setup, 30, None))
        else:
            app = FruitApp(cpu_delay=30, first=screen_class)
        async with app.run_test(size=size) as pilot:
            for _ in range(4):
                await pilot.pause()
            # Textual's own ways may draw a late frame (a list measured after the
            # layout): on a loaded box that can come after four pauses, so the
            # text is read once it holds still.
            text = screen_text(app)
            for _ in range(20):
                await pilot.pause(0.05)
                text, before = screen_text(app), text
                if text == before:
                    break
    return counts[0], text


def batched_frame(self: LaidOutOnce) -> None:
    """Draw the frame within a batch too, as Textual does (App._display drops it)."""
    if self.app._batch_count:
        Screen._compositor_refresh(self)
    else:
        LaidOutOnce._compositor_refresh(self)


class TextualsBatchedFrame(TableScreen):
    _compositor_refresh = batched_frame


class StartTextualsBatchedFrame(StartScreen):
    _compositor_refresh = batched_frame


async def test_no_frame_is_drawn_within_a_batch(monkeypatch) -> None:
    for ours, textuals in ((TableScreen, TextualsBatchedFrame),
                           (StartScreen, StartTextualsBatchedFrame)):
        (_, drawn_before), before = await opening(textuals, monkeypatch)
        (_, drawn), after = await opening(ours, monkeypatch)
        assert drawn < drawn_before, ours.__name__
        assert after == before


class TextualsAsks(TableScreen):
    """Every widget's ask for a layout reaches Textual's own handler."""
    _on_layout = Screen._on_layout


class TextualsResize(TableScreen):
    """A Resize to the screen lays it out again, as in Textual."""
    _screen_resized = Screen._screen_resized


async def test_asks_made_before_the_first_layout_are_met_by_it(monkeypatch) -> None:
    (layouts_before, _), before = await opening(TextualsAsks, monkeypatch)
    (layouts, _), after = await opening(TableScreen, monkeypatch)
    assert layouts == 1 < layouts_before
    assert after == before


async def test_the_resize_of_the_first_layout_lays_out_nothing_again(monkeypatch) -> None:
    (layouts_before, _), before = await opening(TextualsResize, monkeypatch)
    (layouts, _), after = await opening(TableScreen, monkeypatch)
    assert layouts == 1 < layouts_before
    assert after == before


async def test_the_game_list_is_measured_in_the_layout_not_after(monkeypatch) -> None:
    from textual.widgets import OptionList

    from fruitui.ui.widgets.start_fields import GameList

    (layouts, drawn), after = await opening(StartScreen, monkeypatch)
    monkeypatch.setattr(GameList, "_size_updated", OptionList._size_updated)
    (layouts_before, _), before = await opening(StartScreen, monkeypatch)
    assert layouts == 1 < layouts_before
    assert after == before


class KeepsTheRepaintAsked(TableScreen):
    """A repaint of the whole screen asked before a full frame stays asked after
    it, as in Textual: the screen is drawn whole once more."""

    def _compositor_refresh(self) -> None:
        asked = self._repaint_required
        super()._compositor_refresh()
        self._repaint_required = self._repaint_required or asked


async def test_a_repaint_asked_before_a_full_frame_is_met_by_it(monkeypatch) -> None:
    """At 80x24 the table is laid out again once its hand knows its width: that
    frame is whole, and the screen's repaint asked with it is not drawn again."""
    from textual.widget import Widget

    async def drawn_in_opening(screen_class) -> tuple[int, str]:
        drawn: list[str] = []
        render_lines = Widget.render_lines

        def counted(self, crop):
            drawn.append(type(self).__name__)
            return render_lines(self, crop)

        with pytest.MonkeyPatch.context() as local:  # the test's fruitui home stays
            local.setattr(Widget, "render_lines", counted)
            setup = TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {})
            app = FruitApp(cpu_delay=30, first=lambda: screen_class(setup, 30, None))
            async with app.run_test(size=(80, 24)) as pilot:
                for _ in range(6):
                    await pilot.pause()
                text = screen_text(app)
        return len(drawn), text

    drawn_before, before = await drawn_in_opening(KeepsTheRepaintAsked)
    drawn, after = await drawn_in_opening(TableScreen)
    assert drawn < drawn_before
    assert after == before
