"""A Distraction window put to every seat at once at a hosted table.

Gobblin' Goblins asking everyone (`--distractions ask-everyone`, the default
for hosted tables): every seat has its own screen, so the host asks all the
window's seats in parallel (`asked_at_once`), with a countdown of
`window_seconds` that each screen shows. Computer seats answer at once; a seat
that has not answered when the time is up passes. Nobody hears of another's
answer: the answers are applied together, in window order, once all are in or
the time is up (the game is the same sequence of choices as asking one seat at
a time, replayable from seed + choices). Everyone is asked alike and hears
alike, whatever anyone holds; no hand-offs.

A mixin of the Session (session.py); the server keeps the countdown and lets
the computer seats think (server.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fruitui.games.base import Choice, Decision, freeze_choice
from fruitui.games.registry import resolve
from fruitui.net import wire

if TYPE_CHECKING:
    from fruitui.bots.base import Bot
    from fruitui.table.local import Table
    from fruitui.net.settings import HostConfig
    from fruitui.net.host.session import Conn, CpuTurn, Event


@dataclass(eq=False)
class OpenWindow:
    move: int  # the position it answers: nothing is applied while it is open
    asks: dict[int, Decision]  # seat -> its question, in window order
    answers: dict[int, Choice] = field(default_factory=dict)

    def pending(self) -> list[int]:
        return [seat for seat in self.asks if seat not in self.answers]


class Windows:
    if TYPE_CHECKING:  # the Session's
        table: Table
        config: HostConfig
        closing: bool
        bots: dict[int, Bot]

        @property
        def move(self) -> int: ...
        REASONS: dict[str, str]

        def _refuse(self, conn: Conn, code: str, reason: str) -> None: ...

        def _send_snapshots(self, conn: Conn) -> None: ...

        def _changed(self) -> None: ...

        def _computer_plays(self, seat: int) -> bool: ...

        def _cpu_turn(self, seat: int, move: int, decision: Decision,
                      rng_move: int) -> CpuTurn: ...

        def events(self) -> list[Event]: ...

    window: OpenWindow | None = None

    def _open_window(self) -> bool:
        """Open the window when the table stands at one; True while one is open."""
        if self.window is not None:
            return True
        if (not self.config.window_seconds or self.closing or not self.table.info.asked_at_once
                or self.table.decision is None or self.table.decision.kind != "distraction"):
            return False
        asks = resolve(self.table.info.asked_at_once)(self.table.match.state)
        if not asks:
            return False
        self.window = OpenWindow(self.move, {d.seat: d for d in asks})
        return True

    def window_computers(self, window: OpenWindow) -> list[CpuTurn]:
        """The window's computer seats' questions, to answer at once (as they
        would, asked one at a time)."""
        return [self._cpu_turn(seat, window.move, asked, window.move + index)
                for index, (seat, asked) in enumerate(window.asks.items())
                if self._computer_plays(seat)]

    def window_answer(self, window: OpenWindow, seat: int, choice: Choice) -> list[Event]:
        """A computer seat's answer to `window`, if it is still open."""
        if self.window is window:
            self._window_answer(window, seat, choice)
        return self.events()

    def window_over(self, window: OpenWindow) -> list[Event]:
        """The window's time is up."""
        self._window_over(window)
        return self.events()

    def _window_choose(self, conn: Conn, message: wire.Choose) -> None:
        window = self.window
        assert window is not None
        asked = window.asks.get(message.seat)
        if conn.watching:
            problem = "spectator"
        elif message.seat not in conn.seats:
            problem = "not-your-seat"
        elif message.move != window.move:
            problem = "stale"
        elif asked is None or self._computer_plays(message.seat):
            problem = "not-your-turn"
        elif message.seat in window.answers:
            problem = "answered"
        else:
            try:
                choice = freeze_choice(message.choice)
            except TypeError:
                choice = None
            if choice in asked.choices:
                self._window_answer(window, message.seat, choice)
                if self.window is window:  # still open: heard by this terminal alone
                    self._send_snapshots(conn)
                return
            problem = "illegal"
        self._refuse(conn, problem, WINDOW_REASONS.get(problem) or self.REASONS[problem])

    def _window_answer(self, window: OpenWindow, seat: int, choice: Choice) -> None:
        window.answers[seat] = choice
        if not window.pending():
            self._window_over(window)

    def _window_over(self, window: OpenWindow) -> None:
        """All in, or the time is up: apply the answers in window order (no answer:
        pass), up to the first Distraction played; its own window asks anew."""
        if self.window is not window:
            return
        self.window = None
        table = self.table
        for seat, asked in window.asks.items():
            if table.decision != asked:  # the rules ask otherwise: ask them one at a time
                break
            choice = window.answers.get(seat, asked.choices[0])  # choices[0]: pass
            table.apply(choice)
            if choice != asked.choices[0]:
                break
        self._changed()

    def _window_close(self) -> None:
        """The host is closing: the answers not yet applied are dropped."""
        self.window = None

    def window_fields(self, seat: int | None, mine: Sequence[int]) -> dict[str, Any] | None:
        """A snapshot's decision fields while a window is open (None when none is):
        `seat`'s own question until it answers, then the next one of this
        terminal's seats that has not answered (a hand-off), else nobody's."""
        window = self.window
        if window is None:
            return None
        pending = window.pending()
        to_move = seat if seat in pending else next((s for s in mine if s in pending), None)
        fields: dict[str, Any] = {"to_move": to_move, "window": self.config.window_seconds}
        if to_move is not None and to_move == seat:
            asked = window.asks[seat]
            fields.update(decision_kind=asked.kind, prompt=asked.prompt,
                          choices=[wire.to_data(c) for c in asked.choices],
                          labels=[self.table.describe(c) for c in asked.choices])
        return fields


WINDOW_REASONS = {
    "answered": "You have answered this Distraction window already.",
    "illegal": "That is not one of the choices you have now.",
}
