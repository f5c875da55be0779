"""Fruit Spy, the rules core: spy cards on a ring of six farmhouses.

The package: `cards` (components), `state` (the game's data and the rules
contract), `scoring` (the end), `wording` (the log), `views` (what one seat
sees). The names games, bots and tests use are re-exported here by name.
"""

from __future__ import annotations

from fruitui.games.fruit_spy.cards import (COLOURS, DALY_VALUE, DATA, HAND, HOUSES, INFO, LETTERS,
                                           LOG_LINES, TOKENS, TOOL, Card, card_name, card_name_safe,
                                           house_name)
from fruitui.games.fruit_spy.scoring import TieBreak, previous_houses, rank_players, share_tokens
from fruitui.games.fruit_spy.state import RULES, FruitSpyState
from fruitui.games.fruit_spy.views import CardView, FruitSpyView, HouseView

__all__ = [
    "COLOURS", "DALY_VALUE", "DATA", "HAND", "HOUSES", "INFO", "LETTERS", "LOG_LINES", "RULES",
    "TOKENS", "TOOL", "Card", "CardView", "FruitSpyState", "FruitSpyView", "HouseView",
    "TieBreak", "card_name", "card_name_safe", "house_name", "previous_houses", "rank_players",
    "share_tokens",
]
