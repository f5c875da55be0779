"""A screen arranged again between layouts draws what moved (issue 38).

Textual arranges a screen again when a widget's region is looked up while its
map waits for a layout, and marked nothing to draw: the next layout found the
widget already in place, and a grown menu kept its old rows on the terminal
(tests/tmux/test_fresh_cells.py found it; speedups/moved_drawn.py).
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.geometry import Region
from textual.screen import Screen
from textual.widgets import Static

from fruitui.ui.speedups.front_drawn import FrontDrawn
from tests.ui.helpers import needs_speedups


class Panels(FrontDrawn, Screen[None]):
    DEFAULT_CSS = "#top { height: 1fr; } #low { height: 3; }"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("top", id="top")
            yield Static("a\nb\nc", id="low")


class PanelsApp(App[None]):
    def get_default_screen(self) -> Screen[None]:
        return Panels()


@needs_speedups
async def test_a_widget_grown_between_layouts_is_drawn_where_it_now_is() -> None:
    app = PanelsApp()
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        low = app.screen.query_one("#low", Static)
        with app.batch_update():  # no layout of the screen meanwhile
            low.styles.height = 9
            await pilot.pause()
            compositor._dirty_regions.clear()
            # As a scroll, or a widget newly shown, leaves the map: to be arranged again.
            compositor._full_map_invalidated = True
            compositor._visible_map = None
            grown = low.region  # the look-up arranges the screen again
            assert grown.height == 9
            dirty = Region.from_union(list(compositor._dirty_regions)) if (
                compositor._dirty_regions) else Region()
            assert dirty.contains_region(grown), compositor._dirty_regions
