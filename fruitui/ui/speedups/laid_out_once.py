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
from collections.abc import Callable, Sequence

from textual import messages
from textual._time import get_time
from textual.geometry import Region, Size
from textual.widget import AwaitMount, Widget
from typing import Self


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


def _meet_pending_ask(widget: Widget) -> None:
    """A widget's ask for a layout not yet posted (a value set before its first
    idle, as an Input's) is met by the full layout about to begin: what Textual
    does as it posts the ask (ancestors arrange afresh) is done now, and the ask
    is not posted after the layout began, to lay the screen out again."""
    widget._layout_required = False
    for ancestor in widget.ancestors:
        if not isinstance(ancestor, Widget):
            break
        ancestor._clear_arrangement_cache()
        ancestor._layout_updates += 1
        if not ancestor.styles.auto_dimensions:
            break


class LaidOutOnce:
    """Mix into a Screen (before Screen): a full layout does not ask for another
    one on behalf of the widgets it sized, nor for the screen once it is mounted."""

    _laid_out_mounted = False  # laid out whole since the screen was mounted
    _laid_out_at: Size | None = None  # the size of its last full layout
    _laid_out_from = float("inf")  # when its last full layout began

    async def _on_layout(self, message: messages.Layout) -> None:
        """A widget's ask for a layout, posted before the screen's last full layout
        began, is met by it: that layout measured the widget as it was then.
        Widgets ask as they are mounted, and the asks reach the screen after its
        first layout (they wait behind it in the queue): that laid the screen
        out a second time before its first frame, and drew it all twice."""
        widget = message.widget
        if message.time < self._laid_out_from and (  # placed by it, or hidden before it
                widget in self._compositor.widgets or not widget.display):  # type: ignore[attr-defined]
            message.stop()
            message.prevent_default()
            return
        await super()._on_layout(message)  # type: ignore[misc]

    def _screen_resized(self, size: Size) -> None:
        """A Resize to the size of the screen's last full layout, with no layout
        asked since, is met already. Textual's first layout of a screen posts one
        to the screen itself (it is among the widgets just shown), which laid it
        out again and drew every widget a second time right after the first frame."""
        if size == self._laid_out_at and not self._layout_required:  # type: ignore[attr-defined]
            return
        super()._screen_resized(size)  # type: ignore[misc]

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        if layout and not regions and not recompose:
            mounted = _mount_finished()
            if mounted is not None and self._laid_out(mounted):
                return self  # met by a layout already made
        return super().refresh(  # type: ignore[misc]
            *regions, repaint=repaint, layout=layout, recompose=recompose)

    def _compositor_refresh(self) -> None:
        """Frames of the whole screen, drawn no more often than they are shown.

        Within a batch update (an app's start, a screen being pushed) App._display
        drops the frame, so it is left to the screen's first refresh after the
        batch: Textual drew every widget for nothing, then again. And a repaint of
        the whole screen asked before a full frame is met by that frame (a resumed
        screen asks for one right after its first layout)."""
        app = self.app  # type: ignore[attr-defined]
        compositor = self._compositor  # type: ignore[attr-defined]
        if (app.screen is not self or app.is_inline
                or compositor.size.region not in compositor._dirty_regions):
            super()._compositor_refresh()  # type: ignore[misc]
            if app.screen is self and not app._batch_count:
                self._first_frame_shown()
            return
        if app._batch_count:
            self._repaint_required = True  # the whole screen, once the batch is over
            return
        asked = self._repaint_required  # type: ignore[has-type]
        super()._compositor_refresh()  # type: ignore[misc]
        if asked:
            self._repaint_required = False
        self._first_frame_shown()

    _shown = False  # its first frame has been written
    _after_first_frame: list[Callable[[], object]] | None = None

    def call_after_first_frame(self, callback: Callable[[], object]) -> None:
        """Call `callback` once the screen's first frame is shown. While the app's
        start-up batch lasts, `call_after_refresh` does not wait for a frame
        (there is none to wait for yet): its callbacks ran before the first one."""
        if self._shown:
            self.call_later(callback)  # type: ignore[attr-defined]
        else:
            self._after_first_frame = (self._after_first_frame or []) + [callback]

    def _first_frame_shown(self) -> None:
        if self._shown:
            return
        self._shown = True
        for callback in self._after_first_frame or ():
            self.call_later(callback)  # type: ignore[attr-defined]
        self._after_first_frame = None

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
        began = get_time()
        widgets = list(self.walk_children(Widget, with_self=False))  # type: ignore[attr-defined]
        # A scrollable widget's scrollbars are sized by the layout too, but they
        # are not its children.
        widgets += _scrollbar_widgets(widgets)
        for widget in widgets:
            if widget._layout_required:
                _meet_pending_ask(widget)
        bars = {widget: _scrollbars(widget) for widget in widgets if widget.is_scrollable}
        super()._refresh_layout(size, scroll)  # type: ignore[misc]
        self._laid_out_at = self.outer_size if size is None else size  # type: ignore[attr-defined]
        self._laid_out_from = began
        # An ask the screen had before this full layout (its compose mounting
        # its widgets) is met by it: Textual forgets it only after a layout its
        # own timer runs, so it laid the screen out once more after the first frame.
        self._layout_required = False
        known = set(widgets)  # and the scrollbars this layout made
        for widget in widgets + [bar for bar in _scrollbar_widgets(widgets) if bar not in known]:
            if (widget._layout_required
                    and bars.get(widget) == (_scrollbars(widget) if widget in bars else None)):
                widget._layout_required = False  # asked by this layout, already met
