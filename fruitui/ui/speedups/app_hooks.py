"""The app's hooks into Textual's private methods.

- `_display`: the first frame of a fence (a Pass-to screen, a "Your move"
  card) is drawn on a clear terminal, and the fence counts its reaction time
  from when that frame was written (frame_written.py). Off, a fence counts it
  from its first refresh after mounting (screens/fence.py): later, never earlier.
- `_handle_exception`: Textual's command palette, closed under fast keys, can
  still run a search or a watcher that looks for its own (gone) list: harmless,
  and no reason to end a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import RenderableType
from textual.screen import Screen

from fruitui.ui.speedups import enabled

if TYPE_CHECKING:
    from textual.app import App

    _Mixed = App[int]
else:
    _Mixed = object


class AppHooks(_Mixed):
    """Mix into the App (before App)."""

    def _display(self, screen: Screen, renderable: RenderableType | None) -> None:
        from fruitui.ui.fence import CLEAR_SCREEN, Fence

        first = (enabled() and isinstance(screen, Fence) and not screen._fence_frame_sent
                 and renderable is not None and not self._batch_count and self._running)
        if not first:
            super()._display(screen, renderable)
            return
        assert isinstance(screen, Fence)
        screen._fence_frame_sent = True
        if (self._driver is not None and not self.is_headless and _whole_screen(renderable)
                and getattr(screen, "CLEARS_FIRST_FRAME", True)):
            # Cells a shrunk terminal keeps past its edge (the last person's panel)
            # would come back as it grows: this frame starts from nothing.
            self._driver.write(CLEAR_SCREEN)
        super()._display(screen, renderable)
        from fruitui.ui.speedups.frame_written import when_written

        when_written(self, screen.first_frame_written)

    def _handle_exception(self, error: Exception) -> None:
        from textual.css.query import NoMatches
        from textual.worker import WorkerFailed

        from fruitui.tools.trace import trace_error

        cause = error.error if isinstance(error, WorkerFailed) else error
        if enabled() and isinstance(cause, NoMatches) and _raised_in_palette(cause):
            return
        trace_error(error)
        super()._handle_exception(error)


def _raised_in_palette(error: BaseException) -> bool:
    """Whether `error` came from inside Textual's command palette (its own list,
    or its LoadingIndicator, looked up after the palette closed)."""
    import traceback

    frames = traceback.extract_tb(error.__traceback__)
    return any(frame.filename.replace("\\", "/").endswith("textual/command.py")
               for frame in frames) or "CommandList" in str(error)


def _whole_screen(renderable: object) -> bool:
    """Whether a frame paints every cell (a full update), so a clear before it leaves no gap."""
    from textual._compositor import LayoutUpdate

    return isinstance(renderable, LayoutUpdate)
