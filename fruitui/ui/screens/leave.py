"""Leaving a table: ask first, then say that the game is saved and how to come back."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Vertical
from fruitui.storage.saves import Autosave
from fruitui.table.local import Table
from fruitui.ui.fence import Fence


def leave_line(autosave: Autosave | None, finished: bool) -> str:
    """The one line left on the terminal (or shown) after leaving a table."""
    if autosave is None:
        return "Left the table. This game was not saved."
    if autosave.error:
        return f"Left the table. The last save failed: {autosave.error}"
    if finished:
        return f"The game is saved. Watch it again with: fruitui replay {autosave.game_id}"
    return f"The game is saved. Come back to it with: fruitui resume {autosave.game_id}"


class LeaveScreen(Fence, ModalScreen[bool]):
    """Leave the table? q or Enter: yes; any other key: stay. Opaque like every
    screen over a table, so no card shows while it asks. Over a hidden table (a
    Pass-to screen or a "Your move" card beneath) it is a fence as they are: a key
    typed before it could be seen neither leaves nor stays (fence.py)."""

    TRACE_NAME = "leave"
    _over_fence = False  # set on mount: a Pass-to screen or "Your move" card beneath

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
        from fruitui.ui.screens.handoff import HandoffScreen

        stack = self.app.screen_stack
        index = stack.index(self) if self in stack else 0
        self._over_fence = index > 0 and isinstance(stack[index - 1], HandoffScreen)
        if self._over_fence:
            self.raise_fence()

    def fence_lets(self, event: events.Key) -> bool:
        return not self._over_fence or super().fence_lets(event)

    def reaction_seconds(self) -> float:
        from fruitui.ui.screens.handoff import HandoffScreen

        return HandoffScreen.GUARD_SECONDS  # one reaction time for every fence

    def on_key(self, event: events.Key) -> None:
        if not self.fence_lets(event):
            return
        event.stop()
        event.prevent_default()
        self.dismiss(event.key in ("q", "enter"))

    def on_click(self) -> None:
        self.dismiss(False)


def ask_to_leave(app: App, table: Table, autosave: Autosave | None) -> None:
    """Ask; on yes, save the game as it stands (even before its first choice) and leave."""

    def answered(leave: bool | None) -> None:
        if not leave:
            return
        if autosave is not None and not table.finished:
            autosave(table)  # a failure is kept in autosave.error and said below
        leave_table(app, leave_line(autosave, table.finished))

    app.push_screen(LeaveScreen(leave_line(autosave, table.finished)), answered)


def leave_table(app: App, line: str) -> None:
    """Leave the table on top: back to the start screen if the table was opened from
    it, else out of fruitui with `line` on the terminal."""
    from_start = getattr(app, "setup", None) is None and getattr(app, "first", None) is None
    if not from_start:
        app.exit(message=line)
        return
    from fruitui.ui.screens.start import StartScreen

    app.clear_screens()  # type: ignore[attr-defined]  (a FruitApp)
    app.push_screen(StartScreen())
    app.notify(line, timeout=10, markup=False)
