"""Fruit Spy's components (rulebook: "Components"): farmhouses, spy cards and
Yum-yum tokens, read from `assets/data/fruit_spy.toml`, with their names.

Houses are numbered 0-5 clockwise; index + 1 is the next house clockwise.
A card is its strength: 1-7 for a Trick, 0 for the Tool. Each seat owns one
colour, so (owner, strength) names a card uniquely.
"""

from __future__ import annotations

from typing import Any

from fruitui.games.registry import GAMES
from fruitui.games.data import load_card_data

INFO = GAMES["fruit-spy"]
DATA = load_card_data("fruit_spy")
HOUSES: int = DATA["houses"]
DALY_VALUE: int = DATA["daly_value"]
TOOL = 0
LOG_LINES = 40  # how much history a view carries
COLOURS: tuple[str, ...] = tuple(c["name"] for c in DATA["colours"])
LETTERS: tuple[str, ...] = tuple(c["letter"] for c in DATA["colours"])
HAND: tuple[int, ...] = tuple(sorted([TOOL] * DATA["cards"]["tools"] + DATA["cards"]["tricks"]))
TOKENS: tuple[int, ...] = tuple(
    int(value) for value, count in sorted(DATA["tokens"].items()) for _ in range(count)
)


def card_name(card: int) -> str:
    return "Tool" if card == TOOL else f"Trick {card}"


def card_name_safe(card: Any) -> str:
    """A card's name, or its repr when it is no card (for refusals)."""
    return card_name(card) if type(card) is int and card in set(HAND) else repr(card)


def house_name(house: int) -> str:
    return f"house {house + 1}"


class Card:
    """A spy card lying on a farmhouse."""

    __slots__ = ("owner", "value", "face_up")

    def __init__(self, owner: int, value: int, face_up: bool = False) -> None:
        self.owner = owner
        self.value = value
        self.face_up = face_up
