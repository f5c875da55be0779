"""An option list drawn faster, and measured afresh by Textual's layout count.

Textual's OptionList brings its lines up to date (measuring its region twice)
on every line it draws, and measures the region again for each blank line
under its options, so a 27-line list measured itself 108 times a frame.
Nothing can change the options while a frame is drawn, so the lines are
brought up to date once a frame and the blank line made once (and drawn once,
with the list's edges and padding, for all the rows under the options:
alike_rows.py).
"""

from __future__ import annotations

from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widgets import OptionList

from fruitui.ui.speedups import enabled
from fruitui.ui.speedups.alike_rows import AlikeRows


def remeasure(option_list: OptionList) -> bool:
    """Make a layout ask of `option_list` measure it afresh, even while an
    earlier ask waits: Textual counts asks once while one waits, and keys its
    measured box by that count. False when off (the caller asks once more)."""
    if not enabled():
        return False
    if option_list._layout_required:
        option_list._layout_updates += 1  # a box measured since the last ask is stale now
    return True


def item_region(option_list: OptionList, index: int) -> Region | None:
    """Where item `index` of `option_list` is drawn, in its content's cells, to
    repaint that item alone: None when off or not laid out yet (the caller
    repaints the whole list)."""
    if not enabled():
        return None
    try:
        line, height = option_list._index_to_line[index], option_list._heights[index]
    except KeyError:
        return None
    top = option_list.scroll_offset.y
    return Region(0, line - top, option_list.scrollable_content_region.width, height)


class LinesOnSize(OptionList):
    """Mix into an OptionList subclass (before OptionList): its lines are measured
    as soon as the layout gives it its size. Textual measures them when it is
    shown, after the layout, and the new virtual size then asks for a second
    layout of the whole screen before its first frame."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if changed and size and enabled():
            self._update_lines()
        return changed


class FastOptionRows(AlikeRows, OptionList):
    """Mix into an OptionList subclass (before OptionList)."""

    # While a frame is drawn: the blank line under the options (None: not drawing).
    _drawing_blank: Strip | None = None

    def render_lines(self, crop: Region) -> list[Strip]:
        if not enabled():
            return super().render_lines(crop)
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
        super()._update_lines()
