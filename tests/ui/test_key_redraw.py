"""A cursor move draws only what it changed (issue 14, key to screen).

Counted, not timed: which widgets render their content again, which rows the
compositor asks each widget for, and whether anything is laid out. And the row
compositor's frames are compared with Textual's own, byte for byte.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from textual._compositor import Compositor
from textual.app import App
from textual.geometry import Region
from textual.widget import Widget

from fruitui.ui.app import FruitApp
from fruitui.table.seats import parse_players
from fruitui.table.local import TableSetup
from fruitui.ui.widgets.cursor_mark import CursorMarked
from fruitui.ui.speedups.row_paint import RowCompositor, row_runs
from tests.ui.helpers import screen_text

pytestmark = pytest.mark.ui


def label(widget: Widget) -> str:
    return f"{type(widget).__name__}#{widget.id}"


class Counts:
    """What a stretch of keys made Textual do, per widget."""

    def __init__(self) -> None:
        self.renders: Counter[str] = Counter()  # content drawn again (render())
        self.rows: Counter[str] = Counter()  # rows asked for by the compositor
        self.layouts = 0  # whole-screen layouts, or widgets asking for one
        self.frames = 0
        self.changed_span = 0  # rows from each frame's first changed row to its last
        self.differing_frames = 0  # row compositor frames unlike Textual's
        self.on = False
        self.console = None


@contextmanager
def counting(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    counts = Counts()
    real_render = Widget._render
    real_lines = Widget.render_lines
    real_reflow = Compositor.reflow
    real_refresh = Widget.refresh
    row_update = RowCompositor.render_partial_update

    def _render(self):
        if counts.on:
            counts.renders[label(self)] += 1
        return real_render(self)

    def render_lines(self, crop: Region):
        if counts.on:
            counts.rows[label(self)] += crop.height
        return real_lines(self, crop)

    def reflow(self, *args, **kwargs):
        if counts.on:
            counts.layouts += 1
        return real_reflow(self, *args, **kwargs)

    def refresh(self, *regions, repaint=True, layout=False, recompose=False):
        if counts.on and layout:
            counts.layouts += 1
        return real_refresh(self, *regions, repaint=repaint, layout=layout, recompose=recompose)

    def render_partial_update(self):
        """The row compositor's frame (counted), then Textual's from the same dirty regions."""
        if not counts.on:
            return row_update(self)
        dirty = set(self._dirty_regions)
        rows = {y for region in dirty for y in range(region.y, region.bottom)
                if 0 <= y < self.size.height}
        counts.changed_span += max(rows) - min(rows) + 1 if rows else 0
        frame = row_update(self)
        counts.on = False  # Textual's own pass is not what a key costs
        self._dirty_regions.update(dirty)
        textual_frame = Compositor.render_partial_update(self)
        counts.on = True
        counts.frames += 1
        if segments(counts.console, textual_frame) != segments(counts.console, frame):
            counts.differing_frames += 1
        return frame

    monkeypatch.setattr(Widget, "_render", _render)
    monkeypatch.setattr(Widget, "render_lines", render_lines)
    monkeypatch.setattr(Compositor, "reflow", reflow)
    monkeypatch.setattr(Widget, "refresh", refresh)
    monkeypatch.setattr(RowCompositor, "render_partial_update", render_partial_update)
    yield counts


def segments(console, frame) -> list[tuple[str, str, object]] | None:
    if frame is None:
        return None
    return [(s.text, str(s.style), s.control) for s in console.render(frame)]


def table(game: str, players: str) -> FruitApp:
    return FruitApp(TableSetup(game, parse_players(players), 7, {}), cpu_delay=0)


async def warmed_and_counted(monkeypatch: pytest.MonkeyPatch, app: App, warm: list[str],
                             keys: list[str]) -> Counts:
    """Press `warm` uncounted (every look shown once), then count what `keys` draw."""
    with counting(monkeypatch) as counts:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for key in warm:
                await pilot.press(key)
            await pilot.pause()
            await press_counted(pilot, counts, keys)
    return counts


async def press_counted(pilot, counts: Counts, keys: list[str]) -> None:
    counts.console = pilot.app.console
    counts.on = True
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
    counts.on = False


def rows_beyond_changes(counts: Counts) -> dict[str, int]:
    """Widgets asked for rows beyond those from a frame's first change to its last
    (Textual asks each widget near a change for all its rows: the side panel for
    its whole height)."""
    return {name: rows for name, rows in counts.rows.items() if rows > counts.changed_span}


async def test_a_fabled_fruit_menu_move_draws_no_location_panel_or_side_panel_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = table("fabled-fruit", "Ann,cpu,cpu,cpu,cpu")
    # Point at every location once, so each has shown both looks.
    counts = await warmed_and_counted(monkeypatch, app, ["down"] * 6 + ["up"] * 6,
                                      ["down", "down", "up", "down", "up", "up"])
    assert counts.frames >= 6
    assert counts.differing_frames == 0
    assert counts.layouts == 0
    # Every panel's looks and card text were drawn while warming up: none is drawn anew.
    assert set(counts.renders) <= {"ChoiceMenu#choices"}, counts.renders
    assert not [name for name in counts.rows if name.startswith("LocationPanel")
                and counts.renders[name]]
    assert counts.rows["SidePanel#side"] > 0  # beside the changes: asked for those rows
    assert rows_beyond_changes(counts) == {}
    # Of the menu, the two items the cursor moved between: one row each here.
    assert counts.rows["ChoiceMenu#choices"] == 2 * 6


async def test_a_fruit_spy_hand_move_draws_no_house_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    app = table("fruit-spy", "Ann,cpu,cpu,cpu,cpu")
    # Round the hand once: every card shown marked.
    counts = await warmed_and_counted(monkeypatch, app, ["right"] * 8,
                                      ["right", "right", "left", "right", "left", "left"])
    assert counts.frames >= 6
    assert counts.differing_frames == 0
    assert counts.layouts == 0
    assert not [name for name in counts.renders if name.startswith("HousePanel")]
    assert not [name for name in counts.rows if name.startswith("HousePanel")]
    # Only the status line's text is new; each card has been drawn in both looks.
    assert set(counts.renders) <= {"Static#status"}, counts.renders
    assert counts.rows["SidePanel#side"] > 0
    assert rows_beyond_changes(counts) == {}


@pytest.mark.parametrize("game, players", [("grunlings", "Ann,cpu,cpu,cpu"),
                                           ("gobblin-goblins", "Ann,cpu,cpu,cpu")])
async def test_the_row_compositor_draws_what_textual_would(
        game: str, players: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = table(game, players)
    with counting(monkeypatch) as counts:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await press_counted(pilot, counts, ["down", "down", "up"])
    assert counts.frames >= 3
    assert counts.differing_frames == 0
    assert counts.layouts == 0
    assert rows_beyond_changes(counts) == {}


def test_row_runs_groups_consecutive_rows() -> None:
    assert list(row_runs([5, 1, 2, 3, 9, 10, 2])) == [(1, 4), (5, 6), (9, 11)]
    assert list(row_runs([])) == []


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
