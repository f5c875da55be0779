"""What one seat may see of a Fruit Spy game (the privacy rule: screens and
bots read these views, never the state).
"""

from __future__ import annotations

from typing import NamedTuple

from msgspec import Struct


class CardView(NamedTuple):  # NamedTuples: views are built often, and cheaply
    owner: int
    value: int | None  # None: face down and not yours
    face_up: bool


class HouseView(NamedTuple):
    # The field shadows tuple.index (a method); screens and bots read it by this name.
    index: int  # type: ignore[assignment]  # shadows tuple.index on purpose
    tokens: tuple[int, ...]
    cards: tuple[CardView, ...]
    papa: bool
    daly: bool
    papa_home: bool
    daly_home: bool


class FruitSpyView(Struct, frozen=True):  # built for every bot decision
    seat: int | None
    names: tuple[str, ...]
    colours: tuple[str, ...]
    letters: tuple[str, ...]
    hand: tuple[int, ...]  # your own hand; empty for a spectator
    hand_sizes: tuple[int, ...]
    houses: tuple[HouseView, ...]
    to_move: int | None
    turn: int
    box: tuple[tuple[int, int], ...]  # (owner, card) shown and put in the box
    log: tuple[str, ...]
    finished: bool
    end_reason: str
    # Every turn as the whole table saw it: (seat, house, outcome), outcome as in
    # the events ("", "tool", "papa", "daly", "papa+daly"); never a hidden card.
    plays: tuple[tuple[int, int, str], ...] = ()
