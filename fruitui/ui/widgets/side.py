"""The side panel shared by the table and the replay: every seat, then the log."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from fruitui.ui.widgets.boxes import Vertical, VerticalScroll


class TableLog(VerticalScroll):
    """The log: one wrapped text, kept scrolled to its end. Lighter than
    Textual's RichLog (whose import alone slows the table's first frame);
    the text re-wraps by itself when the panel narrows."""

    DEFAULT_CSS = """
    TableLog { background: $surface; color: $foreground; overflow-y: scroll; }
    TableLog:focus { background-tint: $foreground 5%; }
    TableLog > Static { width: 1fr; height: auto; min-width: 20; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._lines_shown: list[Text] | None = None
        self._text = Static(markup=False)

    def compose(self) -> ComposeResult:
        yield self._text

    def on_mount(self) -> None:
        # Anchored, layout itself keeps the end in view: lines that arrive while
        # the screen is covered (a hand-off) are measured only when it shows
        # again, after any scroll_end asked for them has run.
        self.anchor()

    def show(self, lines: Sequence[Text]) -> None:
        lines = list(lines)
        if lines == self._lines_shown:
            return
        self._lines_shown = lines
        self._text.update(Text("\n").join(lines))
        self.call_after_refresh(self.scroll_end, animate=False, immediate=True)

    def on_resize(self) -> None:
        if self._lines_shown:  # re-wrapped: the end moved
            self.call_after_refresh(self.scroll_end, animate=False, immediate=True)


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
        yield TableLog(id="log")

    def show(self, players: Text, log: Sequence[Text], thinking: str | None = None) -> None:
        """`thinking`: the thinking line of the computer the table waits for, if any."""
        self.query_one("#players", Static).update(players)
        self.show_thinking(thinking)
        self.query_one(TableLog).show(log)

    _thinking: str | None = None

    def show_thinking(self, thinking: str | None) -> None:
        """The thinking line alone (it changes once a second): None hides it."""
        if thinking == self._thinking:
            return
        self._thinking = thinking
        line = self.query_one("#thinking", Static)
        line.set_class(thinking is not None, "-shown")
        line.update(Text(thinking) if thinking else "")
