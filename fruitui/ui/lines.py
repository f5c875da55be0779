"""Lines of text more than one screen shows: how a table was left, what the
mover's key does next, and the mark of a recap cut short."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fruitui.storage.saves import Autosave


def leave_line(autosave: Autosave | None, finished: bool) -> str:
    """The one line left on the terminal (or shown) after leaving a table."""
    if autosave is None:
        return "Left the table. This game was not saved."
    if autosave.error:
        return f"Left the table. The last save failed: {autosave.error}"
    if finished:
        return f"The game is saved. Watch it again with: fruitui replay {autosave.game_id}"
    return f"The game is saved. Come back to it with: fruitui resume {autosave.game_id}"


def more_mark(left_out: int) -> str:
    """The line that says a recap was cut short, above what it kept."""
    earlier = "1 earlier line" if left_out == 1 else f"{left_out} earlier lines"
    return f"… {earlier}: see the log at the side"


def pass_line(next_name: str) -> str:
    """What the mover's key does when another person plays next."""
    return f"Enter or Space passes the keyboard to {next_name}."


def computers_line(table: Any, mover: int | None = None) -> str:
    """What the mover's key does when a computer plays next: it lets it go on.

    A choice made during someone else's turn (a Distraction offered, a block, a
    vote) is worded as such: "Bo plays next" would promise Bo's turn."""
    from fruitui.table.local import SETUP_REASONS  # the table's code: only once a table plays

    decision = table.decision
    if decision is None:
        return "Enter or Space goes on: the computer plays next."
    name = table.names[decision.seat]
    if decision.kind in SETUP_REASONS:  # before the first turn: nobody's turn yet
        return f"Enter or Space goes on: {name} chooses next, before the first turn."
    owner = table.turn_owner()
    if owner is not None and owner != decision.seat:
        whose = "your" if owner == mover else f"{table.names[owner]}'s"
        return f"Enter or Space goes on: {name} has a choice to make during {whose} turn."
    return f"Enter or Space goes on: {name} plays next."
