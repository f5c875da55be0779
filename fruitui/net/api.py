"""What a table screen needs from a table, wherever the table lives.

`fruitui.table.Table` (the game in this process) and
`fruitui.net.remote.RemoteTable` (a game hosted by another process) both
fit this Protocol, so `TableScreen` does not care which one it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..rules.base import Choice, Decision, GameInfo, Result
from ..seats import Seat


class TableLike(Protocol):
    info: GameInfo
    seats: Sequence[Seat]
    notes: list[str]
    listeners: list[Callable[[Any], None]]

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def decision(self) -> Decision | None:
        """The pending decision (for another seat, only its seat and turn)."""

    @property
    def finished(self) -> bool: ...

    @property
    def result(self) -> Result | None: ...

    def is_computer_turn(self) -> bool:
        """Whether this process must make a computer move now."""

    def needs_handoff(self) -> int | None:
        """The seat that must take the keyboard before the game goes on."""

    def turn_owner(self) -> int | None: ...

    def take_keyboard(self, seat: int) -> None: ...

    def view_for_keyboard(self) -> Any:
        """The view of the seat at the keyboard (a spectator's if none)."""

    def my_decision(self) -> Decision | None:
        """The pending decision if the seat at the keyboard makes it now."""

    def describe(self, choice: Choice) -> str: ...

    def apply(self, choice: Choice) -> None:
        """Make a choice for the seat at the keyboard (may raise IllegalChoice)."""

    def take_back(self) -> str:
        """Take back the keyboard seat's last choice (may raise UndoRefused)."""
