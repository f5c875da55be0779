"""A seated player's moves at a hosted table: choose and take back.

A mixin of the Session (session.py): each move is checked against the
connection's own seats and the position it answers, and refused with a reason
(and a fresh snapshot) when it does not hold; nothing a client sends is trusted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fruitui.games.base import IllegalChoice, freeze_choice
from fruitui.table.undo import UndoRefused
from fruitui.net import wire

if TYPE_CHECKING:
    from fruitui.table.local import Table
    from fruitui.net.host.session import Conn
    from fruitui.net.host.window import OpenWindow


class Moves:
    if TYPE_CHECKING:  # the Session's
        table: Table

        @property
        def move(self) -> int: ...

        def _refuse(self, conn: Conn, code: str, reason: str) -> None: ...

        def _changed(self) -> None: ...

        window: OpenWindow | None

        def _window_choose(self, conn: Conn, message: wire.Choose) -> None: ...

    def _check_turn(self, conn: Conn, seat: int, move: int) -> str | None:
        if conn.watching:
            return "spectator"
        if seat not in conn.seats:
            return "not-your-seat"
        if move != self.move:
            return "stale"
        if self.table.decision is None:
            return "game-over"
        return None

    REASONS = {
        "spectator": "You are watching: spectators cannot choose.",
        "not-your-seat": "That seat is not yours.",
        "stale": "That answers an earlier position; here is the table as it is now.",
        "game-over": "The game is over.",
        "not-your-turn": "It is not that seat's turn to choose.",
        "window": "A Distraction window is open: take back once it has closed.",
    }

    def _choose(self, conn: Conn, message: wire.Choose) -> None:
        if self.window is not None:  # every seat asked at once (window.py)
            self._window_choose(conn, message)
            return
        problem = self._check_turn(conn, message.seat, message.move)
        decision = self.table.decision
        if problem is None and (decision is None or decision.seat != message.seat):
            problem = "not-your-turn"
        if problem is not None or decision is None:  # (a pending decision: no problem)
            self._refuse(conn, problem or "game-over", self.REASONS[problem or "game-over"])
            return
        try:
            choice = freeze_choice(message.choice)
            if choice not in decision.choices:
                raise IllegalChoice("That is not one of the choices you have now.")
            self.table.apply(choice)  # the Autosave listener queues its save here
        except (IllegalChoice, TypeError) as error:
            text = str(error) if isinstance(error, IllegalChoice) else "That is not a choice."
            self._refuse(conn, "illegal", text)
            return
        self._changed()

    def _take_back(self, conn: Conn, message: wire.TakeBack) -> None:
        problem = self._check_turn(conn, message.seat, message.move)
        if problem is None and self.window is not None:
            problem = "window"
        if problem is not None:
            self._refuse(conn, problem, self.REASONS[problem])
            return
        self.table.take_keyboard(message.seat)
        try:
            self.table.take_back()
        except UndoRefused as refusal:
            self._refuse(conn, "undo", str(refusal))
            return
        self._changed()
