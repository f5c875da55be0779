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
from textual.containers import Center, Middle, Vertical
from textual.widgets import Static

from .handoff import HandoffScreen

OUTCOME_LINES = 6


class OutcomeScreen(HandoffScreen):
    DEFAULT_CSS = """
    OutcomeScreen #outcome-next { height: auto; margin-top: 1; text-align: center; }
    """

    """"Your move, Ann": the lines since Ann took the keyboard, then Enter passes it on."""

    TRACE_NAME = "outcome"

    def __init__(self, name: str, lines: Sequence[str], next_name: str,
                 seat: int | None = None) -> None:
        super().__init__(name, seat=seat)
        self.lines = tuple(lines)[-OUTCOME_LINES:]
        self.next_name = next_name

    def compose(self) -> ComposeResult:
        # Names and log lines are plain text: never parsed as markup.
        lines = Text("\n".join("• " + line for line in self.lines))
        with Middle(), Center(), Vertical(id="handoff-box"):
            yield Static(Text(f"Your move, {self.person}", style="bold", justify="center"),
                         id="handoff-card")
            yield Static(lines, id="handoff-since")
            yield Static(Text(f"Enter or Space passes the keyboard to {self.next_name}.\n"
                              "(q: leave the table)", justify="center"), id="outcome-next")
