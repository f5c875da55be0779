"""A game's table options, declared once in the catalog (`GameInfo.options`).

The command line (`fruitui --game X`, `fruitui host`, `--help`) and the start
screen both build their flags and fields from these declarations, and read
typed text into option values with `read_text`, so a new option is one entry
here and in the catalog. The rules still check every value they are given:
this is what a person may type, not what a game accepts.

Hooks (`parse`, `check`, `values_from`, `field_help`) are "module:function"
paths, imported only when used, so listing games never loads a game's rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import Any

from msgspec import Struct, field

from fruitui.games.base import BadOptions

# The kinds of option: how it is typed and how the start screen asks for it.
CHOICE = "choice"  # one of a few words (a select on the start screen)
SEAT = "seat"  # one of the players, typed by name, stored as a seat number
PER_SEAT = "per-seat"  # one name (or blank) per seat, e.g. each seat's goblin
NAMES = "names"  # a comma-separated list, read by the option's `parse` hook
INT = "int"  # a whole number from `low` to `high`
TEXT = "text"  # free text
KINDS = (CHOICE, SEAT, PER_SEAT, NAMES, INT, TEXT)
BLANKS = ("", "-")  # a per-seat entry left to the deal


class OptionError(ValueError):
    """A typed option value that cannot be used; the message is one readable line."""


class GameOption(Struct, frozen=True):
    """One table option. `name` is its key in the table's options and its flag
    (`--name`); an option name means the same thing in every game declaring it."""

    name: str
    kind: str
    help: str  # one line for `--help`, in our own words
    label: str = ""  # the start screen's name for it, e.g. "Sets"
    metavar: str = ""  # the flag's placeholder in `--help`
    values: tuple[str, ...] = ()  # CHOICE: the words; the first is the default
    values_from: str = ""  # PER_SEAT: hook () -> the known names
    noun: str = ""  # PER_SEAT: what one seat has, e.g. "goblin"
    blank: str = ""  # what leaving it blank means, e.g. "random", "dealt"
    value_help: Mapping[str, str] = field(default_factory=dict)  # CHOICE: what each costs
    parse: str = ""  # NAMES: hook (text, players) -> value; ValueError if wrong
    check: str = ""  # hook (value, players); BadOptions if the rules cannot use it
    field_help: str = ""  # hook (players) -> a line under the start screen's fields
    low: int = 0  # INT: the least value
    high: int = 0  # INT: the greatest value
    on_start_screen: bool = True  # False: a flag only (a variant few will want)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"option {self.name!r}: unknown kind {self.kind!r}")


def hook(path: str) -> Callable[..., Any]:
    """The function a "module:function" path names, imported on first use."""
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


def known_names(option: GameOption) -> list[str]:
    return list(hook(option.values_from)()) if option.values_from else list(option.values)


def read_text(option: GameOption, text: str, names: Sequence[str], flag: str) -> Any:
    """The value `text` stands for at a table of `names`; OptionError names `flag`."""
    if option.kind == CHOICE:
        if text not in option.values:
            raise OptionError(f"{flag}: {text!r} is not one of {', '.join(option.values)}")
        value: Any = text
    elif option.kind == SEAT:
        value = seat_named(text, names, flag)
    elif option.kind == PER_SEAT:
        value = per_seat_names(option, text, len(names), flag)
    elif option.kind == NAMES:
        try:
            value = hook(option.parse)(text, len(names))
        except ValueError as error:
            raise OptionError(f"{flag}: {error}") from None
    elif option.kind == INT:
        value = whole_number(option, text, flag)
    else:
        value = text.strip()[:200]
    if option.check:
        try:
            hook(option.check)(value, len(names))
        except BadOptions as error:
            raise OptionError(f"{flag}: {error}") from None
    return value


def seat_named(name: str, names: Sequence[str], flag: str) -> int:
    """The seat number of the player called `name` (exact name, else any case)."""
    wanted = name.strip()
    for match in (lambda n: n == wanted, lambda n: n.casefold() == wanted.casefold()):
        found = [i for i, n in enumerate(names) if match(n)]
        if len(found) == 1:
            return found[0]
    raise OptionError(f"{flag}: {name!r} is not one of the players ({', '.join(names)})")


def per_seat_names(option: GameOption, text: str, players: int, flag: str) -> list[str | None]:
    """One known name (any case) or a blank per seat, in seat order."""
    wanted = [part.strip() for part in text.split(",")]
    if len(wanted) != players:
        raise OptionError(f"{flag} names {len(wanted)} seat(s), but the table has {players}: "
                          f"one {option.noun} per seat, blank for a {option.blank} one")
    known = {name.casefold(): name for name in known_names(option)}
    chosen: list[str | None] = []
    for name in wanted:
        if name in BLANKS:
            chosen.append(None)
        elif name.casefold() in known:
            chosen.append(known[name.casefold()])
        else:
            raise OptionError(f"{flag}: no {option.noun} called {name!r}; choose from "
                              f"{', '.join(known.values())}")
    return chosen


def whole_number(option: GameOption, text: str, flag: str) -> int:
    stripped = text.strip()
    value = int(stripped) if stripped.lstrip("-").isdigit() and len(stripped) <= 18 else None
    if value is None or not option.low <= value <= option.high:
        raise OptionError(f"{flag} must be a whole number from {option.low} to {option.high}, "
                          f"not {text[:40]!r}")
    return value


def value_text(option: GameOption, value: Any, names: Sequence[str]) -> str:
    """`value` typed back as text that `read_text` reads again (for `fruitui host`)."""
    if option.kind == SEAT:
        return names[int(value)]
    if option.kind in (PER_SEAT, NAMES):
        return ",".join(item or "-" for item in value)
    return str(value)
