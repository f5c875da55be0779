"""Which Grunlings Sets a new table plays with: read from `--sets` or the start screen.

No Textual here: the command line checks `--sets` before any screen opens.
"""

from __future__ import annotations

from ..rules.grunlings.cards import RULES, SET_NAMES, canonical_set


def parse_sets(text: str, players: int) -> list[str]:
    """'apple,berry' -> ['Apple', 'Berry']; ValueError (one readable line) if wrong.

    The names must be known, each once, and as many as the rulebook has for
    `players` (one Set for two players, two for three or four, three for five).
    """
    sets: list[str] = []
    for name in (part.strip() for part in text.split(",")):
        if not name:
            raise ValueError("a Set name is empty; e.g. apple,berry")
        known = canonical_set(name)
        if known is None:
            raise ValueError(f"unknown Set {name!r}; choose from {', '.join(SET_NAMES).lower()}")
        if known in sets:
            raise ValueError(f"Set {known} is listed twice")
        sets.append(known)
    want = RULES["sets_by_players"][str(players)]
    if len(sets) != want:
        example = ",".join(SET_NAMES[:want]).lower()
        raise ValueError(f"Grunlings for {players} players uses {want} Set"
                         f"{'s' if want > 1 else ''} (the rulebook's count), not {len(sets)}: "
                         f"e.g. {example}")
    return [name for name in SET_NAMES if name in sets]  # the data's order, as saves show it
