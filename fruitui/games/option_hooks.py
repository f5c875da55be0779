"""The game-specific parts of the table options the catalog declares: the names
a person may type and the checks made before any screen opens.

Only the card data is read at import time; a game's rules are imported when a
value is checked, so the start screen's first frame stays cheap.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fruitui.games.data import load_card_data

# -- Gobblin' Goblins: each seat's goblin ------------------------------------------


def goblin_names() -> list[str]:
    return [goblin["name"] for goblin in load_card_data("gobblin_goblins")["goblins"]]


def check_goblins(goblins: Sequence[str | None], players: int) -> None:
    """Chosen goblins that the rules can seat (each once; any mix of types)."""
    from fruitui.games.gobblin_goblins.setup import deal_goblins, read_options

    read_options({"goblins": list(goblins)}, players)
    deal_goblins(random.Random(0), goblins, True)


# -- Grunlings: the Sets in play ---------------------------------------------------


def set_names() -> tuple[str, ...]:
    return tuple(load_card_data("grunlings")["sets"]["names"])


def sets_wanted(players: int) -> int:
    """How many Sets the rulebook has for `players`."""
    return int(load_card_data("grunlings")["rules"]["sets_by_players"][str(players)])


def parse_sets(text: str, players: int) -> list[str]:
    """'apple,berry' -> ['Apple', 'Berry']; ValueError (one readable line) if wrong.

    The names must be known, each once, and as many as the rulebook has for
    `players` (one Set for two players, two for three or four, three for five).
    """
    known = set_names()
    sets: list[str] = []
    for name in (part.strip() for part in text.split(",")):
        if not name:
            raise ValueError("a Set name is empty; e.g. apple,berry")
        found = next((k for k in known if k.lower() == name.lower()), None)
        if found is None:
            raise ValueError(f"unknown Set {name!r}; choose from {', '.join(known).lower()}")
        if found in sets:
            raise ValueError(f"Set {found} is listed twice")
        sets.append(found)
    want = sets_wanted(players)
    if len(sets) != want:
        example = ",".join(known[:want]).lower()
        raise ValueError(f"Grunlings for {players} players uses {want} Set"
                         f"{'s' if want > 1 else ''} (the rulebook's count), not {len(sets)}: "
                         f"e.g. {example}")
    return [name for name in known if name in sets]  # the data's order, as saves show it


def sets_help(players: int) -> str:
    names = set_names()
    want = sets_wanted(players)
    return (f"Sets: {', '.join(names).lower()}. {players} players use {want}, e.g. "
            f"{','.join(names[:want]).lower()} (blank: drawn at random).")
