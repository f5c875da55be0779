"""Choosing goblins under the balance rule, and reading the table options.

Balanced: every goblin type in play has the same number of goblins. When no
such mix exists for the player count (7, 9 or 11 players with two goblins of
each type), the counts may differ by one: the closest the cards allow.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations
from typing import Any

from fruitui.games.base import BadOptions
from fruitui.games.registry import BALANCE_SETTINGS, DISTRACTION_SETTINGS, RAINBOW_SETTINGS
from fruitui.games.gobblin_goblins.cards import GOBLIN_BY_NAME, GOBLINS

ASK_HOLDERS, ASK_EVERYONE, OWN_TURN = DISTRACTION_SETTINGS
OPTION_NAMES = ("goblins", "distractions", "balance", "first", "two-player-rainbow")


@cache
def exact_balance_possible(players: int) -> bool:
    per_type = Counter(g.type for g in GOBLINS)
    return any(
        players % each == 0 and sum(1 for c in per_type.values() if c >= each) >= players // each
        for each in range(1, max(per_type.values()) + 1)
    )


def is_balanced(types: Sequence[str], players: int) -> bool:
    counts = Counter(types).values()
    spread = max(counts) - min(counts)
    return spread == 0 if exact_balance_possible(players) else spread <= 1


def _spread(mix: Sequence[int]) -> int:
    counts = Counter(GOBLINS[i].type for i in mix).values()
    return max(counts) - min(counts)


@cache
def _balanced_mixes(players: int, fixed: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    """The balanced tables that keep the chosen goblins; when the choice allows
    none (the rulebook's "unbalanced" example), the closest to balanced."""
    free = [g.index for g in GOBLINS if g.index not in fixed]
    mixes = []
    closest: list[tuple[int, ...]] = []
    least = len(GOBLINS)
    for extra in combinations(free, players - len(fixed)):
        mix = tuple(sorted((*fixed, *extra)))
        if is_balanced([GOBLINS[i].type for i in mix], players):
            mixes.append(mix)
        elif not mixes:
            spread = _spread(mix)
            if spread < least:
                least, closest = spread, []
            if spread == least:
                closest.append(mix)
    return tuple(mixes or closest)


def deal_goblins(rng: random.Random, wanted: Sequence[str | None], balance: bool) -> list[int]:
    """A goblin index per seat: named ones as asked, the rest dealt by `rng`
    (with `balance`, as close to a balanced table as the chosen ones allow:
    the rulebook advises balance, it does not forbid a choice)."""
    players = len(wanted)
    if players > len(GOBLINS):
        raise BadOptions(f"There are only {len(GOBLINS)} goblin cards.")
    chosen: list[int | None] = []
    for name in wanted:
        if name is None or name == "":
            chosen.append(None)
            continue
        if not isinstance(name, str) or name.casefold() not in GOBLIN_BY_NAME:
            known = ", ".join(g.name for g in GOBLINS)
            raise BadOptions(f"There is no goblin called {name!r}; choose from {known}.")
        chosen.append(GOBLIN_BY_NAME[name.casefold()].index)
    fixed = [g for g in chosen if g is not None]
    if len(set(fixed)) != len(fixed):
        twice = [GOBLINS[g].name for g, n in Counter(fixed).items() if n > 1]
        raise BadOptions(f"Each goblin card exists once; {', '.join(twice)} was chosen twice.")
    free_seats = [seat for seat, g in enumerate(chosen) if g is None]
    if balance:
        mixes = _balanced_mixes(players, frozenset(fixed))
        extra = [g for g in rng.choice(mixes) if g not in fixed]
    else:
        extra = rng.sample([g.index for g in GOBLINS if g.index not in fixed], len(free_seats))
    rng.shuffle(extra)
    for seat, goblin in zip(free_seats, extra):
        chosen[seat] = goblin
    return [g for g in chosen if g is not None]


def read_options(options: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
    """Check the table options; fill in defaults."""
    options = dict(options or {})
    unknown = [k for k in options if k not in OPTION_NAMES]
    if unknown:
        raise BadOptions(f"Unknown option(s) {', '.join(unknown)}; known: {', '.join(OPTION_NAMES)}.")
    goblins = options.get("goblins")
    if goblins is None:
        goblins = [None] * players
    elif isinstance(goblins, str) or not isinstance(goblins, Sequence) or len(goblins) != players:
        raise BadOptions(f"'goblins' needs one goblin name (or null) per seat: {players}.")
    setting = options.get("distractions", ASK_HOLDERS)
    if setting not in DISTRACTION_SETTINGS:
        raise BadOptions(
            f"'distractions' must be one of {', '.join(DISTRACTION_SETTINGS)}, not {setting!r}."
        )
    first = options.get("first", 0)
    if type(first) is not int or not 0 <= first < players:
        raise BadOptions(f"'first' must be a seat number from 0 to {players - 1}.")
    balance = options.get("balance", True)
    if balance in BALANCE_SETTINGS:  # as the table option words it
        balance = balance == BALANCE_SETTINGS[0]
    if not isinstance(balance, bool):
        raise BadOptions(f"'balance' must be one of {', '.join(BALANCE_SETTINGS)}.")
    rainbow = options.get("two-player-rainbow", RAINBOW_SETTINGS[0])
    if rainbow not in RAINBOW_SETTINGS:
        raise BadOptions(f"'two-player-rainbow' must be one of {', '.join(RAINBOW_SETTINGS)}.")
    return {"goblins": list(goblins), "distractions": setting, "first": first,
            "balance": balance, "two-player-rainbow": rainbow}
