"""Shape checks for what a save file holds, before any of it reaches the rules.

The rules trust their input: a float or a deeply nested list where a choice
should be would crash them. Here each value is checked to be what fruitui
itself writes: small whole numbers, short printable strings and flat lists.
Each check returns a reason (for "...; the file was left as it is") or None.
"""

from __future__ import annotations

from typing import Any

#: Limits far above anything a real game writes, far below anything harmful.
MAX_CHOICES = 20_000
MAX_NOTES = 2_000
MAX_TEXT = 200
MAX_INT = 2**31
MAX_SEED = 2**63  # for a seed given with --seed (or the start screen's field)
MAX_SAVED_SEED = 2**128  # a drawn secret (secret_deal.py) has 128 bits
MAX_DEPTH = 3


def _leaf_ok(value: Any) -> bool:
    if type(value) is int:
        return -MAX_INT < value < MAX_INT
    if type(value) is str:
        return len(value) <= MAX_TEXT and value.isprintable()
    return False


def value_problem(value: Any, depth: int = 0) -> str | None:
    """Why `value` is not a whole number, a short string or a short list of them."""
    if isinstance(value, list):
        if depth >= MAX_DEPTH:
            return "lists nested too deep"
        if len(value) > MAX_TEXT:
            return "a list far too long"
        for item in value:
            why = value_problem(item, depth + 1)
            if why:
                return why
        return None
    if _leaf_ok(value):
        return None
    if type(value) is int:
        return "a number out of range"
    if type(value) is str:
        return "a string too long or holding characters that cannot be shown"
    return f"a {type(value).__name__} where only whole numbers and names belong"


def choices_problem(choices: list[Any]) -> str | None:
    if len(choices) > MAX_CHOICES:
        return f"'choices' holds more than {MAX_CHOICES} choices"
    for index, choice in enumerate(choices):
        why = value_problem(choice)
        if why:
            return f"choice {index + 1} is not a choice ({why})"
    return None


def options_problem(options: dict[str, Any]) -> str | None:
    for key, value in options.items():
        why = None if _leaf_ok(key) else "an unreadable option name"
        why = why or value_problem(value)
        if why:
            return f"option {key!r:.40} is not an option ({why})"
    return None


def format_problem(version: Any, newest: int) -> str | None:
    """Save formats are numbered from 1; a higher one than `newest` is a newer fruitui's."""
    if type(version) is not int:
        return "not a fruitui save (no format version)"
    shown = version if abs(version) < MAX_INT else "far out of range"
    if version < 1:
        return f"not a fruitui save (format {shown}: formats are numbered from 1)"
    if version > newest:
        return (f"written by a newer fruitui (save format {shown}; this one reads up "
                f"to {newest}) - upgrade fruitui to open it")
    return None


def seed_problem(seed: int) -> str | None:
    return None if 0 <= seed < MAX_SAVED_SEED else "'seed' should be from 0 to 2**128 - 1"


def bot_key_problem(key: Any) -> str | None:
    """A seeded game's save has no bot key (None); any other, as secret_deal writes it."""
    from fruitui.table.secret_deal import KEY_BYTES

    if key is None or (type(key) is str and len(key) == 2 * KEY_BYTES
                       and all(c in "0123456789abcdef" for c in key)):
        return None
    return f"'bot_key' should be {2 * KEY_BYTES} lowercase hex digits"


def text_problem(name: str, value: Any) -> str | None:
    """For short fields shown in lists (times)."""
    if not (isinstance(value, str) and len(value) <= 40 and value.isprintable()):
        return f"{name!r} should be a short line of text"
    return None


def notes_problem(notes: Any) -> str | None:
    if not (isinstance(notes, list) and len(notes) <= MAX_NOTES
            and all(isinstance(n, str) and len(n) <= MAX_TEXT and n.isprintable()
                    for n in notes)):
        return "'notes' should be a list of short printable lines"
    return None
