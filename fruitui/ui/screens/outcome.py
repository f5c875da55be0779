""""Your move": the mover reads what their own choice did before the keyboard passes.

It covers the table like a Pass-to screen (their cards are already gone
from beneath it) and keeps the same fence: keys typed before it shows, or in
its guard time, do nothing, and only Enter or Space removes it. Its lines
come from the mover's own log, so they may name the mover's own cards: it is
the mover's last look before they turn the keyboard round.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Middle

from textual.widgets import Static

from fruitui.ui.widgets.boxes import Vertical
from fruitui.ui.lines import more_mark
from fruitui.ui.screens.handoff import HandoffScreen

OUTCOME_LINES = 6


class OutcomeScreen(HandoffScreen):
    """"Your move, Ann": the lines since Ann's turn began; then Enter passes
    the keyboard on, or lets the computers play."""

    DEFAULT_CSS = """
    OutcomeScreen #outcome-next { height: auto; margin-top: 1; text-align: center; }
    """

    TRACE_NAME = "outcome"
    CLEARS_TOASTS = False  # the mover's own look; the Pass-to screen after it clears them

    def __init__(self, name: str, lines: Sequence[str], next_line: str,
                 seat: int | None = None) -> None:
        super().__init__(name, seat=seat)
        self.lines = tuple(lines)[-OUTCOME_LINES:]
        self.left_out = len(tuple(lines)) - len(self.lines)
        self.next_line = next_line  # what Enter does: pass the keyboard, or let computers play

    def compose(self) -> ComposeResult:
        # Names and log lines are plain text: never parsed as markup.
        lines = Text("\n".join("• " + line for line in self.lines))
        if self.left_out:  # a recap cut short says so
            lines = Text.assemble((more_mark(self.left_out) + "\n", "dim"), lines)
        with Middle(), Center(), Vertical(id="handoff-box"):
            yield Static(Text(f"Your move, {self.person}", style="bold", justify="center"),
                         id="handoff-card")
            yield Static(lines, id="handoff-since")
            yield Static(Text(f"{self.next_line}\n(q: leave the table)", justify="center"),
                         id="outcome-next")
