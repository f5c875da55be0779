"""How a long Gobblin' Goblins menu groups (the spec's `menu_groups`): a food
to take or move is found by whose plate it is on, so each plate is a group."""

from __future__ import annotations

from collections.abc import Sequence

from fruitui.games.base import Decision
from fruitui.games.gobblin_goblins.views import GobblinView


def group_keys(view: GobblinView, decision: Decision,
               labels: Sequence[str]) -> list[str | None]:
    owner = {card.id: seat for seat, plate in enumerate(view.plates) for card in plate}
    keys: list[str | None] = []
    for choice in decision.choices:
        seat = owner.get(choice[1]) if isinstance(choice, tuple) and len(choice) == 2 \
            and choice[0] == "card" else None
        if seat is None:
            keys.append("")  # not a food on a plate: alone at the top
        else:
            keys.append("Your plate" if seat == view.seat else f"{view.names[seat]}'s plate")
    return keys
