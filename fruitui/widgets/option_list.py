"""Textual's OptionList, safe when a narrow or resizing terminal squeezes it.

Textual wraps each option at the list's width less the option padding; when
that comes to 0 cells, Rich's word chopper raises ValueError (a known Textual
bug, met here by a fuzzed table at 70 columns). Nothing can be drawn in 0
cells anyway (Textual's Padding draws nothing there), so the list measures at
one cell at least and keeps no lines until it is given room.
"""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import OptionList


class SqueezableOptionList(OptionList):
    """An OptionList that never wraps its options at 0 cells."""

    def _option_padding(self) -> int:
        return self.get_component_styles("option-list--option").padding.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return super().get_content_height(
            container, viewport, max(width, self._option_padding() + 1))

    def _update_lines(self) -> None:
        region = self.scrollable_content_region
        if region and region.width - self._get_left_gutter_width() <= self._option_padding():
            return  # no room for one cell: a Resize that gives room measures them
        super()._update_lines()
