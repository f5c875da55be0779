"""Where a screen can send the app next: the destinations of the app's navigator.

Screens never import one another to navigate: a screen asks `routes(self.app)`
for a destination, and the app's navigator (navigator.py) makes that screen
and pushes it. This module imports no screen, so every screen may import it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from fruitui.games.base import Result
    from fruitui.net import wire
    from fruitui.storage.saves import Autosave, SavedGame, Store
    from fruitui.table.api import TableLike
    from fruitui.table.local import Table, TableSetup
    from fruitui.ui.screens.handoff import HandoffScreen

Done = Callable[[Any], None]  # called with a screen's result once it is dismissed


class YourMove(NamedTuple):
    """A "Your move" card: the mover, their lines since their turn began, and
    what their key does next."""

    name: str
    lines: Sequence[str]
    next_line: str
    seat: int | None


class Routes(Protocol):
    """One method per destination; each makes its screen and pushes it."""

    def start(self) -> None:
        """The start screen."""

    def table(self, setup: TableSetup, autosave: Autosave | None = None) -> None:
        """A table, alone on the screen stack (a new game gets a new save)."""

    def handoff(self, name: str, reason: str, seat: int, since: Sequence[str], done: Done,
                after: YourMove | None = None) -> None:
        """The Pass-to screen for `name`; after the mover's `after` card if given."""

    def outcome(self, card: YourMove, done: Done) -> None:
        """The mover's "Your move" card."""

    def handoff_up(self) -> HandoffScreen | None:
        """The Pass-to screen (or "Your move" card) on the stack, if one is."""

    def score(self, table: Table | TableLike, result: Result) -> None:
        """The game's score screen."""

    def help(self, game: str, game_keys: Sequence[tuple[str, str]] = ()) -> None:
        """The rules and keys of `game`, with its board's own keys."""

    def start_help(self, game: str) -> None:
        """The start screen's help page."""

    def leave(self, line: str, leaving: Callable[[], str]) -> None:
        """Ask "Leave the table?" saying `line`; on yes, leave with what `leaving` returns."""

    def leave_table(self, line: str) -> None:
        """Leave the table: to the start screen it was opened from, else out, saying `line`."""

    def leave_from_cover(self) -> None:
        """q on a screen over a table: as q at that table (out, if no table is beneath)."""

    def resume_list(self, store: Store | None = None, cpu_level: str | None = None) -> None:
        """The unfinished games, to continue one."""

    def replays(self) -> None:
        """The finished games, to watch one again."""

    def replay(self, saved: SavedGame, seat: int | None = None, show_all: bool = False) -> None:
        """A finished (or watchable) game played back."""

    def hosting(self, setup: TableSetup) -> None:
        """A table opened on this box for other terminals."""

    def join(self) -> None:
        """The tables open on this box, to join one."""

    def remote_table(self, path: Path, hello: wire.Hello, welcome: wire.Welcome,
                     owner: int | None = None) -> None:
        """A table hosted by another process, alone on the screen stack."""


def routes(app: object) -> Routes:
    """The navigator of `app` (a FruitApp), as the destinations a screen may go to."""
    navigator: Routes | None = getattr(app, "navigator", None)
    if navigator is None:
        raise TypeError(f"{type(app).__name__} has no navigator: screens navigate in a FruitApp")
    return navigator
