"""A scrolling panel whose edge says when part of it is out of sight.

Its mark ("y: more ↓" / "y: back up ↑") follows its content and its size: a
mark set once after a redraw stayed when a later layout (the menu below
growing or shrinking) made the content fit. Its text is always wrapped beside
the scrollbar's room (a stable gutter): Textual keeps a scrollbar whose only
cause is the scrollbar itself (the narrower text wraps to more rows), so a
panel that once overflowed showed a scrollbar, narrower lines and the mark
where a fresh one showed none.
"""

from __future__ import annotations

from textual.geometry import Size

from fruitui.ui.widgets.boxes import VerticalScroll


class MoreMarked(VerticalScroll):
    """A VerticalScroll with the `y` key's mark on its bottom edge."""

    DEFAULT_CSS = "MoreMarked { scrollbar-gutter: stable; }"

    def watch_virtual_size(self, virtual_size: Size) -> None:
        """A new content height (not always followed by a Resize message): the
        mark follows it."""
        self.call_after_refresh(self.mark_more)

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """The bar shows exactly when part of the content is out of sight (and
        Textual sets it also where it sets the content height quietly)."""
        super().watch_show_vertical_scrollbar(shown)
        self.call_after_refresh(self.mark_more)

    def on_resize(self) -> None:
        self.call_after_refresh(self.mark_more)

    def mark_more(self) -> None:
        more = self.max_scroll_y > 0
        mark = ("y: back up ↑" if self.scroll_y > 0 else "y: more ↓") if more else ""
        if self.border_subtitle != mark:
            self.border_subtitle = mark
