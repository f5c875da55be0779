"""A screen arranged again between layouts draws what moved.

Textual's compositor arranges the screen again, lazily, when a widget's region
is looked up while its map waits for a layout (after a scroll, or once a
widget was newly shown): it replaces the map but marks nothing to be drawn.
The next layout compares with that map, finds the widget already where it
is, and draws only what else moved. A Grunlings menu of 3 items replaced by
one of 20 (measured afresh: option_rows.py) was drawn over the rows the
panels above gave up, and its own old rows kept the 3 old items
(tests/tmux/test_fresh_cells.py). Here the lazy arrangement marks what moved,
as a layout does.
"""

from __future__ import annotations

from textual._compositor import Compositor, CompositorMap

from fruitui.ui.speedups import enabled


class MovedDrawnCompositor(Compositor):
    """A Compositor whose lazily rebuilt map marks the moved widgets' regions dirty."""

    @property
    def full_map(self) -> CompositorMap:
        if not enabled() or self.root is None or not self._full_map_invalidated:
            return super().full_map
        old = self._full_map
        new = super().full_map
        # As Textual's reflow marks them: each changed widget's old and new place.
        self._dirty_regions.update(
            region for region in (geometry.clip.intersection(geometry.region)
                                  for _, geometry in new.items() ^ old.items())
            if region)
        return new
