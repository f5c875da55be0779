"""fruitui's containers: Textual's Horizontal, Vertical and VerticalScroll (same
names, so CSS and queries by type still find them), drawn faster with the
speedups on (speedups/alike_rows.py), and a scroll's bar kept in step.

"""

from __future__ import annotations

from textual.containers import Horizontal as TextualHorizontal
from textual.containers import Vertical as TextualVertical
from textual.containers import VerticalScroll as TextualVerticalScroll

from fruitui.ui.speedups.alike_rows import AlikeRows
from fruitui.ui.widgets.scroll_bars import BarsInStep


class Horizontal(AlikeRows, TextualHorizontal):
    """Textual's Horizontal, its alike rows drawn once."""


class Vertical(AlikeRows, TextualVertical):
    """Textual's Vertical, its alike rows drawn once."""


class VerticalScroll(BarsInStep, AlikeRows, TextualVerticalScroll):
    """Textual's VerticalScroll, its alike rows drawn once."""
