"""Drawing alike rows once: a container's, and an option list's blank rows.

Textual draws every row of a container, under its children too, each through
its styles machinery: a bordered 37-row side panel cost about 10M instructions
of a table's first frame, for rows that all look alike. A container that draws
nothing of its own (Textual's blank, no keylines) has at most five kinds of
row: its first and last (borders, titles, outlines), padding above, padding
below, and the rows between. `AlikeRows` draws one row of each run of a kind
through Textual and repeats it, which is what Textual would have drawn there.
It reads Textual's styles cache (which rows changed), so it is a speedup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

from fruitui.ui.speedups import enabled

if TYPE_CHECKING:
    _Mixed = Widget
else:
    _Mixed = object


class AlikeRows(_Mixed):
    """A container drawn one row per run of alike rows (see the module's note).

    A mixin, not a widget: Textual inherits CSS along the first widget base of
    each class, which must be Textual's container (its layout and sizes)."""

    def _alike_from(self) -> int | None:
        """The first row of content from which all rows of content look alike
        (None: they may all differ). A container drawing nothing of its own: 0."""
        if (self.is_container and type(self).render is Widget.render
                and self.styles.keyline[0] == "none"):
            return 0
        return None

    def render_lines(self, crop: Region) -> list[Strip]:
        alike_from = None if crop.height <= 3 or not enabled() else self._alike_from()
        if alike_from is None:
            return super().render_lines(crop)
        height = self.region.height  # as Textual draws it (size is the content's)
        gutter = self.styles.gutter
        below_top, above_bottom = gutter.top, height - gutter.bottom
        first_alike = below_top + alike_from

        def kind(y: int) -> int:
            """0: a row drawn on its own (edges: borders, titles, outlines; content
            not alike); 1 padding above, 2 alike content, 3 padding below."""
            if y == 0 or y == height - 1:
                return 0
            if y < below_top:
                return 1
            return 3 if y >= above_bottom else 2 if y >= first_alike else 0

        dirty = self._styles_cache._dirty_lines
        strips: list[Strip] = []
        y, bottom = crop.y, crop.bottom
        while y < bottom:
            run = kind(y)
            end = y + 1
            while end < bottom and kind(end) == run:
                end += 1
            if not run:  # rows on their own: drawn as Textual draws them, in one go
                strips.extend(super().render_lines(Region(crop.x, y, crop.width, end - y)))
            else:
                if not dirty.isdisjoint(range(y, end)):
                    dirty.add(y)  # any row of the run changed: the one drawn is drawn afresh
                    dirty.difference_update(range(y + 1, end))
                row = super().render_lines(Region(crop.x, y, crop.width, 1))
                strips.extend(row * (end - y))
            y = end
        return strips
