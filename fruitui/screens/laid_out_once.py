"""Screens laid out once for their first frame, not a second time right after it.

Textual's first layout of a screen gives each widget its size, and a widget
whose virtual (scrollable) size changed asks for a layout of its own. Each ask
reaches the screen a moment later, and it lays out and draws every widget again,
though nothing moved: the arrangement it just made already used those sizes.
This drops such asks when they came from the layout itself and changed no
scrollbar (a scrollbar that appears or goes does change the arrangement: that
ask is kept).

The same for the layout (and repaint of every widget) Textual asks of every
pushed screen once it is mounted (`App._get_screen`'s AwaitMount): when the
screen was already laid out whole after it was mounted, that ask is dropped.
A widget that asks for a layout of its own still gets it (`_on_layout`).
tests/ui/test_laid_out_once.py checks these.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from textual.geometry import Region, Size
from textual.widget import AwaitMount, Widget
from typing_extensions import Self


def _mount_finished() -> Sequence[Widget] | None:
    """The widgets mounted, when the caller's caller is Textual's AwaitMount (it
    asks a layout of their parent once they are mounted); else None."""
    frame = sys._getframe(2)
    if frame.f_code is not _AWAIT_MOUNT_CODE:
        return None
    waited = frame.f_locals.get("self")
    return waited._widgets if isinstance(waited, AwaitMount) else None


def _await_mount_code() -> object:
    """The code of the coroutine AwaitMount runs (it calls refresh(layout=True))."""
    consts = AwaitMount.__await__.__code__.co_consts
    return next(c for c in consts if getattr(c, "co_name", "") == "await_mount")


_AWAIT_MOUNT_CODE = _await_mount_code()


def _scrollbars(widget: Widget) -> tuple[bool, bool]:
    return widget.show_vertical_scrollbar, widget.show_horizontal_scrollbar


def _scrollbar_widgets(widgets: Sequence[Widget]) -> list[Widget]:
    """The scrollbars made so far for `widgets` (not among their children)."""
    return [bar for widget in widgets for bar in (
        widget._vertical_scrollbar, widget._horizontal_scrollbar) if bar is not None]


class LaidOutOnce:
    """Mix into a Screen (before Screen): a full layout does not ask for another
    one on behalf of the widgets it sized, nor for the screen once it is mounted."""

    _laid_out_mounted = False  # laid out whole since the screen was mounted

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        if layout and not regions and not recompose:
            mounted = _mount_finished()
            if mounted is not None and self._laid_out(mounted):
                return self  # met by a layout already made
        return super().refresh(  # type: ignore[misc]
            *regions, repaint=repaint, layout=layout, recompose=recompose)

    def _laid_out(self, widgets: Sequence[Widget]) -> bool:
        """Whether every widget of a finished mount has a place in the layout
        on show (the screen itself: laid out whole since it was mounted)."""
        placed = self._compositor.widgets  # type: ignore[attr-defined]
        return all(self._laid_out_mounted if widget is self
                   else widget in placed or not widget.display for widget in widgets)

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        if scroll:  # a scroll lays out only what it exposes: Textual's way
            super()._refresh_layout(size, scroll)  # type: ignore[misc]
            return
        self._laid_out_mounted = self._laid_out_mounted or self._is_mounted  # type: ignore[attr-defined]
        widgets = list(self.walk_children(Widget, with_self=False))  # type: ignore[attr-defined]
        # A scrollable widget's scrollbars are sized by the layout too, but they
        # are not its children.
        widgets += _scrollbar_widgets(widgets)
        asked = {widget for widget in widgets if widget._layout_required}
        bars = {widget: _scrollbars(widget) for widget in widgets if widget.is_scrollable}
        super()._refresh_layout(size, scroll)  # type: ignore[misc]
        # An ask the screen had before this full layout (its compose mounting
        # its widgets) is met by it: Textual forgets it only after a layout its
        # own timer runs, so it laid the screen out once more after the first frame.
        self._layout_required = False
        for widget in widgets + [bar for bar in _scrollbar_widgets(widgets) if bar not in asked]:
            if (widget._layout_required and widget not in asked
                    and bars.get(widget) == (_scrollbars(widget) if widget in bars else None)):
                widget._layout_required = False  # asked by this layout, already met
