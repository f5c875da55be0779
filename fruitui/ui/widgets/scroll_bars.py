"""Scrollbars that show where their widget is scrolled to, always.

Textual moves a widget's scrollbar as the widget scrolls only while the bar is
shown. A menu scrolled down, then given a short list (no bar: it scrolls back
to the top unseen by the bar), then a long one again, showed its bar's thumb
where the first list had been scrolled to, over a list at its top: a stale
thumb a freshly drawn menu has not (tests/ui/test_fresh_render.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widget import Widget

if TYPE_CHECKING:
    _Mixed = Widget
else:
    _Mixed = object


class BarsInStep(_Mixed):
    """Mix into a scrollable widget: a bar that appears starts where it scrolled to."""

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        if shown:
            self.vertical_scrollbar.position = self.scroll_y

    def watch_show_horizontal_scrollbar(self, shown: bool) -> None:
        if shown:
            self.horizontal_scrollbar.position = self.scroll_x

    def on_resize(self) -> None:
        # A widget resized while its bar shows (the status line above the log
        # grew a row) keeps the bar at the offset it scrolled to, as drawn afresh.
        self.call_after_refresh(self._bars_to_offset)

    def _bars_to_offset(self) -> None:
        if self.show_vertical_scrollbar:
            self.vertical_scrollbar.position = self.scroll_y
            self.vertical_scrollbar.refresh()
