"""The hand-off fence: a screen that takes no key typed before a person could see it.

A Pass-to screen, a "Your move" card and a leave dialog over a hidden table
are fences. On a busy machine the first frame of such a screen can reach the
terminal seconds after it was mounted; keys typed meanwhile wait in the
terminal's input buffer or in Textual's queue, and Textual stamps each key
when it reads it, not when it was typed. So a fence discards what is pending
twice: when it goes up, and once its first frame has been written to the
terminal (the speedups' `frame_written.py` says when; without them, after the
screen's first refresh: Textual runs such callbacks once the frame it drew was
handed to the terminal, except in a batch update such as the app's start,
where no earlier person's keys can be pending). Keys Textual read before that
second discard, and any in the reaction time after it, do nothing at all.
"""

from __future__ import annotations

import os
import sys
import termios
from time import monotonic

from textual.events import Key

from fruitui.ui.speedups import enabled as speedups_enabled
from fruitui.ui.terminal import write_to_terminal
from fruitui.tools.trace import trace

REACTION_SECONDS = 0.25  # from the frame's flush: time to see it and take the keyboard
CLEAR_SCREEN = "\x1b[2J"  # also wipes cells kept past a shrunk terminal's edge (tmux)


def discard_typed_ahead(app: object) -> None:
    """Drop the keys waiting in the terminal's input buffer, if the app reads a
    terminal. Keys Textual has already read are refused by their time stamp."""
    if getattr(app, "is_headless", True) or getattr(app, "_driver", None) is None:
        return
    stdin = sys.__stdin__
    try:
        fd = stdin.fileno() if stdin is not None else -1
        if fd >= 0 and os.isatty(fd):
            termios.tcflush(fd, termios.TCIFLUSH)
    except (OSError, ValueError, termios.error):
        pass  # no terminal to flush: the time stamps still hold the fence


class Fence:
    """Mix into a Screen (before Screen). Call `fence_lets(event)` first thing
    in `on_key`: a key it refuses must do nothing (it is stopped there)."""

    GUARD_SECONDS = REACTION_SECONDS
    TRACE_NAME = "fence"
    seat: int | None = None
    CLEARS_FIRST_FRAME = True  # its first frame is drawn on a cleared terminal

    _fence_drawn_at = float("inf")  # when its first frame was flushed (monotonic)
    _fence_frame_sent = False  # its first frame was handed to the terminal

    def raise_fence(self) -> None:
        """The fence goes up (on mount): what was typed so far is not for it."""
        discard_typed_ahead(self.app)  # type: ignore[attr-defined]
        if speedups_enabled():
            return  # the app's frame hook clears and calls back (speedups/app_hooks.py)
        if self.CLEARS_FIRST_FRAME and write_to_terminal(
                self.app, CLEAR_SCREEN):  # type: ignore[attr-defined]
            # Cells a shrunk terminal keeps past its edge (the last person's panel)
            # would come back as it grows: the fence is drawn on a cleared
            # terminal, every cell of it written.
            self.refresh(repaint=True, layout=True)  # type: ignore[attr-defined]
        self.call_after_refresh(self.first_frame_written)  # type: ignore[attr-defined]
        # That call waits for a refresh after its message is read: one is asked for
        # then, or with nothing else changing on screen it waited for the next key
        # (refused, the fence not being drawn yet).
        self.call_later(self.refresh)  # type: ignore[attr-defined]

    def first_frame_written(self) -> None:
        """Its first frame is on the terminal: discard again, and start the
        reaction time now."""
        discard_typed_ahead(self.app)  # type: ignore[attr-defined]
        self._fence_drawn_at = monotonic()
        trace(f"{self.TRACE_NAME}-drawn", seat=self.seat, at=f"{self._fence_drawn_at:.4f}")

    @property
    def fence_drawn(self) -> bool:
        """Whether its first frame has reached the terminal (keys count from then)."""
        return self._fence_drawn_at != float("inf")

    def reaction_seconds(self) -> float:
        return self.GUARD_SECONDS

    def fence_lets(self, event: Key) -> bool:
        """Whether `event` was read after the fence was drawn and the reaction
        time passed; if not, the key is stopped here."""
        if event.time - self._fence_drawn_at >= self.reaction_seconds():
            return True
        event.stop()
        event.prevent_default()
        return False
