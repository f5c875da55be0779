"""A widget a cursor marks with a CSS class, drawn once for each look.

A menu cursor that points at a Fabled Fruit location restyles its whole panel
(another border and background): Textual then draws every cell of it again,
text and border, on each key, though the panel only ever shows two looks. A
`CursorMarked` widget keeps the lines it drew for the marked and the unmarked
look, and moving the mark swaps them. Any other refresh (new content, a new
size, a theme, a hover) forgets them, so what is on screen is always what
Textual would draw. `TextOfFew` does the same for a text that is one of a
few (the card text under the Fabled Fruit panels).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager

from textual.geometry import Region
from textual.strip import Strip
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static

# Lines kept per widget: a few looks, at the few crops the compositor asks for.
_KEPT = 8


class KeptLooks(Widget):
    """Keeps the lines drawn for each look (`look()`); only `_change_look` keeps them."""

    def __init__(self, *args, **kwargs) -> None:
        self._changing_look = False  # set first: Widget.__init__ may refresh
        self._looks: dict[tuple, list[Strip]] = {}
        super().__init__(*args, **kwargs)

    def look(self) -> object:
        """What tells this widget's looks apart (besides its size and colours)."""
        raise NotImplementedError

    @contextmanager
    def _change_look(self) -> Iterator[None]:
        """Refreshes inside are a change of look: the lines drawn for others stay."""
        self._changing_look = True
        try:
            yield
        finally:
            self._changing_look = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> KeptLooks:
        if not self._changing_look:
            self._looks.clear()  # anything else may change what is drawn
        super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)
        return self

    def render_lines(self, crop: Region) -> list[Strip]:
        # The look is in the key twice: as itself, and as the colours it gives.
        key = (crop, self.size, self.look(), self.visual_style)
        lines = self._looks.get(key)
        if lines is None:
            if len(self._looks) >= _KEPT:
                self._looks.clear()
            lines = self._looks[key] = super().render_lines(crop)
        return lines


class CursorMarked(KeptLooks):
    """Mark with `mark(on)`, not `set_class`: only the mark keeps the drawn lines."""

    #: The CSS class that shows the mark.
    MARK_CLASS = "-marked"

    @property
    def marked(self) -> bool:
        return self.has_class(self.MARK_CLASS)

    def look(self) -> object:
        return self.marked

    def mark(self, on: bool) -> None:
        """Show or hide the mark, keeping the lines drawn for the other look."""
        if on != self.marked:
            with self._change_look():
                self.set_class(on, self.MARK_CLASS)


class TextOfFew(KeptLooks, Static):
    """A Static that shows one of a few texts, each named by a key: the card text
    of what a cursor points at. Each is drawn once while nothing else changes."""

    def __init__(self, *args, **kwargs) -> None:
        self._key: object = None
        super().__init__(*args, **kwargs)

    def look(self) -> object:
        return self._key

    def show_text(self, key: Hashable, text: VisualType) -> None:
        """Show `text`; the same `key` must always come with the same text."""
        if key == self._key:
            return
        self._key = key
        with self._change_look():
            self.update(text, layout=False)  # its height never follows its text
