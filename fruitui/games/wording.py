"""Small wording helpers for rules text: '1 card', '2 cards', '+1 point', 'a, b'."""

from __future__ import annotations

from collections.abc import Iterable


def count_of(number: int, word: str, plural: str | None = None) -> str:
    """'1 card', '3 cards' (and '0 cards'); `plural` for words not made with an s."""
    return f"{number} {word if number == 1 else plural or word + 's'}"


def listed(parts: Iterable[str], empty: str = "nothing") -> str:
    """'a, b, c'; `empty` ('nothing') when there is none."""
    return ", ".join(parts) or empty


def signed_points(number: int) -> str:
    """'+1 point', '−2 points', '+0 points', as a score change reads."""
    return f"{number:+d} {'point' if abs(number) == 1 else 'points'}"


def exclaim(text: str) -> str:
    """`text` with one exclamation mark at the end, never two ('Look, a Squirrel!')."""
    return text if text.endswith("!") else text + "!"
