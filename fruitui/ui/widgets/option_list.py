"""Textual's OptionList, safe when a narrow or resizing terminal squeezes it.

Textual wraps each option at the list's width less the option padding; when
that comes to 0 cells, Rich's word chopper raises ValueError (a known Textual
bug, met here by a fuzzed table at 70 columns). Nothing can be drawn in 0
cells anyway, so the list is never narrower than its padding, scrollbar and
border and one cell, and measures at one cell at least.

It is measured afresh after every change of its options. Textual counts a
widget's asks for a layout once while one is waiting, and keys its measured box
by that count; a box measured in between (showing a hidden list looks its
region up, which arranges the whole screen as it is) was kept for the options
added next: a Fabled Fruit menu resumed from the start screen showed no items.
(It draws faster with the speedups on: speedups/option_rows.py.)
"""

from __future__ import annotations

from textual import events
from textual.geometry import Region, Size
from textual.widget import Widget
from textual.widgets import OptionList
from typing import Self

from fruitui.ui.speedups.option_rows import FastOptionRows, remeasure
from fruitui.ui.widgets.scroll_bars import BarsInStep

# Cells a list needs beside its text: border 2, option padding 2, scrollbar 2.
LEAST_WIDTH = 7


class SqueezableOptionList(BarsInStep, FastOptionRows, OptionList):
    """An OptionList that never wraps its options at 0 cells."""

    DEFAULT_CSS = f"SqueezableOptionList {{ min-width: {LEAST_WIDTH}; }}"

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        if layout and not remeasure(self):
            # Off: a second ask once this one is met is measured afresh.
            self.call_after_refresh(OptionList.refresh, self, layout=True)
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def on_hide(self, event: events.Hide) -> None:
        """A Hide that arrives after the list was shown again keeps its focus.
        Textual posts Hide from a layout, and blurs the widget when it arrives:
        a menu hidden for a computer's move and shown again for the person's
        before that layout's Hide came lost the focus it had just been given
        (drawn unfocused, its keys going to the panel beside it)."""
        if all(node.display for node in self.ancestors_with_self if isinstance(node, Widget)):
            event.prevent_default()  # Widget's own Hide handler would blur it

    def _option_padding(self) -> int:
        return self.get_component_styles("option-list--option").padding.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return super().get_content_height(
            container, viewport, max(width, self._option_padding() + 1))
