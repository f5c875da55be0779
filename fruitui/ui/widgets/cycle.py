"""A one-line choice that cycles in place: no drop-down to open over the next row.

Enter, Space or → moves to the next value, ← to the previous one; a click moves
on too. Used for the start screen's seat fields, where a drop-down list would
cover (and, typed into, change) the seat below.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget


class CycleField(Widget, can_focus=True):
    DEFAULT_CSS = """
    CycleField {
        height: 3; width: 16; border: tall $surface-lighten-1; padding: 0 1;
        background: $surface; text-wrap: nowrap; text-overflow: ellipsis;
    }
    CycleField:focus { border: tall $accent; }
    """
    BINDINGS = [
        Binding("enter,space,right", "step(1)", "Next", show=False),
        Binding("left", "step(-1)", "Previous", show=False),
    ]

    @dataclass
    class Changed(Message):
        field: CycleField
        value: str

        @property
        def control(self) -> CycleField:
            return self.field

    def __init__(self, options: Sequence[tuple[str, str]], value: str | None = None,
                 id: str | None = None) -> None:
        """`options`: (label, value) pairs in the order they cycle."""
        super().__init__(id=id)
        self.options = list(options)
        values = [v for _, v in self.options]
        self.position = values.index(value) if value in values else 0

    @property
    def value(self) -> str:
        return self.options[self.position][1]

    @value.setter
    def value(self, value: str) -> None:
        self.position = [v for _, v in self.options].index(value)
        self.refresh()
        self.post_message(self.Changed(self, value))

    def render(self) -> Text:
        return Text(f"‹ {self.options[self.position][0]} ›", no_wrap=True, overflow="ellipsis")

    def action_step(self, step: int) -> None:
        self.value = self.options[(self.position + step) % len(self.options)][1]

    def on_click(self) -> None:
        self.action_step(1)
