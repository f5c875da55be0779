"""Fabled Fruit, the rules core: move between locations, trade fruit, press juices.

The package is split by the rulebook's sections: `cards` (components), `phases`
(a turn), `state` (the game's data and the rules contract), and functions of the
state: `decide` (each phase's decision), `turn` (applying a choice), `choices`
(paying), `locations` (#1-#6), `juice` (juices and the end), `hands` (fruit
moving), `wording` (prompts, log and refusals); `views` (what one seat sees).
The names games, bots and tests use are re-exported here by name.
"""

from __future__ import annotations

from fruitui.games.fabled_fruit.cards import (CARD_KIND, DATA, FALLBACK_DRAW, FRUITS, FRUIT_CARDS,
                                              HAND_AT_START, INDEX_OF_NUMBER, INFO, JUICES_TO_WIN,
                                              KINDS, KIND_OF, LETTERS, LOCATIONS, LOCATION_CARDS,
                                              LOC_BY_NUMBER, LOC_NUMBER, LOC_OF, LOG_LINES, MANY,
                                              ONE, TURN_LIMIT, Location, count_text, kinds_text,
                                              letters_text, n_fruits)
from fruitui.games.fabled_fruit.choices import (ACT, BITS, DISCARD_BY_MASK, DONE, GIVE_BY_MASK,
                                                MAKE_DECISION, MASKS, MOVE_CHOICES, OFF, PASS,
                                                PAY_BY_MASK, REVEAL, TAKE_ALL, TAKE_BY_MASK,
                                                can_pay, wildcard_options)
from fruitui.games.fabled_fruit.phases import (CHOOSE, DISCARD, EXCHANGE_BACK, EXCHANGE_GIVE,
                                               EXCHANGE_WITH, MOVE, OFFER, PAY, PUSH, TRADE_BACK)
from fruitui.games.fabled_fruit.views import FabledFruitView, LocationView, location_view
from fruitui.games.fabled_fruit.locations import ACTIONS, ACT_OF
from fruitui.games.fabled_fruit.decide import BUILD_BY_PHASE
from fruitui.games.fabled_fruit.turn import APPLY_BY_PHASE
from fruitui.games.fabled_fruit.state import RULES, FabledFruitState

__all__ = [
    "CARD_KIND", "DATA", "FALLBACK_DRAW", "FRUITS", "FRUIT_CARDS", "HAND_AT_START",
    "INDEX_OF_NUMBER", "INFO", "JUICES_TO_WIN", "KINDS", "KIND_OF", "LETTERS", "LOCATIONS",
    "LOCATION_CARDS", "LOC_BY_NUMBER", "LOC_NUMBER", "LOC_OF", "LOG_LINES", "MANY", "ONE",
    "TURN_LIMIT", "Location", "count_text", "kinds_text", "letters_text", "n_fruits", "ACT",
    "BITS", "DISCARD_BY_MASK", "DONE", "GIVE_BY_MASK", "MAKE_DECISION", "MASKS",
    "MOVE_CHOICES", "OFF", "PASS", "PAY_BY_MASK", "REVEAL", "TAKE_ALL", "TAKE_BY_MASK",
    "can_pay", "wildcard_options", "CHOOSE", "DISCARD", "EXCHANGE_BACK", "EXCHANGE_GIVE",
    "EXCHANGE_WITH", "MOVE", "OFFER", "PAY", "PUSH", "TRADE_BACK", "FabledFruitView",
    "LocationView", "location_view", "ACTIONS", "ACT_OF", "APPLY_BY_PHASE",
    "BUILD_BY_PHASE", "RULES", "FabledFruitState",
]
