"""What a seat's log gained between two looks at it.

A view carries only the tail of its log (the last 40-60 lines), so "the
lines since" is found by lining the old tail up with the new one, not by
counting. No Textual here: the table and its tests use it alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

NOTE_MOVE = re.compile(r"\(move (\d+)\)\.?$")


def new_line_count(before: Sequence[str], now: Sequence[str]) -> int:
    """How many lines at the end of `now` came after `before` was seen.

    The smallest shift of `before` that lines up with the start of `now`
    wins; when nothing lines up (a take-back shortened the log), every line
    of `now` counts as new.
    """
    before, now = tuple(before), tuple(now)
    for shift in range(len(before) + 1):
        kept = before[shift:]
        if len(kept) <= len(now) and now[:len(kept)] == kept:
            return len(now) - len(kept)
    return len(now)


def lines_since(before: Sequence[str], now: Sequence[str]) -> list[str]:
    count = new_line_count(before, now)
    return list(now[len(now) - count:]) if count else []


def note_position(note: str) -> int | None:
    """The number of choices made when a take-back note was written: the
    note says which move was taken back ("… (move 8).": 7 choices stood)."""
    found = NOTE_MOVE.search(note)
    return None if found is None else int(found.group(1)) - 1


def place_notes(log: Sequence[str], notes: Sequence[tuple[str, int]]) -> list[tuple[str, bool]]:
    """`log` with each note put where it happened: `notes` are (text, how
    many of the log's lines came after it), in the order they were written.
    Returns (text, is_note) pairs; a note whose place scrolled off is dropped."""
    total = len(log)
    inserts: dict[int, list[str]] = {}
    for text, after in notes:
        at = total - after
        if at >= 0:
            inserts.setdefault(at, []).append(text)
    placed: list[tuple[str, bool]] = []
    for index in range(total + 1):
        placed.extend((text, True) for text in inserts.get(index, ()))
        if index < total:
            placed.append((log[index], False))
    return placed
