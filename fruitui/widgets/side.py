"""The side panel shared by the table and the replay: every seat, then the log."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import RichLog, Static


class TableLog(RichLog):
    """RichLog wraps a line when it is written, so on a resize (the side panel
    narrows below 110 columns) the lines are written again at the new width."""

    def show(self, lines: Sequence[Text], again: bool = False) -> None:
        lines = list(lines)
        if lines == getattr(self, "_lines_shown", None) and not again:
            return
        self._lines_shown = lines
        self.clear()
        for line in self._lines_shown:
            self.write(line)

    def on_resize(self) -> None:
        if getattr(self, "_lines_shown", None):
            self.show(self._lines_shown, again=True)


class SidePanel(Vertical):
    # Not scoped: the narrow rule depends on the screen's breakpoint class.
    SCOPED_CSS = False
    DEFAULT_CSS = """
    SidePanel { width: 36; border-left: vkey $secondary; padding: 0 1; }
    .-narrow SidePanel { width: 26; padding: 0; }
    SidePanel #players { height: auto; margin-bottom: 1; }
    SidePanel #thinking { height: auto; margin-bottom: 1; text-style: italic; display: none; }
    SidePanel #thinking.-shown { display: block; }
    SidePanel #log { height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="players")
        yield Static(id="thinking")
        yield TableLog(id="log", wrap=True, markup=False, min_width=20)

    def show(self, players: Text, log: Sequence[Text], thinking: str | None = None) -> None:
        """`thinking`: the computer player whose move the table waits for, if any."""
        self.query_one("#players", Static).update(players)
        line = self.query_one("#thinking", Static)
        line.set_class(thinking is not None, "-shown")
        line.update(Text(f"{thinking} is thinking…") if thinking else "")
        self.query_one(TableLog).show(log)
