"""Gobblin' Goblins (2-12 players): fill your plate, gobble sets, eat what you love.

The rules core: `cards` reads the deck and goblins from the TOML data,
`setup` deals goblins under the balance rule and reads options, `sets`
finds sets on a plate, `state` runs the game, `views` is what a seat sees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fruitui.games.gobblin_goblins.setup import DISTRACTION_SETTINGS
from fruitui.games.gobblin_goblins.state import INFO, GobblinState
from fruitui.games.gobblin_goblins.views import GobblinView

__all__ = ["RULES", "GobblinRules", "GobblinState", "GobblinView", "DISTRACTION_SETTINGS"]


class GobblinRules:
    """Options: `goblins` (a name or null per seat; nulls are dealt by the seed
    under the balance rule), `distractions` ("ask-holders", "ask-everyone" or
    "own-turn"), `balance` ("balanced", the default, or "any": how goblins nobody chose
    are dealt; chosen ones are always kept), `two-player-rainbow` ("6", the
    rulebook, or "4", a published variant) and `first` (the seat who starts)."""

    info = INFO

    def new_state(self, names: Sequence[str], seed: int,
                  options: Mapping[str, Any] | None = None) -> GobblinState:
        return GobblinState(names, seed, options)


RULES = GobblinRules()
