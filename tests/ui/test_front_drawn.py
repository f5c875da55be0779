"""A screen asks only the widgets it shows any of for their lines (issue 14:
first frame), and its frames are Textual's, line for line and style for style."""

from __future__ import annotations

import pytest
from textual._compositor import Compositor
from textual.widget import Widget

from fruitui.ui.app import FruitApp
from fruitui.ui.screens.start import StartScreen
from fruitui.ui.screens.table import TableScreen
from fruitui.table.seats import parse_players
from fruitui.ui.speedups.front_drawn import FrontDrawnCompositor
from fruitui.table.local import TableSetup
from tests.ui.helpers import needs_speedups


def frame(compositor: Compositor, own: bool) -> list[list[tuple[str, object]]]:
    """Each line of the whole screen, as (text, style) pieces: ours, or Textual's."""
    chops = (FrontDrawnCompositor._render_chops if own else Compositor._render_chops)(
        compositor, compositor.size.region, lambda y: True)
    return [[(seg.text, seg.style) for strip in line.values() for seg in strip]
            for line in chops]


def grunlings_table() -> TableScreen:
    return TableScreen(TableSetup("grunlings", parse_players("Ann,cpu,cpu"), 7, {}), 0, None)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize("first", [grunlings_table, StartScreen])
@needs_speedups
async def test_frames_are_textuals_and_covered_widgets_are_not_drawn(first, size,
                                                                     monkeypatch) -> None:
    app = FruitApp(cpu_delay=0, first=first)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        assert isinstance(compositor, FrontDrawnCompositor)
        drawn: list[Widget] = []
        render_lines = Widget.render_lines

        def counted(self, crop):
            drawn.append(self)
            return render_lines(self, crop)

        monkeypatch.setattr(Widget, "render_lines", counted)
        ours = frame(compositor, own=True)
        ours_drawn = drawn[:]
        drawn.clear()
        assert ours == frame(compositor, own=False)
        assert app.screen in drawn and app.screen not in ours_drawn  # wholly covered
        assert set(ours_drawn) < set(drawn)
