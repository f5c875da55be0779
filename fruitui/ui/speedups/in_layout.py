"""Widgets that measure or render their content inside the layout that sizes them.

Textual's OptionList measures its lines while drawing, and a page rendered on
its Resize gets its height after the layout: either way the new virtual size
asks for a second layout of the whole screen (and a repaint of every widget)
before or right after the first frame. Done in Textual's private size hook,
inside the layout, the widget is drawn with its lines the first time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import OptionList

from fruitui.ui.speedups import enabled

if TYPE_CHECKING:
    _Widget = Widget
    _OptionList = OptionList
else:
    _Widget = _OptionList = object


class MeasuredInLayout(_OptionList):
    """Mix into an OptionList subclass: its lines are measured as the layout sizes it."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        changed = super()._size_updated(size, virtual_size, container_size, layout)
        if enabled() and changed and size:
            self._update_lines()
        return changed


class RenderedInLayout(_Widget):
    """Mix into a widget with a `render_in_layout(size)` method: it is called as
    the layout sizes the widget, before Textual takes its virtual size."""

    def render_in_layout(self, size: Size) -> None:
        raise NotImplementedError

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        if enabled():
            self.render_in_layout(size)
        return super()._size_updated(size, virtual_size, container_size, layout)
