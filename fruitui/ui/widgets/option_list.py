"""Textual's OptionList, safe when a narrow or resizing terminal squeezes it.

Textual wraps each option at the list's width less the option padding; when
that comes to 0 cells, Rich's word chopper raises ValueError (a known Textual
bug, met here by a fuzzed table at 70 columns). Nothing can be drawn in 0
cells anyway (Textual's Padding draws nothing there), so the list measures at
one cell at least and keeps no lines until it is given room.

It also draws faster: Textual's list brings its lines up to date (measuring
its region twice) on every line it draws, and measures the region again for
each blank line under its options, so a 27-line list measured itself 108
times a frame. Nothing can change the options while a frame is drawn, so the
lines are brought up to date once a frame and the blank line made once (and
drawn once, with the list's edges and padding, for all the rows under the
options: widgets/boxes.py).

And it is measured afresh after every change of its options. Textual counts a
widget's asks for a layout once while one is waiting, and keys its measured box
by that count; a box measured in between (showing a hidden list looks its
region up, which arranges the whole screen as it is) was kept for the options
added next: a Fabled Fruit menu resumed from the start screen showed no items.
"""

from __future__ import annotations

from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widgets import OptionList
from typing import Self

from fruitui.ui.widgets.boxes import AlikeRows


class SqueezableOptionList(AlikeRows, OptionList):
    """An OptionList that never wraps its options at 0 cells."""

    # While a frame is drawn: the blank line under the options (None: not drawing).
    _drawing_blank: Strip | None = None

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        if layout and self._layout_required:
            self._layout_updates += 1  # a box measured since the last ask is stale now
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _option_padding(self) -> int:
        return self.get_component_styles("option-list--option").padding.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return super().get_content_height(
            container, viewport, max(width, self._option_padding() + 1))

    def render_lines(self, crop: Region) -> list[Strip]:
        self._update_lines()
        self._drawing_blank = Strip.blank(
            self.scrollable_content_region.width,
            self.get_visual_style("option-list--option").rich_style)
        try:
            return super().render_lines(crop)
        finally:
            self._drawing_blank = None

    def _alike_from(self) -> int | None:
        # Rows under the options are one blank line (AlikeRows draws it once).
        if self._drawing_blank is None:
            return None
        return max(0, len(self._line_cache.lines) - self.scroll_offset.y)

    def render_line(self, y: int) -> Strip:
        blank = self._drawing_blank
        if blank is not None and self.scroll_offset.y + y >= len(self._line_cache.lines):
            return blank  # what Textual's list draws there, made once a frame
        return super().render_line(y)

    def _update_lines(self) -> None:
        if self._drawing_blank is not None:
            return  # brought up to date as this frame began
        region = self.scrollable_content_region
        if region and region.width - self._get_left_gutter_width() <= self._option_padding():
            return  # no room for one cell: a Resize that gives room measures them
        super()._update_lines()
