"""A widget a cursor marks with a CSS class, drawn once for each look.

A menu cursor that points at a Fabled Fruit location restyles its whole panel
(another border and background): Textual then draws every cell of it again,
text and border, on each key, though the panel only ever shows two looks. A
`CursorMarked` widget keeps the lines it drew for the marked and the unmarked
look, and moving the mark swaps them. Any other refresh (new content, a new
size, a theme, a hover) forgets them, so what is on screen is always what
Textual would draw.
"""

from __future__ import annotations

from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

# Lines kept per widget: both looks, at the few crops the compositor asks for.
_KEPT = 8


class CursorMarked(Widget):
    """Mark with `mark(on)`, not `set_class`: only the mark keeps the drawn lines."""

    #: The CSS class that shows the mark.
    MARK_CLASS = "-marked"

    def __init__(self, *args, **kwargs) -> None:
        self._marking = False  # set first: Widget.__init__ may refresh
        self._looks: dict[tuple, list[Strip]] = {}
        super().__init__(*args, **kwargs)

    @property
    def marked(self) -> bool:
        return self.has_class(self.MARK_CLASS)

    def mark(self, on: bool) -> None:
        """Show or hide the mark, keeping the lines drawn for the other look."""
        if on == self.marked:
            return
        self._marking = True
        try:
            self.set_class(on, self.MARK_CLASS)
        finally:
            self._marking = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> CursorMarked:
        if not self._marking:
            self._looks.clear()  # anything but the mark may change what is drawn
        super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        return self

    def render_lines(self, crop: Region) -> list[Strip]:
        # The look is in the key twice: as the class, and as the colours it gives.
        key = (crop, self.size, self.marked, self.visual_style)
        lines = self._looks.get(key)
        if lines is None:
            if len(self._looks) >= _KEPT:
                self._looks.clear()
            lines = self._looks[key] = super().render_lines(crop)
        return lines
