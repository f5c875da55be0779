"""A long Markdown page (the help), rendered once per width and scrolled by lines.

Textual's Markdown widget mounts a widget per block and table row: seconds for
a game's rules on a loaded box, and until they are mounted the page has no
height, so the first PageDown presses scrolled nothing. Here Rich renders the
page once for the width and each frame draws only the lines in view.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.markdown import Markdown
from rich.segment import Segment
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from fruitui.ui.speedups.in_layout import RenderedInLayout


class HelpPage(RenderedInLayout, ScrollView, can_focus=True):
    """The page's lines; the virtual height is known from the first layout."""

    DEFAULT_CSS = """
    HelpPage { scrollbar-gutter: stable; }
    """

    def __init__(self, markdown: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.markdown = markdown
        self._width = 0
        self._lines: list[Strip] = []
        self._ready: Callable[[], None] | None = None  # scrolls asked before the first layout

    @property
    def line_count(self) -> int:
        return len(self._lines)

    def _render_at(self, width: int) -> None:
        if width <= 0 or width == self._width:
            return
        console = self.app.console
        options = console.options.update_width(width)
        lines = console.render_lines(Markdown(self.markdown), options, pad=True)
        self._lines = [Strip(Segment.adjust_line_length(line, width), width) for line in lines]
        self._width = width
        self.virtual_size = Size(width, len(self._lines))

    def render_in_layout(self, size: Size) -> None:
        """Render inside the layout (with the speedups), so the first frame has the
        page's lines and its whole height (the scrollbar's gutter is kept:
        `scrollbar-gutter: stable`)."""
        gutter = self.styles.gutter.width + self.styles.scrollbar_size_vertical
        self._render_at(size.width - gutter)

    def on_resize(self) -> None:
        self._render_at(self.scrollable_content_region.width)
        self.refresh()
        if self._ready is not None:
            ready, self._ready = self._ready, None
            ready()

    def when_ready(self, callback: Callable[[], None]) -> None:
        """Run `callback` now if the page has its size, else after its first layout."""
        if self._width:
            callback()
        else:
            before = self._ready
            if before is None:
                self._ready = callback
            else:
                def both() -> None:  # the earlier callback, then this one
                    before()
                    callback()

                self._ready = both

    def scroll_lines(self, lines: int) -> None:
        """Scroll at once (not after the next refresh, which a key typed while the
        page opened could be waiting for), and forced: its scrollbar may not be shown yet."""
        y = max(0, min(self.max_scroll_y, round(self.scroll_y) + lines))
        self.scroll_to(y=y, animate=False, immediate=True, force=True)

    def render_line(self, y: int) -> Strip:
        index = self.scroll_offset.y + y
        if 0 <= index < len(self._lines):
            return self._lines[index].apply_style(self.rich_style)
        return Strip.blank(self.scrollable_content_region.width, self.rich_style)
