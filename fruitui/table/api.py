"""What a table screen needs from a table, wherever the table lives.

`fruitui.table.local.Table` (the game in this process) and
`fruitui.net.remote.RemoteTable` (a game hosted by another process) both
fit this Protocol, so `TableScreen` does not care which one it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from fruitui.games.base import Choice, Decision, GameInfo, Result
from fruitui.table.seats import Seat

if TYPE_CHECKING:
    from fruitui.table.local import TableSetup


class TableLike(Protocol):
    info: GameInfo
    setup: TableSetup  # the game and options (a remote table knows no seed)
    seats: Sequence[Seat]
    listeners: list[Callable[[Any], None]]
    at_keyboard: int | None
    bots: Mapping[int, Any]  # the seats this process plays (none for a remote table)

    @property
    def notes(self) -> list[str]:
        """Table-level log lines (take-backs): public."""

    def log_with_notes(self, seat: int | None) -> list[tuple[str, bool]]:
        """`seat`'s log with the notes where they happened, as (text, is_note)."""

    @property
    def move(self) -> int:
        """The number of the pending decision: how many choices were made."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def plays_here(self) -> bool:
        """Someone at this terminal plays a seat (False: only watching)."""

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

    def take_keyboard(self, seat: int) -> None:
        """`seat` confirmed on their own Pass-to screen that they hold the keyboard."""

    def leave_keyboard_if_done(self) -> bool:
        """Nobody holds the keyboard once the pending decision is another's."""

    def view_for_keyboard(self) -> Any:
        """The view of the seat at the keyboard (a spectator's if none)."""

    def my_decision(self) -> Decision | None:
        """The pending decision if the seat at the keyboard makes it now."""

    def describe(self, choice: Choice) -> str: ...

    def choose(self, choice: Choice, move: int, seat: int) -> None:
        """`seat` at the keyboard chose for decision `move`: raises StaleChoice
        when that is not pending now, IllegalChoice when not legal."""

    def computer_choice(self) -> Choice:
        """The computer's choice (asked only when `is_computer_turn()`)."""

    def apply(self, choice: Choice) -> None:
        """Apply a computer's choice (asked only when `is_computer_turn()`)."""

    def take_back(self) -> str:
        """Take back the keyboard seat's last choice (may raise UndoRefused)."""
