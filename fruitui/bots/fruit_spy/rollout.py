"""A cheap Fruit Spy rollout policy that reads the dealt state directly.

It keeps the greedy bot's habits (strong cards where the fruit is rich, a
Tool left face down where others will want to play, no trick on a hidden
card when it can be helped) but guesses every card it would not see as a 2,
as greedy does from its view, so it plays a dealt world the way a player at
the table would. It plays inside a determinization, the search's own guess,
so it never sees the real game.
"""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fruit_spy import DALY_VALUE, TOOL, FruitSpyState

HIDDEN_GUESS = 2  # what an unseen card is guessed at (greedy's guess)


def rollout_policy(state: FruitSpyState, decision: Decision, rng: random.Random) -> Choice:
    """Greedy's choice for the seat to move, worked out from the dealt state
    (the same choice and the same random draws as `GreedyBot` on its view)."""
    seat = decision.seat
    rnd = rng.random
    choices: tuple[Any, ...] = decision.choices  # (card value or TOOL, house) pairs
    seats = len(state.names)
    papa, daly = state.papa, state.daly
    worth = []
    hidden = []
    for h, (tokens, cards) in enumerate(zip(state.tokens, state.houses)):
        value = sum(tokens) + (DALY_VALUE if daly == h else 0)
        if papa == h:
            value = -value
        strength = [0] * seats
        for card in cards:
            owner = card.owner
            strength[owner] += card.value if (card.face_up or owner == seat) else HIDDEN_GUESS
        mine = strength[seat]
        strength[seat] = 0
        contest = 1.0 if mine <= max(strength) + 7 else 0.3
        worth.append(value * contest + rnd())
        hidden.append(bool(cards) and not cards[-1].face_up)
    best: Choice = choices[0]
    best_score = float("-inf")
    for choice in choices:
        played, house = choice
        if played == TOOL:
            score = worth[house] * 0.6 - (5 if hidden[house] else 0)
        else:
            score = worth[house] * played / 7 - (2 if hidden[house] else 0)
        if score > best_score:
            best, best_score = choice, score
    return best
