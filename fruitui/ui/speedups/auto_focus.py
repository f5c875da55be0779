"""A screen that picks its first focus as it is composed, not Textual's way.

Textual gives the focus to the first focusable widget as a screen is composed
(`Screen._update_auto_focus`); a table whose board then moves it to its menu
restyled the whole board twice (focus, then blur). The screen's
`focus_as_composed` is asked instead, until the screen is mounted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from fruitui.ui.speedups import enabled

if TYPE_CHECKING:
    _Mixed = Screen[None]
else:
    _Mixed = object


class FocusAsComposed(_Mixed):
    """Mix into a Screen (before Screen) that has `focus_as_composed()`."""

    def focus_as_composed(self) -> None:
        raise NotImplementedError

    def _update_auto_focus(self) -> None:
        if self.is_mounted or not enabled():
            super()._update_auto_focus()
            return
        self.focus_as_composed()
