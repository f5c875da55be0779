"""Grunlings: Fantastic Fruit, the rules core (pure and synchronous).

`RULES` makes games; `score_players` is the scoring both the game and the
score pad use.
"""

from __future__ import annotations

from fruitui.games.grunlings.scoring import PlayerEnd, PlayerScore, ScoreSheet, score_players
from fruitui.games.grunlings.rules import RULES_OBJECT as RULES
from fruitui.games.grunlings.rules import GrunlingsRules
from fruitui.games.grunlings.state import GrunlingsState
from fruitui.games.grunlings.views import GrunlingsView, PileView, PlayerView

__all__ = [
    "RULES", "GrunlingsRules", "GrunlingsState", "GrunlingsView", "PileView", "PlayerView",
    "PlayerEnd", "PlayerScore", "ScoreSheet", "score_players",
]
