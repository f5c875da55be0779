"""A scrollbar thumb drawn in whole cells (issue 38, item 5: "two scrollbar
thumbs in one list").

Textual draws a thumb's two ends as partial blocks (▁ … ▇) in the bar's colour
and its body as reversed blanks. In a menu's dim scrollbar colours, and
without colour, the body hardly shows and the two ends read as two thumbs.
Here the thumb is reversed blanks only, whole cells from end to end: one block
however it is coloured. It moves a cell at a time instead of an eighth.
"""

from __future__ import annotations

from typing import ClassVar

from textual.scrollbar import ScrollBarRender
from textual.widget import Widget


class WholeCellThumb(ScrollBarRender):
    # A blank end is left as Textual's thumb body or track: no partial block.
    VERTICAL_BARS: ClassVar[list[str]] = [" "] * 8
    HORIZONTAL_BARS: ClassVar[list[str]] = [" "] * 8


def whole_thumb(widget: Widget) -> None:
    """Draw `widget`'s vertical scrollbar thumb in whole cells (Textual's
    documented per-widget `renderer`)."""
    widget.vertical_scrollbar.renderer = WholeCellThumb  # type: ignore[misc]
