"""Taking back a choice: who may, and when.

A person may take back their own last choice while it is still their turn
(the pending decision is theirs, in the same `Decision.turn`) and as long as
that choice showed nothing hidden. Pressing undo again walks further back
through the same turn. Other seats' choices, computer choices and earlier
turns are never taken back: someone else may already have acted on them.

No UI here; `Table.take_back` applies the verdict and screens show it.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from msgspec import Struct

from fruitui.games.base import Decision

NOTHING_TO_TAKE_BACK = "Nothing of yours to take back this turn."
# Said when the person did choose this turn: "nothing of yours" read as wrong.
ACTED_SINCE = "Can't take that back: another player has chosen since your last choice."
REVEALED = (
    "Can't take that back: that choice showed hidden information "
    "(a card turned face up or drawn)."
)


class UndoRefused(Exception):
    """A take-back that is not allowed; the message says why, for a person."""


class Step(Struct, frozen=True):
    """What is known about one applied choice, noted before it was applied."""

    seat: int
    turn: int
    reveals: bool


def undo_refusal(
    steps: Sequence[Step],
    decision: Decision | None,
    seat: int | None,
    computer_seats: Container[int] = (),
) -> str | None:
    """Why `seat` may not take back the last choice now, or None if they may."""
    if decision is None:
        return "The game is over: nothing can be taken back."
    if seat is None or seat in computer_seats:
        return "Nobody is at the keyboard to take anything back."
    if decision.seat != seat:
        return NOTHING_TO_TAKE_BACK
    if not steps:
        return NOTHING_TO_TAKE_BACK
    last = steps[-1]
    # The turn has moved on, or someone else acted since: their choice stands.
    if last.turn != decision.turn:
        return NOTHING_TO_TAKE_BACK
    if last.seat != seat:
        mine = any(step.seat == seat and step.turn == decision.turn for step in steps)
        return ACTED_SINCE if mine else NOTHING_TO_TAKE_BACK
    if last.reveals:
        return REVEALED
    return None
