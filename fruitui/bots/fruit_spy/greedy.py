"""A simple greedy Fruit Spy player: strong cards where the fruit is rich."""

from __future__ import annotations

import random
from typing import Any

from fruitui.games.base import Choice, Decision
from fruitui.games.fruit_spy import TOOL, FruitSpyView


class GreedyBot:
    needs_view = True

    def choose(self, view: FruitSpyView, decision: Decision, rng: random.Random) -> Choice:
        seat = decision.seat
        seats = len(view.names)
        worth = []
        hidden = []  # per house once, not per choice: whether a face-down card lies on top
        random_ = rng.random
        # Houses and cards unpacked as tuples (not read by name): this runs every decision.
        for _, tokens, cards, papa, daly, _, _ in view.houses:
            value = sum(tokens) + (10 if daly else 0)
            if papa:
                value = -value  # Papa's tokens are thrown away at the end
            strength = [0] * seats
            for owner, card_value, _ in cards:
                # A hidden card is guessed at 2: Tools and low Tricks hide often.
                strength[owner] += 2 if card_value is None else card_value
            mine = strength[seat]
            strength[seat] = 0
            best_other = max(strength)
            # Worth most where winning is still open; a little noise varies play.
            contest = 1.0 if mine <= best_other + 7 else 0.3
            worth.append(value * contest + random_())
            hidden.append(bool(cards) and not cards[-1][2])
        tool_scores = [w * 0.6 - (5 if h else 0) for w, h in zip(worth, hidden)]
        best: Choice = decision.choices[0]
        best_score = float("-inf")
        choices: tuple[Any, ...] = decision.choices  # (card value or TOOL, house) pairs
        for choice in choices:
            card, house = choice
            if card == TOOL:
                # A Tool waits face down where others will want to play.
                score = tool_scores[house]
            else:
                score = worth[house] * card / 7 - (2 if hidden[house] else 0)
            if score > best_score:
                best, best_score = choice, score
        return best
