"""Who holds this terminal's keyboard when several people share it: the part
of hand-offs that a local `Table` and a hosted table's `RemoteTable` share."""

from __future__ import annotations

from typing import Any


class SharedKeyboard:
    """Needs `at_keyboard`, `decision` and `hot_seat` (people share this keyboard)."""

    at_keyboard: int | None
    decision: Any
    hot_seat: bool

    def take_keyboard(self, seat: int) -> None:
        """`seat` confirmed on their Pass-to screen that they hold the keyboard."""
        self.at_keyboard = seat

    def leave_keyboard_if_done(self) -> bool:
        """When people share the keyboard, nobody holds it once the pending
        decision is someone else's (a computer's or another person's): the screen
        then shows a spectator's view until the next person confirms a hand-off.
        Returns whether the person at the keyboard left it."""
        if not self.hot_seat or self.at_keyboard is None:
            return False
        decision = self.decision
        if decision is not None and decision.seat == self.at_keyboard:
            return False
        self.at_keyboard = None
        return True
