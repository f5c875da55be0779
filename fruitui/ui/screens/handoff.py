"""The privacy screen shown whenever the keyboard passes to another person.

A full `Screen`, not a `ModalScreen`: modal screens are see-through, and this
one must hide every card of the table beneath it.
"""

from __future__ import annotations

from collections.abc import Sequence
from time import time

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Static

from fruitui.ui.speedups.toasts import unnotify_raised_before
from fruitui.ui.widgets.boxes import Vertical
from fruitui.tools.trace import trace
from fruitui.ui.fence import REACTION_SECONDS, Fence
from fruitui.ui.lines import more_mark
from fruitui.ui.routes import routes

SINCE_LINES = 6  # a glance, not the whole log: the side panel has the rest


class HandoffScreen(Fence, Screen[None]):
    """"Pass to Ann": nothing of the game shows until Ann presses Enter or Space."""

    DEFAULT_CSS = """
    HandoffScreen { background: $background; align: center middle; }
    HandoffScreen #handoff-box {
        width: 60; height: auto; padding: 1 2; border: heavy $accent; background: $panel;
    }
    HandoffScreen #handoff-card { height: auto; text-align: center; }
    HandoffScreen #handoff-since { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("q", "leave", "Leave")]
    # Keys typed before the screen's first frame reached the terminal, or this
    # soon after it, do nothing (fence.py): keys the previous person was still
    # pressing cannot skip the hand-off, however late the frame comes.
    GUARD_SECONDS = REACTION_SECONDS

    # What the trace calls this screen: the key fuzz follows who holds the keyboard by it.
    TRACE_NAME = "handoff"
    CLEARS_TOASTS = True  # the mover's own "Your move" card keeps them: still their look

    def __init__(self, name: str, reason: str = "", seat: int | None = None,
                 since: Sequence[str] = ()) -> None:
        super().__init__()
        self.person = name
        self.seat = seat
        self.reason = reason
        # Public lines since this person last held the keyboard (never a hidden card).
        self.since = tuple(since)[-SINCE_LINES:]
        self.since_left_out = len(tuple(since)) - len(self.since)  # said, never dropped unsaid
        self._made_at = time()  # the clock toasts are stamped with (Notification.raised_at)
        self._dismissed = False

    @property
    def released(self) -> bool:
        """Whether the named person's own key press dismissed this screen."""
        return self._dismissed

    def compose(self) -> ComposeResult:
        # Names are plain text: never parsed as markup.
        card = Text(justify="center")
        card.append(f"Pass to {self.person}", style="bold")
        card.append("\n\n")
        if self.reason:
            card.append(self.reason + "\n\n")
        card.append(f"{self.person}, press Enter or Space when you have the keyboard.\n")
        card.append("Everyone else: please look away.\n")
        card.append("(q: leave the table)")  # its own line: a narrow box broke it in two
        with Middle(), Center(), Vertical(id="handoff-box"):
            yield Static(card, id="handoff-card")
            if self.since:
                # Its own block, under the card: public lines only (see `since`).
                since = Text("Since your last turn:", style="bold")
                if self.since_left_out:
                    since.append(f"\n{more_mark(self.since_left_out)}", style="not bold dim")
                for line in self.since:
                    since.append("\n• " + line, style="not bold")
                yield Static(since, id="handoff-since")

    def action_leave(self) -> None:
        """As q at the table: ask first, save, and say how to come back."""
        routes(self.app).leave_from_cover()

    def on_mount(self) -> None:
        self.raise_fence()
        # Toasts are the app's, not a screen's: one raised in the last person's
        # turn (a Basket refused, naming the cards ticked) would stay up here and
        # over the next person's table. They go with that turn.
        # (What is raised after this screen was made, as it was pushed, is for
        # the person it names: the shared-box bell's "Ann's turn" note.)
        if self.CLEARS_TOASTS:
            # Without the speedups' private list, all toasts go (a bell's note too).
            if not unnotify_raised_before(self.app, self._made_at):
                self.app.clear_notifications()
        trace(f"{self.TRACE_NAME}-shown", seat=self.seat)

    def on_key(self, event: Key) -> None:
        if not self.fence_lets(event):
            return  # typed before the screen could be seen: not even q
        if event.key not in ("enter", "space"):
            return
        event.stop()
        # A second key queued before the dismiss took effect must not dismiss
        # again: `dismiss` pops whatever screen is on top, i.e. the table.
        if self._dismissed or not self.is_current or self.app.screen is not self:
            return
        self._dismissed = True
        trace(f"{self.TRACE_NAME}-dismissed", seat=self.seat, key_at=f"{event.time:.4f}")
        self.dismiss(None)
