"""The values typed on the command line, checked: each checker turns the text
into its value or refuses it with one clear line (argparse's ArgumentTypeError).
Shared by `fruitui` (cli/main.py) and its table commands (net/cli.py)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence

from msgspec.structs import replace

from fruitui.games.registry import GAMES
from fruitui.table.seats import Seat

#: --cpu-delay: a pause a person can wait through.
MAX_CPU_DELAY = 60.0
#: sim --games: far more than a balance study needs; a typo's extra zeros are refused.
MAX_SIM_GAMES = 1_000_000


def shown(text: str) -> str:
    """A value the user typed, safe and short enough to repeat in a message
    (repr writes out every character that cannot be shown, once)."""
    quoted = repr(text[:60])
    return quoted if len(quoted) <= 42 else quoted[:40] + "…'"


def whole_number(text: str, what: str, least: int) -> int:
    try:
        value = int(text) if len(text) <= 30 else None
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {shown(text)}")
    if value < least:
        raise argparse.ArgumentTypeError(f"{what} must be at least {least}, not {shown(text)}")
    return value


def cpu_delay(text: str) -> float:
    """Seconds before a computer move: a finite number from 0 to MAX_CPU_DELAY."""
    try:
        value = float(text) if len(text) <= 30 else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 <= value <= MAX_CPU_DELAY):
        raise argparse.ArgumentTypeError(
            f"--cpu-delay must be a number of seconds from 0 to {MAX_CPU_DELAY:g}, "
            f"not {shown(text)}")
    return value


def seed_value(text: str) -> int:
    from fruitui.storage.checks import MAX_SEED

    seed = whole_number(text, "seed", 0)
    if seed >= MAX_SEED:
        raise argparse.ArgumentTypeError(f"seed must be below {MAX_SEED}, not {shown(text)}")
    return seed


def positive(text: str) -> int:
    return whole_number(text, "the number", 1)


def games_count(text: str) -> int:
    """sim --games: 1 to MAX_SIM_GAMES."""
    games = whole_number(text, "the number of games", 1)
    if games > MAX_SIM_GAMES:
        raise argparse.ArgumentTypeError(
            f"the number of games must be at most {MAX_SIM_GAMES:,}, not {shown(text)}")
    return games


def game_name(text: str) -> str:
    if text not in GAMES:
        raise argparse.ArgumentTypeError(
            f"unknown game {shown(text)}; choose from: {', '.join(GAMES)}"
        )
    return text


def cpu_level(text: str) -> str:
    from fruitui.table.seats import CPU_LEVELS

    level = text.strip().lower()
    if level not in CPU_LEVELS:
        raise argparse.ArgumentTypeError(f"{text!r} is not a level; use {', '.join(CPU_LEVELS)}")
    return level


def with_level(seats: Sequence[Seat], level: str | None) -> list[Seat]:
    """`--cpu-level` given: every computer seat plays at that level."""
    if level is None:
        return list(seats)
    return [replace(s, level=level) if s.computer else s for s in seats]
