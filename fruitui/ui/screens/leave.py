"""Leaving a table: ask first (the navigator then leaves it and says how to come back)."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Vertical
from fruitui.ui.fence import Fence


class LeaveScreen(Fence, ModalScreen[bool]):
    """Leave the table? q or Enter: yes; any other key: stay. Opaque like every
    screen over a table, so no card shows while it asks. Over a hidden table (a
    Pass-to screen or a "Your move" card beneath) it is a fence as they are: a key
    typed before it could be seen neither leaves nor stays (fence.py)."""

    TRACE_NAME = "leave"
    _fence_below: Fence | None = None  # set on mount: a Pass-to screen or "Your move" card

    DEFAULT_CSS = """
    LeaveScreen { align: center middle; background: $background; }
    LeaveScreen #ask {
        width: 72; max-width: 100%; height: auto; border: round $warning;
        background: $surface; padding: 1 2;
    }
    LeaveScreen #ask Static { width: 100%; text-align: center; }
    """

    def __init__(self, line: str) -> None:
        super().__init__()
        self.line = line

    def compose(self) -> ComposeResult:
        with Vertical(id="ask"):
            yield Static(Text("Leave the table?", style="bold"))
            yield Static(Text(self.line))
            yield Static(Text("q or Enter: leave · any other key: stay", style="dim"))

    def on_mount(self) -> None:
        stack = self.app.screen_stack
        index = stack.index(self) if self in stack else 0
        below = stack[index - 1] if index > 0 else None
        self._fence_below = below if isinstance(below, Fence) else None
        if self._fence_below is not None:
            self.raise_fence()

    def fence_lets(self, event: events.Key) -> bool:
        return self._fence_below is None or super().fence_lets(event)

    def reaction_seconds(self) -> float:
        # The fence beneath's reaction time: one reaction time for every fence.
        below = self._fence_below
        return self.GUARD_SECONDS if below is None else below.reaction_seconds()

    def on_key(self, event: events.Key) -> None:
        if not self.fence_lets(event):
            return
        event.stop()
        event.prevent_default()
        self.dismiss(event.key in ("q", "enter"))

    def on_click(self) -> None:
        self.dismiss(False)
