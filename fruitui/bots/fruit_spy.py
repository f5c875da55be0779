"""A simple greedy Fruit Spy player: strong cards where the fruit is rich."""

from __future__ import annotations

import random

from ..rules.base import Choice, Decision
from ..rules.fruit_spy import TOOL, FruitSpyView


class GreedyBot:
    needs_view = True

    def choose(self, view: FruitSpyView, decision: Decision, rng: random.Random) -> Choice:
        seat = decision.seat
        seats = len(view.names)
        worth = []
        for house in view.houses:
            value = sum(house.tokens) + (10 if house.daly else 0)
            if house.papa:
                value = -value  # Papa's tokens are thrown away at the end
            strength = [0] * seats
            for card in house.cards:
                # A hidden card is guessed at 2: Tools and low Tricks hide often.
                strength[card.owner] += 2 if card.value is None else card.value
            mine = strength[seat]
            strength[seat] = 0
            best_other = max(strength)
            # Worth most where winning is still open; a little noise varies play.
            contest = 1.0 if mine <= best_other + 7 else 0.3
            worth.append(value * contest + rng.random())
        best: Choice = decision.choices[0]
        best_score = float("-inf")
        for card, house in decision.choices:  # type: ignore[misc]
            top = view.houses[house].cards
            hidden_below = bool(top) and not top[-1].face_up
            if card == TOOL:
                # A Tool waits face down where others will want to play.
                score = worth[house] * 0.6 - (5 if hidden_below else 0)
            else:
                score = worth[house] * card / 7 - (2 if hidden_below else 0)
            if score > best_score:
                best, best_score = (card, house), score
        return best
