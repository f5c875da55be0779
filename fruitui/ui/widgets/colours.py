"""Seat colours on screen. Colour never stands alone: a letter goes with it."""

from __future__ import annotations

SEAT_STYLES = {
    "red": "#ff6b6b",
    "blue": "#6b9bff",
    "green": "#5fd75f",
    "yellow": "#ffd75f",
    "purple": "#d787ff",
    "orange": "#ffaf5f",
}


def seat_style(colour: str) -> str:
    return SEAT_STYLES.get(colour, "")
