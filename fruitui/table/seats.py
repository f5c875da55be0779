"""Who sits at the table: names, and which seats the computer plays."""

from __future__ import annotations

from msgspec import Struct

from fruitui.bots.levels import CPU_LEVELS, DEFAULT_LEVEL

MAX_NAME = 16
COMPUTER = "cpu"


class BadSeats(ValueError):
    """A players list that cannot seat a table; the message says why."""


class Seat(Struct, frozen=True):
    """One chair at the table: who sits there, and how well a computer plays it."""

    name: str
    computer: bool = False
    level: str = DEFAULT_LEVEL  # how well the computer plays this seat (CPU_LEVELS)


def parse_players(text: str) -> list[Seat]:
    """Parse "Ann,Bob,cpu": names are people; `cpu`, `cpu:Name` or `cpu:Name:level`
    (a level of CPU_LEVELS) is a computer."""
    seats: list[Seat] = []
    computers = 0
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise BadSeats(f"empty name in players list {text!r}")
        if item.lower() == COMPUTER or item.lower().startswith(COMPUTER + ":"):
            computers += 1
            name, _, level = item[len(COMPUTER) + 1:].partition(":")
            level = level.strip().lower() or DEFAULT_LEVEL
            if level not in CPU_LEVELS:
                raise BadSeats(f"unknown computer level {level!r} in {item!r}; "
                               f"use one of {', '.join(CPU_LEVELS)}")
            seats.append(Seat(name.strip() or f"CPU {computers}", computer=True, level=level))
        else:
            seats.append(Seat(item))
    check_seats(seats)
    return seats


def check_seats(seats: list[Seat]) -> None:
    """The checks every seat list passes, typed or read from a file."""
    names = [s.name for s in seats]
    for name in names:
        if not name.strip() or name != name.strip():
            raise BadSeats(f"empty name or spaces around a name in {names!r:.80}")
        if len(name) > MAX_NAME:
            raise BadSeats(f"name {name[:MAX_NAME]!r}… is longer than {MAX_NAME} characters")
        if not name.isprintable():
            raise BadSeats(f"name {name!r} has characters that cannot be shown")
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise BadSeats(f"two players are called {name!r}; names must differ")
        seen.add(name.casefold())
